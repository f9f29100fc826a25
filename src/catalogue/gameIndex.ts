import type { Game } from './types';

/**
 * The precomputed form of the catalogue that assembly reads. Built once per ingest: every game
 * gets its lower-cased name and one numeric sort key, and every list is stored already sorted,
 * so a query is a single filtering pass with no sort and no allocation per game.
 */

export interface IndexEntry {
  readonly game: Game;
  /** gameName lower-cased, for the case-insensitive search. */
  readonly name: string;
  /** Final position key: game priority, then provider priority, then original order. */
  readonly key: number;
}

export interface GameIndex {
  /** Entries per route provider (real providers only), each sorted. */
  readonly bySource: ReadonlyMap<string, readonly IndexEntry[]>;
  /** Every real provider's games, sorted. */
  readonly all: readonly IndexEntry[];
  /** `all` split by casino type, each sorted. */
  readonly byCasinoType: ReadonlyMap<string, readonly IndexEntry[]>;
  readonly favorites: readonly IndexEntry[];
  readonly recentlyPlayed: readonly IndexEntry[];
  /** Composite ids of favourite games. */
  readonly favoriteIds: ReadonlySet<string>;
  /** gameIds of recently played games (the spec keys recently played by gameId). */
  readonly recentGameIds: ReadonlySet<string>;
  readonly size: number;
}

export interface CatalogueOrder {
  /** Route provider ids, first = first shown. */
  providerOrder: readonly string[];
  /** gameIds, first = first shown. */
  gameOrder: readonly string[];
  /** Route providers in configuration order: the "original order" of unlisted providers. */
  sourceOrder: readonly string[];
}

export interface CatalogueSources {
  providers: Readonly<Record<string, readonly Game[]>>;
  favorites?: readonly Game[];
  recentlyPlayed?: readonly Game[];
}

const POS_SPAN = 2 ** 20; // games per source; 1M per provider is far beyond any real list

const byKey = (a: IndexEntry, b: IndexEntry) => a.key - b.key;

/**
 * Returns a builder that keeps the entries of each source array it has seen (by identity), so
 * re-indexing after one provider loads only processes that provider's games.
 *
 * Sort order: the provider priority order is applied first and the game priority order after it
 * (both stable), so listed games come first in gameOrder order, then the rest grouped by
 * providerOrder; games in neither list keep their original order, after the listed ones.
 */
export function createGameIndexer(order: CatalogueOrder): (sources: CatalogueSources) => GameIndex {
  const gameRank = new Map(order.gameOrder.map((id, i) => [id, i]));
  const providerRank = new Map(order.providerOrder.map((id, i) => [id, i]));
  const sourceRank = new Map(order.sourceOrder.map((id, i) => [id, i]));
  const G = order.gameOrder.length + 1;
  const P = order.providerOrder.length + 1;
  const S = order.sourceOrder.length + 2;
  const cache = new WeakMap<readonly Game[], readonly IndexEntry[]>();

  function entries(games: readonly Game[], source: string): readonly IndexEntry[] {
    const hit = cache.get(games);
    if (hit) return hit;
    const src = sourceRank.get(source) ?? S - 1;
    const out: IndexEntry[] = new Array(games.length);
    for (let i = 0; i < games.length; i++) {
      const game = games[i];
      const gr = gameRank.get(game.gameId) ?? G - 1;
      const pr = providerRank.get(game.routeProvider) ?? P - 1;
      // Why game priority is the most significant part of the key: the spec says lists are "sorted by
      // a provider priority order and then a game priority order", i.e. two stable sorts in that
      // sequence. The later sort decides first, so the games in gameOrder lead (in gameOrder order,
      // whatever their provider) and the earlier sort only orders the rest, grouped by providerOrder;
      // within equal ranks the configuration order and the provider's own order are kept (stable).
      // One composite key gives the same result as the two sorts without sorting twice.
      out[i] = { game, name: game.gameName.toLowerCase(), key: ((gr * P + pr) * S + src) * POS_SPAN + i };
    }
    out.sort(byKey);
    const frozen = Object.freeze(out);
    cache.set(games, frozen);
    return frozen;
  }

  return (sources) => {
    const bySource = new Map<string, readonly IndexEntry[]>();
    for (const [source, games] of Object.entries(sources.providers)) bySource.set(source, entries(games, source));
    const all = mergeSorted([...bySource.values()]);
    const byCasinoType = new Map<string, IndexEntry[]>();
    for (const e of all) {
      let bucket = byCasinoType.get(e.game.casinoType);
      if (!bucket) {
        bucket = [];
        byCasinoType.set(e.game.casinoType, bucket);
      }
      bucket.push(e);
    }
    const favorites = entries(sources.favorites ?? EMPTY_GAMES, '');
    const recentlyPlayed = entries(sources.recentlyPlayed ?? EMPTY_GAMES, '');
    return Object.freeze({
      bySource,
      all: Object.freeze(all),
      byCasinoType,
      favorites,
      recentlyPlayed,
      favoriteIds: new Set(favorites.map((e) => e.game.id)),
      recentGameIds: new Set(recentlyPlayed.map((e) => e.game.gameId)),
      size: all.length,
    });
  };
}

const EMPTY_GAMES: readonly Game[] = Object.freeze([]);

/** Merges lists already sorted by key (one per provider: a handful), cheaper than re-sorting the union. */
function mergeSorted(lists: readonly (readonly IndexEntry[])[]): IndexEntry[] {
  const heads = lists.filter((l) => l.length > 0);
  const pos = new Array<number>(heads.length).fill(0);
  const total = heads.reduce((n, l) => n + l.length, 0);
  const out: IndexEntry[] = new Array(total);
  for (let o = 0; o < total; o++) {
    let best = -1;
    let bestKey = Infinity;
    for (let h = 0; h < heads.length; h++) {
      const e = heads[h][pos[h]];
      if (e !== undefined && e.key < bestKey) (best = h), (bestKey = e.key);
    }
    out[o] = heads[best][pos[best]++];
  }
  return out;
}

/** One-shot index (tests, bench); stores keep a long-lived indexer instead. */
export function buildGameIndex(sources: CatalogueSources, order: CatalogueOrder): GameIndex {
  return createGameIndexer(order)(sources);
}
