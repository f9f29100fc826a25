import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { BrandConfig } from '../../src/config/types';
import { brandFolders, pairwise, expect, openBrand, pageMessagesFor, patchBrandBundle, publishedBrand, signIn, test } from './fixtures';

// Whole payment flows on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Signs in on a wide screen (where the sign-in button is), then sets the size under test. */
async function start(page: Page, id: string, viewport: { width: number; height: number }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBrand(page, id, '/contacts');
  await signIn(page);
  if (viewport.width !== 1280) await page.setViewportSize(viewport);
}

async function openDeposit(page: Page) {
  await page.getByTestId('deposit-button').click();
  await expect(page.getByTestId('deposit-page-1')).toBeVisible();
}

/** A message of the brand's default language, formatted as react-intl formats it. */
function text(config: BrandConfig, id: string, values: Record<string, string | number>): string {
  const lang = config.brand.defaultLanguage;
  return new IntlMessageFormat(pageMessagesFor(config, lang)[id], lang).format(values) as string;
}

const bonusValues = (config: BrandConfig) => ({
  percent: config.rules.bonus.firstDepositPercent,
  multiplier: config.rules.bonus.wageringMultiplier,
  spins: config.rules.bonus.registrationFreeSpins,
});

/** What the crypto service offers a brand: its services, only the brand's currency ids, active ones. */
async function offeredCurrencies(page: Page, config: BrandConfig): Promise<string[]> {
  const res = await page.request.get('/nowpayments/withdrawal/services', { headers: { 'partner-name': config.brand.api.partnerName } });
  const services = (await res.json()) as Array<{ id: number; currency: string; is_active?: boolean }>;
  const ids = config.rules.payment.withdrawalCurrencyIds;
  return services.filter((s) => ids.includes(s.id) && s.is_active !== false).map((s) => s.currency);
}

async function cryptoLimit(page: Page, config: BrandConfig, kind: 'deposit' | 'withdrawal', currency: string) {
  const res = await page.request.get(`/nowpayments/${kind}/${currency}/limit`, { headers: { 'partner-name': config.brand.api.partnerName } });
  return (await res.json()) as { min_amount: number; max_amount: number };
}

