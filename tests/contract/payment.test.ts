import { describe, expect, it } from 'vitest';
import { NEWBIE, PLAYER, fails, hasKeys, malformed, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox({ login: { player: PLAYER, newbie: NEWBIE } });

const withdrawal = (amount: number) => ({
  amount,
  payment_system: 'Ziraat Bankasi',
  payment_country_id: 0,
  payment_account_name: 'Pablo Jugador',
  payment_account_id: 'ACC1',
});

describe('deposit', () => {
  it('a deposit shows in the balance, the deposit requests and the payment history', async () => {
    const before = ok(await h.call('GET', '/api/payment/deposit_request?page=1&count=10', { session: h.sessions.player }));
    const data = ok(
      await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 300, iban_number: 'TR1234', requisite_id: 1 } }),
    );
    expect(data.invoice_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/invoice\/\d+$/);
    expect(ok(await h.call('GET', '/api/user/balance', { session: h.sessions.player })).balance).toBe(5300);
    const after = ok(await h.call('GET', '/api/payment/deposit_request?page=1&count=10', { session: h.sessions.player }));
    hasKeys(after, ['data', 'meta']);
    hasKeys(after.data[0], ['amount', 'comment', 'currency', 'date', 'id', 'status']);
    expect(after.data[0]).toMatchObject({ amount: 300, status: 1 });
    expect(after.meta.total).toBe(before.meta.total + 1);
    const history = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?page=1&count=10&type=0', { session: h.sessions.player }));
    hasKeys(history, ['payments', 'count'], true);
    hasKeys(history.payments[0], [
      'id',
      'type',
      'created_at',
      'value',
      'status',
      'balance_after',
      'balance_before',
      'payment_requisite',
      'payment_system',
      'transaction_id',
      'balance_type',
    ]);
    expect(history.payments[0]).toMatchObject({ type: 0, value: 300, balance_before: 5000, balance_after: 5300 });
  });

  it('the deposit limits come from the settings, and follow the control endpoint', async () => {
    fails(
      await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 10, iban_number: 'TR1', requisite_id: null } }),
      103,
    );
    ok(await h.control({ settings: { limits: { payment: { deposits: { min: 5 } } } } }));
    ok(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 10, iban_number: 'TR1', requisite_id: null } }));
  });

  it('requisites: verified players see them; an unverified one with fewer than 5 deposits gets none and may not choose one (11)', async () => {
    const list = ok(await h.call('GET', '/api/payment/admin_requisite', { session: h.sessions.player }));
    expect(list.length).toBeGreaterThan(0);
    hasKeys(
      list[0],
      [
        'id',
        'payment_system',
        'payment_requisite',
        'payment_detail',
        'payment_custom_definition',
        'payment_country_id',
        'payment_account_name',
        'payment_account_id',
      ],
      true,
    );
    expect(ok(await h.call('GET', '/api/payment/admin_requisite', { session: h.sessions.newbie }))).toEqual([]);
    fails(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.newbie, body: { amount: 100, iban_number: 'TR1', requisite_id: 1 } }), 11);
    ok(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.newbie, body: { amount: 100, iban_number: 'TR1', requisite_id: -1 } }));
  });

  it('a deposit through support may leave the IBAN empty; one paid to a requisite may not', async () => {
    ok(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.newbie, body: { amount: 100, iban_number: '', requisite_id: null } }));
    malformed(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 100, iban_number: '', requisite_id: 1 } }));
  });

  it('malformed and unauthenticated deposits get the envelope', async () => {
    unauthorized(await h.call('POST', '/api/payment/admin_deposit', { body: { amount: 100, iban_number: 'x', requisite_id: null } }));
    malformed(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 'lots', iban_number: 'x' } }));
    malformed(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, body: { amount: 100 } }));
    malformed(await h.call('POST', '/api/payment/admin_deposit', { session: h.sessions.player, raw: '{"amount": 1', contentType: 'application/json' }));
  });
});

