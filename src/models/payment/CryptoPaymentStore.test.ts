import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../env';
import { setup, calls, toDepositPage2, fillWithdrawal, deposited, withdrawn } from '../../../tests/support/paymentTestKit';
import { fail, ok } from '../../../tests/support/testEnv';

describe('PaymentStore: crypto payments (features.cryptoPayments, rules.payment.withdrawalCurrencyIds)', () => {
  const services = [
    { id: 74, currency: 'USDTTRC20', name: 'Tether (TRC20)', is_active: true },
    { id: 15, currency: 'BTC', name: 'Bitcoin', is_active: true },
    { id: 30, currency: 'ETH', name: 'Ethereum', is_active: false },
    { id: 'x', currency: 'BAD' },
  ];
  const crypto = {
    'GET /nowpayments/withdrawal/services': () => ok(services),
    'GET /nowpayments/withdrawal/USDTTRC20/limit': () => ok({ currency: 'USDTTRC20', min_amount: 25, max_amount: 4000 }),
    'GET /nowpayments/deposit/USDTTRC20/limit': () => ok({ currency: 'USDTTRC20', min_amount: 15, max_amount: 8000 }),
    'GET /nowpayments/deposit/BTC/limit': () => ok({ min_amount: 'lots' }),
    'POST /api/payment/admin_deposit': () => ok({ ...deposited, invoice_url: 'https://pay.example/inv/9' }),
    'POST /api/payment/cashier_withdrawal_by_payment': () => ok(withdrawn),
  };
  const on = { features: { cryptoPayments: true }, bonus: {} };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const nowpayments = (api: { calls: ApiRequest[] }) => api.calls.filter((c) => c.path.startsWith('/nowpayments'));

  it('feature off: opening both tabs asks nothing of the crypto service and offers nothing', async () => {
    const { payment, api } = await setup(crypto);
    payment.open('Deposit');
    payment.open('Withdrawal');
    await settle();
    expect(nowpayments(api)).toHaveLength(0);
    expect(payment.crypto.offered).toEqual([]);
  });

  it("feature on: only the brand's currency ids (active, well-formed) are offered; calls are line-style with the partner header", async () => {
    const { payment, api } = await setup(crypto, { ...on, features: { cryptoPayments: true } });
    // The brand keeps 74 and 30 (30 is inactive), not 15.
    payment.open('Withdrawal');
    await settle();
    expect(payment.crypto.offered.map((s) => s.currency)).toEqual(['USDTTRC20']);
    expect(nowpayments(api)[0]).toMatchObject({ method: 'GET', path: '/nowpayments/withdrawal/services', style: 'line', partnerHeaders: true });
    payment.open('Deposit');
    await settle();
    expect(nowpayments(api)).toHaveLength(1); // loaded once
  });

  it('a crypto withdrawal checks the amount against its own limits and sends the currency as the payment system', async () => {
    const { payment, api } = await setup(crypto, on);
    fillWithdrawal(payment);
    payment.withdrawal.setProp('system', '');
    payment.selectWithdrawalMethod('USDTTRC20');
    expect(payment.withdrawal.invalid.amount).toBe(true); // limits not known yet
    await settle();
    expect(payment.withdrawal.limits).toEqual({ min: 25, max: 4000 });
    payment.withdrawal.setAmount(3000); // above the site's 2000, inside the currency's 4000
    expect(payment.withdrawal.canSubmit).toBe(true); // no bank name needed
    payment.withdrawal.setAmount(20);
    expect(payment.withdrawal.invalid.amount).toBe(true);
    payment.withdrawal.setAmount(3000);
    expect(await payment.submitWithdrawal()).toBe(true);
    expect(calls(api, '/api/payment/cashier_withdrawal_by_payment')[0].body).toMatchObject({ amount: 3000, payment_system: 'USDTTRC20' });
  });

  it('a crypto deposit needs no IBAN, names its currency and keeps the invoice address for the completion', async () => {
    const { payment, api } = await setup(crypto, on);
    payment.open('Deposit');
    await payment.loadRequisites();
    payment.selectDepositMethod('crypto:USDTTRC20');
    await settle();
    payment.deposit.setAmount(10);
    expect(payment.deposit.canLeaveAmountPage).toBe(false); // below the currency's 15
    payment.deposit.setAmount(6000);
    payment.nextDepositPage();
    expect(payment.deposit.canSubmit).toBe(true);
    expect(await payment.submitDeposit()).toBe(true);
    expect(calls(api, '/api/payment/admin_deposit')[0].body).toEqual({ amount: 6000, iban_number: '', requisite_id: null, pay_currency: 'USDTTRC20' });
    expect(payment.invoiceUrl).toBe('https://pay.example/inv/9');
    payment.selectDepositMethod('2');
    expect(payment.deposit).toMatchObject({ crypto: '', system: '2' });
  });

  it('a malformed limit is an error for that currency and no amount passes', async () => {
    const { payment } = await setup(crypto, on);
    payment.open('Deposit');
    payment.selectDepositMethod('crypto:BTC');
    await settle();
    expect(payment.crypto.limitError('deposit', 'BTC')).toMatchObject({ kind: 'bad-data' });
    payment.deposit.setAmount(100);
    expect(payment.deposit.canLeaveAmountPage).toBe(false);
  });

  it('a failing or malformed service list is reported and the bank deposit still works', async () => {
    for (const answer of [() => fail(500, 'down'), () => ok({ services: 'none' })]) {
      const { payment, api } = await setup({ ...crypto, 'GET /nowpayments/withdrawal/services': answer }, on);
      await toDepositPage2(payment);
      await settle();
      expect(payment.crypto.servicesState).toBe('failed');
      expect(payment.crypto.offered).toEqual([]);
      expect(await payment.submitDeposit()).toBe(true);
      expect(calls(api, '/api/payment/admin_deposit')).toHaveLength(1);
    }
  });
});
