import { brandFolders, expect, messagesFor, openBrand, publishedBrand, sentCode, test } from './fixtures';

// Issue #22 item 14: a newly registered pampa player saw TRY everywhere, jackpots included — the sign-up sent
// brand.json currency.signUp TRY, which the platform made the account's currency. A new player reads the
// brand's currency, as a guest did a moment before: in the header balance and on the lobby's jackpots.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

for (const brand of brandFolders()) {
  test.describe(brand, () => {
    test("a player who has just signed up reads the brand's currency, as a guest did", async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset: the new account does not exist yet
      const config = await publishedBrand(request, brand);
      const texts = messagesFor(config, config.brand.defaultLanguage);
      const { currency } = config.brand;
      const label = (currency.display as Record<string, string>)[currency.default] ?? currency.default;
      const first = config.rules.phoneCountries[0];
      const email = `currency-${brand}@croupier.test`;

      await openBrand(page, brand, '/casino');
      const jackpots = page.getByTestId('jackpot');
      if (config.brand.features.jackpots) await expect(jackpots.first()).toContainText(` ${label}`);

      await page.getByTestId('login-button').click();
      await page.getByTestId('to-sign-up').click();
      await page.getByTestId('sign-up-first-name').fill('Nueva');
      await page.getByTestId('sign-up-last-name').fill('Cuenta');
      await page.getByTestId('sign-up-username').fill(`nueva${brand}`);
      await page.getByTestId('sign-up-phone').fill('5'.repeat(first.minLength));
      await page.getByTestId('sign-up-email').fill(email);
      await page.getByTestId('sign-up-password').fill('Secret123');
      await page.getByTestId('sign-up-repeat').fill('Secret123');
      await page.getByTestId('sign-up-terms').check();
      await page.getByTestId('sign-up-send-code').click();
      await page.getByTestId('sign-up-code').fill(await sentCode(request, email));
      await page.getByTestId('sign-up-confirm-code').click();
      await expect(page.getByTestId('sign-up-confirm-code')).toHaveText(texts['auth.signUp.codeConfirmed']);
      await page.getByTestId('sign-up-submit').click();
      await expect(page.getByText(texts['auth.signUp.success'])).toBeVisible();

      // the new account's balance and the lobby's jackpots in the brand's currency
      const balance = page.getByTestId('balance-amount').first();
      await expect(balance).toHaveText(new RegExp(` ${label}$`));
      await page.goto(`/casino?brand=${brand}`);
      await expect(page.getByTestId('balance-amount').first()).toHaveText(new RegExp(` ${label}$`));
      if (config.brand.features.jackpots) {
        await expect(jackpots.first()).toBeVisible();
        for (const text of await jackpots.allTextContents()) expect(text, 'a jackpot amount').toContain(` ${label}`);
      }
    });
  });
}
