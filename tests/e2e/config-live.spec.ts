import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { expect, gameCasinoTypes, gridShown, openBrand, publishedBrand, rgb, signIn, test } from './fixtures';

// A running site picks up a changed brand config without a reload (brand.json liveConfig.checkSeconds):
// the preview server of this worker serves a changed config (PUT /__brand-config/<id>.json,
// scripts/vite/brandConfigPlugin.ts), the page's clock jumps one check interval, and the page follows.
const BRAND = 'pampa';
const root = resolve(import.meta.dirname, '..', '..');

/** Serves `config` as the brand's config from now on (this worker's server only). */
async function serve(request: APIRequestContext, config: unknown): Promise<void> {
  const res = await request.put(`/__brand-config/${BRAND}.json`, { data: JSON.stringify(config), headers: { 'content-type': 'application/json' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Serves the built config again, so no other test sees a changed one. */
async function restore(request: APIRequestContext): Promise<void> {
  const res = await request.delete(`/__brand-config/${BRAND}.json`);
  expect(res.ok(), await res.text()).toBe(true);
}

/** What `npm run validate` prints for a copy of the brands whose pampa theme.json got `edit`. */
function cliLines(edit: (theme: Record<string, any>) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-live-'));
  try {
    cpSync(join(root, 'brands'), dir, { recursive: true });
    const file = join(dir, BRAND, 'theme.json');
    const theme = JSON.parse(readFileSync(file, 'utf8'));
    edit(theme);
    writeFileSync(file, JSON.stringify(theme, null, 2));
    let out = '';
    try {
      out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate/cli.ts', '--brands-dir', dir, '--brand', BRAND], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch (err) {
      out = (err as { stdout: string }).stdout; // exit 1: the brand is invalid, which is the point
    }
    return out.split('\n').filter((l) => l.startsWith('brands/'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The state a reload would lose, and what the player sees. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    marker: (window as unknown as { __liveMarker?: string }).__liveMarker,
    url: location.pathname + location.search,
    scrollY: Math.round(window.scrollY),
  }));

test.afterEach(async ({ request }) => restore(request));

test('a signed-in player on a game list sees a changed config without a reload; an invalid one is refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  await restore(request);
  const config = await publishedBrand(request, BRAND);
  const seconds = config.brand.liveConfig?.checkSeconds ?? 0;
  expect(seconds, `brands/${BRAND}/brand.json liveConfig.checkSeconds`).toBeGreaterThan(0);
  const lang = config.brand.defaultLanguage;
  const mode = config.rules.defaults.theme as 'light' | 'dark';
  const list = gameCasinoTypes(config)[0];
  const errors: string[] = [];
  // The site's own console lines (a guest's 401 at start-up is the browser's, not the config's).
  page.on('console', (m) => m.type() === 'error' && /^(\[croupier\]|brands\/)/.test(m.text()) && errors.push(m.text()));

  // A short screen, so the list scrolls; the page's clock is Playwright's, so a check interval can be skipped.
  await page.setViewportSize({ width: 1280, height: 520 });
  await page.clock.install();
  await openBrand(page, BRAND, list.path);
  await signIn(page);
  expect(await gridShown(page)).toBe(true);
  const homeItem = page.getByTestId('menu-home').first();
  await expect(homeItem).toHaveAttribute('aria-label', config.locales[lang]['menu.home']);
  await page.evaluate(() => {
    (window as unknown as { __liveMarker: string }).__liveMarker = 'set before the change';
    window.scrollTo(0, 200);
  });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(200);
  const before = await pageState(page);

  // 1. A valid change: a menu label and the header colour. The label's quoted apostrophes ('' is one ' in
  // ICU) show that the browser parsed the new texts: the build compiled only the bytes it validated.
  const changed = structuredClone(config) as BrandConfig;
  changed.locales[lang]['menu.home'] = "Inicio ''en vivo''";
  changed.theme[mode].surface = '#123456';
  await serve(request, changed);
  await page.clock.fastForward(seconds * 1000);
  await expect(homeItem).toHaveAttribute('aria-label', "Inicio 'en vivo'");
  await expect
    .poll(() =>
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .toBe(rgb('#123456'));
  expect(await pageState(page)).toEqual(before);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(errors).toEqual([]);

  // 2. An invalid change is refused as at boot: the CLI's line in the console, the running config stays.
  const expected = cliLines((theme) => (theme[mode].surface = 'not-a-colour'));
  expect(expected.length).toBe(1);
  const invalid = structuredClone(changed);
  invalid.locales[lang]['menu.home'] = 'Never shown';
  invalid.theme[mode].surface = 'not-a-colour';
  await serve(request, invalid);
  await page.clock.fastForward(seconds * 1000);
  await expect.poll(() => errors.filter((e) => e.startsWith('brands/'))).toEqual(expected);
  expect(errors[0]).toBe(`[croupier] brand config /brand-config/${BRAND}.json refused (1 problem):`);
  await expect(homeItem).toHaveAttribute('aria-label', "Inicio 'en vivo'");
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ).toBe(rgb('#123456'));
  expect(await pageState(page)).toEqual(before);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a live config that switches a feature off shows its page as not found, on the same URL, without a reload', async ({ page, request }) => {
  await restore(request);
  const config = await publishedBrand(request, BRAND);
  test.skip(config.brand.features.majorVip === false, `${BRAND} has the major VIP page switched off already`);
  const seconds = config.brand.liveConfig?.checkSeconds ?? 0;
  await page.clock.install();
  // The VIP page hides the side menu: wait for its heading instead.
  await page.goto(`/major-vip?brand=${BRAND}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { __liveMarker: string }).__liveMarker = 'set before the change';
  });
  const before = await pageState(page);
  await serve(request, { ...config, brand: { ...config.brand, features: { ...config.brand.features, majorVip: false } } });
  await page.clock.fastForward(seconds * 1000);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect(await pageState(page)).toEqual(before);
  // Switched on again: the page is back.
  await restore(request);
  await page.clock.fastForward(seconds * 1000);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  expect(await pageState(page)).toEqual(before);
});

test('the served config answers a request holding its ETag with 304', async ({ request }) => {
  await restore(request);
  const first = await request.get(`/brand-config/${BRAND}.json`);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get(`/brand-config/${BRAND}.json`, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  const config = (await first.json()) as BrandConfig;
  await serve(request, { ...config, brand: { ...config.brand, name: `${config.brand.name} (changed)` } });
  const changed = await request.get(`/brand-config/${BRAND}.json`, { headers: { 'If-None-Match': etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers().etag).not.toBe(etag);
  expect(((await changed.json()) as BrandConfig).brand.name).toBe(`${config.brand.name} (changed)`);
});
