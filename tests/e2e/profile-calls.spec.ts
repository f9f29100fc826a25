import type { Page } from '@playwright/test';
import { pathEnabled } from '../../src/config/routes';
import { brandFolders, expect, openBrand, publishedBrand, textsOf, signIn, test } from './fixtures';

// The profile's platform calls a player makes (spec §7 Profile, Payments, Bonus, Cashback): editing personal
// data with a new phone proved by its code, the password's last change, the referral application, the bonus
// balance request, the free-spin and cashback histories. Signed in as the seeded player (scripts/sandbox/README.md);
// each test starts from a sandbox reset.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const go = (page: Page, brand: string, path: string) => page.goto(`${path}?brand=${brand}`);

/** A text up to its first placeholder: what the page shows whatever the values. */
const lead = (text: string) => text.split('{')[0].trim();

async function start(page: Page, brand: string) {
  await openBrand(page, brand, '/contacts');
  await signIn(page);
}

for (const brand of brandFolders()) {
  test.describe(brand, () => {
    test('user info: the personal data is edited, a new phone needs its code, a refusal shows at its field, the saved data shows', async ({
      page,
      request,
    }) => {
      const config = await publishedBrand(request, brand);
      const t = textsOf(config);
      const fields = config.rules.profileEdit?.fields ?? [];
      test.skip(fields.length === 0, `${brand} lets no personal field be changed`);
      await start(page, brand);
      await go(page, brand, '/profile/userinfo');
      await page.getByTestId('profile-edit-open').click();
      const form = page.getByTestId('profile-edit-form');
      await expect(page.getByTestId('profile-edit-first_name')).toHaveValue('Pablo');
      const submit = page.getByTestId('profile-edit-submit');
      // Nothing changed: nothing to save.
      await expect(submit).toBeDisabled();
      if (fields.includes('birthday')) {
        // Under age is refused in the form, before any call.
        const year = new Date().getFullYear() - 10;
        await page.getByTestId('profile-edit-birthday').fill(`${year}-01-01`);
        await expect(page.getByTestId('profile-edit-birthday-error')).toHaveText(
          t('profile.edit.tooYoung').replace('{age}', String(config.rules.profileEdit?.minAge)),
        );
        await expect(submit).toBeDisabled();
        await page.getByTestId('profile-edit-birthday').fill('1985-07-20');
      }
      if (fields.includes('city')) await page.getByTestId('profile-edit-city').fill('Mar del Plata');
      await page.getByTestId('profile-edit-first_name').fill('Paula');
      if (fields.includes('phone')) {
        await page.getByTestId('profile-edit-phone-phone').fill('5557654321');
        // A new number: saving waits for its code.
        await expect(submit).toBeDisabled();
        await page.getByTestId('profile-edit-send-code').click();
        await page.getByTestId('profile-edit-code').fill('000000');
        await submit.click();
        // The platform's refusal (a wrong code) at the phone, the text of its code; nothing saved.
        await expect(page.getByTestId('profile-edit-phone-refusal')).toHaveText(t('error.230'));
        await expect(form).toBeVisible();
        await page.getByTestId('profile-edit-code').fill('123456');
      }
      await submit.click();
      await expect(page.getByTestId('toast-success')).toContainText(t('profile.edit.saved'));
      await expect(form).toHaveCount(0);
      const info = page.getByTestId('profile-userinfo');
      await expect(info).toContainText('Paula Jugador');
      if (fields.includes('phone')) await expect(info).toContainText('5557654321');
      if (fields.includes('city')) await expect(page.getByTestId('profile-personal-city')).toContainText('Mar del Plata');
      // The header greets the player by the saved name.
      await expect(page.getByTestId('greeting')).toContainText('Paula');
      // The platform keeps it: a reload shows the same.
      await page.reload();
      await expect(page.getByTestId('profile-userinfo')).toContainText('Paula Jugador');
      // The birth date in the brand's display format, not as the platform sends it.
      if (fields.includes('birthday')) {
        await expect(page.getByTestId('profile-personal-birthday')).toContainText('1985');
        await expect(page.getByTestId('profile-personal-birthday')).not.toContainText('1985-07-20');
      }
    });

    test('change password: when the password was last changed', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const t = textsOf(config);
      await start(page, brand);
      await go(page, brand, '/profile/change-password');
      const info = page.getByTestId('password-info');
      await expect(info).toContainText(lead(t('profile.password.lastChanged')));
      await expect(info).toHaveAttribute('data-changed', 'true');
      // A date, not a placeholder.
      await expect(info).toContainText(/\d/);
      await expect(info).not.toContainText('{');
    });

    test('my bonus: the bonus balance is requested beside it; the free-spin history lists the packages and grows', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      test.skip(!pathEnabled('/profile/bonus', config.brand.features), `${brand} has no bonus section`);
      const t = textsOf(config);
      await start(page, brand);
      await go(page, brand, '/profile/bonus');
      const ask = page.getByTestId('bonus-request-submit');
      await expect(ask).toHaveText(t('profile.bonus.request'));
      await ask.click();
      await expect(page.getByTestId('toast-success')).toContainText(t('profile.bonus.requestSent'));
      await expect(ask).toHaveText(t('profile.bonus.requested'));
      await expect(ask).toBeDisabled();
      const rows = page.getByTestId('freespins-history').locator('tbody tr');
      const { initial } = config.rules.lazyList;
      await expect(rows.nth(initial - 1)).toBeVisible();
      // The newest package: 10 of its 25 spins used, still active.
      await expect(rows.first()).toContainText('10 / 25');
      await expect(rows.first()).toContainText(t('status.active'));
      await page.getByTestId('history-sentinel').scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count()).toBeGreaterThan(initial);
    });

    test('cashback: the history lists credits; a move to the main balance adds its entry on top', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      test.skip(!pathEnabled('/profile/cashback-history', config.brand.features), `${brand} has no cashback section`);
      const t = textsOf(config);
      await start(page, brand);
      await go(page, brand, '/profile/cashback-history');
      const rows = page.getByTestId('cashback-history').locator('tbody tr');
      await expect(rows.nth(config.rules.lazyList.initial - 1)).toBeVisible();
      await expect(rows.first()).toContainText(t('status.cashbackCredited'));
      await page.getByTestId('cashback-withdraw').click();
      await expect(page.getByTestId('toast-success')).toContainText(t('profile.cashback.withdrawn'));
      await expect(rows.first()).toContainText(t('status.cashbackMoved'));
      await expect(rows.first()).toContainText(/125[.,]50/);
    });

    test('referral: the application is checked, sent as form data, and a second one is refused while the first is reviewed', async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      test.skip(!pathEnabled('/profile/referral', config.brand.features), `${brand} has no referral programme`);
      const t = textsOf(config);
      await start(page, brand);
      await go(page, brand, '/profile/referral');
      const submit = page.getByTestId('referral-apply-submit');
      await page.getByTestId('referral-apply-website').fill('my blog');
      await expect(page.getByTestId('referral-apply-website-error')).toHaveText(t('profile.referral.apply.websiteInvalid'));
      await expect(submit).toBeDisabled();
      await page.getByTestId('referral-apply-website').fill('https://blog.example.com');
      await page.getByTestId('referral-apply-traffic').fill('1200');
      await submit.click();
      await expect(page.getByTestId('referral-apply-sent')).toHaveText(t('profile.referral.apply.sent'));
      // The platform reviews one application at a time: another is refused, with its code's text.
      await page.reload();
      await page.getByTestId('referral-apply-website').fill('https://other.example.com');
      await page.getByTestId('referral-apply-submit').click();
      await expect(page.getByTestId('referral-apply').getByTestId('section-error')).toContainText(lead(t('profile.where.referralApply')));
      await expect(page.getByTestId('referral-apply-sent')).toHaveCount(0);
    });
  });
}
