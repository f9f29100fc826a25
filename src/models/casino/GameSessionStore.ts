import { when } from 'mobx';
import { flow, getEnv, getParent, types, type Instance } from 'mobx-state-tree';
import type { LaunchResult } from '../../catalogue/load';
import type { Game, Platform } from '../../catalogue/types';
import { checkFrameUrl, FRAME_REFERRER_POLICY, frameRefusalLine, gameFrameHosts, sandboxFor, type FrameDecision } from '../../config/frames';
import type { StoreEnv } from '../env';
import { configOf } from '../kit/config';
import { blocklistOf } from './casinoRoot';
import type { CatalogueStore } from './CatalogueStore';
import { isGameRouteAvailable, launchErrorState, type LaunchError } from './gameLaunch';

/** Why a launched game's frame was refused (config/frames.ts checkFrameUrl). */
export type FrameRefusalReason = Extract<FrameDecision, { ok: false }>['reason'];

/**
 * The game page's one state: where the launch of the game opened last is. In order: the day's bans are
 * being read (a game URL opened directly may come before the blocklist), the provider is in maintenance
 * (the launch waits for it to end), the provider's list is loading (the game is not known yet), the
 * session URL is being asked for, then the frame to show or the text of what went wrong.
 */
export type GameSessionState =
  | { kind: 'idle' }
  | { kind: 'checking-bans' }
  | { kind: 'maintenance' }
  | { kind: 'loading-list' }
  | { kind: 'launching' }
  /** `sandbox` and `referrerPolicy` come from the frame rules (config/frames.ts). */
  | { kind: 'ready'; url: string; title: string; sandbox: string; referrerPolicy: ReferrerPolicy }
  | (Omit<LaunchError, 'reason'> & { reason?: LaunchError['reason'] | FrameRefusalReason });

export interface OpenGameOptions {
  /** Play the provider's demo (for fun, guests too) instead of a real-money session. */
  demo?: boolean;
  /** The route's platform (the mobile game route launches the mobile variant); absent: the layout's. */
  platform?: Platform;
  /** The page's origin (window.location.origin), which a game frame must not share unless the brand allows it. */
  siteOrigin: string;
}

/** What the session reads and calls of its parent, the casino store (its own type would import this file). */
type LaunchSource = Pick<CatalogueStore, 'bans' | 'findGame' | 'loadProvider' | 'retryProvider' | 'providerError' | 'setPlatform' | 'platform'> & {
  readonly canPlay: boolean;
  inMaintenance(routeProvider: string): boolean;
  launchGame(game: Game): Promise<LaunchResult>;
  launchDemo(game: Game): Promise<LaunchResult>;
  clearGameUrl(): void;
};

interface Opened extends OpenGameOptions {
  provider: string;
  gameId: string;
  key: string;
}

const keyOf = (provider: string, gameId: string, options: OpenGameOptions) => JSON.stringify([provider, gameId, !!options.demo, options.platform ?? '']);

const error = (messageId: string, reason?: FrameRefusalReason): GameSessionState => ({ kind: 'error', messageId, ...(reason ? { reason } : {}) });

/**
 * The launch of the game page's game as a flow of the casino store (`casino.openGame`): bans, maintenance,
 * the provider's list, the launch, the frame URL check — one observable `state` the page renders, with
 * `retry()` and `close()`. Each run has a number; an answer that arrives after `close()` or another
 * `openGame` belongs to an older run and is dropped.
 */
