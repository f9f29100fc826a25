import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../config/types';
import { fail, ok, testConfig, testEnv, loadedRoot, testSetup as setup, TEST_PLAYER as player, signIn } from '../../../tests/support/testEnv';

describe('NotifyStore', () => {
  it('auto-closes after the configured time, then deletes after the exit animation', () => {
    const { root, clock } = setup();
    const id = root.notify.add({ text: 'hi' });
    clock.advance(3999);
    expect(root.notify.notifications[0].closing).toBe(false);
    clock.advance(1);
    expect(root.notify.notifications[0].closing).toBe(true);
    clock.advance(600);
    expect(root.notify.notifications.find((n) => n.id === id)).toBeUndefined();
  });

  it('does not show the same message twice while it is on screen; once it has gone it may come again', () => {
    const { root, clock } = setup();
    const first = root.notify.add({ messageId: 'auth.bannedLoggedOut', type: 'error' });
    expect(root.notify.add({ messageId: 'auth.bannedLoggedOut', type: 'error' })).toBe(first);
    root.notify.add({ messageId: 'auth.bannedLoggedOut', type: 'success' });
    root.notify.add({ messageId: 'x', values: { n: 1 } });
    root.notify.add({ messageId: 'x', values: { n: 2 } });
    expect(root.notify.notifications).toHaveLength(4);
    clock.advance(4000 + 600);
    expect(root.notify.notifications).toHaveLength(0);
    expect(root.notify.add({ messageId: 'auth.bannedLoggedOut', type: 'error' })).not.toBe(first);
  });

  it('two balance answers saying "banned" at once sign the player out with one message', async () => {
    const t = testEnv({ 'GET /api/user/balance': () => ok({ balance: 5, is_banned: true }), 'GET /api/user/logout': () => ok({}) });
    const root = loadedRoot({ config: testConfig() }, t.env);
    root.auth.setUser(player);
    await Promise.all([root.auth.fetchBalance(), root.auth.fetchBalance()]);
    expect(root.auth.isAuth).toBe(false);
    expect(root.notify.notifications.filter((n) => n.messageId === 'auth.bannedLoggedOut')).toHaveLength(1);
  });

  it('keeps a notification with needClose false', () => {
    const { root, clock } = setup();
    root.notify.add({ text: 'stay', needClose: false });
    clock.advance(60_000);
    expect(root.notify.notifications).toHaveLength(1);
  });

  it('resolves a failure to the brand status table, a range, the server text or the default', () => {
    const { root } = setup();
    root.notify.apiError({ ok: false, kind: 'rejected', code: 4, message: 'x' });
    root.notify.apiError({ ok: false, kind: 'rejected', code: 614, message: 'x' });
    root.notify.apiError({ ok: false, kind: 'rejected', code: 77, message: 'server says' }, 'server');
    root.notify.apiError({ ok: false, kind: 'rejected', code: 77, message: 'server says' });
    expect(root.notify.notifications.map((n) => n.messageId ?? n.text)).toEqual(['error.4', 'error.bet', 'server says', 'error.default']);
  });
});

