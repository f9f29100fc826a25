import { ProviderShapeError, type NormalisedList, type RejectedItem } from '../../src/catalogue/provider';
import { compositeGameId, type Game } from '../../src/catalogue/types';
import type { CommonParams, Ctx } from './params';

/** One raw item could not be read; the message becomes the rejection reason. */
export class ItemError extends Error {}

export type Raw = Record<string, unknown>;

export const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A required id/name-like field: a non-empty string or a finite number, returned as a string. */
export function text(item: Raw, key: string): string {
  const v = item[key];
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new ItemError(`field "${key}" should be a non-empty string, found ${describe(v)}`);
}

export function optText(item: Raw, key: string): string | undefined {
  const v = item[key];
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

export function optBool(item: Raw, key: string): boolean | undefined {
  const v = item[key];
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  return undefined;
}

export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v === '' ? 'an empty string' : `the string ${JSON.stringify(v.slice(0, 40))}`;
  return `${typeof v === 'object' ? 'an' : 'a'} ${typeof v}`;
}

/** What a plugin reads out of one raw item; mapItems turns it into a Game. */
export interface Draft extends Partial<Omit<Game, 'id' | 'gameId' | 'gameName' | 'imageUrl' | 'routeProvider'>> {
  rawId: string;
  gameId: string;
  gameName: string;
  imageUrl: string;
}

export function toGame(ctx: Ctx<unknown>, d: Draft): Game {
  const provider = d.provider ?? ctx.routeProvider;
  const tab = d.tab ?? [];
  const game: Game = {
    id: compositeGameId(d.rawId, d.gameId, provider, d.gameName),
    gameId: d.gameId,
    gameName: d.gameName,
    provider,
    routeProvider: ctx.routeProvider,
    imageUrl: d.imageUrl,
    tab: tab.length > 1 ? [...new Set(tab)] : tab.slice(),
    casinoType: d.casinoType ?? ctx.casinoType,
  };
  // Optional fields are copied only when present (no `delete`: it slows every later read of the object).
  const target = game as unknown as Record<string, unknown>;
  for (const key of OPTIONAL_FIELDS) {
    const value = d[key];
    if (value !== undefined) target[key] = value;
  }
  return game;
}

const OPTIONAL_FIELDS = ['description', 'gameTypeID', 'technology', 'platform', 'format', 'isMobile', 'haveTwoVersion', 'isDefault'] as const;

/**
 * Normalises a list of raw items: each item is mapped on its own, so one bad item is rejected with
 * a reason and the rest still show. `map` returns null for an item this entry deliberately skips.
 */
export function mapItems(
  ctx: Ctx<CommonParams>,
  items: Iterable<[index: number | string, item: unknown]>,
  map: (item: Raw, index: number | string) => Draft | null,
): NormalisedList {
  const games: Game[] = [];
  const rejected: RejectedItem[] = [];
  for (const [index, item] of items) {
    try {
      if (!isRecord(item)) throw new ItemError(`item should be an object, found ${describe(item)}`);
      const draft = map(item, index);
      if (draft) games.push(toGame(ctx, draft));
    } catch (error) {
      rejected.push({ index, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { games: applyRules(games, ctx.params), rejected };
}

/** The list payload: the entry's bundled default list when the engine made no call. */
export function listPayload(plugin: string, payload: unknown, ctx: Ctx<CommonParams>): unknown {
  if ((payload === undefined || payload === null) && ctx.params.defaultList !== undefined) return ctx.params.defaultList;
  if (payload === undefined) throw new ProviderShapeError(plugin, 'the list answer is empty');
  return payload;
}

/** The payload must be an array of items; anything else is not this provider's list. */
export function asArray(plugin: string, payload: unknown, what = 'an array of games'): unknown[] {
  if (!Array.isArray(payload)) throw new ProviderShapeError(plugin, `the list answer should be ${what}, found ${describe(payload)}`);
  return payload;
}

export const entries = (list: unknown[]): [number, unknown][] => list.map((item, i) => [i, item]);

/** Entry rules shared by every plugin: excluded games, category id lists, tabs for all, pinned order. */
export function applyRules(games: Game[], p: CommonParams): Game[] {
  const excluded = new Set((p.excludedGames ?? []).map(String));
  const out = excluded.size ? games.filter((g) => !excluded.has(g.gameId)) : games;
  const members = Object.entries(p.categories ?? {}).map(([cat, ids]) => [cat, new Set(ids.map(String))] as const);
  const always = p.alwaysTabs ?? [];
  if (members.length || always.length) {
    for (const g of out) {
      const tabs = new Set([...always, ...g.tab]);
      for (const [cat, ids] of members) if (ids.has(g.gameId)) tabs.add(cat);
      g.tab = [...tabs];
    }
  }
  const pinned = (p.pinnedOrder ?? []).map(String);
  if (pinned.length === 0) return out;
  const rank = new Map(pinned.map((id, i) => [id, i]));
  const first = out.filter((g) => rank.has(g.gameId)).sort((a, b) => rank.get(a.gameId)! - rank.get(b.gameId)!);
  return [...first, ...out.filter((g) => !rank.has(g.gameId))];
}
