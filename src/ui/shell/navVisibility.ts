import type { NavItem } from '../../config/types';
import type { RootStore } from '../../models/RootStore';

/**
 * Whether a menu or footer entry shows now: hidden when its casino type or provider is banned
 * today, when its brand feature is off, or when it needs a logged-in player and there is none.
 */
export function isNavItemVisible(item: NavItem, root: RootStore): boolean {
  if (item.casinoType && root.app.isCasinoTypeBanned(item.casinoType)) return false;
  if (item.provider && root.app.isProviderBanned(item.provider)) return false;
  if (item.feature && (root.config.brand.features as Record<string, unknown>)[item.feature] === false) return false;
  if (item.requiresAuth && !root.auth.isAuth) return false;
  return true;
}
