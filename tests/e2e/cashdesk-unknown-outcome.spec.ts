import type { Page, Request } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { expect, openBrand, pageMessagesFor, patchBrandBundle, publishedBrand, signIn, test } from './fixtures';

// A payment whose answer is lost (the platform booked it, then a 504, a hang or invalid JSON came back) must end
// with exactly one booking however the player retries; the screen says what happened (issue "Money safety" 1, 3, 8).
test.describe.configure({ timeout: 90_000 });

/** Pampa speaks Spanish by default, as the player of the report did. */
const BRAND = 'pampa';
const PLAYER = 'player@croupier.test';
const DEPOSIT = 'api/payment/admin_deposit';
const WITHDRAWAL = 'api/payment/cashier_withdrawal_by_payment';
/** The client timeout of these tests: a hung answer is given up after it (the brand's own is 15 s). */
const SHORT_TIMEOUT_MS = 2500;

interface PlayerSummary {
  email: string;
  balance: number;
  deposits: number;
  withdrawals: number;
}

async function summary(page: Page): Promise<PlayerSummary> {
  const state = (await page.evaluate(() => fetch('/__sandbox/state').then((r) => r.json()))) as { data: { players: PlayerSummary[] } };
  return state.data.players.find((p) => p.email === PLAYER)!;
}