for (const id of brandFolders()) {
  for (const { name: size, viewport } of pairwise(SIZES)
    .filter((p) => p.brand === id)
    .map((p) => p.size)) {
    for (const patched of [false, true]) {
      test(`the first-deposit bonus percent of rules.json is what the player reads${patched ? ' (a copy at 175 %)' : ''} — ${id}, ${size}`, async ({
        page,
        request,
        sandbox,
      }) => {
        const config = await publishedBrand(request, id);
        if (patched) {
          // A copy of the brand whose rules.json says 175: the real bundle, served with that one field changed.
          config.rules.bonus.firstDepositPercent = 175;
          await patchBrandBundle(page, request, id, (c) => {
            c.rules.bonus.firstDepositPercent = 175;
          });
        }
        const terms = text(config, 'profile.bonus.terms', bonusValues(config));
        expect(terms).toContain(String(config.rules.bonus.firstDepositPercent));
        // The agreement is asked only of a player without a paid deposit: this player's deposit history reads empty.
        await sandbox.control({
          respond: {
            'api/payment/deposit_request': { body: { status: 0, data: { data: [], meta: { pages: 0, total: 0, page: 1, count: 10 } }, error_message: '' } },
          },
        });
        await start(page, id, viewport);
        // On a phone the side menu (which openBrand waits for) is folded away: the section itself is the sign.
        await page.goto(`/profile/bonus?brand=${id}`);
        await expect(page.getByTestId('bonus-terms')).toHaveText(terms);
        await openDeposit(page);
        if (config.rules.bonus.depositAgreementRequired) {
          await expect(page.getByTestId('deposit-bonus-terms')).toHaveText(text(config, 'cashdesk.bonus.agreement', bonusValues(config)));
        } else {
          await expect(page.getByTestId('deposit-bonus-terms')).toHaveCount(0);
        }
      });
    }

    test(`crypto payments follow the brand's switch and currency ids — ${id}, ${size}`, async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const cryptoCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/nowpayments')) cryptoCalls.push(r.url());
      });
      await start(page, id, viewport);
      await openDeposit(page);

      if (!config.brand.features.cryptoPayments) {
        await expect(page.getByTestId('deposit-method')).toBeVisible();
        await page.getByTestId('cashdesk-tab-withdrawal').click();
        await expect(page.getByTestId('withdrawal-page-1')).toBeVisible();
        await expect(page.getByTestId('withdrawal-method')).toHaveCount(0);
        await expect(page.locator('option[data-crypto]')).toHaveCount(0);
        await expect(page.getByTestId('crypto-unavailable')).toHaveCount(0);
        expect(cryptoCalls).toEqual([]);
        return;
      }

      // Deposit: the brand's currencies beside the bank methods; one's own limits; paid through its invoice.
      const offered = await offeredCurrencies(page, config);
      expect(offered.length).toBeGreaterThan(0);
      const options = page.getByTestId('deposit-method').locator('option[data-crypto]');
      await expect(options).toHaveCount(offered.length);
      expect(await options.evaluateAll((os) => os.map((o) => o.getAttribute('data-crypto')))).toEqual(offered);
      const currency = offered[0];
      await page.getByTestId('deposit-method').selectOption(`crypto:${currency}`);
      const depositLimit = await cryptoLimit(page, config, 'deposit', currency);
      await expect(page.getByTestId('deposit-limits')).toContainText(currency);
      await expect(page.getByTestId('deposit-currency')).toHaveText(currency);
      await expect(page.getByTestId('quick-amounts')).toHaveCount(0);
      await page.getByTestId('deposit-amount').fill(String(depositLimit.max_amount + 1));
      await expect(page.getByTestId('deposit-next')).toBeDisabled();
      await page.getByTestId('deposit-amount').fill(String(depositLimit.min_amount));
      await page.getByTestId('deposit-next').click();
      await expect(page.getByTestId('deposit-crypto')).toContainText(currency);
      await expect(page.getByTestId('deposit-iban')).toHaveCount(0);
      await page.getByTestId('deposit-submit').click();
      const invoice = page.getByTestId('crypto-invoice');
      await expect(invoice).toHaveAttribute('href', /\/sandbox\/invoice\/\d+$/);
      await expect(invoice).toHaveAttribute('target', '_blank');
      await expect(invoice).toHaveAttribute('rel', /noopener/);
      await page.getByTestId('cashdesk-ok').click();

      // Withdrawal: the same currencies; the currency is the payment system, its limits apply.
      await openDeposit(page);
      await page.getByTestId('cashdesk-tab-withdrawal').click();
      await expect(page.getByTestId('withdrawal-method').locator('option[data-crypto]')).toHaveCount(offered.length);
      await page.getByTestId('withdrawal-method').selectOption(currency);
      const limit = await cryptoLimit(page, config, 'withdrawal', currency);
      await expect(page.getByTestId('withdrawal-limits')).toContainText(currency);
      await expect(page.getByTestId('withdrawal-bank')).toHaveCount(0);
      await page.getByTestId('withdrawal-account-name').fill('Ana Diaz');
      await page.getByTestId('withdrawal-account-id').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
      await page.getByTestId('withdrawal-amount').fill(String(limit.min_amount - 1));
      await expect(page.getByTestId('withdrawal-submit')).toBeDisabled();
      await page.getByTestId('withdrawal-amount').fill(String(limit.min_amount));
      await page.getByTestId('withdrawal-submit').click();
      await expect(page.getByTestId('cashdesk-complete')).toHaveAttribute('data-kind', 'Withdrawal');
      const last = (await page.evaluate(() => fetch('/api/payment/withdrawal_request?page=1&count=1').then((r) => r.json()))) as {
        data: { data: Array<{ payment_system: string; amount: number }> };
      };
      expect(last.data.data[0]).toMatchObject({ payment_system: currency, amount: limit.min_amount });
    });
  }

  test(`a failing crypto service is explained and bank deposits still work — ${id}`, async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, id);
    test.skip(!config.brand.features.cryptoPayments, 'the brand offers no crypto payments');
    await sandbox.control({ faults: { 'nowpayments/withdrawal/services': 'fail' } });
    await start(page, id, { width: 1280, height: 800 });
    await openDeposit(page);
    await expect(page.getByTestId('crypto-unavailable')).toContainText(text(config, 'cashdesk.crypto.unavailable', {}));
    await expect(page.locator('option[data-crypto]')).toHaveCount(0);
    await page.getByTestId(`quick-amount-${config.rules.payment.quickDeposits[1]}`).click();
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-iban').fill('TR33 0006 1005');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashdesk-complete')).toHaveAttribute('data-kind', 'Deposit');
    await expect(page.getByTestId('crypto-invoice')).toHaveCount(0);
    // Once the service is back, opening the cash desk again asks again and offers the currencies.
    await sandbox.control({ faults: { 'nowpayments/withdrawal/services': null } });
    await page.getByTestId('cashdesk-ok').click();
    await openDeposit(page);
    await expect(page.locator('option[data-crypto]').first()).toBeAttached();
    await expect(page.getByTestId('crypto-unavailable')).toHaveCount(0);
  });

  test(`a malformed crypto limit blocks that currency with a message — ${id}`, async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, id);
    test.skip(!config.brand.features.cryptoPayments, 'the brand offers no crypto payments');
    await start(page, id, { width: 1280, height: 800 });
    await openDeposit(page);
    const currency = (await offeredCurrencies(page, config))[0];
    const limit = await cryptoLimit(page, config, 'deposit', currency);
    await sandbox.control({ faults: { [`nowpayments/deposit/${currency}/limit`]: 'malformed' } });
    await page.getByTestId('deposit-method').selectOption(`crypto:${currency}`);
    await expect(page.getByTestId('crypto-limit-failed')).toContainText(currency);
    await page.getByTestId('deposit-amount').fill(String(limit.min_amount));
    await expect(page.getByTestId('deposit-next')).toBeDisabled();
    // Its retry works once the service answers properly.
    await sandbox.control({ faults: { [`nowpayments/deposit/${currency}/limit`]: null } });
    await page.getByTestId('crypto-limit-retry').click();
    await expect(page.getByTestId('crypto-limit-failed')).toHaveCount(0);
    await expect(page.getByTestId('deposit-limits')).toContainText(currency);
    await expect(page.getByTestId('deposit-next')).toBeEnabled();
  });
}
