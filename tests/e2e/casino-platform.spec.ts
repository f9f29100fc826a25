import type { BrandConfig } from '../../src/config/types';
import { brandFolders, expect, gameCasinoTypes, gridShown, openBrand, patchBrandBundle, publishedBrand, shownProviders, test, tiles } from './fixtures';
import type { Page } from '@playwright/test';

// What the platform decides today (blocklist) and how it behaves (faults) shapes the lobby:
// a banned provider or casino type disappears; a failing provider leaves the rest working and can be retried.

/** The game type with the most provider filters (the live casino in both brands): a page mixing providers. */
function mixedType(config: BrandConfig) {
  return [...gameCasinoTypes(config)].sort(
    (a, b) => (config.catalogue.providerFilters[b.id]?.length ?? 0) - (config.catalogue.providerFilters[a.id]?.length ?? 0),
  )[0];
}

/** Opens the mixed type page and returns the route providers its first screen shows. */
async function baseline(page: Page, id: string, path: string): Promise<string[]> {
  await openBrand(page, id, path);
  expect(await gridShown(page)).toBe(true);
  const shown = await shownProviders(page);
  expect(shown.length, `${path} mixes providers`).toBeGreaterThan(1);
  return shown;
}

const providerError = (page: Page, provider: string) => page.locator(`[data-testid="provider-error"][data-provider="${provider}"]`);

