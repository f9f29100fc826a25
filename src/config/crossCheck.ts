/**
 * Cross-references inside one merged brand bundle: the checks a JSON schema cannot express
 * (an id in one file must exist in another, a route must be served, a text pack must be complete).
 * Pure and file-system free, so the browser can run it on a remote config too; the CLI
 * (scripts/validate) adds what needs disk access through the optional hooks of CrossCheckContext.
 */
import type { BrandConfig, NavItem } from './types';
import { CASINO_TYPE_PATTERN, isKnownRoute, KNOWN_ROUTE_PATTERNS } from './routes.ts';

/** One problem: the brand file it is in, a JSON pointer inside that file, and the user-facing text. */
export interface Issue {
  file: string;
  pointer: string;
  message: string;
  /** Extra machine-readable detail (e.g. the full list of missing message ids). */
  detail?: unknown;
}

export interface CrossCheckContext {
  /** Engine default text packs by language code ({id: ICU}); en-US defines the complete id set. */
  enginePacks?: Record<string, Record<string, string>>;
  /** Route patterns the engine serves (default: KNOWN_ROUTE_PATTERNS). */
  routes?: readonly string[];
  /** Plugin ids available (plugins/ folders); omit to skip the plugin check. */
  pluginIds?: readonly string[];
  /** Whether an asset path (relative to the brand folder) exists; omit to skip asset checks. */
  assetExists?: (path: string) => boolean;
  /** Validates one provider entry's params against its plugin's paramsSchema (pointers relative to params). */
  checkParams?: (plugin: string, params: unknown) => Array<{ pointer: string; message: string }>;
}

/** Texts of the one-line messages, shared with the schema error formatter so both read alike. */
export const show = (value: unknown): string =>
  value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);

/** Edit distance, for "did you mean" hints on misspelt ids and keys. */
export function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** The closest candidate when it is close enough to be a plausible typo (case differences count as near). */
export function nearest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = c.toLowerCase() === value.toLowerCase() ? 0.5 : levenshtein(value.toLowerCase(), c.toLowerCase());
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

/** "expected X, found Y — did you mean "Z"?" */
export function mismatch(expected: string, found: unknown, candidates?: Iterable<string>): string {
  const hint = typeof found === 'string' && candidates ? nearest(found, candidates) : undefined;
  return `expected ${expected}, found ${show(found)}${hint !== undefined ? ` — did you mean ${show(hint)}?` : ''}`;
}

/** The one-line form: `brands/<id>/<file> <pointer>: <message>`. */
export function formatIssue(brandId: string, issue: Issue): string {
  return `brands/${brandId}/${issue.file} ${issue.pointer || '/'}: ${issue.message}`;
}

const esc = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const ptr = (...parts: Array<string | number>) => parts.map((p) => `/${esc(p)}`).join('');

