import type { Page } from '@playwright/test';
import { brandConfig, expect, gridShown, openBrand, pageMessagesFor, patchBrandBundle, PLAYER, signIn, test, tiles } from './fixtures';

// The platform failing in the ways a real-money site meets (sandbox faults, overrides and canned
// answers): what the player sees must stay true (bans hold, balances are not invented, links go
// only where the brand allows) and say what is degraded.
const BRAND = 'pampa';

/** A game on the lobby to open by URL: its route provider and game id. */
async function someGame(page: Page, provider?: string): Promise<{ provider: string; gameId: string }> {
  await openBrand(page, BRAND, provider ? `/casino/provider/${provider}` : '/casino');
  expect(await gridShown(page)).toBe(true);
  const tile = provider ? tiles(page, provider).first() : tiles(page).first();
  const p = (await tile.getAttribute('data-provider'))!;
  const gameId = (await tile.getAttribute('data-game-id'))!.split('~~~~')[1];
  return { provider: p, gameId };
}

test.describe('promotion links', () => {
  const promo = (id: number, url: string) => ({
    id,
    priority: 10,
    url,
    url_image: '',
    lang: 'es',
    is_active: true,
    publication_date: '2024-05-01 00:00:00',
    self_deletion_date: '2030-01-01 00:00:00',
    system_theme: 'all',
    device_type: 'all',
    header: `Promo ${id}`,
    call_action: `Go ${id}`,
    short_description: 'x',
    description: '<p>x</p>',
  });
  const LIST = [
    promo(1, '//evil.example/x'),
    promo(2, ' //evil.example/x'),
    promo(3, 'https://evil.example/x'),
    promo(4, 'https://www.example.org/offer'),
    promo(5, '/casino'),
    promo(6, 'javascript:alert(1)'),
  ];

  test('only site paths and allow-listed hosts are links; the rest are not, and nothing leaves the window', async ({ page, sandbox }) => {
    await sandbox.control({ respond: { 'api/site/promotions/list': { body: { status: 0, data: LIST, error_message: '' } } } });
    for (const id of [1, 2, 3, 6]) {
      await openBrand(page, BRAND, `/promotions/${id}`);
      await expect(page.getByTestId('promotion-page')).toContainText(`Promo ${id}`);
      await expect(page.getByTestId('promotion-action'), `promotion ${id}`).toHaveCount(0);
      await expect(page.locator('a[href*="evil.example"], a[href^="javascript"]')).toHaveCount(0);
    }
    await openBrand(page, BRAND, '/promotions/4');
    const external = page.getByTestId('promotion-action');
    await expect(external).toHaveAttribute('href', 'https://www.example.org/offer');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await openBrand(page, BRAND, '/promotions/5');
    await page.getByTestId('promotion-action').click();
    await expect(page).toHaveURL(/\/casino(\?|$)/);
  });
});

test.describe('flat page links', () => {
  test("links in server HTML go only to site paths (in the app) and allow-listed hosts (new tab); the probe's vectors lose their href and never move the window", async ({
    page,
    sandbox,
  }) => {
    const vectors = [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      ' //evil.example',
      'JavaScript:alert(1)',
      '&#47;&#47;evil.example',
      '/.//evil.example/',
    ];
    const text = `<p>${vectors.map((href, i) => `<a href="${href}">bad ${i}</a> `).join('')}<a href="https://www.example.org/offer">partner</a> <a href="/casino">lobby</a></p>`;
    await sandbox.control({
      respond: {
        'api/site/flatpages/list': {
          body: { status: 0, data: [{ id_name: 'about-us', name: 'About us', priority: 1, is_active: true, text }], error_message: '' },
        },
      },
    });
    const offSite: string[] = [];
    await page.route(/evil\.example/, (route) => (offSite.push(route.request().url()), route.abort()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('evil.example')) offSite.push(frame.url());
    });
    await openBrand(page, BRAND, '/flat-pages/about-us');
    const box = page.getByTestId('server-html');
    await expect(box).toContainText('partner');
    await expect(box.locator('a[href]')).toHaveCount(3); // partner, lobby, and "/.//evil.example/" as the site path /evil.example/
    await expect(box.locator('a[href*="//"]:not([target])')).toHaveCount(0);
    // every vector but the last (a site path) is text now; clicking it goes nowhere
    for (let i = 0; i < vectors.length - 1; i++) await box.getByText(`bad ${i}`, { exact: true }).click();
    await expect(box.getByText(`bad ${vectors.length - 1}`, { exact: true })).toHaveAttribute('href', '/evil.example/');
    const partner = box.getByText('partner', { exact: true });
    await expect(partner).toHaveAttribute('href', 'https://www.example.org/offer');
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    await box.getByText('lobby', { exact: true }).click();
    await expect(page).toHaveURL(/\/casino(\?|$)/);
    await expect(page.getByTestId('side-menu').first()).toBeVisible();
    expect(offSite).toEqual([]);
  });
});

