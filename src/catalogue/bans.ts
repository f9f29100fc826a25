import type { Game } from './types';

/** Today's server blocklist: provider names or ids, and casino type ids. */
export interface Blocklist {
  providers: readonly string[];
  casinoTypes: readonly string[];
}

/** A provider entry as the matcher sees it (providers.json `id`, `name`, `casinoType`). */
export interface BannableEntry {
  id: string;
  name: string;
  casinoType?: string;
}

/**
 * The one way every part of the site reads the blocklist (side menu, footer, sport redirect,
 * lobby, tiles, launch), so they never disagree. The server names providers either by route key
 * or by display name, in any case; a banned entry name also bans that entry's route key.
 */
export interface BanMatcher {
  /** Nothing is banned: callers may skip their list checks. */
  readonly empty: boolean;
  /**
   * Today's list could not be read and no earlier copy is known: lists still show, but no game
   * may be launched, since any provider might be banned (a ban must hold when the list is down).
   */
  readonly unknown: boolean;
  /** True when any of the given provider ids or names is banned. */
  provider(...idsOrNames: readonly (string | undefined)[]): boolean;
  casinoType(id: string | undefined): boolean;
  /** A providers.json entry: banned by its id, its name or its casino type. */
  entry(entry: BannableEntry): boolean;
  /** A route key (providers.json id): its entry's rule when the brand has one, else the id alone. */
  route(routeProvider: string): boolean;
  /** A game: banned by its route provider (or that entry's name), its studio name or its casino type. */
  game(game: Pick<Game, 'routeProvider' | 'provider' | 'casinoType'>): boolean;
}

const lower = (s: string) => s.trim().toLowerCase();

/** Builds the case-insensitive id-or-name matcher; `entries` lets a banned display name ban its route key too. */
export function banMatcher(banned: Blocklist, entries: readonly BannableEntry[] = [], options: { unknown?: boolean } = {}): BanMatcher {
  const providers = new Set(banned.providers.map(lower));
  const types = new Set(banned.casinoTypes.map(lower));
  for (const e of entries) if (providers.has(lower(e.name))) providers.add(lower(e.id));
  const provider = (...names: readonly (string | undefined)[]) => providers.size > 0 && names.some((n) => n !== undefined && providers.has(lower(n)));
  const casinoType = (id: string | undefined) => types.size > 0 && id !== undefined && types.has(lower(id));
  const entry = (e: BannableEntry) => provider(e.id, e.name) || casinoType(e.casinoType);
  return {
    empty: providers.size === 0 && types.size === 0,
    unknown: options.unknown === true,
    provider,
    casinoType,
    entry,
    route(routeProvider) {
      const e = entries.find((x) => x.id === routeProvider);
      return e ? entry(e) : provider(routeProvider);
    },
    game: (g) => casinoType(g.casinoType) || provider(g.routeProvider, g.provider),
  };
}

/** Whether today's blocklist hides this game (the UI asks before showing or launching it). */
export function isGameBanned(game: Pick<Game, 'routeProvider' | 'provider' | 'casinoType'>, banned: Blocklist, entries?: readonly BannableEntry[]): boolean {
  return banMatcher(banned, entries).game(game);
}

/** The refusal message of a launch of a banned game. */
export const PROVIDER_UNAVAILABLE = 'provider unavailable';

/** The refusal message of a launch while the blocklist is unknown (see BanMatcher.unknown). */
export const BLOCKLIST_UNKNOWN = 'blocklist unavailable';
