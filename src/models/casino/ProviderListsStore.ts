import { reaction } from 'mobx';
import { addDisposer, flow, getEnv, types, type Instance } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import type { BanMatcher } from '../../catalogue/bans';
import { withFavoriteTab } from '../../catalogue/favorites';
import { readFirstSeen, trackFirstSeen, withNewCategory } from '../../catalogue/newGames';
import { freezeGame, loadGameList, loadPseudoList, type CatalogueDeps, type ListResult } from '../../catalogue/load';
import { pseudoProviders } from '../../catalogue/pseudo';
import { shouldFetchPseudoList } from '../../catalogue/rules';
import type { Game, Platform } from '../../catalogue/types';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { bansOf, casinoConfigOf, languageOf, sessionOf } from './casinoRoot';
import { withSetPropAction } from '../kit/setProp';

/** What the last finished load of a provider's list left (whether one runs now is `isProviderLoading`, the request kit's). */
export interface ProviderLoadState {
  error?: Failure;
  /** The platform the shown list was loaded for (its variants depend on it). */
  platform?: Platform;
  /** The site language the shown list was loaded for (names, images and tabs may depend on it). */
  language?: string;
  /**
   * The load failed because the browser is offline: no notice of its own (the shell's offline notice
   * says it once) and loaded again when the network returns.
   */
  offline?: boolean;
  /** The list loaded but its plugin's mapping discarded every item, this many (ListResult.discarded). */
  discarded?: number;
}

export type Games = readonly Game[];

/** Storage key prefix (brand-namespaced by the env) of the first-seen dates of a provider's games. */
export const FIRST_SEEN_KEY = 'newGames.firstSeen';
const toFailure = (r: Failure): Failure => ({ ok: false, kind: r.kind, code: r.code, message: r.message });
/** Nothing answered and the browser says it has no network: the network is down, not this list. */
const networkDown = (r: Failure, env: StoreEnv): boolean => (r.kind === 'cannot-connect' || r.kind === 'timeout') && env.network?.online() === false;

/** How many new list requests `startLoads` makes in one task. */
export const LOADS_PER_TASK = 4;
/** No games: a failed or banned list's answer (heldAnswers). */
const EMPTY: Games = Object.freeze([]);

/**
 * The loading layer of the catalogue (spec casino §3–§4): per-provider frozen lists with their load
 * state, the player's favourites and recently played lists, and the flows that load, retry and
 * reload them (for another platform or language). CatalogueStore adds the index and queries over it.
 */
