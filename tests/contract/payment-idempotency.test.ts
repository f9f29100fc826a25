import { describe, expect, it } from 'vitest';
import { PLAYER, NEWBIE, fails, ok, withSandbox } from '../support/sandbox';

const h = withSandbox({ login: { player: PLAYER } });

const DEPOSIT = '/api/payment/admin_deposit';
const WITHDRAWAL = '/api/payment/cashier_withdrawal_by_payment';
const depositBody = (amount: number) => ({ amount, iban_number: 'TR1234', requisite_id: 1 });
const withdrawalBody = (amount: number) => ({
  amount,
  payment_system: 'Ziraat',
  payment_country_id: 0,
  payment_account_name: 'Pablo',
  payment_account_id: 'ACC1',
});
const key = (k: string) => ({ 'Idempotency-Key': k });

async function summary() {
  const s = (await h.call('GET', '/__sandbox/state')).body.data;
  return s.players.find((p: { email: string }) => p.email === PLAYER.email) as { balance: number; deposits: number; withdrawals: number };
}

describe('Idempotency-Key on payment calls', () => {
  it('a deposit repeated with the same key books once and answers the first booking again', async () => {
    const before = await summary();
    const first = ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(500), headers: key('k-1') }));
    const again = ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(500), headers: key('k-1') }));
    expect(again).toEqual(first);
    expect(await summary()).toMatchObject({ balance: before.balance + 500, deposits: before.deposits + 1 });
    // Another key is another payment.
    ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(500), headers: key('k-2') }));
    expect(await summary()).toMatchObject({ balance: before.balance + 1000, deposits: before.deposits + 2 });
  });

  it('a withdrawal repeated with the same key books once; the same key with another body is refused (409)', async () => {
    const before = await summary();
    const first = ok(await h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(300), headers: key('w-1') }));
    expect(ok(await h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(300), headers: key('w-1') }))).toEqual(first);
    fails(await h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(301), headers: key('w-1') }), 409);
    // The same key on the other payment path is another request too.
    fails(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(300), headers: key('w-1') }), 409);
    expect(await summary()).toMatchObject({ balance: before.balance - 300, withdrawals: before.withdrawals + 1 });
  });

  it('keys belong to a player; a refusal keeps nothing, so the corrected request may use the key', async () => {
    const newbie = await h.login(NEWBIE.email, NEWBIE.password);
    ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(500), headers: key('shared') }));
    ok(await h.call('POST', DEPOSIT, { session: newbie, body: { amount: 100, iban_number: 'TR1', requisite_id: null }, headers: key('shared') }));
    fails(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(1), headers: key('low') }), 103);
    ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(100), headers: key('low') }));
  });
});

describe('afterBooking faults', () => {
  for (const [fault, check] of [
    ['gateway-timeout', (r: { http: number }) => expect(r.http).toBe(504)],
    ['invalid-json', (r: { http: number; body: unknown }) => expect([r.http, r.body]).toEqual([200, undefined])],
  ] as const) {
    it(`${fault}: the deposit books, its answer is lost; the repeat with the key answers the booking`, async () => {
      const before = await summary();
      ok(await h.control({ afterBooking: { 'api/payment/admin_deposit': fault } }));
      check(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(700), headers: key('a-1') }));
      expect(await summary()).toMatchObject({ balance: before.balance + 700, deposits: before.deposits + 1 });
      const replay = ok(await h.call('POST', DEPOSIT, { session: h.sessions.player, body: depositBody(700), headers: key('a-1') }));
      expect(replay.deposit).toMatchObject({ amount: 700 });
      expect(await summary()).toMatchObject({ balance: before.balance + 700, deposits: before.deposits + 1 });
    });
  }

  it('hang: the withdrawal books and no answer comes until reset; a refusal is not a booking and answers', async () => {
    const before = await summary();
    ok(await h.control({ afterBooking: { 'api/payment/cashier_withdrawal_by_payment': 'hang' } }));
    fails(await h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(99_999), headers: key('h-0') }), 103);
    const pending = h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(200), headers: key('h-1') });
    await expect.poll(async () => (await h.call('GET', '/__sandbox/state')).body.data.hung).toBe(1);
    expect(await summary()).toMatchObject({ balance: before.balance - 200, withdrawals: before.withdrawals + 1 });
    const replay = ok(await h.call('POST', WITHDRAWAL, { session: h.sessions.player, body: withdrawalBody(200), headers: key('h-1') }));
    expect(replay.withdrawal).toMatchObject({ amount: 200 });
    expect(await summary()).toMatchObject({ balance: before.balance - 200, withdrawals: before.withdrawals + 1 });
    ok(await h.call('POST', '/__sandbox/reset'));
    expect((await pending).http).toBe(503);
  });

  it('the control refuses an unknown after-booking fault; null clears one', async () => {
    expect((await h.control({ afterBooking: { 'api/payment/admin_deposit': 'boom' } })).http).toBe(400);
    ok(await h.control({ afterBooking: { 'api/payment/admin_deposit': 'hang' } }));
    ok(await h.control({ afterBooking: { 'api/payment/admin_deposit': null } }));
    expect((await h.call('GET', '/__sandbox/state')).body.data.afterBooking).toEqual({});
  });
});
