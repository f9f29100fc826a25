import type { Game, Platform } from './types';

/** The platform's role numbers as the brand config states them (rules.json `roles`). */
export interface RoleRules {
  /** The player role: the only one that may launch games or keep favourites. */
  player: number;
  /** Roles that may load game lists; anyone else gets an empty list, code 404. */
  gameListRoles: readonly number[];
}

export const NOT_FOUND_CODE = 404;
export const NOT_ALLOWED_TO_BET = 'not allowed to place bets';

/** Game lists are allowed for the configured roles; an unknown role (guest before the auth check) browses as a guest. */
export function canListGames(role: number | undefined, roles: RoleRules): boolean {
  return role === undefined || roles.gameListRoles.includes(role);
}

/** A session URL is refused unless the role is undefined, or the role is the player role and the user is authenticated. */
export function canRequestSession(role: number | undefined, isAuth: boolean, roles: RoleRules): boolean {
  return role === undefined || (role === roles.player && isAuth);
}

/** Launching from a tile and toggling favourites need an authenticated player. */
export function isAuthenticatedPlayer(role: number | undefined, isAuth: boolean, roles: RoleRules): boolean {
  return isAuth && role === roles.player;
}

/**
 * Mobile/desktop variants: a game that exists in both versions (haveTwoVersion) is kept on
 * every platform; a game that lacks one of the variants is kept only when its own variant
 * (isMobile) matches the platform. Games that carry no variant information are kept.
 */
export function keepsPlatformVariant(game: Game, platform: Platform): boolean {
  if (game.haveTwoVersion || game.isMobile === undefined) return true;
  return game.isMobile === (platform === 'mobile');
}

export function filterPlatformVariants(games: readonly Game[], platform: Platform): Game[] {
  return games.filter((g) => keepsPlatformVariant(g, platform));
}

/** Favourites and recently played are fetched once per session; skip them when already loaded. */
export function shouldFetchPseudoList(loaded: boolean, isAuth: boolean): boolean {
  return isAuth && !loaded;
}
