import { when } from 'mobx';
import type { LaunchResult } from '../../catalogue/load';
import type { Game, Platform } from '../../catalogue/types';
import { checkFrameUrl, FRAME_REFERRER_POLICY, frameRefusalLine, gameFrameHosts, sandboxFor, type FrameDecision } from '../../config/frames';
import type { BrandConfig } from '../../config/types';
import type { CatalogueStore } from './CatalogueStore';
import { isGameRouteAvailable, launchErrorState, type LaunchError } from './gameLaunch';

/*
 * The steps of a game launch (GameSessionStore runs them): a chunk of their own, fetched when a game is
 * opened, so a first visit to the lobby does not carry them (nor the frame rules they check a URL with).
 */

/** Why a launched game's frame was refused (config/frames.ts checkFrameUrl). */
export type FrameRefusalReason = Extract<FrameDecision, { ok: false }>['reason'];

/**
 * The game page's one state: where the launch of the game opened last is. In order: the day's bans are
 * being read (a game URL opened directly may come before the blocklist), the provider is in maintenance
 * (the launch waits for it to end), the provider's list is loading (the game is not known yet), the
 * session URL is being asked for, then the frame to show or the text of what went wrong. `idle`: nothing
 * open, or a game just opened whose steps are still downloading.
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

/** The game a session opened: route provider, game id and options. */
export interface Opened extends OpenGameOptions {
  provider: string;
  gameId: string;
  key: string;
}

/** What a launch reads and calls of the casino store (its own type would import the session's file). */
export type LaunchSource = Pick<CatalogueStore, 'bans' | 'findGame' | 'loadProvider' | 'retryProvider' | 'providerError' | 'setPlatform'> & {
  readonly canPlay: boolean;
  inMaintenance(routeProvider: string): boolean;
  launchGame(game: Game): Promise<LaunchResult>;
  launchDemo(game: Game): Promise<LaunchResult>;
  clearGameUrl(): void;
};

/** What the steps get from the session store running them. */
export interface LaunchRun {
  casino: LaunchSource;
  config: BrandConfig;
  blocklist: { loaded: boolean; load(): Promise<void> };
  log?: (line: string) => void;
  /** An older run: `close()` or another `openGame` came since (observable: a wait ends on it). */
  stale(): boolean;
  show(phase: GameSessionState): void;
  /** The launch call (shared by runs for the same game). */
  launch(game: Game, demo: boolean): Promise<LaunchResult>;
}

const error = (messageId: string, reason?: FrameRefusalReason): GameSessionState => ({ kind: 'error', messageId, ...(reason ? { reason } : {}) });

// biome-ignore lint/suspicious/noExplicitAny: a yield gives back whatever its promise resolved to, which MST flow cannot type
export function* launchSteps(run: LaunchRun, opened: Opened, reloadList: boolean): Generator<Promise<unknown>, void, any> {
  const { casino, config, stale, show } = run;
  const { provider, gameId, demo, siteOrigin } = opened;
  const entries = config.providers.providers;
  // A guest's real-money game and a provider the brand does not have are refused without a call.
  if (!demo && !casino.canPlay) return show(error('casino.game.pleaseAuth'));
  if (!isGameRouteAvailable(entries, casino.bans, provider)) return show(error('casino.game.unavailable'));
  if (opened.platform) casino.setPlatform(opened.platform);
  // Today's bans before anything is launched: the start-up load still in progress, or a new one when none is.
  if (!run.blocklist.loaded) {
    show({ kind: 'checking-bans' });
    yield run.blocklist.load();
    if (stale()) return;
  }
  // The page shows the platform's notice meanwhile; the game launches when the maintenance ends.
  if (casino.inMaintenance(provider)) {
    show({ kind: 'maintenance' });
    yield when(() => stale() || !casino.inMaintenance(provider));
    if (stale()) return;
  }
  if (!isGameRouteAvailable(entries, casino.bans, provider)) return show(error('casino.game.unavailable'));
  let game = casino.findGame(provider, gameId);
  if (!game) {
    show({ kind: 'loading-list' });
    yield reloadList ? casino.retryProvider(provider) : casino.loadProvider(provider);
    if (stale()) return;
    game = casino.findGame(provider, gameId);
    if (!game) return show(error(casino.providerError(provider) ? 'casino.game.providerDown' : 'casino.game.unavailable'));
  }
  if (!isGameRouteAvailable(entries, casino.bans, provider, game)) return show(error('casino.game.unavailable'));
  show({ kind: 'launching' });
  const res: LaunchResult = yield run.launch(game, !!demo);
  if (stale()) return;
  if (!res.ok) return show(launchErrorState(res, config.rules));
  const decision = checkFrameUrl(res.url, { siteOrigin, allowedHosts: gameFrameHosts(config), allowOwnOrigin: config.brand.frames?.allowOwnOrigin });
  if (!decision.ok) {
    // The operator reads what to change in the console; the player reads the brand's text.
    run.log?.(frameRefusalLine(provider, res.url, decision.reason, siteOrigin));
    return show(error(decision.reason === 'own-origin' ? 'casino.game.ownOrigin' : 'casino.game.blockedHost', decision.reason));
  }
  show({
    kind: 'ready',
    url: decision.url,
    title: game.gameName ?? gameId,
    sandbox: sandboxFor(
      config,
      'game',
      entries.find((p) => p.id === provider),
      decision.ownOrigin,
    ),
    referrerPolicy: FRAME_REFERRER_POLICY,
  });
}
