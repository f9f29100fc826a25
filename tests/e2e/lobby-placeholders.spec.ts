import type { Page } from '@playwright/test';
import { brandFolders, expect, publishedBrand, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** Records, from the first frame on, every lobby row that showed a game tile and an empty skeleton at once. */
async function watchMixedRows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __mixedRows: string[] }).__mixedRows = seen;
    const check = () => {
      for (const row of document.querySelectorAll('[data-testid="lobby-section"]')) {
        const games = row.querySelectorAll('[data-testid="game-tile"]').length;
        const boxes = row.querySelectorAll('[data-testid="game-tile-skeleton"]').length;
        if (games && boxes) seen.push(`${row.getAttribute('aria-label')}: ${games} games, ${boxes} empty boxes`);
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
}

const mixedRows = (page: Page) => page.evaluate(() => (window as unknown as { __mixedRows: string[] }).__mixedRows);

for (const id of brandFolders()) {
  test(`lobby rows show skeletons only while empty, none once loaded, and a load asks for nothing that is missing — ${id}`, async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.setViewportSize(PHONE);
    await watchMixedRows(page);
    // openBrand waits for the side menu, which a phone does not show
    await page.goto(`/casino?brand=${id}`);
    await expect(page.getByTestId('lobby-section').first()).toBeVisible();
    // every list has answered: no grid is busy any more
    await expect(page.locator('[data-testid="game-grid"][aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('lobby-section').getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('game-tile-skeleton')).toHaveCount(0);
    expect(await mixedRows(page)).toEqual([]);
    expect(missing, 'requests answered 404 during a normal load (e.g. /favicon.ico)').toEqual([]);
  });

  test(`a row with a provider still loading shows exactly the games it has, no empty boxes — ${id}`, async ({ page, request, sandbox }) => {
    const config = await publishedBrand(request, id);
    // a provider whose plugin no other provider of the brand uses (the fault key is the plugin's path prefix)
    // (and a list call at all: a bundled default list is never loading)
    const enabled = config.providers.providers.filter((p) => p.enabled !== false);
    const lone = enabled.filter(
      (p) => enabled.filter((q) => q.plugin === p.plugin).length === 1 && !(p.params as { defaultList?: unknown } | undefined)?.defaultList,
    );
    expect(lone.length, 'a provider with its own plugin').toBeGreaterThan(0);
    // (a generic entry calls the paths its params name, not a plugin-named prefix the fault could catch)
    const hung = lone.filter((p) => p.plugin !== 'generic');
    await sandbox.control({ faults: { [hung[hung.length - 1].plugin]: 'hang' } });
    await page.setViewportSize(PHONE);
    await watchMixedRows(page);
    await page.goto(`/casino?brand=${id}`);
    await expect(page.getByTestId('lobby-section').getByTestId('game-tile').first()).toBeVisible();
    // the hung list is still loading (the lobby's status line names it), and no row mixes games and empty boxes
    await expect(page.getByTestId('providers-loading')).toBeVisible({ timeout: 30_000 });
    expect(await mixedRows(page)).toEqual([]);
  });
}

for (const [id, size] of [
  ['pampa', PHONE],
  ['lumen', { width: 1440, height: 900 }],
  ['pampa', { width: 1440, height: 900 }],
  ['lumen', PHONE],
] as const) {
  test(`the lobby's first row starts right at the top: no empty status line above it — ${id} ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/casino?brand=${id}`);
    const lobby = page.getByTestId('casino-lobby');
    await expect(lobby.locator(':scope > *').first()).toBeVisible();
    const gap = await page.evaluate(() => {
      const l = document.querySelector('[data-testid="casino-lobby"]') as HTMLElement;
      const first = l.firstElementChild as HTMLElement;
      return first.getBoundingClientRect().top - l.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(l).paddingTop);
    });
    // the "still loading" line lives in the first games row's title line, so it holds no line of its own
    expect(gap).toBeLessThanOrEqual(1);
    await expect(lobby.getByTestId('lobby-section').first().getByTestId('providers-status')).toHaveCount(1);
  });
}
