import {
  brandFolders,
  expect,
  gameCasinoTypes,
  gridShown,
  openBrand,
  pageMessagesFor,
  playTile,
  publishedBrand,
  shownGameIds,
  shownProviders,
  submitSignIn,
  test,
  tiles,
} from './fixtures';
import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';

// A guest browses the lobby, filters by category and provider, searches, and is sent to sign-in on a
// game click (and comes back to the game after signing in). Everything brand-specific comes from the bundle.
for (const id of brandFolders()) {
  test.describe(`casino as a guest — ${id}`, () => {
    test('browses the lobby, filters by category and provider', async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const types = gameCasinoTypes(config);

      // lobby: a section per configured row whose casino type is a game type, each with tiles
      await openBrand(page, id, '/casino');

      // the jackpots strip shows the jackpot info text and the recently won jackpots (masked winner,
      // amount with the brand's currency label, jackpot name)
      if (config.brand.features.jackpots !== false) {
        await expect(page.getByTestId('jackpot-info')).toBeVisible();
        await expect(page.getByTestId('jackpot-info')).not.toBeEmpty();
        const won = page.getByTestId('won-jackpot');
        await expect(won.first()).toBeVisible();
        await expect(won.first()).toContainText(lobbyCurrency(config));
        await expect(won.first()).toContainText(/\*/); // the masked winner name
      }
      const typeRows = (config.catalogue.lobby ?? []).filter((r) => r.casinoType && types.some((t) => t.id === r.casinoType));
      for (const row of typeRows) {
        const section = page.locator(`[data-testid="lobby-section"][data-casino-type="${row.casinoType}"]`);
        await expect(section).toBeVisible();
        await expect(section.getByTestId('game-tile').first()).toBeVisible();
      }

      // a casino type page with category tabs and several provider filters; preferably one with a
      // game-type category (roulette, blackjack, baccarat) whose games can be checked by their names too
      const NAMED = ['roulette', 'blackjack', 'baccarat'];
      const candidates = types.filter((t) => (config.catalogue.tabs[t.id] ?? []).length > 1 && (config.catalogue.providerFilters[t.id] ?? []).length > 1);
      expect(candidates.length, 'a type page with tabs and provider filters').toBeGreaterThan(0);
      const type = candidates.find((t) => NAMED.some((c) => config.catalogue.tabs[t.id]!.includes(c))) ?? candidates[0];
      await openBrand(page, id, type.path);
      await expect(page.getByTestId('casino-type-page')).toHaveAttribute('data-casino-type', type.id);
      expect(await gridShown(page)).toBe(true);
      const unfiltered = await shownGameIds(page);

      // category tabs are the configured ones; a tab narrows the grid to that category
      const all = config.catalogue.pseudoProviders?.all ?? 'all';
      const tabIds = (config.catalogue.tabs[type.id] ?? []).filter((c) => config.catalogue.categories.some((x) => x.id === c));
      await expect(page.getByTestId('category-tab')).toHaveCount(tabIds.length);
      // game-type categories (roulette, blackjack, baccarat) can be checked by the games' names too
      const named = NAMED.find((c) => tabIds.includes(c));
      const category = named ?? tabIds.find((c) => c !== all)!;
      const tab = page.locator(`[data-testid="category-tab"][data-category="${category}"]`);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]category=${category}(&|$)`));
      await expect.poll(() => shownGameIds(page)).not.toEqual(unfiltered);
      expect(await gridShown(page)).toBe(true);
      if (named) {
        const gameNames = await tiles(page).evaluateAll((els) => els.map((e) => e.querySelector('a img')?.getAttribute('alt') ?? ''));
        for (const name of gameNames) expect(name.toLowerCase(), `a ${named} game`).toContain(named);
      }
      await tab.click(); // clicking the active tab clears it
      await expect(page).not.toHaveURL(/[?&]category=/);
      await expect.poll(() => shownGameIds(page)).toEqual(unfiltered);

      // provider filters are the configured ones; one shows only that provider's tiles
      const filterIds = config.catalogue.providerFilters[type.id] ?? [];
      const filters = page.getByTestId('provider-filter');
      await expect(filters).toHaveCount(filterIds.length);
      const seen = await shownProviders(page);
      expect(seen.length, 'the type page mixes providers').toBeGreaterThan(1);
      const provider = seen.find((p, i) => i > 0 && filterIds.includes(p)) ?? seen.find((p) => filterIds.includes(p))!;
      const filter = page.locator(`[data-testid="provider-filter"][data-provider="${provider}"]`);
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]provider=${provider}(&|$)`));
      await expect.poll(() => shownProviders(page)).toEqual([provider]);
      await expect(tiles(page, provider).first()).toBeVisible();
    });

    test('searches, keeps the term in the history, and is sent to sign-in on a game click', async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      await openBrand(page, id, '/casino');
      expect(await gridShown(page)).toBe(true);

      // a word of a game the lobby shows
      const gameName = await tiles(page).first().locator('a img').first().getAttribute('alt');
      const term = (gameName ?? '').split(/\s+/).find((w) => /^[\p{L}]{4,}$/u.test(w)) ?? (gameName ?? '').slice(0, 4);
      expect(term.length).toBeGreaterThanOrEqual(3);

      await page.getByTestId('search-button').first().click();
      const modal = page.getByTestId('search-modal');
      await expect(modal).toBeVisible();
      const input = modal.getByTestId('search-input');
      await input.fill(term);
      // after the debounce: the results page (not the recommended list the modal opens with), each game matching the term
      await expect(modal.getByTestId('search-tab').first()).toBeVisible();
      const results = modal.getByRole('region', { name: texts['casino.games'], exact: true }).getByTestId('search-result-game');
      await expect(results.first()).toBeVisible();
      const names = await results.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      expect(names.length).toBeLessThanOrEqual(config.catalogue.search.preview.desktop.games);
      for (const name of names) expect(name.toLowerCase()).toContain(term.toLowerCase());

      // the term is in the search history (shown under the empty, focused input)
      await input.fill('');
      await input.blur();
      await input.focus();
      const item = modal.locator(`[data-testid="search-history-item"][data-term="${term.toLowerCase()}"]`);
      await expect(item).toBeVisible();
      // its × takes it off the open list at once, not at the next keystroke
      await item.getByTestId('search-history-remove').click();
      await expect(item).toHaveCount(0);

      // a game click sends the guest to sign in, with the 'please auth' notice
      await input.fill(term);
      const picked = results.first();
      await expect(picked).toBeVisible();
      const provider = await picked.getAttribute('data-provider');
      await picked.click();
      await expect(page).toHaveURL(/\/auth(\?|$)/);
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await expect(page.getByTestId('toast-default').filter({ hasText: texts['casino.pleaseAuth'] })).toBeVisible();

      // after signing in they are back on the game they chose, and it plays
      await submitSignIn(page);
      await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/`));
      await expect(page.getByTestId('game-frame')).toBeVisible();
    });

    test('a game tile click sends a guest to sign in from the filtered page, to the game after, and the filters are kept', async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      const { type, category } = filterableType(config);
      await openBrand(page, id, type.path);
      expect(await gridShown(page)).toBe(true);

      // a category tab and a provider filter: the page's search holds both
      const tab = page.locator(`[data-testid="category-tab"][data-category="${category}"]`);
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`[?&]category=${category}(&|$)`));
      expect(await gridShown(page)).toBe(true);
      const provider = (await shownProviders(page))[0];
      const filter = page.locator(`[data-testid="provider-filter"][data-provider="${provider}"]`);
      await filter.click();
      await expect(page).toHaveURL(new RegExp(`[?&]provider=${provider}(&|$)`));
      await expect.poll(() => shownProviders(page)).toEqual([provider]);
      const lobby = new URL(page.url());

      const tile = tiles(page, provider).first();
      const gameId = gameIdOf((await tile.getAttribute('data-game-id'))!);
      await playTile(tile);
      await expect(page).toHaveURL(/\/auth(\?|$)/);
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await expect(page.getByTestId('toast-default').filter({ hasText: texts['casino.pleaseAuth'] })).toBeVisible();
      // /auth keeps the page the guest clicked from (path and search) and the game to open after sign-in
      expect(await routerState(page)).toEqual({
        from: { pathname: lobby.pathname, search: lobby.search },
        next: { pathname: `/casino/game/${provider}/${encodeURIComponent(gameId)}`, search: '' },
      });

      // after signing in: on the game, and it plays
      await submitSignIn(page);
      await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/${escapeRe(encodeURIComponent(gameId))}(\\?|$)`));
      await expect(page.getByTestId('game-frame')).toBeVisible();
      expect(await routerState(page)).toEqual({ from: { pathname: lobby.pathname, search: lobby.search } });

      // back: the same page with its category and provider still selected
      await page.goBack();
      await expect(page).toHaveURL(lobby.href);
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => shownProviders(page)).toEqual([provider]);
    });

    test('a guest opening a game URL directly signs in and comes back to that game', async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      await openBrand(page, id, '/casino');
      expect(await gridShown(page)).toBe(true);
      const tile = tiles(page).first();
      const provider = (await tile.getAttribute('data-provider'))!;
      const gameId = gameIdOf((await tile.getAttribute('data-game-id'))!);
      const gameUrl = `/casino/game/${provider}/${encodeURIComponent(gameId)}`;

      await page.goto(`${gameUrl}?brand=${id}`);
      await expect(page).toHaveURL(/\/auth(\?|$)/);
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await expect(page.getByTestId('toast-default').filter({ hasText: texts['casino.pleaseAuth'] })).toBeVisible();
      expect(await routerState(page)).toEqual({ from: { pathname: gameUrl, search: `?brand=${id}` } });
      await submitSignIn(page);
      await expect(page).toHaveURL(new RegExp(`${escapeRe(gameUrl)}\\?brand=${id}$`));
      await expect(page.getByTestId('game-frame')).toBeVisible();
    });
  });
}

