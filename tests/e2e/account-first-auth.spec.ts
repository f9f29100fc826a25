import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { PLAYER, brandFolders, pairwise, expect, messagesFor, pageMessagesFor, publishedBrand, test, sentCode } from './fixtures';

// Issue #7 account pieces: first auth, password restore by phone, a banned player signed out, the auth
// banner, the bonus section's odds and loyalty terms, and the transactions filters from the brand's tables.
// Both brands; desktop and a 390 px phone where the layout differs. Each test starts from a sandbox reset.

// Several sign-ins and a balance poll per test: more than the default time on a shared machine.
test.describe.configure({ timeout: 120_000 });

const NEWBIE = { username: 'newbie@croupier.test', password: 'Newbie123!', phone: '5559876543' };

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Opens a brand at any size and waits for the sign-in button. */
async function open(page: Page, id: string, path = '/'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}brand=${id}`);
  await expect(page.getByTestId('login-button')).toBeVisible();
  // The start-up work (session check, lazy page chunks) has settled, so a form typed into is not re-rendered from scratch.
  await page.waitForLoadState('networkidle');
}

/** Fills and sends the sign-in form (the balance is hidden on phones, so the caller waits for what it expects). */
async function submitSignIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByTestId('login-button').click();
  await page.getByTestId('sign-in-username').fill(user.username);
  await page.getByTestId('sign-in-password').fill(user.password);
  await page.getByTestId('sign-in-submit').click();
}

/** A text of the brand in a language; a missing one fails the test by name. */
function textsOf(config: BrandConfig, lang = config.brand.defaultLanguage) {
  const m = pageMessagesFor(config, lang);
  return (id: string) => {
    expect(m[id], `text ${id} in ${lang}`).toBeTruthy();
    return m[id];
  };
}

const signedIn = (page: Page) => expect(page.getByTestId('logout-button')).toBeVisible();

for (const { brand: id, size } of pairwise(SIZES)) {
  test.describe(`account — ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test(`first auth: the player must change the password before using the site — ${id}`, async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, id);
      const t = textsOf(config);
      await sandbox.control({ players: { [NEWBIE.username]: { password_changed: false } } });
      await open(page, id);
      await submitSignIn(page, NEWBIE);
      const form = page.getByTestId('change-password-form');
      await expect(form).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(form).toHaveAttribute('data-first-auth', 'true');
      await expect(page.getByTestId('first-auth-hint')).toHaveText(t('auth.firstAuth.hint'));
      const modal = page.getByTestId('auth-modal');
      // Not closable: no close cross, Escape and a click outside leave it open.
      await expect(modal.getByRole('button', { name: t('common.close'), exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(3, size.viewport.height - 3);
      await expect(form).toBeVisible();
      await page.getByTestId('change-old').fill(NEWBIE.password);
      await page.getByTestId('change-new').fill('Chosen2025');
      await page.getByTestId('change-repeat').fill('Chosen2025');
      await expect(page.getByTestId('change-old')).toHaveValue(NEWBIE.password);
      await page.getByTestId('change-submit').click();
      await expect(page.getByText(t('auth.changePassword.doneSignedIn'))).toBeVisible();
      await expect(page.getByTestId('auth-modal')).toHaveCount(0);
      await signedIn(page);
      // The platform now knows the password was changed: a reload signs the player in without the form.
      await page.reload();
      await signedIn(page);
      await expect(page.getByTestId('change-password-form')).toHaveCount(0);
    });

    test(`reset a password by phone in three steps and sign in with the new one — ${id}`, async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset
      const config = await publishedBrand(request, id);
      const t = textsOf(config);
      await open(page, id);
      await page.getByTestId('login-button').click();
      await page.getByTestId('to-reset').click();
      const form = page.getByTestId('reset-form');
      await expect(form).toHaveAttribute('data-step', '0');
      await page.getByTestId('reset-by-phone').click();
      await expect(page.getByTestId('reset-by-phone')).toHaveAttribute('aria-checked', 'true');
      // The brand's phone table, starting on its first country.
      const countries = page.getByTestId('reset-country').locator('option');
      await expect(countries).toHaveCount(config.rules.phoneCountries.length);
      await expect(page.getByTestId('reset-country')).toHaveValue(config.rules.phoneCountries[0].countryCode);
      await page.getByTestId('reset-phone').fill('555');
      await expect(page.getByTestId('reset-phone')).toHaveAttribute('data-state', 'invalid');
      await expect(page.getByTestId('reset-submit')).toBeDisabled();
      const restore = page.waitForRequest((r) => r.url().endsWith('/api/user/password/restore') && r.method() === 'POST');
      await page.getByTestId('reset-phone').fill(NEWBIE.phone);
      await page.getByTestId('reset-submit').click();
      expect((await restore).postDataJSON()).toEqual({ phone: NEWBIE.phone, country_code: config.rules.payment.phoneCountryCode });
      await expect(page.getByText(t('auth.reset.smsSent'))).toBeVisible();
      await expect(form).toHaveAttribute('data-step', '1');
      await expect(form).toContainText(t('auth.reset.hint1Phone'));
      await page.getByTestId('reset-code').fill(await sentCode(request, NEWBIE.phone));
      await page.getByTestId('reset-submit').click();
      await expect(form).toHaveAttribute('data-step', '2');
      await page.getByTestId('reset-password').fill('ByPhone2025');
      await page.getByTestId('reset-repeat').fill('ByPhone2025');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await page.getByTestId('sign-in-username').fill(NEWBIE.username);
      await page.getByTestId('sign-in-password').fill('ByPhone2025');
      await page.getByTestId('sign-in-submit').click();
      await signedIn(page);
    });

    test(`a player banned while signed in is signed out with a message in the active language — ${id}`, async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, id);
      // Desktop reads the brand's last language, the phone its default.
      const lang = size.name === 'desktop' ? config.brand.languages.at(-1)!.code : config.brand.defaultLanguage;
      const texts = messagesFor(config, lang);
      await open(page, id);
      if (lang !== config.brand.defaultLanguage) await page.getByTestId('language-select').first().selectOption(lang);
      await submitSignIn(page, PLAYER);
      await signedIn(page);
      await sandbox.control({ players: { [PLAYER.username]: { is_banned: true } } });
      const within = { timeout: config.rules.timings.balancePollMs + 5_000 };
      await expect(page.getByText(texts['auth.bannedLoggedOut'])).toBeVisible(within);
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page.getByTestId('logout-button')).toHaveCount(0);
    });

    test(`the brand's banner stands beside sign-up on a wide screen, not on a phone — ${id}`, async ({ page, request, sandbox }) => {
      void sandbox;
      const config = await publishedBrand(request, id);
      const t = textsOf(config);
      await open(page, id);
      await page.getByTestId('login-button').click();
      await page.getByTestId('to-sign-up').click();
      await expect(page.getByTestId('sign-up-form')).toBeVisible();
      const banner = page.getByTestId('auth-banner');
      if (size.name === 'desktop') {
        await expect(banner).toBeVisible();
        await expect(banner).toHaveAttribute('alt', t('auth.banner.alt'));
        await expect(banner).toHaveAttribute('src', new RegExp(`${config.theme.images!.authBanner!.replace(/^assets\//, '')}$`));
        expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the banner image loads').toBe(true);
        const [b, f] = [await banner.boundingBox(), await page.getByTestId('sign-up-form').boundingBox()];
        expect(b!.x + b!.width, 'the banner is beside the form').toBeLessThanOrEqual(f!.x);
        await page.getByTestId('auth-modal').screenshot({ path: `test-results/sign-up-banner-${id}.png` });
      } else {
        await expect(banner).toBeHidden();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no sideways scroll on a phone').toBeLessThanOrEqual(0);
      }
    });
  });
}

