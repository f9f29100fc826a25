import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult } from '../env';
import { amountInRange, fieldState } from './PaymentForms';
import { fail, ok, testEnv, loadedRoot } from '../../../tests/support/testEnv';
import { setup, calls, toDepositPage2, fillWithdrawal, deposited, withdrawn, base, config } from '../../../tests/support/paymentTestKit';

describe('validation helpers', () => {
  it('a field with nothing in it is neutral, otherwise valid or invalid', () => {
    expect(fieldState(false, true)).toBe('neutral');
    expect(fieldState(true, false)).toBe('valid');
    expect(fieldState(true, true)).toBe('invalid');
  });
  it('an amount is valid inside the limits inclusive; without limits no amount is', () => {
    expect([49.99, 50, 5000, 5000.01].map((n) => amountInRange(n, { min: 50, max: 5000 }))).toEqual([false, true, true, false]);
    expect([0, -1, Number.NaN, 1, 50, 1e9].map((n) => amountInRange(n, undefined))).toEqual([false, false, false, false, false, false]);
  });
});

describe('PaymentStore: limits that are not known', () => {
  it('refuse a deposit and a withdrawal instead of letting any amount through', async () => {
    const { payment, api } = await setup({ 'GET /api/site/settings': () => ok({}) });
    await toDepositPage2(payment);
    expect(payment.deposit.limits).toBeUndefined();
    expect(payment.deposit.invalid.amount).toBe(true);
    expect(payment.deposit.canSubmit).toBe(false);
    expect(await payment.submitDeposit()).toBe(false);
    fillWithdrawal(payment);
    expect(payment.withdrawal.canSubmit).toBe(false);
    expect(await payment.submitWithdrawal()).toBe(false);
    expect(calls(api, '/api/payment/deposit_request').filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(calls(api, '/api/payment/withdrawal_request').filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('PaymentStore: dialog', () => {
  it('opens with a type, tabs switch the type, close closes', async () => {
    const { payment } = await setup();
    expect(payment.modal.isOpen).toBe(false);
    payment.open('Withdrawal');
    expect(payment.modal).toMatchObject({ isOpen: true, type: 'Withdrawal' });
    payment.setType('Deposit');
    expect(payment.modal.type).toBe('Deposit');
    payment.close();
    expect(payment.modal.isOpen).toBe(false);
  });

  it('loads requisites when the deposit opens and preselects the first method; none leaves "-1"', async () => {
    const { payment, api } = await setup();
    payment.open('Deposit');
    await Promise.resolve();
    expect(calls(api, '/api/payment/admin_requisite')).toHaveLength(1);
    await payment.loadRequisites();
    expect(payment.requisites.map((r) => r.accountName)).toEqual(['Acme Ltd', 'Acme Wallet']);
    expect(payment.deposit.system).toBe('1');
    expect(payment.selectedRequisite?.id).toBe(1);
    payment.deposit.setSystem('2');
    expect(payment.selectedRequisite?.accountName).toBe('Acme Wallet');

    const unverified = await setup({ 'GET /api/payment/admin_requisite': () => ok([]) });
    await unverified.payment.loadRequisites();
    expect(unverified.payment.deposit.system).toBe('-1');
    expect(unverified.payment.selectedRequisite).toBeUndefined();
  });
});

describe('PaymentStore: deposit form', () => {
  it('validates on creation: no amount and no IBAN are invalid', async () => {
    const { payment } = await setup();
    expect(payment.deposit.invalid).toEqual({ amount: true, ibanNumber: true });
  });

  it('the amount must lie within the deposit limits of the site settings', async () => {
    const { payment } = await setup();
    payment.deposit.setAmount(49);
    expect(payment.deposit.invalid.amount).toBe(true);
    payment.deposit.setAmount(50);
    expect(payment.deposit.invalid.amount).toBe(false);
    payment.deposit.setAmount(5001);
    expect(payment.deposit.invalid.amount).toBe(true);
  });

  it('a negative amount becomes its absolute value (number input rule)', async () => {
    const { payment } = await setup();
    payment.deposit.setAmount(-300);
    expect(payment.deposit.amount).toBe(300);
  });

  it('the IBAN must not be blank', async () => {
    const { payment } = await setup();
    payment.deposit.setIbanNumber('   ');
    expect(payment.deposit.invalid.ibanNumber).toBe(true);
    payment.deposit.setIbanNumber('TR1');
    expect(payment.deposit.invalid.ibanNumber).toBe(false);
  });

  it('Next leaves page 1 only with a valid amount; Back returns to page 1 keeping the fields', async () => {
    const { payment } = await setup();
    payment.open('Deposit');
    payment.deposit.setAmount(10);
    payment.nextDepositPage();
    expect(payment.depositPage).toBe(1);
    payment.deposit.setAmount(300);
    payment.nextDepositPage();
    expect(payment.depositPage).toBe(2);
    payment.deposit.setIbanNumber('TR1');
    payment.backDepositPage();
    expect(payment.depositPage).toBe(1);
    expect([payment.deposit.amount, payment.deposit.ibanNumber]).toEqual([300, 'TR1']);
  });

  it('submit on page 2 sends amount, IBAN and the chosen requisite, goes to page 3 and refreshes the balance', async () => {
    const { payment, api, root } = await setup({
      'POST /api/payment/admin_deposit': () => ok({ ...deposited, invoice_url: 'x' }),
      'GET /api/user/balance': () => ok({ balance: 400 }),
    });
    await toDepositPage2(payment);
    payment.deposit.setSystem('2');
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit')[0].body).toEqual({ amount: 300, iban_number: 'TR12 3456', requisite_id: 2 });
    expect(payment.depositPage).toBe(3);
    expect(payment.completed).toBe('Deposit');
    await Promise.resolve();
    expect(calls(api, '/api/user/balance')).toHaveLength(1);
    expect(root.auth.balance).toBe(400);
    expect(root.notify.notifications.map((n) => n.messageId)).toContain('cashdesk.deposit.success');
    payment.close();
    expect([payment.modal.isOpen, payment.depositPage]).toEqual([false, 1]);
  });

  it('an unverified player (no requisite) deposits with requisite_id null', async () => {
    const { payment, api } = await setup({ 'GET /api/payment/admin_requisite': () => ok([]), 'POST /api/payment/admin_deposit': () => ok(deposited) });
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit')[0].body).toMatchObject({ requisite_id: null });
  });

  it('submit does nothing without an IBAN or off page 2', async () => {
    const { payment, api } = await setup({ 'POST /api/payment/admin_deposit': () => ok(deposited) });
    payment.open('Deposit');
    payment.deposit.setAmount(300);
    payment.deposit.setIbanNumber('TR1');
    expect(await payment.submitDeposit()).toBe(false); // still on page 1
    payment.nextDepositPage();
    payment.deposit.setIbanNumber('');
    expect(await payment.submitDeposit()).toBe(false);
    expect(calls(api, '/api/payment/admin_deposit')).toHaveLength(0);
  });

  it('on a phone the completion reopens the dialog as CompleteScreen', async () => {
    const { payment } = await setup({ 'POST /api/payment/admin_deposit': () => ok(deposited) });
    await toDepositPage2(payment);
    await payment.submitDeposit({ completeAsScreen: true });
    expect(payment.modal).toMatchObject({ isOpen: true, type: 'CompleteScreen' });
    expect(payment.completed).toBe('Deposit');
    expect(payment.depositPage).toBe(1);
  });

  it('a failed deposit keeps every field, stays on page 2 and shows the brand text for the code', async () => {
    const { payment, root } = await setup({ 'POST /api/payment/admin_deposit': () => fail(4, 'nope') });
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(false);
    expect(payment.depositPage).toBe(2);
    expect([payment.deposit.amount, payment.deposit.ibanNumber, payment.deposit.system]).toEqual([300, 'TR12 3456', '1']);
    expect(payment.error).toMatchObject({ code: 4 });
    expect(root.notify.notifications.at(-1)).toMatchObject({ type: 'error', messageId: 'error.4' });
    expect(payment.actionProcessing).toBe(false);
  });

  it("a refusal without a table entry shows the server's own message", async () => {
    const { payment, root } = await setup({ 'POST /api/payment/admin_deposit': () => fail(777, 'Bank gateway offline') });
    await toDepositPage2(payment);
    await payment.submitDeposit();
    expect(root.notify.notifications.at(-1)).toMatchObject({ type: 'error', text: 'Bank gateway offline' });
  });
});

describe('PaymentStore: one request per payment', () => {
  function deferredApi(t: Awaited<ReturnType<typeof setup>>) {
    const pending: Array<() => void> = [];
    const inner = t.env.api.request.bind(t.env.api);
    t.env.api.request = (<T>(req: ApiRequest) =>
      req.method === 'POST'
        ? new Promise<ApiResult<T>>((resolve) => pending.push(() => resolve(inner<T>(req) as never)))
        : inner<T>(req)) as typeof t.env.api.request;
    return pending;
  }

  it('a double click on deposit submit sends exactly one request', async () => {
    const t = await setup({ 'POST /api/payment/admin_deposit': () => ok(deposited) });
    await toDepositPage2(t.payment);
    const pending = deferredApi(t);
    const first = t.payment.submitDeposit();
    const second = t.payment.submitDeposit();
    expect(t.payment.actionProcessing).toBe(true);
    expect(await second).toBe(false);
    pending.forEach((go) => go());
    expect(await first).toBe(true);
    expect(calls(t.api, '/api/payment/admin_deposit')).toHaveLength(1);
    expect(t.payment.actionProcessing).toBe(false);
  });

  it('a double Enter on withdrawal sends exactly one request', async () => {
    const t = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn) });
    fillWithdrawal(t.payment);
    const pending = deferredApi(t);
    const runs = [t.payment.submitWithdrawal(), t.payment.submitWithdrawal()];
    // The POST goes out after the history read that lets an unknown outcome be checked.
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.forEach((go) => go());
    expect(await Promise.all(runs)).toEqual([true, false]);
    expect(calls(t.api, '/api/payment/cashier_withdrawal_by_payment')).toHaveLength(1);
  });
});

describe('PaymentStore: withdrawal', () => {
  it('validates on creation: amount, bank name, account name and account ID are invalid when empty', async () => {
    const { payment } = await setup();
    expect(payment.withdrawal.invalid).toEqual({ amount: true, system: true, accountName: true, accountID: true });
    expect(payment.withdrawal.canSubmit).toBe(false);
  });

  it('the amount must lie within the withdrawal limits; each text field must not be blank', async () => {
    const { payment } = await setup();
    fillWithdrawal(payment);
    expect(payment.withdrawal.canSubmit).toBe(true);
    payment.withdrawal.setAmount(99);
    expect(payment.withdrawal.invalid.amount).toBe(true);
    payment.withdrawal.setAmount(2001);
    expect(payment.withdrawal.invalid.amount).toBe(true);
    payment.withdrawal.setAmount(2000);
    expect(payment.withdrawal.canSubmit).toBe(true);
    for (const [set, key] of [
      [(v: string) => payment.withdrawal.setSystem(v), 'system'],
      [(v: string) => payment.withdrawal.setAccountName(v), 'accountName'],
      [(v: string) => payment.withdrawal.setAccountID(v), 'accountID'],
    ] as const) {
      set(' ');
      expect(payment.withdrawal.invalid[key]).toBe(true);
      expect(payment.withdrawal.canSubmit).toBe(false);
      set('x');
    }
    expect(payment.withdrawal.canSubmit).toBe(true);
  });

  it('submit sends the form with the chosen country id, goes to page 2 and refreshes balance and wagering', async () => {
    const { payment, api } = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn) });
    fillWithdrawal(payment);
    payment.withdrawal.setCountry(1);
    api.calls.length = 0;
    expect(await payment.submitWithdrawal()).toBe(true);
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')[0].body).toEqual({
      amount: 150,
      payment_system: 'Ziraat',
      payment_country_id: 79,
      payment_account_name: 'Ana Diaz',
      payment_account_id: 'ACC-1',
    });
    expect([payment.withdrawalPage, payment.completed]).toEqual([2, 'Withdrawal']);
    await Promise.resolve();
    expect(calls(api, '/api/user/balance')).toHaveLength(1);
    expect(calls(api, '/api/user/bonus_balance_state')).toHaveLength(1);
    payment.setType('Deposit');
    expect(payment.withdrawalPage).toBe(1);
  });

  it('the first configured country is used when none was picked', async () => {
    const { payment, api } = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn) });
    fillWithdrawal(payment);
    await payment.submitWithdrawal();
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')[0].body).toMatchObject({ payment_country_id: 232 });
  });

  it('a withdrawal refused for wagering (1180) keeps the fields and explains the block', async () => {
    const { payment, root } = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => fail(1180, 'wagering') });
    fillWithdrawal(payment);
    expect(await payment.submitWithdrawal()).toBe(false);
    expect(payment.withdrawalPage).toBe(1);
    expect(payment.withdrawal.accountID).toBe('ACC-1');
    expect(payment.withdrawalBlock).toMatchObject({ reason: 'server', code: 1180 });
    expect(root.notify.notifications.at(-1)).toMatchObject({ type: 'error', text: 'wagering' });
  });

  it('another refusal (106) is not a wagering block', async () => {
    const { payment } = await setup({ 'POST /api/payment/cashier_withdrawal_by_payment': () => fail(106, 'below minimum') });
    fillWithdrawal(payment);
    await payment.submitWithdrawal();
    expect(payment.withdrawalBlock).toBeUndefined();
    expect(payment.error).toMatchObject({ code: 106 });
  });

  it('the bonus state with wagering left to play explains the block before any request', async () => {
    const { payment } = await setup({ 'GET /api/user/bonus_balance_state': () => ok({ wagering_amount: 90, amount_plaid: 20.5, amount_left_to_play: 69.5 }) });
    payment.open('Withdrawal');
    await new Promise((r) => setTimeout(r, 0));
    expect(payment.withdrawalBlock).toEqual({ reason: 'bonus', leftToPlay: 69.5 });
  });
});

