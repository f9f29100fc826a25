import type { Game, Platform } from './types';

/** Roles that may load game lists (spec §5: roles 0 and 1; anyone else gets an empty list, code 404). */
const LIST_ROLES: ReadonlySet<number> = new Set([0, 1]);
/** The player role: the only one that may launch games or keep favourites. */
export const PLAYER_ROLE = 0;

export const NOT_FOUND_CODE = 404;
export const NOT_ALLOWED_TO_BET = 'not allowed to place bets';

/** Game lists are allowed for roles 0 and 1; an unknown role (guest before the auth check) browses as a guest. */
export function canListGames(role: number | undefined): boolean {
  return role === undefined || LIST_ROLES.has(role);
}

/** A session URL is refused unless the role is undefined, or the role is 0 and the user is authenticated. */
export function canRequestSession(role: number | undefined, isAuth: boolean): boolean {
  return role === undefined || (role === PLAYER_ROLE && isAuth);
}

/** Launching from a tile and toggling favourites need an authenticated player (role 0). */
export function isAuthenticatedPlayer(role: number | undefined, isAuth: boolean): boolean {
  return isAuth && role === PLAYER_ROLE;
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
