import { describe, expect, it } from 'vitest';
import { PLAYER, fails, hasKeys, malformed, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox({ login: { player: PLAYER } });

/** The reference brand's partner (brands/pampa: cooling period 24 h, time-outs 1, 7, 30 days). */
const PAMPA = { 'partner-name': 'pampa' };
const LUMEN = { 'partner-name': 'lumen' };
const RG = '/api/user/responsible_gambling';
const setLimit = (kind: string, amount: number | null, headers = PAMPA) =>
  h.call('POST', `${RG}/limit`, { session: h.sessions.player, headers, body: { kind, amount } });
const deposit = (amount: number) =>
  h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount, iban_number: 'TR1', requisite_id: 1 } });
const hoursBetween = (a: string, b: string) => (Date.parse(`${b.replace(' ', 'T')}Z`) - Date.parse(`${a.replace(' ', 'T')}Z`)) / 3_600_000;

describe('responsible gambling: limits', () => {
  it('answers every limit kind, none set for a seeded player, with the partner cooling period', async () => {
    const data = ok(await h.call('GET', RG, { session: h.sessions.player, headers: PAMPA }));
    hasKeys(data, ['limits', 'cooling_period_hours', 'exclusion', 'now'], true);
    expect(Object.keys(data.limits)).toEqual(['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes']);
    expect(data.limits.deposit_day).toEqual({ amount: null, used: 0, remaining: null, pending: null });
    expect(data.cooling_period_hours).toBe(24);
    // The account's partner decides (Player.partner), not the partner-name the request sends.
    expect(ok(await h.call('GET', RG, { session: h.sessions.player, headers: LUMEN })).cooling_period_hours).toBe(24);
    ok(await h.control({ players: { [PLAYER.email]: { partner: 'lumen' } } }));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player, headers: PAMPA })).cooling_period_hours).toBe(168);
    expect(data.exclusion).toBeNull();
  });

  it('needs a session and a known kind', async () => {
    unauthorized(await h.call('GET', RG));
    malformed(await setLimit('deposit_year', 100));
    malformed(await h.call('POST', `${RG}/limit`, { session: h.sessions.player, body: { kind: 'deposit_day', amount: 'lots' } }));
    fails(await setLimit('deposit_day', 0), 103);
    fails(await setLimit('session_minutes', 12.5), 103);
  });

  it('a first and a lower limit apply at once; a higher one waits the cooling period, then applies', async () => {
    expect(ok(await setLimit('deposit_day', 500)).limits.deposit_day).toMatchObject({ amount: 500, remaining: 500, pending: null });
    expect(ok(await setLimit('deposit_day', 300)).limits.deposit_day).toMatchObject({ amount: 300, pending: null });
    const raised = ok(await setLimit('deposit_day', 1000));
    expect(raised.limits.deposit_day.amount).toBe(300);
    expect(raised.limits.deposit_day.pending.amount).toBe(1000);
    expect(hoursBetween(raised.now, raised.limits.deposit_day.pending.effective_at)).toBe(24);
    ok(await h.control({ rgClockOffsetHours: 23 }));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.deposit_day.amount).toBe(300);
    ok(await h.control({ rgClockOffsetHours: 24 }));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.deposit_day).toMatchObject({ amount: 1000, pending: null });
  });

  it('removing a limit also waits; lowering again cancels the pending change', async () => {
    ok(await setLimit('loss_week', 200));
    expect(ok(await setLimit('loss_week', null)).limits.loss_week).toMatchObject({ amount: 200, pending: { amount: null } });
    expect(ok(await setLimit('loss_week', 150)).limits.loss_week).toMatchObject({ amount: 150, pending: null });
  });

  it('a deposit over a deposit limit is refused with what is left; within it passes and counts', async () => {
    ok(await setLimit('deposit_day', 500));
    ok(await deposit(200));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.deposit_day).toMatchObject({ used: 200, remaining: 300 });
    const refused = await deposit(301);
    fails(refused, 2701);
    expect(refused.body.error_message).toBe('Deposit of 301 over the day deposit limit of 500 TND: 300 left');
    ok(await deposit(300));
    fails(await deposit(50), 2701);
  });
});

