import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../models/env';
import { BLOCKLIST_KEY } from '../models/shell/AppStore';
import { fail, ok, signIn, testConfig, testEnv, loadedRoot } from '../../tests/support/testEnv';

const player = { id: 7, email: 'p@x.test', currency: 'TND', role: 0 };
const down: ApiResult<never> = { ok: false, kind: 'server', code: 500, message: 'down' };
const hung: ApiResult<never> = { ok: false, kind: 'timeout', code: 0, message: 'timeout' };

function setup(routes: Record<string, () => ApiResult<unknown>> = {}, storage?: Record<string, string>) {
  const t = testEnv(routes);
  if (storage) for (const [k, v] of Object.entries(storage)) t.storage.set(k, v);
  const root = loadedRoot({ config: testConfig() }, t.env);
  return { ...t, root };
}

describe('the blocklist fails closed', () => {
  it('a good answer is kept in storage; when the call later fails the kept list still bans', async () => {
    let answer: ApiResult<unknown> = ok({ providers: ['pragmatic'], casinoTypes: ['live'] });
    const { root, storage, clock } = setup({ 'GET /api/user/blocklist': () => answer });
    await root.app.loadBlocklist();
    expect(JSON.parse(storage.get(BLOCKLIST_KEY) ?? '')).toEqual({ providers: ['pragmatic'], casinoTypes: ['live'], at: clock.now() });
    answer = down;
    await root.app.loadBlocklist({ fresh: true });
    expect(root.app.blocklistSource).toBe('stored');
    expect(root.app.bans.route('pragmatic')).toBe(true);
    expect(root.app.bans.casinoType('live')).toBe(true);
    expect(root.app.bans.unknown).toBe(false);
  });

  it('a new page load whose call fails (500 or timeout) uses the list stored by an earlier visit within the maximum age', async () => {
    for (const failure of [down, hung]) {
      const earlier = 1_000_000 - 14 * 60_000; // testEnv's clock starts at 1_000_000; testConfig's max age is 15 minutes
      const { root } = setup(
        { 'GET /api/user/blocklist': () => failure },
        { [BLOCKLIST_KEY]: JSON.stringify({ providers: ['rgs'], casinoTypes: [], at: earlier }) },
      );
      await root.app.loadBlocklist();
      expect(root.app.blocklistSource).toBe('stored');
      expect(root.app.isProviderBanned('rgs')).toBe(true);
      expect(root.app.blocklistFresh).toBe(true);
    }
  });

  const game = { id: 'x:1', gameId: '1', gameName: 'G', provider: 'X', routeProvider: 'x', casinoType: 'slots', img: '' } as never;
  const launches = (api: { calls: { path: string }[] }) => api.calls.filter((c) => c.path !== '/api/user/blocklist').length;

  it('a stored list older than rules.blocklist.maxAgeMinutes (or without a time) is not used: the call failing or timing out refuses the launch', async () => {
    const stale = { providers: ['rgs'], casinoTypes: [], at: 1_000_000 - 16 * 60_000 };
    const untimed = { providers: ['rgs'], casinoTypes: [] };
    for (const [stored, failure] of [
      [stale, down],
      [stale, hung],
      [untimed, down],
    ] as const) {
      const { root, api } = setup({ 'GET /api/user/blocklist': () => failure }, { [BLOCKLIST_KEY]: JSON.stringify(stored) });
      signIn(root);
      const before = launches(api);
      expect(await root.casino.launchGame(game)).toMatchObject({ ok: false, reason: 'bansUnknown' });
      expect(root.app.blocklistSource).toBe('unknown');
      expect(launches(api)).toBe(before);
    }
  });

  it('a list read in this page ages too: after the maximum age a launch asks again first and uses the new answer', async () => {
    let answer: ApiResult<unknown> = ok({ providers: [], casinoTypes: [] });
    const { root, api, clock } = setup({ 'GET /api/user/blocklist': () => answer });
    signIn(root);
    await root.app.loadBlocklist();
    expect(root.app.blocklistFresh).toBe(true);
    clock.advance(16 * 60_000);
    expect(root.app.blocklistFresh).toBe(false);
    answer = ok({ providers: ['x'], casinoTypes: [] });
    const before = launches(api);
    expect(await root.casino.launchGame(game)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(launches(api)).toBe(before);
    answer = down;
    clock.advance(16 * 60_000);
    expect(await root.casino.launchGame(game)).toMatchObject({ ok: false, reason: 'bansUnknown' });
  });

  it('a launch waits for the blocklist call in progress (a ban in its answer holds)', async () => {
    let answer!: (r: ApiResult<unknown>) => void;
    const { root } = setup(
      { 'GET /api/user/blocklist': () => new Promise((resolve) => (answer = resolve)) as never },
      { [BLOCKLIST_KEY]: JSON.stringify({ providers: [], casinoTypes: [], at: 1_000_000 }) },
    );
    signIn(root);
    void root.app.loadBlocklist();
    const launch = root.casino.launchGame(game);
    answer(ok({ providers: ['x'], casinoTypes: [] }));
    expect(await launch).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('with no list at all, lists still show but the matcher says unknown and a launch is refused without a launch call', async () => {
    const { root, api } = setup({ 'GET /api/user/blocklist': () => down }, { [BLOCKLIST_KEY]: '{"providers":"junk"}' });
    await root.app.loadBlocklist();
    expect(root.app.blocklistSource).toBe('unknown');
    expect(root.app.bans.empty).toBe(true);
    expect(root.app.bans.unknown).toBe(true);
    expect(root.casino.bans.unknown).toBe(true);
    const calls = launches(api);
    expect(await root.casino.launchGame(game)).toMatchObject({ ok: false, reason: 'bansUnknown' });
    expect(launches(api)).toBe(calls);
  });

  it('a signed-in player is told in words what is degraded; the answer coming back clears it', async () => {
    let answer: ApiResult<unknown> = down;
    const { root } = setup({ 'GET /api/user/blocklist': () => answer, 'GET /api/user/check': () => ok(player) });
    await root.auth.check();
    await root.app.loadBlocklist();
    expect(root.notify.notifications.map((n) => n.messageId)).toEqual(['degraded.blocklist']);
    answer = ok({ providers: [], casinoTypes: [] });
    await root.app.loadBlocklist({ fresh: true });
    expect(root.app.bans.unknown).toBe(false);
  });

  it('codeStatus 1 (no list) is an empty list, not a failure', async () => {
    const { root } = setup({ 'GET /api/user/blocklist': () => fail(1) });
    await root.app.loadBlocklist();
    expect(root.app.blocklistSource).toBe('server');
    expect(root.app.bans.unknown).toBe(false);
  });
});

describe('site settings failing', () => {
  it('the brand defaults apply and the player is told once', async () => {
    const { root } = setup({ 'GET /api/site/settings': () => down });
    await root.userSettings.load();
    await root.userSettings.load();
    expect(root.userSettings.serverUnavailable).toBe(true);
    expect(root.userSettings.currencies).toEqual(['ARS']);
    expect(root.userSettings.themeMode).toBe('light');
    expect(root.notify.notifications.map((n) => n.messageId)).toEqual(['degraded.settings']);
  });
});

describe('balance state', () => {
  it('is unknown (not zero) until a read succeeds, and stale (last value kept) after a failed refresh', async () => {
    let balance: ApiResult<unknown> = down;
    const { root } = setup({ 'GET /api/user/check': () => ok(player), 'GET /api/user/balance': () => balance });
    await root.auth.check();
    await root.auth.fetchBalance();
    expect(root.auth.balanceState).toBe('unknown');
    balance = ok({ balance: 5000, bonus_balance: 0 });
    await root.auth.fetchBalance();
    expect(root.auth.balanceState).toBe('fresh');
    balance = hung;
    await root.auth.fetchBalance();
    expect(root.auth.balanceState).toBe('stale');
    expect(root.auth.balance).toBe(5000);
    balance = ok({ balance: 'n/a' });
    await root.auth.fetchBalance();
    expect(root.auth.balanceState).toBe('stale');
    balance = ok({ balance: 4000 });
    await root.auth.fetchBalance();
    expect(root.auth.balanceState).toBe('fresh');
    await root.auth.logout();
    expect(root.auth.balanceState).toBe('unknown');
  });

  it('a persisted balance from an earlier visit is not shown as read', () => {
    const t = testEnv();
    const root = loadedRoot({ config: testConfig(), auth: { isAuth: true, balance: 5000 } }, t.env);
    expect(root.auth.balanceState).toBe('unknown');
  });
});

describe('session check at start-up', () => {
  it('with a session cookie and no stored player, the guards wait until the check answers', async () => {
    const t = testEnv({ 'GET /api/user/check': () => ok(player) });
    (t.api as { session: () => string | undefined }).session = () => 'tok';
    const root = loadedRoot({ config: testConfig() }, t.env);
    expect(root.auth.sessionPending).toBe(true);
    const { startEffects } = await import('./effects');
    startEffects(root, t.env, '/profile/userinfo');
    // the check is not held back by the start-up delay when a cookie is waiting for it
    t.clock.advance(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(root.auth.isAuth).toBe(true);
    expect(root.auth.sessionPending).toBe(false);
  });

  it('a failed check releases the guards as a guest', async () => {
    const t = testEnv({ 'GET /api/user/check': () => down });
    (t.api as { session: () => string | undefined }).session = () => 'tok';
    const root = loadedRoot({ config: testConfig() }, t.env);
    await root.auth.check();
    expect(root.auth.sessionPending).toBe(false);
    expect(root.auth.isAuth).toBe(false);
  });

  it('without a cookie nobody waits', () => {
    const { root } = setup();
    expect(root.auth.sessionPending).toBe(false);
  });
});

describe('persisted player data', () => {
  it('sign-out removes the auth slice; no token is ever stored', async () => {
    const { persistSlices } = await import('./persist');
    const { root, storage } = setup({
      'POST /api/user/login': () => ok({ token: 'SECRET-TOKEN', id: 7 }),
      'GET /api/user/check': () => ok(player),
      'GET /api/user/balance': () => ok({ balance: 5000 }),
      'GET /api/user/logout': () => ok(true),
    });
    persistSlices(root, storage);
    await root.auth.login('p@x.test', 'pw');
    const dump = () => [...(storage as unknown as { data: Map<string, string> }).data.entries()].map(([k, v]) => `${k}=${v}`).join('\n');
    expect(dump()).toContain('p@x.test');
    expect(dump()).not.toContain('SECRET-TOKEN');
    await root.auth.logout();
    expect(storage.get('auth')).toBeNull();
    expect(dump()).not.toContain('p@x.test');
    expect(dump()).not.toContain('5000');
  });
});

describe('a guest session check answering after a sign-in', () => {
  it('does not sign the new player out', async () => {
    let answerCheck: (r: ApiResult<unknown>) => void = () => undefined;
    let checks = 0;
    const t = testEnv({
      'GET /api/user/check': () => {
        checks += 1;
        // the first (start-up, guest) check hangs until the test answers it; later ones see the session
        return (checks === 1 ? new Promise((resolve) => (answerCheck = resolve)) : ok(player)) as never;
      },
      'POST /api/user/login': () => ok({}),
      'GET /api/user/balance': () => ok({ balance: 5 }),
      'GET /api/user/logout': () => ok(true),
    });
    const root = loadedRoot({ config: testConfig() }, t.env);
    const startup = root.auth.check();
    expect(await root.auth.login('p@x.test', 'pw')).toBeNull();
    answerCheck({ ok: false, kind: 'unauthorized', code: 401, message: 'Unauthorized' });
    await startup;
    expect(root.auth.isAuth).toBe(true);
    expect(t.api.calls.some((c) => c.path === '/api/user/logout')).toBe(false);
  });
});
