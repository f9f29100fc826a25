import { describe, expect, it } from 'vitest';
import { callsTo, deferred, gameIds, list, setup } from '../../../tests/support/casinoTestKit';
import { ban, signIn } from '../../../tests/support/testEnv';
import type { ApiResult } from '../env';
import { isGameBanned } from '../../catalogue/bans';
import { makeGame, memoryStorage, ok } from '../../../tests/support/catalogueTestKit';
import { SEARCH_HISTORY_KEY } from './SearchStore';

describe('CasinoStore: loading', () => {
  it('loads every provider in parallel; a hanging provider does not hold up the others, and its failure is marked', async () => {
    const gamma = deferred<ApiResult<unknown>>();
    const { casino } = setup({ 'GET gamma/list': () => gamma.promise });
    const all = casino.loadAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(gameIds(casino.queryGames({}))).toEqual(['b1', 'b2', 'a1', 'a2']);
    expect(casino.isProviderLoading('gamma')).toBe(true);
    expect(casino.isProviderLoading('alpha')).toBe(false);
    expect(casino.busy()).toBe(true);
    gamma.resolve({ ok: false, kind: 'timeout', code: 0, message: 'timeout of 1000ms exceeded' });
    await all;
    expect(casino.failedProviders).toEqual([
      { provider: 'gamma', name: 'Gamma', error: { ok: false, kind: 'timeout', code: 0, message: 'timeout of 1000ms exceeded' } },
    ]);
    expect(casino.busy()).toBe(false);
  });

  it('retry reloads a failed provider and clears its error; a failed reload keeps the games already shown', async () => {
    let fail = true;
    const { casino } = setup({ 'GET gamma/list': () => (fail ? { ok: false, kind: 'server', code: 500, message: '' } : list('c', 1)) });
    await casino.loadAll();
    expect(casino.providerError('gamma')?.kind).toBe('server');
    fail = false;
    expect(await casino.retryProvider('gamma')).toBe(true);
    expect(casino.providerError('gamma')).toBeUndefined();
    fail = true;
    expect(await casino.retryProvider('gamma')).toBe(false);
    expect(gameIds(casino.queryGames({ selectedProviders: ['gamma'] }))).toEqual(['c1']);
  });

  it('an unknown provider is marked "not found in configuration" without throwing', async () => {
    const { casino } = setup();
    expect(await casino.loadProvider('nope')).toBe(false);
    expect(casino.providerError('nope')?.message).toMatch(/not found in configuration/);
  });

  it('concurrent loads of one provider share one request', async () => {
    const { casino, api } = setup();
    await Promise.all([casino.loadProvider('alpha'), casino.loadProvider('alpha')]);
    expect(callsTo(api, 'alpha/list')).toBe(1);
  });

  it('a second loadAll (another page visit) requests nothing already loaded; retry forces a reload', async () => {
    const { casino, api } = setup();
    await casino.loadAll();
    await casino.loadAll();
    await casino.loadProvider('alpha');
    expect(['alpha/list', 'beta/list', 'gamma/list'].map((p) => callsTo(api, p))).toEqual([1, 1, 1]);
    expect(await casino.retryProvider('alpha')).toBe(true);
    expect(callsTo(api, 'alpha/list')).toBe(2);
  });

  it('a failed provider is loaded again on the next visit', async () => {
    let fail = true;
    const { casino, api } = setup({ 'GET gamma/list': () => (fail ? { ok: false, kind: 'server', code: 500, message: '' } : list('c', 1)) });
    await casino.loadAll();
    fail = false;
    await casino.loadAll();
    expect(callsTo(api, 'gamma/list')).toBe(2);
    expect(callsTo(api, 'alpha/list')).toBe(1);
    expect(casino.providerError('gamma')).toBeUndefined();
  });

  it('a site language change reloads the lists shown, with names in the new language', async () => {
    const { root, casino, api } = setup({ 'GET alpha/list': () => list(root.locale.language === 'es-es' ? 'e' : 'a', 1) });
    await casino.loadAll();
    expect(casino.gamesByProviders.alpha.map((g) => g.gameName)).toEqual(['A game 1']);
    root.locale.setLanguage('es-es');
    await new Promise((r) => setTimeout(r, 0));
    expect(['alpha/list', 'beta/list', 'gamma/list'].map((p) => callsTo(api, p))).toEqual([2, 2, 2]);
    expect(casino.gamesByProviders.alpha.map((g) => g.gameName)).toEqual(['E game 1']);
    await casino.loadAll();
    expect(callsTo(api, 'alpha/list')).toBe(2);
  });

  it('a list still loading when the language changes is reloaded when it arrives', async () => {
    const first = deferred<ApiResult<unknown>>();
    let calls = 0;
    const { root, casino, api } = setup({ 'GET alpha/list': () => (++calls === 1 ? first.promise : list('e', 1)) });
    const loading = casino.loadProvider('alpha');
    root.locale.setLanguage('es-es');
    first.resolve(list('a', 1));
    await loading;
    expect(callsTo(api, 'alpha/list')).toBe(2);
    expect(casino.gamesByProviders.alpha.map((g) => g.gameName)).toEqual(['E game 1']);
  });

  it('a banned provider (id or name, any case) or casino type is not requested and is no failure', async () => {
    const { root, casino, api, toasts } = setup();
    ban(root, ['BETA'], ['Live']);
    expect(await casino.loadProvider('beta')).toBe(false);
    expect(await casino.loadProvider('gamma')).toBe(false);
    await casino.loadAll();
    expect(callsTo(api, 'beta/list')).toBe(0);
    expect(callsTo(api, 'gamma/list')).toBe(0);
    // derived from today's matcher, not stored: no load state at all, never loading
    expect(casino.isProviderBanned('beta')).toBe(true);
    expect(casino.providerStates.get('beta')).toBeUndefined();
    expect(casino.isProviderLoading('beta')).toBe(false);
    expect(casino.providerError('beta')).toBeUndefined();
    expect(casino.failedProviders).toEqual([]);
    expect(toasts).toEqual([]);
    ban(root, ['Alpha']);
    expect(await casino.loadProvider('alpha')).toBe(true); // already loaded: shown lists are filtered, not refetched
    expect(gameIds(casino.queryGames({}))).toEqual([]);
    ban(root, []);
    expect(await casino.loadProvider('beta')).toBe(true);
    expect(callsTo(api, 'beta/list')).toBe(1);
  });

  it('a provider banned after a failed load shows no retry notice', async () => {
    const { root, casino } = setup({ 'GET gamma/list': () => ({ ok: false, kind: 'server', code: 500, message: '' }) });
    await casino.loadAll();
    expect(casino.failedProviders.map((f) => f.provider)).toEqual(['gamma']);
    ban(root, ['Gamma']);
    expect(casino.failedProviders).toEqual([]);
    expect(casino.providerError('gamma')).toBeUndefined();
  });

  it('loadAll(casinoType) loads only that type; the "all" type (value 0) loads everything', async () => {
    const { casino, api } = setup();
    await casino.loadAll('live');
    expect(api.calls.map((c) => c.path)).toEqual(['gamma/list']);
    await casino.loadAll('all');
    expect(callsTo(api, 'alpha/list')).toBe(1);
  });

  it('favourites and recently played are loaded for a player, once', async () => {
    const { root, casino, api } = setup();
    await casino.loadAll();
    expect(callsTo(api, '/api/favorite_slots/get_list')).toBe(0);
    signIn(root);
    await casino.loadAll();
    await casino.loadAll();
    expect(callsTo(api, '/api/favorite_slots/get_list')).toBe(1);
    expect(callsTo(api, '/api/user/recently_played_games/list')).toBe(1);
  });
});

