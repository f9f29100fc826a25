/**
 * Responsible gambling stores against the real sandbox (scripts/sandbox) over HTTP, with the reference
 * brand's merged config (rules.json responsibleGambling: cooling 24 h, reality check 15/30/45/60 min,
 * default 60) and a fake clock for the reality check.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS_DIR, mergeBrand } from '../../../scripts/validate/lib';
import { createApiClient } from '../../api/client';
import type { BrandConfig } from '../../config/types';
import { fakeClock, memoryStorage } from '../../../tests/support/catalogueTestKit';
import type { ApiClient } from '../env';
import { errorIdOf } from '../shell/NotifyStore';
import { withSandbox } from '../../../tests/support/sandbox';
import { brandTestConfig, signIn, testRoot } from '../../../tests/support/testEnv';

const pampa = mergeBrand(join(BRANDS_DIR, 'pampa'));
const brandConfig = (features: Record<string, boolean> = {}): BrandConfig => {
  const base = brandTestConfig({ brand: pampa.brand, providers: pampa.providers, catalogue: pampa.catalogue, rules: pampa.rules });
  return { ...base, brand: { ...base.brand, features: { ...base.brand.features, ...features } } } as BrandConfig;
};
const MIN = 60_000;

const sandbox = withSandbox();

async function setup(features: Record<string, boolean> = {}) {
  let session: string | undefined;
  const client = createApiClient({
    baseUrl: sandbox.base,
    gamesBaseUrl: `${sandbox.base}/games-api`,
    partnerName: pampa.brand.api.partnerName,
    sessionCookie: 'session',
    timeoutMs: 5000,
    readSession: () => session,
  });
  // Node keeps no cookies: the session goes as the cookie header a browser would send.
  const calls: string[] = [];
  const api: ApiClient = {
    session: () => session,
    request: (req) => {
      calls.push(`${req.method} ${req.path}`);
      return client.request({ ...req, headers: { ...req.headers, ...(session ? { cookie: `session=${session}` } : {}) } });
    },
  };
  const clock = fakeClock(Date.UTC(2026, 10, 23, 12));
  const navigations: string[] = [];
  const storage = memoryStorage();
  const makeRoot = () =>
    testRoot(brandConfig(features), { api, providers: { get: () => undefined, ids: () => [] }, clock, storage, navigate: (to) => navigations.push(to) });
  const root = makeRoot();
  let userId = -1;
  const login = async () => {
    const res = await client.request<{ token: string; id: number; role: number }>({
      method: 'POST',
      path: '/api/user/login',
      body: { username: 'player@croupier.test', password: 'Player123!' },
    });
    if (!res.ok) return res;
    session = res.data.token;
    userId = res.data.id;
    signIn(root, res.data.role, res.data.id);
    await root.auth.fetchBalance();
    return null;
  };
  expect(await login()).toBeNull();
  /** A page reload within the same sign-in: a new tree on the same storage, the player restored (as the persisted auth slice does). */
  const reload = async () => {
    const again = makeRoot();
    signIn(again, 0, userId);
    await again.auth.fetchBalance();
    await again.responsibleGambling.load();
    return again;
  };
  return { root, rg: root.responsibleGambling, rc: root.realityCheck, clock, navigations, calls, login, api, storage, reload };
}

