import type { Page } from '@playwright/test';
import { brandFolders, expect, openBrand, sentCode, signIn, test } from './fixtures';

/** Asks for a reset code by e-mail through the sign-in form's link, as a player would, and returns the code sent. */
async function requestResetCode(page: Page, request: Parameters<typeof sentCode>[0], id: string, email: string): Promise<string> {
  await openBrand(page, id, '/auth');
  await page.getByTestId('to-reset').click();
  await page.getByTestId('reset-email').fill(email);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
  return sentCode(request, email);
}

// Each form of the auth modal has a link of its own (issue #22 item 5): a link in an e-mail or from support opens it.
for (const id of brandFolders()) {
  test(`/auth/sign-up opens the sign-up form; closing it leaves the auth page — ${id}`, async ({ page }) => {
    await openBrand(page, id, '/auth/sign-up');
    await expect(page.getByTestId('sign-up-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test(`/auth/reset-password opens the reset's first step — ${id}`, async ({ page }) => {
    await openBrand(page, id, '/auth/reset-password');
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '0');
    await expect(page.getByTestId('reset-email')).toBeVisible();
  });

  test(`the e-mail's link to the code step opens it with the code filled in, and the reset goes on — ${id}`, async ({ page, request, sandbox }) => {
    void sandbox; // requested for its reset: each test starts from the seeded players
    const email = 'newbie@croupier.test';
    const code = await requestResetCode(page, request, id, email);
    await openBrand(page, id, `/auth/reset-password/code?code=${encodeURIComponent(code)}`);
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('reset-code')).toHaveValue(code);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '2');
  });

  test(`the e-mail's link to the new-password step sets the password with its code; the player signs in with it — ${id}`, async ({
    page,
    request,
    sandbox,
  }) => {
    void sandbox; // requested for its reset: each test starts from the seeded players
    const email = 'newbie@croupier.test';
    const code = await requestResetCode(page, request, id, email);
    await openBrand(page, id, `/auth/reset-password/new?code=${encodeURIComponent(code)}`);
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '2');
    await page.getByTestId('reset-password').fill('Linked2024');
    await page.getByTestId('reset-repeat').fill('Linked2024');
    await page.getByTestId('reset-submit').click();
    // The reset ends on the sign-in form; closed, the link's page gives way and the new password signs in.
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/\/auth/);
    await signIn(page, { username: email, password: 'Linked2024' });
  });

  test(`the new-password link without a code opens the code step — ${id}`, async ({ page }) => {
    await openBrand(page, id, '/auth/reset-password/new');
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('reset-code')).toHaveValue('');
  });
}
