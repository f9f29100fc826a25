import type { Page } from '@playwright/test';
import { pathEnabled } from '../../src/config/routes';
import { brandFolders, expect, openBrand, pageMessagesFor, patchBrandBundle, publishedBrand, signIn, test } from './fixtures';

// What a player reads (issue #9): texts in the active language with every placeholder filled, social
// channels as working links, switched-off features not found, one currency label, verify links told
// apart, and no console error or warning on the way. Each test starts from a sandbox reset.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Console errors and warnings the app writes (e.g. a MessageFormatError, react-router's future-flag
 * warnings); the browser's own lines about HTTP statuses (a guest's 401s) are the network's, not texts.
 */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource')) seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}
const go = (page: Page, brand: string, path: string) => page.goto(`${path}${path.includes('?') ? '&' : '?'}brand=${brand}`);

for (const brand of brandFolders()) {
  test.describe(brand, () => {
    test('the lobby jackpot block and the cashback page speak the brand language, placeholders filled, zone named by Intl', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = pageMessagesFor(config, config.brand.defaultLanguage);
      const problems = consoleProblems(page);
      await openBrand(page, brand, '/casino');
      if (config.brand.features.jackpots !== false) {
        const info = page.getByTestId('jackpot-info');
        await expect(info).toContainText(t['casino.jackpots.info.text']);
        // The platform's info call answers in one language (the sandbox's English): never shown.
        await expect(info).not.toContainText('Croupier jackpots');
      }
      await go(page, brand, '/promotions/casino-cashback');
      const cashback = page.getByTestId('cashback-page');
      await expect(cashback).toBeVisible();
      const providerNames = config.rules.cashback.kinds
        .flatMap((k) => k.providers ?? [])
        .map((id) => config.providers.providers.find((p) => p.id === id)!.name);
      for (const name of providerNames) await expect(cashback).toContainText(name);
      await expect(cashback).not.toContainText('{');
      await expect(cashback).not.toContainText(config.rules.cashback.timeZone);
      await page.screenshot({ path: test.info().outputPath(`cashback-${brand}.png`), fullPage: true });
      expect(problems).toEqual([]);
    });

    test('the contacts dialog names only channels it links, Telegram and live chat included, as https links', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = pageMessagesFor(config, config.brand.defaultLanguage);
      await openBrand(page, brand, '/contacts');
      const page_ = page.getByTestId('contacts-page');
      const shown = config.navigation.social.filter((s) => s.settingsKey !== 'tawk' || config.brand.features.liveChat !== false);
      for (const s of shown) {
        const link = page_.getByTestId(`contact-${s.id}`);
        await expect(link, s.id).toBeVisible();
        await expect(link, s.id).toHaveAttribute('href', /^(https:\/\/|mailto:|tel:)/);
        await expect(page.getByTestId('contacts-description')).toContainText(t[s.labelId]);
      }
      const chat = config.navigation.social.find((s) => s.settingsKey === 'tawk');
      if (chat && config.brand.features.liveChat !== false)
        await expect(page_.getByTestId(`contact-${chat.id}`)).toHaveAttribute('href', /^https:\/\/tawk\.to\/chat\//);
      await page.getByTestId('side-menu').getByTestId('menu-contacts').click();
      const dialog = page.getByTestId('contacts-dialog');
      await expect(dialog).toBeVisible();
      for (const id of config.navigation.contactsDialog?.links ?? []) {
        const s = shown.find((x) => x.id === id);
        if (!s) continue;
        await expect(dialog.getByTestId(`contact-${id}`)).toHaveAttribute('href', /^(https:\/\/|mailto:|tel:)/);
        await expect(dialog.getByTestId('contacts-description')).toContainText(t[s.labelId]);
      }
      await page.screenshot({ path: test.info().outputPath(`contacts-dialog-${brand}.png`) });
    });

    test('a feature switched off has no menu entry and its path is not found', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      // Switch every gated feature off in the served bundle: the brand's own off switches and promo codes.
      await patchBrandBundle(page, request, brand, (c) => Object.assign(c.brand.features, { referral: false, majorVip: false, promoCodes: false }));
      for (const path of ['/referral', '/major-vip']) {
        await go(page, brand, path);
        await expect(page.getByTestId('not-found'), path).toBeVisible();
      }
      await openBrand(page, brand, '/casino');
      for (const route of ['/referral', '/major-vip']) await expect(page.getByTestId('side-menu').locator(`a[href^="${route}"]`)).toHaveCount(0);
      await signIn(page);
      await go(page, brand, '/profile/promocode');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await go(page, brand, '/profile/dashboard');
      await expect(page.getByTestId('profile-dashboard')).toBeVisible();
      await expect(page.locator('a[href="/profile/promocode"]')).toHaveCount(0);
      await expect(page.locator('a[href="/profile/referral"]')).toHaveCount(0);
      // The brand as published: what it switched off is not found either.
      await page.unrouteAll();
      for (const path of ['/referral', '/major-vip', '/profile/promocode']) {
        await go(page, brand, path);
        if (pathEnabled(path, config.brand.features)) await expect(page.getByTestId('not-found'), path).toHaveCount(0);
        else await expect(page.getByTestId('not-found'), path).toBeVisible();
      }
    });

    test('a guest and the signed-in player read the same currency label', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const display = config.brand.currency.display as Record<string, string>;
      const guestLabel = display[config.brand.currency.default] ?? config.brand.currency.default;
      await openBrand(page, brand, '/casino');
      if (config.brand.features.jackpots !== false) await expect(page.getByTestId('jackpots').first()).toContainText(guestLabel);
      await signIn(page);
      await expect(page.getByTestId('header-balance')).toContainText(guestLabel);
    });

    test('internal payment systems are named in the player language', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = pageMessagesFor(config, config.brand.defaultLanguage);
      await openBrand(page, brand, '/contacts');
      await signIn(page);
      await go(page, brand, '/profile/transactions-history');
      const table = page.getByTestId('transactions-history');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const names = Object.entries(config.rules.paymentSystemNames ?? {});
      const cells = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      for (const [raw, id] of names) {
        if (t[id] !== raw) expect(cells, `${raw} shown raw`).not.toContain(raw);
      }
      expect(
        cells.some((c) => names.some(([, id]) => c === t[id])),
        'a bonus or free-spins row named by the brand',
      ).toBe(true);
    });
  });
}

test('a verify link verifies once, and the same link again says the address is already verified', async ({ page, request }) => {
  const [brand] = brandFolders();
  const config = await publishedBrand(request, brand);
  const t = pageMessagesFor(config, config.brand.defaultLanguage);
  const problems = consoleProblems(page);
  await go(page, brand, '/verify/VERIFY-1002');
  await expect(page.getByTestId('verify-result')).toHaveText(t['verify.success']);
  await go(page, brand, '/verify/VERIFY-1002');
  await expect(page.getByTestId('verify-result')).toHaveText(t[config.rules.errorCodes['8']]);
  await go(page, brand, '/verify/EXPIRED');
  await expect(page.getByTestId('verify-result')).toHaveText(t[config.rules.errorCodes['7']]);
  // The store's developer log of each refusal is expected; nothing else may be written.
  expect(problems.filter((p) => !p.includes('[croupier] verify: the platform refused the call'))).toEqual([]);
});
