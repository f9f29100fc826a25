import { describe, expect, it } from 'vitest';
import { brandTestConfig, signIn, testRoot } from '../../../tests/support/testEnv';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig, testPlugin } from '../../../tests/support/catalogueTestKit';
import type { ApiRequest, ApiResult } from '../env';
import { FIRST_SEEN_KEY } from './ProviderListsStore';
import { PROVIDER_MAINTENANCE } from './CasinoStore';

const DAY = 86_400_000;
const list = (ids: string[]) => ok({ items: ids.map((id) => ({ id, name: `Game ${id}` })) });

/** The test plugin with a demo launch (as belatra and pragmatic declare one). */
const demoPlugin = () => {
  const p = testPlugin('testp');
  return {
    ...p,
    launch: {
      ...p.launch,
      demoRequest: (ctx: { routeProvider: string; game: { gameId: string } }) => ({
        method: 'GET' as const,
        path: `${ctx.routeProvider}/launch`,
        query: { game: ctx.game.gameId, demo: true },
      }),
    },
  };
};

function setup(
  opts: {
    alpha?: string[];
    storage?: ReturnType<typeof memoryStorage>;
    clock?: ReturnType<typeof fakeClock>;
    routes?: Record<string, (r: ApiRequest) => ApiResult<unknown>>;
  } = {},
) {
  let alpha = opts.alpha ?? ['a1', 'a2'];
  const api = fakeApi({
    'GET alpha/list': () => list(alpha),
    'GET /api/user/blocklist': () => ok({ providers: [], casinoTypes: [] }), // a launch needs today's bans
    'GET beta/list': () => list(['b1']),
    'GET alpha/launch': (req) => ok({ url: `https://play.test/${req.query?.game}${req.query?.demo ? '?demo' : ''}` }),
    'GET beta/launch': (req) => ok({ url: `https://play.test/${req.query?.game}` }),
    ...opts.routes,
  });
  const base = testConfig(
    {
      newGames: { days: 7, category: 'new' },
      categories: [
        { id: 'popular', labelId: 'popular' },
        { id: 'new', labelId: 'new' },
      ],
    },
    [
      { id: 'alpha', plugin: 'testp', name: 'Alpha', casinoType: 'slots', params: {}, demo: true },
      { id: 'beta', plugin: 'testp', name: 'Beta', casinoType: 'slots', params: {} },
    ],
  );
  const storage = opts.storage ?? memoryStorage();
  const clock = opts.clock ?? fakeClock(100 * DAY);
  const root = testRoot(brandTestConfig(base), { api, providers: fakeRegistry([demoPlugin()]), clock, storage });
  return { root, casino: root.casino, api, storage, clock, setAlpha: (ids: string[]) => (alpha = ids) };
}

describe('New games', () => {
  it('the first list seen counts as known; a game added later is New and in the new-games category for the configured days', async () => {
    const storage = memoryStorage();
    const clock = fakeClock(100 * DAY);
    const first = setup({ storage, clock });
    await first.casino.loadProvider('alpha');
    expect(first.casino.queryGames({ selectedCategories: ['new'] })).toEqual([]);
    expect(JSON.parse(storage.data[`${FIRST_SEEN_KEY}.alpha`])).toEqual({ a1: 0, a2: 0 });

    // the provider adds a3; the next visit (same browser, same brand storage) sees it first
    const next = setup({ storage, clock, alpha: ['a1', 'a2', 'a3'] });
    await next.casino.loadProvider('alpha');
    const fresh = next.casino.queryGames({ selectedCategories: ['new'] });
    expect(fresh.map((g) => g.gameId)).toEqual(['a3']);
    expect(next.casino.isNew(fresh[0])).toBe(true);
    expect(next.casino.isNew(next.casino.findGame('alpha', 'a1')!)).toBe(false);

    clock.advance(7 * DAY);
    const later = setup({ storage, clock, alpha: ['a1', 'a2', 'a3'] });
    await later.casino.loadProvider('alpha');
    expect(later.casino.queryGames({ selectedCategories: ['new'] })).toEqual([]);
  });
});

describe('Demo play', () => {
  it('a guest launches a demo of a provider the brand offers it for; not recorded as recently played, no partner session sent', async () => {
    const { casino, api } = setup();
    await casino.loadAll();
    const game = casino.findGame('alpha', 'a1')!;
    expect(casino.offersDemo('alpha')).toBe(true);
    const res = await casino.launchDemo(game);
    expect(res).toEqual({ ok: true, url: 'https://play.test/a1?demo' });
    expect(casino.demo).toBe(true);
    expect(api.calls.find((c) => c.path === 'alpha/launch')?.partnerHeaders).toBe(false);
    expect(api.calls.some((c) => c.path === '/api/user/recently_played_games/add')).toBe(false);
  });

  it('is refused for a provider the brand does not offer it for', async () => {
    const { casino } = setup();
    await casino.loadAll();
    expect(casino.offersDemo('beta')).toBe(false);
    const res = await casino.launchDemo(casino.findGame('beta', 'b1')!);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.reason).toBe('noDemo');
  });
});

describe('Provider in maintenance', () => {
  it('refuses launches (real and demo) of its games with the maintenance reason; the other providers play', async () => {
    const { root, casino } = setup();
    signIn(root);
    await casino.loadAll();
    root.maintenance.setNotices([{ area: 'provider', provider: 'alpha' }], 0);
    expect(casino.inMaintenance('alpha')).toBe(true);
    const res = await casino.launchGame(casino.findGame('alpha', 'a1')!);
    expect(!res.ok && res.message).toBe(PROVIDER_MAINTENANCE);
    const demo = await casino.launchDemo(casino.findGame('alpha', 'a1')!);
    expect(!demo.ok && demo.message).toBe(PROVIDER_MAINTENANCE);
    expect((await casino.launchGame(casino.findGame('beta', 'b1')!)).ok).toBe(true);
  });
});
