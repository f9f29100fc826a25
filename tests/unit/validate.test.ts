/**
 * The brand validator, through the lines an operator reads. Each rejecting case is a copy of the
 * reference brand (built in a temp dir at test time) with exactly one defect.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../../src/config/crossCheck';
import {
  BRANDS_DIR,
  formatIssues,
  listBrandIds,
  loadSchemas,
  mergeBrand,
  stripServerOnly,
  validateBrand,
  type PluginInfo,
  type ValidateOptions,
} from '../../scripts/validate/lib';
import { renderTypes, TYPES_FILE } from '../../scripts/authoring/genTypes';

const PROVIDER_IDS = [
  'outcome',
  'pragmatic',
  'pragmaticlive',
  'rubyplay',
  'slotegrator',
  'popokgaming',
  'popokgamingSlots',
  'rgs',
  'belatra',
  'redrake',
  'ezugi',
  'tvbet',
  'xpg',
  'jacktop',
  'goldenrace',
];
const LIVE = new Set(['pragmaticlive', 'popokgaming', 'ezugi', 'tvbet', 'xpg']);

// A stand-in registry and provider list, so these cases do not depend on the real plugins' parameters.
const plugins = new Map<string, PluginInfo>(
  [...new Set(PROVIDER_IDS.map((id) => id.replace(/Slots$|live$/, '')))].map((id) => [
    id,
    { id, paramsSchema: { type: 'object', properties: { rows: { type: 'integer' } } } },
  ]),
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
    providers: PROVIDER_IDS.map((id) => ({
      id,
      plugin: id.replace(/Slots$|live$/, ''),
      name: id,
      casinoType: id === 'goldenrace' ? 'virtual' : LIVE.has(id) ? 'live' : 'slots',
      params: {},
    })),
  });
  edit(dir);
  return dir;
}
// The stub providers.json names none of pampa's provider logos: their unused-asset warnings are not these cases' subject.
const issuesOf = async (dir: string, opts: ValidateOptions = options) =>
  (await validateBrand(dir, opts)).filter((i) => !(i.severity === 'warning' && i.file.startsWith('assets/providers/')));
const lines = async (dir: string) => formatIssues('pampa', await issuesOf(dir));

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

  it('a menu icon the engine does not draw', async () => {
    const dir = brandCase('unknown-icon', (d) => {
      const n = read(d, 'navigation.json');
      n.sideMenu[0].items[0].icon = 'hom';
      write(d, 'navigation.json', n);
    });
    const out = await lines(dir);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^brands\/pampa\/navigation.json \/sideMenu\/0\/items\/0\/icon: expected one of .*"providers".*, found "hom" — did you mean "home"\?$/,
    );
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
        "brands/pampa/locales/es-es.json /messages: expected key "category.popular" (named by catalogue.json /categories/1/labelId), found nothing",
      ]
    `);
  });

  it('incomplete text pack against the engine ids', async () => {
    const dir = brandCase('incomplete-pack');
    const issues = await issuesOf(dir, {
      ...options,
      enginePacks: { 'en-US': { 'engine.hello': 'Hello', 'engine.bye': 'Bye' }, 'es-es': { 'engine.hello': 'Hola' } },
    });
    expect(formatIssues('pampa', issues)).toMatchInlineSnapshot(`
      [
        "brands/pampa/locales/es-es.json /messages: expected every engine message id, found 1 missing: "engine.bye" — npm run new-language -- <brand> es-es --update copies them from another language, marked untranslated",
      ]
    `);
    // validate --json carries each missing id with the engine's text.
    expect(issues[0].detail).toEqual({ missing: ['engine.bye'], texts: { 'engine.bye': 'Bye' } });
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
        "warning: brands/pampa/assets/logo-light.svg /: expected a config value to refer to this asset, found none — refer to it (e.g. in brand.json or providers.json) or delete it",
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
        "brands/pampa/catalogue.json /tabs/slots/14: expected a category id, found "slotmachine" — did you mean "slotmachines"?",
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

/** Edits one JSON file of a brand case. */
const edit =
  <T>(file: string, change: (doc: T) => void) =>
  (d: string) => {
    const doc = read(d, file) as T;
    change(doc);
    write(d, file, doc);
  };
type Doc = Record<string, any>;