test.describe('blocklist down', () => {
  test('a ban seen before holds when the list answers 500: the provider stays hidden, the player is told, and its game does not launch', async ({
    page,
    request,
    sandbox,
  }) => {
    const config = await brandConfig(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    const { provider, gameId } = await someGame(page);
    await sandbox.control({ blocklist: { providers: [provider], casinoTypes: [] } });
    await openBrand(page, BRAND, '/casino');
    await signIn(page);
    await expect(tiles(page).first()).toBeVisible();
    await expect(tiles(page, provider)).toHaveCount(0);
    await sandbox.control({ faults: { 'api/user/blocklist': 'fail' } });
    await openBrand(page, BRAND, '/casino');
    await expect(tiles(page).first()).toBeVisible();
    await expect(tiles(page, provider)).toHaveCount(0);
    // the kept list serves, and the player reads the platform's error as a toast (spec: only "no list" is silent)
    await expect(page.getByTestId('toast-error')).toBeVisible();
    await page.goto(`/casino/game/${provider}/${encodeURIComponent(gameId)}?brand=${BRAND}`);
    await expect(page.getByTestId('game-error')).toContainText(texts['casino.game.unavailable']);
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test('a list kept by an earlier visit older than rules.blocklist.maxAgeMinutes does not serve: the list call failing refuses the launch', async ({
    page,
    request,
    sandbox,
  }) => {
    const config = await brandConfig(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    const { provider, gameId } = await someGame(page);
    // the earlier visit kept today's (empty) list; since then its provider was banned, and the list call now fails
    const key = `croupier:${BRAND}:blocklist`;
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).not.toBeNull();
    const maxAge = config.rules.blocklist.maxAgeMinutes;
    await page.evaluate(
      ([k, minutes]) => {
        const kept = JSON.parse(localStorage.getItem(k as string) ?? '{}');
        localStorage.setItem(k as string, JSON.stringify({ ...kept, at: Date.now() - ((minutes as number) + 1) * 60_000 }));
      },
      [key, maxAge] as const,
    );
    await sandbox.control({ blocklist: { providers: [provider], casinoTypes: [] }, faults: { 'api/user/blocklist': 'fail' } });
    await openBrand(page, BRAND, '/casino');
    await signIn(page);
    await page.goto(`/casino/game/${provider}/${encodeURIComponent(gameId)}?brand=${BRAND}`);
    await expect(page.getByTestId('game-error')).toContainText(texts['casino.game.bansUnknown']);
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test('with no list ever read, lists show but launches are refused with a clear text; a guest gets no toast', async ({ page, request, sandbox }) => {
    const config = await brandConfig(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    const { provider, gameId } = await someGame(page);
    await page.evaluate(() => localStorage.clear());
    await sandbox.control({ faults: { 'api/user/blocklist': 'fail' } });
    const failed = page.waitForResponse((r) => r.url().includes('/api/user/blocklist'));
    await openBrand(page, BRAND, '/casino');
    await failed;
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('toast-error')).toHaveCount(0);
    await expect(page.getByTestId('toast-default')).toHaveCount(0);
    await signIn(page);
    await expect(page.getByTestId('toasts')).toContainText(texts['degraded.blocklist']);
    await page.goto(`/casino/game/${provider}/${encodeURIComponent(gameId)}?brand=${BRAND}`);
    await expect(page.getByTestId('game-error')).toContainText(texts['casino.game.bansUnknown']);
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });
});

test('a failing brand index with no ?brand= runs the site from the last good config of this host', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await page.route('**/brand-config/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/casino');
  await expect(page.getByTestId('side-menu').first()).toBeVisible();
  await expect(page.getByTestId('config-error')).toHaveCount(0);
  await expect(page).toHaveTitle(/Pampa/);
});

test.describe('balance', () => {
  test('a balance call failing at load shows "unknown", never 0; a later failure marks the last value stale', async ({ page, request, sandbox }) => {
    const config = await brandConfig(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    // a hung call ends at the brand's API timeout: shortened here so the test stays fast
    await patchBrandBundle(page, request, BRAND, (c) => {
      c.brand.api.requestTimeoutMs = 2_000;
    });
    await sandbox.control({ faults: { 'api/user/balance': 'fail' } });
    await openBrand(page, BRAND, '/casino');
    await signIn(page);
    const amount = page.getByTestId('balance-amount');
    await expect(amount).toHaveAttribute('data-state', 'unknown');
    await expect(amount).toHaveText(texts['header.balanceUnknown']);
    await expect(amount).not.toContainText('0,00');
    await sandbox.control({ faults: { 'api/user/balance': null } });
    await expect(amount).toHaveAttribute('data-state', 'fresh', { timeout: 15_000 });
    await expect(amount).toContainText(/5\.?000,00/);
    await sandbox.control({ faults: { 'api/user/balance': 'hang' } });
    await expect(amount).toHaveAttribute('data-state', 'stale', { timeout: 15_000 });
    await expect(amount).toContainText(/5\.?000,00/);
    await expect(amount).toContainText(texts['header.balanceStale']);
  });
});

test.describe('start-up with a session cookie and nothing stored', () => {
  test('a profile page waits for the session check instead of bouncing to the lobby', async ({ page }) => {
    await openBrand(page, BRAND, '/casino');
    await signIn(page);
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/profile/userinfo?brand=${BRAND}`);
      await expect(page.getByTestId('profile')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/profile/userinfo');
    }
  });

  test('a game URL opens the game, never /auth with the sign-in modal over it', async ({ page }) => {
    const { provider, gameId } = await someGame(page);
    await signIn(page);
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => localStorage.clear());
      const seen: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
      });
      await page.goto(`/casino/game/${provider}/${encodeURIComponent(gameId)}?brand=${BRAND}`);
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await expect(page.getByTestId('sign-in-username')).toHaveCount(0);
      expect(seen.filter((p) => p.startsWith('/auth'))).toEqual([]);
    }
  });
});

test.describe('lobby under provider faults', () => {
  test('a failing provider is named once on the lobby, not once per row; a hung one shows as loading', async ({ page, request, sandbox }) => {
    const config = await brandConfig(request, BRAND);
    const plugins = config.providers.providers.filter((p) => p.enabled !== false).map((p) => p.plugin);
    await openBrand(page, BRAND, '/casino');
    await expect(tiles(page).first()).toBeVisible();
    // The lobby's status line covers every provider the brand shows (not only those whose tiles came first):
    // pick one with its own plugin (the fault key) and a list call at all (a bundled default list cannot fail).
    const entry = config.providers.providers
      .filter((e) => e.enabled !== false)
      .find((e) => plugins.filter((x) => x === e.plugin).length === 1 && !(e.params as { defaultList?: unknown } | undefined)?.defaultList)!;
    expect(entry, 'a provider with its own plugin and list call on the lobby').toBeDefined();
    await sandbox.control({ faults: { [entry.plugin]: 'fail' } });
    await openBrand(page, BRAND, '/casino');
    await expect(page.locator(`[data-testid="provider-error"][data-provider="${entry.id}"]`)).toHaveCount(1);
    await expect(tiles(page).first()).toBeVisible();
    await sandbox.control({ faults: { [entry.plugin]: 'hang' } });
    await openBrand(page, BRAND, '/casino');
    await expect(page.getByTestId('providers-loading')).toContainText(entry.name);
  });

  test('a hung provider on a casino-type page shows as loading, as on the lobby', async ({ page, request, sandbox }) => {
    const config = await brandConfig(request, BRAND);
    const enabled = config.providers.providers.filter((p) => p.enabled !== false);
    const ownPlugin = enabled.filter(
      (e) => enabled.filter((x) => x.plugin === e.plugin).length === 1 && !(e.params as { defaultList?: unknown } | undefined)?.defaultList,
    );
    // a type page under /casino with at least two providers, one of them with its own plugin (the fault key)
    const type = config.catalogue.casinoTypes.find(
      (t) => t.path.startsWith('/casino/') && enabled.filter((e) => e.casinoType === t.id).length > 1 && ownPlugin.some((e) => e.casinoType === t.id),
    )!;
    expect(type, 'a casino type with several providers').toBeDefined();
    const entry = ownPlugin.find((e) => e.casinoType === type.id)!;
    await sandbox.control({ faults: { [entry.plugin]: 'hang' } });
    await openBrand(page, BRAND, type.path);
    await expect(page.getByTestId('casino-type-page')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('providers-loading')).toContainText(entry.name);
  });

  test('settings failing: the site renders from brand defaults and says what is degraded', async ({ page, request, sandbox }) => {
    const config = await brandConfig(request, BRAND);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await sandbox.control({ faults: { 'api/site/settings': 'fail' } });
    await openBrand(page, BRAND, '/casino');
    await expect(page.getByTestId('toasts')).toContainText(texts['degraded.settings']);
    await expect(tiles(page).first()).toBeVisible();
  });
});

test('sign-out leaves no player data and no token in storage', async ({ page }) => {
  await openBrand(page, BRAND, '/casino');
  await signIn(page);
  const dump = () =>
    page.evaluate(() =>
      Object.entries(localStorage)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'session')?.value ?? '';
  expect(token).not.toBe('');
  expect(await dump()).not.toContain(token);
  expect(await dump()).toContain(PLAYER.username);
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-yes').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  const after = await dump();
  expect(after).not.toContain(PLAYER.username);
  expect(after).not.toContain(token);
  expect(after).not.toMatch(/croupier:[^:]+:auth=/);
});
