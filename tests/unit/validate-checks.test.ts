/**
 * The validator's words for partners and its cross-brand checks: each broken case is a copy of the
 * reference brands (built in a temp dir at test time) with one defect, and the exact line it prints.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../scripts/validate/runValidate';
import { BRANDS_DIR, formatIssues, validateBrand, type PluginInfo, type ValidateOptions } from '../../scripts/validate/lib';
import { describeJsonError } from '../../src/config/jsonSyntax';

type Doc = Record<string, any>;
// Stand-in plugins with open parameters (these cases are not about them); "pragmatic" takes English launches only.
const PLUGIN_IDS = readdirSync(join(BRANDS_DIR, '..', 'plugins')).filter((n) => !n.startsWith('_') && !n.includes('.'));
const plugins = new Map<string, PluginInfo>(
  PLUGIN_IDS.map((id) => [id, { id, paramsSchema: { type: 'object' }, ...(id === 'pragmatic' ? { acceptedLanguages: ['en'] } : {}) }]),
);
const options: ValidateOptions = { plugins, enginePacks: { 'en-US': { 'engine.hello': 'Hello' }, 'es-es': { 'engine.hello': 'Hola' } } };

let root: string;
const read = (dir: string, file: string): Doc => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const write = (dir: string, file: string, doc: unknown) => writeFileSync(join(dir, file), JSON.stringify(doc, null, 2));

/** A copy of pampa (with the base it extends); `edit` adds the defect. */
function brandCase(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(root, name, 'pampa');
  cpSync(join(BRANDS_DIR, 'pampa'), dir, { recursive: true });
  cpSync(join(BRANDS_DIR, '_platform'), join(dir, '..', '_platform'), { recursive: true });
  edit(dir);
  return dir;
}
const lines = async (dir: string) => formatIssues('pampa', await validateBrand(dir, options));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-checks-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('validator words a partner reads without a manual', () => {
  it('a JSON syntax error names line and column and the likely fix', async () => {
    const dir = brandCase('json', (d) => {
      const text = readFileSync(join(d, 'theme.json'), 'utf8').replace(/"\n(\s*)}/, '",\n$1}');
      writeFileSync(join(d, 'theme.json'), text);
    });
    const out = await lines(dir);
    expect(out.filter((l) => l.includes('theme.json /:'))).toEqual([
      expect.stringMatching(
        /^brands\/pampa\/theme\.json \/: expected valid JSON, found a syntax error at line \d+, column \d+: unexpected "}" — remove the trailing comma before it$/,
      ),
    ]);
    expect(describeJsonError('{\n  "a": 1\n  "b": 2\n}', 'Unexpected string in JSON at position 13')).toBe(
      'a syntax error at line 3, column 3: unexpected "\\"" — a comma is missing before it',
    );
    expect(describeJsonError('{"a": [1', 'Unexpected end of JSON input')).toBe(
      'a syntax error at line 1, column 9: unexpected the end of the file — a bracket or brace is not closed',
    );
  });

  it('a pattern field says what it wants in words, not as a regular expression', async () => {
    const dir = brandCase('pattern', (d) => {
      const t = read(d, 'theme.json');
      t.light.primary = 'light blue';
      write(d, 'theme.json', t);
      const b = read(d, 'brand.json');
      b.languages[0].code = 'spanish';
      write(d, 'brand.json', b);
    });
    const out = await lines(dir);
    expect(out).toContain('brands/pampa/theme.json /light/primary: expected a CSS colour such as #1a2b3c, rgb(26, 43, 60) or darkgreen, found "light blue"');
    expect(out).toContain('brands/pampa/brand.json /languages/0/code: expected a language code such as en-US or es-es, found "spanish"');
    expect(out.join('\n')).not.toMatch(/matching \//);
  });

  it('every schema pattern carries its words (x-patternHint)', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Doc;
      if (typeof n.pattern === 'string' && typeof n['x-patternHint'] !== 'string') missing.push(`${where}: ${n.pattern}`);
      for (const [k, v] of Object.entries(n)) walk(v, `${where}/${k}`);
    };
    for (const f of ['brand', 'catalogue', 'flat-pages', 'locale', 'navigation', 'providers', 'rules', 'sport-rules', 'theme'])
      walk(JSON.parse(readFileSync(join(BRANDS_DIR, '..', 'schemas', `${f}.schema.json`), 'utf8')), f);
    expect(missing).toEqual([]);
  });
});