describe('validate: checks a schema cannot express (one accepting and one rejecting case each)', () => {
  it('two casino types on one path: accepted when distinct, rejected when the same', async () => {
    expect(
      await lines(
        brandCase(
          'type-path-ok',
          edit<Doc>('catalogue.json', (c) => (c.casinoTypes[7].path = '/casino/recientes')),
        ),
      ),
    ).toEqual([]);
    const dir = brandCase(
      'type-path-twice',
      edit<Doc>('catalogue.json', (c) => (c.casinoTypes[7].path = '/casino/live/')),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /casinoTypes/7/path: expected a unique casino type path, found "/casino/live/" twice",
      ]
    `);
  });

  it('duplicate casino type values and lobby row ids', async () => {
    expect(
      await lines(
        brandCase(
          'values-ok',
          edit<Doc>('catalogue.json', (c) => (c.casinoTypes[7].value = 17)),
        ),
      ),
    ).toEqual([]);
    const dir = brandCase(
      'values-twice',
      edit<Doc>('catalogue.json', (c) => {
        c.casinoTypes[7].value = 2;
        c.lobby[5].id = 'slots';
      }),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /casinoTypes/7/value: expected a unique casino type value, found 2 twice",
        "brands/pampa/catalogue.json /lobby/5/id: expected a unique lobby row id, found "slots" twice",
      ]
    `);
  });

  it('provider ids differing only in case', async () => {
    expect(
      await lines(
        brandCase(
          'case-ok',
          edit<Doc>('providers.json', (p) => p.providers.push({ ...p.providers[1], id: 'pragmatic2' })),
        ),
      ),
    ).toEqual([]);
    const dir = brandCase(
      'case-twice',
      edit<Doc>('providers.json', (p) => p.providers.push({ ...p.providers[1], id: 'Pragmatic' })),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/providers.json /providers/15/id: expected a provider id unique regardless of case, found "Pragmatic" beside "pragmatic"",
      ]
    `);
  });

  it('theme colours must be CSS colours', async () => {
    const ok = brandCase(
      'colours-ok',
      edit<Doc>('theme.json', (t) => {
        Object.assign(t.light, { bg: '#abcd', surface: '#F4F6FA80', overlay: 'rgb(10 20 30)', border: 'rgba(0, 0, 0, .25)', info: 'rgb(100%, 0%, 0%)' });
        // CSS named colours, any case, the Level 4 addition and transparent.
        Object.assign(t.dark, { success: 'darkgreen', accent: 'RebeccaPurple', overlay: 'transparent' });
      }),
    );
    expect(await lines(ok)).toEqual([]);
    const dir = brandCase(
      'colours-bad',
      edit<Doc>('theme.json', (t) => {
        t.light.primary = '#12345';
        t.dark.overlay = 'rgb(999,,)';
        t.dark.bg = 'rgba(0, 0, 0, 1.5)';
        t.dark.success = 'darkgren';
      }),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/theme.json /light/primary: expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() or a CSS colour name), found "#12345": a hex colour has 3, 4, 6 or 8 digits, not 5",
        "brands/pampa/theme.json /dark/bg: expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() or a CSS colour name), found "rgba(0, 0, 0, 1.5)": alpha 1.5 is outside 0–1",
        "brands/pampa/theme.json /dark/success: expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() or a CSS colour name), found "darkgren": not a CSS colour name — did you mean "darkgreen"?",
        "brands/pampa/theme.json /dark/overlay: expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() or a CSS colour name), found "rgb(999,,)": red 999 is outside 0–255",
      ]
    `);
  });

  it('broken ICU messages', async () => {
    const ok = brandCase(
      'icu-ok',
      edit<Doc>('locales/es-es.json', (l) => (l.messages['category.popular'] = "Populares '{'{n, plural, one {# juego} other {# juegos}}")),
    );
    expect(await lines(ok)).toEqual([]);
    const dir = brandCase(
      'icu-broken',
      edit<Doc>('locales/es-es.json', (l) => (l.messages['category.popular'] = 'Populares {')),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/locales/es-es.json /messages/category.popular: expected an ICU message, found "Populares {": a "{" without its closing "}" at character 11 — quote a literal brace as '{'",
      ]
    `);
  });

  it("placeholders renamed against the engine's default message", async () => {
    const engine = {
      'en-US': { 'engine.hello': 'Hello', 'engine.games': '{count} games' },
      'es-es': { 'engine.hello': 'Hola', 'engine.games': '{count} juegos' },
    };
    const ok = brandCase(
      'placeholders-ok',
      edit<Doc>('locales/es-es.json', (l) => (l.messages['engine.games'] = '{count, plural, one {# juego} other {# juegos}}')),
    );
    expect(formatIssues('pampa', await issuesOf(ok, { ...options, enginePacks: engine }))).toEqual([]);
    const dir = brandCase(
      'placeholders-renamed',
      edit<Doc>('locales/es-es.json', (l) => (l.messages['engine.games'] = '{cnt} juegos')),
    );
    expect(formatIssues('pampa', await issuesOf(dir, { ...options, enginePacks: engine }))).toMatchInlineSnapshot(`
      [
        "brands/pampa/locales/es-es.json /messages/engine.games: expected only the placeholders of the engine's message "engine.games" ({count}), found {cnt} — did you mean {count}?",
      ]
    `);
  });

  it('a duplicate language points at its code', async () => {
    const dir = brandCase(
      'language-twice',
      edit<Doc>('brand.json', (b) => b.languages.push({ ...b.languages[0], label: 'Otra' })),
    );
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/brand.json /languages/2/code: expected a unique language code, found "es-es" twice",
      ]
    `);
  });
});