/** Signs the seeded player in on a desktop-sized page and opens a profile path. */
async function profile(page: Page, id: string, path: string): Promise<void> {
  await open(page, id, '/contacts');
  await submitSignIn(page, PLAYER);
  await signedIn(page);
  await page.goto(`${path}?brand=${id}`);
}

for (const id of brandFolders()) {
  test(`my bonus states the bonus-bet and free-bet odds and the loyalty programme from the brand's rules — ${id}`, async ({ page, request, sandbox }) => {
    void sandbox;
    const config = await publishedBrand(request, id);
    const lang = config.brand.defaultLanguage;
    const t = textsOf(config, lang);
    const { betting, loyalty, amountDecimals } = config.rules;
    const num = (n: number, d = amountDecimals) => new Intl.NumberFormat(lang, { maximumFractionDigits: d }).format(n);
    await profile(page, id, '/profile/bonus');
    const odds = page.getByTestId('bonus-bet-conditions');
    await expect(odds).toContainText(num(betting.bonusBetMinOdds));
    await expect(odds).toContainText(num(betting.freeBetMinOdds));
    const block = page.getByTestId('bonus-loyalty');
    await expect(block).toContainText(t('profile.bonus.loyaltyTitle'));
    for (const part of [num(loyalty.points, 0), num(loyalty.amount), t(loyalty.currencyLabelId), String(loyalty.lossWindowDays), loyalty.payoutTime]) {
      await expect(block).toContainText(part);
    }
  });

  test(`transactions: the type filter is the brand's table and dates go out in the brand's API date format — ${id}`, async ({ page, request, sandbox }) => {
    void sandbox;
    const config = await publishedBrand(request, id);
    const t = textsOf(config);
    const { historyFilters, dateFormat } = config.rules;
    await profile(page, id, '/profile/transactions-history');
    await expect(page.getByTestId('transactions-history')).toBeVisible();
    const typeIds = await page
      .getByTestId('filter-type')
      .locator('[data-filter]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.filter));
    expect(typeIds).toEqual(['all', ...historyFilters.transactionType.map((o) => o.id)]);
    for (const o of historyFilters.transactionType) await expect(page.getByTestId('filter-type').locator(`[data-filter="${o.id}"]`)).toHaveText(t(o.labelId));
    const apiDate = (iso: string) => {
      const [yyyy, MM, dd] = iso.split('-');
      return (dateFormat ?? 'yyyy-MM-dd').replace('yyyy', yyyy).replace('MM', MM).replace('dd', dd);
    };
    const dated = page.waitForRequest((r) => r.url().includes('/api/payment/history/payment-with-withdrawal') && new URL(r.url()).searchParams.has('date_to'));
    await page.getByTestId('filter-dates-from').fill('2025-01-01');
    await page.getByTestId('filter-dates-to').fill('2025-12-31');
    const params = new URL((await dated).url()).searchParams;
    expect([params.get('date_from'), params.get('date_to')]).toEqual([apiDate('2025-01-01'), apiDate('2025-12-31')]);
    // A reversed range is said, not sent.
    await page.getByTestId('filter-dates-from').fill('2026-01-01');
    await expect(page.getByTestId('filter-dates-error')).toHaveText(t('profile.filter.datesReversed'));
  });
}
