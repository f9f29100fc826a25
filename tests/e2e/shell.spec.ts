import type { Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import {
  brandFolders,
  expect,
  gridShown,
  messagesFor,
  openBrand,
  pageMessagesFor,
  patchBrandBundle,
  publishedBrand,
  signIn,
  test,
  tiles,
  playTile,
} from './fixtures';

// The hardened shell: the Content-Security-Policy the server sends, sandboxed game and sport
// frames, and the offline shell of the service worker.

const policyOf = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

test('every page response carries a strict policy with a fresh nonce that the page uses', async ({ page }) => {
  const first = await page.goto('/?brand=pampa');
  const policy = policyOf(first?.headers()['content-security-policy']);
  expect(policy['script-src']).toBeDefined();
  for (const directive of ['script-src', 'style-src']) {
    expect(policy[directive], directive).not.toContain("'unsafe-inline'");
    expect(policy[directive], directive).not.toContain("'unsafe-eval'");
  }
  expect(policy['object-src']).toEqual(["'none'"]);
  const nonce = policy['script-src'].find((s: string) => s.startsWith("'nonce-"))!.slice(7, -1);
  await expect(page.getByTestId('side-menu').first()).toBeVisible();
  // Chakra's styles are in <style> elements carrying the nonce (no inline style without it)
  const styleNonces = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce));
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  const second = await page.reload();
  expect(policyOf(second?.headers()['content-security-policy'])['script-src']).not.toContain(`'nonce-${nonce}'`);
});

/**
 * Runs the page's CPU four times slower (a slow phone, a busy machine) for the rest of the test.
 * Returns the switch of the network: the DevTools session's own network state has to follow the
 * context's (Chromium re-applies every session's state at a reload, and this one's would say online).
 */
async function throttleCpu(page: Page): Promise<{ setOffline(offline: boolean): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  return {
    async setOffline(offline) {
      await page.context().setOffline(offline);
      await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    },
  };
}

/** A provider whose launch opens the sandbox demo game, and the launch calls of its games. */
function pragmaticSlots(config: BrandConfig) {
  const provider = config.providers.providers.find((p) => p.plugin === 'pragmatic' && p.casinoType === 'slots' && p.enabled !== false)!;
  const gamesBase = config.brand.api.gamesBaseUrl.replace(/\/+$/, '');
  const isLaunch = (url: URL) => url.pathname.startsWith(`${gamesBase}/`) && !/game_?list|\/list\b/i.test(url.pathname);
  return { provider, isLaunch };
}

async function openFirstGame(page: Page, provider: string) {
  await expect(gridShown(page)).resolves.toBe(true);
  await playTile(tiles(page, provider).first());
  await expect(page).toHaveURL(new RegExp(`/casino/game/${provider}/`));
}

for (const id of brandFolders()) {
  test(`a launch answer pointing at the site itself is refused with a clear message — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    const { provider, isLaunch } = pragmaticSlots(config);
    // Even a brand that allows its own host for frames: this test checks the default rule.
    await patchBrandBundle(page, request, id, (c) => {
      c.brand.frames = { ...c.brand.frames, allowOwnOrigin: false };
    });
    await page.route(isLaunch, async (route) => {
      const answer = await route.fetch();
      const site = new URL(page.url()).origin;
      // The sandbox answers with its demo game on the other loopback name: point it at the site instead.
      const body = (await answer.text()).replace(/http:\/\/(localhost|127\.0\.0\.1)(:\d+)?/g, site);
      await route.fulfill({ response: answer, body });
    });
    await openBrand(page, id, `/casino/provider/${provider.id}`);
    await signIn(page);
    await openFirstGame(page, provider.id);
    const texts = pageMessagesFor(config, config.brand.defaultLanguage);
    await expect(page.getByTestId('game-error')).toHaveText(new RegExp(texts['casino.game.ownOrigin'].slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });

  test(`the demo game plays in a sandboxed cross-origin frame — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    const { provider } = pragmaticSlots(config);
    await openBrand(page, id, `/casino/provider/${provider.id}`);
    await signIn(page);
    await openFirstGame(page, provider.id);
    const frame = page.getByTestId('game-frame');
    const sandbox = (provider.frameSandbox ?? config.brand.frames?.gameSandbox ?? ['allow-scripts', 'allow-same-origin', 'allow-popups']).join(' ');
    await expect(frame).toHaveAttribute('sandbox', sandbox);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(new URL((await frame.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('demo-title')).toBeVisible();
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('demo-provider')).toHaveText(provider.plugin);
  });

  test(`a reload without network shows the shell with an offline notice, which goes away when the network returns — ${id}`, async ({ page, request }) => {
    const config = await publishedBrand(request, id);
    // A slow phone: the page's work runs four times slower (the probe's busy machine). Installing the
    // worker (it downloads the whole build) takes that much longer too: the waits for it are longer.
    test.slow();
    const network = await throttleCpu(page);
    await openBrand(page, id);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    // The worker controls the page and holds this visit's brand config.
    await expect.poll(() => page.evaluate(async () => !!navigator.serviceWorker.controller), { timeout: 40_000 }).toBe(true);
    const kept = () => page.evaluate(async () => (await (await caches.open('croupier-config')).keys()).map((r) => new URL(r.url).pathname));
    await expect.poll(kept, { timeout: 20_000 }).toContain(`/brand-config/${id}.json`);

    // Every failed attempt at a games-API list, by URL (each is tried 1 + rules.network.retries times).
    const gamesBase = config.brand.api.gamesBaseUrl.replace(/\/+$/, '');
    const failedLists = new Map<string, number>();
    page.on('requestfailed', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith(`${gamesBase}/`)) failedLists.set(url.href, (failedLists.get(url.href) ?? 0) + 1);
    });
    await network.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('side-menu').first()).toBeVisible();
    const text = messagesFor(config, config.brand.defaultLanguage)['shell.offline'];
    await expect(page.getByTestId('offline-notice')).toHaveText(text);
    // One notice: once the lists have failed for good, none of them raises an alert of its own.
    const attempts = 1 + (config.rules.network?.retries ?? 0);
    await expect.poll(() => failedLists.size > 0 && [...failedLists.values()].every((n) => n >= attempts), { timeout: 30_000 }).toBe(true);
    // …and the lobby's grids have taken it in (busy while any of their lists is loading or not started). A row whose
    // lists have all failed with no game shows nothing (HomeView's RowPresence), so whether a grid is still on the
    // page at this moment depends on timing: the lobby is, and no grid of it is left busy.
    await expect(page.getByTestId('casino-lobby')).toBeVisible();
    await expect(page.locator('[data-testid="game-grid"][aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('provider-error')).toHaveCount(0);
    await expect(page.getByTestId('offline-notice')).toHaveCount(1);

    await network.setOffline(false);
    // the lists are asked for again at 4× CPU: the slow phone's wait
    await expect(page.getByTestId('offline-notice')).toHaveCount(0, { timeout: 30_000 });
    await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
  });
}

