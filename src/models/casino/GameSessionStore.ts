import { flow, getEnv, getParent, types, type Instance } from 'mobx-state-tree';
import type { LaunchResult } from '../../catalogue/load';
import type { Game } from '../../catalogue/types';
import type { StoreEnv } from '../env';
import { configOf } from '../kit/config';
import { withRequests } from '../kit/request';
import { blocklistOf } from './casinoRoot';
import { isGameRouteAvailable } from './gameLaunch';
import type { GameSessionState, LaunchRun, LaunchSource, Opened, OpenGameOptions } from './launchSteps';

export type { GameSessionState, OpenGameOptions } from './launchSteps';

const keyOf = (provider: string, gameId: string, options: OpenGameOptions) => JSON.stringify([provider, gameId, !!options.demo, options.platform ?? '']);

/**
 * The launch of the game page's game as a flow of the casino store (`casino.openGame`): bans, maintenance,
 * the provider's list, the launch, the frame URL check (launchSteps.ts, loaded when a game opens) — one
 * observable `state` the page renders, with `retry()` and `close()`. Each run has a number; an answer that
 * arrives after `close()` or another `openGame` belongs to an older run and is dropped.
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
     * What the page shows. While a game is open the player and the bans are read live: a sign-out leaves a
     * real-money game at once, and a ban that arrives during play (or before the launch) makes it "not available".
     */
    get state(): GameSessionState {
      const { phase, opened, casino } = self;
      if (!opened) return phase;
      if (!opened.demo && !casino.canPlay) return { kind: 'error', messageId: 'casino.game.pleaseAuth' };
      const entries = configOf(self).providers.providers;
      if (!isGameRouteAvailable(entries, casino.bans, opened.provider, casino.findGame(opened.provider, opened.gameId))) {
        return { kind: 'error', messageId: 'casino.game.unavailable' };
      }
      return phase;
    },
    /** A game is open and its run is under way or on screen (not an error). */
    get active(): boolean {
      return !!self.opened && self.phase.kind !== 'error';
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
  .extend(withRequests)
  .extend((self) => {
    // The casino store makes one launch call at a time: a second run for the same game (the page mounting again,
    // a loader and the page asking together) shares the call in flight, and another game's waits for it.
    const launch = (game: Game, demo: boolean): Promise<LaunchResult> =>
      self.queued('launch', `${demo}:${game.id}`, () => (demo ? self.casino.launchDemo(game) : self.casino.launchGame(game)));

    const start = flow(function* start(run: number, opened: Opened, reloadList: boolean) {
      const { launchSteps } = yield import('./launchSteps');
      if (run !== self.run) return;
      const steps: LaunchRun = {
        casino: self.casino,
        config: configOf(self),
        blocklist: blocklistOf(self),
        log: getEnv<StoreEnv>(self).log,
        stale: () => run !== self.run,
        show: (phase) => self.setPhase(run, phase),
        launch,
      };
      yield* launchSteps(steps, opened, reloadList);
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
