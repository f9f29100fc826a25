import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { brandFolders, pairwise, expect, messagesFor, openBrand, publishedBrand, signIn, test, sentCode } from './fixtures';

/** Opens a brand at any size: the side menu is folded away on phones, the sign-in button shows at both. */
async function open(page: Page, id: string): Promise<void> {
  await page.goto(`/?brand=${id}`);
  await expect(page.getByTestId('login-button')).toBeVisible();
}

/** Signed in: the logout button shows (the balance is hidden on phones). */
const signedIn = (page: Page) => expect(page.getByTestId('logout-button')).toBeVisible();

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { brand: id, size } of pairwise(SIZES)) {
  test.describe(`account auth — ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test(`sign up with the e-mail code lands signed in, then signs out — ${id}`, async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset: each test starts from the seeded players
      const config = await publishedBrand(request, id);
      const texts = messagesFor(config, config.brand.defaultLanguage);
      const first = config.rules.phoneCountries[0];
      const email = `new-${id}-${size.name}@croupier.test`;
      await open(page, id);
      await page.waitForURL((url) => url.pathname !== '/');
      const home = new URL(page.url()).pathname;
      // Start away from home so the landing is the sign-up's own navigation.
      await page.goto(`/promotions?brand=${id}`);
      await page.getByTestId('login-button').click();
      await page.getByTestId('to-sign-up').click();
      const form = page.getByTestId('sign-up-form');
      await expect(form).toBeVisible();
      // The country picker starts on the first country of the brand's phone table.
      await expect(page.getByTestId('sign-up-country')).toHaveValue(first.countryCode);
      await page.getByTestId('sign-up-first-name').fill('Ana');
      await page.getByTestId('sign-up-last-name').fill('Lopez');
      await page.getByTestId('sign-up-username').fill(`ana${size.name}`);
      await page.getByTestId('sign-up-phone').fill('5'.repeat(first.minLength - 1));
      await expect(page.getByTestId('sign-up-phone')).toHaveAttribute('data-state', 'invalid');
      await page.getByTestId('sign-up-phone').fill('5'.repeat(first.minLength));
      await expect(page.getByTestId('sign-up-phone')).toHaveAttribute('data-state', 'valid');
      await expect(page.getByTestId('sign-up-send-code')).toBeDisabled();
      await page.getByTestId('sign-up-email').fill('not-an-email');
      await expect(page.getByTestId('sign-up-email-error')).toHaveText(texts['auth.emailInvalid']);
      await page.getByTestId('sign-up-email').fill(email);
      await page.getByTestId('sign-up-password').fill('short');
      // The sandbox's player rules (8 characters, 1 digit), through the text's plurals: "1 dígito", never "1 son dígitos".
      const rule = new IntlMessageFormat(texts['auth.passwordRule'], config.brand.defaultLanguage).format({ min: 8, digits: 1 });
      await expect(page.getByTestId('sign-up-password-error')).toHaveText(String(rule));
      await page.getByTestId('sign-up-password').fill('Secret123');
      await page.getByTestId('sign-up-repeat').fill('Secret123');
      await page.getByTestId('sign-up-terms').check();
      await expect(page.getByTestId('sign-up-submit')).toBeDisabled();
      await form.screenshot({ path: `test-results/sign-up-${id}-${size.name}.png` });
      await page.getByTestId('sign-up-send-code').click();
      await expect(page.getByTestId('sign-up-send-code')).toBeDisabled();
      await page.getByTestId('sign-up-code').fill(await sentCode(request, email));
      await page.getByTestId('sign-up-confirm-code').click();
      await expect(page.getByTestId('sign-up-confirm-code')).toHaveText(texts['auth.signUp.codeConfirmed']);
      await page.getByTestId('sign-up-submit').click();
      await expect(page.getByText(texts['auth.signUp.success'])).toBeVisible();
      await expect(page.getByTestId('auth-modal')).toHaveCount(0);
      await signedIn(page);
      // Success navigates to / (which the shell sends on to the brand's home page).
      await expect(page).toHaveURL((url) => url.pathname === home);
      await page.getByTestId('logout-button').click();
      await page.getByTestId('logout-yes').click();
      await expect(page.getByTestId('login-button')).toBeVisible();
    });

    test(`a wrong password shows the neutral sign-in text in the active language — ${id}`, async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset: each test starts from the seeded players
      const config = await publishedBrand(request, id);
      // Desktop switches to the brand's last language; the phone keeps the default.
      const lang = size.name === 'desktop' ? config.brand.languages.at(-1)!.code : config.brand.defaultLanguage;
      const texts = messagesFor(config, lang);
      await open(page, id);
      if (lang !== config.brand.defaultLanguage) await page.getByTestId('language-select').first().selectOption(lang);
      await page.getByTestId('login-button').click();
      await page.getByTestId('sign-in-username').fill('player@croupier.test');
      await page.getByTestId('sign-in-password').fill('Wrong1234');
      await page.getByTestId('sign-in-submit').click();
      await expect(page.getByText(texts['auth.signIn.failed'])).toBeVisible();
      await expect(page.getByText(texts['error.4'], { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('login-button')).toBeVisible();
    });

    test(`reset a password in three steps and sign in with the new one — ${id}`, async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset: each test starts from the seeded players
      const email = 'newbie@croupier.test';
      await open(page, id);
      await page.getByTestId('login-button').click();
      await page.getByTestId('to-reset').click();
      const form = page.getByTestId('reset-form');
      await expect(form).toHaveAttribute('data-step', '0');
      await expect(page.getByTestId('reset-submit')).toBeDisabled();
      await page.getByTestId('reset-email').fill(email);
      await page.getByTestId('reset-submit').click();
      await expect(form).toHaveAttribute('data-step', '1');
      // The dots jump between steps.
      await page.getByTestId('reset-dot-0').click();
      await expect(page.getByTestId('reset-email')).toBeVisible();
      await page.getByTestId('reset-dot-1').click();
      await expect(page.getByTestId('reset-submit')).toBeDisabled();
      await page.getByTestId('reset-code').fill(await sentCode(request, email));
      await page.getByTestId('reset-submit').click();
      await expect(form).toHaveAttribute('data-step', '2');
      await page.getByTestId('reset-password').fill('Fresh2024');
      await page.getByTestId('reset-repeat').fill('Fresh2025');
      await expect(page.getByTestId('reset-submit')).toBeDisabled();
      await page.getByTestId('reset-repeat').fill('Fresh2024');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await page.getByTestId('sign-in-username').fill(email);
      await page.getByTestId('sign-in-password').fill('Fresh2024');
      await page.getByTestId('sign-in-submit').click();
      await signedIn(page);
    });
  });
}

test(`profile change password: a differing repeat is refused, a good change logs out`, async ({ page, request, sandbox }) => {
  void sandbox; // requested for its reset: each test starts from the seeded players
  const id = brandFolders()[0];
  const config = await publishedBrand(request, id);
  const texts = messagesFor(config, config.brand.defaultLanguage);
  await openBrand(page, id);
  await signIn(page);
  await page.goto(`/profile/change-password?brand=${id}`);
  await page.getByTestId('profile-old-password').fill('Player123!');
  await page.getByTestId('profile-new-password').fill('Better123');
  await page.getByTestId('profile-repeat-password').fill('Better124');
  await page.getByTestId('profile-change-submit').click();
  await expect(page.getByText(texts['auth.changedPasswordDoNotMatch'])).toBeVisible();
  await page.getByTestId('profile-repeat-password').fill('Better123');
  await page.getByTestId('profile-change-submit').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.getByTestId('login-button').click();
  await page.getByTestId('sign-in-username').fill('player@croupier.test');
  await page.getByTestId('sign-in-password').fill('Better123');
  await page.getByTestId('sign-in-submit').click();
  await signedIn(page);
});

for (const id of brandFolders()) {
  test(`a reset code that expired, or was guessed wrong too often, is refused with the flow's one neutral text (no account enumeration) — ${id}`, async ({
    page,
    request,
    sandbox,
  }) => {
    const config = await publishedBrand(request, id);
    const texts = messagesFor(config, config.brand.defaultLanguage);
    const email = 'newbie@croupier.test';
    const sendCode = async () => {
      await page.getByTestId('reset-dot-0').click();
      await page.getByTestId('reset-email').fill(email);
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
    };
    /** Sends a code and returns the platform's status for it (the screen shows the same text for every refusal). */
    const tryCode = async (code: string) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/password/restore/check'));
      await page.getByTestId('reset-code').fill(code);
      await page.getByTestId('reset-submit').click();
      return (await (await answer).json()).status as number;
    };
    const neutral = texts['auth.reset.codeInvalid'];
    await open(page, id);
    await page.getByTestId('login-button').click();
    await page.getByTestId('to-reset').click();
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
    const code = await sentCode(request, email);
    // 15 minutes later the code has expired (the platform keeps a code 10 minutes)
    await sandbox.control({ rgClockOffsetHours: 0.25 });
    expect(await tryCode(code)).toBe(10);
    await expect(page.getByText(neutral).first()).toBeVisible();
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
    // a new code, then five wrong tries: the code is void, even the right one is refused
    await sendCode();
    for (let i = 0; i < 4; i++) expect(await tryCode(`00000${i}`)).toBe(230);
    expect(await tryCode('000009')).toBe(233);
    expect(await tryCode(code)).toBe(233);
    await expect(page.getByText(neutral).first()).toBeVisible();
    for (const platformText of [texts['error.10'], texts['error.230'], texts['error.233']]) await expect(page.getByText(platformText)).toHaveCount(0);
    await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
  });
}

