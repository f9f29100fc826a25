import { describe, expect, it } from 'vitest';
import type { ApiResult } from './env';
import { BLOCKLIST_KEY } from './AppStore';
import { RootStoreModel } from './RootStore';
import { fail, ok, testConfig, testEnv } from './testEnv';

const player = { id: 7, email: 'p@x.test', currency: 'TND', role: 0 };
const down: ApiResult<never> = { ok: false, kind: 'server', code: 500, message: 'down' };
const hung: ApiResult<never> = { ok: false, kind: 'timeout', code: 0, message: 'timeout' };

function setup(routes: Record<string, () => ApiResult<unknown>> = {}, storage?: Record<string, string>) {
  const t = testEnv(routes);
  if (storage) for (const [k, v] of Object.entries(storage)) t.storage.set(k, v);
  const root = RootStoreModel.create({ config: testConfig() }, t.env);
  return { ...t, root };
}

describe('the blocklist fails closed', () => {
  it('a good answer is kept in storage; when the call later fails the kept list still bans', async () => {
    let answer: ApiResult<unknown> = ok({ providers: ['pragmatic'], casinoTypes: ['live'] });
    const { root, storage } = setup({ 'GET /api/user/blocklist': () => answer });
    await root.app.loadBlocklist();
    expect(JSON.parse(storage.get(BLOCKLIST_KEY) ?? '')).toEqual({ providers: ['pragmatic'], casinoTypes: ['live'] });
    answer = down;
    await root.app.loadBlocklist({ fresh: true });
    expect(root.app.blocklistSource).toBe('stored');
    expect(root.app.bans.route('pragmatic')).toBe(true);
    expect(root.app.bans.casinoType('live')).toBe(true);
    expect(root.app.bans.unknown).toBe(false);
  });

  it('a new page load whose call fails (500 or timeout) uses the list stored by an earlier visit', async () => {
    for (const failure of [down, hung]) {
      const { root } = setup({ 'GET /api/user/blocklist': () => failure }, { [BLOCKLIST_KEY]: JSON.stringify({ providers: ['rgs'], casinoTypes: [] }) });
      await root.app.loadBlocklist();
      expect(root.app.isProviderBanned('rgs')).toBe(true);
    }
  });

  it('with no list at all, lists still show but the matcher says unknown and a launch is refused without a call', async () => {
    const { root, api } = setup({ 'GET /api/user/blocklist': () => down }, { [BLOCKLIST_KEY]: '{"providers":"junk"}' });
    await root.app.loadBlocklist();
    expect(root.app.blocklistSource).toBe('unknown');
    expect(root.app.bans.empty).toBe(true);
    expect(root.app.bans.unknown).toBe(true);
    expect(root.casino.bans.unknown).toBe(true);
    const game = { id: 'x:1', gameId: '1', gameName: 'G', provider: 'X', routeProvider: 'x', casinoType: 'slots', img: '' } as never;
    const calls = api.calls.length;
    expect(await root.casino.launchGame(game)).toMatchObject({ ok: false, message: 'blocklist unavailable' });
    expect(api.calls.length).toBe(calls);
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
