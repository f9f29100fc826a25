import type { Locator, Page } from '@playwright/test';
import { brandConfig, expect, openBrand, PLAYER, signIn, test, tiles } from './fixtures';

// Keyboard alone: every dialog traps focus, closes on Escape and gives focus back to its opener;
// the game grid, the side menu and the game search work without a pointer.

const BRAND = 'pampa';

/** Tab and Shift+Tab around the dialog many times: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} #${i + 1} left the dialog`).toBe(true);
    }
  }
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

/** Opens a dialog with Enter on its opener, checks the trap, closes it with Escape, checks focus went back. */
async function dialogRoundTrip(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('sign-in modal: focus trapped, Escape closes it, focus returns to the login button', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await dialogRoundTrip(page, page.getByTestId('login-button'), page.getByTestId('auth-modal'));
});

test('sign-in with the keyboard alone: type, Tab, Enter', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await page.getByTestId('login-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-in-username')).toBeFocused();
  await page.keyboard.type(PLAYER.username);
  await tabTo(page, '[data-testid="sign-in-password"]', 5);
  await page.keyboard.type(PLAYER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('search modal: focus trapped, Escape closes it, focus returns to the search button', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await dialogRoundTrip(page, page.getByTestId('search-button'), page.getByTestId('search-modal'));
});

test('contacts dialog: focus trapped, Escape closes it, focus returns to the menu entry', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await dialogRoundTrip(page, page.getByTestId('side-menu').getByTestId('menu-contacts'), page.getByTestId('contacts-dialog'));
});

test('logout confirm: focus trapped, Escape closes it, focus returns to the logout button', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await signIn(page);
  // The sign-in dialog hands focus back as it closes: wait until it is gone before moving focus ourselves.
  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await dialogRoundTrip(page, page.getByTestId('logout-button'), page.getByTestId('logout-modal'));
  await expect(page.getByTestId('header-balance')).toBeVisible(); // Escape is "no"
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('side menu drawer: focus trapped, Escape closes it, focus returns to the menu button', async ({ page }) => {
    await page.goto(`/casino?brand=${BRAND}`); // the desktop side menu is hidden on a phone
    await expect(page.getByTestId('menu-button')).toBeVisible();
    await dialogRoundTrip(page, page.getByTestId('menu-button'), page.getByTestId('mobile-menu'));
  });
});

test('game grid: Tab reaches a tile, Enter plays the game', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await signIn(page);
  await expect(tiles(page).first()).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, '[data-testid="game-tile"] [data-testid="game-tile-link"]');
  const tile = page.locator('[data-testid="game-tile"]:focus-within');
  await expect(tile.getByTestId('play-now')).toBeVisible(); // the overlay shows on keyboard focus, not only on hover
  const provider = await tile.getAttribute('data-provider');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/`));
  await expect(page.getByTestId('game-page')).toBeVisible();
});

test('side menu: Tab reaches an entry, Enter opens its page', async ({ page, request }) => {
  const config = await brandConfig(request, BRAND);
  const item = config.navigation.sideMenu.flatMap((s) => s.items).find((i) => i.route && i.route !== '/casino' && !i.disabled);
  expect(item, 'the side menu has an entry with a route').toBeDefined();
  await openBrand(page, BRAND, '/casino');
  await page.locator('body').focus();
  await tabTo(page, `[data-testid="side-menu"] [data-testid="menu-${item!.id}"]`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${item!.route!.replace(/[/]/g, '\\/')}(\\?|$)`));
});

test('search with the keyboard: Enter opens it, typing searches, Tab moves through results, Enter opens one', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await signIn(page);
  await expect(tiles(page).first()).toBeVisible();
  const name = (await tiles(page).first().getAttribute('data-game-id'))!.split('~~~~')[3];
  // The sign-in dialog hands focus back when it unmounts: start from the search button once it has gone.
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
  await page.getByTestId('search-button').focus();
  await expect(page.getByTestId('search-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByTestId('search-result-game').first()).toBeVisible();
  await tabTo(page, '[data-testid="search-result-game"]', 40);
  const provider = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.provider);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-modal')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/`));
  await expect(page.getByTestId('game-page')).toBeVisible();
});

test('the first Tab stop skips the header and menu to the page', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true); // next stop is in the page
});
