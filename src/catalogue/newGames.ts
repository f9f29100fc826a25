import type { Game } from './types';

/**
 * "New" games (catalogue.json newGames): when the site first saw each game of a provider's list.
 * A value of 0 means "known before the site began watching": the first list of a provider the
 * browser ever sees is taken as the existing catalogue, so a first visit shows nothing as new and
 * only games added to the list afterwards are. (A provider list item carries no release date in
 * any plugin today; one that did could seed the value instead.)
 */
export type FirstSeen = Readonly<Record<string, number>>;

const DAY_MS = 86_400_000;

/** Reads a stored first-seen record; anything unreadable counts as none (the next list seeds it again). */
export function readFirstSeen(raw: string | null): FirstSeen | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    return Object.values(v).every((n) => typeof n === 'number') ? (v as FirstSeen) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The record after seeing `games`: games never seen before get `now` (or 0 when the provider had no
 * record: the seeding rule above). Games no longer listed are kept, so a game that briefly drops out
 * of a list does not come back as new. An empty list changes nothing (an outage is not a new catalogue).
 */
export function trackFirstSeen(stored: FirstSeen | undefined, games: readonly Pick<Game, 'gameId'>[], now: number): { record: FirstSeen; changed: boolean } {
  if (games.length === 0) return { record: stored ?? {}, changed: false };
  // The usual visit sees no new game: the stored record is kept as it is, with no copy.
  if (stored && games.every((g) => stored[g.gameId] !== undefined)) return { record: stored, changed: false };
  const stamp = stored ? now : 0;
  const record: Record<string, number> = { ...stored };
  for (const g of games) if (record[g.gameId] === undefined) record[g.gameId] = stamp;
  return { record, changed: true };
}

/** Whether a game first seen at `firstSeen` is still new at `now` for a brand counting `days` days. */
export function isNewAt(firstSeen: number | undefined, now: number, days: number): boolean {
  return firstSeen !== undefined && firstSeen > 0 && now - firstSeen < days * DAY_MS;
}

/** The list with the new-games category added to every game that is new (others are the same objects). */
export function withNewCategory(games: readonly Game[], record: FirstSeen, now: number, rule: { days: number; category: string }): Game[] {
  return games.map((g) => (isNewAt(record[g.gameId], now, rule.days) && !g.tab.includes(rule.category) ? { ...g, tab: [...g.tab, rule.category] } : g));
}