for (const id of brandFolders()) {
  test.describe(`casino and the platform — ${id}`, () => {
    test('a banned provider disappears from the grid and the provider filters', async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, id);
      const type = mixedType(config);
      const shown = await baseline(page, id, type.path);
      const banned = shown.find((p) => (config.catalogue.providerFilters[type.id] ?? []).includes(p)) ?? shown[0];
      await expect(page.locator(`[data-testid="provider-filter"][data-provider="${banned}"]`)).toHaveCount(
        (config.catalogue.providerFilters[type.id] ?? []).includes(banned) ? 1 : 0,
      );

      await sandbox.control({ blocklist: { providers: [banned] } });
      await openBrand(page, id, type.path);
      expect(await gridShown(page)).toBe(true);
      await expect(tiles(page, banned)).toHaveCount(0);
      await expect(page.locator(`[data-testid="provider-filter"][data-provider="${banned}"]`)).toHaveCount(0);
      await expect(page.getByTestId('provider-filter').first()).toBeVisible();
      // nor anywhere in the lobby
      await openBrand(page, id, '/casino');
      expect(await gridShown(page)).toBe(true);
      await expect(tiles(page, banned)).toHaveCount(0);
    });

    test('a banned casino type hides its side-menu entry, its lobby section and its page', async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, id);
      const navItems = config.navigation.sideMenu.flatMap((s) => s.items);
      const lobbyTypes = new Set((config.catalogue.lobby ?? []).map((r) => r.casinoType).filter(Boolean));
      const type = gameCasinoTypes(config).find((t) => lobbyTypes.has(t.id) && navItems.some((i) => i.casinoType === t.id));
      expect(type, 'a game type with a menu entry and a lobby row').toBeDefined();
      const items = navItems.filter((i) => i.casinoType === type!.id);
      const others = navItems.filter((i) => !i.casinoType && !i.provider && !i.requiresAuth && !i.feature);

      await openBrand(page, id, '/casino');
      for (const item of items) await expect(page.getByTestId(`menu-${item.id}`).first()).toBeVisible();
      await expect(page.locator(`[data-testid="lobby-section"][data-casino-type="${type!.id}"]`)).toBeVisible();

      await sandbox.control({ blocklist: { casinoTypes: [type!.id] } });
      await openBrand(page, id, '/casino');
      await expect(page.getByTestId('lobby-section').first()).toBeVisible();
      for (const item of others) await expect(page.getByTestId(`menu-${item.id}`).first()).toBeVisible();
      for (const item of items) await expect(page.getByTestId(`menu-${item.id}`)).toHaveCount(0);
      await expect(page.locator(`[data-testid="lobby-section"][data-casino-type="${type!.id}"]`)).toHaveCount(0);
      // its page sends the visitor back to the casino home
      await openBrand(page, id, type!.path);
      await expect(page).toHaveURL(/\/casino(\?|$)/);
    });

    test('casino type pages follow the configured paths; a path no type has is not found', async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const [a, b] = gameCasinoTypes(config);
      expect(b, 'two game types').toBeDefined();
      // the brand swaps the two types' paths (the router hard-codes no type slug)
      const swap = (path: string | undefined) => (path === a.path ? b.path : path === b.path ? a.path : path);
      await patchBrandBundle(page, request, id, (c) => {
        for (const t of c.catalogue.casinoTypes) t.path = swap(t.path)!;
        for (const row of c.catalogue.lobby ?? []) if (row.route) row.route = swap(row.route);
      });
      await openBrand(page, id, a.path);
      await expect(page.getByTestId('casino-type-page')).toHaveAttribute('data-casino-type', b.id);
      expect(await gridShown(page)).toBe(true);
      await openBrand(page, id, b.path);
      await expect(page.getByTestId('casino-type-page')).toHaveAttribute('data-casino-type', a.id);
      // the lobby's see-all link of a type's row goes to its configured path
      const row = (config.catalogue.lobby ?? []).find((r) => r.casinoType === a.id);
      if (row && swap(row.route ?? a.path) === b.path) {
        await openBrand(page, id, '/casino');
        const section = page.locator(`[data-testid="lobby-section"][data-casino-type="${a.id}"]`);
        await section.getByTestId('lobby-see-all').first().click();
        await expect(page).toHaveURL(new RegExp(`${b.path.replace(/\//g, '\\/')}(\\?|$)`));
        await expect(page.getByTestId('casino-type-page')).toHaveAttribute('data-casino-type', a.id);
      }
      await openBrand(page, id, '/casino/no-such-type');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('casino-type-page')).toHaveCount(0);
    });

    for (const fault of ['fail', 'malformed', 'hang'] as const) {
      test(`a provider whose list calls ${fault} leaves the rest of the lobby working, and can be retried`, async ({ page, request, sandbox }) => {
        const config = await publishedBrand(request, id);
        const type = mixedType(config);
        if (fault === 'hang') {
          // a hung call ends at the brand's API timeout: shortened here so the test stays fast
          await patchBrandBundle(page, request, id, (c) => {
            c.brand.api.requestTimeoutMs = 2_000;
          });
        }
        const shown = await baseline(page, id, type.path);
        // a provider whose plugin no other provider of the brand uses (the fault key is the plugin's path prefix)
        const plugins = config.providers.providers.filter((p) => p.enabled !== false).map((p) => p.plugin);
        const entry = shown.map((p) => config.providers.providers.find((e) => e.id === p)!).find((e) => plugins.filter((x) => x === e.plugin).length === 1);
        expect(entry, 'a provider with its own plugin on the page').toBeDefined();
        const failing = entry!.id;
        const key = entry!.plugin;

        await sandbox.control({ faults: { [key]: fault } });
        await openBrand(page, id, type.path);
        // the other providers' games show (while the failing one is still loading, for a hang)
        const others = tiles(page).and(page.locator(`:not([data-provider="${failing}"])`));
        await expect(others.first()).toBeVisible();
        await expect(providerError(page, failing)).toBeVisible();
        await expect(tiles(page, failing)).toHaveCount(0);
        await expect(page.getByTestId('provider-error')).toHaveCount(1);

        // the platform recovers: retry brings the provider's games
        await sandbox.control({ faults: { [key]: null } });
        await providerError(page, failing).getByTestId('provider-retry').click();
        await expect(page.getByTestId('provider-error')).toHaveCount(0);
        await expect(tiles(page, failing).first()).toBeVisible();
        await expect(others.first()).toBeVisible();
      });
    }
  });
}
