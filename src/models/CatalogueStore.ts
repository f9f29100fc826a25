import { reaction } from 'mobx';
import { addDisposer, flow, getEnv, types, type Instance } from 'mobx-state-tree';
import type { Failure } from '../api/result';
import type { BanMatcher } from '../catalogue/bans';
import { assembleGames, type AssemblyContext, type GameFilters } from '../catalogue/assemble';
import { availableProviders, assemblyContextFor, effectiveCasinoType } from '../catalogue/context';
import { withFavoriteTab } from '../catalogue/favorites';
import { createGameIndexer, type GameIndex } from '../catalogue/gameIndex';
import { loadGameList, loadPseudoList, type CatalogueDeps, type ListResult } from '../catalogue/load';
import { pseudoProviders } from '../catalogue/pseudo';
import { shouldFetchPseudoList } from '../catalogue/rules';
import type { Game, Platform } from '../catalogue/types';
import type { StoreEnv } from './env';
import { bansOf, casinoConfigOf, languageOf, sessionOf } from './casinoRoot';

/** Load state of one provider's list: the lobby shows the others while one is loading or failed. */
export interface ProviderLoadState {
  loading: boolean;
  error?: Failure;
  /** The platform the shown list was loaded for (its variants depend on it). */
  platform?: Platform;
  /** The site language the shown list was loaded for (names, images and tabs may depend on it). */
  language?: string;
}

export type Games = readonly Game[];
const toFailure = (r: Failure): Failure => ({ ok: false, kind: r.kind, code: r.code, message: r.message });

/**
 * The loaded catalogue (spec casino §3–§4): per-provider frozen lists with their load state, the
 * player's favourites and recently played lists, the precomputed index and queries over it.
 * CasinoStore extends it with the player's actions (launch, favourite toggles, filters, search).
 */
