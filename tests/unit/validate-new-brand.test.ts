/** `npm run new-brand`: scaffolds a valid brand from an existing one, in a temporary brands folder. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrand, parseNewBrandArgs } from '../../scripts/authoring/newBrand';
import { runValidate } from '../../scripts/validate/runValidate';
import { BRANDS_DIR, mergeBrand } from '../../scripts/validate/lib';

/** Scaffolding and validating a brand twice takes seconds, more on a busy machine. */
const SLOW = 60_000;
let brandsDir: string;
beforeAll(() => {
  brandsDir = mkdtempSync(join(tmpdir(), 'croupier-new-brand-'));
  for (const f of ['pampa', 'lumen', '_platform']) cpSync(join(BRANDS_DIR, f), join(brandsDir, f), { recursive: true });
});
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

const expectIdentity = (id: string, name: string) => {
  const bundle = mergeBrand(join(brandsDir, id));
  expect(bundle.brand).toMatchObject({ id, name, hosts: [`${id}.localhost`] });
  expect(bundle.brand.buildDefault).toBeUndefined();
  expect(bundle.brand.api.partnerName).toBe(id);
  expect(bundle.brand.server?.operatorApiKey).toBeUndefined();
  expect(bundle.locales['es-es']['brand.name']).toBe(name);
  return bundle;
};

/** Every file under a folder (relative paths) with its text. */
const filesOf = (dir: string, sub = ''): Array<[string, string]> =>
  readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(dir, join(sub, e.name)) : [[join(sub, e.name), readFileSync(join(dir, sub, e.name), 'utf8')] as [string, string]],
  );

