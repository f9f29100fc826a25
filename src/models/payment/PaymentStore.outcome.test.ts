import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult } from '../env';
import { fail, ok, testEnv, loadedRoot } from '../../../tests/support/testEnv';
import { setup, calls, toDepositPage2, fillWithdrawal, deposited, withdrawn, base, config } from '../../../tests/support/paymentTestKit';

describe('PaymentStore: idempotency keys and the unknown outcome', () => {
  const lost = { ok: false, kind: 'timeout', code: 0, message: 'timeout of 15000ms exceeded' } as const;
  const gateway = { ok: false, kind: 'server', code: 504, message: '' } as const;
  const badBody = { ok: false, kind: 'bad-data', code: 200, message: 'response is not JSON' } as const;
  const keyOf = (c: ApiRequest) => c.headers?.['Idempotency-Key'];

  /** A platform whose request history the test moves: `book()` adds the row a lost answer had booked. */
  function platform(kind: 'Deposit' | 'Withdrawal', answers: Array<() => ApiResult<unknown>>) {
    const rows: Array<{ id: number; amount: number; status: number }> = [{ id: 1, amount: 50, status: 1 }];
    let historyDown = false;
    const history = kind === 'Deposit' ? 'GET /api/payment/deposit_request' : 'GET /api/payment/withdrawal_request';
    const post = kind === 'Deposit' ? 'POST /api/payment/admin_deposit' : 'POST /api/payment/cashier_withdrawal_by_payment';
    let n = 0;
    return {
      rows,
      book: (amount: number) => rows.unshift({ id: 100 + rows.length, amount, status: 1 }),
      setHistoryDown: (down: boolean) => {
        historyDown = down;
      },
      routes: {
        [history]: () =>
          historyDown ? ({ ok: false, kind: 'server', code: 500, message: '' } as const) : ok({ data: [...rows], meta: { pages: 1, total: rows.length } }),
        [post]: () => (answers[n++] ?? answers[answers.length - 1])(),
      },
    };
  }

  it('every deposit request carries the submission key; a refusal drops it, the corrected form gets a new one', async () => {
    const answers = [() => fail(103, 'too much'), () => ok(deposited)];
    const { payment, api } = await setup(platform('Deposit', answers).routes);
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.error).toMatchObject({ kind: 'rejected', code: 103 });
    expect(payment.pending).toBeUndefined();
    expect(payment.bookingOutcome).toBeUndefined();
    payment.deposit.setAmount(200);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit').map(keyOf)).toEqual(['key-1', 'key-2']);
  });

  for (const [name, failure] of [
    ['a timeout', lost],
    ['a 504', gateway],
    ['invalid JSON', badBody],
  ] as const) {
    it(`${name} after the deposit booked: the history shows the new request → the completion, as a success`, async () => {
      const p = platform('Deposit', [() => (p.book(300), failure)]);
      const { payment, root, api } = await setup(p.routes);
      await toDepositPage2(payment);
      expect(await payment.submitDeposit()).toBe(true);
      expect(payment.depositPage).toBe(3);
      expect(payment.completed).toBe('Deposit');
      expect(payment.bookingOutcome).toBeUndefined();
      expect(payment.pending).toBeUndefined();
      expect(payment.error).toBeUndefined();
      expect(root.notify.notifications.map((n) => n.messageId)).toEqual(['cashdesk.deposit.success']);
      expect(calls(api, '/api/user/balance').length).toBeGreaterThan(0);
      expect(calls(api, '/api/payment/admin_deposit')).toHaveLength(1);
    });
  }

  it('not booked: the player reads so and may send again; the same form reuses the key, a changed one gets a new key', async () => {
    const { payment, api, root } = await setup(platform('Deposit', [() => lost]).routes);
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.bookingOutcome).toBe('notBooked');
    expect(payment.isLocked('Deposit')).toBe(false);
    expect(payment.completed).toBeUndefined();
    expect(root.notify.notifications.map((n) => n.messageId)).not.toContain('cashdesk.deposit.success');
    expect(payment.deposit).toMatchObject({ amount: 300, ibanNumber: 'TR12 3456' });
    await payment.submitDeposit();
    payment.deposit.setAmount(301);
    await payment.submitDeposit();
    payment.deposit.setAmount(300);
    await payment.submitDeposit();
    expect(calls(api, '/api/payment/admin_deposit').map(keyOf)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });

  it('still unknown (the check fails): the form is locked; "check again" and a retry with the same key and body', async () => {
    const p = platform('Deposit', [() => (p.book(300), gateway), () => ok(deposited)]);
    p.setHistoryDown(false);
    const { payment, api } = await setup(p.routes);
    await toDepositPage2(payment);
    // The history is read before the POST; it fails only for the check.
    const inner = api.routes['POST /api/payment/admin_deposit'];
    api.routes['POST /api/payment/admin_deposit'] = (req) => {
      p.setHistoryDown(true);
      return inner(req);
    };
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.bookingOutcome).toBe('unknown');
    expect(payment.isLocked('Deposit')).toBe(true);
    // Locked: no submit, no way back to edit the amount.
    expect(await payment.submitDeposit()).toBe(false);
    payment.backDepositPage();
    expect(payment.depositPage).toBe(2);
    expect(await payment.checkAgain()).toBe('unknown');
    expect(payment.bookingOutcome).toBe('unknown');
    expect(await payment.retryPending()).toBe(true);
    const posts = calls(api, '/api/payment/admin_deposit');
    expect(posts.map(keyOf)).toEqual(['key-1', 'key-1']);
    expect(posts[1].body).toEqual(posts[0].body);
    expect(payment.completed).toBe('Deposit');
    expect(payment.isLocked('Deposit')).toBe(false);
  });

  it('"check again" once the history answers decides booked', async () => {
    const p = platform('Withdrawal', [() => (p.book(150), lost)]);
    const { payment, api } = await setup(p.routes);
    fillWithdrawal(payment);
    const inner = api.routes['POST /api/payment/cashier_withdrawal_by_payment'];
    api.routes['POST /api/payment/cashier_withdrawal_by_payment'] = (req) => (p.setHistoryDown(true), inner(req));
    expect(await payment.submitWithdrawal()).toBe(false);
    expect(payment.bookingOutcome).toBe('unknown');
    p.setHistoryDown(false);
    expect(await payment.checkAgain()).toBe('booked');
    expect([payment.completed, payment.withdrawalPage]).toEqual(['Withdrawal', 2]);
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')).toHaveLength(1);
  });

  it('a withdrawal whose answer was lost and that did book completes once; one that did not may be sent again with its key', async () => {
    const p = platform('Withdrawal', [() => (p.book(150), badBody)]);
    const booked = await setup(p.routes);
    fillWithdrawal(booked.payment);
    expect(await booked.payment.submitWithdrawal()).toBe(true);
    expect(booked.payment.completed).toBe('Withdrawal');

    const q = platform('Withdrawal', [() => gateway, () => ok(withdrawn)]);
    const notBooked = await setup(q.routes);
    fillWithdrawal(notBooked.payment);
    expect(await notBooked.payment.submitWithdrawal()).toBe(false);
    expect(notBooked.payment.bookingOutcome).toBe('notBooked');
    expect(await notBooked.payment.submitWithdrawal()).toBe(true);
    expect(calls(notBooked.api, '/api/payment/cashier_withdrawal_by_payment').map(keyOf)).toEqual(['key-1', 'key-1']);
  });

  it('a success answer without the payment record is never a success: the outcome is checked', async () => {
    for (const data of [{}, null, '<<malformed>>', { invoice_url: 'x' }, { invoice_url: '' }, { deposit: {} }]) {
      const { payment, root } = await setup(platform('Deposit', [() => ok(data)]).routes);
      await toDepositPage2(payment);
      expect(await payment.submitDeposit()).toBe(false);
      expect(payment.bookingOutcome).toBe('notBooked');
      expect(payment.completed).toBeUndefined();
      expect(root.notify.notifications.map((n) => n.messageId)).not.toContain('cashdesk.deposit.success');
    }
    for (const data of [{}, { wagering_amount: '0' }, { withdrawal: {} }]) {
      const w = await setup(platform('Withdrawal', [() => ok(data)]).routes);
      fillWithdrawal(w.payment);
      expect(await w.payment.submitWithdrawal()).toBe(false);
      expect(w.payment.bookingOutcome).toBe('notBooked');
    }
  });

  it("the platform contract's own answer (deposit invoice_url, withdrawal wagering_amount) is a booking without a history check", async () => {
    const d = await setup(platform('Deposit', [() => ok({ invoice_url: 'https://pay.example/invoice/7' })]).routes);
    await toDepositPage2(d.payment);
    expect(await d.payment.submitDeposit()).toBe(true);
    expect(d.payment.bookingOutcome).toBeUndefined();
    expect(d.payment.completed).toBe('Deposit');
    const w = await setup(platform('Withdrawal', [() => ok({ wagering_amount: 0 })]).routes);
    fillWithdrawal(w.payment);
    expect(await w.payment.submitWithdrawal()).toBe(true);
    expect(w.payment.completed).toBe('Withdrawal');
  });

  it('a session that ended mid-payment says so (no technical toast), keeps the form and drops the key', async () => {
    const { payment, root } = await setup({ 'POST /api/payment/admin_deposit': () => fail(401, 'Unauthorized', 'unauthorized') });
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.sessionEnded).toBe(true);
    expect(payment.bookingOutcome).toBeUndefined();
    expect(payment.pending).toBeUndefined();
    expect(root.notify.notifications).toHaveLength(0);
    expect(payment.deposit).toMatchObject({ amount: 300, ibanNumber: 'TR12 3456' });
  });
});