test.describe('no account enumeration', () => {
  const KNOWN = { email: 'newbie@croupier.test', phone: '5559876543' };
  const UNKNOWN = { email: 'nobody-here@croupier.test', phone: '5550001234' };
  type Account = typeof KNOWN;

  /** What the page shows after one auth flow for an account: the toasts and the dialog's text (the typed address masked), and the reset step. */
  async function shown(page: Page, id: string, account: Account, expected: string, run: (a: Account) => Promise<void>) {
    await open(page, id);
    await page.getByTestId('login-button').click();
    await run(account);
    await expect(page.getByTestId('toasts')).toContainText(expected);
    const mask = (t: string) => t.replaceAll(account.email, '<address>').replaceAll(account.phone, '<phone>');
    return {
      toasts: mask(await page.getByTestId('toasts').innerText()),
      dialog: mask(await page.getByTestId('auth-modal').innerText()),
      step: (await page.getByTestId('reset-form').count()) ? await page.getByTestId('reset-form').getAttribute('data-step') : null,
    };
  }

  type Flow = (page: Page, a: Account) => Promise<void>;
  const FLOWS: Array<[string, string, Flow]> = [
    [
      'sign-in',
      'auth.signIn.failed',
      async (page, a) => {
        await page.getByTestId('sign-in-username').fill(a.email);
        await page.getByTestId('sign-in-password').fill('Wrong1234');
        await page.getByTestId('sign-in-submit').click();
      },
    ],
    [
      'reset by e-mail',
      'auth.reset.codeSent',
      async (page, a) => {
        await page.getByTestId('to-reset').click();
        await page.getByTestId('reset-email').fill(a.email);
        await page.getByTestId('reset-submit').click();
        await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
      },
    ],
    [
      'reset by phone',
      'auth.reset.smsSent',
      async (page, a) => {
        await page.getByTestId('to-reset').click();
        await page.getByTestId('reset-by-phone').click();
        await page.getByTestId('reset-phone').fill(a.phone);
        await page.getByTestId('reset-submit').click();
        await expect(page.getByTestId('reset-form')).toHaveAttribute('data-step', '1');
      },
    ],
    [
      'reset code',
      'auth.reset.codeInvalid',
      async (page, a) => {
        await page.getByTestId('to-reset').click();
        await page.getByTestId('reset-email').fill(a.email);
        await page.getByTestId('reset-submit').click();
        await page.getByTestId('reset-code').fill('000000');
        await page.getByTestId('reset-submit').click();
      },
    ],
    [
      'sign-up code',
      'auth.signUp.codeSent',
      async (page, a) => {
        await page.getByTestId('to-sign-up').click();
        await page.getByTestId('sign-up-email').fill(a.email);
        await page.getByTestId('sign-up-send-code').click();
      },
    ],
  ];

  for (const [name, textId, run] of FLOWS) {
    test(`${name}: the same texts for a known and an unknown account`, async ({ page, request, sandbox }) => {
      void sandbox; // requested for its reset: each test starts from the seeded players
      const id = 'pampa';
      const config = await publishedBrand(request, id);
      const expected = messagesFor(config, config.brand.defaultLanguage)[textId];
      const known = await shown(page, id, KNOWN, expected, (a) => run(page, a));
      const unknown = await shown(page, id, UNKNOWN, expected, (a) => run(page, a));
      expect(unknown).toEqual(known);
    });
  }
});

test("the sign-in dialog stays open when focus goes back to the button that opened it (the dev server's StrictMode does this right after opening)", async ({
  page,
}) => {
  await open(page, 'pampa');
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await page.getByTestId('login-button').evaluate((b: HTMLElement) => b.focus());
  await page.getByTestId('sign-in-username').fill('still-open@croupier.test');
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await expect(page.getByTestId('sign-in-username')).toHaveValue('still-open@croupier.test');
  // a click outside still closes it
  await page.mouse.click(5, 5);
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
});
