/**
 * Cross-references inside one merged brand bundle: the checks a JSON schema cannot express
 * (an id in one file must exist in another, a route must be served, a text pack must be complete).
 * Pure and file-system free, so the browser can run it on a remote config too; the CLI
 * (scripts/validate) adds what needs disk access through the optional hooks of CrossCheckContext.
 */
import { matchRoutes } from 'react-router-dom';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrandConfig, NavItem } from './types';
import { CASINO_TYPE_ROUTE, featureOfPath, featureOn, ROUTE_LIST, type RouteId } from './routes.ts';
import { cssColourProblem } from './cssColour.ts';
import { linkTarget } from './linkTarget.ts';
import { uncoveredCurrencies } from './currency.ts';
import { requiredEngineIds } from './engineTexts.ts';
import { SEO_BRAND_TEXTS } from './seoTexts.ts';

import type { Issue } from './issue.ts';

export { formatIssue, type Issue } from './issue.ts';

export interface CrossCheckContext {
  /** Engine default text packs by language code ({id: ICU}); en-US defines the complete id set. */
  enginePacks?: Record<string, Record<string, string>>;
  /** Plugin ids available (plugins/ folders); omit to skip the plugin check. */
  pluginIds?: readonly string[];
  /** Whether an asset path (relative to the brand folder) exists; omit to skip asset checks. */
  assetExists?: (path: string) => boolean;
  /** Validates one provider entry's params against its plugin's paramsSchema (pointers relative to params). */
  checkParams?: (plugin: string, params: unknown) => Array<{ pointer: string; message: string }>;
}

/** Texts of the one-line messages, shared with the schema error formatter so both read alike. */
export const show = (value: unknown): string =>
  value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));

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