describe('ResponsibleGamblingStore: limits', () => {
  it('loads the brand limits, none set, and the partner cooling period', async () => {
    const { rg } = await setup();
    expect(rg.enabled).toBe(true);
    expect(await rg.load()).toBeNull();
    expect(Object.keys(rg.limits)).toEqual(pampa.rules.responsibleGambling?.limits);
    expect(rg.limitOf('depositDay')).toEqual({ amount: null, used: 0, remaining: null, pending: null });
    expect(rg.coolingPeriodHours).toBe(24);
    expect(rg.depositHeadroom).toBeUndefined();
  });

  it('a first limit and a lower one apply at once', async () => {
    const { rg } = await setup();
    expect(await rg.setLimit('depositWeek', 1000)).toEqual({ pendingUntil: undefined });
    expect(await rg.setLimit('depositWeek', 400)).toEqual({ pendingUntil: undefined });
    expect(rg.limitOf('depositWeek')).toMatchObject({ amount: 400, remaining: 400, pending: null });
  });

  it('a higher limit waits the cooling period, then applies', async () => {
    const { rg } = await setup();
    await rg.setLimit('depositDay', 300);
    const before = Date.now();
    const result = await rg.setLimit('depositDay', 900);
    const until = result?.pendingUntil ?? 0;
    expect(until - before).toBeGreaterThan(24 * 3_600_000 - 5_000);
    expect(until - before).toBeLessThanOrEqual(24 * 3_600_000 + 1_000);
    expect(rg.limitOf('depositDay')).toMatchObject({ amount: 300, pending: { amount: 900, effectiveAt: until } });
    await sandbox.control({ rgClockOffsetHours: 24 });
    await rg.load();
    expect(rg.limitOf('depositDay')).toMatchObject({ amount: 900, pending: null });
  });

  it('removing a limit waits too; an invalid amount is refused without a call', async () => {
    const { rg, calls } = await setup();
    await rg.setLimit('lossWeek', 200);
    await rg.setLimit('lossWeek', null);
    expect(rg.limitOf('lossWeek')).toMatchObject({ amount: 200, pending: { amount: null } });
    const n = calls.length;
    expect(await rg.setLimit('lossWeek', -5)).toBeUndefined();
    expect(rg.errorId).toBe('rg.limit.invalid');
    expect(calls.length).toBe(n);
  });

  it('the cash desk form knows the tightest deposit limit, refuses over it, and the platform refuses with its code', async () => {
    const { root, rg, api } = await setup();
    await rg.setLimit('depositDay', 500);
    await rg.setLimit('depositMonth', 200);
    expect(rg.depositHeadroom).toEqual({ kind: 'depositMonth', remaining: 200 });
    const form = root.payment.deposit;
    form.setAmount(150);
    expect(form.overLimit).toBe(false);
    form.setAmount(250);
    expect(form.overLimit).toBe(true);
    expect(form.canLeaveAmountPage).toBe(false);
    // The platform holds the same rule: its refusal maps to the brand's text.
    const res = await api.request({ method: 'POST', path: '/api/payment/admin_deposit', body: { amount: 250, iban_number: 'TR1', requisite_id: 1 } });
    expect(res).toMatchObject({ ok: false, kind: 'rejected', code: 2701, message: 'Deposit of 250 over the month deposit limit of 200 TND: 200 left' });
    if (!res.ok) expect(errorIdOf(res.code, root.config.rules)).toBe('error.rg.depositLimit');
  });

  it('a crypto deposit over the limit (weighed by the platform in money) is refused with its text, keeps the form and re-reads what is left', async () => {
    const { root, rg } = await setup({ cryptoPayments: true });
    await rg.setLimit('depositDay', 500);
    const payment = root.payment;
    payment.open('Deposit');
    await vi.waitFor(() => expect(payment.crypto.servicesState).toBe('ready'));
    payment.selectDepositMethod('crypto:BTC');
    await vi.waitFor(() => expect(payment.crypto.limitOf('deposit', 'BTC')).toBeDefined());
    // 0.002 BTC is far below 500 as a bare number: the form cannot refuse it, the platform does (372 TND > 314 left after 0.001 BTC).
    payment.deposit.setAmount(0.001);
    payment.nextDepositPage();
    expect(await payment.submitDeposit()).toBe(true);
    payment.open('Deposit');
    payment.selectDepositMethod('crypto:BTC');
    payment.deposit.setAmount(0.002);
    expect(payment.deposit.overLimit).toBe(false);
    payment.nextDepositPage();
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.error).toMatchObject({ kind: 'rejected', code: 2701 });
    if (payment.error) expect(errorIdOf(payment.error.code, root.config.rules)).toBe('error.rg.depositLimit');
    expect([payment.depositPage, payment.deposit.crypto, payment.deposit.amount]).toEqual([2, 'BTC', 0.002]);
    await vi.waitFor(() => expect(rg.depositHeadroom).toEqual({ kind: 'depositDay', remaining: 314 }));
  });

  it('is off when the brand switches the feature off: nothing is loaded', async () => {
    const { rg, calls, root } = await setup({ responsibleGambling: false });
    expect(rg.enabled).toBe(false);
    const n = calls.length;
    expect(await rg.load()).toBeNull();
    expect(calls.length).toBe(n);
    root.payment.deposit.setAmount(100_000);
    expect(root.payment.deposit.overLimit).toBe(false);
  });
});

