import { breakpoints } from '@chakra-ui/react/theme';
import type { GameFilters } from '../../catalogue/assemble';
import { pseudoProviders } from '../../catalogue/pseudo';
import type { Platform } from '../../catalogue/types';
import type { BrandConfig, CasinoTypeEntry } from '../../config/types';
import type { RootStore } from '../../models/RootStore';
import { CASINO_PATHS, categoryPath } from './paths';

/*
 * What the first screen of a casino path shows, as data: the lobby rows, the lists a row or a casino
 * type page loads. The views render from it, and start-up (src/app/boot.ts) asks for the first
 * screen's lists from it before the first render, so the network overlaps building the theme and
 * rendering the shell. Plain TypeScript (no components) so it costs the first-visit chunk little.
 */

/**
 * A casino type that is not a group of providers: "every type" (value 0), or the player's own
 * favourites / recently played lists (recognised by the engine routes their lobby paths point at).
 */
export function pseudoKind(config: BrandConfig, type: CasinoTypeEntry): 'all' | 'favourites' | 'recent' | undefined {
  const pseudo = pseudoProviders(config.catalogue);
  const path = type.path.replace(/\/+$/, '');
  if (path === CASINO_PATHS.favorites || path === CASINO_PATHS.fav || type.id === pseudo.favorite) return 'favourites';
  if (path === CASINO_PATHS.recentlyPlayed || type.id === pseudo.recentlyPlayed) return 'recent';
  if (type.value === 0 || type.id === pseudo.all) return 'all';
  return undefined;
}

const cleanPath = (path: string) => {
  let p = path.replace(/\/+$/, '');
  try {
    p = decodeURI(p);
  } catch {
    // a malformed escape: compare as written
  }
  return p;
};

/** The casino type whose configured `path` is this URL path (trailing slashes and escapes aside), if any. */
export function casinoTypeAt(config: BrandConfig, pathname: string): CasinoTypeEntry | undefined {
  const here = cleanPath(pathname);
  return config.catalogue.casinoTypes.find((t) => cleanPath(t.path) === here);
}

/** One row of the home page: a casino type and/or a category, limited to a few tiles, with a see-all link. */
export interface Row {
  key: string;
  /** games: a row of tiles; slider: the promotion slides; jackpots, dailyWinnings: the compact strips. */
  kind: 'games' | 'slider' | 'jackpots' | 'dailyWinnings';
  labelId: string;
  casinoType?: string;
  category?: string;
  route: string;
  limit: number;
}

/** The home page rows: the brand's lobby rows, else one per casino type; the player's own lists last. */
export function lobbyRows(config: BrandConfig, types: readonly CasinoTypeEntry[], isPlayer: boolean): Row[] {
  const step = config.catalogue.grid.step;
  const typeById = new Map(types.map((t) => [t.id, t]));
  const rows: Row[] = config.catalogue.lobby?.length
    ? config.catalogue.lobby
        .filter((r) => !r.casinoType || typeById.has(r.casinoType))
        .map((r) => ({
          key: r.id,
          kind: r.kind ?? 'games',
          labelId: r.labelId,
          casinoType: r.casinoType,
          category: r.category,
          limit: r.limit ?? step,
          route: r.route ?? (r.casinoType ? typeById.get(r.casinoType)!.path : r.category ? categoryPath(r.category) : '/casino'),
        }))
    : types
        .filter((t) => pseudoKind(config, t) === undefined && t.path.startsWith('/casino/'))
        .map((t) => ({ key: t.id, kind: 'games' as const, labelId: t.labelId, casinoType: t.id, route: t.path, limit: step }));
  // the strips a lobby does not place go after its first games row: games first, on every brand
  const unplaced = (['jackpots', 'dailyWinnings'] as const)
    .filter((kind) => !rows.some((r) => r.kind === kind))
    .map((kind): Row => ({ key: kind, kind, labelId: kind === 'jackpots' ? 'casino.jackpots' : 'casino.dailyWinnings', route: '/casino', limit: 0 }));
  const firstGames = rows.findIndex((r) => r.kind === 'games');
  rows.splice(firstGames + 1, 0, ...unplaced);
  if (isPlayer) {
    for (const t of types) {
      const kind = pseudoKind(config, t);
      if ((kind === 'favourites' || kind === 'recent') && !rows.some((r) => r.casinoType === t.id)) {
        rows.push({ key: t.id, kind: 'games', labelId: t.labelId, casinoType: t.id, route: t.path, limit: step });
      }
    }
  }
  return rows;
}

