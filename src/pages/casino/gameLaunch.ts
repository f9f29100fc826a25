import type { BrandConfig, ProviderEntry } from '../../config/types';
import { errorIdOf } from '../../models/NotifyStore';
import { NOT_ALLOWED_TO_BET } from '../../catalogue/rules';
import { NO_DEMO } from '../../catalogue/load';
import { BLOCKLIST_UNKNOWN, PROVIDER_UNAVAILABLE, type BanMatcher } from '../../catalogue/bans';
import type { Game } from '../../catalogue/types';
import type { GameFrameState } from '../../ui/casino/GameFrame';

type Failure = { ok: false; kind: string; code: number; message: string };

/** The brand's error-code rules a launch failure is resolved through (rules.json). */
export type ErrorRules = Pick<BrandConfig['rules'], 'errorCodes' | 'defaultErrorMessageId'> & { errorRanges?: BrandConfig['rules']['errorRanges'] };

/**
 * Refusals of the engine itself that mean "this game cannot be offered" (a banned provider or
 * casino type, a provider the brand does not configure): shown as 'casino.game.unavailable'.
 */
const UNAVAILABLE_REFUSALS = [PROVIDER_UNAVAILABLE, 'not found in configuration'];

export { errorIdOf };

/**
 * The text of a failed launch: role refusals, an unavailable game, provider trouble, or the
 * platform's refusal resolved through the brand's error-code table (in the site language; the
 * platform's own English text is never shown).
 */
export function launchErrorState(res: Failure, rules: ErrorRules): GameFrameState {
  const message = res.message?.toLowerCase() ?? '';
  if (message.includes(NOT_ALLOWED_TO_BET)) return { kind: 'error', messageId: 'casino.game.notAllowed' };
  if (res.kind === 'rejected' && message.includes(NO_DEMO)) return { kind: 'error', messageId: 'casino.game.demoUnavailable' };
  if (res.kind === 'rejected' && message.includes(BLOCKLIST_UNKNOWN)) return { kind: 'error', messageId: 'casino.game.bansUnknown' };
  if (res.kind === 'rejected' && UNAVAILABLE_REFUSALS.some((m) => message.includes(m))) return { kind: 'error', messageId: 'casino.game.unavailable' };
  if (res.kind === 'unauthorized') return { kind: 'error', messageId: 'casino.game.pleaseAuth' };
  if (res.kind === 'timeout' || res.kind === 'cannot-connect' || res.kind === 'server' || res.kind === 'bad-data') {
    return { kind: 'error', messageId: 'casino.game.providerDown' };
  }
  return { kind: 'error', messageId: 'casino.game.failed', detailId: errorIdOf(res.code, rules) };
}

/**
 * Whether a game route can be played at all: its provider configured and enabled, and neither the
 * provider (by id or name) nor its casino type banned today; once the game is known, the game
 * itself not banned (its studio or casino type) — today's shared ban matcher (root.app.bans) decides.
 */
export function isGameRouteAvailable(
  providers: readonly ProviderEntry[],
  bans: BanMatcher,
  routeProvider: string,
  game?: Pick<Game, 'routeProvider' | 'provider' | 'casinoType'>,
): boolean {
  const entry = providers.find((p) => p.id === routeProvider);
  if (!entry || entry.enabled === false) return false;
  if (bans.empty) return true;
  return !bans.route(routeProvider) && !(game && bans.game(game));
}
