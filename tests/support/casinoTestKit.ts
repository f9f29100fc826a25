import type { ApiRequest, ApiResult, StoreEnv } from '../../src/models/env';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig, testPlugin } from './catalogueTestKit';
import type { Game } from '../../src/catalogue/types';
import { brandTestConfig, testRoot } from './testEnv';

/** Shared by the casino store's test files: a provider list answer, a hand-released promise, a root over a fake API. */
export const list = (prefix: string, n: number, extra: Record<string, unknown> = {}) =>
  ok({ items: Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix.toUpperCase()} game ${i + 1}`, ...extra })) });

export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function setup(
  routes: Record<string, (req: ApiRequest) => ApiResult<unknown> | Promise<ApiResult<unknown>>> = {},
  storage = memoryStorage(),
  env: Partial<StoreEnv> = {},
) {
  const api = fakeApi({
    'GET alpha/list': () => list('a', 2),
    'GET /api/user/blocklist': () => ok({ providers: [], casinoTypes: [] }), // a launch needs today's bans
    'GET beta/list': () => list('b', 2),
    'GET gamma/list': () => list('c', 1),
    'GET /api/favorite_slots/get_list': () => ok({ favorite_slots: {} }),
    'GET /api/user/recently_played_games/list': () => ok({ recent_games: {} }),
    'POST /api/favorite_slots/add': () => ok({ favorite_slots: {} }),
    'POST /api/favorite_slots/remove': () => ok({ favorite_slots: {} }),
    'POST /api/user/recently_played_games/add': () => ok({ recent_games: {} }),
    'GET alpha/launch': (req) => ok({ url: `https://play.test/${req.query?.game}` }),
    ...routes,
  });
  const clock = fakeClock();
  const root = testRoot(brandTestConfig(testConfig()), { api, providers: fakeRegistry([testPlugin('testp')]), clock, storage, ...env });
  return { root, casino: root.casino, api, clock, storage, toasts: root.notify.notifications };
}

export const gameIds = (games: readonly Game[]) => games.map((g) => g.gameId);
export const callsTo = (api: ReturnType<typeof fakeApi>, path: string) => api.calls.filter((c) => c.path === path).length;
