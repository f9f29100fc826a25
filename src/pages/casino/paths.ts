import type { Game, Platform } from '../../catalogue/types';

/**
 * Casino paths the screens link to. They are the engine's routes (src/config/routes.ts), the
 * same for every brand; brand-specific destinations (casino type lobbies) come from config.
 */
export const CASINO_PATHS = {
  home: '/casino',
  lobby: '/casino/lobby',
  top: '/casino/top',
  fav: '/casino/fav',
  topGames: '/casino/top-games',
  recommended: '/casino/recommended',
  recentlyPlayed: '/casino/recently-played',
  all: '/casino/all',
  favorites: '/casino/favorites',
  providers: '/casino/providers',
  provider: '/casino/provider/:provider',
  category: '/casino/category/:category',
  filters: '/casino/filters',
  search: '/casino/search',
  game: '/casino/game/:provider/:gameId',
  mobileGame: '/m/casino/game/:provider/:gameId',
} as const;

export function providerPath(routeProvider: string): string {
  return `/casino/provider/${encodeURIComponent(routeProvider)}`;
}

export function categoryPath(category: string): string {
  return `/casino/category/${encodeURIComponent(category)}`;
}

/** The game page of a game: the mobile route on mobile. */
export function gamePath(game: Pick<Game, 'routeProvider' | 'gameId'>, platform: Platform): string {
  const base = platform === 'mobile' ? '/m/casino/game' : '/casino/game';
  return `${base}/${encodeURIComponent(game.routeProvider)}/${encodeURIComponent(game.gameId)}`;
}
