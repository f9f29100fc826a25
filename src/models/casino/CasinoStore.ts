import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { BLOCKLIST_UNKNOWN, PROVIDER_UNAVAILABLE } from '../../catalogue/bans';
import { appendUnique, updateGameIn, withFavoriteTab, withoutFavoriteTab } from '../../catalogue/favorites';
import { findProvider, NO_DEMO, offersDemo, requestDemoUrl, requestSessionUrl, UnknownProviderError, type LaunchResult } from '../../catalogue/load';
import { isAuthenticatedPlayer, NOT_FOUND_CODE } from '../../catalogue/rules';
import type { Game, Platform } from '../../catalogue/types';
import type { RefusalReason, StoreEnv } from '../env';
import type { withRequests } from '../kit/request';
import { CatalogueStoreModel } from './CatalogueStore';
import { freshBansOf, notifierOf, providerMaintenanceOf, sessionOf } from './casinoRoot';
import { firstScreenGrids, firstScreenLists, firstScreenStrips } from './firstScreen';
import type { OpenGameOptions } from './GameSessionStore';
import { loadPageStoreType, pageStoreSlot } from '../pageStores';
import { SearchStoreModel } from './SearchStore';

export type { ProviderLoadState } from './CatalogueStore';

/** A launch refused because the game's provider is in maintenance (the page shows the platform's notice). */
export const PROVIDER_MAINTENANCE = 'provider in maintenance';

/** A launch the engine refuses by its own rules: the reason decides what the player reads, the message is for logs. */
function engineRefusal(reason: RefusalReason, message: string, code = NOT_FOUND_CODE): LaunchResult {
  return { ok: false, kind: 'rejected', code, message, reason };
}

/**
 * A launch call under the request kit's `launch` key: one at a time, a second refused as busy while it runs; a
 * loader's throw becomes the refusal it means (an unknown provider: unavailable; anything else: not found, with
 * `otherCode`, the code the launch kind reports).
 */
function* launchCall(
  store: { busy(key: string): boolean; track: ReturnType<typeof withRequests>['views']['track'] },
  start: () => Promise<LaunchResult>,
  otherCode = 404,
): Generator<Promise<unknown>, LaunchResult, unknown> {
  if (store.busy(LAUNCH)) return engineRefusal('busy', 'a launch is already in progress', 0);
  const res = yield* store.track<LaunchResult>(
    LAUNCH,
    () =>
      start().catch(
        (error: unknown): LaunchResult =>
          error instanceof UnknownProviderError
            ? engineRefusal('unavailable', error.message, otherCode)
            : { ok: false, kind: 'rejected', code: otherCode, message: (error as Error).message },
      ),
    { what: 'game launch', quiet: true },
  );
  // a thrown call was caught above, so only a store destroyed mid-launch leaves no answer
  return res ?? engineRefusal('busy', 'the launch was abandoned', 0);
}
const LAUNCH = 'launch';

/** Message ids of the casino's toasts (engine text pack). */
export const CASINO_MESSAGES = Object.freeze({
  favoriteAdded: 'casino.favorites.added',
  favoriteRemoved: 'casino.favorites.removed',
  pleaseAuth: 'casino.pleaseAuth',
});

/**
 * The casino area (spec casino §3–§5): the catalogue (CatalogueStore) plus what the player does
 * with it: launch a game (session URL, recently played), toggle favourites, search history.
 * The list for a set of filters is `queryGames` (the UI keeps the filters in the URL).
 */