describe('ResponsibleGamblingStore: time-out and self-exclusion', () => {
  it('excluding signs the player out, leaves for the lobby, and sign-in is refused with the brand text', async () => {
    const { root, rg, navigations, login } = await setup();
    expect(await rg.exclude('timeOut', 7)).toBe(true);
    expect(root.auth.isAuth).toBe(false);
    expect(navigations).toEqual(['/']);
    const refused = await login();
    expect(refused).toMatchObject({ ok: false, kind: 'rejected', code: 2700 });
    if (refused) expect(errorIdOf(refused.code, root.config.rules)).toBe('error.rg.excluded');
  });

  it('a period the brand does not offer is refused and the player stays signed in', async () => {
    const { root, rg } = await setup();
    expect(await rg.exclude('selfExclusion', 30)).toBe(false);
    expect(rg.errorId).toBe('error.103');
    expect(root.auth.isAuth).toBe(true);
  });
});

describe('RealityCheckStore', () => {
  it('is due every interval of play from the first game, with the time played; continue waits another interval', async () => {
    const { rc, clock } = await setup();
    expect(rc.intervalMinutes).toBe(60);
    clock.advance(30 * MIN);
    expect(rc.due).toBe(false);
    rc.enterGame();
    clock.advance(60 * MIN - 1);
    expect(rc.due).toBe(false);
    clock.advance(1);
    expect(rc.showing).toBe(true);
    expect(rc.playedMs).toBe(60 * MIN);
    expect(rc.reason).toBe('interval');
    clock.advance(10 * MIN);
    rc.continuePlaying();
    expect(rc.due).toBe(false);
    clock.advance(50 * MIN - 1);
    expect(rc.due).toBe(false);
    clock.advance(1);
    expect(rc.playedMs).toBe(120 * MIN);
  });

  it('the player chooses among the allowed intervals only, kept in storage', async () => {
    const { rc, clock } = await setup();
    expect(rc.setIntervalMinutes(20)).toBe(false);
    expect(rc.setIntervalMinutes(15)).toBe(true);
    expect(rc.intervalMinutes).toBe(15);
    rc.enterGame();
    clock.advance(15 * MIN);
    expect(rc.showing).toBe(true);
    expect(rc.allowedMinutes).toEqual([15, 30, 45, 60]);
  });

  it('stop leaves the game for the lobby; a reminder due elsewhere shows on the next game', async () => {
    const { rc, clock, navigations } = await setup();
    rc.enterGame();
    clock.advance(60 * MIN);
    rc.stop();
    expect(navigations).toEqual(['/']);
    expect(rc.showing).toBe(false);
    clock.advance(60 * MIN);
    expect(rc.due).toBe(true);
    expect(rc.showing).toBe(false);
    rc.enterGame();
    expect(rc.showing).toBe(true);
  });

  it('the net result is the balance change without cash-desk money', async () => {
    const { rc, clock, root } = await setup();
    rc.enterGame();
    expect(rc.startTotal).toBe(5000);
    await sandbox.control({ players: { 'player@croupier.test': { balance: 5300 } } });
    rc.noteCashflow(500);
    clock.advance(60 * MIN);
    await root.auth.fetchBalance();
    expect(rc.netResult).toBe(-200);
  });

  it('a net result of zero cents reads as even, not as won', async () => {
    const { rc, clock, root } = await setup();
    rc.enterGame();
    clock.advance(60 * MIN);
    await root.auth.fetchBalance();
    expect(rc.netResult).toBe(0);
    expect(rc.netOutcome).toBe('even');
    await sandbox.control({ players: { 'player@croupier.test': { balance: 5000.004 } } });
    await root.auth.fetchBalance();
    expect(rc.netOutcome).toBe('even');
    await sandbox.control({ players: { 'player@croupier.test': { balance: 5000.5 } } });
    await root.auth.fetchBalance();
    expect(rc.netOutcome).toBe('won');
    await sandbox.control({ players: { 'player@croupier.test': { balance: 4999 } } });
    await root.auth.fetchBalance();
    expect(rc.netOutcome).toBe('lost');
  });

  it('a page reload within the same sign-in goes on with the session: its start, starting balance and cash-desk money', async () => {
    const { rc, clock, reload } = await setup();
    rc.enterGame();
    const startedAt = rc.startedAt;
    rc.noteCashflow(500);
    clock.advance(40 * MIN);
    await sandbox.control({ players: { 'player@croupier.test': { balance: 5300 } } });
    const after = await reload();
    after.realityCheck.enterGame();
    expect(after.realityCheck.startedAt).toBe(startedAt);
    expect(after.realityCheck.startTotal).toBe(5000);
    expect(after.realityCheck.netResult).toBe(-200);
    // The interval (60 min) counts from the session's start, not from the reload.
    clock.advance(20 * MIN);
    expect(after.realityCheck.showing).toBe(true);
    expect(after.realityCheck.playedMs).toBe(60 * MIN);
  });

  it('a sign-out or a new sign-in starts a new session after a reload', async () => {
    const { rc, clock, root, reload, storage } = await setup();
    rc.enterGame();
    clock.advance(10 * MIN);
    root.auth.countSignIn();
    expect(rc.startedAt).toBeUndefined();
    const fresh = await reload();
    fresh.realityCheck.enterGame();
    expect(fresh.realityCheck.startedAt).toBe(clock.now());
    clock.advance(5 * MIN);
    await fresh.auth.logout();
    expect(Object.keys(storage.data).filter((k) => k.includes('Session'))).toEqual([]);
    const next = await reload();
    next.realityCheck.enterGame();
    expect(next.realityCheck.startedAt).toBe(clock.now());
  });

  it('a launch after the loss limit is refused by the platform (2702) and maps to the brand text', async () => {
    const { rg, api, root } = await setup();
    await rg.setLimit('lossWeek', 100);
    const launch = () => api.request({ method: 'GET', path: '/games-api/belatra/session?game=bigwildbuffalo&lang=en' });
    expect((await launch()).ok).toBe(true);
    await sandbox.control({ recordBets: { 'player@croupier.test': [{ amount: 120 }] } });
    await rg.load();
    expect(rg.limitOf('lossWeek')).toMatchObject({ amount: 100, used: 120, remaining: 0 });
    const res = await launch();
    expect(res).toMatchObject({ ok: false, kind: 'rejected', code: 2702 });
    if (!res.ok) expect(errorIdOf(res.code, root.config.rules)).toBe('error.rg.lossLimit');
  });

  it('the session limit ends the session: only stop, on every game until sign-out', async () => {
    const { rc, rg, clock, root } = await setup();
    await rg.setLimit('sessionMinutes', 45);
    rc.enterGame();
    clock.advance(45 * MIN);
    expect(rc.showing).toBe(true);
    expect(rc.reason).toBe('sessionLimit');
    rc.continuePlaying();
    expect(rc.due).toBe(true);
    rc.stop();
    rc.enterGame();
    expect(rc.showing).toBe(true);
    await root.auth.logout();
    expect(rc.due).toBe(false);
    expect(rc.startedAt).toBeUndefined();
  });
});