describe('cross checks', () => {
  it('a brand language whose launch code a plugin does not accept, without a language map', async () => {
    const dir = brandCase('lang');
    const entries = (read(dir, 'providers.json').providers as Doc[]).map((e, i) => [e, i] as const).filter(([e]) => e.plugin === 'pragmatic');
    expect(entries.length).toBeGreaterThan(0);
    expect(await lines(dir)).toEqual(
      entries.map(
        ([, i]) =>
          `brands/pampa/providers.json /providers/${i}/params: expected a launch language the plugin "pragmatic" accepts (en) for the brand language "es-es", found launch code "es" — add "languages": { "es-es": "en" } (or "defaultLanguage") to this entry's params`,
      ),
    );
    const mapped = brandCase('lang-mapped', (d) => {
      const p = read(d, 'providers.json');
      entries.forEach(
        ([, i], n) => (p.providers[i].params = { ...p.providers[i].params, ...(n % 2 ? { languages: { es: 'en' } } : { defaultLanguage: 'en' }) }),
      );
      write(d, 'providers.json', p);
    });
    expect(await lines(mapped)).toEqual([]);
  });

  const accepting = new Map([...plugins].map(([id, p]) => [id, { ...p, acceptedLanguages: undefined }]));
  const plain = async (dir: string) => formatIssues('pampa', await validateBrand(dir, { ...options, plugins: accepting }));

  it('a brand without its words for search engines: brand.json seo, the home title of a language; a canonical origin on another host', async () => {
    // The stand-in pragmatic plugin's launch-language errors are another case's (above).
    const seoLines = async (dir: string) => (await lines(dir)).filter((l) => !l.includes('providers.json'));
    const noSeo = brandCase('seo', (d) => {
      const b = read(d, 'brand.json');
      delete b.seo;
      write(d, 'brand.json', b);
    });
    expect(await seoLines(noSeo)).toEqual(['brands/pampa/brand.json /: expected key "seo", found nothing']);
    const noTitle = brandCase('seo-text', (d) => {
      const en = read(d, 'locales/en-US.json');
      delete en.messages['seo.home.title'];
      write(d, 'locales/en-US.json', en);
    });
    expect(await seoLines(noTitle)).toEqual([
      `brands/pampa/locales/en-US.json /messages: expected key "seo.home.title" (the home page's title in search results and link previews, brand.json /seo), found nothing`,
    ]);
    const elsewhere = brandCase('seo-host', (d) => write(d, 'brand.json', { ...read(d, 'brand.json'), seo: { siteUrl: 'https://other.example' } }));
    expect(await seoLines(elsewhere)).toEqual([
      'warning: brands/pampa/brand.json /seo/siteUrl: expected the host of a URL the brand is served on (one of /hosts), found "https://other.example": canonical and sitemap URLs would name a host that does not select this brand — add "other.example" to /hosts or fix the URL',
    ]);
    const plain = brandCase('seo-http', (d) => write(d, 'brand.json', { ...read(d, 'brand.json'), seo: { siteUrl: 'http://pampa.croupier.test/' } }));
    expect(await seoLines(plain)).toEqual([
      'brands/pampa/brand.json /seo/siteUrl: expected https:// and a lower-case host name, no path and no trailing slash, such as https://www.my-brand.com, found "http://pampa.croupier.test/"',
    ]);
  });

  it('a text pack and a content file for a language the brand does not offer (warning)', async () => {
    const dir = brandCase('unoffered', (d) => {
      cpSync(join(d, 'locales', 'en-US.json'), join(d, 'locales', 'pt-br.json'));
      cpSync(join(d, 'content', 'flat-pages.en-US.json'), join(d, 'content', 'flat-pages.pt-br.json'));
    });
    const out = await plain(dir);
    expect(out.filter((l) => l.includes('pt-br'))).toEqual([
      'warning: brands/pampa/locales/pt-br.json /: expected a language the brand offers (es-es, en-US), found "pt-br" — add it to brand.json languages or delete this file',
      'warning: brands/pampa/content/flat-pages.pt-br.json /: expected a language the brand offers (es-es, en-US), found "pt-br" — add it to brand.json languages or delete this file',
    ]);
  });

  it("a brand that drops a language its base keeps is not warned about the base's pack (no file of its own)", async () => {
    const dir = brandCase('dropped', (d) => {
      const b = read(d, 'brand.json');
      b.languages = b.languages.filter((l: { code: string }) => l.code !== 'es-es');
      b.defaultLanguage = 'en-US';
      write(d, 'brand.json', b);
      for (const f of ['locales/es-es.json', 'content/flat-pages.es-es.json', 'content/sport-rules.es-es.json']) rmSync(join(d, f));
    });
    expect(existsSync(join(dir, '..', '_platform', 'locales', 'es-es.json'))).toBe(true);
    const out = await plain(dir);
    expect(out.filter((l) => l.includes('es-es.json'))).toEqual([]);
    expect(out.filter((l) => l.includes('brands/_platform/') && l.startsWith('warning: '))).toEqual([]);
  });

  it('an asset no config value refers to (warning)', async () => {
    const dir = brandCase('asset', (d) => writeFileSync(join(d, 'assets', 'old-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(await plain(dir)).toEqual([
      'warning: brands/pampa/assets/old-logo.svg /: expected a config value to refer to this asset, found none — refer to it (e.g. in brand.json or providers.json) or delete it',
    ]);
  });

  it('a host claimed by two brands is an error; warnings pass unless --strict', async () => {
    const dir = join(root, 'hosts');
    for (const id of ['_platform', 'lumen', 'pampa']) cpSync(join(BRANDS_DIR, id), join(dir, id), { recursive: true });
    // a host naming neither brand (one naming the other brand is also an identity warning)
    const lumen = read(join(dir, 'lumen'), 'brand.json');
    const pampa = read(join(dir, 'pampa'), 'brand.json');
    const pampaHost = 'casino.shared.example';
    pampa.hosts = [pampaHost, ...pampa.hosts];
    write(join(dir, 'pampa'), 'brand.json', pampa);
    lumen.hosts = [pampaHost, ...lumen.hosts];
    write(join(dir, 'lumen'), 'brand.json', lumen);
    const out: string[] = [];
    expect(await runValidate(['--brands-dir', dir], (l) => out.push(l))).toBe(1);
    expect(out).toEqual([
      'brands/lumen: OK',
      `brands/pampa/brand.json /hosts/0: expected a host no other brand claims, found ${JSON.stringify(pampaHost)} also in brands/lumen/brand.json — each host selects one brand; remove it from one of them`,
      '2 brand(s): 1 error(s), 0 warning(s)',
    ]);

    lumen.hosts = lumen.hosts.slice(1);
    write(join(dir, 'lumen'), 'brand.json', lumen);
    writeFileSync(join(dir, 'pampa', 'assets', 'old-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    out.length = 0;
    expect(await runValidate(['--brands-dir', dir], (l) => out.push(l))).toBe(0);
    expect(out.slice(-2)).toEqual(['brands/pampa: OK with 1 warning(s)', '2 brand(s): 0 error(s), 1 warning(s)']);
    out.length = 0;
    expect(await runValidate(['--brands-dir', dir, '--strict'], (l) => out.push(l))).toBe(1);
    expect(out).toEqual([
      'brands/lumen: OK',
      'brands/pampa/assets/old-logo.svg /: expected a config value to refer to this asset, found none — refer to it (e.g. in brand.json or providers.json) or delete it',
      '2 brand(s): 1 error(s), 0 warning(s) (--strict: warnings count as errors)',
    ]);
  });
});