describe('withdrawal', () => {
  it('a withdrawal lowers the balance and shows in the withdrawal requests', async () => {
    const data = ok(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.player, body: withdrawal(500) }));
    hasKeys(data, ['wagering_amount']);
    expect(ok(await h.call('GET', '/api/user/balance', { session: h.sessions.player })).balance).toBe(4500);
    const list = ok(await h.call('GET', '/api/payment/withdrawal_request?page=1&count=10', { session: h.sessions.player }));
    hasKeys(list.data[0], ['id', 'create_date', 'amount', 'status', 'player_id', 'comment']);
    expect(list.data[0]).toMatchObject({ amount: 500, status: 0, player_id: 1001 });
    expect(list.meta.pages).toBeGreaterThan(3);
  });

  it('is refused while wagering is unmet: 1180, or 105 with the bonus balance active', async () => {
    fails(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.newbie, body: withdrawal(150) }), 1180);
    ok(await h.call('PUT', '/api/user/switch_balance', { session: h.sessions.newbie }));
    fails(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.newbie, body: withdrawal(150) }), 105);
  });

  it('below the minimum is 106, above the balance 103', async () => {
    fails(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.player, body: withdrawal(10) }), 106);
    fails(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.player, body: withdrawal(9000) }), 103);
    malformed(await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', { session: h.sessions.player, body: { amount: 200 } }));
  });
});

describe('histories', () => {
  it('payment history pages over more than 30 rows and filters by type and balance type', async () => {
    const all = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?page=1&count=10&type=2', { session: h.sessions.player }));
    expect(all.count).toBeGreaterThan(30);
    expect(all.payments).toHaveLength(10);
    const out = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?type=1&count=100', { session: h.sessions.player }));
    // money taken off the balance: the player's withdrawals and bonus debits, and removals by an agent, a cashier or the owner
    expect(new Set(out.payments.map((p: { type: number }) => p.type))).toEqual(new Set([1, 3, 5, 7, 9]));
    const into = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?type=0&count=100', { session: h.sessions.player }));
    expect(new Set(into.payments.map((p: { type: number }) => p.type))).toEqual(new Set([0, 2, 4, 6, 8]));
    const fs = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?balance_type=1&count=100', { session: h.sessions.player }));
    expect(fs.payments.every((p: { balance_type: number }) => p.balance_type === 1)).toBe(true);
  });

  it("the seeded player's first page holds a top-up and a removal by each of an agent, a cashier and the owner", async () => {
    const first = ok(await h.call('GET', '/api/payment/history/payment-with-withdrawal?page=1&count=20&type=2', { session: h.sessions.player }));
    expect(first.payments.map((p: { type: number }) => p.type).filter((t: number) => t >= 4)).toEqual([4, 5, 6, 7, 8, 9]);
    // each row's balance follows the one before it
    const rows = first.payments as Array<{ balance_before: number; balance_after: number }>;
    for (let i = 0; i + 1 < rows.length; i++) expect(rows[i].balance_before).toBe(rows[i + 1].balance_after);
  });

  it('deposit requests carry meta.pages', async () => {
    const list = ok(await h.call('GET', '/api/payment/deposit_request?page=2&count=10', { session: h.sessions.player }));
    expect(list.meta.pages).toBeGreaterThanOrEqual(3);
    expect(list.data).toHaveLength(10);
  });

  it('free spins history', async () => {
    const fs = ok(await h.call('GET', '/api/payment/freespins/history?page=1&count=10', { session: h.sessions.player }));
    hasKeys(fs, ['data', 'count']);
    expect(fs.count).toBeGreaterThan(30);
  });
});

