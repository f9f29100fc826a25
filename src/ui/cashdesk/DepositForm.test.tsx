// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import engineMessages from '../../i18n/locales/es-es.json';
import { ok } from '../../../tests/support/testEnv';
import { byTestId, renderPerTest } from '../../../tests/support/casinoUi';
import { requisites, setup, toDepositPage2 } from '../../../tests/support/paymentTestKit';
import { StoreContext } from '../StoreContext';
import { chakraBaseConfig } from '../theme/chakraBase';
import { DepositForm } from './DepositForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The brand's texts for what the platform sends in one language (rules.json paymentSystemNames, paymentTexts).
const brandTexts = {
  'paymentSystem.bankA': 'Banco A',
  'paymentText.iban': 'Transferencia IBAN',
  'paymentText.userId': 'Escribe tu id de usuario en el concepto',
};
const sent = [{ ...requisites[0], payment_custom_definition: 'Write your user id in the description' }, requisites[1]];

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** The deposit form of a cash desk in Spanish, on `page` 1 (amount) or 2 (transfer). */
async function open(page: 1 | 2) {
  const t = await setup(
    { 'GET /api/payment/admin_requisite': () => ok(sent) },
    {
      rules: {
        paymentSystemNames: { 'Bank A': 'paymentSystem.bankA' },
        paymentTexts: { IBAN: 'paymentText.iban', 'Write your user id in the description': 'paymentText.userId' },
      },
    },
  );
  if (page === 2) await toDepositPage2(t.payment);
  else {
    t.payment.open('Deposit');
    await t.payment.loadRequisites();
  }
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <StoreContext.Provider value={{ root: t.root }}>
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale="es-es" messages={{ ...engineMessages, ...brandTexts }} onError={() => {}}>
            <Suspense fallback={null}>
              <DepositForm completeAsScreen={false} />
            </Suspense>
          </IntlProvider>
        </ChakraProvider>
      </StoreContext.Provider>,
    ),
  );
  mounted.push(() => (act(() => root.unmount()), container.remove()));
  return container;
}

const inside = (root: ParentNode, id: string) => [...root.querySelectorAll(`[data-testid="${id}"]`)];

describe('DepositForm in the player language', () => {
  it('names the methods by the brand texts for what the platform sends, a bank name it does not list as sent', async () => {
    const page = await open(1);
    const options = [...page.querySelectorAll('[data-testid="deposit-method"] option')].map((o) => o.textContent);
    expect(options).toEqual(['Banco A — Transferencia IBAN', 'Wallet B — Wallet']);
  });

  it('shows the quick amounts and the limits with the brand decimals ("50,00", never "50")', async () => {
    const page = await open(1);
    expect(inside(page, 'quick-amounts')[0].querySelectorAll('button').length).toBe(2);
    expect([...inside(page, 'quick-amounts')[0].querySelectorAll('button')].map((b) => b.textContent)).toEqual(['50,00', '300,00']);
    expect(inside(page, 'deposit-limits')[0].textContent).toContain('50,00');
  });

  it("shows the requisite's system and instruction in the player's language", async () => {
    const page = await open(2);
    const card = inside(page, 'deposit-requisite')[0];
    expect(card.querySelector('p')?.textContent).toBe('Banco A');
    expect(inside(card, 'requisite-definition')[0].textContent).toBe('Escribe tu id de usuario en el concepto');
  });
});

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
