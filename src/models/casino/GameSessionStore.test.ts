import { reaction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../tests/support/catalogueTestKit';
import { callsTo, deferred, list, setup } from '../../../tests/support/casinoTestKit';
import { ban, fail, signIn } from '../../../tests/support/testEnv';
import type { ApiRequest, ApiResult } from '../env';
import type { GameSessionState } from './GameSessionStore';

const SITE = 'https://casino.test';
const site = { siteOrigin: SITE };
type Routes = Record<string, (req: ApiRequest) => ApiResult<unknown> | Promise<ApiResult<unknown>>>;

/** A player's casino whose brand frames the test provider's game host; `log` collects the console lines. */
function player(routes: Routes = {}, options: { guest?: boolean } = {}) {
  const logs: string[] = [];
  const kit = setup(routes, undefined, { log: (line: unknown) => void logs.push(String(line)) });
  const { root } = kit;
  root.applyConfig({ ...root.config, brand: { ...root.config.brand, gameFrameHosts: ['play.test'] } });
  if (!options.guest) signIn(root);
  const session = root.casino.gameSession;
  if (!session) throw new Error('the test tree has the game session (tests/support/testEnv.ts registers its type)');
  // every state the page would render, in order
  const seen: GameSessionState['kind'][] = [];
  reaction(
    () => session.state.kind,
    (kind) => seen.push(kind),
  );
  return { ...kit, session, logs, seen };
}

const launches = (api: { calls: ApiRequest[] }) => callsTo(api as never, 'alpha/launch');

describe('openGame: the game page launch as one state', () => {
  it('checks the bans, loads the list, launches and shows the frame', async () => {
    const { casino, session, seen, api } = player();
    await casino.openGame('alpha', 'a1', site);
    expect(seen).toEqual(['checking-bans', 'loading-list', 'launching', 'ready']);
    expect(session.state).toEqual({
      kind: 'ready',
      url: 'https://play.test/a1',
      title: 'A game 1',
      sandbox: 'allow-scripts allow-same-origin allow-popups',
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
    expect(launches(api)).toBe(1);
  });

  it('a game already listed and bans already known go straight to the launch', async () => {
    const { root, casino, seen } = player();
    await root.app.loadBlocklist();
    await casino.loadProvider('alpha');
    await casino.openGame('alpha', 'a1', site);
    expect(seen).toEqual(['launching', 'ready']);
  });

  it("a guest's real-money game and an unknown provider are refused without a call", async () => {
    const guest = player({}, { guest: true });
    await guest.casino.openGame('alpha', 'a1', site);
    expect(guest.session.state).toEqual({ kind: 'error', messageId: 'casino.game.pleaseAuth' });
    expect(guest.api.calls).toEqual([]);

    const { casino, session, api } = player();
    await casino.openGame('no-such-provider', '1', site);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.unavailable' });
    expect(api.calls).toEqual([]);
  });

  it('a provider banned in the list that answers while the page waits is "not available", and nothing is launched', async () => {
    const bans = deferred<ApiResult<unknown>>();
    const { casino, session, api } = player({ 'GET /api/user/blocklist': () => bans.promise });
    const opened = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('checking-bans'));
    bans.resolve(ok({ providers: ['alpha'], casinoTypes: [] }));
    await opened;
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.unavailable' });
    expect(launches(api)).toBe(0);
  });

  it('no list of bans within its age refuses the launch in words (bansUnknown)', async () => {
    const { casino, session, api } = player({ 'GET /api/user/blocklist': () => fail(500, 'down') });
    await casino.openGame('alpha', 'a1', site);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.bansUnknown', reason: 'bansUnknown' });
    expect(launches(api)).toBe(0);
  });

  it('a provider whose list fails is "not answering"; retry asks for the list again and launches', async () => {
    let down = true;
    const { casino, session, api } = player({ 'GET alpha/list': () => (down ? { ok: false, kind: 'server', code: 500, message: 'down' } : list('a', 2)) });
    await casino.openGame('alpha', 'a1', site);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.providerDown' });
    down = false;
    await session.retry();
    expect(session.state.kind).toBe('ready');
    expect(callsTo(api, 'alpha/list')).toBeGreaterThanOrEqual(2);
  });

  it('a hung list keeps the page loading', async () => {
    const { casino, session } = player({ 'GET alpha/list': () => new Promise(() => undefined) });
    void casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('loading-list'));
  });

  it('a game its provider does not list is "not available"', async () => {
    const { casino, session, api } = player();
    await casino.openGame('alpha', 'nope', site);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.unavailable' });
    expect(launches(api)).toBe(0);
  });

  it("the platform's refusal reads through the brand's error codes; retry launches again", async () => {
    let refuse = true;
    const { casino, session, api } = player({
      'GET alpha/launch': (req) => (refuse ? fail(605, 'Insufficient balance') : ok({ url: `https://play.test/${req.query?.game}` })),
    });
    await casino.openGame('alpha', 'a1', site);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.failed', detailId: 'error.bet' });
    refuse = false;
    await session.retry();
    expect(session.state.kind).toBe('ready');
    expect(launches(api)).toBe(2);
  });

  it('a demo of a provider without one is refused by its reason', async () => {
    const { casino, session, api } = player({}, { guest: true });
    await casino.openGame('alpha', 'a1', { ...site, demo: true });
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.demoUnavailable', reason: 'noDemo' });
    expect(launches(api)).toBe(0);
  });

  it('a session URL on the site itself or on an unlisted host is not framed; the console says what to change', async () => {
    const own = player({ 'GET alpha/launch': () => ok({ url: `${SITE}/play` }) });
    await own.casino.openGame('alpha', 'a1', site);
    expect(own.session.state).toEqual({ kind: 'error', messageId: 'casino.game.ownOrigin', reason: 'own-origin' });
    expect(own.logs.some((l) => l.includes('alpha: game frame refused') && l.includes('frames.allowOwnOrigin'))).toBe(true);

    const elsewhere = player({ 'GET alpha/launch': () => ok({ url: 'https://elsewhere.test/a1' }) });
    await elsewhere.casino.openGame('alpha', 'a1', site);
    expect(elsewhere.session.state).toEqual({ kind: 'error', messageId: 'casino.game.blockedHost', reason: 'host' });
    expect(elsewhere.logs.some((l) => l.includes('gameFrameHosts'))).toBe(true);
  });

  it('the mobile game route launches the mobile variant', async () => {
    const { casino } = player();
    await casino.openGame('alpha', 'a1', { ...site, platform: 'mobile' });
    expect(casino.platform).toBe('mobile');
  });

  it('a provider in maintenance waits: the game launches when the maintenance ends', async () => {
    const { root, casino, session, api } = player();
    root.maintenance.setNotices([{ area: 'provider', provider: 'alpha' }], 0);
    const opened = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('maintenance'));
    expect(launches(api)).toBe(0);
    root.maintenance.setNotices([], 0);
    await opened;
    expect(session.state.kind).toBe('ready');
  });

  it('while the game shows, a ban or a sign-out takes it off the screen', async () => {
    const { root, casino, session } = player();
    await casino.openGame('alpha', 'a1', site);
    expect(session.state.kind).toBe('ready');
    ban(root, ['alpha']);
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.unavailable' });
    ban(root, []);
    expect(session.state.kind).toBe('ready');
    void root.auth.logout();
    expect(session.state).toEqual({ kind: 'error', messageId: 'casino.game.pleaseAuth' });
  });
});

