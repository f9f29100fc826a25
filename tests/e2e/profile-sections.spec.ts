import type { Page } from '@playwright/test';
import { pathEnabled } from '../../src/config/routes';
import { brandFolders, pairwise, expect, openBrand, pageMessagesFor, publishedBrand, textsOf, signIn, test } from './fixtures';

// Every profile section of the spec (§2) with its own content, on both brands, desktop and phone,
// signed in as the seeded player (scripts/sandbox/README.md); each test starts from a sandbox reset.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Sections and the element only that section shows. */
const SECTIONS: Array<[path: string, testId: string]> = [
  ['/profile/dashboard', 'profile-dashboard'],
  ['/profile/userinfo', 'profile-userinfo'],
  ['/profile/bet-history', 'bet-history'],
  ['/profile/bonus', 'profile-bonus'],
  ['/profile/cashback-history', 'profile-cashback'],
  ['/profile/promocode', 'profile-promocode'],
  ['/profile/referral', 'profile-referral'],
  ['/profile/settings', 'profile-settings'],
  ['/profile/change-language', 'profile-language'],
  ['/profile/verification', 'profile-verification'],
  ['/profile/verification-confirmed', 'profile-verification-confirmed'],
];

/** Lazy lists: the table's test id; each seeded list has more than two steps of rows. */
const LISTS: Array<[path: string, testId: string]> = [
  ['/profile/casino-history', 'casino-history'],
  ['/profile/transactions-history', 'transactions-history'],
  ['/profile/balance-history', 'balance-history'],
  ['/profile/payment/history/top-up', 'requests-top-up'],
  ['/profile/payment/history/withdrawal', 'requests-withdrawal'],
];

/** Signs in on desktop (the phone shell hides the menu the sign-in helper waits for), then takes the test's size. */
async function start(page: Page, brand: string) {
  const viewport = page.viewportSize();
  await page.setViewportSize(SIZES[0].viewport);
  await openBrand(page, brand, '/contacts');
  await signIn(page);
  if (viewport) await page.setViewportSize(viewport);
}

const go = (page: Page, brand: string, path: string) => page.goto(`${path}?brand=${brand}`);

