import type { Page } from '@playwright/test';
import { expect, openBrand, pairwise, publishedBrand, test, tiles } from './fixtures';

// Issue #22 item 14: the "New games" lobby row sat at the bottom with its title and no game under it — on a
// first visit nothing is new yet (catalogue.json newGames: the first list a browser sees is the known
// catalogue). A row with no game shows nothing; the New games row appears once a game is new.
test.describe.configure({ timeout: 90_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Scrolls the lobby to its end, so every row mounts and loads, and waits until no row is still loading. */
async function wholeLobby(page: Page): Promise<void> {
  await expect(tiles(page).first()).toBeVisible();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return page.evaluate(() => ({
        bottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        busy: document.querySelectorAll('[data-testid="game-tile-skeleton"], [data-testid="game-grid"][aria-busy="true"]').length,
      }));
    })
    .toEqual({ bottom: true, busy: 0 });
}

for (const { brand, size } of pairwise(SIZES)) {
  test.describe(`${brand} — ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('no lobby row shows a title over nothing; the New games row appears once a game is new', async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, brand);
      const rule = config.catalogue.newGames;
      const newRow = (config.catalogue.lobby ?? []).find((r) => rule && r.category === rule.category);
      test.skip(!rule || !newRow, `${brand} has no New games row`);
      const row = page.locator(`[data-testid="lobby-section"][data-category="${rule!.category}"]`);

      // first visit: nothing is new, and the row is not there
      await openBrand(page, brand, '/casino');
      await wholeLobby(page);
      await expect(row).toHaveCount(0);
      for (const section of await page.getByTestId('lobby-section').all()) {
        const title = await section.getAttribute('aria-label');
        await expect(section.getByTestId('game-tile').or(section.getByTestId('empty-state')).first(), `row "${title}" shows something`).toBeVisible();
      }

      // a game the provider adds after that visit is new: the next visit shows the row with it
      const provider = config.providers.providers.find((p) => p.plugin === 'belatra' && p.enabled !== false);
      test.skip(!provider, `${brand} has no provider the sandbox adds games to here`);
      await page.waitForFunction((id) => Object.keys(localStorage).some((k) => k.includes(`newGames.firstSeen.${id}`)), provider!.id);
      await sandbox.control({
        addGames: {
          belatra: [{ gamename: 'Golden Comet', nickname: 'goldencomete2e', category: 'slots', image: '/sandbox/img/belatra/goldencomete2e.svg', icon: [] }],
        },
      });
      await openBrand(page, brand, '/casino');
      await wholeLobby(page);
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-testid="game-tile"][data-game-id*="goldencomete2e"]')).toBeVisible();
    });
  });
}