describe('CasinoStore: the list', () => {
  it('applies filters and the banned lists from the root', async () => {
    const { root, casino } = setup();
    await casino.loadAll();
    expect(gameIds(casino.queryGames({ casinoType: 'live' }))).toEqual(['c1']);
    expect(gameIds(casino.queryGames({ casinoType: 'all', searchString: 'B GAME 2' }))).toEqual(['b2']);
    ban(root, ['beta'], ['live']);
    expect(gameIds(casino.queryGames({}))).toEqual(['a1', 'a2']);
    expect(casino.providers.map((p) => p.id)).toEqual(['alpha']);
  });

  it('keeps game arrays frozen', async () => {
    const { casino } = setup();
    await casino.loadAll();
    expect(Object.isFrozen(casino.gamesByProviders.alpha)).toBe(true);
    expect(Object.isFrozen(casino.queryGames({}))).toBe(true);
  });
});

describe('CasinoStore: favourites', () => {
  it('a guest cannot favourite: "please auth" and no call', async () => {
    const { casino, api, toasts } = setup();
    await casino.loadAll();
    expect(await casino.addFavorite(casino.gamesByProviders.alpha[0])).toBe(false);
    expect(callsTo(api, '/api/favorite_slots/add')).toBe(0);
    expect(toasts.at(-1)).toMatchObject({ messageId: 'casino.pleaseAuth', type: 'error' });
  });

  it('role 1 cannot favourite either', async () => {
    const { root, casino, api } = setup();
    signIn(root, 1);
    await casino.loadAll();
    expect(await casino.addFavorite(casino.gamesByProviders.alpha[0])).toBe(false);
    expect(callsTo(api, '/api/favorite_slots/add')).toBe(0);
  });

  it('adding puts the game in the favourite list with tab favorite; removing takes it out of the list and the provider copy', async () => {
    const { root, casino, api, toasts } = setup();
    signIn(root);
    await casino.loadAll();
    const game = casino.gamesByProviders.alpha[1];
    expect(await casino.toggleFavorite(game)).toBe(true);
    expect(api.calls.find((c) => c.path === '/api/favorite_slots/add')?.body).toEqual({ slot: game });
    expect(casino.favorites.map((g) => [g.id, g.tab])).toEqual([[game.id, ['favorite']]]);
    expect(casino.gamesByProviders.alpha[1].tab).toEqual(['favorite']);
    expect(casino.isFavorite(game)).toBe(true);
    expect(gameIds(casino.queryGames({ selectedProviders: ['favorite'] }))).toEqual(['a2']);
    expect(toasts.at(-1)).toMatchObject({ messageId: 'casino.favorites.added', type: 'success' });

    expect(await casino.toggleFavorite(game)).toBe(true);
    expect(api.calls.find((c) => c.path === '/api/favorite_slots/remove')?.body).toEqual({ id: game.id });
    expect(casino.favorites).toEqual([]);
    expect(casino.gamesByProviders.alpha[1].tab).toEqual([]);
    expect(toasts.at(-1)).toMatchObject({ messageId: 'casino.favorites.removed' });
  });

  it('a second favourite call while one runs is ignored (busy)', async () => {
    const pending = deferred<ApiResult<unknown>>();
    const { root, casino, api } = setup({ 'POST /api/favorite_slots/add': () => pending.promise });
    signIn(root);
    await casino.loadAll();
    const first = casino.addFavorite(casino.gamesByProviders.alpha[0]);
    expect(casino.favoritesProcessing).toBe(true);
    expect(await casino.addFavorite(casino.gamesByProviders.alpha[1])).toBe(false);
    pending.resolve(ok({}));
    expect(await first).toBe(true);
    expect(callsTo(api, '/api/favorite_slots/add')).toBe(1);
    expect(casino.favoritesProcessing).toBe(false);
  });

  it('a refused favourite call shows the error and changes nothing', async () => {
    const { root, casino, toasts } = setup({ 'POST /api/favorite_slots/add': () => ({ ok: false, kind: 'rejected', code: 500, message: 'db down' }) });
    signIn(root);
    await casino.loadAll();
    expect(await casino.addFavorite(casino.gamesByProviders.alpha[0])).toBe(false);
    expect(casino.favorites).toEqual([]);
    // code 500 has no text in the brand's status table (rules.errorCodes): the brand's default error text
    expect(toasts.at(-1)).toMatchObject({ type: 'error', messageId: 'error.default' });
  });
});

