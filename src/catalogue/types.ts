/** A game as the whole engine sees it, whatever provider it came from. */
export interface Game {
  /** Composite id: rawId, gameId, provider and gameName joined with GAME_ID_SEPARATOR. */
  id: string;
  /** The id the provider's launch call expects. */
  gameId: string;
  gameName: string;
  description?: string;
  /** Display name of the (sub-)provider that made the game, e.g. a studio behind an aggregator. */
  provider: string;
  /** Route key: the id of the providers.json entry the game was listed by. */
  routeProvider: string;
  imageUrl: string;
  /** Category ids the game belongs to (catalogue.json categories). */
  tab: string[];
  /** Casino type id (catalogue.json casinoTypes), e.g. slots, live, virtual. */
  casinoType: string;
  gameTypeID?: string;
  technology?: string;
  platform?: string;
  format?: string;
  isMobile?: boolean;
  haveTwoVersion?: boolean;
  isDefault?: boolean;
}

export const GAME_ID_SEPARATOR = '~~~~';

/** Builds the composite id the spec defines: id, gameId, provider and gameName joined by four tildes. */
export function compositeGameId(rawId: string | number, gameId: string | number, provider: string, gameName: string): string {
  return `${rawId}${GAME_ID_SEPARATOR}${gameId}${GAME_ID_SEPARATOR}${provider}${GAME_ID_SEPARATOR}${gameName}`;
}

export type Platform = 'desktop' | 'mobile';