/** Every entry of every cache of the page's origin: cache name, URL path and body text. */
const cachedEntries = (page: Page) =>
  page.evaluate(async () => {
    const out: { cache: string; path: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) out.push({ cache: name, path: new URL(key.url).pathname, text: (await (await cache.match(key))?.text()) ?? '' });
    }
    return out;
  });

/** The longest string inside a JSON answer (the launch URL with its token). */
function longestString(value: unknown): string {
  if (typeof value === 'string') return value;
  const parts = value && typeof value === 'object' ? Object.values(value).map(longestString) : [];
  return parts.reduce((a, b) => (b.length > a.length ? b : a), '');
}

test('the offline shell never holds player data: an API answer or an image opened in the tab does not replace it, and sign-out clears the caches', async ({
  page,
  context,
  request,
}) => {
  // A game launch, two offline rounds (each reloads when the network returns) and a sign-out.
  test.slow();
  const id = brandFolders()[0];
  const config = await publishedBrand(request, id);
  const { provider, isLaunch } = pragmaticSlots(config);
  await openBrand(page, id, `/casino/provider/${provider.id}`);
  await expect.poll(() => page.evaluate(async () => !!navigator.serviceWorker.controller)).toBe(true);
  const kept = () => page.evaluate(async () => (await (await caches.open('croupier-config')).keys()).map((r) => new URL(r.url).pathname));
  await expect.poll(kept).toContain(`/brand-config/${id}.json`);
  const logo = new URL((await page.getByRole('banner').getByRole('img').first().getAttribute('src'))!, page.url()).href;
  await signIn(page);
  const launch = page.waitForRequest((r) => isLaunch(new URL(r.url())));
  await openFirstGame(page, provider.id);
  const launchUrl = (await launch).url();

  // The signed-in player opens the game link in the tab (with the session cookie), then loses the network.
  const answer = await page.goto(launchUrl);
  const secret = longestString(JSON.parse(await answer!.text()));
  expect(secret.length).toBeGreaterThan(20);
  const offlineLobby = async () => {
    await context.setOffline(true);
    await page.goto(`/casino?brand=${id}`);
    await expect(page.getByTestId('side-menu').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    for (const entry of await cachedEntries(page)) {
      expect(entry.text, `${entry.cache} ${entry.path}`).not.toContain(secret);
      expect(entry.path, entry.cache).not.toMatch(/^\/(api|games-api|sandbox)\b/);
    }
    // A page that started offline reloads itself when the network returns.
    const reloaded = page.waitForEvent('framenavigated');
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByTestId('side-menu').first()).toBeVisible();
  };
  await offlineLobby();
  // The same with an image opened in the tab.
  await page.goto(logo);
  await offlineLobby();

  // What an older worker stored for the player, and a runtime cache: both gone after sign-out.
  await page.evaluate(async (text) => {
    await (await caches.open('croupier-shell-old')).put('/__croupier-shell.html', new Response(text, { headers: { 'content-type': 'application/json' } }));
    await (await caches.open('croupier-runtime-assets')).put('/assets/kept.txt', new Response('x'));
  }, secret);
  await page.reload();
  // Loads without network never ended the session (the check had no answer): the player is still signed in.
  await expect(page.getByTestId('logout-button')).toBeVisible();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-yes').click();
  await expect(page.getByTestId('logout-button')).toHaveCount(0);
  await expect
    .poll(async () => (await cachedEntries(page)).filter((e) => e.text.includes(secret) || e.cache.startsWith('croupier-runtime-')).map((e) => e.cache))
    .toEqual([]);
  // The shell, the build's files and the brand configs stay for offline use.
  expect((await cachedEntries(page)).some((e) => e.cache.startsWith('croupier-page-shell-'))).toBe(true);
});

test("the sport frame is sandboxed; on the site's own origin it never gets allow-same-origin", async ({ page, request }) => {
  const config = await publishedBrand(request, 'pampa');
  const frame = (config.brand.sport.frames ?? []).find((f) => f.enabled !== false)!;
  await openBrand(page, 'pampa', `/${frame.route}/live`);
  await signIn(page);
  const iframe = page.locator('[data-testid="sport-frame"] iframe');
  await expect(iframe).toBeVisible();
  const sandbox = (await iframe.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(' ')).toContain('allow-scripts');
  if (!/^https?:/.test(frame.host)) expect(sandbox.split(' ')).not.toContain('allow-same-origin');
  await expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(page.frameLocator('[data-testid="sport-frame"] iframe').getByTestId('demo-sport-title')).toBeVisible();
});