describe('CasinoStore: launch and recently played', () => {
  it("a guest's launch is refused with 'not allowed to place bets'", async () => {
    const { casino } = setup();
    await casino.loadAll();
    expect(await casino.launchGame(casino.gamesByProviders.alpha[0])).toMatchObject({ ok: false, code: 404, reason: 'notAllowed' });
    expect(casino.gameUrl).toBe('');
  });

  it('a player gets the session URL; the game is added to recently played once (by gameId)', async () => {
    const { root, casino, api } = setup();
    signIn(root);
    await casino.loadAll();
    const game = casino.gamesByProviders.alpha[0];
    expect(await casino.launchGame(game)).toEqual({ ok: true, url: 'https://play.test/a1' });
    expect(casino.gameUrl).toBe('https://play.test/a1');
    expect(casino.activeGame?.id).toBe(game.id);
    await casino.launchGame({ ...game, id: 'other-copy' });
    expect(gameIds(casino.recentlyPlayed)).toEqual(['a1']);
    expect(callsTo(api, '/api/user/recently_played_games/add')).toBe(1);
    expect(gameIds(casino.queryGames({ selectedRecentlyPlayed: true }))).toEqual(['a1']);
    casino.clearGameUrl();
    expect(casino.gameUrl).toBe('');
    expect(casino.activeGame).toBeNull();
  });

  it('refuses to launch a game of a banned provider (route key or studio name) or casino type, without a call', async () => {
    const { root, casino, api } = setup();
    signIn(root);
    await casino.loadAll();
    const game = { ...casino.gamesByProviders.alpha[0], provider: 'Spribe' };
    const refused = { ok: false, kind: 'rejected', code: 404, message: 'provider unavailable', reason: 'unavailable' };
    for (const [providers, types] of [
      [['ALPHA'], []],
      [['spribe'], []],
      [[], ['SLOTS']],
    ] as const) {
      ban(root, [...providers], [...types]);
      expect(casino.isGameBanned(game)).toBe(true);
      expect(isGameBanned(game, { providers, casinoTypes: types })).toBe(true);
      expect(await casino.launchGame(game)).toEqual(refused);
    }
    expect(callsTo(api, 'alpha/launch')).toBe(0);
    expect(casino.gameUrl).toBe('');
    expect(casino.recentlyPlayed).toEqual([]);
    ban(root, []);
    expect(await casino.launchGame(game)).toMatchObject({ ok: true });
  });

  it('favourites and recently played of a banned provider are not shown', async () => {
    const fav = makeGame({ gameId: 'f1', routeProvider: 'beta', provider: 'Beta' });
    const recent = makeGame({ gameId: 'r1', routeProvider: 'alpha', provider: 'Spribe' });
    const { root, casino } = setup({
      'GET /api/favorite_slots/get_list': () => ok({ favorite_slots: { [fav.id]: fav } }),
      'GET /api/user/recently_played_games/list': () => ok({ recent_games: { [recent.id]: recent } }),
    });
    signIn(root);
    await casino.loadAll();
    expect(gameIds(casino.queryGames({ selectedProviders: ['favorite'] }))).toEqual(['f1']);
    expect(gameIds(casino.queryGames({ selectedRecentlyPlayed: true }))).toEqual(['r1']);
    ban(root, ['beta', 'SPRIBE']);
    expect(gameIds(casino.queryGames({ selectedProviders: ['favorite'] }))).toEqual([]);
    expect(gameIds(casino.queryGames({ selectedRecentlyPlayed: true }))).toEqual([]);
  });

  it('signing out forgets favourites and recently played', async () => {
    const g = makeGame({ gameId: 'a1' });
    const { root, casino } = setup({ 'GET /api/favorite_slots/get_list': () => ok({ favorite_slots: { [g.id]: g } }) });
    signIn(root);
    await casino.loadAll();
    expect(casino.favorites).toHaveLength(1);
    root.auth.reset();
    expect(casino.favorites).toHaveLength(0);
    expect(casino.favoritesLoaded).toBe(false);
  });
  it('a favourites load that throws ends as a failed load (logged), not loading forever', async () => {
    const { root, casino } = setup({
      'GET /api/favorite_slots/get_list': () => {
        throw new Error('socket hang up');
      },
    });
    signIn(root);
    expect(await casino.loadFavorites()).toBe(false);
    expect(casino.isProviderLoading(casino.pseudo.favorite)).toBe(false);
    expect(casino.providerError(casino.pseudo.favorite)).toMatchObject({ ok: false, kind: 'bad-data', message: 'socket hang up' });
    expect(casino.favoritesProcessing).toBe(false);
  });
});