describe('openGame: runs and stale answers', () => {
  it('an answer that arrives after close() is dropped; the page shows nothing', async () => {
    const answer = deferred<ApiResult<unknown>>();
    const { casino, session } = player({ 'GET alpha/launch': () => answer.promise });
    const opened = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('launching'));
    session.close();
    answer.resolve(ok({ url: 'https://play.test/a1' }));
    await opened;
    expect(session.state).toEqual({ kind: 'idle' });
  });

  it("a second openGame replaces the first: the first game's answer is dropped, the second launches after it (no busy refusal)", async () => {
    const first = deferred<ApiResult<unknown>>();
    const { casino, session, api } = player({
      'GET alpha/launch': (req) => (req.query?.game === 'a1' ? first.promise : ok({ url: `https://play.test/${req.query?.game}` })),
    });
    const a = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('launching'));
    const b = casino.openGame('alpha', 'a2', site);
    first.resolve(ok({ url: 'https://play.test/a1' }));
    await Promise.all([a, b]);
    expect(session.state).toMatchObject({ kind: 'ready', url: 'https://play.test/a2' });
    expect(launches(api)).toBe(2);
  });

  it('the loader and the page opening the same game make one run; closing and opening again mid-launch (a remount) shares the call', async () => {
    const answer = deferred<ApiResult<unknown>>();
    const { casino, session, api } = player({ 'GET alpha/launch': () => answer.promise });
    const loader = casino.openGame('alpha', 'a1', site);
    const page = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(launches(api)).toBe(1));
    session.close({ provider: 'alpha', gameId: 'a1' });
    const again = casino.openGame('alpha', 'a1', site);
    await vi.waitFor(() => expect(session.state.kind).toBe('launching'));
    answer.resolve(ok({ url: 'https://play.test/a1' }));
    await Promise.all([loader, page, again]);
    expect(session.state.kind).toBe('ready');
    expect(launches(api)).toBe(1);
  });

  it("close() names its game: the page leaving one game does not close the next one's run", async () => {
    const { casino, session } = player();
    await casino.openGame('alpha', 'a2', site);
    session.close({ provider: 'alpha', gameId: 'a1' });
    expect(session.state.kind).toBe('ready');
    session.close({ provider: 'alpha', gameId: 'a2' });
    expect(session.state).toEqual({ kind: 'idle' });
    expect(casino.gameUrl).toBe('');
  });

  it('an error is not kept: opening the game again runs again', async () => {
    let refuse = true;
    const { casino, session } = player({ 'GET alpha/launch': () => (refuse ? fail(4) : ok({ url: 'https://play.test/a1' })) });
    await casino.openGame('alpha', 'a1', site);
    expect(session.state.kind).toBe('error');
    refuse = false;
    await casino.openGame('alpha', 'a1', site);
    expect(session.state.kind).toBe('ready');
  });
});
