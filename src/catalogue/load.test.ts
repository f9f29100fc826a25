import { describe, expect, it } from 'vitest';
import { loadGameList, loadPseudoList, readGameMap, requestSessionUrl, type CatalogueDeps } from './load';
import { shouldFetchPseudoList } from './rules';
import { defineProvider } from './provider';
import { fakeApi, fakeRegistry, makeGame, ok, testConfig, testPlugin, TEST_ROLES } from '../../tests/support/catalogueTestKit';
import type { ApiClient } from '../ports/env';

const items = {
  items: [
    { id: 'd1', name: 'Desk only', mobile: false },
    { id: 'm1', name: 'Mobile only', mobile: true },
    { id: 'b1', name: 'Both', mobile: true, both: true },
    { id: 'n1', name: 'No info' },
  ],
};

function deps(api: ApiClient, extra: Partial<CatalogueDeps> = {}, providers?: Parameters<typeof testConfig>[1]): CatalogueDeps {
  return {
    api,
    registry: fakeRegistry([testPlugin('testp')]),
    config: testConfig({}, providers),
    language: 'en-US',
    platform: 'desktop',
    siteOrigin: 'http://site.test',
    roles: TEST_ROLES,
    ...extra,
  };
}

describe('loadGameList', () => {
  it('loads and normalises a provider list; games and the list are frozen', async () => {
    const api = fakeApi({ 'GET alpha/list': () => ok(items) });
    const r = await loadGameList(deps(api), { routeProvider: 'alpha', role: 0 });
    expect(r.ok).toBe(true);
    expect(Object.isFrozen(r.games) && Object.isFrozen(r.games[0]) && Object.isFrozen(r.games[0].tab)).toBe(true);
    expect(api.calls[0]).toMatchObject({ base: 'games', partnerHeaders: true });
  });

  it('an unknown provider raises "not found in configuration"', async () => {
    await expect(loadGameList(deps(fakeApi({})), { routeProvider: 'nope', role: 0 })).rejects.toThrow(/not found in configuration/);
  });

  it('a disabled provider is unknown too', async () => {
    const d = deps(fakeApi({}), {}, [{ id: 'alpha', plugin: 'testp', name: 'A', casinoType: 'slots', enabled: false }]);
    await expect(loadGameList(d, { routeProvider: 'alpha', role: 0 })).rejects.toThrow(/not found in configuration/);
  });

  it('roles other than 0 and 1 get an empty list with code 404 and no call', async () => {
    const api = fakeApi({ 'GET alpha/list': () => ok(items) });
    const r = await loadGameList(deps(api), { routeProvider: 'alpha', role: 2 });
    expect(r).toMatchObject({ ok: false, code: 404, games: [] });
    expect(api.calls).toHaveLength(0);
    expect((await loadGameList(deps(api), { routeProvider: 'alpha', role: 1 })).ok).toBe(true);
  });

  it("the roles that may list games are the brand config's, not fixed numbers", async () => {
    const api = fakeApi({ 'GET alpha/list': () => ok(items) });
    const roles = { ...TEST_ROLES, gameListRoles: [0, 7] };
    expect((await loadGameList(deps(api, { roles }), { routeProvider: 'alpha', role: 7 })).ok).toBe(true);
    expect(await loadGameList(deps(api, { roles }), { routeProvider: 'alpha', role: 1 })).toMatchObject({ ok: false, code: 404 });
  });

  it('uses the default list from params when the plugin makes no request', async () => {
    const api = fakeApi({});
    const d = deps(api, {}, [
      { id: 'alpha', plugin: 'testp', name: 'A', casinoType: 'slots', params: { noUrl: true, defaultList: { items: [{ id: 'x1', name: 'X' }] } } },
    ]);
    const r = await loadGameList(d, { routeProvider: 'alpha', role: 0 });
    expect(r.ok && r.games.map((g) => g.gameId)).toEqual(['x1']);
    expect(api.calls).toHaveLength(0);
  });

  it("uses the plugin's own defaultList() when it has one", async () => {
    const base = testPlugin('testp', { noRequest: true });
    const plugin = defineProvider({ ...base, list: { ...base.list, defaultList: () => ({ items: [{ id: 'p1', name: 'P' }] }) } });
    const r = await loadGameList(deps(fakeApi({}), { registry: fakeRegistry([plugin]) }), { routeProvider: 'alpha', role: 0 });
    expect(r.ok && r.games.map((g) => g.gameId)).toEqual(['p1']);
  });

  it('a provider without URL and without default list gives an empty list with code 404', async () => {
    const r = await loadGameList(deps(fakeApi({}), { registry: fakeRegistry([testPlugin('testp', { noRequest: true })]) }), {
      routeProvider: 'alpha',
      role: 0,
    });
    expect(r).toMatchObject({ ok: false, code: 404, games: [] });
  });

  it('a failed call is a result carrying the problem, not a throw', async () => {
    const api = fakeApi({ 'GET alpha/list': () => ({ ok: false, kind: 'timeout', code: 0, message: 'timeout' }) });
    expect(await loadGameList(deps(api), { routeProvider: 'alpha', role: 0 })).toMatchObject({ ok: false, kind: 'timeout', games: [] });
  });

  it('a malformed payload is bad-data and is logged', async () => {
    const logged: string[] = [];
    const api = fakeApi({ 'GET alpha/list': () => ok({ nope: 1 }) });
    const r = await loadGameList(deps(api, { log: (m) => logged.push(m) }), { routeProvider: 'alpha', role: 0 });
    expect(r).toMatchObject({ ok: false, kind: 'bad-data', games: [] });
    expect(logged[0]).toMatch(/alpha/);
  });

  it('keeps only the variant matching the platform when a game lacks the other variant', async () => {
    const api = fakeApi({ 'GET alpha/list': () => ok(items) });
    const desk = await loadGameList(deps(api), { routeProvider: 'alpha', role: 0 });
    expect(desk.games.map((g) => g.gameId)).toEqual(['d1', 'b1', 'n1']);
    const mob = await loadGameList(deps(api, { platform: 'mobile' }), { routeProvider: 'alpha', role: 0 });
    expect(mob.games.map((g) => g.gameId)).toEqual(['m1', 'b1', 'n1']);
  });

  it("a provider entry's baseUrl overrides the games base", async () => {
    const api = fakeApi({ 'GET http://site.test/other/alpha/list': () => ok(items) });
    const d = deps(api, {}, [{ id: 'alpha', plugin: 'testp', name: 'A', casinoType: 'slots', baseUrl: '/other' }]);
    expect((await loadGameList(d, { routeProvider: 'alpha', role: 0 })).ok).toBe(true);
  });
});

