/** Test doubles for the catalogue engine and the casino stores (used by tests only). */
import type { ApiClient, ApiRequest, ApiResult, Clock, KeyValueStorage } from '../../src/ports/env';
import type { ProviderRegistry } from '../../src/catalogue/registry';
import type { CasinoConfig } from '../../src/catalogue/config';
import { defineProvider, type ProviderDefinition } from '../../src/catalogue/provider';
import { compositeGameId, type Game } from '../../src/catalogue/types';

export function makeGame(p: Partial<Game> & { gameId: string }): Game {
  const routeProvider = p.routeProvider ?? 'alpha';
  const gameName = p.gameName ?? `Game ${p.gameId}`;
  const provider = p.provider ?? routeProvider;
  return {
    id: p.id ?? compositeGameId(p.gameId, p.gameId, provider, gameName),
    imageUrl: `/img/${p.gameId}.jpg`,
    tab: [],
    casinoType: 'slots',
    ...p,
    gameName,
    provider,
    routeProvider,
  };
}

type Responder = (req: ApiRequest) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** An ApiClient answering from a route table "METHOD path" → responder; records every call. */
export function fakeApi(routes: Record<string, Responder>, session?: string): ApiClient & { calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  return {
    calls,
    async request<T>(req: ApiRequest) {
      calls.push(req);
      const r = routes[`${req.method} ${req.path}`];
      if (!r) return { ok: false, kind: 'rejected', code: 404, message: `no route ${req.method} ${req.path}` } as ApiResult<T>;
      return (await r(req)) as ApiResult<T>;
    },
    session: () => session,
  };
}

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });

/** A test plugin: lists `{items: [{id, name, mobile?, both?, type?, tabs?}]}` from `<id>/list`, launches via `<id>/launch`. */
export function testPlugin(id: string, opts: { noRequest?: boolean } = {}): ProviderDefinition<Record<string, unknown>> {
  return defineProvider<Record<string, unknown>>({
    id,
    description: 'test plugin',
    paramsSchema: {},
    list: {
      request: (ctx) => (opts.noRequest || ctx.params.noUrl ? null : { method: 'GET', path: `${ctx.routeProvider}/list` }),
      normalise(payload, ctx) {
        const items = (payload as { items?: unknown })?.items;
        if (!Array.isArray(items)) throw new Error(`${ctx.routeProvider}: payload has no items array`);
        const games = items.map((it: any) =>
          makeGame({
            gameId: String(it.id),
            gameName: it.name,
            routeProvider: ctx.routeProvider,
            casinoType: it.type ?? ctx.casinoType,
            tab: it.tabs ?? [],
            isMobile: it.mobile,
            haveTwoVersion: it.both,
          }),
        );
        return { games, rejected: [] };
      },
    },
    launch: {
      request: (ctx) => ({ method: 'GET', path: `${ctx.routeProvider}/launch`, query: { game: ctx.game.gameId, lang: ctx.launchLanguage } }),
      extractUrl(payload) {
        const url = (payload as { url?: unknown })?.url;
        if (typeof url !== 'string') throw new Error('no url');
        return url;
      },
    },
  });
}

export function fakeRegistry(defs: ProviderDefinition<any>[]): ProviderRegistry {
  const map = new Map(defs.map((d) => [d.id, d]));
  return { get: (id) => map.get(id), ids: () => [...map.keys()] };
}

/** A clock driven by the test: advance(ms) runs due timers in order. */
export function fakeClock(start = 1_000_000): Clock & { advance(ms: number): void; pending(): number } {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const add = (fn: () => void, ms: number, every?: number) => (timers.set(++seq, { at: now + ms, fn, every }), seq);
  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms),
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearTimeout: (h) => void timers.delete(h as number),
    clearInterval: (h) => void timers.delete(h as number),
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, t] = due;
        now = t.at;
        if (t.every) t.at += t.every;
        else timers.delete(id);
        t.fn();
      }
      now = end;
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    get: (k) => data[k] ?? null,
    set: (k, v) => {
      data[k] = v;
    },
    remove: (k) => void delete data[k],
  };
}

/** A minimal brand config for the casino stores: providers alpha (slots), beta (slots), gamma (live). */
/** Role numbers of the test platform (a brand states them in rules.json `roles`). */
export const TEST_ROLES = { player: 0, agent: 1, gameListRoles: [0, 1], agentAllowedPaths: ['/casino'] };

export function testConfig(overrides: Partial<CasinoConfig['catalogue']> = {}, providers?: CasinoConfig['providers']['providers']): CasinoConfig {
  return {
    brand: {
      api: { baseUrl: '', gamesBaseUrl: '/games-api', sessionCookie: 'session', partnerName: 'tp', projectName: 'tproj', requestTimeoutMs: 1000 },
      languages: [{ code: 'en-US', label: 'English', apiCode: 'en' }],
      defaultLanguage: 'en-US',
    },
    providers: {
      providers: providers ?? [
        { id: 'alpha', plugin: 'testp', name: 'Alpha', casinoType: 'slots', params: {} },
        { id: 'beta', plugin: 'testp', name: 'Beta', casinoType: 'slots', params: {} },
        { id: 'gamma', plugin: 'testp', name: 'Gamma', casinoType: 'live', params: {} },
      ],
    },
    catalogue: {
      casinoTypes: [
        { id: 'all', value: 0, labelId: 'all', path: '/casino' },
        { id: 'slots', value: 1, labelId: 'slots', path: '/casino/slots' },
        { id: 'live', value: 2, labelId: 'live', path: '/casino/live' },
      ],
      categories: [
        { id: 'popular', labelId: 'popular' },
        { id: 'cards', labelId: 'cards', aliases: ['cardgames'] },
      ],
      tabs: {},
      providerFilters: {},
      providerOrder: ['beta', 'alpha'],
      gameOrder: [],
      special: { hot: [], featured: [], bordered: [] },
      search: { debounceMs: 1000, historyMax: 3, preview: { desktop: { games: 14, providers: 10 }, mobile: { games: 8, providers: 3 } } },
      grid: { base: 31, step: 17, stepDelayMs: 300 },
      jackpots: { fakePollMs: 25000 },
      ...overrides,
    },
    rules: { errorCodes: {}, roles: TEST_ROLES },
  };
}
