import { API_PATHS } from '../api/paths';
import { str, strings } from '../api/read';
import { resolveUrl } from '../api/client';
import type { ApiClient, ApiRequest, ApiResult, Failure, ProblemKind, RefusalReason } from '../ports/env';
import type { ProviderRegistry } from './registry';
import type { CasinoConfig, ProviderEntryConfig } from './config';
import type { LaunchContext, ProviderContext, ProviderDefinition, ProviderRequest, RejectedItem } from './provider';
import { canListGames, canRequestSession, keepsPlatformVariant, NOT_ALLOWED_TO_BET, NOT_FOUND_CODE, type RoleRules } from './rules';
import type { Game, Platform } from './types';

/** Everything the list and launch calls need, supplied by the store from its env and root. */
export interface CatalogueDeps {
  api: ApiClient;
  registry: ProviderRegistry;
  config: Pick<CasinoConfig, 'brand' | 'providers'>;
  /** Site language code (e.g. "en-US"). */
  language: string;
  platform: Platform;
  siteOrigin: string;
  /** The platform's role numbers (rules.json `roles`). */
  roles: RoleRules;
  log?: (message: string, detail?: unknown) => void;
  /** Ends the current task between a list's answer and its normalisation (see StoreEnv.nextTask); absent: no break. */
  nextTask?: () => Promise<void>;
}

/** A refused or failed call (the one failure type, src/ports/env.ts). */
export type Refusal = Failure;

/**
 * A loaded list. `discarded`: the answer had items but the plugin's mapping rejected every one (a mapping
 * that does not fit the provider's answer): the count, so the page says that instead of "no games".
 */
export type ListResult = { ok: true; games: readonly Game[]; rejected: readonly RejectedItem[]; discarded?: number } | (Refusal & { games: readonly Game[] });
export type LaunchResult = { ok: true; url: string } | Refusal;

const EMPTY: readonly Game[] = Object.freeze([]);

/** Thrown for a route key that has no (enabled) entry in providers.json. */
export class UnknownProviderError extends Error {
  constructor(public readonly routeProvider: string) {
    super(`provider "${routeProvider}" not found in configuration (providers.json has no enabled entry with this id)`);
    this.name = 'UnknownProviderError';
  }
}

export function findProvider(config: Pick<CasinoConfig, 'providers'>, routeProvider: string): ProviderEntryConfig {
  const entry = config.providers.providers.find((p) => p.id === routeProvider && p.enabled !== false);
  if (!entry) throw new UnknownProviderError(routeProvider);
  return entry;
}

function refusal(kind: ProblemKind, code: number, message: string, reason?: RefusalReason): Refusal {
  return reason ? { ok: false, kind, code, message, reason } : { ok: false, kind, code, message };
}

export function providerContext(deps: CatalogueDeps, entry: ProviderEntryConfig): ProviderContext<any> {
  const { api } = deps.config.brand;
  const lang = deps.config.brand.languages.find((l) => l.code === deps.language);
  return {
    routeProvider: entry.id,
    casinoType: entry.casinoType,
    params: entry.params ?? {},
    partnerName: api.partnerName,
    projectName: api.projectName,
    language: deps.language,
    launchLanguage: lang?.apiCode ?? deps.language.slice(0, 2).toLowerCase(),
    platform: deps.platform,
    siteOrigin: deps.siteOrigin,
  };
}

/** Turns a plugin's request into an ApiRequest, honouring a provider entry's own base URL. */
function toApiRequest(deps: CatalogueDeps, entry: ProviderEntryConfig, req: ProviderRequest): ApiRequest {
  const base = req.base ?? 'games';
  let path = base === 'api' ? `/${req.path.replace(/^\/+/, '')}` : req.path;
  if (base === 'games' && entry.baseUrl) {
    const absoluteBase = /^https?:\/\//i.test(entry.baseUrl) ? entry.baseUrl : resolveUrl(deps.siteOrigin, entry.baseUrl);
    path = resolveUrl(absoluteBase, req.path);
  }
  return {
    method: req.method,
    path,
    base,
    query: req.query,
    body: req.body,
    headers: req.headers,
    partnerHeaders: req.partnerHeaders !== false,
    style: req.envelope === 'none' ? 'line' : 'main',
    ...(req.credentials ? { credentials: req.credentials } : {}),
  };
}

/** A list is read page by page at most this many times, so an API that always says "more" cannot loop forever. */
export const MAX_LIST_PAGES = 100;

/** One console line for an answer the engine could not use: the entry, the call and why. */
function discarded(deps: CatalogueDeps, entry: ProviderEntryConfig, call: 'list' | 'launch', res: Refusal | Extract<ApiResult<unknown>, { ok: false }>): void {
  const hint =
    res.kind === 'bad-data' && /platform envelope/.test(res.message)
      ? ` — plugin "${entry.plugin}" read it as the platform envelope {status, data}; a provider with its own answer shape needs that set in the entry's params`
      : '';
  deps.log?.(`${entry.id}: ${call} answer discarded (${res.kind}${res.code ? ` ${res.code}` : ''}): ${res.message || 'no message'}${hint}`);
}

