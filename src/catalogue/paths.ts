import type { Game, Platform } from './types';
import { ROUTES } from '../config/routes';

/**
 * Casino paths the screens link to, taken from the engine's route table (src/config/routes.ts), the
 * same for every brand; brand-specific destinations (casino type lobbies) come from config.
 */
export const CASINO_PATHS = {
  home: ROUTES.casinoHome.path,
  lobby: ROUTES.casinoLobby.path,
  top: ROUTES.casinoTop.path,
  fav: ROUTES.casinoFav.path,
  topGames: ROUTES.casinoTopGames.path,
  recommended: ROUTES.casinoRecommended.path,
  recentlyPlayed: ROUTES.casinoRecentlyPlayed.path,
  all: ROUTES.casinoAll.path,
  favorites: ROUTES.casinoFavorites.path,
  providers: ROUTES.casinoProviders.path,
  provider: ROUTES.casinoProvider.path,
  category: ROUTES.casinoCategory.path,
  filters: ROUTES.casinoFilters.path,
  search: ROUTES.casinoSearch.path,
  game: ROUTES.casinoGame.path,
  mobileGame: ROUTES.casinoMobileGame.path,
} as const;

/** A route pattern with its `:params` filled in (each value URL-encoded). */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

export function providerPath(routeProvider: string): string {
  return fill(CASINO_PATHS.provider, { provider: routeProvider });
}

export function categoryPath(category: string): string {
  return fill(CASINO_PATHS.category, { category });
}

/** The game page of a game: the mobile route on mobile. */
export function gamePath(game: Pick<Game, 'routeProvider' | 'gameId'>, platform: Platform): string {
  return fill(platform === 'mobile' ? CASINO_PATHS.mobileGame : CASINO_PATHS.game, { provider: game.routeProvider, gameId: game.gameId });
}

/** The query flag of a game page that plays the demo (for fun) instead of a real-money session. */
export const DEMO_PARAM = 'demo';

/** The game's page in demo mode. */
export function demoGamePath(game: Pick<Game, 'routeProvider' | 'gameId'>, platform: Platform): string {
  return `${gamePath(game, platform)}?${DEMO_PARAM}=1`;
}

/** The part of the mobile game route before its casino path ('/m'). */
const MOBILE_PREFIX = CASINO_PATHS.mobileGame.slice(0, CASINO_PATHS.mobileGame.indexOf('/casino/'));

/** The platform a game page at this path launches: the mobile route always the mobile variant; else the layout's (undefined). */
export function gameRoutePlatform(pathname: string): Platform | undefined {
  return pathname.startsWith(`${MOBILE_PREFIX}/`) ? 'mobile' : undefined;
}
