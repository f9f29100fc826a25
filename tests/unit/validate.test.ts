/**
 * The brand validator, through the lines an operator reads. Each rejecting case is a copy of the
 * reference brand (built in a temp dir at test time) with exactly one defect.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_DIR, formatIssues, listBrandIds, loadSchemas, mergeBrand, stripServerOnly, validateBrand, type PluginInfo, type ValidateOptions } from '../../scripts/validate/lib';
import { renderTypes, TYPES_FILE } from '../../scripts/gen-types';

const PROVIDER_IDS = ['outcome', 'pragmatic', 'pragmaticlive', 'rubyplay', 'slotegrator', 'popokgaming', 'popokgamingSlots', 'rgs', 'belatra', 'redrake', 'ezugi', 'tvbet', 'xpg', 'jacktop', 'goldenrace'];
const LIVE = new Set(['pragmaticlive', 'popokgaming', 'ezugi', 'tvbet', 'xpg']);

// A stand-in registry and provider list, so these cases do not depend on the real plugins' parameters.
const plugins = new Map<string, PluginInfo>(
  [...new Set(PROVIDER_IDS.map((id) => id.replace(/Slots$|live$/, '')))].map((id) => [id, { id, paramsSchema: { type: 'object', properties: { rows: { type: 'integer' } } } }]),
);
const options: ValidateOptions = { plugins, enginePacks: { 'en-US': { 'engine.hello': 'Hello' }, 'es-es': { 'engine.hello': 'Hola' } } };

let root: string;
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const write = (dir: string, file: string, doc: unknown) => writeFileSync(join(dir, file), JSON.stringify(doc, null, 2));

/** A fresh copy of pampa named `pampa` inside its own folder, with a stub providers.json; `edit` adds the defect. */
function brandCase(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(root, name, 'pampa');
  cpSync(join(BRANDS_DIR, 'pampa'), dir, { recursive: true });
  cpSync(join(BRANDS_DIR, '_platform'), join(dir, '..', '_platform'), { recursive: true }); // the base pampa extends
  write(dir, 'providers.json', {
    providers: PROVIDER_IDS.map((id) => ({ id, plugin: id.replace(/Slots$|live$/, ''), name: id, casinoType: id === 'goldenrace' ? 'virtual' : LIVE.has(id) ? 'live' : 'slots', params: {} })),
  });
  edit(dir);
  return dir;
}
const lines = async (dir: string) => formatIssues('pampa', await validateBrand(dir, options));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-validate-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('validate: rejecting cases name file, pointer, expected, found and a hint', () => {
  it('accepts the unmodified copy', async () => {
    expect(await lines(brandCase('base'))).toEqual([]);
  });

  it('unknown key', async () => {
    const dir = brandCase('unknown-key', (d) => {
      const c = read(d, 'catalogue.json');
      c.search.debounceMS = c.search.debounceMs;
      delete c.search.debounceMs;
      write(d, 'catalogue.json', c);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /search: expected key "debounceMs", found nothing",
        "brands/pampa/catalogue.json /search/debounceMS: expected one of the keys "debounceMs", "historyMax", "preview", found unknown key "debounceMS" — did you mean "debounceMs"?",
      ]
    `);
  });

  it('wrong type', async () => {
    const dir = brandCase('wrong-type', (d) => write(d, 'rules.json', { ...read(d, 'rules.json'), pageSize: '10' }));
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/rules.json /pageSize: expected integer, found string "10"",
      ]
    `);
  });

  it('misspelt provider id in providerOrder', async () => {
    const dir = brandCase('misspelt-provider', (d) => {
      const c = read(d, 'catalogue.json');
      c.providerOrder[1] = 'pragmatik';
      write(d, 'catalogue.json', c);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /providerOrder/1: expected a provider id of providers.json, found "pragmatik" — did you mean "pragmatic"?",
      ]
    `);
  });

  it('unknown plugin', async () => {
    const dir = brandCase('unknown-plugin', (d) => {
      const p = read(d, 'providers.json');
      p.providers[3].plugin = 'rubiplay';
      write(d, 'providers.json', p);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/providers.json /providers/3/plugin: expected a plugin folder under plugins/, found "rubiplay" — did you mean "rubyplay"?",
      ]
    `);
  });

  it('plugin params that break the plugin schema', async () => {
    const dir = brandCase('bad-params', (d) => {
      const p = read(d, 'providers.json');
      p.providers[0].params = { rows: 'many' };
      write(d, 'providers.json', p);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/providers.json /providers/0/params/rows: expected integer, found string "many"",
      ]
    `);
  });

  it('missing translation', async () => {
    const dir = brandCase('missing-translation', (d) => {
      const pack = read(d, 'locales/es-es.json');
      delete pack.messages['category.popular'];
      write(d, 'locales/es-es.json', pack);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /categories/1/labelId: expected a message id defined in every text pack, found "category.popular" missing in es-es",
      ]
    `);
  });

  it('incomplete text pack against the engine ids', async () => {
    const dir = brandCase('incomplete-pack');
    const issues = await validateBrand(dir, { ...options, enginePacks: { 'en-US': { 'engine.hello': 'Hello', 'engine.bye': 'Bye' }, 'es-es': { 'engine.hello': 'Hola' } } });
    expect(formatIssues('pampa', issues)).toMatchInlineSnapshot(`
      [
        "brands/pampa/locales/es-es.json /messages: expected every engine message id, found 1 missing: "engine.bye"",
      ]
    `);
    expect(issues[0].detail).toEqual({ missing: ['engine.bye'] });
  });

  it('missing asset', async () => {
    const dir = brandCase('missing-asset', (d) => {
      const t = read(d, 'theme.json');
      t.logos.light = 'assets/logo-lite.svg';
      write(d, 'theme.json', t);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/theme.json /logos/light: expected an asset file in the brand folder, found "assets/logo-lite.svg" missing",
      ]
    `);
  });

  it('dangling category id', async () => {
    const dir = brandCase('dangling-category', (d) => {
      const c = read(d, 'catalogue.json');
      c.tabs.slots.push('slotmachine');
      write(d, 'catalogue.json', c);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /tabs/slots/13: expected a category id, found "slotmachine" — did you mean "slotmachines"?",
      ]
    `);
  });

  it('two enabled sport frames on one route and a sport frame casino type that does not exist', async () => {
    const dir = brandCase('sport-frames', (d) => {
      const b = read(d, 'brand.json');
      const [first] = b.sport.frames;
      b.sport.frames.push({ ...first, id: 'second', casinoType: 'sprot' });
      write(d, 'brand.json', b);
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/brand.json /sport/frames/2/casinoType: expected a casino type id of catalogue.json, found "sprot" — did you mean "sport"?",
        "brands/pampa/brand.json /sport/frames/2/route: expected one enabled frame per route family, found "bc" also served by frame "betconstruct"",
      ]
    `);
  });

  it('unknown route and a default language that is not offered', async () => {
    const dir = brandCase('route-language', (d) => {
      const n = read(d, 'navigation.json');
      n.sideMenu[0].items[1].route = '/promotion';
      n.sideMenu[1].items[0].route = '/casino/tragamonedas'; // served only for a configured casino type
      write(d, 'navigation.json', n);
      write(d, 'brand.json', { ...read(d, 'brand.json'), defaultLanguage: 'es-ES' });
    });
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/brand.json /defaultLanguage: expected a language of /languages, found "es-ES" — did you mean "es-es"?",
        "brands/pampa/navigation.json /sideMenu/0/items/1/route: expected a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json, found "/promotion" — did you mean "/promotions"?",
        "brands/pampa/navigation.json /sideMenu/1/items/0/route: expected a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json, found "/casino/tragamonedas"",
      ]
    `);
  });
});

describe('validate: the real brands', () => {
  // Uses the real plugins and engine text packs; fails while another part is still missing.
  it.each(listBrandIds())('brands/%s validates clean', async (id) => {
    expect(formatIssues(id, await validateBrand(join(BRANDS_DIR, id)))).toEqual([]);
  });
});

describe('bundle', () => {
  it('merges every file and strips server-only values', () => {
    const bundle = mergeBrand(join(BRANDS_DIR, 'pampa'));
    expect(bundle.brand.server).toBeDefined();
    expect(Object.keys(bundle.locales).sort()).toEqual(['en-US', 'es-es']);
    expect(bundle.content?.sportRules?.['es-es']?.sections).toHaveLength(48);
    const stripped = stripServerOnly(bundle, loadSchemas());
    expect(stripped.brand.server).toBeUndefined();
    expect(JSON.stringify(stripped)).not.toContain('operatorApiKey');
    expect(stripped.brand.api.partnerName).toBe('pampa');
  });
});

describe('generated types', () => {
  it('src/config/types.gen.ts matches the schemas (run npm run gen:types)', async () => {
    expect(existsSync(TYPES_FILE)).toBe(true);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await renderTypes());
  });
});

export const _root = resolve('.');
