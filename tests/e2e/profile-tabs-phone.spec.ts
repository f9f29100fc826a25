import { brandFolders, expect, pairwise, publishedBrand, signIn, test } from './fixtures';

// Issue #22 item 14: on a phone the profile's section tabs are one row that scrolls sideways in its own box (they
// wrapped into ~300 px above every section), the selected tab in view, reachable by the keyboard; the page itself
// never scrolls sideways. From the tablet width up they wrap as before. Brands and widths pairwise.
test.describe.configure({ timeout: 120_000 });

const SECTIONS = ['dashboard', 'transactions-history', 'responsible-gambling', 'settings'];

for (const { brand, size: width } of pairwise([360, 390] as const)) {
  test(`the profile tabs are one scrolling row at ${width} px, the selected tab in view — ${brand}`, async ({ page, request }) => {
    await publishedBrand(request, brand);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/casino?brand=${brand}`);
    await signIn(page);
    for (const section of SECTIONS) {
      await page.goto(`/profile/${section}?brand=${brand}`);
      const nav = page.getByTestId('profile-tabs');
      const selected = nav.locator('a[aria-current="page"]');
      await expect(selected.or(page.getByTestId('not-found'))).toBeVisible();
      if ((await page.getByTestId('not-found').count()) > 0) continue; // a section the brand switched off
      await expect(selected).toHaveAttribute('href', `/profile/${section}`);
      const tabs = nav.locator('a');
      const boxes = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      // one row: every tab starts at the same height, and the row is no taller than one tab and its padding
      expect(new Set(boxes.map(Math.round)).size, `${section}: tabs in one row`).toBe(1);
      expect((await nav.boundingBox())!.height, `${section}: the row's height`).toBeLessThan(60);
      // the row scrolls in its own box, the page does not
      const row = await nav.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(row.scroll, 'more tabs than the screen holds').toBeGreaterThan(row.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      // the selected tab is inside the row's visible part
      await expect
        .poll(async () => {
          const [n, s] = await Promise.all([nav.boundingBox(), selected.boundingBox()]);
          return Boolean(n && s && s.x >= n.x - 1 && s.x + s.width <= n.x + n.width + 1);
        }, `${section}: the selected tab in view`)
        .toBe(true);
    }
    // the keyboard reaches the last tab, and the row brings it into view
    const last = page.getByTestId('profile-tabs').locator('a').last();
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });
}

test('from the tablet width up the profile tabs wrap over several rows as before', async ({ page, request }) => {
  const [brand] = brandFolders();
  await publishedBrand(request, brand);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/casino?brand=${brand}`);
  await signIn(page);
  await page.goto(`/profile/dashboard?brand=${brand}`);
  const nav = page.getByTestId('profile-tabs');
  await expect(nav.locator('a').first()).toBeVisible();
  const row = await nav.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(row.scroll, 'nothing to scroll: the tabs wrap').toBeLessThanOrEqual(row.client);
  const tops = await nav.locator('a').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'more than one row').toBeGreaterThan(1);
});
