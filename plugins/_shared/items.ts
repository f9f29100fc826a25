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
  const game: Game = {
    id: compositeGameId(d.rawId, d.gameId, provider, d.gameName),
    gameId: d.gameId,
    gameName: d.gameName,
    provider,
    routeProvider: ctx.routeProvider,
    imageUrl: d.imageUrl,
    tab: uniqueTabs(d.tab),
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

/** A copy of a draft's tabs without repeats, first occurrence kept (tab lists are a handful long: no Set per game). */
function uniqueTabs(tab: readonly string[] | undefined): string[] {
  if (!tab || tab.length === 0) return [];
  const out: string[] = [];
  for (const t of tab) if (!out.includes(t)) out.push(t);
  return out;
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
  for (const [index, item] of items) mapOne(ctx, item, index, map, games, rejected);
  return { games: applyRules(games, ctx.params), rejected };
}

/** mapItems over a plain array, the item's position as its index (no [index, item] pair per item). */
export function mapList(ctx: Ctx<CommonParams>, list: readonly unknown[], map: (item: Raw, index: number) => Draft | null): NormalisedList {
  const games: Game[] = [];
  const rejected: RejectedItem[] = [];
  for (let i = 0; i < list.length; i++) mapOne(ctx, list[i], i, map as (item: Raw, index: number | string) => Draft | null, games, rejected);
  return { games: applyRules(games, ctx.params), rejected };
}

function mapOne(
  ctx: Ctx<CommonParams>,
  item: unknown,
  index: number | string,
  map: (item: Raw, index: number | string) => Draft | null,
  games: Game[],
  rejected: RejectedItem[],
): void {
  try {
    if (!isRecord(item)) throw new ItemError(`item should be an object, found ${describe(item)}`);
    const draft = map(item, index);
    if (draft) games.push(toGame(ctx, draft));
  } catch (error) {
    rejected.push({ index, reason: error instanceof Error ? error.message : String(error) });
  }
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

/** Entry rules shared by every plugin: excluded games, category id lists, tabs for all, pinned order. */
export function applyRules(games: Game[], p: CommonParams): Game[] {
  const excluded = new Set((p.excludedGames ?? []).map(String));
  const out = excluded.size ? games.filter((g) => !excluded.has(g.gameId)) : games;
  // gameId → the categories that list it, in configuration order (one lookup per game, not one per category)
  const member = new Map<string, string[]>();
  for (const [cat, ids] of Object.entries(p.categories ?? {})) {
    for (const id of new Set(ids.map(String))) {
      const cats = member.get(id);
      if (cats) cats.push(cat);
      else member.set(id, [cat]);
    }
  }
  const always = p.alwaysTabs ?? [];
  if (member.size || always.length) {
    // the tabs for all first, then the game's own, then its categories; each once, first occurrence kept
    for (const g of out) {
      const cats = member.get(g.gameId);
      const tabs = always.length ? uniqueTabs(always) : [];
      for (const t of g.tab) if (!tabs.includes(t)) tabs.push(t);
      if (cats) for (const c of cats) if (!tabs.includes(c)) tabs.push(c);
      g.tab = tabs;
    }
  }
  const pinned = (p.pinnedOrder ?? []).map(String);
  if (pinned.length === 0) return out;
  const rank = new Map(pinned.map((id, i) => [id, i]));
  const first = out.filter((g) => rank.has(g.gameId)).sort((a, b) => rank.get(a.gameId)! - rank.get(b.gameId)!);
  return [...first, ...out.filter((g) => !rank.has(g.gameId))];
}