describe('validate: menu and footer links name routes of the route table', () => {
  it.each(listBrandIds())('every menu, down-menu and footer path of brands/%s resolves to a route', (id) => {
    const config = mergeBrand(join(BRANDS_DIR, id));
    const nav = config.navigation;
    const typePaths = config.catalogue.casinoTypes.map((t) => t.path);
    const items = [...nav.sideMenu.flatMap((s) => s.items), ...nav.downMenu, ...nav.footer.columns.flatMap((c) => c.items)].filter((it) => it.route);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((it) => !routeOf(it.route!, typePaths)).map((it) => it.route)).toEqual([]);
  });

  it('a brand-configured casino type path routes to the casino type page; an unknown path is reported', async () => {
    const dir = brandCase('own-slug', (d) => {
      edit<Doc>('catalogue.json', (c) => (c.casinoTypes[1].path = '/casino/tragamonedas'))(d);
      edit<Doc>('navigation.json', (n) => {
        n.sideMenu[1].items[0].route = '/casino/tragamonedas';
        n.footer.columns[0].items[0].route = '/casino/slots'; // no longer a type of this brand
      })(d);
    });
    expect(routeOf('/casino/tragamonedas', ['/casino/tragamonedas'])).toBe('casinoType');
    expect(await lines(dir)).toMatchInlineSnapshot(`
      [
        "brands/pampa/catalogue.json /lobby/3/route: expected a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json, found "/casino/slots" — did you mean "/casino/all"?",
        "brands/pampa/navigation.json /footer/columns/0/items/0/route: expected a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json, found "/casino/slots" — did you mean "/casino/all"?",
        "brands/pampa/navigation.json /footer/columns/2/items/0/route: expected a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json, found "/casino/slots" — did you mean "/casino/all"?",
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

describe('validate: every problem in one run', () => {
  it('reports a cross-reference beside a schema error of another file', async () => {
    const dir = brandCase('staged', (d) => {
      write(d, 'brand.json', { ...read(d, 'brand.json'), scrollTopVelocity: 2 });
      const c = read(d, 'catalogue.json');
      c.providerOrder[1] = 'pragmatik';
      write(d, 'catalogue.json', c);
    });
    expect(await lines(dir)).toEqual([
      expect.stringMatching(/^brands\/pampa\/brand.json \/scrollTopVelocity: .*found unknown key "scrollTopVelocity"/),
      'brands/pampa/catalogue.json /providerOrder/1: expected a provider id of providers.json, found "pragmatik" — did you mean "pragmatic"?',
    ]);
  });

  it('runs the checks a malformed file does not feed, without crashing on it', async () => {
    const dir = brandCase('malformed-part', (d) => {
      write(d, 'catalogue.json', { ...read(d, 'catalogue.json'), categories: 'all' });
      const p = read(d, 'providers.json');
      p.providers[1].id = p.providers[0].id;
      write(d, 'providers.json', p);
    });
    const out = await lines(dir);
    expect(out[0]).toMatch(/^brands\/pampa\/catalogue.json \/categories: expected array, found string "all"/);
    expect(out).toContain('brands/pampa/providers.json /providers/1/id: expected a unique provider id, found "outcome" twice');
    // Checks reading the categories (lobby rows, icons, provider tabs) say nothing: the schema error names the fault.
    expect(out.filter((l) => /categor/i.test(l) && !l.includes('/categories:'))).toEqual([]);
  });
});