export const CasinoStoreModel = CatalogueStoreModel.named('CasinoStore')
  .props({
    gameUrl: '',
    activeGame: types.frozen<Game | null>(null),
    /** The game URL shown is a demo session (play for fun). */
    demo: false,
    searchHistory: types.optional(SearchStoreModel, {}),
    /** The game page's launch (openGame): one state the page renders; its code is loaded with the first game opened. */
    gameSession: pageStoreSlot('gameSession'),
  })
  .actions((self) => ({
    setGameUrl(url: string, game: Game | null = self.activeGame, demo = false) {
      self.gameUrl = url;
      self.activeGame = game;
      self.demo = demo;
    },
    clearGameUrl() {
      self.gameUrl = '';
      self.activeGame = null;
      self.demo = false;
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
  .views((self) => ({
    /** Launching and favourites need an authenticated player (role 0). */
    get canPlay(): boolean {
      const { isAuth, role } = sessionOf(self);
      return isAuthenticatedPlayer(role, isAuth, self.config.rules.roles);
    },
    /** The game carries the brand's new-games category (catalogue.json newGames): the tile's New badge. */
    isNew(game: Game): boolean {
      const rule = self.config.catalogue.newGames;
      return !!rule && game.tab.includes(rule.category);
    },
    /** The provider is in maintenance today (the platform's notice): its tiles say so and nothing launches. */
    inMaintenance(routeProvider: string): boolean {
      return !!providerMaintenanceOf(self, routeProvider);
    },
    /** The brand offers demo play for this provider (providers.json demo) and its plugin has a demo launch. */
    offersDemo(routeProvider: string): boolean {
      const entry = self.config.providers.providers.find((p) => p.id === routeProvider);
      return !!entry && offersDemo(getEnv<StoreEnv>(self).providers, entry);
    },
  }))
  .actions((self) => ({
    /** Adds a game to recently played (only if its gameId is not there yet) and tells the platform. */
    addRecentlyPlayed: flow(function* (game: Game) {
      if (self.recentlyPlayed.some((g) => g.gameId === game.gameId)) return;
      self.setRecentlyPlayed(
        appendUnique(self.recentlyPlayed, game, (g) => g.gameId),
        self.recentlyPlayedLoaded,
      );
      const res = yield getEnv<StoreEnv>(self).api.request({ method: 'POST', path: API_PATHS.recentlyPlayedAdd, body: { slot: game }, partnerHeaders: true });
      if (!res.ok) getEnv<StoreEnv>(self).log?.('casino: recently played was not saved', res);
    }),
  }))
  .actions((self) => ({
    /**
     * Gets the game's session URL, stores it with the game and records the game as recently played.
     * A game of a banned provider or casino type is refused without a call.
     */
    launchGame: flow(function* (game: Game, options: { redirect?: boolean } = {}) {
      // Today's bans first: the call in progress, or a new one when the list is older than its maximum age.
      const bansFresh: boolean = yield freshBansOf(self);
      if (self.isGameBanned(game)) return engineRefusal('unavailable', PROVIDER_UNAVAILABLE);
      if (self.inMaintenance(game.routeProvider)) return engineRefusal('maintenance', PROVIDER_MAINTENANCE);
      if (!bansFresh || self.bans.unknown) return engineRefusal('bansUnknown', BLOCKLIST_UNKNOWN);
      const { isAuth, role, userId } = sessionOf(self);
      const res = yield* launchCall(self, () =>
        requestSessionUrl(self.deps, { game, role, isAuth, userId: userId !== undefined && userId >= 0 ? userId : undefined }),
      );
      if (res.ok) {
        self.setGameUrl(res.url, game);
        yield self.addRecentlyPlayed(game);
        if (options.redirect) getEnv<StoreEnv>(self).openUrl?.(res.url);
      }
      return res;
    }),
    /**
     * A demo session (play for fun, anyone, no money): only for a provider that offers it, not banned
     * and not in maintenance. Not recorded as recently played.
     */
    launchDemo: flow(function* (game: Game) {
      if (self.isGameBanned(game)) return engineRefusal('unavailable', PROVIDER_UNAVAILABLE);
      if (self.inMaintenance(game.routeProvider)) return engineRefusal('maintenance', PROVIDER_MAINTENANCE);
      if (!self.offersDemo(game.routeProvider)) return engineRefusal('noDemo', `provider "${game.routeProvider}" ${NO_DEMO}`);
      const res = yield* launchCall(
        self,
        async () => {
          findProvider(self.config, game.routeProvider);
          return requestDemoUrl(self.deps, game);
        },
        NOT_FOUND_CODE,
      );
      if (res.ok) self.setGameUrl(res.url, game, true);
      return res;
    }),
    /** Favourite toggles: only for an authenticated player and not while another favourite call runs. */
    setFavorite: flow(function* (game: Game, on: boolean) {
      const notify = notifierOf(self);
      if (!self.canPlay) {
        notify.error(CASINO_MESSAGES.pleaseAuth);
        return false;
      }
      if (self.favoritesProcessing) return false;
      const res = yield* self.request(
        'favoriteToggle',
        on
          ? { method: 'POST', path: API_PATHS.favoritesAdd, body: { slot: game }, partnerHeaders: true }
          : { method: 'POST', path: API_PATHS.favoritesRemove, body: { id: game.id }, partnerHeaders: true },
        { what: 'favourites', quiet: true, notify: 'default' },
      );
      if (!res?.ok) return false;
      if (on) self.applyFavoriteAdded(game);
      else self.applyFavoriteRemoved(game);
      notify.success(on ? CASINO_MESSAGES.favoriteAdded : CASINO_MESSAGES.favoriteRemoved);
      return true;
    }),
  }))
  .actions((self) => ({
    addFavorite: (game: Game) => self.setFavorite(game, true),
    removeFavorite: (game: Game) => self.setFavorite(game, false),
    toggleFavorite: (game: Game) => self.setFavorite(game, !self.isFavorite(game)),
    /**
     * Opens the game page's game (GameSessionStore, its store loaded and attached the first time): its launch
     * flow, one state for the page; a no-op while it is open already.
     */
    openGame: flow(function* openGame(provider: string, gameId: string, options: OpenGameOptions) {
      if (!self.gameSession) {
        yield loadPageStoreType('gameSession');
        // a snapshot of the slot's type, which is known now (pageStores.ts pageStoreSlot)
        if (!self.gameSession) (self as { gameSession: unknown }).gameSession = {};
      }
      const session = self.gameSession;
      if (session) yield session.open(provider, gameId, options);
    }),
  }))
  .views((self) => ({
    /** The route provider lists the first screen at this location shows (firstScreen.ts; none off the casino lists). */
    firstScreenLists(location: { pathname: string; search: string }): string[] {
      return firstScreenLists(self, location);
    },
    /** The game grids the first screen at this location shows, with their filters and lists (firstScreen.ts). */
    firstScreenGrids(location: { pathname: string; search: string }) {
      return firstScreenGrids(self, location);
    },
    /** The strips (slider, jackpots, today's wins) the lobby at this path shows before its first games row. */
    firstScreenStrips(pathname: string) {
      return firstScreenStrips(self, pathname);
    },
  }))
  .actions((self) => ({
    /**
     * Starts loading the first screen's lists for the layout's platform, a few per task (`nextTask`): the
     * same loads the views make, so those share the requests in flight. The lobby routes' loader calls it
     * (src/app/loaders.ts), and start-up for the URL it starts on.
     */
    startFirstScreen: flow(function* startFirstScreen(location: { pathname: string; search: string }, platform: Platform, nextTask?: () => Promise<void>) {
      const ids = self.firstScreenLists(location);
      if (!ids.length) return;
      self.setPlatform(platform);
      // A dozen loads are ~60 ms of a phone's main thread: sent a few per task, the page stays responsive.
      if (nextTask) yield nextTask();
      yield self.startLoads(ids, nextTask);
    }),
  }));

export interface CasinoStore extends Instance<typeof CasinoStoreModel> {}
export interface CasinoStoreSnapshotIn extends SnapshotIn<typeof CasinoStoreModel> {}
