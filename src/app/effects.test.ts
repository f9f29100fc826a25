import { describe, expect, it } from 'vitest';
import { ok, testConfig, testEnv, loadedRoot, testSetup as setup, TEST_PLAYER as player, flush } from '../../tests/support/testEnv';
import { startEffects } from './effects';

describe('start-up effects', () => {
  it('checks auth after the delay, polls the balance while authenticated and reloads settings on auth change', async () => {
    const { root, env, clock, api } = setup({ 'GET /api/user/check': () => ok(player), 'GET /api/user/balance': () => ok({ balance: 5 }) });
    startEffects(root, env, '/casino');
    const count = (path: string) => api.calls.filter((c) => c.path === path).length;
    expect(count('/api/user/check')).toBe(0);
    clock.advance(1000);
    await flush();
    expect(root.auth.isAuth).toBe(true);
    expect(count('/api/site/settings')).toBe(2);
    const before = count('/api/user/balance');
    clock.advance(10_000);
    expect(count('/api/user/balance')).toBe(before + 2);
  });

  it('skips the start-up auth check on a verify path', async () => {
    const { root, env, clock, api } = setup();
    startEffects(root, env, '/verify/abc');
    clock.advance(5000);
    expect(api.calls.some((c) => c.path === '/api/user/check')).toBe(false);
  });

  it('asks about maintenance at start, every rules.maintenance.pollMs and after sign-in (the platform lets its allow-listed players through)', async () => {
    let calls = 0;
    const t = testEnv({ 'GET /api/site/maintenance': () => (++calls, ok({ items: calls >= 3 ? [] : [{ area: 'casino' }] })) });
    const config = testConfig();
    const root = loadedRoot({ config: { ...config, rules: { ...config.rules, maintenance: { pollMs: 30_000 } } } }, t.env);
    // a /verify path: no start-up auth check, so sign-in below is the only auth change
    const stop = startEffects(root, t.env, '/verify/x');
    await flush();
    expect(calls).toBe(1);
    expect(root.maintenance.noticeFor('casino')).toBeDefined();
    t.clock.advance(30_000);
    expect(calls).toBe(2);
    root.auth.setUser({ id: 7, role: 0, email: 'p@test.example' });
    await flush();
    expect(calls).toBe(3);
    expect(root.maintenance.noticeFor('casino')).toBeUndefined();
    stop();
  });
});