describe('AppStore blocklist', () => {
  it('stores banned providers and casino types', async () => {
    const { root } = setup({ 'GET /api/user/blocklist': () => ok({ providers: ['a'], casinoTypes: ['live'] }) });
    await root.app.loadBlocklist();
    expect(root.app.isProviderBanned('a')).toBe(true);
    expect(root.app.isCasinoTypeBanned('live')).toBe(true);
  });

  it('concurrent loads share one request (the game page waits for the start-up load); a later load asks again', async () => {
    const { root, api } = setup({ 'GET /api/user/blocklist': () => ok({ providers: ['a'], casinoTypes: [] }) });
    const count = () => api.calls.filter((c) => c.path === '/api/user/blocklist').length;
    const first = root.app.loadBlocklist();
    const second = root.app.loadBlocklist();
    expect(second).toBe(first);
    await second;
    expect(count()).toBe(1);
    expect(root.app.blocklistLoaded).toBe(true);
    await root.app.loadBlocklist();
    expect(count()).toBe(2);
  });

  it('a fresh load (the session changed) asks again and the older answer is dropped', async () => {
    const answers: Array<(r: ReturnType<typeof ok>) => void> = [];
    const { root, api } = setup({
      'GET /api/user/blocklist': () => new Promise((resolve) => answers.push(resolve)) as never,
    });
    const guest = root.app.loadBlocklist();
    const player = root.app.loadBlocklist({ fresh: true });
    expect(player).not.toBe(guest);
    expect(api.calls.filter((c) => c.path === '/api/user/blocklist')).toHaveLength(2);
    answers[1](ok({ providers: ['b'], casinoTypes: [] }));
    await player;
    answers[0](ok({ providers: ['a'], casinoTypes: [] }));
    await guest;
    expect(root.app.isProviderBanned('b')).toBe(true);
    expect(root.app.isProviderBanned('a')).toBe(false);
  });

  it('matches like the catalogue: id or name, any case; a banned name or casino type bans the provider id', () => {
    const t = testEnv();
    const providers = [
      { id: 'pragmatic', name: 'Pragmatic Play', casinoType: 'slots' },
      { id: 'ezugi', name: 'Ezugi', casinoType: 'live' },
    ];
    const config = { ...testConfig(), providers: { providers } } as unknown as ReturnType<typeof testConfig>;
    const root = loadedRoot({ config }, t.env);
    root.app.setBlocklist({ providers: ['pragmatic play'], casinoTypes: ['LIVE'] });
    expect(root.app.isProviderBanned('pragmatic')).toBe(true);
    expect(root.app.isProviderBanned('PRAGMATIC PLAY')).toBe(true);
    expect(root.app.isProviderBanned('ezugi')).toBe(true);
    expect(root.app.isCasinoTypeBanned('live')).toBe(true);
    expect(root.app.isCasinoTypeBanned('slots')).toBe(false);
    root.app.setBlocklist({ providers: ['Ezugi'], casinoTypes: [] });
    expect(root.app.isProviderBanned('ezugi')).toBe(true);
    expect(root.app.isProviderBanned('pragmatic')).toBe(false);
  });

  it('exposes one cached matcher (root.app.bans), rebuilt only when the blocklist changes', () => {
    const t = testEnv();
    const providers = [{ id: 'pragmatic', name: 'Pragmatic Play', casinoType: 'slots' }];
    const config = { ...testConfig(), providers: { providers } } as unknown as ReturnType<typeof testConfig>;
    const root = loadedRoot({ config }, t.env);
    const none = root.app.bans;
    expect(none.empty).toBe(true);
    expect(root.app.bans).toBe(none);
    root.app.setBlocklist({ providers: ['Pragmatic Play'], casinoTypes: [] });
    const some = root.app.bans;
    expect(some).not.toBe(none);
    expect(root.app.bans).toBe(some);
    expect(some.route('pragmatic')).toBe(true);
    expect(root.casino.bans).toBe(some);
  });

  it('shows no toast for codeStatus 1, nor for a guest when the list fails (a guest loses nothing)', async () => {
    const quiet = setup({ 'GET /api/user/blocklist': () => fail(1) });
    await quiet.root.app.loadBlocklist();
    expect(quiet.root.notify.notifications).toHaveLength(0);
    const guest = setup({ 'GET /api/user/blocklist': () => fail(500) });
    await guest.root.app.loadBlocklist();
    expect(guest.root.notify.notifications).toHaveLength(0);
  });

  it("tells a signed-in player of any other failure: the platform's text while the kept list serves, the degraded text with none", async () => {
    let answer = () => ok({ providers: ['a'], casinoTypes: [] });
    const { root } = setup({ 'GET /api/user/blocklist': () => answer() });
    signIn(root);
    await root.app.loadBlocklist();
    expect(root.notify.notifications).toHaveLength(0);
    answer = () => fail(500);
    await root.app.loadBlocklist({ fresh: true });
    expect(root.app.blocklistSource).toBe('stored');
    expect(root.notify.notifications.map((n) => n.type)).toEqual(['error']);
    const none = setup({ 'GET /api/user/blocklist': () => fail(500) });
    signIn(none.root);
    await none.root.app.loadBlocklist();
    expect(none.root.app.blocklistSource).toBe('unknown');
    expect(none.root.notify.notifications.map((n) => [n.type, n.messageId])).toEqual([['error', 'degraded.blocklist']]);
  });
});

describe('LocaleStore and UserSettingsStore', () => {
  it('follows the brand default until the user picks an offered language', () => {
    const { root } = setup();
    expect(root.locale.language).toBe('es-es');
    expect(root.locale.apiCode).toBe('es');
    root.locale.setLanguage('fr-fr');
    expect(root.locale.language).toBe('es-es');
    root.locale.setLanguage('en-US');
    expect(root.locale.apiCode).toBe('en');
  });

  it("asks flat pages in the language's fallback code when the brand sets one, else in its apiCode", () => {
    const config = testConfig() as BrandConfig;
    config.brand.languages = config.brand.languages.map((l) => (l.code === 'en-US' ? { ...l, apiCode: 'fr', flatPagesCode: 'en' } : l));
    const root = loadedRoot({ config }, testEnv({}).env);
    expect(root.locale.flatPagesCode).toBe('es');
    root.locale.setLanguage('en-US');
    expect(root.locale.apiCode).toBe('fr');
    expect(root.locale.flatPagesCode).toBe('en');
  });

  it('starts from rules.defaults and hides the brand hidden currencies', async () => {
    const { root } = setup({ 'GET /api/site/settings': () => ok({ currencies: ['TRY', 'FUN'] }) });
    expect(root.userSettings.themeMode).toBe('light');
    expect(root.userSettings.shortMenu).toBe(true);
    root.userSettings.toggleTheme();
    expect(root.userSettings.themeMode).toBe('dark');
    await root.userSettings.load();
    expect(root.userSettings.currencies).toEqual(['TRY']);
  });

  it('keeps the last good value of a malformed settings field (logged) and reads numeric-string limits', async () => {
    let data: unknown = { lang: 'es', currencies: ['ARS', 'TRY'], limits: { payment: { withdrawal: { min: '10', max: 500 } } } };
    const logs: string[] = [];
    const { root, env } = setup({ 'GET /api/site/settings': () => ok(data) });
    env.log = (m) => logs.push(m);
    await root.userSettings.load();
    expect(root.userSettings.limits.withdrawal).toEqual({ min: 10, max: 500 });
    data = { lang: { code: 'en' }, currencies: 'ARS', limits: { payment: { withdrawal: { min: 'x', max: 1 } } }, INBET_KF: { a: 'b' } };
    await root.userSettings.load();
    expect(root.userSettings.currencies).toEqual(['ARS', 'TRY']);
    expect(root.userSettings.server?.lang).toBe('es');
    expect(root.userSettings.limits.withdrawal).toEqual({ min: 10, max: 500 });
    expect(root.userSettings.inbetKf).toEqual({});
    data = null;
    await root.userSettings.load();
    expect(root.userSettings.currencies).toEqual(['ARS', 'TRY']);
    expect(logs).toHaveLength(2);
  });
});