describe('PaymentStore: histories', () => {
  it('loads a page with the page count from meta and reloads shown histories after a payment', async () => {
    let rows = [{ id: 1, amount: 50 }];
    const { payment, api } = await setup({
      'GET /api/payment/deposit_request': () => ok({ data: rows, meta: { pages: 3 } }),
      'POST /api/payment/admin_deposit': () => ok(deposited),
    });
    expect(await payment.loadHistory('Deposit')).toBe(true);
    expect(payment.depositHistory).toMatchObject({ list: rows, pageCount: 3, loaded: true });
    expect(calls(api, '/api/payment/deposit_request')[0].query).toEqual({ page: 1, count: 10 });
    rows = [{ id: 2, amount: 300 }, ...rows];
    await toDepositPage2(payment);
    await payment.submitDeposit();
    await new Promise((r) => setTimeout(r, 0));
    expect(payment.depositHistory.list).toHaveLength(2);
    expect(calls(api, '/api/payment/withdrawal_request')).toHaveLength(0); // never shown, not loaded
  });
});

describe('PaymentStore: withdrawal blocked while wagering (rules.bonus.withdrawalBlockedWhileWagering)', () => {
  const wagering = { 'GET /api/user/bonus_balance_state': () => ok({ wagering_amount: 90, amount_plaid: 20, amount_left_to_play: 70 }) };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('when on, wagering left blocks the submit: no request is sent', async () => {
    const { payment, api } = await setup({ ...wagering, 'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn) });
    fillWithdrawal(payment);
    await settle();
    expect(payment.withdrawal.canSubmit).toBe(true);
    expect(payment.withdrawalBlock).toEqual({ reason: 'bonus', leftToPlay: 70 });
    expect(await payment.submitWithdrawal()).toBe(false);
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')).toHaveLength(0);
  });

  it("when off, the form submits and the platform's refusal is the block shown", async () => {
    const { payment, api } = await setup(
      { ...wagering, 'POST /api/payment/cashier_withdrawal_by_payment': () => fail(1180, 'wagering not met') },
      { bonus: { withdrawalBlockedWhileWagering: false } },
    );
    fillWithdrawal(payment);
    await settle();
    expect(payment.withdrawalBlock).toBeUndefined();
    expect(await payment.submitWithdrawal()).toBe(false);
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')).toHaveLength(1);
    expect(payment.withdrawalBlock).toEqual({ reason: 'server', leftToPlay: 70, code: 1180 });
  });
});

describe('PaymentStore: deposit-bonus agreement (rules.bonus.depositAgreementRequired)', () => {
  const routes = {
    'PUT /api/user/promotion/change': (req: ApiRequest) => ok(req.body),
    'POST /api/payment/admin_deposit': () => ok({ ...deposited, invoice_url: 'https://pay.example/1' }),
  };

  it('when required, the ticked choice goes to the promotion call before the deposit', async () => {
    const { payment, api } = await setup(routes, { bonus: { depositAgreementRequired: true } });
    // Asked once the deposit history is known to hold no paid deposit.
    expect(payment.asksBonusAgreement).toBe(false);
    payment.open('Deposit');
    await payment.loadDepositStanding();
    expect(payment.asksBonusAgreement).toBe(true);
    await toDepositPage2(payment);
    payment.deposit.setBonusAgreement(true);
    expect(await payment.submitDeposit()).toBe(true);
    expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !c.includes('GET'))).toEqual([
      'PUT /api/user/promotion/change',
      'POST /api/payment/admin_deposit',
    ]);
    expect(calls(api, '/api/user/promotion/change')[0].body).toEqual({ promotion_type: 0, promotion_is_active: true });
    expect(payment.deposit.bonusAgreement).toBe(false); // a new deposit asks again
    // ... once the history says the player still has no paid deposit.
    expect(payment.hasPaidDeposit).toBeUndefined();
    expect(payment.invoiceUrl).toBeUndefined(); // a bank deposit has no payment page
  });

  it('when required and not ticked, the platform is told the player declines', async () => {
    const { payment, api } = await setup(routes, { bonus: { depositAgreementRequired: true } });
    await toDepositPage2(payment);
    await payment.submitDeposit();
    expect(calls(api, '/api/user/promotion/change')[0].body).toEqual({ promotion_type: 0, promotion_is_active: false });
  });

  it('a failed promotion call sends no deposit and keeps every field', async () => {
    const { payment, api } = await setup(
      { ...routes, 'PUT /api/user/promotion/change': () => fail(103, 'nope') },
      { bonus: { depositAgreementRequired: true } },
    );
    await toDepositPage2(payment);
    payment.deposit.setBonusAgreement(true);
    expect(await payment.submitDeposit()).toBe(false);
    expect(calls(api, '/api/payment/admin_deposit')).toHaveLength(0);
    expect(payment.error).toMatchObject({ code: 103 });
    expect(payment.deposit).toMatchObject({ amount: 300, ibanNumber: 'TR12 3456', bonusAgreement: true });
    expect(payment.depositPage).toBe(2);
  });

  it('when not required, no promotion call is made', async () => {
    const { payment, api } = await setup(routes);
    expect(payment.asksBonusAgreement).toBe(false);
    await toDepositPage2(payment);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/user/promotion/change')).toHaveLength(0);
  });
});

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
    expect(payment.outcome).toBeUndefined();
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
      expect(payment.outcome).toBeUndefined();
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
    expect(payment.outcome).toBe('notBooked');
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
    expect(payment.outcome).toBe('unknown');
    expect(payment.isLocked('Deposit')).toBe(true);
    // Locked: no submit, no way back to edit the amount.
    expect(await payment.submitDeposit()).toBe(false);
    payment.backDepositPage();
    expect(payment.depositPage).toBe(2);
    expect(await payment.checkAgain()).toBe('unknown');
    expect(payment.outcome).toBe('unknown');
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
    expect(payment.outcome).toBe('unknown');
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
    expect(notBooked.payment.outcome).toBe('notBooked');
    expect(await notBooked.payment.submitWithdrawal()).toBe(true);
    expect(calls(notBooked.api, '/api/payment/cashier_withdrawal_by_payment').map(keyOf)).toEqual(['key-1', 'key-1']);
  });

  it('a success answer without the payment record is never a success: the outcome is checked', async () => {
    for (const data of [{}, null, '<<malformed>>', { invoice_url: 'x' }, { invoice_url: '' }, { deposit: {} }]) {
      const { payment, root } = await setup(platform('Deposit', [() => ok(data)]).routes);
      await toDepositPage2(payment);
      expect(await payment.submitDeposit()).toBe(false);
      expect(payment.outcome).toBe('notBooked');
      expect(payment.completed).toBeUndefined();
      expect(root.notify.notifications.map((n) => n.messageId)).not.toContain('cashdesk.deposit.success');
    }
    for (const data of [{}, { wagering_amount: '0' }, { withdrawal: {} }]) {
      const w = await setup(platform('Withdrawal', [() => ok(data)]).routes);
      fillWithdrawal(w.payment);
      expect(await w.payment.submitWithdrawal()).toBe(false);
      expect(w.payment.outcome).toBe('notBooked');
    }
  });

  it("the platform contract's own answer (deposit invoice_url, withdrawal wagering_amount) is a booking without a history check", async () => {
    const d = await setup(platform('Deposit', [() => ok({ invoice_url: 'https://pay.example/invoice/7' })]).routes);
    await toDepositPage2(d.payment);
    expect(await d.payment.submitDeposit()).toBe(true);
    expect(d.payment.outcome).toBeUndefined();
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
    expect(payment.outcome).toBeUndefined();
    expect(payment.pending).toBeUndefined();
    expect(root.notify.notifications).toHaveLength(0);
    expect(payment.deposit).toMatchObject({ amount: 300, ibanNumber: 'TR12 3456' });
  });
});