const esc = (key: string | number) => {
  const k = String(key);
  // Most keys need no escaping; skipping the two replaces matters when a run walks many brands.
  return k.includes('~') || k.includes('/') ? k.replace(/~/g, '~0').replace(/\//g, '~1') : k;
};
const ptr = (...parts: Array<string | number>) => parts.map((p) => `/${esc(p)}`).join('');

/** The table as react-router route objects, so a path is ranked exactly as the router ranks it (static segments first). */
const ROUTE_MATCHERS = ROUTE_LIST.map(([id, def]) => ({ id, path: def.path }));

/** Path → matched route: the table is fixed, and matchRoutes ranks the whole table on every call (many brands repeat the same paths). */
const matchedRoute = new Map<string, RouteId | undefined>();

const cleanPath = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/**
 * The route of the engine's route table (src/config/routes.ts) that serves a path, matched and ranked
 * the way the router does it (react-router's matchRoutes over matchPath); undefined when none does. A
 * path that only the casino type route serves counts only when it is one of `casinoTypePaths` (the
 * brand's catalogue.json casinoTypes[].path): any other slug shows the not-found page.
 */
export function routeOf(path: string, casinoTypePaths: Iterable<string> = []): RouteId | undefined {
  const clean = cleanPath(path);
  let id = matchedRoute.get(clean);
  if (!matchedRoute.has(clean)) {
    id = matchRoutes(ROUTE_MATCHERS, clean)?.at(-1)?.route.id as RouteId | undefined;
    matchedRoute.set(clean, id);
  }
  if (id !== CASINO_TYPE_ROUTE) return id;
  return new Set([...casinoTypePaths].map(cleanPath)).has(clean) ? id : undefined;
}

/** Runs every cross-reference check on a merged bundle; returns all issues at once (empty = consistent). */
export function crossCheck(config: BrandConfig, ctx: CrossCheckContext = {}): Issue[] {
  const issues: Issue[] = [];
  const add = (file: string, pointer: string, message: string, detail?: unknown) => issues.push({ file, pointer, message, ...(detail ? { detail } : {}) });
  const { brand, catalogue, rules, theme, navigation } = config;
  const providers = config.providers?.providers ?? [];

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
  /** Each item's `key` unique in a list (compared after `norm`); the later copy is reported. */
  const duplicates = <T>(file: string, base: string, list: readonly T[], key: keyof T & string, what: string, norm: (v: unknown) => unknown = (v) => v) => {
    const seen = new Set<unknown>();
    list.forEach((item, i) => {
      const value = norm(item[key]);
      if (value === undefined) return;
      if (seen.has(value)) add(file, `${base}/${i}/${key}`, `expected a unique ${what}, found ${show(item[key])} twice`);
      seen.add(value);
    });
  };
  // A link must name a route the router serves; /casino/<slug> only for the brand's own casino types.
  const typePaths = catalogue.casinoTypes.map((t) => cleanPath(t.path));
  const routeHints = [...ROUTE_LIST.filter(([id]) => id !== CASINO_TYPE_ROUTE).map(([, def]) => def.path), ...typePaths];
  const route = (file: string, pointer: string, path: string | undefined) => {
    if (path === undefined || routeOf(path, typePaths)) return;
    // A slug in the casino type route's place can only mean a casino type: hint among the brand's own.
    const typeSlug = routeOf(path, [path]) === CASINO_TYPE_ROUTE;
    add(
      file,
      pointer,
      mismatch('a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json', path, typeSlug ? typePaths : routeHints),
    );
  };
  const asset = (file: string, pointer: string, path: string | undefined) => {
    if (path !== undefined && ctx.assetExists && !ctx.assetExists(path))
      add(file, pointer, `expected an asset file in the brand folder, found ${show(path)} missing`);
  };

  // brand.json
  const langSet = new Set(languageCodes);
  one('brand.json', '/defaultLanguage', brand.defaultLanguage, langSet, 'a language of /languages');
  duplicates('brand.json', '/languages', brand.languages, 'code', 'language code');

  // The canonical origin should be one the brand is served on: its host selects the brand (hosts are unique per brand).
  const siteUrl = brand.seo?.siteUrl;
  const siteHost = siteUrl?.match(/^https:\/\/([^/:]+)/)?.[1];
  if (siteHost && !(brand.hosts ?? []).includes(siteHost))
    issues.push({
      file: 'brand.json',
      pointer: '/seo/siteUrl',
      severity: 'warning',
      message: `expected the host of a URL the brand is served on (one of /hosts), found ${show(siteUrl)}: canonical and sitemap URLs would name a host that does not select this brand — add ${show(siteHost)} to /hosts or fix the URL`,
    });

  const image = brand.seo?.image;
  if (image && !image.startsWith('https:')) asset('brand.json', '/seo/image', image);

  // Sport frames: ids unique, at most one enabled frame per route family, casino type known.
  const frames = brand.sport?.frames ?? [];
  duplicates('brand.json', '/sport/frames', frames, 'id', 'sport frame id');
  const routeOwner = new Map<string, string>();
  frames.forEach((f, i) => {
    one('brand.json', ptr('sport', 'frames', i, 'casinoType'), f.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    if (f.enabled === false) return;
    const owner = routeOwner.get(f.route);
    if (owner !== undefined)
      add(
        'brand.json',
        ptr('sport', 'frames', i, 'route'),
        `expected one enabled frame per route family, found ${show(f.route)} also served by frame ${show(owner)}`,
      );
    else routeOwner.set(f.route, f.id);
  });

  // catalogue.json
  const cat = 'catalogue.json';
  duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'id', 'casino type id');
  duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'value', 'casino type value');
  // Two types on one path: the router shows the first, the other's page is unreachable.
  duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'path', 'casino type path', (p) => cleanPath(String(p)));
  duplicates(cat, '/categories', catalogue.categories, 'id', 'category id');
  duplicates(cat, '/lobby', catalogue.lobby ?? [], 'id', 'lobby row id');
  catalogue.casinoTypes.forEach((t, i) => {
    if (!routeOf(t.path, typePaths))
      add(
        cat,
        ptr('casinoTypes', i, 'path'),
        mismatch(
          'a route the engine serves (src/config/routes.ts)',
          t.path,
          ROUTE_LIST.map(([, def]) => def.path),
        ),
      );
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
  one(cat, '/newGames/category', catalogue.newGames?.category, categoryIds, 'a category id');

  // providers.json
  const prov = 'providers.json';
  duplicates(prov, '/providers', providers, 'id', 'provider id');
  // Provider ids are route keys and game-id prefixes: ids differing only in case collide in URLs and lookups.
  const lowerIds = new Map<string, string>();
  providers.forEach((p, i) => {
    const other = lowerIds.get(p.id.toLowerCase());
    if (other !== undefined && other !== p.id)
      add(prov, ptr('providers', i, 'id'), `expected a provider id unique regardless of case, found ${show(p.id)} beside ${show(other)}`);
    if (other === undefined) lowerIds.set(p.id.toLowerCase(), p.id);
  });
  const pluginSet = ctx.pluginIds ? new Set(ctx.pluginIds) : undefined;
  providers.forEach((p, i) => {
    one(prov, ptr('providers', i, 'casinoType'), p.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    if (pluginSet && !pluginSet.has(p.plugin)) {
      add(prov, ptr('providers', i, 'plugin'), mismatch('a plugin folder under plugins/', p.plugin, pluginSet));
    } else if (ctx.checkParams) {
      for (const e of ctx.checkParams(p.plugin, p.params ?? {})) add(prov, ptr('providers', i, 'params') + e.pointer, e.message);
    }
    const params = (p.params ?? {}) as { categories?: Record<string, unknown>; alwaysTabs?: string[] };
    for (const key of Object.keys(params.categories ?? {}))
      one(prov, ptr('providers', i, 'params', 'categories', key), key, categoryIds, 'a category id of catalogue.json');
    if (Array.isArray(params.alwaysTabs))
      ids(prov, ptr('providers', i, 'params', 'alwaysTabs'), params.alwaysTabs, categoryIds, 'a category id of catalogue.json');
    for (const size of ['small', 'big'] as const) {
      for (const tone of ['light', 'dark'] as const) asset(prov, ptr('providers', i, 'logo', size, tone), p.logo?.[size]?.[tone]);
    }
  });

  // rules.json
  const rul = 'rules.json';
  duplicates(rul, '/countries', rules.countries, 'id', 'country id');
  const countryIds = new Set(rules.countries.map((c) => String(c.id)));
  rules.cashback.kinds.forEach((k, i) => {
    one(rul, ptr('cashback', 'kinds', i, 'casinoType'), k.casinoType, casinoTypeIds, 'a casino type id of catalogue.json');
    ids(rul, ptr('cashback', 'kinds', i, 'providers'), k.providers, providerIds, 'a provider id of providers.json');
  });
  rules.payment.withdrawalCountries.forEach((c, i) =>
    one(rul, ptr('payment', 'withdrawalCountries', i, 'countryId'), String(c.countryId), countryIds, 'a country id of /countries'),
  );

  // theme.json
  for (const mode of ['light', 'dark'] as const) {
    for (const [token, value] of Object.entries(theme[mode] ?? {})) {
      const problem = typeof value === 'string' ? cssColourProblem(value) : undefined;
      if (problem)
        add('theme.json', ptr(mode, token), `expected a CSS colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()), found ${show(value)}: ${problem}`);
    }
  }
  for (const [key, path] of Object.entries(theme.logos)) asset('theme.json', ptr('logos', key), path);
  for (const [key, path] of Object.entries(theme.images ?? {})) asset('theme.json', ptr('images', key), path);

  // brand.json currency: one label for guests and players needs a label for every code the platform may return.
  const uncovered = uncoveredCurrencies(brand.currency);
  if (uncovered.length)
    add(
      'brand.json',
      '/currency/display',
      `expected a display label for every currency the platform may return (default, signUp, platform), found none for ${uncovered.map(show).join(', ')}: add them to display`,
    );

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
    const gate = it.route !== undefined ? featureOfPath(it.route) : undefined;
    if (!featureOn(brand.features, gate))
      issues.push({
        file: nav,
        pointer: `${base}/route`,
        severity: 'warning',
        message: `links ${show(it.route)}, a page of the feature ${show(gate)} that brand.json /features switches off: the entry never shows; remove it or switch the feature on`,
      });
  };
  navigation.sideMenu.forEach((s, i) => s.items.forEach((it, j) => item(ptr('sideMenu', i, 'items', j), it)));
  navigation.downMenu.forEach((it, j) => item(ptr('downMenu', j), it));
  navigation.footer.columns.forEach((c, i) => c.items.forEach((it, j) => item(ptr('footer', 'columns', i, 'items', j), it)));
  ids(nav, '/contactsDialog/links', navigation.contactsDialog?.links, socialIds, 'a social link id of /social');
  navigation.social.forEach((s, i) => {
    if (!s.linkTemplate?.startsWith('https:')) return;
    const target = linkTarget(s.linkTemplate.replace('{value}', 'x'), 'https://site.invalid', brand.externalLinkHosts ?? []);
    if (target.kind !== 'external')
      add(
        nav,
        ptr('social', i, 'linkTemplate'),
        `expected a link to a host of brand.json /externalLinkHosts, found ${show(s.linkTemplate)} (${target.kind === 'none' ? target.reason : 'not external'}): add its host there or fix the template`,
      );
  });

  // Text packs: every language has one, complete against the engine's en-US ids, and defines every id the config names.
  const engine = ctx.enginePacks ?? {};
  const required = requiredEngineIds(engine);
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
  // The home page's words for search engines are the brand's own: no engine default stands in for them.
  for (const [code, ids] of Object.entries(merged)) {
    for (const [id, what] of Object.entries(SEO_BRAND_TEXTS)) {
      if (!ids.has(id)) add(`locales/${code}.json`, '/messages', `expected key ${show(id)} (${what}, brand.json /seo), found nothing`);
    }
  }
  const everyId = new Set(Object.values(merged).flatMap((s) => [...s]));
  const reported = new Set<string>();
  for (const ref of messageRefs(config)) {
    const lacking = Object.keys(merged).filter((code) => !merged[code].has(ref.id));
    if (lacking.length) {
      const hint = nearest(ref.id, everyId);
      add(
        ref.file,
        ref.pointer,
        `expected a message id defined in every text pack, found ${show(ref.id)} missing in ${lacking.join(', ')}${hint && hint !== ref.id ? ` — did you mean ${show(hint)}?` : ''}`,
      );
    }
    // The pack is where the fix goes: say so there too, once per id.
    for (const code of lacking) {
      if (reported.has(`${code}\u0000${ref.id}`)) continue;
      reported.add(`${code}\u0000${ref.id}`);
      add(`locales/${code}.json`, '/messages', `expected key ${show(ref.id)} (named by ${ref.file} ${ref.pointer}), found nothing`);
    }
  }

  // Every brand message is valid ICU, and names only the placeholders the engine's default message passes.
  const engineDefaults = engine['en-US'] ?? {};
  for (const [code, pack] of Object.entries(config.locales ?? {})) {
    for (const [id, text] of Object.entries(pack ?? {})) {
      const pointer = ptr('messages', id);
      const file = `locales/${code}.json`;
      const own = icuArguments(text);
      if ('error' in own) {
        add(file, pointer, `expected an ICU message, found ${show(text)}: ${own.error}`);
        continue;
      }
      const base = engineDefaults[id] === undefined ? undefined : icuArguments(engineDefaults[id]);
      if (!base || 'error' in base) continue;
      const unknown = own.names.filter((n) => !base.names.includes(n));
      if (unknown.length) {
        const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
        const hint = unknown.length === 1 ? nearest(unknown[0], base.names) : undefined;
        add(
          file,
          pointer,
          `expected only the placeholders of the engine's message ${show(id)} (${list(base.names)}), found ${list(unknown)}${hint ? ` — did you mean {${hint}}?` : ''}`,
        );
      }
    }
  }

  // Long texts: a brand that links the sport rules page needs them in every language.
  const linksRules = JSON.stringify(navigation).includes('"/sport-rules');
  if (linksRules) {
    for (const code of languageCodes) {
      if (!config.content?.sportRules?.[code])
        add(
          `content/sport-rules.${code}.json`,
          '/',
          `expected the sport rules text for language ${show(code)} (navigation.json links /sport-rules), found no file`,
        );
    }
  }
  return issues;
}

const ICU_ERRORS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a "{" without its closing "}"',
  EMPTY_ARGUMENT: 'an empty placeholder "{}"',
  MALFORMED_ARGUMENT: 'a malformed placeholder',
  UNMATCHED_CLOSING_TAG: 'a closing tag without its opening tag',
  UNCLOSED_TAG: 'a tag that is never closed',
};

