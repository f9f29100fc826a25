import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, PLAYER, test, tiles } from './fixtures';

// Every page family of every brand, at desktop and phone size, in light and dark theme: axe must find
// no serious or critical violation. Each brand is audited at both sizes and in both themes, paired so that
// the two audits of a brand differ in both: the theme's colours do not depend on the width and the layout
// does not depend on the theme, so (desktop, light) + (phone, dark) and (desktop, dark) + (phone, light)
// cover each colour against each layout family of the engine across the brands at half the cost of all
// four per brand (this spec was the suite's largest part). One browser context per audit, pages in sequence.

const BRANDS = ['pampa', 'lumen'] as const;
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

type Found = { family: string; rule: string; impact: string; targets: string[]; help: string };

/** Serious and critical axe violations on what the page shows now. Game and sport frames are third-party content. */
async function audit(page: Page, family: string, found: Found[], counts: Record<string, number>): Promise<void> {
  // contrast is measured on what finally shows, not mid fade-in: wait until running finite animations end
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Every tile of a grid is the same component with other data: the first six of each grid stand for the
  // rest (a lobby holds hundreds, and auditing each one made this spec the slowest of the suite).
  const result = await new AxeBuilder({ page }).exclude('iframe').exclude('[data-testid="game-tile"]:nth-child(n+7)').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  counts[family] = bad.reduce((n, v) => n + v.nodes.length, 0);
  if (process.env.A11Y_LOG)
    console.log(
      `[a11y] ${family}: ${bad
        .map(
          (v) =>
            `${v.id}×${v.nodes.length} ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        )
        .join('; ')}`,
    );
  for (const v of bad) {
    found.push({ family, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) });
  }
}

/** Opens a path of the brand and waits until the shell and the page's own marker show. */
async function visit(page: Page, brand: string, path: string, marker: string, theme: string): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}brand=${brand}`);
  await expect(page.locator(marker).first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
}

const AUDITS = BRANDS.flatMap((brand, i) =>
  (Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>).map((vpName, j) => ({ brand, vpName, viewport: VIEWPORTS[vpName], theme: THEMES[(i + j) % 2] })),
);

for (const { brand, vpName, viewport, theme } of AUDITS) {
  test(`axe: ${brand} ${vpName} ${theme} — no serious or critical violations`, async ({ browser }) => {
    test.setTimeout(600_000); // about 45 s on an idle machine; generous for a shared one
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const found: Found[] = [];
    const counts: Record<string, number> = {};
    const run = (family: string) => audit(page, family, found, counts);

    await page.goto(`/casino?brand=${brand}`);
    // the shell is up (the header's theme switch is there at every width; the side column only from md up)
    await expect(page.getByTestId('theme-toggle')).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveClass(/\b(light|dark)\b/);
    if (!(await html.getAttribute('class'))?.split(/\s+/).includes(theme)) await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));

    // lobby
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('game-tile-skeleton')).toHaveCount(0);
    await run('lobby');
    const first = tiles(page).first();
    const provider = (await first.getAttribute('data-provider')) ?? '';
    const gameId = ((await first.getAttribute('data-game-id')) ?? '').split('~~~~')[1] ?? '';
    const gamePath = `/casino/game/${encodeURIComponent(provider)}/${encodeURIComponent(gameId)}`;

    // search modal open
    await page.getByTestId('search-button').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    await page.getByTestId('search-input').fill('a');
    await expect(page.getByTestId('search-result-game').or(page.getByTestId('search-result-provider')).first()).toBeVisible();
    await run('search modal');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-modal')).toBeHidden();

    // sign-in modal open
    await page.getByTestId('login-button').click();
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await run('sign-in modal');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sign-in-form')).toBeHidden();

    // a casino type page and a provider page
    const typePath = await page.evaluate(async (b) => {
      const c = (await (await fetch(`/brand-config/${b}.json`)).json()) as { catalogue: { casinoTypes: Array<{ value: number; path: string }> } };
      return c.catalogue.casinoTypes.find((t) => t.value !== 0 && /^\/casino\/[a-z-]+$/.test(t.path) && !/fav|recent/.test(t.path))?.path ?? '/casino/slots';
    }, brand);
    await visit(page, brand, typePath, '[data-testid="casino-type-page"]', theme);
    await expect(tiles(page).or(page.getByTestId('empty-state')).first()).toBeVisible();
    await run('casino type');
    await visit(page, brand, `/casino/provider/${provider}`, '[data-testid="provider-page"]', theme);
    await expect(tiles(page).first()).toBeVisible();
    await run('provider');

    // promotions, a promotion, flat page, sport rules, contacts, not found
    await visit(page, brand, '/promotions', '[data-testid="promotion-card"]', theme);
    await run('promotions');
    await visit(page, brand, '/promotions/1', '[data-testid="promotion-page"]', theme);
    await run('promotion');
    await visit(page, brand, '/flat-pages/about-us', '[data-testid="flat-page"]', theme);
    await run('flat page');
    // a brand without sport rules shows its "no rules" page there, also audited
    await visit(page, brand, '/sport-rules', 'main h1', theme);
    await run('sport rules');
    await visit(page, brand, '/contacts', '[data-testid="contacts-page"]', theme);
    await run('contacts');
    await visit(page, brand, '/no-such-page', '[data-testid="not-found"]', theme);
    await run('not found');

    // game page: a guest is asked to sign in there (sign-in modal over /auth), then plays it
    await page.goto(`${gamePath}?brand=${brand}`);
    await page.waitForURL(/\/auth/);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    // the "please sign in" toast slides in (framer-motion, not a CSS animation): wait until it is fully shown
    await expect(page.locator('[data-testid^="toast-"]').first().locator('..')).toHaveCSS('opacity', '1');
    await run('game (guest)');
    await page.getByTestId('sign-in-username').fill(PLAYER.username);
    await page.getByTestId('sign-in-password').fill(PLAYER.password);
    await page.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    await run('game (signed in)');
    await visit(page, brand, '/profile/userinfo', '[data-testid="profile-userinfo"]', theme);
    await run('profile');

    // config error page: a bundle that fails validation, with no last good config kept in this browser
    await page.evaluate(() => localStorage.clear());
    await page.route(`**/brand-config/${brand}.json`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ brand: { id: brand } }) }),
    );
    await page.goto(`/?brand=${brand}`);
    await expect(page.getByTestId('config-error')).toBeVisible();
    await run('config error');

    await context.close();
    console.log(`[a11y] ${brand} ${vpName} ${theme}: ${JSON.stringify(counts)}`);
    expect(found, JSON.stringify(found, null, 1)).toEqual([]);
  });
}
