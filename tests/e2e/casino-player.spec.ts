import type { Request } from '@playwright/test';
import {
  brandFolders,
  expect,
  gameCasinoTypes,
  gridShown,
  launchLanguage,
  openBrand,
  pageMessagesFor,
  playTile,
  publishedBrand,
  shownProviders,
  signIn,
  test,
  tiles,
} from './fixtures';

/** The language a launch call carried (query lang / language, or a JSON body's lang), if any. */
function launchLang(req: Request): string | undefined {
  const url = new URL(req.url());
  const q = url.searchParams.get('lang') ?? url.searchParams.get('language');
  if (q) return q;
  try {
    const body = req.postDataJSON() as { lang?: string; language?: string } | null;
    return body?.lang ?? body?.language ?? undefined;
  } catch {
    return undefined;
  }
}

for (const id of brandFolders()) {
  test.describe(`casino as a player — ${id}`, () => {
    test('launches a game of every casino type the brand offers and sees it in the frame', async ({ page, request }) => {
      test.slow(); // one launch per casino type: up to seven game pages in one test
      const config = await publishedBrand(request, id);
      const apiCode = launchLanguage(config);
      const pluginOf = new Map(config.providers.providers.map((p) => [p.id, p.plugin]));
      const gamesBase = config.brand.api.gamesBaseUrl.replace(/\/+$/, '');
      await openBrand(page, id, '/casino');
      await signIn(page);

      let launched = 0;
      const launchedTypes: string[] = [];
      const typesWithProviders = gameCasinoTypes(config)
        .map((t) => t.id)
        .filter((t) => {
          const filter = config.catalogue.providerFilters[t] ?? [];
          return config.providers.providers.some((p) => p.enabled !== false && (p.casinoType === t || filter.includes(p.id)));
        });
      let languageChecked = 0;
      /** Launches the first tile of a provider on the page and checks the demo game in the frame; returns the language the launch sent. */
      const launchFirst = async (typeId: string, provider: string): Promise<string | undefined> => {
        const tile = tiles(page, provider).first();
        const launch = page.waitForRequest(
          (r) => r.url().includes(`${gamesBase}/`) && !/game_?list|\/list\b/i.test(r.url()) && ['xhr', 'fetch'].includes(r.resourceType()),
          { timeout: 10_000 },
        );
        await playTile(tile);
        await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/`));
        const gameId = (await page.getByTestId('game-page').getAttribute('data-game'))!;
        const sentLang = launchLang(await launch);

        await expect(page.getByTestId('game-frame')).toBeVisible();
        const frame = page.frameLocator('[data-testid="game-frame"]');
        // the sandbox's demo page shows what the game was opened with: the provider's plugin, the game, the language
        await expect(frame.getByTestId('demo-provider')).toHaveText(pluginOf.get(provider) ?? provider);
        await expect(frame.getByTestId('demo-game')).toHaveText(gameId);
        await expect(frame.getByTestId('demo-platform')).toHaveText('desktop');
        if (sentLang !== undefined) {
          expect(sentLang, `${provider} launch language`).toBe(apiCode);
          await expect(frame.getByTestId('demo-lang')).toHaveText(apiCode);
          languageChecked++;
        }
        test.info().annotations.push({ type: 'launch', description: `${typeId}: ${provider}/${gameId}, language sent: ${sentLang ?? '(none)'}` });
        launched++;
        if (!launchedTypes.includes(typeId)) launchedTypes.push(typeId);
        return sentLang;
      };

      for (const type of gameCasinoTypes(config)) {
        await test.step(type.id, async () => {
          // the type's providers: of that type, or offered in its provider filter (as the type page loads them)
          const filter = config.catalogue.providerFilters[type.id] ?? [];
          const offered = config.providers.providers.filter((p) => p.enabled !== false && (p.casinoType === type.id || filter.includes(p.id)));
          if (offered.length === 0) {
            // nothing to launch: providers.json has no provider for this type
            test.info().annotations.push({ type: 'skipped type', description: `${type.id}: no provider of this type in providers.json` });
            return;
          }
          await openBrand(page, id, type.path);
          expect(await gridShown(page), `${type.id} page shows games of ${offered.map((p) => p.id).join(', ')}`).toBe(true);
          const providers = await shownProviders(page);
          // the first game; when its launch carries no language (e.g. outcome, goldenrace), one of the next provider too
          if ((await launchFirst(type.id, providers[0])) !== undefined || providers.length < 2) return;
          await openBrand(page, id, type.path);
          expect(await gridShown(page)).toBe(true);
          await launchFirst(type.id, providers[1]);
        });
      }
      expect(launched, 'games launched').toBeGreaterThan(0);
      expect(launchedTypes, 'a launch from each casino type with providers').toEqual(typesWithProviders);
      expect(languageChecked, 'launches that carried the site language').toBeGreaterThan(0);
    });

    test('game page errors are in the site language: a refused launch, an unknown provider, a banned provider', async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      // a provider whose launch call is under its plugin's own path (the sandbox fault key)
      const entry =
        config.providers.providers.find((p) => p.enabled !== false && p.plugin === 'pragmatic' && p.casinoType === 'slots') ??
        config.providers.providers.find((p) => p.enabled !== false && p.plugin === 'pragmatic')!;
      expect(entry, 'a pragmatic provider').toBeDefined();
      await openBrand(page, id, `/casino/provider/${entry.id}`);
      await signIn(page);
      expect(await gridShown(page)).toBe(true);

      // the platform refuses the launch with a code: the brand's text for that code, not the platform's English
      await sandbox.control({ faults: { [entry.plugin]: 'error' } });
      await playTile(tiles(page, entry.id).first());
      const error = page.getByTestId('game-error');
      await expect(error).toBeVisible();
      const codeText = texts[config.rules.errorCodes['999'] ?? config.rules.defaultErrorMessageId];
      expect(codeText, 'a text for code 999').toBeTruthy();
      await expect(error).toContainText(texts['casino.game.failed'].replace('{message}', codeText).trim());
      await expect(error).not.toContainText('sandbox fault');
      await sandbox.control({ faults: { [entry.plugin]: null } });

      // a game of a provider the brand does not have: "not available", not "provider is not answering"
      await page.goto(`/casino/game/no-such-provider/1?brand=${id}`);
      await expect(error).toHaveText(new RegExp(escapeRe(texts['casino.game.unavailable'])));
      await expect(error).not.toContainText(texts['casino.game.providerDown']);

      // a game of a provider banned today: "not available" too, and no launch call is made
      const gameUrl = page.url();
      await openBrand(page, id, `/casino/provider/${entry.id}`);
      expect(await gridShown(page)).toBe(true);
      const tile = tiles(page, entry.id).first();
      const gameId = (await tile.getAttribute('data-game-id'))!.split('~~~~')[1];
      expect(gameUrl).toContain('/casino/game/');
      await sandbox.control({ blocklist: { providers: [entry.id], casinoTypes: [] } });
      const launches: string[] = [];
      const gamesBase = config.brand.api.gamesBaseUrl.replace(/\/+$/, '');
      page.on('request', (r) => {
        if (r.url().includes(`${gamesBase}/`) && !/game_?list|\/list\b/i.test(r.url())) launches.push(r.url());
      });
      await page.goto(`/casino/game/${entry.id}/${encodeURIComponent(gameId)}?brand=${id}`);
      await expect(error).toHaveText(new RegExp(escapeRe(texts['casino.game.unavailable'])));
      expect(launches, 'launch calls for a banned provider').toEqual([]);
    });

    test('favourites a game, finds it after a reload in favourites, and the launched game in recently played', async ({ page, request }) => {
      await publishedBrand(request, id);
      await openBrand(page, id, '/casino');
      await signIn(page);
      expect(await gridShown(page)).toBe(true);

      const tile = tiles(page).first();
      const gameId = (await tile.getAttribute('data-game-id'))!;
      const same = page.locator(`[data-testid="game-tile"][data-game-id="${gameId}"]`);
      await tile.hover();
      const toggle = tile.getByTestId('favourite-toggle');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('toast-success')).toBeVisible();

      // the favourite is the platform's, not the page's: it survives a reload
      await page.reload();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(same.first().getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
      await openBrand(page, id, '/casino/favorites');
      await expect(page.getByTestId('favourites-page')).toBeVisible();
      await expect(same).toHaveCount(1);
      await expect(same.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

      // recently played is empty until a game is launched, then lists it
      await openBrand(page, id, '/casino/recently-played');
      await expect(page.getByTestId('recently-played-page')).toBeVisible();
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await expect(tiles(page)).toHaveCount(0);

      await openBrand(page, id, '/casino/favorites');
      await playTile(same);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await openBrand(page, id, '/casino/recently-played');
      await expect(same).toHaveCount(1);
      await expect(tiles(page)).toHaveCount(1);
    });
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