/** A lobby games row's filters and the route provider lists it loads; null when the row shows nothing. */
export function rowLists(root: RootStore, row: Row): { filters: GameFilters; providerIds: string[]; kind: ReturnType<typeof pseudoKind> } | null {
  const { config } = root;
  const type = row.casinoType ? config.catalogue.casinoTypes.find((t) => t.id === row.casinoType) : undefined;
  const kind = type ? pseudoKind(config, type) : undefined;
  if (kind === 'favourites' || kind === 'recent') {
    if (!root.auth.isPlayer) return null;
    const pseudo = pseudoProviders(config.catalogue);
    return { kind, providerIds: [], filters: kind === 'favourites' ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true } };
  }
  const categories = row.category ? [row.category] : [];
  const filters = type ? root.casino.typeFilters(type, kind === 'all', categories, []) : { selectedCategories: categories };
  const providerIds = (type && kind !== 'all' ? root.casino.providersForType(type.id) : root.casino.visibleProviders).map((p) => p.id);
  return providerIds.length ? { kind, filters, providerIds } : null;
}

/** The index of the lobby's first games row: the rows up to it render (and load) at once, the rest when near. */
export function firstGamesRow(rows: readonly Row[]): number {
  return Math.max(
    0,
    rows.findIndex((r) => r.kind === 'games'),
  );
}

/** The route provider lists a casino type page loads: the providers chosen in its filter, else all of the type. */
export function typeLists(root: RootStore, type: CasinoTypeEntry, chosenProviders: readonly string[]): string[] {
  if (chosenProviders.length) return [...chosenProviders];
  const ofType = pseudoKind(root.config, type) === 'all' ? root.casino.visibleProviders : root.casino.providersForType(type.id);
  return ofType.map((p) => p.id);
}

/** The ids of a comma list in a query parameter (?provider=x,y), as the filter views keep them. */
export const paramList = (v: string | null): string[] => (v ? v.split(',').filter(Boolean) : []);

/**
 * The layout's platform now, from the same md breakpoint the views read through Chakra's
 * `useBreakpointValue` (usePlatform): mobile below it.
 */
export function platformNow(win: Pick<Window, 'matchMedia'>): Platform {
  return win.matchMedia(`(min-width: ${breakpoints.md})`).matches ? 'desktop' : 'mobile';
}

/** The route provider lists the first screen at this location shows (none for a path that is not a casino list). */
export function firstScreenLists(root: RootStore, location: { pathname: string; search: string }): string[] {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === CASINO_PATHS.home || path === CASINO_PATHS.lobby) {
    const rows = lobbyRows(root.config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
    const first = firstGamesRow(rows);
    return [
      ...new Set(
        rows
          .slice(0, first + 1)
          .filter((r) => r.kind === 'games')
          .flatMap((r) => rowLists(root, r)?.providerIds ?? []),
      ),
    ];
  }
  const type = casinoTypeAt(root.config, path);
  if (!type || root.app.bans.casinoType(type.id)) return [];
  const kind = pseudoKind(root.config, type);
  if (kind === 'favourites' || kind === 'recent') return [];
  const visible = new Set(root.casino.visibleProviders.map((p) => p.id));
  return typeLists(
    root,
    type,
    paramList(new URLSearchParams(location.search).get('provider')).filter((id) => visible.has(id)),
  );
}

/** The strips (slider, jackpots, today's wins) the lobby at this path shows before its first games row. */
export function firstScreenStrips(root: RootStore, pathname: string): Array<Exclude<Row['kind'], 'games'>> {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/' && path !== CASINO_PATHS.home && path !== CASINO_PATHS.lobby) return [];
  const rows = lobbyRows(root.config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
  return rows.slice(0, firstGamesRow(rows) + 1).flatMap((r) => (r.kind === 'games' ? [] : [r.kind]));
}

/**
 * Starts loading the first screen's lists through the casino store (the same load actions, shared
 * in-flight requests and states the views use), for the platform the layout will be in: called at
 * start-up, before the theme and the first render.
 */
export async function preloadFirstScreen(
  root: RootStore,
  location: { pathname: string; search: string },
  win: Pick<Window, 'matchMedia'>,
  nextTask: () => Promise<void> = async () => undefined,
): Promise<void> {
  // a strip (slider, jackpots, today's wins) on the lobby's first screen: its chunk (HomeView's lazy strips) and
  // its store now, beside the lists
  const strips = firstScreenStrips(root, location.pathname);
  if (strips.length) void import('./Extras').catch(() => undefined);
  for (const kind of strips) void root.loadPageStore(kind).catch(() => undefined);
  const ids = firstScreenLists(root, location);
  if (!ids.length) return;
  root.casino.setPlatform(platformNow(win));
  // A dozen loads are ~60 ms of a phone's main thread: sent a few per task, the page stays responsive.
  for (const [i, id] of ids.entries()) {
    if (i % PRELOADS_PER_TASK === 0) await nextTask();
    void root.casino.loadProvider(id);
  }
}

/** How many list loads start-up starts in one task. */
const PRELOADS_PER_TASK = 4;
