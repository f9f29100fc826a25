import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { brandFolders, expect, gridShown, openBrand, pageMessagesFor, PLAYER, playTile, publishedBrand, signIn, test, tiles } from './fixtures';

/**
 * Responsible gambling (rules.json responsibleGambling), every brand that has it on: a deposit limit
 * refuses a larger deposit, the reality check shows after the brand's default interval (Playwright's
 * fake clock) and "stop" leaves the game, a time-out signs the player out and sign-in is then refused
 * with the brand's help line. Each test starts from a reset sandbox (fixtures).
 */

const SHOTS = process.env.E2E_SHOTS ? process.env.E2E_SHOTS : '';
const PHONE = { width: 390, height: 844 };

/** A message with its ICU arguments filled in the simplest way (no plurals in the texts checked here). */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

/** The brand's date pattern (dd, MM, yyyy) for a local date. */
function brandDate(ms: number, pattern: string): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return pattern
    .replace('dd', pad(d.getDate()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('yyyy', String(d.getFullYear()));
}

/** The profile, then its responsible-gambling tab (the profile menu entry). */
async function openSection(page: Page, id: string) {
  await page.goto(`/profile?brand=${id}`);
  await page.getByTestId('profile').locator('a[href="/profile/responsible-gambling"]').click();
  await expect(page.getByTestId('profile-rg')).toBeVisible();
}

/** Sets a limit as the profile does (the platform's route, with the signed-in page's cookie and the brand's partner name). */
async function setLimit(page: Page, config: BrandConfig, kind: string, amount: number) {
  const res = await page.request.post('/api/user/responsible_gambling/limit', {
    data: { kind, amount },
    headers: { 'partner-name': config.brand.api.partnerName },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await res.json()).status, await res.text()).toBe(0);
}

/** The brand's first enabled provider's lobby, signed in, and its first game played. */
async function playFirstGame(page: Page, id: string, config: BrandConfig) {
  const provider = config.providers.providers.find((p) => p.enabled !== false)!.id;
  await openBrand(page, id, `/casino/provider/${provider}`);
  if (await page.getByTestId('login-button').isVisible()) await signIn(page);
  expect(await gridShown(page)).toBe(true);
  await playTile(tiles(page, provider).first());
  await expect(page.getByTestId('game-page')).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const id of brandFolders()) {
  test.describe(`responsible gambling (${id})`, () => {
    let config: BrandConfig;
    let texts: Record<string, string>;
    test.beforeEach(async ({ request, sandbox }) => {
      config = await publishedBrand(request, id);
      test.skip(!config.brand.features?.responsibleGambling || !config.rules.responsibleGambling, `${id} has responsible gambling off`);
      texts = pageMessagesFor(config, config.brand.defaultLanguage);
      // The platform takes the periods from the account's partner, not the request: the seeded player is this brand's.
      await sandbox.control({ players: { [PLAYER.username]: { partner: config.brand.api.partnerName } } });
    });

    test('a deposit limit refuses a larger deposit and shows what is left; a raise is pending until its date', async ({ page }) => {
      const rg = config.rules.responsibleGambling!;
      await openBrand(page, id, '/contacts');
      await signIn(page);
      await openSection(page, id);
      const row = page.getByTestId('rg-limit-depositDay');
      await row.getByTestId('rg-limit-depositDay-input').fill('300');
      await row.getByTestId('rg-limit-depositDay-save').click();
      await expect(page.getByTestId('toast-success').filter({ hasText: texts['rg.limit.saved'] })).toBeVisible();
      await expect(row.getByTestId('rg-limit-depositDay-current')).toContainText('300');

      // a higher limit waits the brand's cooling period: "pending until <date>" in the brand's date format
      await row.getByTestId('rg-limit-depositDay-input').fill('900');
      const raisedAt = Date.now();
      await row.getByTestId('rg-limit-depositDay-save').click();
      const pending = row.getByTestId('rg-limit-depositDay-pending');
      await expect(pending).toContainText(brandDate(raisedAt + rg.coolingPeriodHours * 3_600_000, config.rules.displayDateFormat));
      await expect(row.getByTestId('rg-limit-depositDay-current')).toContainText('300');
      await shot(page, `rg-${id}-profile-desktop`);
      await page.setViewportSize(PHONE);
      await shot(page, `rg-${id}-profile-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByTestId('deposit-button').click();
      await expect(page.getByTestId('cashdesk')).toBeVisible();
      await expect(page.getByTestId('deposit-limit-left')).toContainText('300');
      await page.getByTestId('deposit-amount').fill('500');
      const over = page.getByTestId('deposit-limit-over');
      await expect(over).toBeVisible();
      await expect(over).toContainText('300');
      await expect(page.getByTestId('deposit-next')).toBeDisabled();
      await shot(page, `rg-${id}-cashdesk-desktop`);
      await page.getByTestId('deposit-amount').fill('250');
      await expect(over).toHaveCount(0);
      await expect(page.getByTestId('deposit-next')).toBeEnabled();
    });

    test('the reality check shows after the configured minutes of play, and stop leaves the game for the lobby', async ({ page }) => {
      const minutes = config.rules.responsibleGambling!.realityCheck.defaultMinutes;
      await page.clock.install();
      const provider = config.providers.providers.find((p) => p.enabled !== false)!.id;
      await openBrand(page, id, `/casino/provider/${provider}`);
      await signIn(page);
      expect(await gridShown(page)).toBe(true);
      await playTile(tiles(page, provider).first());
      await expect(page.getByTestId('game-page')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toBeVisible();

      await page.clock.fastForward((minutes - 1) * 60_000);
      await expect(page.getByTestId('reality-check')).toHaveCount(0);
      await page.clock.fastForward(60_000);
      const dialog = page.getByTestId('reality-check');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('reality-check-played')).toContainText(String(minutes % 60 || 1));
      // Nothing was played: the net result reads as even, not "won 0".
      await expect(dialog.getByTestId('reality-check-net')).toHaveText(texts['rg.realityCheck.even']);
      await shot(page, `rg-${id}-reality-check-desktop`);
      await dialog.getByTestId('reality-check-stop').click();
      await expect(page).toHaveURL(/\/casino(\?|$)/);
      await expect(page.getByTestId('game-page')).toHaveCount(0);
      await expect(page.getByTestId('reality-check')).toHaveCount(0);
    });

    test('a page reload within the sign-in keeps the reality-check session: the reminder comes on time from the first game', async ({ page }) => {
      const minutes = config.rules.responsibleGambling!.realityCheck.defaultMinutes;
      await page.clock.install();
      await playFirstGame(page, id, config);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await page.clock.fastForward((minutes - 2) * 60_000);
      await page.reload();
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await expect(page.getByTestId('reality-check')).toHaveCount(0);
      await page.clock.fastForward(2 * 60_000);
      const dialog = page.getByTestId('reality-check');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('reality-check-played')).toContainText(String(minutes % 60 || 1));
    });

    test('a game launch after the loss limit or with the session time used up is refused on the game page with its text', async ({ page, sandbox }) => {
      const rg = config.rules.responsibleGambling!;
      const loss = rg.limits.find((k) => k.startsWith('loss'));
      await openBrand(page, id, '/contacts');
      await signIn(page);
      if (loss) {
        await setLimit(
          page,
          config,
          loss.replace(/[A-Z]/, (c) => `_${c.toLowerCase()}`),
          100,
        );
        await sandbox.control({ recordBets: { [PLAYER.username]: [{ amount: 150 }] } });
        await playFirstGame(page, id, config);
        const refused = page.getByTestId('game-error');
        await expect(refused).toContainText(texts['error.rg.lossLimit']);
        await expect(page.getByTestId('game-frame')).toHaveCount(0);
        await shot(page, `rg-${id}-loss-limit-desktop`);
      }
      // The loss leaves the window: the sandbox clock moves past the longest one, to 10:00 UTC so the
      // session time (counted per day) does not cross midnight within the test.
      const now = Date.now();
      const d = new Date(now);
      const base = (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 32, 10) - now) / 3_600_000;
      await sandbox.control({ rgClockOffsetHours: base });
      if (!rg.limits.includes('sessionMinutes')) return;
      await setLimit(page, config, 'session_minutes', 30);
      await playFirstGame(page, id, config);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await sandbox.control({ rgClockOffsetHours: base + 0.5 });
      await playFirstGame(page, id, config);
      await expect(page.getByTestId('game-error')).toContainText(texts['error.rg.sessionLimit']);
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
    });

    test('a crypto deposit shows what the limit leaves in money, and the platform refusal keeps the form', async ({ page }) => {
      test.skip(!config.brand.features?.cryptoPayments, `${id} has no crypto payments`);
      await openBrand(page, id, '/contacts');
      await signIn(page);
      await setLimit(page, config, 'deposit_day', 300);
      await page.getByTestId('deposit-button').click();
      await expect(page.getByTestId('cashdesk')).toBeVisible();
      const option = page.getByTestId('deposit-method').locator('option[data-crypto]').first();
      await expect(option).toBeAttached();
      const currency = (await option.getAttribute('data-crypto'))!;
      await page.getByTestId('deposit-method').selectOption(`crypto:${currency}`);
      const left = page.getByTestId('deposit-limit-left');
      await expect(left).toContainText('300');
      await expect(left).toContainText(currency);
      // Worth far more than 300 in money at any sandbox rate, though a small number of coins.
      const limits = await (
        await page.request.get(`/nowpayments/deposit/${currency}/limit`, { headers: { 'partner-name': config.brand.api.partnerName } })
      ).json();
      const amount = String(limits.max_amount ?? limits.data?.max_amount);
      await page.getByTestId('deposit-amount').fill(amount);
      await page.getByTestId('deposit-next').click();
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('cashdesk-error')).toContainText(texts['error.rg.depositLimit']);
      await expect(page.getByTestId('deposit-limit-left')).toContainText('300');
      await expect(page.getByTestId('deposit-crypto')).toContainText(currency);
      await shot(page, `rg-${id}-crypto-refused-desktop`);
      await page.getByTestId('deposit-back').click();
      await expect(page.getByTestId('deposit-amount')).toHaveValue(amount);
    });

    test('the footer leads to the page; a time-out signs the player out and sign-in is refused with the help line', async ({ page }) => {
      const rg = config.rules.responsibleGambling!;
      await openBrand(page, id, '/contacts');
      const entry = page.getByTestId('footer').locator('a[href="/responsible-gambling"]');
      await expect(entry).toHaveText(texts['menu.responsibleGambling']);
      await entry.click();
      await expect(page.getByTestId('rg-page')).toContainText(texts['rg.page.title']);
      await expect(page.getByTestId('rg-page-help-link')).toHaveAttribute('href', rg.helpLine.url);
      await page.setViewportSize(PHONE);
      await shot(page, `rg-${id}-page-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });

      await signIn(page);
      await page.getByTestId('rg-page-settings').click();
      await expect(page.getByTestId('profile-rg')).toBeVisible();
      const days = rg.timeOutDays[0];
      await page.getByTestId('rg-timeOut-days').selectOption(String(days));
      await page.getByTestId('rg-timeOut-start').click();
      await expect(page.getByTestId('rg-timeOut-confirm')).toBeVisible();
      await page.getByTestId('rg-timeOut-yes').click();
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page).toHaveURL(/\/casino(\?|$)/);

      await page.getByTestId('login-button').click();
      await page.getByTestId('sign-in-username').fill('player@croupier.test');
      await page.getByTestId('sign-in-password').fill('Player123!');
      await page.getByTestId('sign-in-submit').click();
      const refused = page.getByTestId('sign-in-excluded');
      await expect(refused).toContainText(texts['error.rg.excluded']);
      await expect(refused).toContainText(fill(texts['rg.helpLine'], { phone: rg.helpLine.phone }));
      await expect(refused.getByTestId('rg-help-line-link')).toHaveAttribute('href', rg.helpLine.url);
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
      await shot(page, `rg-${id}-excluded-desktop`);
    });
  });
}
