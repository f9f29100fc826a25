import { reaction } from 'mobx';
import { addDisposer, flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../api/paths';
import type { Failure } from '../api/result';
import { assembleGames, type AssemblyContext, type GameFilters } from '../catalogue/assemble';
import { availableProviders, assemblyContextFor, effectiveCasinoType } from '../catalogue/context';
import { appendUnique, updateGameIn, withFavoriteTab, withoutFavoriteTab } from '../catalogue/favorites';
import { createGameIndexer, type GameIndex } from '../catalogue/gameIndex';
import { loadGameList, loadPseudoList, requestSessionUrl, type CatalogueDeps, type LaunchResult, type ListResult } from '../catalogue/load';
import { pseudoProviders } from '../catalogue/pseudo';
import { isAuthenticatedPlayer, shouldFetchPseudoList } from '../catalogue/rules';
import type { Game, Platform } from '../catalogue/types';
import type { StoreEnv } from './env';
import { blocklistOf, casinoConfigOf, languageOf, notifierOf, sessionOf } from './casinoRoot';
import { GameFiltersStoreModel } from './GameFiltersStore';
import { SearchStoreModel } from './SearchStore';

/** Load state of one provider's list: the lobby shows the others while one is loading or failed. */
export interface ProviderLoadState {
  loading: boolean;
  error?: Failure;
}

/** Message ids of the casino's toasts (engine text pack). */
export const CASINO_MESSAGES = Object.freeze({
  favoriteAdded: 'casino.favorites.added',
  favoriteRemoved: 'casino.favorites.removed',
  pleaseAuth: 'casino.pleaseAuth',
});

type Games = readonly Game[];
const toFailure = (r: Failure): Failure => ({ ok: false, kind: r.kind, code: r.code, message: r.message });

/** The casino catalogue (spec casino §3–§5): per-provider lists, favourites, recently played, launch, filters. */
export const CasinoStoreModel = types
  .model('CasinoStore', {
    /** Frozen game arrays by route provider (never one MST node per game). */
    gamesByProviders: types.frozen<Readonly<Record<string, Games>>>({}),
    providerStates: types.map(types.frozen<ProviderLoadState>()),
    favorites: types.frozen<Games>([]),
    favoritesLoaded: false,
    favoritesProcessing: false,
    recentlyPlayed: types.frozen<Games>([]),
    recentlyPlayedLoaded: false,
    recentlyPlayedProcessing: false,
    launchProcessing: false,
    gameUrl: '',
    activeGame: types.frozen<Game | null>(null),
    platform: types.optional(types.enumeration<Platform>('Platform', ['desktop', 'mobile']), 'desktop'),
    filters: types.optional(GameFiltersStoreModel, {}),
    searchHistory: types.optional(SearchStoreModel, {}),
  })
  .actions((self) => ({
    setProviderGames(routeProvider: string, games: Games) {
      self.gamesByProviders = Object.freeze({ ...self.gamesByProviders, [routeProvider]: games });
    },
    setProviderState(routeProvider: string, state: ProviderLoadState) {
      self.providerStates.set(routeProvider, state);
    },
    setFavorites(games: Games, loaded = true) {
      self.favorites = games;
      self.favoritesLoaded = loaded;
    },
    setRecentlyPlayed(games: Games, loaded = true) {
      self.recentlyPlayed = games;
      self.recentlyPlayedLoaded = loaded;
    },
    setFavoritesProcessing(on: boolean) {
      self.favoritesProcessing = on;
    },
    setRecentlyPlayedProcessing(on: boolean) {
      self.recentlyPlayedProcessing = on;
    },
    setLaunchProcessing(on: boolean) {
      self.launchProcessing = on;
    },
    setGameUrl(url: string, game: Game | null = self.activeGame) {
      self.gameUrl = url;
      self.activeGame = game;
    },
    clearGameUrl() {
      self.gameUrl = '';
      self.activeGame = null;
    },
    /** The platform decides which game variants a list keeps; set it before loading. */
    setPlatform(platform: Platform) {
      self.platform = platform;
    },
    /** Forgets the player's own lists (on logout). */
    resetPlayerLists() {
      self.favorites = [];
      self.favoritesLoaded = false;
      self.recentlyPlayed = [];
      self.recentlyPlayedLoaded = false;
    },
  }))
  .actions((self) => ({
    applyFavoriteAdded(game: Game) {
      self.favorites = appendUnique(self.favorites, withFavoriteTab(game), (g) => g.id);
      const list = self.gamesByProviders[game.routeProvider];
      if (list) self.setProviderGames(game.routeProvider, updateGameIn(list, game.id, withFavoriteTab));
    },
    applyFavoriteRemoved(game: Game) {
      self.favorites = Object.freeze(self.favorites.filter((g) => g.id !== game.id));
      const list = self.gamesByProviders[game.routeProvider];
      if (list) self.setProviderGames(game.routeProvider, updateGameIn(list, game.id, withoutFavoriteTab));
    },
  }))
  .extend((self) => {
    // Non-observable memo: the indexer keeps per-list entries across rebuilds (keyed by array identity).
    let indexer: { config: unknown; build: ReturnType<typeof createGameIndexer> } | undefined;
    return {
      views: {
        get config() {
          return casinoConfigOf(self);
        },
        get pseudo() {
          return pseudoProviders(casinoConfigOf(self).catalogue);
        },
        /** The precomputed, sorted index of every loaded list; rebuilt incrementally when a list changes. */
        get index(): GameIndex {
          const config = casinoConfigOf(self);
          if (!indexer || indexer.config !== config) {
            const { providerOrder, gameOrder } = config.catalogue;
            indexer = { config, build: createGameIndexer({ providerOrder, gameOrder, sourceOrder: config.providers.providers.map((p) => p.id) }) };
          }
          return indexer.build({ providers: self.gamesByProviders, favorites: self.favorites, recentlyPlayed: self.recentlyPlayed });
        },
      },
    };
  })
  .views((self) => ({
    /** Enabled providers of the brand minus today's banned providers and casino types. */
    get providers() {
      return availableProviders(self.config.providers.providers, blocklistOf(self));
    },
    get assemblyContext(): AssemblyContext {
      return assemblyContextFor(self.config.catalogue, blocklistOf(self));
    },
    effectiveCasinoType(id: string | undefined): string | undefined {
      return effectiveCasinoType(self.config.catalogue, id);
    },
    isProviderLoading(routeProvider: string): boolean {
      return !!self.providerStates.get(routeProvider)?.loading;
    },
    providerError(routeProvider: string): Failure | undefined {
      return self.providerStates.get(routeProvider)?.error;
    },
    get isLoading(): boolean {
      return [...self.providerStates.values()].some((s) => s.loading);
    },
    /** Providers whose last load failed, for the inline notices with a retry button. */
    get failedProviders(): { provider: string; name: string; error: Failure }[] {
      const names = new Map(self.config.providers.providers.map((p) => [p.id, p.name]));
      return [...self.providerStates.entries()].filter(([, s]) => s.error).map(([id, s]) => ({ provider: id, name: names.get(id) ?? id, error: s.error as Failure }));
    },
    isFavorite(game: Game): boolean {
      return self.index.favoriteIds.has(game.id);
    },
    /** Special rendering flags of a game (catalogue.special). */
    marksOf(game: Game) {
      const s = self.config.catalogue.special;
      return { hot: s.hot.includes(game.gameId), featured: s.featured.includes(game.gameId), bordered: s.bordered.includes(game.gameId) };
    },
    /** Launching and favourites need an authenticated player (role 0). */
    get canPlay(): boolean {
      const { isAuth, role } = sessionOf(self);
      return isAuthenticatedPlayer(role, isAuth);
    },
    get deps(): CatalogueDeps {
      const env = getEnv<StoreEnv>(self);
      return {
        api: env.api,
        registry: env.providers,
        config: self.config,
        language: languageOf(self),
        platform: self.platform,
        siteOrigin: globalThis.location?.origin ?? '',
        log: env.log,
      };
    },
  }))
  .views((self) => ({
    /** Any query over the loaded catalogue (search modal, lobby rows): a frozen, sorted array. */
    queryGames(filters: GameFilters, limit?: number): Games {
      return assembleGames(self.index, { ...filters, casinoType: self.effectiveCasinoType(filters.casinoType) }, self.assemblyContext, limit);
    },
  }))
  .views((self) => ({
    /** The list for the current filters. */
    get games(): Games {
      return self.queryGames(self.filters.value);
    },
  }))
  .actions((self) => {
    const inFlight = new Map<string, Promise<boolean>>();
    const log = (message: string, detail?: unknown) => getEnv<StoreEnv>(self).log?.(message, detail);

    const loadPseudo = flow(function* (which: 'favorites' | 'recentlyPlayed', force: boolean) {
      const loaded = which === 'favorites' ? self.favoritesLoaded : self.recentlyPlayedLoaded;
      if (!shouldFetchPseudoList(loaded && !force, sessionOf(self).isAuth)) return true;
      const id = which === 'favorites' ? self.pseudo.favorite : self.pseudo.recentlyPlayed;
      const setBusy = which === 'favorites' ? self.setFavoritesProcessing : self.setRecentlyPlayedProcessing;
      setBusy(true);
      self.setProviderState(id, { loading: true });
      try {
        const res: ListResult = yield loadPseudoList(self.deps, which);
        if (res.ok && which === 'favorites') self.setFavorites(Object.freeze(res.games.map(withFavoriteTab)));
        else if (res.ok) self.setRecentlyPlayed(res.games);
        self.setProviderState(id, res.ok ? { loading: false } : { loading: false, error: toFailure(res) });
        return res.ok;
      } finally {
        setBusy(false);
      }
    });

    const loadOne = flow(function* (routeProvider: string) {
      self.setProviderState(routeProvider, { loading: true, error: self.providerError(routeProvider) });
      let res: ListResult;
      try {
        res = yield loadGameList(self.deps, { routeProvider, role: sessionOf(self).role });
      } catch (error) {
        // Unknown provider (or a plugin that threw): this provider fails, the lobby goes on.
        log(`casino: loading "${routeProvider}" failed`, error);
        res = { ok: false, kind: 'rejected', code: 404, message: (error as Error).message, games: [] };
      }
      // A failed reload keeps the games already shown.
      if (res.ok) self.setProviderGames(routeProvider, res.games);
      self.setProviderState(routeProvider, res.ok ? { loading: false } : { loading: false, error: toFailure(res) });
      return res.ok;
    });

    return {
      afterCreate() {
        addDisposer(self, reaction(() => sessionOf(self).isAuth, (isAuth) => !isAuth && self.resetPlayerLists()));
      },
      loadFavorites: (force = false) => loadPseudo('favorites', force),
      loadRecentlyPlayed: (force = false) => loadPseudo('recentlyPlayed', force),
      /** Loads one list (a route provider or a pseudo-provider); concurrent calls share one request. Resolves true on success. */
      loadProvider(routeProvider: string): Promise<boolean> {
        if (routeProvider === self.pseudo.favorite) return loadPseudo('favorites', false);
        if (routeProvider === self.pseudo.recentlyPlayed) return loadPseudo('recentlyPlayed', false);
        const running = inFlight.get(routeProvider);
        if (running) return running;
        const p = loadOne(routeProvider).finally(() => inFlight.delete(routeProvider));
        inFlight.set(routeProvider, p);
        return p;
      },
    };
  })
  .actions((self) => ({
    /** Loads every provider (of one casino type, when given) in parallel, plus the player's lists; one slow or failing provider never holds up the others. */
    loadAll(casinoType?: string): Promise<boolean[]> {
      const type = self.effectiveCasinoType(casinoType);
      const ids = self.providers.filter((p) => type === undefined || p.casinoType === type).map((p) => p.id);
      return Promise.all([...ids.map((id) => self.loadProvider(id)), self.loadFavorites(), self.loadRecentlyPlayed()]);
    },
    retryProvider(routeProvider: string): Promise<boolean> {
      return self.loadProvider(routeProvider);
    },
    retryFailed(): Promise<boolean[]> {
      return Promise.all(self.failedProviders.map((f) => self.loadProvider(f.provider)));
    },
    /** Adds a game to recently played (only if its gameId is not there yet) and tells the platform. */
    addRecentlyPlayed: flow(function* (game: Game) {
      if (self.recentlyPlayed.some((g) => g.gameId === game.gameId)) return;
      self.setRecentlyPlayed(appendUnique(self.recentlyPlayed, game, (g) => g.gameId), self.recentlyPlayedLoaded);
      const res = yield getEnv<StoreEnv>(self).api.request({ method: 'POST', path: API_PATHS.recentlyPlayedAdd, body: { slot: game }, partnerHeaders: true });
      if (!res.ok) getEnv<StoreEnv>(self).log?.('casino: recently played was not saved', res);
    }),
  }))
  .actions((self) => ({
    /** Gets the game's session URL, stores it with the game and records the game as recently played. */
    launchGame: flow(function* (game: Game, options: { redirect?: boolean } = {}) {
      if (self.launchProcessing) return { ok: false, kind: 'rejected', code: 0, message: 'a launch is already in progress' } as LaunchResult;
      self.setLaunchProcessing(true);
      try {
        const { isAuth, role, userId } = sessionOf(self);
        let res: LaunchResult;
        try {
          res = yield requestSessionUrl(self.deps, { game, role, isAuth, userId: userId !== undefined && userId >= 0 ? userId : undefined });
        } catch (error) {
          res = { ok: false, kind: 'rejected', code: 404, message: (error as Error).message };
        }
        if (res.ok) {
          self.setGameUrl(res.url, game);
          yield self.addRecentlyPlayed(game);
          if (options.redirect) globalThis.location?.assign(res.url);
        }
        return res;
      } finally {
        self.setLaunchProcessing(false);
      }
    }),
    /** Favourite toggles: only for an authenticated player and not while another favourite call runs. */
    setFavorite: flow(function* (game: Game, on: boolean) {
      const notify = notifierOf(self);
      if (!self.canPlay) {
        notify.error(CASINO_MESSAGES.pleaseAuth);
        return false;
      }
      if (self.favoritesProcessing) return false;
      self.setFavoritesProcessing(true);
      try {
        const res = yield getEnv<StoreEnv>(self).api.request(
          on
            ? { method: 'POST', path: API_PATHS.favoritesAdd, body: { slot: game }, partnerHeaders: true }
            : { method: 'POST', path: API_PATHS.favoritesRemove, body: { id: game.id }, partnerHeaders: true },
        );
        if (!res.ok) {
          notify.apiError(res);
          return false;
        }
        if (on) self.applyFavoriteAdded(game);
        else self.applyFavoriteRemoved(game);
        notify.success(on ? CASINO_MESSAGES.favoriteAdded : CASINO_MESSAGES.favoriteRemoved);
        return true;
      } finally {
        self.setFavoritesProcessing(false);
      }
    }),
  }))
  .actions((self) => ({
    addFavorite: (game: Game) => self.setFavorite(game, true),
    removeFavorite: (game: Game) => self.setFavorite(game, false),
    toggleFavorite: (game: Game) => self.setFavorite(game, !self.isFavorite(game)),
  }));

export interface CasinoStore extends Instance<typeof CasinoStoreModel> {}
export interface CasinoStoreSnapshotIn extends SnapshotIn<typeof CasinoStoreModel> {}