export const GameSessionStoreModel = types
  .model('GameSession', {})
  .volatile(() => ({
    phase: { kind: 'idle' } as GameSessionState,
    opened: undefined as Opened | undefined,
    /** The current run: an older run's answers are dropped. */
    run: 0,
  }))
  .views((self) => ({
    get casino(): LaunchSource {
      return getParent<LaunchSource>(self);
    },
  }))
  .views((self) => ({
    /**
     * What the page shows. While a session is open the player and the bans are read live: a sign-out leaves
     * a real-money game at once, and a ban that arrives during play (or before the launch) makes it "not available".
     */
    get state(): GameSessionState {
      const { phase, opened, casino } = self;
      if (phase.kind === 'idle' || !opened) return phase;
      if (!opened.demo && !casino.canPlay) return error('casino.game.pleaseAuth');
      const entries = configOf(self).providers.providers;
      if (!isGameRouteAvailable(entries, casino.bans, opened.provider, casino.findGame(opened.provider, opened.gameId)))
        return error('casino.game.unavailable');
      return phase;
    },
    /** A run is under way or its game is on screen (an error or nothing open is not). */
    get active(): boolean {
      return self.phase.kind !== 'idle' && self.phase.kind !== 'error';
    },
  }))
  .actions((self) => ({
    setPhase(run: number, phase: GameSessionState) {
      if (run === self.run) self.phase = phase;
    },
    begin(opened: Opened | undefined): number {
      self.opened = opened;
      self.phase = { kind: 'idle' };
      return ++self.run;
    },
  }))
  .extend((self) => {
    // The launch call in progress: the casino store makes one at a time, so a second run for the same game
    // (the page mounting again, a loader and the page asking together) shares it, and another game's waits for it.
    let launching: { key: string; result: Promise<LaunchResult> } | undefined;
    const launch = (game: Game, demo: boolean): Promise<LaunchResult> => {
      const key = `${demo}:${game.id}`;
      if (launching?.key === key) return launching.result;
      const before = launching?.result.catch(() => undefined) ?? Promise.resolve();
      const result = before.then(() => (demo ? self.casino.launchDemo(game) : self.casino.launchGame(game)));
      const mine = { key, result };
      launching = mine;
      void result
        .finally(() => {
          if (launching === mine) launching = undefined;
        })
        .catch(() => undefined);
      return result;
    };

    const start = flow(function* start(run: number, opened: Opened, reloadList: boolean) {
      const { casino } = self;
      const { provider, gameId, demo, siteOrigin } = opened;
      const stale = () => run !== self.run;
      const config = configOf(self);
      const entry = config.providers.providers.find((p) => p.id === provider);
      // A guest's real-money game and a provider the brand does not have are refused without a call.
      if (!demo && !casino.canPlay) return self.setPhase(run, error('casino.game.pleaseAuth'));
      if (!isGameRouteAvailable(config.providers.providers, casino.bans, provider)) return self.setPhase(run, error('casino.game.unavailable'));
      if (opened.platform) casino.setPlatform(opened.platform);
      // Today's bans before anything is launched: the start-up load still in progress, or a new one when none is.
      const blocklist = blocklistOf(self);
      if (!blocklist.loaded) {
        self.setPhase(run, { kind: 'checking-bans' });
        yield blocklist.load();
        if (stale()) return;
      }
      // The page shows the platform's notice meanwhile; the game launches when the maintenance ends.
      if (casino.inMaintenance(provider)) {
        self.setPhase(run, { kind: 'maintenance' });
        yield when(() => stale() || !casino.inMaintenance(provider));
        if (stale()) return;
      }
      if (!isGameRouteAvailable(config.providers.providers, casino.bans, provider)) return self.setPhase(run, error('casino.game.unavailable'));
      let game = casino.findGame(provider, gameId);
      if (!game) {
        self.setPhase(run, { kind: 'loading-list' });
        yield reloadList ? casino.retryProvider(provider) : casino.loadProvider(provider);
        if (stale()) return;
        game = casino.findGame(provider, gameId);
        if (!game) return self.setPhase(run, error(casino.providerError(provider) ? 'casino.game.providerDown' : 'casino.game.unavailable'));
      }
      if (!isGameRouteAvailable(config.providers.providers, casino.bans, provider, game)) return self.setPhase(run, error('casino.game.unavailable'));
      self.setPhase(run, { kind: 'launching' });
      const res: LaunchResult = yield launch(game, !!demo);
      if (stale()) return;
      if (!res.ok) return self.setPhase(run, launchErrorState(res, config.rules));
      const decision = checkFrameUrl(res.url, { siteOrigin, allowedHosts: gameFrameHosts(config), allowOwnOrigin: config.brand.frames?.allowOwnOrigin });
      if (!decision.ok) {
        // The operator reads what to change in the console; the player reads the brand's text.
        getEnv<StoreEnv>(self).log?.(frameRefusalLine(provider, res.url, decision.reason, siteOrigin));
        return self.setPhase(run, error(decision.reason === 'own-origin' ? 'casino.game.ownOrigin' : 'casino.game.blockedHost', decision.reason));
      }
      self.setPhase(run, {
        kind: 'ready',
        url: decision.url,
        title: game.gameName ?? gameId,
        sandbox: sandboxFor(config, 'game', entry, decision.ownOrigin),
        referrerPolicy: FRAME_REFERRER_POLICY,
      });
    });

    return {
      actions: {
        /**
         * Opens a game: starts the launch flow, unless this very game (same demo flag and route platform) is
         * being launched or shown already — the route's loader and the page both ask, and only one run goes.
         */
        open(provider: string, gameId: string, options: OpenGameOptions): Promise<void> {
          const key = keyOf(provider, gameId, options);
          if (self.opened?.key === key && self.active) return Promise.resolve();
          const opened: Opened = { ...options, provider, gameId, key };
          return start(self.begin(opened), opened, false);
        },
        /** After an error: the same game again (its provider's list asked for again when the game was not found). */
        retry(): Promise<void> {
          const { opened } = self;
          if (!opened) return Promise.resolve();
          self.casino.clearGameUrl();
          const reloadList = !self.casino.findGame(opened.provider, opened.gameId);
          return start(self.begin(opened), opened, reloadList);
        },
        /** Leaves the game (the page unmounts): nothing shows, and answers still on their way are dropped. `only`: if that game is the one open. */
        close(only?: { provider: string; gameId: string }) {
          if (only && (self.opened?.provider !== only.provider || self.opened?.gameId !== only.gameId)) return;
          self.begin(undefined);
          self.casino.clearGameUrl();
        },
      },
    };
  });

export interface GameSessionStore extends Instance<typeof GameSessionStoreModel> {}
