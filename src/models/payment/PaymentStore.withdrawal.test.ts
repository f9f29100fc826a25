import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../tests/support/testEnv';
import { setup, calls, fillWithdrawal, withdrawn } from '../../../tests/support/paymentTestKit';

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
      [(v: string) => payment.withdrawal.setProp('system', v), 'system'],
      [(v: string) => payment.withdrawal.setProp('accountName', v), 'accountName'],
      [(v: string) => payment.withdrawal.setProp('accountID', v), 'accountID'],
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
    payment.withdrawal.setProp('country', 1);
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

  it("the chosen country's flag is its country-table entry's code, found by the id the brand names", async () => {
    const { payment } = await setup();
    expect(payment.withdrawalCountry).toMatchObject({ countryId: 232, code: 'TR' });
    expect(payment.flagUrl(payment.withdrawalCountry.code!)).toMatch(/TR$/);
    payment.withdrawal.setProp('country', 1);
    expect(payment.withdrawalCountry).toMatchObject({ countryId: 79, code: 'FR' });
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
