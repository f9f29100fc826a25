import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult } from '../env';
import { fail, ok } from '../../../tests/support/testEnv';
import { setup, calls, toDepositPage2, fillWithdrawal, deposited, withdrawn } from '../../../tests/support/paymentTestKit';

describe('PaymentStore: deposit form', () => {
  it('validates on creation: no amount and no IBAN are invalid', async () => {
    const { payment } = await setup();
    await payment.loadRequisites();
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
    await payment.loadRequisites();
    payment.deposit.setProp('ibanNumber', '   ');
    expect(payment.deposit.invalid.ibanNumber).toBe(true);
    payment.deposit.setProp('ibanNumber', 'TR1');
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
    payment.deposit.setProp('ibanNumber', 'TR1');
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
    payment.deposit.setProp('system', '2');
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

  it('the unverified variant (no requisite) is disabled only without an amount: the IBAN is not asked for (spec §5)', async () => {
    const { payment, api } = await setup({ 'GET /api/payment/admin_requisite': () => ok([]), 'POST /api/payment/admin_deposit': () => ok(deposited) });
    payment.open('Deposit');
    await payment.loadRequisites();
    expect(payment.deposit.viaSupport).toBe(true);
    expect(payment.deposit.invalid).toEqual({ amount: true, ibanNumber: false });
    payment.deposit.setAmount(300);
    payment.nextDepositPage();
    expect(payment.deposit.canSubmit).toBe(true);
    payment.deposit.resetAmount();
    expect(payment.deposit.canSubmit).toBe(false);
    payment.deposit.setAmount(300);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit')[0].body).toEqual({ amount: 300, iban_number: '', requisite_id: null });
  });

  it('a chosen requisite asks for the IBAN again; a crypto deposit never does', async () => {
    const { payment } = await setup();
    await payment.loadRequisites();
    expect(payment.deposit.viaSupport).toBe(false);
    payment.deposit.setAmount(300);
    expect(payment.deposit.canSubmit).toBe(false);
    payment.deposit.setProp('system', '-1');
    expect([payment.deposit.viaSupport, payment.deposit.canSubmit]).toEqual([true, true]);
    payment.deposit.setProp('crypto', 'BTC');
    expect([payment.deposit.viaSupport, payment.deposit.invalid.ibanNumber]).toEqual([false, false]);
  });

  it('submit does nothing without an IBAN or off page 2', async () => {
    const { payment, api } = await setup({ 'POST /api/payment/admin_deposit': () => ok(deposited) });
    payment.open('Deposit');
    await payment.loadRequisites();
    payment.deposit.setAmount(300);
    payment.deposit.setProp('ibanNumber', 'TR1');
    expect(await payment.submitDeposit()).toBe(false); // still on page 1
    payment.nextDepositPage();
    payment.deposit.setProp('ibanNumber', '');
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
    payment.deposit.setProp('bonusAgreement', true);
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
    payment.deposit.setProp('bonusAgreement', true);
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
