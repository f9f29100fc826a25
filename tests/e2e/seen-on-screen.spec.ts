import type { Page } from '@playwright/test';
import { brandFolders, expect, openBrand, pageMessagesFor, publishedBrand, signIn, test } from './fixtures';

// What issue #22 saw on screen: cash-desk texts the platform sends in English on a Spanish page, a quick
// amount under the deposit minimum, amounts with mixed decimals ("250.000,5" beside "19.000,75"), and the
// jackpots block repeating its title. Every brand, in Spanish where the brand offers it.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const SPANISH = 'es-es';

/** What the sandbox platform answers on `path` (its envelope's data). */
async function platform<T>(page: Page, path: string): Promise<T> {
  const body = (await page.evaluate((p) => fetch(p).then((r) => r.json()), path)) as { data: T };
  return body.data;
}

const exactly = (lang: string, decimals: number) => (n: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);

for (const brand of brandFolders()) {
  test.describe(brand, () => {
    test('the cash desk names methods and instructions in Spanish, offers only quick amounts the form accepts, with the brand decimals', async ({
      page,
      request,
    }) => {
      const config = await publishedBrand(request, brand);
      test.skip(!config.brand.languages.some((l) => l.code === SPANISH), `${brand} has no Spanish`);
      const t = pageMessagesFor(config, SPANISH);
      await openBrand(page, brand, `/contacts?lang=${SPANISH}`);
      await signIn(page);
      await page.getByTestId('deposit-button').click();
      await expect(page.getByTestId('deposit-page-1')).toBeVisible();

      // The method list: what the platform sends in English shows as the brand's Spanish text.
      const sentTexts = Object.entries({ ...config.rules.paymentSystemNames, ...config.rules.paymentTexts }).filter(([sent, id]) => t[id] !== sent);
      const method = page.getByTestId('deposit-method');
      await expect(method.locator('option').first()).not.toBeEmpty();
      const options = (await method.locator('option').allTextContents()).join('\n');
      for (const [sent] of sentTexts) expect(options, `"${sent}" in the method list`).not.toContain(sent);
      expect(
        sentTexts.some(([, id]) => options.includes(t[id])),
        'a method named by the brand text',
      ).toBe(true);

      // Quick amounts: each within today's limits, shown with the brand's decimals, and the form takes it.
      const { deposits } = (await platform<{ limits: { payment: { deposits: { min: number; max: number } } } }>(page, '/api/site/settings')).limits.payment;
      const money = exactly(SPANISH, config.rules.amountDecimals);
      const quick = config.rules.payment.quickDeposits;
      for (const amount of quick) {
        expect(amount, `quick amount ${amount} within ${deposits.min}-${deposits.max}`).toBeGreaterThanOrEqual(deposits.min);
        expect(amount).toBeLessThanOrEqual(deposits.max);
        await expect(page.getByTestId(`quick-amount-${amount}`)).toHaveText(money(amount));
      }
      await page.getByTestId(`quick-amount-${quick[0]}`).click();
      await expect(page.getByTestId('deposit-next')).toBeEnabled();
      await expect(page.getByTestId('deposit-limits')).toContainText(money(deposits.min));

      // The requisite card: its instruction in Spanish too.
      await page.getByTestId('deposit-next').click();
      const card = page.getByTestId('deposit-requisite');
      await expect(card).toBeVisible();
      const cardText = await card.innerText();
      for (const [sent] of sentTexts) expect(cardText, `"${sent}" on the requisite`).not.toContain(sent);
    });

    test('the jackpots block shows its title once and every amount with the brand decimals', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      test.skip(config.brand.features.jackpots === false || !config.catalogue.lobby?.some((r) => r.kind === 'jackpots'), `${brand} shows no jackpots`);
      const lang = config.brand.defaultLanguage;
      const t = pageMessagesFor(config, lang);
      const row = config.catalogue.lobby!.find((r) => r.kind === 'jackpots')!;
      await openBrand(page, brand, '/casino');
      const block = page.getByTestId('jackpots');
      await expect(block.getByRole('heading').first()).toHaveText(t[row.labelId!]);
      const info = block.getByTestId('jackpot-info');
      await expect(info).not.toBeEmpty();
      expect((await info.innerText()).trim().toLowerCase().startsWith(t[row.labelId!].toLowerCase()), 'the info line repeats the title').toBe(false);

      const data = await platform<{ jackpots: { amount: number; last_win_amount: number }[] }>(page, '/api/user/jackpot_data');
      const money = exactly(lang, config.rules.amountDecimals);
      await expect(block.getByTestId('jackpot')).toHaveCount(data.jackpots.length);
      const strip = await block.getByTestId('jackpots-strip').innerText();
      for (const j of data.jackpots) {
        expect(strip, `jackpot ${j.amount}`).toContain(money(j.amount));
        expect(strip, `last win ${j.last_win_amount}`).toContain(money(j.last_win_amount));
      }
    });
  });
}
