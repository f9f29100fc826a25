import { ROUTES, routeOfPath, type RouteDef } from './routes';

/** The areas of the site a path belongs to, as the platform's maintenance notices name them (undefined: only a whole-site notice closes it). */
export type SiteArea = 'casino' | 'sport' | 'cashdesk';

const CASHDESK_ROUTES: readonly RouteDef[] = [ROUTES.profileTopUp, ROUTES.profileWithdrawal];

/**
 * The maintenance area of a path: casino pages and game routes, sport frames, the cash desk's
 * deposit and withdrawal pages. The sign-in page belongs to none, and stays open even during a
 * whole-site maintenance: a player the platform lets through must be able to sign in.
 */
export function maintenanceAreaOf(path: string): SiteArea | 'open' | undefined {
  const def = routeOfPath(path);
  if (!def) return undefined;
  if (def.page === 'auth' || def.page === 'verify') return 'open';
  if (def.page === 'casinoLobby' || def.page === 'casinoGame') return 'casino';
  if (def.page === 'sportFrame') return 'sport';
  if (CASHDESK_ROUTES.includes(def)) return 'cashdesk';
  return undefined;
}
