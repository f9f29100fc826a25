import type { GameFilters } from '../../catalogue/assemble';
import type { CasinoConfig } from '../../catalogue/config';
import { CASINO_PATHS, categoryPath } from '../../catalogue/paths';
import { pseudoProviders } from '../../catalogue/pseudo';
import type { CasinoTypeEntry } from '../../config/types';
import type { CatalogueStore } from './CatalogueStore';

/*
 * What the first screen of a casino path shows, as data: the lobby rows, the lists a row or a casino
 * type page loads. The lobby views render from it, and the casino store's first-screen views and
 * `startFirstScreen` (CasinoStore.ts) read the same functions — the lobby routes' loader and start-up
 * (src/app/loaders.ts) ask for those lists before the views mount, so they cannot disagree.
 */

/** What the rules read of the catalogue: its views, the brand config and whether a player is signed in. */
export type FirstScreenSource = Pick<CatalogueStore, 'config' | 'bans' | 'visibleCasinoTypes' | 'visibleProviders' | 'typeFilters' | 'providersForType'> & {
  readonly canPlay: boolean;
};
type CatalogueOf = Pick<CasinoConfig, 'catalogue'>;

/**
 * A casino type that is not a group of providers: "every type" (value 0), or the player's own
 * favourites / recently played lists (recognised by the engine routes their lobby paths point at).
 */
export function pseudoKind(config: CatalogueOf, type: CasinoTypeEntry): 'all' | 'favourites' | 'recent' | undefined {
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
export function casinoTypeAt(config: CatalogueOf, pathname: string): CasinoTypeEntry | undefined {
  const here = cleanPath(pathname);
  return config.catalogue.casinoTypes.find((t) => cleanPath(t.path) === here);
}

/** The home page and the casino lobby: the paths whose first screen is the lobby rows (without trailing slashes). */
const isLobbyPath = (path: string): boolean => path === '/' || path === CASINO_PATHS.home || path === CASINO_PATHS.lobby;

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
export function lobbyRows(config: Pick<CasinoConfig, 'catalogue'>, types: readonly CasinoTypeEntry[], isPlayer: boolean): Row[] {
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
export function rowLists(casino: FirstScreenSource, row: Row): { filters: GameFilters; providerIds: string[]; kind: ReturnType<typeof pseudoKind> } | null {
  const { config } = casino;
  const type = row.casinoType ? config.catalogue.casinoTypes.find((t) => t.id === row.casinoType) : undefined;
  const kind = type ? pseudoKind(config, type) : undefined;
  if (kind === 'favourites' || kind === 'recent') {
    if (!casino.canPlay) return null;
    const pseudo = pseudoProviders(config.catalogue);
    return { kind, providerIds: [], filters: kind === 'favourites' ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true } };
  }
  const categories = row.category ? [row.category] : [];
  const filters = type ? casino.typeFilters(type, kind === 'all', categories, []) : { selectedCategories: categories };
  const providerIds = (type && kind !== 'all' ? casino.providersForType(type.id) : casino.visibleProviders).map((p) => p.id);
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
export function typeLists(casino: FirstScreenSource, type: CasinoTypeEntry, chosenProviders: readonly string[]): string[] {
  if (chosenProviders.length) return [...chosenProviders];
  const ofType = pseudoKind(casino.config, type) === 'all' ? casino.visibleProviders : casino.providersForType(type.id);
  return ofType.map((p) => p.id);
}

/** The query parameters of a casino type page's filter (its chosen providers, its chosen categories): they change its lists. */
export const FIRST_SCREEN_PARAMS = ['provider', 'category'] as const;

/** The ids of a comma list in a query parameter (?provider=x,y), as the filter views keep them. */
export const paramList = (v: string | null): string[] => (v ? v.split(',').filter(Boolean) : []);

/**
 * A game grid of the first screen at a location, as its view will ask for it: `slot` names the grid in the page
 * (the lobby row's key, the casino type's id; GameGrid writes it as `data-first-screen`), then the filters, the
 * route provider lists it loads and its tile limit (none: a growing grid).
 */
export interface FirstScreenGrid {
  slot: string;
  filters: GameFilters;
  providerIds: string[];
  limit?: number;
}

/**
 * The game grids the first screen at this location shows, top down: the lobby's games rows up to its first, a
 * casino type page's grid with the URL's filter choices (the views read the same functions). The player's own
 * lists (favourites, recently played) are not here: they load with the page. None off the casino lists.
 */
export function firstScreenGrids(casino: FirstScreenSource, location: { pathname: string; search: string }): FirstScreenGrid[] {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (isLobbyPath(path)) {
    const rows = lobbyRows(casino.config, casino.visibleCasinoTypes, casino.canPlay);
    return rows.slice(0, firstGamesRow(rows) + 1).flatMap((row) => {
      const lists = row.kind === 'games' ? rowLists(casino, row) : null;
      return lists?.providerIds.length ? [{ slot: row.key, filters: lists.filters, providerIds: lists.providerIds, limit: row.limit }] : [];
    });
  }
  const type = casinoTypeAt(casino.config, path);
  if (!type || casino.bans.casinoType(type.id)) return [];
  const kind = pseudoKind(casino.config, type);
  if (kind === 'favourites' || kind === 'recent') return [];
  const query = new URLSearchParams(location.search);
  const visible = new Set(casino.visibleProviders.map((p) => p.id));
  const [providerParam, categoryParam] = FIRST_SCREEN_PARAMS;
  const chosenProviders = paramList(query.get(providerParam)).filter((id) => visible.has(id));
  // the "all" tab means no category filter (CasinoTypeView)
  const all = pseudoProviders(casino.config.catalogue).all;
  const categories = paramList(query.get(categoryParam)).filter((c) => c !== all);
  return [
    { slot: type.id, filters: casino.typeFilters(type, kind === 'all', categories, chosenProviders), providerIds: typeLists(casino, type, chosenProviders) },
  ];
}

/** The route provider lists the first screen at this location shows (none for a path that is not a casino list). */
export function firstScreenLists(casino: FirstScreenSource, location: { pathname: string; search: string }): string[] {
  return [...new Set(firstScreenGrids(casino, location).flatMap((g) => g.providerIds))];
}

/** The strips (slider, jackpots, today's wins) the lobby at this path shows before its first games row. */
export function firstScreenStrips(casino: FirstScreenSource, pathname: string): Array<Exclude<Row['kind'], 'games'>> {
  if (!isLobbyPath(pathname.replace(/\/+$/, '') || '/')) return [];
  const rows = lobbyRows(casino.config, casino.visibleCasinoTypes, casino.canPlay);
  return rows.slice(0, firstGamesRow(rows) + 1).flatMap((r) => (r.kind === 'games' ? [] : [r.kind]));
}
