import { featureOn, pathEnabled } from '../../config/routes';
import type { NavItem } from '../../config/types';
import type { RootStore } from '../../models/RootStore';

/**
 * Whether a menu or footer entry shows now: hidden when its casino type or provider is banned
 * today, when its brand feature (or the feature of the route it links) is off, or when it needs a logged-in player and there is none.
 */
export function isNavItemVisible(item: NavItem, root: RootStore): boolean {
  if (item.casinoType && root.app.isCasinoTypeBanned(item.casinoType)) return false;
  if (item.provider && root.app.isProviderBanned(item.provider)) return false;
  const { features } = root.config.brand;
  if (!featureOn(features, item.feature as keyof typeof features | undefined)) return false;
  if (item.route !== undefined && !pathEnabled(item.route, features)) return false;
  if (item.requiresAuth && !root.auth.isAuth) return false;
  return true;
}
