import { brandFolders, expect, openBrand, publishedBrand, test, tiles } from './fixtures';

// Issue #22 item 3: tiles of an aggregator's games named their studio by a raw lower-case id (pragmatic,
// spribe, playngo, smartsoftgaming). The site names the studio itself, from the platform's studio table
// (brands/_platform/providers.json studios), on the tile and in the search results. Seen as a guest at 1440 px.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

/** Games of the sandbox's aggregator list: their names and the studio names the table gives them. */
const STUDIOS = [
  { gameId: 'aviator_spribe', name: 'Aviator', studio: 'Spribe' },
  { gameId: 'jetx_ssg', name: 'JetX', studio: 'SmartSoft Gaming' },
  { gameId: 'bookofdead_png', name: 'Book of Dead', studio: "Play'n GO" },
];

for (const brand of brandFolders()) {
  test.describe(brand, () => {
    test("an aggregator's tiles and search results name its studios by their display names", async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const aggregator = config.providers.providers.find((p) => p.plugin === 'outcome' && p.enabled !== false);
      test.skip(!aggregator, `${brand} lists no games of an aggregator the sandbox names studios for`);
      const id = aggregator!.id;
      await openBrand(page, brand, `/casino/provider/${id}`);
      const shown = tiles(page, id);
      await expect(shown.first()).toBeVisible();
      // the first tile as a player points at it: its studio under the game's name
      await shown.first().hover();
      await expect(shown.first().getByTestId('game-tile-studio')).toBeVisible();

      // every studio the page names has a display name, those of the table exactly
      const named = await shown.evaluateAll((els) =>
        els.map((e) => ({
          href: e.querySelector('a')?.getAttribute('href') ?? '',
          studio: e.querySelector('[data-testid="game-tile-studio"]')?.textContent ?? '',
        })),
      );
      expect(named.length).toBeGreaterThan(0);
      for (const { href, studio } of named) {
        expect(studio, `studio of ${href}`).toMatch(/\p{Lu}/u);
        const known = STUDIOS.find((s) => href.endsWith(`/${s.gameId}`));
        if (known) expect(studio, `studio of ${href}`).toBe(known.studio);
      }
      expect(
        named.some(({ href }) => STUDIOS.some((s) => href.endsWith(`/${s.gameId}`))),
        'a game of the table among the tiles',
      ).toBe(true);

      // the search names them the same way
      await page.getByTestId('search-button').first().click();
      const modal = page.getByTestId('search-modal');
      for (const { gameId, name, studio } of STUDIOS) {
        await modal.getByTestId('search-input').fill(name);
        const result = modal.locator(`[data-testid="search-result-game"][data-game-id*="${gameId}"]`).first();
        await expect(result.getByTestId('search-result-studio')).toHaveText(studio);
      }
    });
  });
}