/** The placeholder and tag names an ICU message uses, or why it does not parse. */
export function icuArguments(text: string): { names: string[] } | { error: string } {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text);
  } catch (err) {
    const e = err as { message?: string; location?: { start?: { offset?: number } } };
    const kind = String(e.message ?? err);
    const at = e.location?.start?.offset;
    return {
      error: `${ICU_ERRORS[kind] ?? kind.toLowerCase().replace(/_/g, ' ')}${at !== undefined ? ` at character ${at + 1}` : ''} — quote a literal brace as '{'`,
    };
  }
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.select || el.type === TYPE.plural) for (const opt of Object.values(el.options)) walk(opt.value);
    }
  };
  walk(ast);
  return { names: [...names] };
}

const MESSAGE_ID_KEYS = new Set(['labelId', 'messageId', 'currencyLabelId', 'defaultErrorMessageId']);

/** Every message id the config names, with where it is named. */
export function messageRefs(config: BrandConfig): Array<{ file: string; pointer: string; id: string }> {
  const refs: Array<{ file: string; pointer: string; id: string }> = [];
  // labelId / messageId / currencyLabelId anywhere, plus the id-valued tables of rules.json.
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(file, v, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (typeof v === 'string') {
          if (MESSAGE_ID_KEYS.has(k)) refs.push({ file, pointer: `${pointer}/${esc(k)}`, id: v });
        } else if (v && typeof v === 'object') walk(file, v, `${pointer}/${esc(k)}`);
      }
    }
  };
  walk('brand.json', config.brand, '');
  walk('catalogue.json', config.catalogue, '');
  walk('rules.json', config.rules, '');
  walk('navigation.json', config.navigation, '');
  for (const [code, id] of Object.entries(config.rules.errorCodes)) refs.push({ file: 'rules.json', pointer: ptr('errorCodes', code), id });
  for (const [name, id] of Object.entries(config.rules.paymentSystemNames ?? {}))
    refs.push({ file: 'rules.json', pointer: ptr('paymentSystemNames', name), id });
  for (const [table, values] of Object.entries(config.rules.statusNames)) {
    for (const [value, id] of Object.entries(values as Record<string, string>))
      refs.push({ file: 'rules.json', pointer: ptr('statusNames', table, value), id });
  }
  return refs;
}