for (const { brand, size } of pairwise(SIZES)) {
  test.describe(`${brand} ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('every profile section opens with its own content', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = textsOf(config);
      await start(page, brand);
      const on = (path: string) => pathEnabled(path, config.brand.features);
      for (const [path, testId] of SECTIONS) {
        await go(page, brand, path);
        // A section of a feature the brand switched off is not found (src/config/routes.ts).
        if (!on(path)) {
          await expect(page.getByTestId('not-found'), path).toBeVisible();
          continue;
        }
        await expect(page.getByTestId(testId), path).toBeVisible();
        await expect(page.getByTestId('not-found')).toHaveCount(0);
      }
      // Content that only the platform's data gives.
      if (on('/profile/referral')) {
        await go(page, brand, '/profile/referral');
        await expect(page.getByTestId('referral-invited')).toContainText('34');
        await expect(page.getByTestId('referral-link')).toContainText('ref=1001');
      }
      await go(page, brand, '/profile/verification');
      await expect(page.getByTestId('verification-status')).toHaveText(t('profile.verification.verified'));
      // Sport bets are in each sportsbook's own bet history (spec §2): one link per frame the brand shows.
      if (on('/profile/bet-history')) {
        await go(page, brand, '/profile/bet-history');
        const frames = (config.brand.sport.frames ?? []).filter((f) => f.enabled !== false);
        const links = page.getByTestId('bet-history-link');
        if (frames.length === 0) await expect(page.getByTestId('bet-history')).toContainText(t('profile.betHistory.none'));
        await expect(links).toHaveCount(frames.length);
        for (const f of frames)
          await expect(page.locator(`[data-testid="bet-history-link"][data-frame="${f.id}"]`)).toHaveAttribute('href', `/${f.route}/bet-history`);
      }
      // The casino history shows each bet's game and the balance before it, as the platform sends them.
      await go(page, brand, '/profile/casino-history');
      const casino = page.getByTestId('casino-history');
      await expect(casino.locator('tbody tr').first()).toBeVisible();
      const heads = await casino.locator('thead th').allTextContents();
      const column = (id: string) => casino.locator(`tbody tr td:nth-child(${heads.indexOf(t(id)) + 1})`);
      expect(heads).toContain(t('profile.col.game'));
      expect(heads).toContain(t('profile.col.balanceBefore'));
      for (const game of await column('profile.col.game').allTextContents()) expect(game.trim()).not.toBe('');
      for (const before of await column('profile.col.balanceBefore').allTextContents()) expect(before).toMatch(/\d/);
      await go(page, brand, '/profile/cashback-history');
      await expect(page.getByTestId('cashback-balance')).toContainText(/125[.,]50/);
      // The payout time through Intl in the player's language, never the raw zone id.
      await expect(page.getByTestId('cashback-payout')).not.toContainText(config.rules.cashback.timeZone);
      await expect(page.getByTestId('cashback-payout')).not.toContainText('{');
      await go(page, brand, '/profile/bonus');
      const terms = page.getByTestId('bonus-terms');
      await expect(terms).toContainText(String(config.rules.bonus.firstDepositPercent));
      await expect(terms).toContainText(String(config.rules.bonus.wageringMultiplier));
      await expect(terms).toContainText(String(config.rules.bonus.registrationFreeSpins));
      const active = page.getByTestId('bonus-active');
      await expect(page.getByTestId('bonus-switch')).toBeEnabled();
      const before = await active.getAttribute('data-active');
      await page.getByTestId('bonus-switch').click();
      await expect(active).not.toHaveAttribute('data-active', before ?? '');
      if (size.name === 'desktop' || brand === brandFolders()[0]) {
        await go(page, brand, '/profile/cashback-history');
        await expect(page.getByTestId('cashback-balance')).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`cashback-${brand}-${size.name}.png`), fullPage: true });
        if (on('/profile/referral')) {
          await go(page, brand, '/profile/referral');
          await expect(page.getByTestId('referral-table').locator('tbody tr').first()).toBeVisible();
          await page.screenshot({ path: test.info().outputPath(`referral-${brand}-${size.name}.png`), fullPage: true });
        }
      }
    });

    test('the history lists grow by the lazy-list rules, filters restart them, the referral history pages', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const { initial, step } = config.rules.lazyList;
      // A screen shorter than the grown lists, so the sentinel leaves the view after each step and the
      // scroll brings it back (on a screen taller than the list the observer may not report it again).
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 1440, height: 480 });
      await start(page, brand);
      for (const [path, testId] of LISTS) {
        await go(page, brand, path);
        const rows = page.getByTestId(testId).locator('tbody tr');
        await expect(rows.nth(initial - 1), path).toBeVisible();
        // A short list leaves the sentinel on screen: it may already have grown by whole steps.
        const shown = await rows.count();
        expect((shown - initial) % step, path).toBe(0);
        await page.getByTestId('history-sentinel').scrollIntoViewIfNeeded();
        // A failed page says so on the list (history-more-failed): the report then carries what it says.
        const failed = page.getByTestId('history-more-failed');
        await expect
          .poll(async () => ((await failed.count()) ? `page failed: ${await failed.innerText()}` : rows.count()), { message: path })
          .toBeGreaterThan(shown);
        expect(((await rows.count()) - initial) % step, path).toBe(0);
      }
      // A result filter starts the casino list again with only that result.
      await go(page, brand, '/profile/casino-history');
      // On a tall screen the sentinel shows at once and the list may already have grown by whole steps.
      await expect(
        page
          .getByTestId('casino-history')
          .locator('tbody tr')
          .nth(initial - 1),
      ).toBeVisible();
      await page.getByTestId('filter-result').locator('[data-filter="win"]').click();
      await expect(page.getByTestId('filter-result').locator('[data-filter="win"]')).toHaveAttribute('aria-pressed', 'true');
      const winText = pageMessagesFor(config, config.brand.defaultLanguage)['status.win'];
      const statuses = page.getByTestId('casino-history').locator('tbody tr td:nth-child(5)');
      await expect(statuses.first()).toHaveText(winText);
      for (const s of await statuses.allInnerTexts()) expect(s).toBe(winText);

      if (!pathEnabled('/profile/referral', config.brand.features)) return;
      const refSize = config.rules.referral.pageSize ?? config.rules.pageSize;
      await go(page, brand, '/profile/referral');
      const history = page.getByTestId('referral-history');
      await expect(history).toHaveAttribute('data-page', '0');
      await expect(page.getByTestId('referral-table').locator('tbody tr')).toHaveCount(refSize);
      const paginator = page.getByTestId('referral-paginator');
      // The seeded player has 34 referrals.
      const last = Math.ceil(34 / refSize);
      await paginator.getByRole('button', { name: String(last), exact: true }).click();
      await expect(history).toHaveAttribute('data-page', String(last - 1));
      await expect(page.getByTestId('referral-table').locator('tbody tr')).toHaveCount(34 - (last - 1) * refSize);
    });

    test('a good promo code is activated and listed; a bad one says why', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = textsOf(config);
      await start(page, brand);
      await go(page, brand, '/profile/promocode');
      await expect(page.getByTestId('profile-promocode')).toBeVisible();
      await page.getByTestId('promo-input').fill('OLD2023');
      await page.getByTestId('promo-activate').click();
      await expect(page.getByTestId('promo-error')).toHaveText(t(config.rules.errorCodes['2201']));
      await expect(page.getByTestId('promo-input')).toHaveValue('OLD2023');
      await page.getByTestId('promo-input').fill('NOSUCHCODE');
      await page.getByTestId('promo-activate').click();
      await expect(page.getByTestId('promo-error')).toHaveText(t(config.rules.errorCodes['2200']));
      await expect(page.getByTestId('promo-history-list')).toBeVisible();
      const rows = page.getByTestId('promo-history').locator('tbody tr');
      const before = await rows.count();
      await expect(page.getByTestId('promo-history-list')).not.toContainText('BONUS100');
      await page.getByTestId('promo-input').fill('BONUS100');
      await page.getByTestId('promo-activate').click();
      await expect(page.getByText(t('profile.promo.activated'))).toBeVisible();
      await expect(page.getByTestId('promo-error')).toHaveCount(0);
      await expect(rows).toHaveCount(before + 1);
      await expect(rows.first()).toContainText('BONUS100');
    });

    test('an unknown profile path shows the not-found page, not the account', async ({ page, request }) => {
      await publishedBrand(request, brand);
      await start(page, brand);
      await go(page, brand, '/profile/no-such-section');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('profile-userinfo')).toHaveCount(0);
    });
  });
}