/** The react-router state of the current history entry. */
function routerState(page: Page): Promise<unknown> {
  return page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);
}

/** The gameId part of a tile's composite id (id, gameId, provider and name joined by "~~~~"). */
function gameIdOf(compositeId: string): string {
  const parts = compositeId.split('~~~~');
  expect(parts.length, `composite id ${compositeId}`).toBe(4);
  return parts[1];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The currency label the lobby shows a guest: the display label of the brand's default currency. */
function lobbyCurrency(config: BrandConfig): string {
  const code = config.brand.currency.default;
  return (config.brand.currency.display as Record<string, string> | undefined)?.[code] ?? code;
}

/** A casino type page with category tabs and several provider filters, and a category of it that has games. */
function filterableType(config: BrandConfig) {
  const NAMED = ['roulette', 'blackjack', 'baccarat'];
  const all = config.catalogue.pseudoProviders?.all ?? 'all';
  const candidates = gameCasinoTypes(config).filter(
    (t) => (config.catalogue.tabs[t.id] ?? []).length > 1 && (config.catalogue.providerFilters[t.id] ?? []).length > 1,
  );
  expect(candidates.length, 'a type page with tabs and provider filters').toBeGreaterThan(0);
  const type = candidates.find((t) => NAMED.some((c) => config.catalogue.tabs[t.id]!.includes(c))) ?? candidates[0];
  const tabIds = (config.catalogue.tabs[type.id] ?? []).filter((c) => config.catalogue.categories.some((x) => x.id === c));
  const category = NAMED.find((c) => tabIds.includes(c)) ?? tabIds.find((c) => c !== all)!;
  return { type, category };
}
