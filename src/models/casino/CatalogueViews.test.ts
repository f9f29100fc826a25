import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ban, brandTestConfig, signIn, testRoot } from '../../../tests/support/testEnv';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig, testPlugin } from '../../../tests/support/catalogueTestKit';
import type { CasinoTypeEntry } from '../../config/types';
import type { Game } from '../../catalogue/types';

const list = (prefix: string, n: number) => ok({ items: Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix} ${i + 1}` })) });

function setup(patch: (c: ReturnType<typeof testConfig>) => void = () => {}) {
  const config = testConfig();
  patch(config);
  const api = fakeApi({
    'GET alpha/list': () => list('a', 2),
    'GET beta/list': () => list('b', 2),
    'GET gamma/list': () => ({ ok: false, kind: 'server', code: 500, message: '' }),
    'GET /api/favorite_slots/get_list': () => ok({ favorite_slots: {} }),
    'GET /api/user/recently_played_games/list': () => ok({ recent_games: {} }),
  });
  const root = testRoot(brandTestConfig(config), { api, providers: fakeRegistry([testPlugin('testp')]), clock: fakeClock(), storage: memoryStorage() });
  return { root, casino: root.casino };
}

const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id);

describe('catalogue views', () => {
  it("lists visible providers in the brand order, without banned ones; by type, with the type's provider filter", () => {
    const { root, casino } = setup((c) => {
      c.catalogue.providerFilters = { live: ['alpha'] };
    });
    expect(ids(casino.visibleProviders)).toEqual(['beta', 'alpha', 'gamma']);
    expect(ids(casino.providersForType('live'))).toEqual(['alpha', 'gamma']);
    ban(root, ['beta'], ['live']);
    expect(ids(casino.visibleProviders)).toEqual(['alpha']);
    expect(ids(casino.providersForType('slots'))).toEqual(['alpha']);
    expect(ids(casino.visibleCasinoTypes)).toEqual(['all', 'slots']);
  });

  it('names a provider by its providers.json display name for its key in any case, an unknown key as it is', () => {
    const { casino } = setup((c) => {
      c.providers.providers[0].name = 'Alpha Gaming';
    });
    const key = casino.config.providers.providers[0].id;
    expect(casino.providerName(key)).toBe('Alpha Gaming');
    expect(casino.providerName(key.toUpperCase())).toBe('Alpha Gaming');
    expect(casino.providerName('nosuch')).toBe('nosuch');
    expect(casino.providerName(undefined)).toBe('');
  });

  it('says when every list of a set has answered (a list, a failure or a ban), not while one is yet to ask or loading', async () => {
    const { root, casino } = setup();
    expect(casino.listsAnswered(['alpha', 'gamma'])).toBe(false); // not asked yet
    const loading = casino.loadProvider('alpha');
    expect(casino.listsAnswered(['alpha'])).toBe(false); // asked, no answer yet
    await loading;
    expect(casino.listsAnswered(['alpha'])).toBe(true);
    await casino.loadProvider('gamma');
    expect(casino.listsAnswered(['alpha', 'gamma'])).toBe(true); // a failure is an answer
    expect(casino.listsAnswered(['alpha', 'beta'])).toBe(false);
    ban(root, ['beta'], []);
    expect(casino.listsAnswered(['alpha', 'beta'])).toBe(true); // banned today: no list to wait for
  });

  it('tells loading and failed providers apart by name', async () => {
    const { casino } = setup();
    await casino.loadAll();
    expect(casino.providerStatus(['alpha', 'gamma'])).toEqual({ loadingCount: 0, failures: [{ provider: 'gamma', name: 'Gamma' }] });
  });

  it('names a provider whose mapping discarded every list item, with the count, until a load reads some', async () => {
    const plugin = testPlugin('testp');
    let discard = true;
    const normalise = plugin.list.normalise;
    plugin.list.normalise = (payload, ctx) =>
      discard
        ? {
            games: [],
            rejected: [
              { index: 0, reason: 'no name' },
              { index: 1, reason: 'no name' },
            ],
          }
        : normalise(payload, ctx);
    const api = fakeApi({ 'GET alpha/list': () => list('a', 2), 'GET gamma/list': () => ({ ok: false, kind: 'server', code: 500, message: '' }) });
    const root = testRoot(brandTestConfig(testConfig()), { api, providers: fakeRegistry([plugin]), clock: fakeClock(), storage: memoryStorage() });
    await Promise.all([root.casino.loadProvider('alpha'), root.casino.loadProvider('gamma')]);
    expect(root.casino.providerStatus(['alpha', 'gamma']).failures).toEqual([
      { provider: 'alpha', name: 'Alpha', discarded: 2 },
      { provider: 'gamma', name: 'Gamma' },
    ]);
    // It is no load failure: no retry notice of the lobby, no "provider down" at launch.
    expect(root.casino.providerError('alpha')).toBeUndefined();
    discard = false;
    await root.casino.retryProvider('alpha');
    expect(root.casino.providerStatus(['alpha']).failures).toEqual([]);
  });

  it('filters a type by type, "every type" by the choices only, and a cross-provider grouping by its tabs and provider filter', () => {
    const { casino } = setup((c) => {
      c.catalogue.tabs = { crash: ['all', 'crashy'] } as never;
      c.catalogue.providerFilters = { crash: ['beta'] };
    });
    const type = (id: string) => ({ id, value: 9, labelId: id, path: `/casino/${id}` }) as CasinoTypeEntry;
    expect(casino.typeFilters(type('slots'), false, ['popular'], [])).toEqual({
      casinoType: 'slots',
      selectedCategories: ['popular'],
      selectedRouteProviders: [],
    });
    expect(casino.typeFilters(type('all'), true, [], ['beta'])).toEqual({ selectedCategories: [], selectedRouteProviders: ['beta'] });
    expect(casino.typeFilters(type('crash'), false, [], [])).toEqual({ selectedCategories: ['crashy'], selectedRouteProviders: ['beta'] });
    expect(casino.typeFilters(type('crash'), false, ['x'], ['alpha'])).toEqual({ selectedCategories: ['x'], selectedRouteProviders: ['alpha'] });
  });

  it("finds a game by route provider and gameId in the provider lists, then in the player's lists", async () => {
    const { casino } = setup();
    await casino.loadProvider('alpha');
    expect(casino.findGame('alpha', 'a2')?.gameName).toBe('a 2');
    expect(casino.findGame('beta', 'a2')).toBeUndefined();
    const fav = { ...casino.findGame('alpha', 'a1')!, routeProvider: 'beta', gameId: 'f1', id: 'beta:f1' } as Game;
    casino.setFavorites([fav]);
    expect(casino.findGame('beta', 'f1')).toBe(fav);
  });

  it('memoises a query per filters value while observed, and recomputes when a list changes', async () => {
    const { casino } = setup();
    await casino.loadProvider('alpha');
    const seen: (readonly Game[])[] = [];
    const stop = autorun(() => {
      seen.push(casino.queryGames({ selectedRouteProviders: ['alpha', 'beta'] }));
      seen.push(casino.queryGames({ selectedRouteProviders: ['alpha', 'beta'] }));
    });
    expect(seen[0]).toBe(seen[1]);
    await casino.loadProvider('beta');
    stop();
    expect(seen.at(-1)!.map((g) => g.gameId)).toEqual(['b1', 'b2', 'a1', 'a2']);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});

describe('launch redirect', () => {
  it('leaves the site through the environment, not the global location', async () => {
    const config = testConfig();
    const opened: string[] = [];
    const api = fakeApi({
      'GET alpha/list': () => list('a', 1),
      'GET alpha/launch': (req) => ok({ url: `https://play.test/${req.query?.game}` }),
      'GET /api/user/blocklist': () => ok({ providers: [], casinoTypes: [] }), // a launch needs today's bans
      'POST /api/user/recently_played_games/add': () => ok({}),
    });
    const root = testRoot(brandTestConfig(config), {
      api,
      providers: fakeRegistry([testPlugin('testp')]),
      clock: fakeClock(),
      storage: memoryStorage(),
      openUrl: (url: string) => opened.push(url),
    });
    signIn(root);
    await root.casino.loadProvider('alpha');
    const res = await root.casino.launchGame(root.casino.gamesByProviders.alpha[0], { redirect: true });
    expect(res).toMatchObject({ ok: true });
    expect(opened).toEqual(['https://play.test/a1']);
  });
});