describe('new-brand', () => {
  it(
    'by default makes a renamed standalone copy with no trace of the source, and validates it',
    async () => {
      const result = await newBrand({ id: 'acme', from: 'pampa', name: 'Acme Casino', brandsDir });
      expect(result.ok).toBe(true);
      expect(result.lines).toContain('brands/acme: created from pampa, renamed and valid');
      expect(result.lines.join('\n')).toMatch(/still to supply for brands\/acme[\s\S]*logos, favicon and images: assets\/logo-light\.svg/);
      // Every operator value the copy kept from pampa is named with pampa's value: rules.json included.
      const kept = result.lines.slice(result.lines.findIndex((l) => l.includes("the source operator's values")));
      for (const expected of [
        'rules.json /responsibleGambling/helpLine (responsible-gambling help line): {"url":"https://www.jugarbien.es","phone":"900 200 225"}',
        'rules.json /cashback/timeZone (cashback payout time zone): "Africa/Tunis"',
        'rules.json /payment/phoneCountryCode (sign-up phone country): "TUR"',
        'brand.json /currency/signUp (sign-up currency): "TND"',
        'locales/en-US.json /messages/loyalty.currency (loyalty currency name): "dinars"',
        'catalogue.json /special/featured (featured games): ',
        'catalogue.json /tabs (category tabs per casino type',
        'catalogue.json /gameOrder (game order): ',
      ])
        expect(kept).toContainEqual(expect.stringContaining(expected));
      const files = filesOf(join(brandsDir, 'acme'));
      expect(files.map(([f]) => f)).toEqual(expect.arrayContaining(['providers.json', 'content/flat-pages.en-US.json', 'assets/favicon.svg']));
      const traces = files.filter(([, text]) => /pampa/i.test(text)).map(([f]) => f);
      expect(traces).toEqual([]);
      const bundle = expectIdentity('acme', 'Acme Casino');
      expect(JSON.stringify(bundle.brand.sport)).toContain('"partner":"acme"');
      expect(readFileSync(join(brandsDir, 'acme/assets/logo-dark.svg'), 'utf8')).toContain('>Acme Casino</text>');
      expect(readFileSync(join(brandsDir, 'acme/assets/favicon.svg'), 'utf8')).toContain('>AC</text>');
      expect(JSON.parse(readFileSync(join(brandsDir, 'acme/brand.json'), 'utf8')).extends).toBe('_platform');
      // The source stays as it was.
      expect(JSON.parse(readFileSync(join(brandsDir, 'pampa/brand.json'), 'utf8')).id).toBe('pampa');
      expect(await runValidate(['--brand', 'acme', '--brands-dir', brandsDir], () => {})).toBe(0);
    },
    SLOW,
  );

  it(
    '--delta writes a variant that extends the source, and the validator warns it carries the source identity',
    async () => {
      const result = await newBrand({ id: 'variant', from: 'pampa', name: 'Variant Bet', brandsDir, delta: true });
      expect(result.ok).toBe(true);
      expect(readdirSync(join(brandsDir, 'variant')).sort()).toEqual(['brand.json', 'locales']);
      const bundle = expectIdentity('variant', 'Variant Bet');
      expect(bundle.rules).toEqual(mergeBrand(join(brandsDir, 'pampa')).rules);
      const lines: string[] = [];
      expect(await runValidate(['--brand', 'variant', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(0);
      expect(lines).toContain("warning: brands/variant/theme.json /logos/favicon: uses brands/pampa's asset assets/favicon.svg: give the brand its own file");
      expect(
        lines.some((l) => l.startsWith('warning: brands/variant/locales/en-US.json /messages/') && l.includes('names the brand "Pampa Bet" (brands/pampa)')),
      ).toBe(true);
    },
    SLOW,
  );

  it(
    'renames every brand of a source chain, and works from a brand without long texts',
    async () => {
      await newBrand({ id: 'midway', from: 'pampa', name: 'Midway Play', brandsDir, delta: true });
      expect((await newBrand({ id: 'third', from: 'midway', name: 'Third Way', brandsDir })).ok).toBe(true);
      expect(
        filesOf(join(brandsDir, 'third'))
          .filter(([, text]) => /pampa|midway/i.test(text))
          .map(([f]) => f),
      ).toEqual([]);
      expect(JSON.parse(readFileSync(join(brandsDir, 'third/brand.json'), 'utf8')).extends).toBe('_platform');
      expect((await newBrand({ id: 'nova', from: 'lumen', brandsDir })).ok).toBe(true);
      expect(
        filesOf(join(brandsDir, 'nova'))
          .filter(([, text]) => /lumen/i.test(text))
          .map(([f]) => f),
      ).toEqual([]);
      const lines: string[] = [];
      expect(await runValidate(['--brand', 'third', '--brand', 'nova', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(0);
      expect(lines).toEqual(['brands/third: OK', 'brands/nova: OK', '2 brand(s): 0 error(s), 0 warning(s)']);
    },
    SLOW,
  );

  it(
    'validate warns a hand-made copy about texts naming the source, and never warns the source about the copy',
    async () => {
      cpSync(join(brandsDir, 'pampa'), join(brandsDir, 'clone'), { recursive: true });
      const file = join(brandsDir, 'clone/brand.json');
      const brand = JSON.parse(readFileSync(file, 'utf8'));
      Object.assign(brand, { id: 'clone', name: 'Clone', hosts: ['clone.localhost'] });
      delete brand.buildDefault;
      writeFileSync(file, JSON.stringify(brand));
      const lines: string[] = [];
      expect(await runValidate(['--brand', 'clone', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(0);
      expect(lines).toContain(
        'warning: brands/clone/content/flat-pages.en-US.json /pages/0/text: names the brand "Pampa Bet" (brands/pampa): rename it or write this brand\'s own text',
      );
      expect(lines).toContain(
        'warning: brands/clone/brand.json /seo/siteUrl: expected the host of a URL the brand is served on (one of /hosts), found "https://pampa.croupier.test": canonical and sitemap URLs would name a host that does not select this brand — add "pampa.croupier.test" to /hosts or fix the URL',
      );
      // the first place in brand.json that names the source: its canonical address (brand.json /seo comes before /api)
      expect(lines.find((l) => l.startsWith('warning: brands/clone/brand.json ') && l.includes('names the brand'))).toMatch(
        /^warning: brands\/clone\/brand\.json \/seo\/siteUrl: names the brand "Pampa Bet" \(brands\/pampa\) and \d+ more places: /,
      );
      expect(lines.at(-2)).toMatch(/^brands\/clone: OK with \d+ warning\(s\)$/);
      // The copy's logos and mascot are byte-for-byte pampa's: pampa, which owns them, is not warned about the copier.
      const source: string[] = [];
      const code = await runValidate(['--brand', 'pampa', '--strict', '--brands-dir', brandsDir], (l) => source.push(l));
      expect(code).toBe(0);
      expect(source).toEqual(['brands/pampa: OK', '1 brand(s): 0 error(s), 0 warning(s) (--strict: warnings count as errors)']);
      rmSync(join(brandsDir, 'clone'), { recursive: true });
    },
    SLOW,
  );

  it(
    'replaces a non-SVG logo with an SVG placeholder and leaves the source file behind',
    async () => {
      await newBrand({ id: 'pngsrc', from: 'pampa', name: 'Png Source', brandsDir });
      const themeFile = join(brandsDir, 'pngsrc/theme.json');
      const theme = JSON.parse(readFileSync(themeFile, 'utf8'));
      theme.logos.light = 'assets/brand-logo.png';
      writeFileSync(themeFile, JSON.stringify(theme));
      writeFileSync(join(brandsDir, 'pngsrc/assets/brand-logo.png'), 'not really a png');
      expect((await newBrand({ id: 'frompng', from: 'pngsrc', name: 'From Png', brandsDir })).ok).toBe(true);
      expect(JSON.parse(readFileSync(join(brandsDir, 'frompng/theme.json'), 'utf8')).logos.light).toBe('assets/brand-logo.svg');
      expect(readFileSync(join(brandsDir, 'frompng/assets/brand-logo.svg'), 'utf8')).toContain('>From Png</text>');
      expect(readdirSync(join(brandsDir, 'frompng/assets'))).not.toContain('brand-logo.png');
    },
    SLOW,
  );

  it('refuses an existing folder, an unknown source and a bad id', async () => {
    await expect(newBrand({ id: 'pampa', from: 'pampa', brandsDir })).rejects.toThrow(/already exists/);
    await expect(newBrand({ id: 'zeta', from: 'nope', brandsDir })).rejects.toThrow('no brand "nope" to copy');
    await expect(newBrand({ id: 'zeta', from: '_platform', brandsDir })).rejects.toThrow('no brand "_platform" to copy');
    await expect(newBrand({ id: 'Bad_Id', from: 'pampa', brandsDir })).rejects.toThrow('brand id "Bad_Id" is not valid');
    await expect(newBrand({ id: 'zeta', from: 'pampa', name: 'Zeta {Bet}', brandsDir })).rejects.toThrow(
      'brand name "Zeta {Bet}" is not valid — use a non-empty name without < > { }',
    );
  });

  it('parses its arguments with --help and clear errors', () => {
    expect(parseNewBrandArgs(['acme', '--from', 'pampa', '--host', 'a.test', '--host', 'b.test', '--delta'])).toMatchObject({
      id: 'acme',
      from: 'pampa',
      hosts: ['a.test', 'b.test'],
      delta: true,
    });
    expect(parseNewBrandArgs(['--help'])).toBeNull();
    expect(() => parseNewBrandArgs(['acme'])).toThrow(/expected one brand id and --from <brand>\n\nusage: npm run new-brand/);
    expect(() => parseNewBrandArgs(['acme', '--from', 'pampa', '--frm'])).toThrow(/Unknown option '--frm'/);
  });
});
