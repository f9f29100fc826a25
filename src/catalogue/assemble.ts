import type { BanMatcher } from './bans';
import type { GameIndex, IndexEntry } from './gameIndex';
import type { PseudoProviders } from './pseudo';
import type { Game } from './types';

/** What the player chose (the spec's game filters, casino §3; the UI keeps them in the URL), plus the casino type of the page. */
export interface GameFilters {
  /** Casino type id; undefined (or the brand's "all" type, mapped by the caller) = every type. */
  casinoType?: string;
  selectedCategories?: readonly string[];
  /** Special lists by name (catalogue.special keys: hot, featured, bordered). */
  selectedSpecialCategories?: readonly string[];
  /** Source lists: route providers, or the favourite pseudo-provider. None = every provider. */
  selectedProviders?: readonly string[];
  /** Keep only games whose routeProvider is one of these. */
  selectedRouteProviders?: readonly string[];
  searchString?: string;
  selectedFavorites?: boolean;
  selectedRecentlyPlayed?: boolean;
}

/** Brand and session facts assembly needs beside the filters. */
export interface AssemblyContext {
  pseudo: PseudoProviders;
  /** Today's blocklist; applies to every source, the favourites and recently played lists included. */
  bans?: BanMatcher;
  /** catalogue.special: special list name → gameIds. */
  special?: Readonly<Record<string, readonly string[]>>;
  /** Category id → other ids that mean the same category (catalogue categories[].aliases). */
  categoryAliases?: Readonly<Record<string, readonly string[]>>;
}

const NONE: readonly Game[] = Object.freeze([]);

function nonEmpty<T>(list: readonly T[] | undefined): list is readonly T[] {
  return !!list && list.length > 0;
}

/**
 * Step 1: the games of the chosen providers, already sorted. With none chosen the recently played
 * filter takes the recently played list; with providers chosen it keeps (in step 2, by gameId)
 * only their games that were played recently.
 */
function candidates(index: GameIndex, f: GameFilters, pseudo: PseudoProviders): readonly IndexEntry[] {
  const chosen = (f.selectedProviders ?? []).filter((p) => p !== pseudo.all);
  if (f.selectedRecentlyPlayed && chosen.length === 0) return index.recentlyPlayed;
  if (chosen.length === 0) return f.casinoType !== undefined ? (index.byCasinoType.get(f.casinoType) ?? []) : index.all;
  const lists = chosen.map((p) =>
    p === pseudo.favorite ? index.favorites : p === pseudo.recentlyPlayed ? index.recentlyPlayed : (index.bySource.get(p) ?? []),
  );
  if (lists.length === 1) return lists[0];
  const seen = new Set<string>();
  const merged: IndexEntry[] = [];
  for (const list of lists) for (const e of list) if (!seen.has(e.game.id)) seen.add(e.game.id), merged.push(e);
  return merged.sort((a, b) => a.key - b.key);
}

/**
 * The game list the player sees (spec casino §4): the chosen providers' games, filtered by casino
 * type, name search, favourites, recently played, categories, route providers and the banned
 * lists, in the brand's priority order (precomputed by the index). Returns a frozen array.
 */
export function assembleGames(index: GameIndex, filters: GameFilters, ctx: AssemblyContext, limit = Infinity): readonly Game[] {
  const source = candidates(index, filters, ctx.pseudo);
  const type = filters.casinoType;
  const search = filters.searchString?.trim().toLowerCase() || undefined;
  const favIds = filters.selectedFavorites ? index.favoriteIds : undefined;
  const recentIds = filters.selectedRecentlyPlayed ? index.recentGameIds : undefined;
  let categories: Set<string> | undefined;
  if (nonEmpty(filters.selectedCategories)) {
    categories = new Set(filters.selectedCategories);
    for (const c of filters.selectedCategories) for (const alias of ctx.categoryAliases?.[c] ?? []) categories.add(alias);
  }
  let special: Set<string> | undefined;
  if (nonEmpty(filters.selectedSpecialCategories)) {
    special = new Set(filters.selectedSpecialCategories.flatMap((name) => ctx.special?.[name] ?? []));
  }
  const routes = nonEmpty(filters.selectedRouteProviders) ? new Set(filters.selectedRouteProviders) : undefined;
  const bans = ctx.bans && !ctx.bans.empty ? ctx.bans : undefined;

  const out: Game[] = [];
  for (let i = 0; i < source.length && out.length < limit; i++) {
    const e = source[i];
    const g = e.game;
    if (type !== undefined && g.casinoType !== type) continue;
    if (search !== undefined && !e.name.includes(search)) continue;
    if (favIds && !favIds.has(g.id)) continue;
    if (recentIds && !recentIds.has(g.gameId)) continue;
    if (categories && !g.tab.some((t) => categories.has(t))) continue;
    if (special && !special.has(g.gameId)) continue;
    if (routes && !routes.has(g.routeProvider)) continue;
    if (bans?.game(g)) continue;
    out.push(g);
  }
  return out.length ? Object.freeze(out) : NONE;
}
