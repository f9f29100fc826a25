import type { Page } from '@playwright/test';
import { expect, openBrand, pageMessagesFor, publishedBrand, signIn, test } from './fixtures';

/**
 * Amount fields read the page language's way (src/i18n/amount.ts): in a Spanish brand "." groups
 * thousands, as the site prints "50.000"; what the field cannot read is refused with a message and the
 * form cannot go on. The brand is the one whose default language is es (pampa in this repository).
 */
const BRAND = 'pampa';

async function deposits(page: Page): Promise<Array<{ amount: number }>> {
  const res = (await page.evaluate(() => fetch('/api/payment/deposit_request?page=1&count=1').then((r) => r.json()))) as {
    data: { data: Array<{ amount: number }> };
  };
  return res.data.data;
}

test.describe('amounts in the page language (es)', () => {
  test.beforeEach(async ({ request }) => {
    const config = await publishedBrand(request, BRAND);
    test.skip(!config.brand.defaultLanguage.startsWith('es'), `${BRAND} is no longer a Spanish brand`);
  });

  test('typing "50.000" deposits fifty thousand; "1e9" is refused with the expected form and Next stays disabled', async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await sandbox.control({ settings: { limits: { payment: { deposits: { min: 50, max: 200_000 } } } } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBrand(page, BRAND, '/contacts');
    await signIn(page);
    await page.getByTestId('deposit-button').click();
    await expect(page.getByTestId('cashdesk')).toBeVisible();
    const amount = page.getByTestId('deposit-amount');

    await amount.fill('1e9');
    const refusal = texts['amount.unreadable'].replace(
      '{example}',
      new Intl.NumberFormat(config.brand.defaultLanguage, { minimumFractionDigits: 2, useGrouping: 'always' }).format(1234.5),
    );
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(amount).toHaveValue('1e9');
    await expect(page.getByTestId('deposit-next')).toBeDisabled();

    await amount.fill('50.000');
    await expect(page.getByText(refusal)).toHaveCount(0);
    await expect(page.getByTestId('deposit-next')).toBeEnabled();
    await page.getByTestId('deposit-next').click();
    // Page 2 says what to transfer, in the language's style.
    await expect(page.getByTestId('deposit-page-2')).toContainText('50.000');
    await page.getByTestId('deposit-iban').fill('ES91 2100 0418 4502 0005 1332');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
    expect((await deposits(page))[0].amount).toBe(50_000);
  });

  test('a responsible-gambling limit "100.000" sets one hundred thousand; "1e9" is refused and Save stays disabled', async ({ page, request }) => {
    const config = await publishedBrand(request, BRAND);
    test.skip(!config.brand.features?.responsibleGambling || !config.rules.responsibleGambling, `${BRAND} has responsible gambling off`);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await openBrand(page, BRAND, '/contacts');
    await signIn(page);
    await page.goto(`/profile?brand=${BRAND}`);
    await page.getByTestId('profile').locator('a[href="/profile/responsible-gambling"]').click();
    const row = page.getByTestId('rg-limit-depositDay');
    const input = row.getByTestId('rg-limit-depositDay-input');
    await input.fill('1e9');
    await expect(row.getByTestId('rg-limit-depositDay-unreadable')).toBeVisible();
    await expect(row.getByTestId('rg-limit-depositDay-unreadable')).toContainText(texts['amount.unreadable'].split('{example}')[0].trim());
    await expect(row.getByTestId('rg-limit-depositDay-save')).toBeDisabled();

    await input.fill('100.000');
    await expect(row.getByTestId('rg-limit-depositDay-unreadable')).toHaveCount(0);
    await row.getByTestId('rg-limit-depositDay-save').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: texts['rg.limit.saved'] })).toBeVisible();
    await expect(row.getByTestId('rg-limit-depositDay-current')).toContainText('100.000');
    const state = await page.request.get('/api/user/responsible_gambling', { headers: { 'partner-name': config.brand.api.partnerName } });
    expect((await state.json()).data.limits.deposit_day.amount).toBe(100_000);
  });
});
