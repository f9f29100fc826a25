import { describe, expect, it } from 'vitest';
import { fillWithdrawal, setup, toDepositPage2 } from '../../../tests/support/paymentTestKit';

describe('payment forms: an amount field that cannot be read', () => {
  it('a deposit with unreadable amount text is invalid and cannot go on, until a readable amount replaces it', async () => {
    const { payment } = await setup();
    await toDepositPage2(payment);
    expect(payment.deposit.canSubmit).toBe(true);
    payment.deposit.setAmount(null);
    expect(payment.deposit.amountUnreadable).toBe(true);
    expect(payment.deposit.invalid.amount).toBe(true);
    expect(payment.deposit.canLeaveAmountPage).toBe(false);
    expect(payment.deposit.canSubmit).toBe(false);
    payment.deposit.setAmount(300);
    expect(payment.deposit.canSubmit).toBe(true);
  });

  it('a withdrawal with unreadable amount text cannot be submitted; a reset clears it', async () => {
    const { payment } = await setup();
    fillWithdrawal(payment);
    expect(payment.withdrawal.canSubmit).toBe(true);
    payment.withdrawal.setAmount(null);
    expect(payment.withdrawal.canSubmit).toBe(false);
    payment.withdrawal.reset();
    expect(payment.withdrawal.amountUnreadable).toBe(false);
  });
});
