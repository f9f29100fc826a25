import type { Instance } from 'mobx-state-tree';
import type { BanMatcher } from '../catalogue/bans';
import { assembleGames, type AssemblyContext, type GameFilters } from '../catalogue/assemble';
import { availableProviders, assemblyContextFor, effectiveCasinoType } from '../catalogue/context';
import { createGameIndexer, type GameIndex } from '../catalogue/gameIndex';
import type { Game } from '../catalogue/types';
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
    let indexer: { config: unknown; build: ReturnType<typeof createGameIndexer> } | undefined;
    return {
      views: {
        /** The precomputed, sorted index of every loaded list; rebuilt incrementally when a list changes. */
        get index(): GameIndex {
          const config = self.config;
          if (!indexer || indexer.config !== config) {
            const { providerOrder, gameOrder } = config.catalogue;
            indexer = { config, build: createGameIndexer({ providerOrder, gameOrder, sourceOrder: config.providers.providers.map((p) => p.id) }) };
          }
          return indexer.build({ providers: self.gamesByProviders, favorites: self.favorites, recentlyPlayed: self.recentlyPlayed });
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
  .views((self) => ({
    isFavorite(game: Game): boolean {
      return self.favoriteIds.has(game.id);
    },
    /** Any query over the loaded catalogue (search modal, lobby rows): a frozen, sorted array. */
    queryGames(filters: GameFilters, limit?: number): Games {
      return assembleGames(self.index, { ...filters, casinoType: self.effectiveCasinoType(filters.casinoType) }, self.assemblyContext, limit);
    },
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