/**
 * GET calls in flight, per client: two route providers served by one endpoint (a provider's slots and its
 * live games, split by the plugin) share one request and one download instead of each making its own.
 */
const sharedGets = new WeakMap<ApiClient, Map<string, Promise<ApiResult<unknown>>>>();

function requestShared(api: ApiClient, req: ApiRequest): Promise<ApiResult<unknown>> {
  if (req.method !== 'GET') return api.request(req);
  const running = sharedGets.get(api) ?? new Map<string, Promise<ApiResult<unknown>>>();
  sharedGets.set(api, running);
  const key = JSON.stringify(req);
  const known = running.get(key);
  if (known) return known;
  const p = api.request(req).finally(() => running.delete(key));
  running.set(key, p);
  return p;
}

/** Every page of a paged list (one request when the plugin does not page), or the failure that stopped it. */
async function fetchPages(
  deps: CatalogueDeps,
  entry: ProviderEntryConfig,
  plugin: ProviderDefinition<any>,
  ctx: ProviderContext<any>,
  first: ProviderRequest,
): Promise<{ ok: true; payload: unknown } | Extract<ApiResult<unknown>, { ok: false }>> {
  const payloads: unknown[] = [];
  let request: ProviderRequest | null = first;
  for (let page = 1; request; page++) {
    const res: ApiResult<unknown> = await requestShared(deps.api, toApiRequest(deps, entry, request));
    if (!res.ok) return res;
    payloads.push(res.data);
    if (!plugin.list.nextPage) return { ok: true, payload: res.data };
    request = plugin.list.nextPage(res.data, ctx, page, request);
    if (request && page >= MAX_LIST_PAGES) {
      deps.log?.(`${entry.id}: list still had more pages after ${MAX_LIST_PAGES}; the rest is not loaded`);
      break;
    }
  }
  return { ok: true, payload: plugin.list.mergePages ? plugin.list.mergePages(payloads, ctx) : payloads[payloads.length - 1] };
}

function pluginFor(deps: CatalogueDeps, entry: ProviderEntryConfig): ProviderDefinition<any> | Refusal {
  const plugin = deps.registry.get(entry.plugin);
  return plugin ?? refusal('bad-data', NOT_FOUND_CODE, `provider "${entry.id}" names plugin "${entry.plugin}", which is not in plugins/`);
}

/** Freezes a game and its tab list so a list can be shared by every view without copies. */
export function freezeGame(game: Game): Game {
  if (!Object.isFrozen(game.tab)) Object.freeze(game.tab);
  return Object.isFrozen(game) ? game : Object.freeze(game);
}

/**
 * Loads one provider's games (spec casino §4–§5): role check, bundled default list when the
 * plugin makes no request, the call, normalisation, the platform-variant rule. Throws
 * UnknownProviderError for an unknown route key; every other failure is a result.
 */
export async function loadGameList(deps: CatalogueDeps, input: { routeProvider: string; role: number | undefined }): Promise<ListResult> {
  const entry = findProvider(deps.config, input.routeProvider);
  if (!canListGames(input.role, deps.roles)) return { ...refusal('rejected', NOT_FOUND_CODE, `role ${input.role} may not load game lists`), games: EMPTY };
  const plugin = pluginFor(deps, entry);
  if ('ok' in plugin) return { ...plugin, games: EMPTY };
  const ctx = providerContext(deps, entry);
  const request = plugin.list.request(ctx);
  let payload: unknown;
  if (request) {
    const res = await fetchPages(deps, entry, plugin, ctx, request);
    if (!res.ok) {
      discarded(deps, entry, 'list', res);
      return { ...res, games: EMPTY };
    }
    payload = res.payload;
    // The answer's download and parse was one task; normalising thousands of items is the next one.
    await deps.nextTask?.();
  } else {
    payload = plugin.list.defaultList?.(ctx) ?? ctx.params.defaultList;
    if (payload === undefined || payload === null) {
      return { ...refusal('rejected', NOT_FOUND_CODE, `provider "${entry.id}" has no list URL and no default list`), games: EMPTY };
    }
  }
  try {
    const { games, rejected } = plugin.list.normalise(payload, ctx);
    for (const r of rejected) deps.log?.(`${entry.id}: list item ${r.index} discarded: ${r.reason}`);
    const kept: Game[] = [];
    for (const g of games) if (keepsPlatformVariant(g, deps.platform)) kept.push(freezeGame(g));
    // Games hidden by the platform rule are the brand's choice; items the mapping could not read are not.
    if (games.length === 0 && rejected.length > 0) return { ok: true, games: Object.freeze(kept), rejected, discarded: rejected.length };
    return { ok: true, games: Object.freeze(kept), rejected };
  } catch (error) {
    deps.log?.(`${entry.id}: list answer discarded: ${(error as Error).message}`);
    return { ...refusal('bad-data', 0, (error as Error).message), games: EMPTY };
  }
}

