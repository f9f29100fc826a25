import type { Page } from '@playwright/test';
import type { BrandConfig, NavItem } from '../../src/config/types';
import { brandFolders, expect, messagesFor, openBrand, publishedBrand, signIn, test } from './fixtures';

// The phone shell: the down menu from navigation.json (every entry does what it says), the guest's
// login menu, the lobby's promotion slider and the referral notifications under the header.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Opens a brand at phone size and waits for the down menu. */
async function openPhone(page: Page, brand: string, path = '/casino'): Promise<void> {
  await page.setViewportSize(PHONE);
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}brand=${brand}`);
  await expect(page.getByTestId('down-menu')).toBeVisible();
}

/** Signs in (and optionally picks a language) on a wide screen, where the header shows both, then goes small. */
async function preparePlayer(page: Page, brand: string, opts: { signIn?: boolean; language?: string } = {}): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openBrand(page, brand, '/casino');
  if (opts.language) await page.getByTestId('language-select').selectOption(opts.language);
  if (opts.signIn) await signIn(page);
  await openPhone(page, brand);
}

/** The entries a visitor sees, as the brand declares them. */
async function shownEntries(page: Page, config: BrandConfig): Promise<NavItem[]> {
  const ids = await page
    .getByTestId('down-menu')
    .locator('[data-testid^="down-menu-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('down-menu-'.length)));
  return ids.map((id) => config.navigation.downMenu.find((i) => i.id === id)!);
}

for (const id of brandFolders()) {
  test(`a guest's down menu entries each do what they say — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    const t = messagesFor(config, config.brand.defaultLanguage);
    await openPhone(page, id);
    const entries = await shownEntries(page, config);
    // every declared entry a guest may see is there, in order; player-only ones are not
    expect(entries.map((e) => e.id)).toEqual(
      config.navigation.downMenu
        .filter((e) => !e.requiresAuth && config.brand.features[e.feature as keyof typeof config.brand.features] !== false)
        .map((e) => e.id),
    );
    expect(entries.map((e) => e.action)).toContain('account');
    for (const item of entries) {
      const entry = page.getByTestId(`down-menu-${item.id}`);
      await expect(entry).toHaveAccessibleName(t[item.labelId]);
      if (item.route) {
        await entry.click();
        await expect(page).toHaveURL(new RegExp(`${item.route}(\\?|$)`));
        await expect(entry).toHaveAttribute('aria-current', 'page');
        continue;
      }
      switch (item.action) {
        case 'menu':
          await entry.click();
          await expect(page.getByTestId('mobile-menu')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('mobile-menu')).toBeHidden();
          break;
        case 'search':
          await entry.click();
          await expect(page.getByTestId('search-modal')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('search-modal')).toBeHidden();
          break;
        case 'account': {
          await entry.click();
          const menu = page.getByTestId('login-menu');
          await expect(menu).toBeVisible();
          await expect(entry).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByTestId('login-menu-sign-in')).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect(entry).toBeFocused();
          await entry.click();
          await page.getByTestId('login-menu-sign-up').click();
          await expect(page.getByTestId('auth-modal')).toBeVisible();
          await expect(menu).toBeHidden();
          await page.keyboard.press('Escape');
          await entry.click();
          await page.getByTestId('login-menu-sign-in').click();
          await expect(page.getByTestId('sign-in-username')).toBeVisible();
          await page.keyboard.press('Escape');
          break;
        }
        default:
          throw new Error(`down menu action ${item.action} of ${id} has no check here`);
      }
    }
    // The bar never covers the page: at the very bottom the footer ends above it.
    await page.goto(`/casino?brand=${id}`);
    await expect(page.getByTestId('footer')).toBeAttached();
    // The lobby's lazy rows may still grow after the first scroll, so scroll to the bottom
    // again until the page has stopped growing, then measure.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = (await page.getByTestId('footer').boundingBox())!;
        const bar = (await page.getByTestId('down-menu').boundingBox())!;
        return footer.y + footer.height - bar.y;
      })
      .toBeLessThanOrEqual(0.5);
  });

  test(`a player's down menu opens the cash desk and the profile; none on desktop — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    await preparePlayer(page, id, { signIn: true });
    const entries = await shownEntries(page, config);
    expect(entries.map((e) => e.id)).toEqual(
      config.navigation.downMenu.filter((e) => config.brand.features[e.feature as keyof typeof config.brand.features] !== false).map((e) => e.id),
    );
    const deposit = entries.find((e) => e.action === 'deposit');
    if (deposit) {
      await page.getByTestId(`down-menu-${deposit.id}`).click();
      await expect(page.getByTestId('cashdesk')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cashdesk')).toBeHidden();
    }
    const account = entries.find((e) => e.action === 'account')!;
    await page.getByTestId(`down-menu-${account.id}`).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByTestId(`down-menu-${account.id}`)).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('login-menu')).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('down-menu')).toBeHidden();
    await expect(page.getByTestId('side-menu').first()).toBeVisible();
  });

  test(`the lobby slider shows the slides of the language and device, linking only where allowed — ${id}`, async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, id);
    const langs = config.brand.languages.filter((l) => l.slideCode !== undefined);
    const allowed = (config.brand.externalLinkHosts ?? [])[0];
    expect(allowed, 'the brand lists a link host').toBeTruthy();
    const allowedHost = allowed.replace(/^\*\./, 'promo.').replace(/^https?:\/\//, '');
    const slides = [
      { id: 1, url: '/promotions', url_image: '/sandbox/img/slide/1.svg', device_type: 'all', lang: -1 },
      ...langs.map((l, i) => ({
        id: 10 + i,
        url: `https://${allowedHost}/offer`,
        url_image: `/sandbox/img/slide/${10 + i}.svg`,
        device_type: 'mobile',
        lang: l.slideCode,
      })),
      ...langs.map((l, i) => ({ id: 20 + i, url: '/casino', url_image: `/sandbox/img/slide/${20 + i}.svg`, device_type: 'desktop', lang: l.slideCode })),
      { id: 30, url: 'https://elsewhere.invalid/steal', url_image: '/sandbox/img/slide/30.svg', device_type: 'mobile', lang: -1 },
    ];
    await sandbox.control({ respond: { 'api/site/slides': { body: { status: 0, data: slides, error_message: '' } } } });
    for (const [i, lang] of langs.entries()) {
      await preparePlayer(page, id, { language: lang.code });
      const slider = page.getByTestId('promo-slider');
      await expect(slider).toBeVisible();
      const shown = slider.getByTestId('slide');
      await expect(shown).toHaveCount(3);
      for (const [n, slideId] of ['1', String(10 + i), '30'].entries()) await expect(shown.nth(n)).toHaveAttribute('data-slide-id', slideId);
      // The lobby keeps the slider where the brand's lobby order puts it.
      // (counted among game rows and the slider; the jackpots and winnings strips are not rows of games)
      const order = config.catalogue.lobby!.filter((r) => r.kind !== 'jackpots' && r.kind !== 'dailyWinnings').findIndex((r) => r.kind === 'slider');
      const rows = page.getByTestId('casino-lobby').locator(':scope > [data-testid="lobby-section"], :scope > [data-testid="promo-slider"]');
      await expect(rows.nth(order)).toHaveAttribute('data-testid', 'promo-slider');
      // the external slide on the brand's list opens in a new tab; the one off the list is no link
      const t = messagesFor(config, lang.code);
      const next = slider.getByTestId('slider-next');
      await expect(next).toHaveAccessibleName(t['slider.next']);
      await next.click();
      const external = slider.locator(`[data-slide-id="${10 + i}"]`);
      await expect(external).toHaveAttribute('data-current', 'true');
      await expect(external.getByTestId('slide-link')).toHaveAttribute('href', `https://${allowedHost}/offer`);
      await expect(external.getByTestId('slide-link')).toHaveAttribute('target', '_blank');
      await page.keyboard.press('ArrowRight'); // focus is inside the slider
      await expect(slider.locator('[data-slide-id="30"]')).toHaveAttribute('data-current', 'true');
      await expect(slider.locator('[data-slide-id="30"]').getByTestId('slide-link')).toHaveCount(0);
      await slider.getByTestId('slider-prev').click();
      await slider.getByTestId('slider-prev').click();
      await slider.locator('[data-slide-id="1"]').getByTestId('slide-link').click();
      await expect(page).toHaveURL(/\/promotions(\?|$)/);
    }
  });

  test(`a referral notification is dismissed through the server and stays dismissed — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    test.skip(config.brand.features.referral === false, 'the brand has no referral programme');
    const t = messagesFor(config, config.brand.defaultLanguage);
    await preparePlayer(page, id, { signIn: true });
    await openPhone(page, id, '/casino/slots');
    const notices = page.getByTestId('referral-notice');
    const answered = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/referral_system/request/notification')));
    // They arrive while this page is on screen: they wait for the next page instead of pushing this one down.
    await expect.poll(answered).toBe(true);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(notices).toHaveCount(0);
    await page.getByTestId('down-menu-casino').click();
    await expect(page).toHaveURL(/\/casino(\?|$)/);
    await expect(notices).toHaveCount(2); // the seeded player's unread ones: one accepted, one declined
    await expect(page.locator('[data-testid="referral-notice"][data-id="1"]')).toContainText(t['referralNotice.accepted']);
    await expect(page.locator('[data-testid="referral-notice"][data-id="2"]')).toContainText('Tu sitio web todavía no tiene tráfico.');
    const patched = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/referral_system/request/notification/1'));
    await page.locator('[data-testid="referral-notice"][data-id="1"]').getByTestId('referral-notice-dismiss').click();
    expect((await patched).postDataJSON()).toEqual({ status: 1 });
    await expect(notices).toHaveCount(1);
    await openPhone(page, id, '/casino/slots');
    await expect.poll(answered).toBe(true);
    await page.getByTestId('down-menu-casino').click();
    await expect(page.locator('[data-testid="referral-notice"][data-id="2"]')).toBeVisible();
    await expect(page.locator('[data-testid="referral-notice"][data-id="1"]')).toHaveCount(0);
    // A game in play is not covered: the notice leaves with the lobby and is back after the game.
    await page.getByTestId('game-tile').first().click();
    await expect(page).toHaveURL(/\/casino\/game\//);
    await expect(page.getByTestId('referral-notice')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('[data-testid="referral-notice"][data-id="2"]')).toBeVisible();
  });
}