describe('CasinoStore: search history', () => {
  it('keeps lower-cased unique terms, newest last, at most catalogue.search.historyMax; removable; persisted', () => {
    const storage = memoryStorage();
    const { casino } = setup({}, storage);
    for (const t of ['Book', 'book', ' Aviator ', 'Roulette', 'Plinko']) casino.searchHistory.add(t);
    expect(casino.searchHistory.history.slice()).toEqual(['aviator', 'roulette', 'plinko']);
    casino.searchHistory.remove('roulette');
    expect(casino.searchHistory.history.slice()).toEqual(['aviator', 'plinko']);
    expect(JSON.parse(storage.data[SEARCH_HISTORY_KEY])).toEqual(['aviator', 'plinko']);
    const again = setup({}, storage).casino;
    expect(again.searchHistory.history.slice()).toEqual(['aviator', 'plinko']);
  });

  it('a restored history is normalised like add(): lower-cased, unique, the last historyMax terms', () => {
    // The test brand's historyMax is 3.
    const storage = memoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify(['First', 'Old', 7, ' Aviator ', 'aviator', 'ROULETTE']) });
    expect(setup({}, storage).casino.searchHistory.history.slice()).toEqual(['old', 'aviator', 'roulette']);
  });
});

describe('CasinoStore: platform', () => {
  const variants = () =>
    ok({
      items: [
        { id: 'd1', name: 'Desk', mobile: false },
        { id: 'm1', name: 'Mob', mobile: true },
      ],
    });

  it('changing the platform reloads loaded lists with the other variants', async () => {
    const { casino, api } = setup({ 'GET alpha/list': variants });
    await casino.loadProvider('alpha');
    expect(gameIds(casino.gamesByProviders.alpha)).toEqual(['d1']);
    casino.setPlatform('mobile');
    await new Promise((r) => setTimeout(r, 0));
    expect(gameIds(casino.gamesByProviders.alpha)).toEqual(['m1']);
    expect(callsTo(api, 'alpha/list')).toBe(2);
  });

  it('a list still loading for the old platform is reloaded when it arrives', async () => {
    const first = deferred<ApiResult<unknown>>();
    let calls = 0;
    const { casino } = setup({ 'GET alpha/list': () => (++calls === 1 ? first.promise : variants()) });
    const loading = casino.loadProvider('alpha');
    casino.setPlatform('mobile');
    first.resolve(variants());
    await loading;
    await new Promise((r) => setTimeout(r, 0));
    expect(gameIds(casino.gamesByProviders.alpha)).toEqual(['m1']);
  });
});