/** Counts the page's POSTs to a payment path and keeps their Idempotency-Key headers. */
function watchPosts(page: Page, path: string): string[] {
  const keys: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().includes(path)) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function start(
  page: Page,
  request: Parameters<typeof publishedBrand>[0],
  shortTimeout = false,
): Promise<{ config: BrandConfig; texts: Record<string, string> }> {
  const config = await publishedBrand(request, BRAND);
  if (shortTimeout) {
    await patchBrandBundle(page, request, BRAND, (c) => {
      c.brand.api.requestTimeoutMs = SHORT_TIMEOUT_MS;
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBrand(page, BRAND, '/contacts');
  await signIn(page);
  return { config, texts: pageMessagesFor(config, config.brand.defaultLanguage) };
}

/** Deposit of the brand's second quick amount up to page 2, IBAN filled; returns the amount. */
async function fillDeposit(page: Page, config: BrandConfig): Promise<number> {
  await page.getByTestId('deposit-button').click();
  await expect(page.getByTestId('cashdesk')).toBeVisible();
  const amount = config.rules.payment.quickDeposits[1];
  await page.getByTestId(`quick-amount-${amount}`).click();
  await page.getByTestId('deposit-next').click();
  await page.getByTestId('deposit-iban').fill('TR33 0006 1005');
  return amount;
}

async function fillWithdrawal(page: Page): Promise<number> {
  await page.getByTestId('deposit-button').click();
  await page.getByTestId('cashdesk-tab-withdrawal').click();
  await expect(page.getByTestId('withdrawal-page-1')).toBeVisible();
  await page.getByTestId('withdrawal-bank').fill('Ziraat');
  await page.getByTestId('withdrawal-account-name').fill('Pablo Jugador');
  await page.getByTestId('withdrawal-account-id').fill('ACC-77');
  const amount = 300;
  await page.getByTestId('withdrawal-amount').fill(String(amount));
  return amount;
}

const KINDS = [
  { kind: 'deposit', path: DEPOSIT, history: 'api/payment/deposit_request', submit: 'deposit-submit', fill: fillDeposit, sign: 1, field: 'deposit-iban' },
  {
    kind: 'withdrawal',
    path: WITHDRAWAL,
    history: 'api/payment/withdrawal_request',
    submit: 'withdrawal-submit',
    fill: (p: Page) => fillWithdrawal(p),
    sign: -1,
    field: 'withdrawal-account-id',
  },
] as const;

for (const k of KINDS) {
  for (const fault of ['gateway-timeout', 'hang', 'invalid-json'] as const) {
    test(`${k.kind}: booked, then ${fault}; the check cannot decide, the player sends it again — one booking`, async ({ page, request, sandbox }) => {
      const { config, texts } = await start(page, request, fault === 'hang');
      const before = await summary(page);
      const keys = watchPosts(page, k.path);
      const amount = await k.fill(page, config);
      // The answer of the booking is lost, and the request history cannot be read: the outcome stays unknown.
      await sandbox.control({ afterBooking: { [k.path]: fault }, faults: { [k.history]: 'fail' } });
      await page.getByTestId(k.submit).click();
      const outcome = page.getByTestId('cashdesk-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'unknown', { timeout: 20_000 });
      await expect(outcome).toContainText(texts['cashdesk.outcome.unknown.title']);
      // Never "¡Éxito!" and never the technical error; the form is locked.
      await expect(page.getByTestId('cashdesk-error')).toHaveCount(0);
      await expect(page.getByTestId('cashdesk-complete')).toHaveCount(0);
      await expect(page.getByTestId(k.submit)).toBeDisabled();
      await expect(page.getByTestId(k.field)).toBeDisabled();
      // Booked once already.
      expect(await summary(page)).toMatchObject({ balance: before.balance + k.sign * amount, [`${k.kind}s`]: before[`${k.kind}s`] + 1 });
      // "Check again" while the history is still down: still unknown.
      await page.getByTestId('outcome-check-again').click();
      await expect(outcome).toHaveAttribute('data-outcome', 'unknown');
      // The player sends it again: the same key, so the platform answers the first booking.
      await page.getByTestId('outcome-retry').click();
      await expect(page.getByTestId('cashdesk-complete')).toHaveAttribute('data-kind', k.kind === 'deposit' ? 'Deposit' : 'Withdrawal');
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(await summary(page)).toMatchObject({ balance: before.balance + k.sign * amount, [`${k.kind}s`]: before[`${k.kind}s`] + 1 });
    });
  }

  test(`${k.kind}: booked, then a 504; the history shows the new request — the completion, one booking`, async ({ page, request, sandbox }) => {
    const { config } = await start(page, request);
    const before = await summary(page);
    const keys = watchPosts(page, k.path);
    const amount = await k.fill(page, config);
    await sandbox.control({ afterBooking: { [k.path]: 'gateway-timeout' } });
    await page.getByTestId(k.submit).click();
    await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
    expect(keys).toHaveLength(1);
    expect(await summary(page)).toMatchObject({ balance: before.balance + k.sign * amount, [`${k.kind}s`]: before[`${k.kind}s`] + 1 });
  });
}

test('a success answer without the payment record is not a success: not booked, and the retry books once', async ({ page, request, sandbox }) => {
  const { config, texts } = await start(page, request);
  const before = await summary(page);
  const keys = watchPosts(page, DEPOSIT);
  await fillDeposit(page, config);
  await sandbox.control({ respond: { [DEPOSIT]: { body: { status: 0, data: null, error_message: '' } } } });
  await page.getByTestId('deposit-submit').click();
  const outcome = page.getByTestId('cashdesk-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'notBooked');
  await expect(outcome).toHaveText(texts['cashdesk.outcome.notBooked']);
  await expect(page.getByTestId('cashdesk-complete')).toHaveCount(0);
  await expect(page.getByText(texts['cashdesk.deposit.success'])).toHaveCount(0);
  expect((await summary(page)).deposits).toBe(before.deposits);
  await sandbox.control({ respond: { [DEPOSIT]: null } });
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
  expect(keys).toEqual([keys[0], keys[0]]);
  expect((await summary(page)).deposits).toBe(before.deposits + 1);
});

test('a session that ended mid-payment says so and offers sign-in; nothing is booked or lost', async ({ page, request, sandbox }) => {
  const { config, texts } = await start(page, request);
  const before = await summary(page);
  await fillDeposit(page, config);
  await sandbox.control({ respond: { [DEPOSIT]: { http: 401, body: { status: 401, data: null, error_message: 'Unauthorized' } } } });
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('cashdesk-session-ended')).toContainText(texts['cashdesk.sessionEnded']);
  await expect(page.getByTestId('cashdesk-error')).toHaveCount(0);
  await expect(page.getByTestId('deposit-iban')).toHaveValue('TR33 0006 1005');
  await page.getByTestId('cashdesk-sign-in').click();
  await expect(page.getByTestId('sign-in-username')).toBeVisible();
  expect((await summary(page)).deposits).toBe(before.deposits);
});

test('the deposit button says what it does, and a player with paid deposits is not offered the first-deposit bonus', async ({ page, request }) => {
  const { config, texts } = await start(page, request);
  test.skip(!config.rules.bonus.depositAgreementRequired, 'the brand does not ask for the agreement');
  const promotionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/user/promotion/change')) promotionCalls.push(r.method());
  });
  const amount = await fillDeposit(page, config);
  // The seeded player has 12 paid deposits.
  await expect(page.getByTestId('deposit-bonus-terms')).toHaveCount(0);
  const label = page.getByTestId('deposit-submit');
  await expect(label).not.toHaveText(texts['cashdesk.next']);
  await expect(label).toContainText(texts['cashdesk.deposit.submit'].split(' ')[0]);
  await expect(label).toContainText(new Intl.NumberFormat(config.brand.defaultLanguage).format(amount));
  await label.click();
  await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
  expect(promotionCalls).toEqual([]);
});

test('a second tab with a filled form is warned that a payment was just sent from the first', async ({ page, context, request }) => {
  const { config, texts } = await start(page, request);
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await openBrand(other, BRAND, '/contacts');
  await expect(other.getByTestId('header-balance')).toBeVisible();
  const before = await summary(page);
  const posts = watchPosts(other, DEPOSIT);
  await fillDeposit(other, config);
  await fillDeposit(page, config);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('cashdesk-complete')).toBeVisible();
  await other.getByTestId('deposit-submit').click();
  await expect(other.getByTestId('cashdesk-other-tab')).toBeVisible();
  expect(texts['cashdesk.otherTab']).toBeTruthy();
  expect(posts).toHaveLength(0);
  expect((await summary(page)).deposits).toBe(before.deposits + 1);
  // The player read the warning and still wants this one: the second press sends it.
  await other.getByTestId('deposit-submit').click();
  await expect(other.getByTestId('cashdesk-complete')).toBeVisible();
  expect((await summary(page)).deposits).toBe(before.deposits + 2);
});
