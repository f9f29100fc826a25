import { describe, expect, it } from 'vitest';
import { amountInRange, fieldState } from './PaymentForms';
import { ok } from '../../../tests/support/testEnv';
import { setup, calls, toDepositPage2, fillWithdrawal, deposited } from '../../../tests/support/paymentTestKit';

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

describe("PaymentStore: the brand's stated deposit limits", () => {
  it("logs once, when the deposit opens, that the platform's limits are not the brand's (its quick amounts were checked against those)", async () => {
    let deposits = { min: 50, max: 5000 };
    const { payment, root, env } = await setup({ 'GET /api/site/settings': () => ok({ limits: { payment: { deposits } } }) });
    const logs: string[] = [];
    env.log = (m) => logs.push(m);
    payment.open('Deposit');
    expect(logs.filter((l) => l.includes('deposit limits'))).toEqual([]);
    deposits = { min: 100, max: 5000 };
    await root.userSettings.load();
    payment.open('Deposit');
    payment.open('Deposit');
    expect(logs.filter((l) => l.includes('deposit limits'))).toEqual([
      "cash desk: the platform's deposit limits 100 to 5000 are not rules.json payment.depositLimits (50 to 5000), which the quick amounts were checked against",
    ]);
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
    payment.deposit.setProp('system', '2');
    expect(payment.selectedRequisite?.accountName).toBe('Acme Wallet');

    const unverified = await setup({ 'GET /api/payment/admin_requisite': () => ok([]) });
    await unverified.payment.loadRequisites();
    expect(unverified.payment.deposit.system).toBe('-1');
    expect(unverified.payment.selectedRequisite).toBeUndefined();
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