describe('PaymentStore: the first-deposit bonus is offered only without a paid deposit', () => {
  const routes = (rows: object[], total = rows.length) => ({
    'GET /api/payment/deposit_request': () => ok({ data: rows, meta: { pages: 1, total } }),
    'PUT /api/user/promotion/change': (req: ApiRequest) => ok(req.body),
    'POST /api/payment/admin_deposit': () => ok(deposited),
  });
  const required = { bonus: { depositAgreementRequired: true } };

  it('a player with a paid deposit is not asked, and no promotion call goes out', async () => {
    const { payment, api } = await setup(
      routes([
        { id: 3, amount: 50, status: 0 },
        { id: 2, amount: 50, status: 1 },
      ]),
      required,
    );
    await toDepositPage2(payment);
    await payment.loadDepositStanding();
    expect(payment.asksBonusAgreement).toBe(false);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/user/promotion/change')).toHaveLength(0);
  });

  it('only unpaid requests, all on the page → asked; more requests than shown, or a failed read → not known, not asked', async () => {
    const unpaid = await setup(routes([{ id: 3, amount: 50, status: 2 }]), required);
    await unpaid.payment.loadDepositStanding();
    expect(unpaid.payment.asksBonusAgreement).toBe(true);
    const more = await setup(routes([{ id: 3, amount: 50, status: 2 }], 40), required);
    await more.payment.loadDepositStanding();
    expect(more.payment.asksBonusAgreement).toBe(false);
    const down = await setup({ 'GET /api/payment/deposit_request': () => fail(999) }, required);
    await down.payment.loadDepositStanding();
    expect(down.payment.asksBonusAgreement).toBe(false);
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
