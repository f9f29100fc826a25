import { describe, expect, it } from 'vitest';
import { fail, ok, testConfig, testEnv, loadedRoot, testSetup as setup, TEST_PLAYER as player, flush } from '../../../tests/support/testEnv';

/**
 * A platform where the session exists once the sign-in call has answered: a check sent as a guest waits
 * until the test releases it (answered late, "Unauthorized"); the paths in `held` wait for `release` too.
 */
function sessionRace(held: string[]) {
  const t = testEnv({ 'GET /api/user/balance': () => ok({ balance: 5 }), 'GET /api/user/password_changed': () => ok(true) });
  const waiting = new Map<string, () => void>();
  const hold = (path: string) => new Promise<void>((r) => waiting.set(path, r));
  let session = false;
  const base = t.env.api.request.bind(t.env.api);
  const api = {
    session: () => undefined,
    async request<T>(req: { method: string; path: string }) {
      if (held.includes(req.path)) await hold(req.path);
      if (req.path === '/api/user/login') {
        session = true;
        return ok({}) as never as T;
      }
      if (req.path === '/api/user/check') {
        if (session) return ok(player) as never as T;
        await hold(req.path);
        return fail(0, 'Unauthorized', 'unauthorized') as never as T;
      }
      return base(req as never) as never;
    },
  };
  const root = loadedRoot({ config: testConfig() }, { ...t.env, api: api as never });
  const release = (path: string) => waiting.get(path)?.();
  return {
    root,
    release,
    /** Starts the player's sign-in and lets it run up to what is held. */
    async signIn() {
      const login = root.auth.login('p@x.test', 'Pass123');
      await flush();
      return { login };
    },
    /** The start-up check's guest answer comes last: the signed-in player stays signed in. */
    async answerCheckLate(startup: Promise<unknown>) {
      release('/api/user/check');
      await startup;
      expect(root.auth.isAuth).toBe(true);
    },
  };
}

