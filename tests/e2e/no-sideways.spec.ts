import type { Page, Request } from '@playwright/test';
import { expect, pairwise, publishedBrand, signIn, test } from './fixtures';

// A signed-in player's phone never scrolls sideways: on every route family, at the narrow phone widths players
// use, the page is as wide as the screen (a wide table scrolls in its own box, the header gives its logo the
// room it lacks). Brands and widths pairwise (the layout a width selects is the engine's, the same for every brand).

const WIDTHS = [360, 390, 412] as const;
const PROFILE = [
  'dashboard',
  'userinfo',
  'casino-history',
  'bet-history',
  'transactions-history',
  'balance-history',
  'bonus',
  'cashback-history',
  'referral',
  'promocode',
  'payment/history/top-up',
  'settings',
  'responsible-gambling',
];

/** What sticks out past the right edge of the screen (the first few, with their test id or tag). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .slice(-4)
      .map((el) => `${el.getAttribute('data-testid') ?? el.tagName.toLowerCase()} right=${Math.round(el.getBoundingClientRect().right)}`);
  });

for (const { brand, size: width } of pairwise(WIDTHS)) {
  test(`a signed-in player's pages never scroll sideways at ${width} px — ${brand}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const config = await publishedBrand(request, brand);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/casino?brand=${brand}`);
    await signIn(page);

    const type = config.catalogue.casinoTypes.find((t) => t.value !== 0 && /^\/casino\/[a-z-]+$/.test(t.path));
    const provider = config.providers.providers.find((p) => p.enabled !== false)?.id ?? '';
    const paths = [
      '/casino',
      ...(type ? [type.path] : []),
      `/casino/provider/${provider}`,
      '/promotions',
      '/promotions/1',
      '/flat-pages/about-us',
      '/sport-rules',
      '/contacts',
      '/no-such-page',
      ...PROFILE.map((p) => `/profile/${p}`),
    ];
    // Requests the page has sent and not yet seen finish: what a page stuck on its boot text was waiting for.
    const pending = new Map<Request, string>();
    page.on('request', (r) => pending.set(r, r.url()));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    const wide: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(`${path}?brand=${brand}`);
      const shown = await page
        .locator('main')
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) {
        // Once in four fresh-clone runs a page stayed on its boot text for 15 s (2026-11-27, pampa at 390 px), and
        // the same page in the next run loaded: one more load, with what the stuck one was waiting for in the report.
        const said = `${path}: no page after 15 s; waiting for ${[...pending.values()].map((u) => new URL(u).pathname).join(', ') || 'nothing'}; loaded again`;
        test.info().annotations.push({ type: 'stalled page', description: said });
        console.warn(`[no-sideways] ${said}`);
        await page.goto(`${path}?brand=${brand}`);
      }
      await expect(page.locator('main')).toBeVisible();
      // every answer in: the rows, tiles and texts the page shows are there
      await page.waitForLoadState('networkidle');
      const out = await overflow(page);
      if (out.length) wide[path] = out;
    }
    expect(wide).toEqual({});
  });
}