/** Runs every cross-reference check on a merged bundle; returns all issues at once (empty = consistent). */
export function crossCheck(config: BrandConfig, ctx: CrossCheckContext = {}): Issue[] {
  const issues: Issue[] = [];
  const add = (file: string, pointer: string, message: string, detail?: unknown) => issues.push({ file, pointer, message, ...(detail ? { detail } : {}) });
  const { brand, catalogue, rules, theme, navigation } = config;
  const providers = config.providers?.providers ?? [];
  const routes = ctx.routes ?? KNOWN_ROUTE_PATTERNS;

  const casinoTypeIds = new Set(catalogue.casinoTypes.map((t) => t.id));
  const categoryIds = new Set(catalogue.categories.map((c) => c.id));
  const providerIds = new Set(providers.map((p) => p.id));
  const featureIds = Object.keys(brand.features ?? {});
  const languageCodes = brand.languages.map((l) => l.code);

  // A list of ids that must each name a member of `known`.
  const ids = (file: string, base: string, list: readonly string[] | undefined, known: Set<string>, what: string) =>
    (list ?? []).forEach((id, i) => {
      if (!known.has(id)) add(file, `${base}/${i}`, mismatch(what, id, known));
    });
  const one = (file: string, pointer: string, id: string | undefined, known: Set<string>, what: string) => {
    if (id !== undefined && !known.has(id)) add(file, pointer, mismatch(what, id, known));
  };
  const duplicates = (file: string, base: string, list: Array<{ id: string | number }>, what: string) => {
    const seen = new Set<string | number>();
    list.forEach((item, i) => {
      if (seen.has(item.id)) add(file, `${base}/${i}/id`, `expected a unique ${what}, found ${show(item.id)} twice`);
      seen.add(item.id);
    });
  };
  // /casino/<slug> is served for the brand's own casino types only; any other link must match a fixed route.
  const fixedRoutes = routes.filter((r) => r !== CASINO_TYPE_PATTERN);
  const typePaths = new Set(catalogue.casinoTypes.map((t) => t.path.replace(/\/+$/, '')));
  const route = (file: string, pointer: string, path: string | undefined) => {
    if (path === undefined || isKnownRoute(path, fixedRoutes)) return;
    const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
    if (routes.includes(CASINO_TYPE_PATTERN) && typePaths.has(clean)) return;
    add(file, pointer, mismatch('a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json', path, [...fixedRoutes, ...typePaths]));
  };
  const asset = (file: string, pointer: string, path: string | undefined) => {
    if (path !== undefined && ctx.assetExists && !ctx.assetExists(path)) add(file, pointer, `expected an asset file in the brand folder, found ${show(path)} missing`);
  };

  // brand.json
  const langSet = new Set(languageCodes);
  one('brand.json', '/defaultLanguage', brand.defaultLanguage, langSet, 'a language of /languages');
  duplicates('brand.json', '/languages', brand.languages.map((l) => ({ id: l.code })), 'language code');

  // Sport frames: ids unique, at most one enabled frame per route family, casino type known.
  const frames = brand.sport?.frames ?? [];
  duplicates('brand.json', '/sport/frames', frames, 'sport frame id');
  const routeOwner = new Map<string, string>();
  frames.forEach((f, i) => {
    one('brand.json', ptr('sport', 'frames', i, 'casinoType'), f.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    if (f.enabled === false) return;
    const owner = routeOwner.get(f.route);
    if (owner !== undefined) add('brand.json', ptr('sport', 'frames', i, 'route'), `expected one enabled frame per route family, found ${show(f.route)} also served by frame ${show(owner)}`);
    else routeOwner.set(f.route, f.id);
  });

  // catalogue.json
  const cat = 'catalogue.json';
  duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'casino type id');
  duplicates(cat, '/categories', catalogue.categories, 'category id');
  catalogue.casinoTypes.forEach((t, i) => {
    if (!isKnownRoute(t.path, routes)) add(cat, ptr('casinoTypes', i, 'path'), mismatch('a route the engine serves (src/config/routes.ts)', t.path, routes));
  });
  for (const [type, list] of Object.entries(catalogue.tabs)) {
    one(cat, ptr('tabs', type), type, casinoTypeIds, 'a casino type id');
    ids(cat, ptr('tabs', type), list, categoryIds, 'a category id');
  }
  for (const [type, list] of Object.entries(catalogue.providerFilters)) {
    one(cat, ptr('providerFilters', type), type, casinoTypeIds, 'a casino type id');
    ids(cat, ptr('providerFilters', type), list, providerIds, 'a provider id of providers.json');
  }
  ids(cat, '/providerOrder', catalogue.providerOrder, providerIds, 'a provider id of providers.json');
  (catalogue.lobby ?? []).forEach((row, i) => {
    one(cat, ptr('lobby', i, 'category'), row.category, categoryIds, 'a category id');
    one(cat, ptr('lobby', i, 'casinoType'), row.casinoType, casinoTypeIds, 'a casino type id');
    route(cat, ptr('lobby', i, 'route'), row.route);
  });
  catalogue.categories.forEach((c, i) => asset(cat, ptr('categories', i, 'icon'), c.icon));

  // providers.json
  const prov = 'providers.json';
  duplicates(prov, '/providers', providers, 'provider id');
  const pluginSet = ctx.pluginIds ? new Set(ctx.pluginIds) : undefined;
  providers.forEach((p, i) => {
    one(prov, ptr('providers', i, 'casinoType'), p.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    if (pluginSet && !pluginSet.has(p.plugin)) {
      add(prov, ptr('providers', i, 'plugin'), mismatch('a plugin folder under plugins/', p.plugin, pluginSet));
    } else if (ctx.checkParams) {
      for (const e of ctx.checkParams(p.plugin, p.params ?? {})) add(prov, ptr('providers', i, 'params') + e.pointer, e.message);
    }
    const params = (p.params ?? {}) as { categories?: Record<string, unknown>; alwaysTabs?: string[] };
    for (const key of Object.keys(params.categories ?? {})) one(prov, ptr('providers', i, 'params', 'categories', key), key, categoryIds, 'a category id of catalogue.json');
    if (Array.isArray(params.alwaysTabs)) ids(prov, ptr('providers', i, 'params', 'alwaysTabs'), params.alwaysTabs, categoryIds, 'a category id of catalogue.json');
    for (const size of ['small', 'big'] as const) {
      for (const tone of ['light', 'dark'] as const) asset(prov, ptr('providers', i, 'logo', size, tone), p.logo?.[size]?.[tone]);
    }
  });

  // rules.json
  const rul = 'rules.json';
  duplicates(rul, '/countries', rules.countries, 'country id');
  const countryIds = new Set(rules.countries.map((c) => String(c.id)));
  rules.cashback.kinds.forEach((k, i) => {
    one(rul, ptr('cashback', 'kinds', i, 'casinoType'), k.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    ids(rul, ptr('cashback', 'kinds', i, 'providers'), k.providers, providerIds, 'a provider id of providers.json');
  });
  rules.payment.withdrawalCountries.forEach((c, i) => one(rul, ptr('payment', 'withdrawalCountries', i, 'countryId'), String(c.countryId), countryIds, 'a country id of /countries'));

  // theme.json
  for (const [key, path] of Object.entries(theme.logos)) asset('theme.json', ptr('logos', key), path);
  for (const [key, path] of Object.entries(theme.images ?? {})) asset('theme.json', ptr('images', key), path);

  // navigation.json
  const nav = 'navigation.json';
  const socialIds = new Set(navigation.social.map((s) => s.id));
  const features = new Set(featureIds);
  const item = (base: string, it: NavItem) => {
    if ((it.route === undefined) === (it.action === undefined)) {
      add(nav, base, `expected exactly one of "route" or "action", found ${it.route === undefined ? 'neither' : 'both'}`);
    }
    route(nav, `${base}/route`, it.route);
    one(nav, `${base}/casinoType`, it.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    one(nav, `${base}/provider`, it.provider, providerIds, 'a provider id of providers.json');
    one(nav, `${base}/feature`, it.feature, features, 'a feature of brand.json /features');
  };
  navigation.sideMenu.forEach((s, i) => s.items.forEach((it, j) => item(ptr('sideMenu', i, 'items', j), it)));
  navigation.downMenu.forEach((it, j) => item(ptr('downMenu', j), it));
  navigation.footer.columns.forEach((c, i) => c.items.forEach((it, j) => item(ptr('footer', 'columns', i, 'items', j), it)));
  ids(nav, '/contactsDialog/links', navigation.contactsDialog?.links, socialIds, 'a social link id of /social');

  // Text packs: every language has one, complete against the engine's en-US ids, and defines every id the config names.
  const engine = ctx.enginePacks ?? {};
  const required = Object.keys(engine['en-US'] ?? {});
  const merged: Record<string, Set<string>> = {};
  for (const code of languageCodes) {
    const pack = config.locales?.[code];
    const file = `locales/${code}.json`;
    if (!pack) {
      add(file, '/', `expected a text pack for language ${show(code)} of brand.json /languages, found no file`);
      continue;
    }
    merged[code] = new Set([...Object.keys(engine[code] ?? {}), ...Object.keys(pack)]);
    const missing = required.filter((id) => !merged[code].has(id));
    if (missing.length) {
      const shown = missing.slice(0, 5).map(show).join(', ');
      add(file, '/messages', `expected every engine message id, found ${missing.length} missing: ${shown}${missing.length > 5 ? ', …' : ''}`, { missing });
    }
  }
  const everyId = new Set(Object.values(merged).flatMap((s) => [...s]));
  for (const ref of messageRefs(config)) {
    const lacking = Object.keys(merged).filter((code) => !merged[code].has(ref.id));
    if (lacking.length) {
      const hint = nearest(ref.id, everyId);
      add(ref.file, ref.pointer, `expected a message id defined in every text pack, found ${show(ref.id)} missing in ${lacking.join(', ')}${hint && hint !== ref.id ? ` — did you mean ${show(hint)}?` : ''}`);
    }
  }

  // Long texts: a brand that links the sport rules page needs them in every language.
  const linksRules = JSON.stringify(navigation).includes('"/sport-rules');
  if (linksRules) {
    for (const code of languageCodes) {
      if (!config.content?.sportRules?.[code]) add(`content/sport-rules.${code}.json`, '/', `expected the sport rules text for language ${show(code)} (navigation.json links /sport-rules), found no file`);
    }
  }
  return issues;
}

/** Every message id the config names, with where it is named. */
export function messageRefs(config: BrandConfig): Array<{ file: string; pointer: string; id: string }> {
  const refs: Array<{ file: string; pointer: string; id: string }> = [];
  // labelId / messageId / currencyLabelId anywhere, plus the id-valued tables of rules.json.
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(file, v, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        const p = `${pointer}/${esc(k)}`;
        if (typeof v === 'string' && /^(labelId|messageId|currencyLabelId|defaultErrorMessageId)$/.test(k)) refs.push({ file, pointer: p, id: v });
        else walk(file, v, p);
      }
    }
  };
  walk('brand.json', config.brand, '');
  walk('catalogue.json', config.catalogue, '');
  walk('rules.json', config.rules, '');
  walk('navigation.json', config.navigation, '');
  for (const [code, id] of Object.entries(config.rules.errorCodes)) refs.push({ file: 'rules.json', pointer: ptr('errorCodes', code), id });
  for (const [table, values] of Object.entries(config.rules.statusNames)) {
    for (const [value, id] of Object.entries(values as Record<string, string>)) refs.push({ file: 'rules.json', pointer: ptr('statusNames', table, value), id });
  }
  return refs;
}
