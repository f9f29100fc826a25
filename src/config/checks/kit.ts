/**
 * What every named cross-check shares: the check's shape, the facts about a bundle several checks need
 * (computed once per run), the message helpers, and a small reporter that words the common findings
 * (an unknown id, a duplicate, a route the engine does not serve, a missing asset) the same everywhere.
 */
import { matchRoutes } from 'react-router-dom';
import type { BrandConfig } from '../types';
import { CASINO_TYPE_ROUTE, ROUTE_LIST, type RouteId } from '../routes.ts';
import type { Issue } from '../issue.ts';

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

/** The bundle a check reads, with the id sets several checks compare against. */
export interface CheckedBundle {
  config: BrandConfig;
  ctx: CrossCheckContext;
  providers: BrandConfig['providers']['providers'];
  casinoTypeIds: Set<string>;
  categoryIds: Set<string>;
  providerIds: Set<string>;
  languageCodes: string[];
  /** The brand's casino type paths, cleaned: the only slugs the casino type route serves. */
  typePaths: string[];
}

/** One named rule across brand files; `check` returns its findings in a stable order. */
export interface CrossCheck {
  name: string;
  /** One line: what it guards. */
  purpose: string;
  check(bundle: CheckedBundle): Issue[];
}

/**
 * The bundle a check reads. The id sets are computed when a check first asks for one, so a check reads
 * only the files it uses (crossCheck tells which files a check read by watching `config`).
 */
export function checkedBundle(config: BrandConfig, ctx: CrossCheckContext): CheckedBundle {
  const memo: Partial<CheckedBundle> = {};
  const lazy = <K extends keyof CheckedBundle>(key: K, make: () => CheckedBundle[K]) => ({
    get: () => (memo[key] ??= make()),
    enumerable: true,
  });
  return Object.defineProperties({ config, ctx } as CheckedBundle, {
    providers: lazy('providers', () => config.providers?.providers ?? []),
    casinoTypeIds: lazy('casinoTypeIds', () => new Set(config.catalogue.casinoTypes.map((t) => t.id))),
    categoryIds: lazy('categoryIds', () => new Set(config.catalogue.categories.map((c) => c.id))),
    providerIds: lazy('providerIds', () => new Set((config.providers?.providers ?? []).map((p) => p.id))),
    languageCodes: lazy('languageCodes', () => config.brand.languages.map((l) => l.code)),
    typePaths: lazy('typePaths', () => config.catalogue.casinoTypes.map((t) => cleanPath(t.path))),
  });
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

export const esc = (key: string | number) => {
  const k = String(key);
  // Most keys need no escaping; skipping the two replaces matters when a run walks many brands.
  return k.includes('~') || k.includes('/') ? k.replace(/~/g, '~0').replace(/\//g, '~1') : k;
};
export const ptr = (...parts: Array<string | number>) => parts.map((p) => `/${esc(p)}`).join('');

/** The table as react-router route objects, so a path is ranked exactly as the router ranks it (static segments first). */
const ROUTE_MATCHERS = ROUTE_LIST.map(([id, def]) => ({ id, path: def.path }));

/** Path → matched route: the table is fixed, and matchRoutes ranks the whole table on every call (many brands repeat the same paths). */
const matchedRoute = new Map<string, RouteId | undefined>();

export const cleanPath = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

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

/** A named check whose body reports through a fresh reporter; its issues are the check's result. */
export function named(name: string, purpose: string, run: (b: CheckedBundle, r: Reporter) => void): CrossCheck {
  return {
    name,
    purpose,
    check(b) {
      const r = reporter(b);
      run(b, r);
      return r.issues;
    },
  };
}

export type Reporter = ReturnType<typeof reporter>;

/** Collects one check's issues, with the findings most checks word alike. */
export function reporter(b: CheckedBundle) {
  const issues: Issue[] = [];
  const add = (file: string, pointer: string, message: string, detail?: unknown) => issues.push({ file, pointer, message, ...(detail ? { detail } : {}) });
  const warn = (file: string, pointer: string, message: string) => issues.push({ file, pointer, severity: 'warning', message });
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
  const route = (file: string, pointer: string, path: string | undefined) => {
    if (path === undefined || routeOf(path, b.typePaths)) return;
    // A slug in the casino type route's place can only mean a casino type: hint among the brand's own.
    const typeSlug = routeOf(path, [path]) === CASINO_TYPE_ROUTE;
    const hints = typeSlug ? b.typePaths : [...ROUTE_LIST.filter(([id]) => id !== CASINO_TYPE_ROUTE).map(([, def]) => def.path), ...b.typePaths];
    add(file, pointer, mismatch('a route the engine serves (src/config/routes.ts) or a casino type path of catalogue.json', path, hints));
  };
  const asset = (file: string, pointer: string, path: string | undefined) => {
    if (path !== undefined && b.ctx.assetExists && !b.ctx.assetExists(path))
      add(file, pointer, `expected an asset file in the brand folder, found ${show(path)} missing`);
  };
  return { issues, add, warn, ids, one, duplicates, route, asset };
}