describe('AuthStore', () => {
  it('a start-up check sent while a sign-in is in flight, answering after it, does not sign the new player out', async () => {
    const { root, release, signIn, answerCheckLate } = sessionRace(['/api/user/login']);
    const { login } = await signIn();
    const startup = root.auth.check(); // the delayed start-up check fires while the sign-in waits
    await flush();
    release('/api/user/login');
    expect(await login).toBeNull();
    expect(root.auth.isAuth).toBe(true);
    await answerCheckLate(startup);
  });

  it('a start-up check still on its way leaves the sign-in form free; the sign-in stays busy to its end and the late guest answer signs nobody out', async () => {
    const { root, release, signIn, answerCheckLate } = sessionRace(['/api/user/balance']);
    const startup = root.auth.check();
    await flush();
    // the form's busy flag is the sign-in's only: a background check does not disable the button
    expect(root.auth.actionProcessing).toBe(false);
    const { login } = await signIn();
    // signed in and checked, the balance still on its way: still busy (no second submit)
    expect([root.auth.isAuth, root.auth.actionProcessing]).toEqual([true, true]);
    release('/api/user/balance');
    expect(await login).toBeNull();
    expect(root.auth.actionProcessing).toBe(false);
    await answerCheckLate(startup);
  });

  it('signs in with all whitespace stripped from the password, then checks the session', async () => {
    const { root, api } = setup({
      'POST /api/user/login': () => ok({}),
      'GET /api/user/check': () => ok(player),
      'GET /api/user/balance': () => ok({ balance: 12.345, bonus_balance: 3 }),
    });
    const failure = await root.auth.login(' p@x.test ', ' Pass 12\t3 ');
    expect(failure).toBeNull();
    expect(api.calls[0].body).toEqual({ username: 'p@x.test', password: 'Pass123' });
    expect(root.auth.isAuth).toBe(true);
    expect(root.auth.user).toMatchObject({ id: 7, firstName: 'Ana', phone: 'p@x.test' });
    expect(root.auth.balance).toBe(12.35);
    expect(root.auth.actionProcessing).toBe(false);
  });

  it('returns the failure of a refused sign-in and stays anonymous', async () => {
    const { root } = setup({ 'POST /api/user/login': () => fail(4, 'wrong password') });
    const failure = await root.auth.login('p@x.test', 'nope');
    expect(failure).toMatchObject({ ok: false, code: 4 });
    expect(root.auth.isAuth).toBe(false);
    expect(root.auth.user.id).toBe(-1);
  });

  it('a start-up check without an answer (offline, timeout, server error) keeps the stored session; 401 ends it', async () => {
    for (const down of [
      { ok: false, kind: 'cannot-connect', code: 0, message: 'Network Error' },
      { ok: false, kind: 'timeout', code: 0, message: 'timeout of 15000ms exceeded' },
      { ok: false, kind: 'server', code: 502, message: '' },
    ] as const) {
      const { root, api } = setup({ 'GET /api/user/check': () => down, 'GET /api/user/logout': () => ok(true) });
      root.auth.setUser(player);
      expect(await root.auth.check()).toBe(true);
      expect(root.auth.isAuth).toBe(true);
      expect(root.auth.sessionChecked).toBe(true);
      expect(api.calls.map((c) => c.path)).not.toContain('/api/user/logout');
    }
    const { root } = setup({ 'GET /api/user/check': () => fail(401, 'Unauthorized', 'unauthorized'), 'GET /api/user/logout': () => ok(true) });
    root.auth.setUser(player);
    expect(await root.auth.check()).toBe(false);
    expect(root.auth.isAuth).toBe(false);
  });

  it('logs out an account whose role is not 0 on the auth check', async () => {
    const { root } = setup({ 'GET /api/user/check': () => ok({ ...player, role: 1 }) });
    expect(await root.auth.check()).toBe(false);
    expect(root.auth.isAuth).toBe(false);
  });

  it('a sign-in whose auth check fails returns that failure (not "not a player"); -1 only for another role', async () => {
    const login = { 'POST /api/user/login': () => ok({}) };
    const timedOut = setup({ ...login, 'GET /api/user/check': () => ({ ok: false, kind: 'timeout', code: 0, message: 'timeout of 15000ms exceeded' }) });
    expect(await timedOut.root.auth.login('p@x.test', 'pw')).toEqual({ ok: false, kind: 'timeout', code: 0, message: 'timeout of 15000ms exceeded' });
    const broken = setup({ ...login, 'GET /api/user/check': () => ({ ok: false, kind: 'server', code: 500, message: '' }) });
    expect(await broken.root.auth.login('p@x.test', 'pw')).toMatchObject({ kind: 'server', code: 500 });
    const agent = setup({ ...login, 'GET /api/user/check': () => ok({ ...player, role: 1 }) });
    expect(await agent.root.auth.login('p@x.test', 'pw')).toMatchObject({ kind: 'rejected', code: -1 });
    expect(agent.root.auth.isAuth).toBe(false);
  });

  it('keeps the last good balance when a balance payload is null or has no finite balance; reads numeric strings', async () => {
    let data: unknown = { balance: '40.5', bonus_balance: '2' };
    const logs: string[] = [];
    const { root, env } = setup({ 'GET /api/user/check': () => ok(player), 'GET /api/user/balance': () => ok(data) });
    env.log = (m) => logs.push(m);
    await root.auth.check();
    await root.auth.fetchBalance();
    expect([root.auth.balance, root.auth.bonusBalance]).toEqual([40.5, 2]);
    for (data of [null, {}, { balance: 'abc' }, { balance: null }]) await root.auth.fetchBalance();
    expect(root.auth.balance).toBe(40.5);
    expect(root.auth.isAuth).toBe(true);
    expect(logs).toHaveLength(4);
  });

  it('logs out when the balance says banned or Unauthorized', async () => {
    const banned = setup({ 'GET /api/user/check': () => ok(player), 'GET /api/user/balance': () => ok({ balance: 1, is_banned: true }) });
    await banned.root.auth.check();
    await banned.root.auth.fetchBalance();
    expect(banned.root.auth.isAuth).toBe(false);
    const expired = setup({ 'GET /api/user/check': () => ok(player), 'GET /api/user/balance': () => fail(401, 'Unauthorized', 'unauthorized') });
    await expired.root.auth.check();
    await expired.root.auth.fetchBalance();
    expect(expired.root.auth.isAuth).toBe(false);
  });
});