describe('promo codes and cashback', () => {
  it('activates a code once (2202 after), refuses unknown 2200, expired 2201, full 2217, not in programme 2211, terms 2214', async () => {
    const data = ok(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'bonus100' } }));
    expect(data).toMatchObject({ code: 'BONUS100', is_activated: true });
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'BONUS100' } }), 2202);
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'NOSUCH' } }), 2200);
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'OLD2023' } }), 2201);
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'FULLHOUSE' } }), 2217);
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'VIPONLY' } }), 2211);
    fails(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: 'HIGHROLLER' } }), 2214);
    malformed(await h.call('POST', '/api/payment/promocode/activation', { session: h.sessions.player, body: { code: { nested: true } } }));
    const history = ok(await h.call('GET', '/api/payment/promocode/history', { session: h.sessions.player }));
    hasKeys(history, ['history']);
    hasKeys(history.history[0], ['id', 'code', 'created_at'], true);
    expect(history.history[0].code).toBe('BONUS100');
    expect(ok(await h.call('GET', '/api/user/balance', { session: h.sessions.player })).bonus_balance).toBe(100);
  });

  it('cashback history: {history: [{id, date, amount, type}], count}, paged; a move to the main balance adds a type 1 entry on top', async () => {
    unauthorized(await h.call('GET', '/api/cashback/history'));
    const first = ok(await h.call('GET', '/api/cashback/history?page=1&count=10', { session: h.sessions.player }));
    hasKeys(first, ['history', 'count']);
    expect(first.count).toBeGreaterThan(10);
    expect(first.history).toHaveLength(10);
    hasKeys(first.history[0], ['id', 'date', 'amount', 'type'], true);
    ok(await h.call('GET', '/api/cashback/withdrawal', { session: h.sessions.player }));
    const after = ok(await h.call('GET', '/api/cashback/history?page=1&count=10', { session: h.sessions.player }));
    expect(after.count).toBe(first.count + 1);
    expect(after.history[0]).toMatchObject({ amount: 125.5, type: 1 });
  });

  it('cashback balance, then withdrawal moves it to the balance (103 when empty)', async () => {
    expect(ok(await h.call('GET', '/api/cashback/balance', { session: h.sessions.player }))).toEqual({ cashback_balance: 125.5 });
    expect(ok(await h.call('GET', '/api/cashback/withdrawal', { session: h.sessions.player }))).toMatchObject({ cashback_balance: 0, balance: 5125.5 });
    fails(await h.call('GET', '/api/cashback/withdrawal', { session: h.sessions.player }), 103);
  });
});

describe('crypto payments (line style)', () => {
  const partner = { 'partner-name': 'pampa' };
  it('limits and services answer the payload itself with HTTP 200', async () => {
    const dep = await h.call('GET', '/nowpayments/deposit/usdt/limit', { headers: partner });
    expect(dep.http).toBe(200);
    expect(dep.body).toEqual({ currency: 'USDT', min_amount: 10, max_amount: 10000 });
    const wd = await h.call('GET', '/nowpayments/withdrawal/BTC/limit', { headers: partner });
    expect(wd.body).toMatchObject({ currency: 'BTC', min_amount: 0.001 });
    const services = await h.call('GET', '/nowpayments/withdrawal/services', { headers: partner });
    expect(services.http).toBe(200);
    expect(services.body.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([74, 15, 30, 133, 5]));
  });

  it('errors carry message with HTTP 4xx', async () => {
    const unknown = await h.call('GET', '/nowpayments/deposit/XYZ/limit', { headers: partner });
    expect(unknown.http).toBe(404);
    expect(unknown.body).toEqual({ message: 'Unknown currency XYZ' });
    const noPartner = await h.call('GET', '/nowpayments/withdrawal/services');
    expect(noPartner.http).toBe(400);
    expect(typeof noPartner.body.message).toBe('string');
  });
});

describe('crypto payments through the platform', () => {
  it("a crypto deposit needs no IBAN, is bounded by its currency's limits, waits for its invoice and credits nothing yet", async () => {
    fails(
      await h.call('POST', '/api/payment/admin_deposit', {
        session: h.sessions.player,
        body: { amount: 5, iban_number: '', requisite_id: null, pay_currency: 'USDTTRC20' },
      }),
      103,
    );
    fails(
      await h.call('POST', '/api/payment/admin_deposit', {
        session: h.sessions.player,
        body: { amount: 20, iban_number: '', requisite_id: null, pay_currency: 'NOPE' },
      }),
      103,
    );
    const data = ok(
      await h.call('POST', '/api/payment/admin_deposit', {
        session: h.sessions.player,
        body: { amount: 20, iban_number: '', requisite_id: null, pay_currency: 'USDTTRC20' },
      }),
    );
    expect(data.invoice_url).toMatch(/\/sandbox\/invoice\/\d+$/);
    expect(data.deposit).toMatchObject({ amount: 20, currency: 'USDTTRC20', status: 0 });
    expect(ok(await h.call('GET', '/api/user/balance', { session: h.sessions.player })).balance).toBe(5000);
  });

  it("a crypto withdrawal (the currency as payment system) is bounded by that currency's limits", async () => {
    fails(
      await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', {
        session: h.sessions.player,
        body: { ...withdrawal(24), payment_system: 'USDTTRC20' },
      }),
      106,
    );
    const data = ok(
      await h.call('POST', '/api/payment/cashier_withdrawal_by_payment', {
        session: h.sessions.player,
        body: { ...withdrawal(25), payment_system: 'USDTTRC20' },
      }),
    );
    expect(data.withdrawal).toMatchObject({ amount: 25, payment_system: 'USDTTRC20' });
  });
});
