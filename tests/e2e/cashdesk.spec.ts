import type { Page, TestInfo } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { brandFolders, pairwise, expect, openBrand, pageMessagesFor, patchBrandBundle, publishedBrand, signIn, test } from './fixtures';

// Each test walks a whole payment flow (and some take screenshots) on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

/** A light page to sign in on: the cash desk is the shell's, so the lobby's games are not needed. */
const START_PATH = '/contacts';

const NEWBIE = { username: 'newbie@croupier.test', password: 'Newbie123!' };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

interface PlayerSummary {
  email: string;
  balance: number;
  deposits: number;
  withdrawals: number;
}

async function sandboxPlayer(page: Page, email: string): Promise<PlayerSummary> {
  const state = (await page.evaluate(() => fetch('/__sandbox/state').then((r) => r.json()))) as { data: { players: PlayerSummary[] } };
  return state.data.players.find((p) => p.email === email)!;
}

/** The header's balance as a number, whatever the language's separators ("5.300,00", "5 300,00", "5,300.00"). */
async function shownBalance(page: Page): Promise<number> {
  const digits = (await page.getByTestId('balance-amount').innerText()).replace(/[^\d,.]/g, '');
  const m = digits.match(/^(.*?)[.,](\d{1,2})$/);
  return Number(`${(m ? m[1] : digits).replace(/[.,]/g, '')}${m ? `.${m[2]}` : ''}`);
}

/** Today's limits the sandbox serves (site settings). */
async function limits(page: Page) {
  const res = (await page.evaluate(() => fetch('/api/site/settings').then((r) => r.json()))) as {
    data: { limits: { payment: { deposits: { min: number; max: number }; withdrawal: { min: number; max: number } } } };
  };
  return res.data.limits.payment;
}

/** Opens the brand signed in (on a wide screen, where the sign-in button is), then sets the size under test. */
async function start(page: Page, id: string, viewport: { width: number; height: number }, user = { username: 'player@croupier.test', password: 'Player123!' }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBrand(page, id, START_PATH);
  await signIn(page, user);
  if (viewport.width !== 1280) await page.setViewportSize(viewport);
}

async function openDeposit(page: Page) {
  await page.getByTestId('deposit-button').click();
  await expect(page.getByTestId('cashdesk')).toBeVisible();
  await expect(page.getByTestId('cashdesk-tab-deposit')).toHaveAttribute('aria-selected', 'true');
}

/** Fills deposit page 1 with the brand's second quick amount and goes to page 2. */
async function depositToPage2(page: Page, config: BrandConfig) {
  const amount = config.rules.payment.quickDeposits[1];
  await page.getByTestId(`quick-amount-${amount}`).click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue(String(amount));
  await page.getByTestId('deposit-next').click();
  await expect(page.getByTestId('deposit-page-2')).toBeVisible();
  return amount;
}

