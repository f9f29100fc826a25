import type { Instance } from 'mobx-state-tree';
import { computedFn } from '../kit/computedFn';
import type { BanMatcher } from '../../catalogue/bans';
import { assembleGames, type AssemblyContext, type GameFilters } from '../../catalogue/assemble';
import { availableProviders, assemblyContextFor, effectiveCasinoType } from '../../catalogue/context';
import { createGameIndexer, type GameIndex } from '../../catalogue/gameIndex';
import { pseudoProviders } from '../../catalogue/pseudo';
import { hasOwnStudio, studioDisplayName } from '../../catalogue/studios';
import type { Game } from '../../catalogue/types';
import type { CasinoTypeEntry, ProviderEntry } from '../../config/types';
import { ProviderListsStoreModel, type Games } from './ProviderListsStore';

export type { Games, ProviderLoadState } from './ProviderListsStore';

/**
 * The loaded catalogue (spec casino §3–§4): the provider lists and their loading (ProviderListsStore)
 * plus the precomputed index and the queries over it (lobby rows, search, favourites, game pages).
 * CasinoStore extends it with the player's actions (launch, favourite toggles, filters, search).
 */
export const CatalogueStoreModel = ProviderListsStoreModel.named('CatalogueStore')
  .extend((self) => {
    // Non-observable memo: the indexer keeps per-list entries across rebuilds (keyed by array identity).
    let indexer: { catalogue: unknown; providers: unknown; build: ReturnType<typeof createGameIndexer> } | undefined;
    const index = (lists: Readonly<Record<string, Games>>): GameIndex => {
      const { catalogue, providers } = self.config;
      // Keyed by the parts it reads: a live config that changed neither keeps the index (RootStore.applyConfig shares them).
      if (!indexer || indexer.catalogue !== catalogue || indexer.providers !== providers) {
        const { providerOrder, gameOrder } = catalogue;
        indexer = { catalogue, providers, build: createGameIndexer({ providerOrder, gameOrder, sourceOrder: providers.providers.map((p) => p.id) }) };
      }
      return indexer.build({ providers: lists, favorites: self.favorites, recentlyPlayed: self.recentlyPlayed });
    };
    return {
      views: {
        /** The precomputed, sorted index of every loaded list; rebuilt incrementally when a list changes. */
        get index(): GameIndex {
          return index(self.gamesByProviders);
        },
        /** The index with these lists' games in place of the loaded ones (the same indexer: the lists keep their entries). */
        indexWith(lists: Readonly<Record<string, Games>>): GameIndex {
          return index({ ...self.gamesByProviders, ...lists });
        },
      },
    };
  })
  .views((self) => {
    // Non-observable memo of the assembly context (keyed by the config and matcher identities).
    let contextMemo: { catalogue: unknown; bans: BanMatcher; context: AssemblyContext } | undefined;
    return {
      /** Enabled providers of the brand minus today's banned providers and casino types. */
      get providers() {
        return availableProviders(self.config.providers.providers, self.bans);
      },
      /** Brand and ban facts of assembly; the same object while the catalogue config and today's matcher are (memo keys for the UI). */
      get assemblyContext(): AssemblyContext {
        const { catalogue } = self.config;
        const bans = self.bans;
        if (!contextMemo || contextMemo.catalogue !== catalogue || contextMemo.bans !== bans) {
          contextMemo = { catalogue, bans, context: assemblyContextFor(catalogue, bans) };
        }
        return contextMemo.context;
      },
      /** A game hidden by today's blocklist: tiles and launch ask this. */
      isGameBanned(game: Game): boolean {
        return self.bans.game(game);
      },
      effectiveCasinoType(id: string | undefined): string | undefined {
        return effectiveCasinoType(self.config.catalogue, id);
      },
      /** Composite ids of the player's favourites (cheap: does not touch the catalogue index). */
      get favoriteIds(): ReadonlySet<string> {
        return new Set(self.favorites.map((g) => g.id));
      },
      /** A loaded game by route provider and gameId (game page URLs), looking in the player's lists too. */
      findGame(routeProvider: string, gameId: string): Game | undefined {
        const match = (g: Game) => g.routeProvider === routeProvider && g.gameId === gameId;
        return self.gamesByProviders[routeProvider]?.find(match) ?? self.favorites.find(match) ?? self.recentlyPlayed.find(match);
      },
    };
  })
  .views((self) => {
    // Memoised per filters (by value) and limit: recomputed only when the index, today's bans or the brand facts change.
    const assemble = (index: GameIndex, filters: GameFilters, limit: number | undefined): Games =>
      assembleGames(index, { ...filters, casinoType: self.effectiveCasinoType(filters.casinoType) }, self.assemblyContext, limit);
    const assembled = computedFn(function assembled(filtersJson: string, limit: number | undefined): Games {
      return assemble(self.index, JSON.parse(filtersJson) as GameFilters, limit);
    });
    return {
      /**
       * The query's games once these lists are in the tree (`heldAnswers`, still held out of it by the first render):
       * the same index and assembly as queryGames, computed once, not kept.
       */
      queryWith(lists: Readonly<Record<string, Games>>, filters: GameFilters, limit?: number): Games {
        return assemble(self.indexWith(lists), filters, limit);
      },
      isFavorite(game: Game): boolean {
        return self.favoriteIds.has(game.id);
      },
      /** Any query over the loaded catalogue (search modal, lobby rows): a frozen, sorted array, the same one while nothing it reads changed. */
      queryGames(filters: GameFilters, limit?: number): Games {
        return assembled(JSON.stringify(filters), limit);
      },
    };
  })
  .views((self) => ({
    /** Enabled providers that are not banned today, in the brand's provider order. */
    get visibleProviders(): ProviderEntry[] {
      const rank = new Map(self.config.catalogue.providerOrder.map((id, i) => [id, i]));
      return [...(self.providers as ProviderEntry[])].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
    },
    /**
     * A provider's display name (providers.json name) for the key the platform or a route names it by
     * (route key, any case); an unknown key stays as it is. The one place every view names a provider.
     */
    providerName(key: string | undefined | null): string {
      const k = String(key ?? '');
      const names = providerNames(self.config.providers.providers);
      return names.get(k) ?? names.get(k.toLowerCase()) ?? k;
    },
    /**
     * The studio that made a game, by its display name (providers.json studios), when it is not the provider
     * entry itself: an aggregator's game names its studio; a game of a single studio's entry gives undefined
     * (its entry's logo or name already says it).
     */
    studioName(game: Pick<Game, 'provider' | 'routeProvider'>): string | undefined {
      return hasOwnStudio(game) ? studioDisplayName(game.provider, self.config.providers.studios) : undefined;
    },
    /** Casino types of the lobby that are not banned today. */
    get visibleCasinoTypes(): CasinoTypeEntry[] {
      return self.config.catalogue.casinoTypes.filter((t) => !self.bans.casinoType(t.id));
    },
    /** The category a list route shows, from the brand's lobby rows (e.g. top games → its category). */
    categoryForRoute(path: string): string | undefined {
      return self.config.catalogue.lobby?.find((row) => row.route === path && row.category)?.category;
    },
    /**
     * Of these lists, the ones still loading once another has answered: one slow or hung list to name as loading,
     * not the lobby starting up (then every list is loading and the skeletons say so).
     */
    laggingProviders(ids: readonly string[]): string[] {
      const loading = ids.filter((id) => self.isProviderLoading(id) && !self.gamesByProviders[id]);
      return loading.length > 0 && loading.length < ids.length && ids.some((id) => self.gamesByProviders[id]) ? loading : [];
    },
    /**
     * Every list of these providers has answered (a list or a failure) or is banned today, and none is loading:
     * what their games are is all the player will get until a retry.
     */
    listsAnswered(ids: readonly string[]): boolean {
      return ids.every((id) => self.isProviderBanned(id) || (self.providerStates.has(id) && !self.isProviderLoading(id)));
    },
    /** Loading and failure state of a set of providers, for skeletons and retry notices. */
    providerStatus(ids: readonly string[]): { loadingCount: number; failures: { provider: string; name: string; discarded?: number }[] } {
      const byId = new Map(self.config.providers.providers.map((p) => [p.id, p]));
      let loadingCount = 0;
      const failures: { provider: string; name: string; discarded?: number }[] = [];
      for (const id of ids) {
        const discarded = self.providerDiscarded(id);
        if (self.isProviderLoading(id)) loadingCount++;
        else if (self.providerError(id)) failures.push({ provider: id, name: byId.get(id)?.name ?? id });
        else if (discarded) failures.push({ provider: id, name: byId.get(id)?.name ?? id, discarded });
      }
      return { loadingCount, failures };
    },
    /**
     * The filters of a casino type's games. "every type" filters by nothing but the choices; a type some
     * provider entry belongs to filters by type; a type no entry belongs to (a grouping across providers,
     * e.g. crash games) is defined by its configured category tabs and provider filter instead.
     */
    typeFilters(type: CasinoTypeEntry, isAllTypes: boolean, categories: readonly string[], routeProviders: readonly string[]): GameFilters {
      const { catalogue, providers } = self.config;
      if (isAllTypes) return { selectedCategories: categories, selectedRouteProviders: routeProviders };
      if (providers.providers.some((p) => p.casinoType === type.id)) {
        return { casinoType: type.id, selectedCategories: categories, selectedRouteProviders: routeProviders };
      }
      const all = pseudoProviders(catalogue).all;
      const tabs = (catalogue.tabs[type.id] ?? []).filter((t) => t !== all);
      return {
        selectedCategories: categories.length ? categories : tabs,
        selectedRouteProviders: routeProviders.length ? routeProviders : (catalogue.providerFilters[type.id] ?? []),
      };
    },
  }))
  .views((self) => ({
    /** Providers whose games a casino type page needs: of that type, or offered in its provider filter. */
    providersForType: computedFn(function providersForType(typeId: string): ProviderEntry[] {
      const filter = new Set(self.config.catalogue.providerFilters[typeId] ?? []);
      return self.visibleProviders.filter((p) => p.casinoType === typeId || filter.has(p.id));
    }),
  }))
  .actions((self) => ({
    /** Loads every provider (of one casino type, when given) in parallel, plus the player's lists; one slow or failing provider never holds up the others. */
    loadAll(casinoType?: string): Promise<boolean[]> {
      const type = self.effectiveCasinoType(casinoType);
      const ids = self.providers.filter((p) => type === undefined || p.casinoType === type).map((p) => p.id);
      return Promise.all([...ids.map((id) => self.loadProvider(id)), self.loadFavorites(), self.loadRecentlyPlayed()]);
    },
  }));

export interface CatalogueStore extends Instance<typeof CatalogueStoreModel> {}

const nameMaps = new WeakMap<readonly ProviderEntry[], Map<string, string>>();
/** key (as configured and lower-cased) → display name, built once per provider list. */
function providerNames(entries: readonly ProviderEntry[]): Map<string, string> {
  let map = nameMaps.get(entries);
  if (!map) {
    map = new Map();
    for (const p of entries) {
      map.set(p.id, p.name);
      if (!map.has(p.id.toLowerCase())) map.set(p.id.toLowerCase(), p.name);
    }
    nameMaps.set(entries, map);
  }
  return map;
}