export const ProviderListsStoreModel = types
  .model('ProviderListsStore', {
    /** Frozen game arrays by route provider (never one MST node per game). */
    gamesByProviders: types.frozen<Readonly<Record<string, Games>>>({}),
    providerStates: types.map(types.frozen<ProviderLoadState>()),
    favorites: types.frozen<Games>([]),
    favoritesLoaded: false,
    recentlyPlayed: types.frozen<Games>([]),
    recentlyPlayedLoaded: false,
    platform: types.optional(types.enumeration<Platform>('Platform', ['desktop', 'mobile']), 'desktop'),
  })
  .actions(withSetPropAction)
  .extend(withRequests)
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
    /** Forgets the player's own lists (on logout). */
    resetPlayerLists() {
      self.favorites = [];
      self.favoritesLoaded = false;
      self.recentlyPlayed = [];
      self.recentlyPlayedLoaded = false;
    },
  }))
  .views((self) => ({
    /** The player's favourites are being loaded or changed (one favourite call at a time). */
    get favoritesProcessing(): boolean {
      return self.busy('favorites') || self.busy('favoriteToggle');
    },
    get recentlyPlayedProcessing(): boolean {
      return self.busy('recentlyPlayed');
    },
    get config() {
      return casinoConfigOf(self);
    },
    get pseudo() {
      return pseudoProviders(casinoConfigOf(self).catalogue);
    },
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
  .views((self) => ({
    /** A load of the list runs (its `joined` run in the request kit). */
    isProviderLoading(routeProvider: string): boolean {
      return self.busy(routeProvider);
    },
    /** The last load failure of a provider; a banned provider has none (no retry notice for it). */
    providerError(routeProvider: string): Failure | undefined {
      const state = self.providerStates.get(routeProvider);
      return state?.error && !state.offline && !self.isProviderBanned(routeProvider) ? state.error : undefined;
    },
    /** How many items the provider's mapping discarded when its last list had none it could read (no failure: the answer came). */
    providerDiscarded(routeProvider: string): number | undefined {
      const state = self.providerStates.get(routeProvider);
      return state?.discarded && !self.isProviderBanned(routeProvider) ? state.discarded : undefined;
    },
    /** Providers whose last load failed, for the inline notices with a retry button. */
    get failedProviders(): { provider: string; name: string; error: Failure }[] {
      const names = new Map(self.config.providers.providers.map((p) => [p.id, p.name]));
      return [...self.providerStates.entries()]
        .filter(([id, s]) => s.error && !s.offline && !self.isProviderBanned(id))
        .map(([id, s]) => ({ provider: id, name: names.get(id) ?? id, error: s.error as Failure }));
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
        nextTask: env.nextTask,
      };
    },
  }))
  .actions((self) => {
    // Answers read while the first render holds them out of the tree (env.firstRender), by list, and the callers
    // of heldAnswers waiting for more of them.
    const held = new Map<string, Games>();
    const waiting = new Set<() => void>();
    const answered = () => {
      for (const check of [...waiting]) check();
    };
    // One load per list at a time: a second caller waits for the load in flight and gets its outcome.
    const once = (key: string, run: () => Promise<boolean>): Promise<boolean> => self.joined(key, run);
    const log = (message: string, detail?: unknown) => getEnv<StoreEnv>(self).log?.(message, detail);
    /** The failed load's state: marked offline when the network is down (see ProviderLoadState.offline). */
    const failed = (res: Failure, kept: Partial<ProviderLoadState> = {}): ProviderLoadState => ({
      ...kept,
      error: toFailure(res),
      ...(networkDown(res, getEnv<StoreEnv>(self)) ? { offline: true } : {}),
    });

    /** catalogue.json newGames: remembers (brand-namespaced storage) when each game was first seen and adds the new-games category to the new ones. */
    const markNew = (routeProvider: string, games: Games): Games => {
      const rule = self.config.catalogue.newGames;
      if (!rule) return games;
      const { storage, clock } = getEnv<StoreEnv>(self);
      const key = `${FIRST_SEEN_KEY}.${routeProvider}`;
      const now = clock.now();
      const { record, changed } = trackFirstSeen(readFirstSeen(storage.get(key)), games, now);
      if (changed) storage.set(key, JSON.stringify(record));
      // The list's games are frozen already: only the copies given the new-games category need it.
      const marked = withNewCategory(games, record, now, rule);
      let same = true;
      for (let i = 0; i < marked.length; i++) if (marked[i] !== games[i]) (same = false), freezeGame(marked[i]);
      return same ? games : Object.freeze(marked);
    };

    const loadPseudo = flow(function* (which: 'favorites' | 'recentlyPlayed', force: boolean) {
      const loaded = which === 'favorites' ? self.favoritesLoaded : self.recentlyPlayedLoaded;
      if (!shouldFetchPseudoList(loaded && !force, sessionOf(self).isAuth)) return true;
      const id = which === 'favorites' ? self.pseudo.favorite : self.pseudo.recentlyPlayed;
      // A call or payload that threw must not leave the list loading forever: it is a failed load.
      const load = (): Promise<ListResult> =>
        loadPseudoList(self.deps, which).catch((error: unknown) => {
          log(`casino: loading ${which} failed`, error);
          return { ok: false, kind: 'bad-data', code: 0, message: error instanceof Error ? error.message : String(error), games: [] };
        });
      const res = yield* self.track(which, load, { what: `casino: ${which}`, quiet: true });
      // Only when the store is gone: a second load of the list joins the first in `once`.
      if (!res) return false;
      if (res.ok && which === 'favorites') self.setFavorites(Object.freeze(res.games.map(withFavoriteTab)));
      else if (res.ok) self.setRecentlyPlayed(res.games);
      self.setProviderState(id, res.ok ? {} : failed(res));
      return res.ok;
    });

    // biome-ignore lint/suspicious/noExplicitAny: a yield gives back whatever its promise resolved to, which MST flow cannot type
    const loadOne = flow(function* (routeProvider: string): Generator<Promise<unknown>, boolean, any> {
      const before = self.providerStates.get(routeProvider);
      // Today's blocklist hides it: no call, and no failure (no toast, no retry notice); its load state is left as it was.
      if (self.isProviderBanned(routeProvider)) return false;
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
      const { nextTask, firstRender } = getEnv<StoreEnv>(self);
      const games = res.ok ? markNew(routeProvider, res.games) : undefined;
      if (firstRender) {
        // a failed reload keeps the games already shown (below), so its held answer is those
        held.set(routeProvider, games ?? self.gamesByProviders[routeProvider] ?? EMPTY);
        answered();
        yield firstRender;
        held.delete(routeProvider);
      }
      // The store update (which re-indexes and re-renders) is a task of its own.
      if (games && nextTask) yield nextTask();
      // A failed reload keeps the games already shown.
      if (games) self.setProviderGames(routeProvider, games);
      self.setProviderState(
        routeProvider,
        res.ok
          ? { platform, language, ...(res.discarded ? { discarded: res.discarded } : {}) }
          : failed(res, { platform: before?.platform, language: before?.language }),
      );
      answered();
      // The platform or language changed while loading: this list was read for the old one.
      if (res.ok && !isCurrent(self.providerStates.get(routeProvider))) return (yield loadOne(routeProvider)) as boolean;
      return res.ok;
    });

    /** A list loaded without error for the platform and language in effect now. */
    const isCurrent = (state: ProviderLoadState | undefined): boolean =>
      !!state && !state.error && state.platform === self.platform && state.language === languageOf(self);

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
        if (!self.busy(id) && state.platform && !isCurrent(state)) void loadProvider(id, { force: true });
      }
    };

    return {
      afterCreate() {
        addDisposer(
          self,
          reaction(
            () => sessionOf(self).isAuth,
            (isAuth) => !isAuth && self.resetPlayerLists(),
          ),
        );
        // Some providers read names, images or tabs per language: a language change reloads the lists shown.
        addDisposer(
          self,
          reaction(() => languageOf(self), reloadStale),
        );
      },
      reloadStale,
      /**
       * Resolves once each of these lists has answered, with its games (none for a failed or banned list) — also the
       * answers the first render still holds out of the tree (env.firstRender): what start-up paints the first
       * screen's pictures from (CatalogueStore `queryWith`). Changes nothing.
       */
      heldAnswers(ids: readonly string[]): Promise<Record<string, Games>> {
        return new Promise((resolve) => {
          const check = () => {
            if (!ids.every((id) => held.has(id) || self.isProviderBanned(id) || (self.providerStates.has(id) && !self.busy(id)))) return;
            waiting.delete(check);
            resolve(Object.fromEntries(ids.map((id) => [id, held.get(id) ?? self.gamesByProviders[id] ?? EMPTY])));
          };
          waiting.add(check);
          check();
        });
      },
      /** Loads the favourites once per session (force: again); concurrent calls share one request. */
      loadFavorites: (force = false) => once(self.pseudo.favorite, () => loadPseudo('favorites', force)),
      loadRecentlyPlayed: (force = false) => once(self.pseudo.recentlyPlayed, () => loadPseudo('recentlyPlayed', force)),
      loadProvider,
      /**
       * Starts loading several lists, at most `LOADS_PER_TASK` new requests per task (`nextTask` between them, the
       * env's by default): on a phone each request costs the main thread a few milliseconds, and a lobby row that
       * mounted with seven lists was one 80–100 ms task at 4× CPU. Lists already loaded or loading cost nothing and
       * are not counted. Resolves once every load has started (not when they answer).
       */
      startLoads: flow(function* startLoads(ids: readonly string[], nextTask: (() => Promise<void>) | undefined = getEnv<StoreEnv>(self).nextTask) {
        let started = 0;
        for (const id of ids) {
          if (self.busy(id) || isCurrent(self.providerStates.get(id))) continue;
          if (started && started % LOADS_PER_TASK === 0 && nextTask) yield nextTask();
          started++;
          void loadProvider(id);
        }
      }),
    };
  })
  .actions((self) => ({
    /**
     * The platform decides which game variants a list keeps. Changing it reloads the lists loaded for
     * the other platform (lists still loading reload themselves); the games shown stay until then.
     */
    setPlatform(platform: Platform) {
      if (self.platform === platform) return;
      self.setProp('platform', platform);
      self.reloadStale();
    },
    retryProvider(routeProvider: string): Promise<boolean> {
      return self.loadProvider(routeProvider, { force: true });
    },
    retryFailed(): Promise<boolean[]> {
      return Promise.all(self.failedProviders.map((f) => self.loadProvider(f.provider, { force: true })));
    },
    /** Loads again the lists that failed while the network was down. */
    retryOffline(): Promise<boolean[]> {
      const ids = [...self.providerStates.entries()].filter(([id, s]) => s.offline && !self.busy(id)).map(([id]) => id);
      return Promise.all(ids.map((id) => self.loadProvider(id, { force: true })));
    },
  }))
  .actions((self) => ({
    afterCreate() {
      // Lists that failed while the network was down load again when it returns.
      const network = getEnv<StoreEnv>(self).network;
      if (network)
        addDisposer(
          self,
          network.onOnline(() => void self.retryOffline()),
        );
    },
  }));

export interface ProviderListsStore extends Instance<typeof ProviderListsStoreModel> {}