/** PNG of the cash desk in light and dark, kept as test artefacts. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => {
      document.documentElement.classList.toggle('dark', m === 'dark');
      document.documentElement.classList.toggle('light', m === 'light');
      document.documentElement.style.colorScheme = m;
    }, mode);
    const path = testInfo.outputPath(`${name}-${mode}.png`);
    // Colour transitions would catch the picture half-way between the themes: Playwright finishes them first.
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(`${name}-${mode}`, { path, contentType: 'image/png' });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

for (const id of brandFolders()) {
  for (const { name: size, viewport } of pairwise(SIZES)
    .filter((p) => p.brand === id)
    .map((p) => p.size)) {
    test(`a player deposits through all three pages; balance and deposit history change — ${id}, ${size}`, async ({ page, request, context }, testInfo) => {
      const config = await publishedBrand(request, id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await start(page, id, viewport);
      const before = await sandboxPlayer(page, 'player@croupier.test');

      await openDeposit(page);
      const settings = await limits(page);
      // Page 1: methods (the verified player has requisites), the brand's quick amounts, currency, limits.
      await expect(page.getByTestId('deposit-method')).toBeVisible();
      await expect(page.getByTestId('quick-amounts').getByRole('button')).toHaveCount(config.rules.payment.quickDeposits.length);
      await expect(page.getByTestId('deposit-limits')).toContainText(String(settings.deposits.min));
      await expect(page.getByTestId('deposit-next')).toBeDisabled();
      // Below the minimum the field says so and Next stays disabled.
      await page.getByTestId('deposit-amount').fill(String(settings.deposits.min - 1));
      await expect(page.getByTestId('deposit-next')).toBeDisabled();
      await expect(page.getByText(texts['cashdesk.amount.invalid'])).toBeVisible();
      // Letters are not a number: the field keeps its value; a minus sign is dropped.
      await page.getByTestId('deposit-amount').fill('-70');
      await expect(page.getByTestId('deposit-amount')).toHaveValue('70');
      await shoot(page, testInfo, `cashdesk-deposit-1-${id}-${size}`);

      const amount = await depositToPage2(page, config);
      // Page 2: the chosen requisite's account name, copied to the clipboard with a toast.
      await expect(page.getByTestId('requisite-account-name')).not.toBeEmpty();
      const accountName = await page.getByTestId('requisite-account-name').innerText();
      await page.getByTestId('requisite-account-name-copy').click();
      await expect(page.getByTestId('toasts')).toContainText(texts['cashdesk.copied']);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountName);
      await expect(page.getByTestId('deposit-submit')).toBeDisabled();
      // Back keeps the amount; Next returns.
      await page.getByTestId('deposit-back').click();
      await expect(page.getByTestId('deposit-amount')).toHaveValue(String(amount));
      await page.getByTestId('deposit-next').click();
      await page.getByTestId('deposit-iban').fill('TR33 0006 1005 1978 6457 8413 26');
      await shoot(page, testInfo, `cashdesk-deposit-2-${id}-${size}`);
      await page.getByTestId('deposit-submit').click();

      // Page 3 (a phone reopens the dialog as CompleteScreen) with the brand's operation time.
      const complete = page.getByTestId('cashdesk-complete');
      await expect(complete).toHaveAttribute('data-kind', 'Deposit');
      await expect(page.getByTestId('cashdesk')).toHaveAttribute('data-type', size === 'phone' ? 'CompleteScreen' : 'Deposit');
      const { fromMinutes, toHours } = config.rules.payment.operationTime;
      await expect(page.getByTestId('cashdesk-operation-time')).toContainText(String(fromMinutes));
      await expect(page.getByTestId('cashdesk-operation-time')).toContainText(String(toHours));
      await shoot(page, testInfo, `cashdesk-deposit-3-${id}-${size}`);
      await page.getByTestId('cashdesk-ok').click();
      await expect(page.getByTestId('cashdesk')).toBeHidden();

      const after = await sandboxPlayer(page, 'player@croupier.test');
      expect(after.deposits).toBe(before.deposits + 1);
      expect(after.balance).toBe(before.balance + amount);
      // The header shows the new balance (refreshed at once, not at the next poll).
      await expect.poll(() => shownBalance(page)).toBe(after.balance);
      // The deposit history's newest entry is this deposit.
      const history = (await page.evaluate(() => fetch('/api/payment/deposit_request?page=1&count=1').then((r) => r.json()))) as {
        data: { data: Array<{ amount: number }> };
      };
      expect(history.data.data[0].amount).toBe(amount);
    });

    test(`a player withdraws and sees the completion — ${id}, ${size}`, async ({ page, request }, testInfo) => {
      const config = await publishedBrand(request, id);
      await start(page, id, viewport);
      const before = await sandboxPlayer(page, 'player@croupier.test');
      await openDeposit(page);
      await page.getByTestId('cashdesk-tab-withdrawal').click();
      await expect(page.getByTestId('withdrawal-page-1')).toBeVisible();
      await expect(page.getByTestId('withdrawal-blocked')).toBeHidden();
      // The brand's countries, the first chosen, with the flag of its entry in the country table (by id).
      const countries = config.rules.payment.withdrawalCountries;
      const flag = config.rules.countries.find((c) => c.id === countries[0].countryId)?.code;
      expect(flag).toMatch(/^[A-Z]{2}$/);
      await expect(page.getByTestId('withdrawal-country').locator('option')).toHaveCount(countries.length);
      await expect(page.getByTestId('withdrawal-country-flag')).toHaveAttribute('src', new RegExp(`${flag}$`));
      await expect.poll(() => page.getByTestId('withdrawal-country-flag').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const settings = await limits(page);
      await expect(page.getByTestId('withdrawal-limits')).toContainText(String(settings.withdrawal.min));
      await expect(page.getByTestId('withdrawal-submit')).toBeDisabled();
      await page.getByTestId('withdrawal-bank').fill('Ziraat Bankasi');
      await page.getByTestId('withdrawal-account-name').fill('Ana Diaz');
      await page.getByTestId('withdrawal-account-id').fill('TR12 0006 2000 0001');
      const amount = settings.withdrawal.min;
      await page.getByTestId('withdrawal-amount').fill(String(amount));
      await shoot(page, testInfo, `cashdesk-withdrawal-1-${id}-${size}`);
      await page.getByTestId('withdrawal-submit').click();
      await expect(page.getByTestId('cashdesk-complete')).toHaveAttribute('data-kind', 'Withdrawal');
      await expect(page.getByTestId('cashdesk')).toHaveAttribute('data-type', size === 'phone' ? 'CompleteScreen' : 'Withdrawal');
      await shoot(page, testInfo, `cashdesk-withdrawal-2-${id}-${size}`);
      await page.getByTestId('cashdesk-ok').click();
      await expect(page.getByTestId('cashdesk')).toBeHidden();
      const after = await sandboxPlayer(page, 'player@croupier.test');
      expect(after.withdrawals).toBe(before.withdrawals + 1);
      expect(after.balance).toBe(before.balance - amount);
    });

    test(`an unverified player sees the contact-support variant — ${id}, ${size}`, async ({ page, request }, testInfo) => {
      const config = await publishedBrand(request, id);
      await start(page, id, viewport, NEWBIE);
      await openDeposit(page);
      // No requisites: no method selector, or (with crypto payments) only the support variant beside the crypto currencies.
      await expect(page.getByTestId('quick-amounts')).toBeVisible();
      if (config.brand.features.cryptoPayments) {
        await expect(page.getByTestId('deposit-method')).toHaveValue('-1');
        await expect(page.getByTestId('deposit-method').locator('option:not([data-crypto])')).toHaveCount(1);
      } else {
        await expect(page.getByTestId('deposit-method')).toHaveCount(0);
      }
      await depositToPage2(page, config);
      await expect(page.getByTestId('deposit-unverified')).toContainText(String(config.rules.payment.unverifiedDepositCount));
      await expect(page.getByTestId('deposit-requisite')).toHaveCount(0);
      await expect(page.getByTestId('cashdesk-support')).toBeVisible();
      // No account is shown, so the line above it sends the player to support instead of "the account below".
      const viaSupport = pageMessagesFor(config, config.brand.defaultLanguage)['cashdesk.deposit.transferViaSupport'];
      expect(viaSupport, 'text cashdesk.deposit.transferViaSupport').toBeTruthy();
      await expect(page.getByTestId('deposit-transfer')).toContainText(viaSupport.split('}').pop()!.trim());
      await shoot(page, testInfo, `cashdesk-unverified-${id}-${size}`);
      // Spec §5: this variant is disabled only without an amount; the IBAN may stay empty.
      const before = await sandboxPlayer(page, NEWBIE.username);
      await expect(page.getByTestId('deposit-iban')).toHaveValue('');
      await expect(page.getByTestId('deposit-submit')).toBeEnabled();
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('cashdesk-complete')).toHaveAttribute('data-kind', 'Deposit');
      expect((await sandboxPlayer(page, NEWBIE.username)).deposits).toBe(before.deposits + 1);
    });
  }

  test(`a double-clicked deposit creates exactly one payment — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    await start(page, id, { width: 1280, height: 800 });
    const before = await sandboxPlayer(page, 'player@croupier.test');
    await openDeposit(page);
    await depositToPage2(page, config);
    await page.getByTestId('deposit-iban').fill('TR33 0006 1005');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/payment/admin_deposit')) posts += 1;
    });
    // Two submits in the same moment (a double Enter), before the page can disable anything.
    await page.getByTestId('deposit-page-2').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
    expect(posts).toBe(1);
    expect((await sandboxPlayer(page, 'player@croupier.test')).deposits).toBe(before.deposits + 1);

    // And a real double click on the submit button of a second deposit.
    await page.getByTestId('cashdesk-ok').click();
    await openDeposit(page);
    await depositToPage2(page, config);
    await page.getByTestId('deposit-iban').fill('TR33 0006 1005');
    await page.getByTestId('deposit-submit').dblclick();
    // The sandbox answers within milliseconds, so the second click may land after the completion
    // replaced the form (even outside the smaller dialog): wait for the refreshed balance instead.
    const second = before.balance + 2 * config.rules.payment.quickDeposits[1];
    await expect.poll(async () => (await sandboxPlayer(page, 'player@croupier.test')).balance).toBe(second);
    await expect.poll(() => shownBalance(page)).toBe(second);
    expect(posts).toBe(2);
    expect((await sandboxPlayer(page, 'player@croupier.test')).deposits).toBe(before.deposits + 2);
  });

  test(`a failed deposit keeps the typed fields and shows the platform's message — ${id}`, async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, id);
    await start(page, id, { width: 1280, height: 800 });
    const before = await sandboxPlayer(page, 'player@croupier.test');
    const message = 'Bank gateway is offline, please try again in 5 minutes';
    await sandbox.control({ respond: { 'api/payment/admin_deposit': { body: { status: 777, data: null, error_message: message } } } });
    await openDeposit(page);
    const amount = await depositToPage2(page, config);
    await page.getByTestId('deposit-iban').fill('TR33 0006 1005');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashdesk-error')).toContainText(message);
    await expect(page.getByTestId('toasts')).toContainText(message);
    // Nothing typed is lost: still page 2 with the IBAN, and Back shows the amount.
    await expect(page.getByTestId('deposit-iban')).toHaveValue('TR33 0006 1005');
    await expect(page.getByTestId('deposit-submit')).toBeEnabled();
    await page.getByTestId('deposit-back').click();
    await expect(page.getByTestId('deposit-amount')).toHaveValue(String(amount));
    expect((await sandboxPlayer(page, 'player@croupier.test')).deposits).toBe(before.deposits);
    // Once the platform is back, the same form goes through.
    await sandbox.control({ respond: { 'api/payment/admin_deposit': null } });
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
    expect((await sandboxPlayer(page, 'player@croupier.test')).deposits).toBe(before.deposits + 1);
  });

  test(`a withdrawal blocked by bonus wagering says why before anything is typed — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    test.skip(config.rules.bonus.withdrawalBlockedWhileWagering === false, 'the brand lets the platform decide');
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await start(page, id, { width: 1280, height: 800 }, NEWBIE);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/payment/cashier_withdrawal_by_payment')) posts += 1;
    });
    await openBrand(page, id, '/profile/payment/withdrawal');
    // The profile route opens the cash desk on the withdrawal tab; the bonus state already explains the block.
    await expect(page.getByTestId('profile-cashdesk')).toBeVisible();
    await expect(page.getByTestId('cashdesk-tab-withdrawal')).toHaveAttribute('aria-selected', 'true');
    const block = page.getByTestId('withdrawal-blocked');
    await expect(block).toHaveAttribute('data-reason', 'bonus');
    await expect(block).toContainText(texts['cashdesk.withdrawal.blocked.title']);
    const state = (await page.evaluate(() => fetch('/api/user/bonus_balance_state').then((r) => r.json()))) as { data: { amount_left_to_play: number } };
    const left = state.data.amount_left_to_play;
    expect(left).toBeGreaterThan(0);
    // The amount left to play, formatted as the page formats amounts.
    await expect(block).toContainText(new Intl.NumberFormat(config.brand.defaultLanguage, { maximumFractionDigits: 2 }).format(left));
    await page.getByTestId('withdrawal-bank').fill('Papara');
    await page.getByTestId('withdrawal-account-name').fill('Nora Newbie');
    await page.getByTestId('withdrawal-account-id').fill('PP-1');
    await page.getByTestId('withdrawal-amount').fill(String((await limits(page)).withdrawal.min));
    // A complete form still cannot be sent.
    await expect(page.getByTestId('withdrawal-submit')).toBeDisabled();
    await page.getByTestId('withdrawal-page-1').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByTestId('withdrawal-account-id')).toHaveValue('PP-1');
    expect(posts).toBe(0);
  });

  test(`with the wagering block off, the platform's own refusal shows through the brand's error table — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await patchBrandBundle(page, request, id, (c) => {
      c.rules.bonus.withdrawalBlockedWhileWagering = false;
    });
    await start(page, id, { width: 1280, height: 800 }, NEWBIE);
    await openBrand(page, id, '/profile/payment/withdrawal');
    await expect(page.getByTestId('withdrawal-page-1')).toBeVisible();
    await expect(page.getByTestId('withdrawal-blocked')).toHaveCount(0);
    const before = await sandboxPlayer(page, NEWBIE.username);
    await page.getByTestId('withdrawal-bank').fill('Papara');
    await page.getByTestId('withdrawal-account-name').fill('Nora Newbie');
    await page.getByTestId('withdrawal-account-id').fill('PP-1');
    await page.getByTestId('withdrawal-amount').fill(String((await limits(page)).withdrawal.min));
    await page.getByTestId('withdrawal-submit').click();
    // The platform refuses (1180): its text from the brand's table, with the wagering left and the support chat.
    const block = page.getByTestId('withdrawal-blocked');
    await expect(block).toHaveAttribute('data-reason', 'server');
    await expect(block).toContainText(texts[config.rules.errorCodes['1180']]);
    await expect(page.getByTestId('cashdesk-support')).toBeVisible();
    await expect(page.getByTestId('withdrawal-account-id')).toHaveValue('PP-1');
    expect((await sandboxPlayer(page, NEWBIE.username)).withdrawals).toBe(before.withdrawals);
  });

  test(`the profile payment routes open the cash desk; Cancel and the cross close it — ${id}`, async ({ page }) => {
    await start(page, id, { width: 1280, height: 800 });
    await openBrand(page, id, '/profile/payment/top-up');
    await expect(page.getByTestId('cashdesk-tab-deposit')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('cashdesk-cancel').click();
    await expect(page.getByTestId('cashdesk')).toBeHidden();
    await page.getByTestId('profile-cashdesk-open').click();
    await expect(page.getByTestId('cashdesk')).toBeVisible();
    await page.getByTestId('cashdesk-close').click();
    await expect(page.getByTestId('cashdesk')).toBeHidden();
    await expect(page.getByTestId('profile-userinfo')).toHaveCount(0);
  });
}