describe('responsible gambling: crypto deposits against the deposit limit', () => {
  const cryptoDeposit = (amount: number, pay_currency: string) =>
    h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount, iban_number: '', requisite_id: null, pay_currency } });

  it('weighs the coin amount in the account currency (1 BTC = 60000 USD = 186000 TND), not as money', async () => {
    ok(await setLimit('deposit_day', 500));
    // 0.001 BTC = 186 TND: within the limit, though "0.001" alone would pass anything.
    ok(await cryptoDeposit(0.001, 'BTC'));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.deposit_day).toMatchObject({ used: 186, remaining: 314 });
    // 0.002 BTC = 372 TND > 314 left: refused, though 0.002 < 314 as a bare number.
    const refused = await cryptoDeposit(0.002, 'BTC');
    fails(refused, 2701);
    expect(refused.body.error_message).toBe('Deposit of 0.002 BTC (372 TND) over the day deposit limit of 500 TND: 314 left');
    // 100 USDT = 310 TND fits the 314 left.
    ok(await cryptoDeposit(100, 'USDT'));
    fails(await cryptoDeposit(10, 'USDT'), 2701);
  });
});

describe('responsible gambling: game launch limits', () => {
  const launch = (session = h.sessions.player) => h.call('GET', '/games-api/belatra/session?game=bigwildbuffalo&lang=en', { session });

  it('a launch after the loss limit of the current period is refused with 2702; wins count against losses', async () => {
    ok(await setLimit('loss_day', 100));
    ok(await launch());
    ok(await h.control({ recordBets: { [PLAYER.email]: [{ amount: 80 }, { amount: 50, win_amount: 40 }] } }));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.loss_day).toMatchObject({ used: 90, remaining: 10 });
    ok(await launch());
    ok(await h.control({ recordBets: { [PLAYER.email]: [{ amount: 10 }] } }));
    const refused = await launch();
    fails(refused, 2702);
    expect(refused.body.error_message).toBe('Loss limit of 100 per day reached');
    // The day window moves on: a day later the loss is out of it.
    ok(await h.control({ rgClockOffsetHours: 25 }));
    ok(await launch());
  });

  it('recordBets refuses bad bets', async () => {
    malformed(await h.control({ recordBets: { [PLAYER.email]: [{ amount: -5 }] } }));
    malformed(await h.control({ recordBets: { 'nobody@x.test': [{ amount: 5 }] } }));
  });

  it('a launch after the session time limit is used up is refused with 2703; a new sign-in does not start the count again', async () => {
    // The count is per day: start at 10:00 UTC tomorrow so the test never crosses midnight.
    const now = Date.now();
    const base = (Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1, 10) - now) / 3_600_000;
    ok(await h.control({ rgClockOffsetHours: base }));
    ok(await setLimit('session_minutes', 30));
    ok(await launch());
    ok(await h.control({ rgClockOffsetHours: base + 0.25 }));
    expect(ok(await h.call('GET', RG, { session: h.sessions.player })).limits.session_minutes).toMatchObject({ amount: 30, used: 15 });
    ok(await launch());
    ok(await h.control({ rgClockOffsetHours: base + 0.5 }));
    const refused = await launch();
    fails(refused, 2703);
    expect(refused.body.error_message).toBe('Session time limit of 30 minutes a day used up: play opens again tomorrow');
    fails(await launch(await h.login(PLAYER.email, PLAYER.password)), 2703);
  });
});

describe('responsible gambling: time-out and self-exclusion', () => {
  it('excludes for an allowed period only, ends every session and refuses sign-in until it ends', async () => {
    fails(await h.call('POST', `${RG}/exclude`, { session: h.sessions.player, headers: PAMPA, body: { kind: 'time_out', days: 2 } }), 103);
    malformed(await h.call('POST', `${RG}/exclude`, { session: h.sessions.player, headers: PAMPA, body: { kind: 'pause', days: 1 } }));
    const other = await h.login(PLAYER.email, PLAYER.password);
    const r = await h.call('POST', `${RG}/exclude`, { session: h.sessions.player, headers: PAMPA, body: { kind: 'time_out', days: 7 } });
    expect(ok(r)).toMatchObject({ kind: 'time_out' });
    expect(r.headers.get('set-cookie')).toContain('Max-Age=0');
    unauthorized(await h.call('GET', '/api/user/check', { session: h.sessions.player }));
    unauthorized(await h.call('GET', '/api/user/check', { session: other }));
    const refused = await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: PLAYER.password } });
    fails(refused, 2700);
    expect(refused.body.error_message).toMatch(/^Account closed for play by time-out until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    ok(await h.control({ rgClockOffsetHours: 7 * 24 }));
    await h.login(PLAYER.email, PLAYER.password);
  });

  it('a wrong password is still answered as such for an excluded player', async () => {
    ok(await h.control({ players: { [PLAYER.email]: { partner: 'lumen' } } }));
    ok(await h.call('POST', `${RG}/exclude`, { session: h.sessions.player, body: { kind: 'self_exclusion', days: 182 } }));
    fails(await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: 'nope' } }), 4);
  });
});