export const CatalogueStoreModel = types
  .model('CatalogueStore', {
    /** Frozen game arrays by route provider (never one MST node per game). */
    gamesByProviders: types.frozen<Readonly<Record<string, Games>>>({}),
    providerStates: types.map(types.frozen<ProviderLoadState>()),
    favorites: types.frozen<Games>([]),
    favoritesLoaded: false,
    favoritesProcessing: false,
    recentlyPlayed: types.frozen<Games>([]),
    recentlyPlayedLoaded: false,
    recentlyPlayedProcessing: false,
    platform: types.optional(types.enumeration<Platform>('Platform', ['desktop', 'mobile']), 'desktop'),
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
    setPlatformValue(platform: Platform) {
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
    /** Today's blocklist: the shared, cached matcher of root.app (`app.bans`). */
    get bans(): BanMatcher {
      return bansOf(self);
    },
  }))
  .views((self) => ({
    /** A route provider hidden by today's blocklist (by its id, its name or its casino type). */
    isProviderBanned(routeProvider: string): boolean {
      return self.bans.route(routeProvider);
    },
  }))
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
      isProviderLoading(routeProvider: string): boolean {
        return !!self.providerStates.get(routeProvider)?.loading;
      },
      /** The last load failure of a provider; a banned provider has none (no retry notice for it). */
      providerError(routeProvider: string): Failure | undefined {
        const error = self.providerStates.get(routeProvider)?.error;
        return error && !self.isProviderBanned(routeProvider) ? error : undefined;
      },
      get isLoading(): boolean {
        return [...self.providerStates.values()].some((s) => s.loading);
      },
      /** Providers whose last load failed, for the inline notices with a retry button. */
      get failedProviders(): { provider: string; name: string; error: Failure }[] {
        const names = new Map(self.config.providers.providers.map((p) => [p.id, p.name]));
        return [...self.providerStates.entries()].filter(([id, s]) => s.error && !self.isProviderBanned(id)).map(([id, s]) => ({ provider: id, name: names.get(id) ?? id, error: s.error as Failure }));
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
      get deps(): CatalogueDeps {
        const env = getEnv<StoreEnv>(self);
        return {
          api: env.api,
          registry: env.providers,
          config: self.config,
          language: languageOf(self),
          platform: self.platform,
          siteOrigin: globalThis.location?.origin ?? '',
          roles: self.config.rules.roles,
          log: env.log,
        };
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
  .actions((self) => {
    const inFlight = new Map<string, Promise<boolean>>();
    const once = (key: string, run: () => Promise<boolean>): Promise<boolean> => {
      const running = inFlight.get(key);
      if (running) return running;
      const p = run().finally(() => inFlight.delete(key));
      inFlight.set(key, p);
      return p;
    };
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
      } catch (error) {
        // A call or payload that threw must not leave the list loading forever: it is a failed load.
        log(`casino: loading ${which} failed`, error);
        self.setProviderState(id, { loading: false, error: { ok: false, kind: 'bad-data', code: 0, message: error instanceof Error ? error.message : String(error) } });
        return false;
      } finally {
        setBusy(false);
      }
    });

    const loadOne = flow(function* (routeProvider: string): Generator<Promise<unknown>, boolean, any> {
      const before = self.providerStates.get(routeProvider);
      // Today's blocklist hides it: no call, and no failure (no toast, no retry notice); its load state is left as it was.
      if (self.isProviderBanned(routeProvider)) return false;
      self.setProviderState(routeProvider, { ...before, loading: true });
      const platform = self.platform;
      const language = languageOf(self);
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
      self.setProviderState(
        routeProvider,
        res.ok ? { loading: false, platform, language } : { loading: false, platform: before?.platform, language: before?.language, error: toFailure(res) },
      );
      // The platform or language changed while loading: this list was read for the old one.
      if (res.ok && !isCurrent(self.providerStates.get(routeProvider))) return (yield loadOne(routeProvider)) as boolean;
      return res.ok;
    });

    /** A list loaded without error for the platform and language in effect now. */
    const isCurrent = (state: ProviderLoadState | undefined): boolean =>
      !!state && !state.loading && !state.error && state.platform === self.platform && state.language === languageOf(self);

    /**
     * Loads one list (a route provider or a pseudo-provider) unless it is already loaded for the
     * current platform and language (force: again); concurrent calls share one request.
     * Resolves true when the list is there; false for a failure or a banned provider.
     */
    const loadProvider = (routeProvider: string, options: { force?: boolean } = {}): Promise<boolean> => {
      const force = !!options.force;
      if (routeProvider === self.pseudo.favorite) return once(routeProvider, () => loadPseudo('favorites', force));
      if (routeProvider === self.pseudo.recentlyPlayed) return once(routeProvider, () => loadPseudo('recentlyPlayed', force));
      if (!force && isCurrent(self.providerStates.get(routeProvider))) return Promise.resolve(true);
      return once(routeProvider, () => loadOne(routeProvider));
    };

    /** Reloads the lists shown for another platform or language (lists still loading reload themselves). */
    const reloadStale = () => {
      for (const [id, state] of self.providerStates) {
        if (!state.loading && state.platform && !isCurrent(state)) void loadProvider(id, { force: true });
      }
    };

    return {
      afterCreate() {
        addDisposer(self, reaction(() => sessionOf(self).isAuth, (isAuth) => !isAuth && self.resetPlayerLists()));
        // Some providers read names, images or tabs per language: a language change reloads the lists shown.
        addDisposer(self, reaction(() => languageOf(self), reloadStale));
      },
      reloadStale,
      /** Loads the favourites once per session (force: again); concurrent calls share one request. */
      loadFavorites: (force = false) => once(self.pseudo.favorite, () => loadPseudo('favorites', force)),
      loadRecentlyPlayed: (force = false) => once(self.pseudo.recentlyPlayed, () => loadPseudo('recentlyPlayed', force)),
      loadProvider,
    };
  })
  .actions((self) => ({
    /** Loads every provider (of one casino type, when given) in parallel, plus the player's lists; one slow or failing provider never holds up the others. */
    loadAll(casinoType?: string): Promise<boolean[]> {
      const type = self.effectiveCasinoType(casinoType);
      const ids = self.providers.filter((p) => type === undefined || p.casinoType === type).map((p) => p.id);
      return Promise.all([...ids.map((id) => self.loadProvider(id)), self.loadFavorites(), self.loadRecentlyPlayed()]);
    },
    /**
     * The platform decides which game variants a list keeps. Changing it reloads the lists loaded for
     * the other platform (lists still loading reload themselves); the games shown stay until then.
     */
    setPlatform(platform: Platform) {
      if (self.platform === platform) return;
      self.setPlatformValue(platform);
      self.reloadStale();
    },
    retryProvider(routeProvider: string): Promise<boolean> {
      return self.loadProvider(routeProvider, { force: true });
    },
    retryFailed(): Promise<boolean[]> {
      return Promise.all(self.failedProviders.map((f) => self.loadProvider(f.provider, { force: true })));
    },
  }));

export interface CatalogueStore extends Instance<typeof CatalogueStoreModel> {}
