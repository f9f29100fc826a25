import type { CatalogueConfig } from './config';

/**
 * Pseudo-providers: route keys that select a virtual list instead of a provider's games.
 * They are platform names (the favourites / recently played endpoints exist for every brand),
 * so their defaults live here, in one place; catalogue.json `pseudoProviders` may rename them.
 */
export const DEFAULT_PSEUDO_PROVIDERS = Object.freeze({
  favorite: 'favorite',
  recentlyPlayed: 'recentlyplayed',
  all: 'all',
});

/** The category tab a favourite game carries (spec: "adding puts the game in the favourite list with tab favorite"). */
export const FAVORITE_TAB = 'favorite';

export interface PseudoProviders {
  favorite: string;
  recentlyPlayed: string;
  all: string;
}

/** The pseudo-provider ids in effect for a brand. */
export function pseudoProviders(catalogue?: Pick<CatalogueConfig, 'pseudoProviders'>): PseudoProviders {
  return { ...DEFAULT_PSEUDO_PROVIDERS, ...(catalogue?.pseudoProviders ?? {}) };
}