/** Gets the session URL for a game (spec: refused with 'not allowed to place bets', code 404, unless allowed). */
export async function requestSessionUrl(
  deps: CatalogueDeps,
  input: { game: Game; role: number | undefined; isAuth: boolean; userId?: number },
): Promise<LaunchResult> {
  if (!canRequestSession(input.role, input.isAuth, deps.roles)) return refusal('rejected', NOT_FOUND_CODE, NOT_ALLOWED_TO_BET, 'notAllowed');
  const entry = findProvider(deps.config, input.game.routeProvider);
  const plugin = pluginFor(deps, entry);
  if ('ok' in plugin) return plugin;
  const ctx: LaunchContext<any> = { ...providerContext(deps, entry), game: input.game, userId: input.userId, session: deps.api.session() };
  const res = await deps.api.request(toApiRequest(deps, entry, plugin.launch.request(ctx)));
  return launchUrl(deps, entry, plugin, ctx, res, 'launch');
}

/** A launch answer → the game URL the plugin reads from it; a failed or unreadable answer is logged and refused. */
function launchUrl(
  deps: CatalogueDeps,
  entry: ProviderEntryConfig,
  plugin: ProviderDefinition<any>,
  ctx: LaunchContext<any>,
  res: ApiResult<unknown>,
  what: 'launch' | 'demo launch',
): LaunchResult {
  if (!res.ok) {
    discarded(deps, entry, 'launch', res);
    return res;
  }
  try {
    return { ok: true, url: plugin.launch.extractUrl(res.data, ctx) };
  } catch (error) {
    deps.log?.(`${entry.id}: ${what} answer discarded: ${(error as Error).message}`);
    return refusal('bad-data', 0, (error as Error).message);
  }
}

/** The refusal of a demo launch for a provider that offers none. */
export const NO_DEMO = 'offers no demo play';

/** Whether a provider entry offers demo play: the brand turned it on and the entry's plugin declares a demo launch. */
export function offersDemo(registry: ProviderRegistry, entry: Pick<ProviderEntryConfig, 'plugin' | 'enabled'> & { demo?: boolean }): boolean {
  return entry.demo === true && entry.enabled !== false && typeof registry.get(entry.plugin)?.launch.demoRequest === 'function';
}

/**
 * Gets a demo session URL (play for fun): no role or session check, and no session token is sent to
 * the provider. Refused (code 404) when the entry does not offer demo play.
 */
export async function requestDemoUrl(deps: CatalogueDeps, game: Game): Promise<LaunchResult> {
  const entry = findProvider(deps.config, game.routeProvider);
  const plugin = pluginFor(deps, entry);
  if ('ok' in plugin) return plugin;
  if (!offersDemo(deps.registry, entry) || !plugin.launch.demoRequest)
    return refusal('rejected', NOT_FOUND_CODE, `provider "${entry.id}" ${NO_DEMO}`, 'noDemo');
  const ctx: LaunchContext<any> = { ...providerContext(deps, entry), game };
  const res = await deps.api.request({ ...toApiRequest(deps, entry, plugin.launch.demoRequest(ctx)), partnerHeaders: false });
  return launchUrl(deps, entry, plugin, ctx, res, 'demo launch');
}

/** Reads a `{<key>: {"<composite id>": Game}}` payload (favourites, recently played) into a frozen list. */
export function readGameMap(data: unknown, key: string, log?: CatalogueDeps['log']): readonly Game[] {
  const map = (data as Record<string, unknown> | null)?.[key];
  if (!map || typeof map !== 'object') {
    log?.(`${key}: response has no "${key}" map`, data);
    return EMPTY;
  }
  const games: Game[] = [];
  for (const [id, value] of Object.entries(map as Record<string, unknown>)) {
    const g = value as Partial<Game> | null;
    if (!g || typeof g.gameId !== 'string' || typeof g.gameName !== 'string' || typeof g.routeProvider !== 'string') {
      log?.(`${key}: entry "${id}" is not a game`, value);
      continue;
    }
    // A tab that is not a list (a number, a bare string) would throw or split into letters: only its strings count.
    games.push(freezeGame({ ...(g as Game), id: str(g.id) ?? id, tab: strings(g.tab) ?? [] }));
  }
  return Object.freeze(games);
}

export const PSEUDO_LISTS = Object.freeze({
  favorites: { path: API_PATHS.favoritesList, key: 'favorite_slots' },
  recentlyPlayed: { path: API_PATHS.recentlyPlayedList, key: 'recent_games' },
});

/** Loads the favourites or recently played list of the signed-in player. */
export async function loadPseudoList(deps: Pick<CatalogueDeps, 'api' | 'log'>, which: keyof typeof PSEUDO_LISTS): Promise<ListResult> {
  const { path, key } = PSEUDO_LISTS[which];
  const res = await deps.api.request<unknown>({ method: 'GET', path, partnerHeaders: true });
  if (!res.ok) return { ...res, games: EMPTY };
  return { ok: true, games: readGameMap(res.data, key, deps.log), rejected: [] };
}
