// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ok } from '../../../tests/support/testEnv';
import { byTestId, renderPerTest } from '../../../tests/support/casinoUi';
import { requisites, setup } from '../../../tests/support/paymentTestKit';
import { StoreContext } from '../StoreContext';
import { DepositForm } from './DepositForm';

const render = renderPerTest();

/** Deposit page 2 of a player with the given requisites, 300 chosen and no IBAN typed: the transfer line and the submit button. */
async function page2(list: unknown[]) {
  const { root, payment } = await setup({ 'GET /api/payment/admin_requisite': () => ok(list) });
  // The support link reads the brand's social links; none here, so it is the contacts button.
  root.applyConfig({ ...root.config, navigation: { ...root.config.navigation, social: [] } });
  payment.open('Deposit');
  await payment.loadRequisites();
  payment.deposit.setAmount(300);
  payment.nextDepositPage();
  const { container } = render(
    <StoreContext.Provider value={{ root }}>
      <DepositForm completeAsScreen={false} />
    </StoreContext.Provider>,
  );
  const at = (id: string) => byTestId(id, container)[0] as HTMLElement | undefined;
  return { transfer: at('deposit-transfer')?.textContent ?? '', submit: at('deposit-submit') as HTMLButtonElement | undefined };
}

describe('DepositForm page 2', () => {
  it('an unverified player (no requisite) is sent to support, not to "the account below", and may deposit without an IBAN', async () => {
    const { transfer, submit } = await page2([]);
    expect(transfer).toContain('ask our support team where to pay');
    expect(transfer).not.toContain('account below');
    expect(submit?.disabled).toBe(false);
  });

  it('a verified player transfers to the requisite shown and must give the IBAN', async () => {
    const { transfer, submit } = await page2(requisites);
    expect(transfer).toContain('to the account below');
    expect(submit?.disabled).toBe(true);
  });
});