describe('route providers on one endpoint', () => {
  // one plugin whose list call is the same for every route provider (a provider's slots and live games
  // from one list, split by type)
  const shared = () => {
    const base = testPlugin('shared');
    return defineProvider({ ...base, list: { ...base.list, request: () => ({ method: 'GET', path: 'common/list' }) } });
  };
  const providers = [
    { id: 'alpha', plugin: 'shared', name: 'A', casinoType: 'slots' },
    { id: 'beta', plugin: 'shared', name: 'B', casinoType: 'live' },
  ];

  it('share one request while it is in flight, and each gets its own games', async () => {
    const api = fakeApi({ 'GET common/list': () => ok(items) });
    const d = deps(api, { registry: fakeRegistry([shared()]) }, providers);
    const [a, b] = await Promise.all([loadGameList(d, { routeProvider: 'alpha', role: 0 }), loadGameList(d, { routeProvider: 'beta', role: 0 })]);
    expect(api.calls).toHaveLength(1);
    expect(a.ok && a.games.map((g) => g.routeProvider)).toEqual(['alpha', 'alpha', 'alpha']);
    expect(b.ok && b.games.map((g) => g.routeProvider)).toEqual(['beta', 'beta', 'beta']);
  });

  it('ask again once the first answer is in (a retry or a reload is a new request)', async () => {
    const api = fakeApi({ 'GET common/list': () => ok(items) });
    const d = deps(api, { registry: fakeRegistry([shared()]) }, providers);
    await loadGameList(d, { routeProvider: 'alpha', role: 0 });
    await loadGameList(d, { routeProvider: 'beta', role: 0 });
    expect(api.calls).toHaveLength(2);
  });
});

describe('requestSessionUrl', () => {
  const game = makeGame({ gameId: 'g1', routeProvider: 'alpha' });
  const api = () => fakeApi({ 'GET alpha/launch': (req) => ok({ url: `https://play/${req.query?.game}?lang=${req.query?.lang}` }) }, 'sess');

  it('an authenticated role-0 player gets the URL, with the launch language from the brand table', async () => {
    expect(await requestSessionUrl(deps(api()), { game, role: 0, isAuth: true })).toEqual({ ok: true, url: 'https://play/g1?lang=en' });
  });

  it("is refused with 'not allowed to place bets' (404) for role 0 unauthenticated and for role 1", async () => {
    for (const [role, isAuth] of [
      [0, false],
      [1, true],
    ] as const) {
      expect(await requestSessionUrl(deps(api()), { game, role, isAuth })).toEqual({
        ok: false,
        kind: 'rejected',
        code: 404,
        message: 'not allowed to place bets',
        reason: 'notAllowed',
      });
    }
  });

  it('is allowed when the role is undefined', async () => {
    expect((await requestSessionUrl(deps(api()), { game, role: undefined, isAuth: false })).ok).toBe(true);
  });

  it('a launch payload without a URL is bad-data', async () => {
    const bad = fakeApi({ 'GET alpha/launch': () => ok({}) });
    expect(await requestSessionUrl(deps(bad), { game, role: 0, isAuth: true })).toMatchObject({ ok: false, kind: 'bad-data' });
  });
});

describe('pseudo lists', () => {
  it('reads the favourites map, skipping entries that are not games', async () => {
    const g = makeGame({ gameId: 'f1' });
    const api = fakeApi({ 'GET /api/favorite_slots/get_list': () => ok({ favorite_slots: { [g.id]: g, junk: { a: 1 } } }) });
    const r = await loadPseudoList({ api }, 'favorites');
    expect(r.games.map((x) => x.id)).toEqual([g.id]);
  });

  it('reads a saved game whose tab is not a list of strings with only its string tabs', () => {
    const g = (gameId: string, tab: unknown) => ({ ...makeGame({ gameId }), tab });
    const games = readGameMap({ recent_games: { a: g('a', 5), b: g('b', 'slots'), c: g('c', ['slots', 7, null]), d: g('d', null) } }, 'recent_games');
    expect(games.map((x) => [x.gameId, x.tab])).toEqual([
      ['a', []],
      ['b', []],
      ['c', ['slots']],
      ['d', []],
    ]);
  });

  it('favourites and recently played are skipped when already loaded (and for guests)', () => {
    expect(shouldFetchPseudoList(false, true)).toBe(true);
    expect(shouldFetchPseudoList(true, true)).toBe(false);
    expect(shouldFetchPseudoList(false, false)).toBe(false);
  });
});
