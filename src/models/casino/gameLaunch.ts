import type { BrandConfig, ProviderEntry } from '../../config/types';
import { errorIdOf } from '../shell/NotifyStore';
import type { BanMatcher } from '../../catalogue/bans';
import type { Failure, RefusalReason } from '../../ports/env';
import type { Game } from '../../catalogue/types';

/** The brand's error-code rules a launch failure is resolved through (rules.json). */
export type ErrorRules = Pick<BrandConfig['rules'], 'errorCodes' | 'defaultErrorMessageId'> & { errorRanges?: BrandConfig['rules']['errorRanges'] };

/** The text of each refusal the engine makes by its own rules (a maintenance or busy refusal reads as a failed launch). */
const REFUSAL_TEXTS: Partial<Record<RefusalReason, string>> = {
  notAllowed: 'casino.game.notAllowed',
  noDemo: 'casino.game.demoUnavailable',
  bansUnknown: 'casino.game.bansUnknown',
  unavailable: 'casino.game.unavailable',
};

export { errorIdOf };

/** A launch the game page cannot show: the text (and the text filled into its {message}) and the engine's reason, if it refused. */
export interface LaunchError {
  kind: 'error';
  messageId: string;
  detailId?: string;
  reason?: RefusalReason;
}

/**
 * The text of a failed launch: the engine's own refusals by their typed reason (never by the wording of a
 * message), the session, provider trouble, or the platform's refusal resolved through the brand's error-code
 * table (in the site language; the platform's own English text is never shown).
 */
export function launchErrorState(res: Failure, rules: ErrorRules): LaunchError {
  const refusal = res.reason ? REFUSAL_TEXTS[res.reason] : undefined;
  if (refusal) return { kind: 'error', messageId: refusal, reason: res.reason };
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