describe('PaymentStore: a payment from another tab', () => {
  it('a payment another tab reported in the last minutes warns once before this tab sends one', async () => {
    const { payment, api, clock } = await setup({ 'POST /api/payment/admin_deposit': () => ok(deposited) });
    await toDepositPage2(payment);
    payment.noteOtherTab({ type: 'payment-submitted', kind: 'Deposit', amount: 300, at: clock.now() });
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.otherTabWarning).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit')).toHaveLength(0);
    // The player saw the warning: the next submit goes.
    expect(await payment.submitDeposit()).toBe(true);
    expect(payment.otherTabWarning).toBe(false);
  });

  it('an old notice, or a malformed message, does not warn', async () => {
    const { payment, clock } = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn) });
    fillWithdrawal(payment);
    payment.noteOtherTab({ type: 'payment-booked', kind: 'Deposit', amount: 1, at: clock.now() });
    payment.noteOtherTab({ type: 'nonsense' });
    clock.advance(11 * 60_000);
    expect(await payment.submitWithdrawal()).toBe(true);
  });

  it('the store tells the other tabs of a submission and a booking, and listens to them (env.tabs)', async () => {
    const sent: unknown[] = [];
    let listener: ((n: unknown) => void) | undefined;
    const t = testEnv({ ...base, 'POST /api/payment/admin_deposit': () => ok(deposited) });
    t.env.tabs = {
      post: (n) => void sent.push(n),
      listen: (fn) => {
        listener = fn as (n: unknown) => void;
        return () => undefined;
      },
    };
    const root = loadedRoot({ config: config() }, t.env);
    await root.auth.check();
    await root.userSettings.load();
    await toDepositPage2(root.payment);
    expect(await root.payment.submitDeposit()).toBe(true);
    expect(sent).toMatchObject([
      { type: 'payment-submitted', kind: 'Deposit', amount: 300 },
      { type: 'payment-booked', kind: 'Deposit', amount: 300 },
    ]);
    listener?.({ type: 'payment-submitted', kind: 'Withdrawal', amount: 150, at: t.clock.now() });
    expect(root.payment.otherTab).toMatchObject({ kind: 'Withdrawal', amount: 150 });
  });
});
