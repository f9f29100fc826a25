import type { StudioNames } from '../config/types';
import type { Game } from './types';

/**
 * The name a player reads for the studio that made a game. Aggregators hand their studios over in their
 * own spelling — an id in lower case ("playngo"), a name ("Play N Go") or something between — so the
 * brand's studio table (providers.json studios, shared from brands/_platform) is keyed by the id with
 * only lower-case letters and digits, and a game's studio is looked up the same way.
 */
export const studioKey = (studio: string): string => studio.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A studio the table does not name: a spelling with a capital is someone's display name and stays; an id in
 * lower case gets a capital per word, so a tile never shows a bare id.
 */
export function readableStudio(studio: string): string {
  const words = studio
    .trim()
    .split(/[\s_-]+/u)
    .filter(Boolean);
  if (/\p{Lu}/u.test(studio)) return words.join(' ');
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** A studio's display name: the table's, else readableStudio. */
export function studioDisplayName(studio: string, names: StudioNames | undefined): string {
  return names?.[studioKey(studio)] ?? readableStudio(studio);
}

/**
 * Whether a game names a studio apart from its provider entry: an aggregator's game does; a plugin that
 * gives no studio leaves the entry's id in `provider` (plugins/_shared/items.ts), and that is no studio.
 */
export const hasOwnStudio = (game: Pick<Game, 'provider' | 'routeProvider'>): boolean =>
  !!game.provider.trim() && studioKey(game.provider) !== studioKey(game.routeProvider);
