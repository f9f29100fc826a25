import type { Page } from '@playwright/test';
import type { BrandConfig, SportFrame } from '../../src/config/types';
import { brandConfig, expect, openBrand, signIn, test } from './fixtures';

// Sport frames (spec §4): brand.json sport.frames of the reference brand, shown on /bc and /digsport.
const BRAND = 'pampa';

function frameOf(config: BrandConfig, route: SportFrame['route']): SportFrame {
  const frame = (config.brand.sport.frames ?? []).find((f) => f.route === route && f.enabled !== false);
  expect(frame, `${BRAND} configures a ${route} frame`).toBeDefined();
  return frame as SportFrame;
}

const languageFor = (config: BrandConfig, frame: SportFrame, site: string) =>
  frame.languageMap?.[site] ?? config.brand.sport.languageMap[site] ?? frame.defaultLanguage ?? config.brand.sport.defaultLanguage;

const demo = (page: Page) => page.frameLocator('[data-testid="sport-frame"] iframe');

test('a signed-in player sees the bookmaker frame with the token, language and page it was given; a new language asks for a new token', async ({
  page,
  request,
}) => {
  const config = await brandConfig(request, BRAND);
  const frame = frameOf(config, 'bc');
  await openBrand(page, BRAND, '/bc/live');
  await signIn(page);
  await expect(page.getByTestId('sport-frame')).toHaveAttribute('data-frame', frame.id);
  await expect(demo(page).getByTestId('demo-sport-token')).toHaveText(/^bc-1001-/);
  await expect(demo(page).getByTestId('demo-sport-lang')).toHaveText(languageFor(config, frame, config.brand.defaultLanguage));
  await expect(demo(page).getByTestId('demo-sport-page')).toHaveText('live');
  await expect(demo(page).getByTestId('demo-sport-parent-host')).toHaveText(new URL(page.url()).host);
  for (const [param, testid] of [
    ['partner', 'partner'],
    ['sportsBookView', 'view'],
    ['sportPartner', 'sport-partner'],
  ]) {
    if (frame.query[param]) await expect(demo(page).getByTestId(`demo-sport-${testid}`)).toHaveText(frame.query[param]);
  }
  const first = await demo(page).getByTestId('demo-sport-token').textContent();

  const other = config.brand.languages.find((l) => l.code !== config.brand.defaultLanguage)!;
  await page.getByTestId('language-select').first().selectOption(other.code);
  await expect(demo(page).getByTestId('demo-sport-lang')).toHaveText(languageFor(config, frame, other.code));
  await expect(demo(page).getByTestId('demo-sport-token')).not.toHaveText(first ?? '');
});

test('the second sport frame gets its token from its own call and shows the category page', async ({ page, request }) => {
  const config = await brandConfig(request, BRAND);
  const frame = frameOf(config, 'digsport');
  await openBrand(page, BRAND, '/digsport/football');
  await signIn(page);
  await expect(page.getByTestId('sport-frame')).toHaveAttribute('data-frame', frame.id);
  await expect(demo(page).getByTestId('demo-sport-token')).toHaveText(/^dg-1001-/);
  await expect(demo(page).getByTestId('demo-sport-page')).toHaveText('football');
});

test('a guest sees the please-sign-in notice and no frame; no token is asked for', async ({ page }) => {
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    if (/GenToken|front\/token/.test(r.url())) tokenCalls.push(r.url());
  });
  // the auth check runs after rules.timings.authCheckDelayMs: only once it has answered is "no token call" meaningful
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/user/check'));
  await openBrand(page, BRAND, '/bc/prematch');
  const check = await checked;
  expect(check.status(), 'a guest has no session').toBe(401);
  await check.finished();
  await expect(page.getByTestId('sport-login')).toBeVisible();
  await expect(page.getByTestId('sport-frame')).toHaveCount(0);
  expect(tokenCalls).toEqual([]);
});

test('a banned sport provider redirects its routes to /, the other frame stays', async ({ page, request, sandbox }) => {
  const config = await brandConfig(request, BRAND);
  const bc = frameOf(config, 'bc');
  expect(bc.provider, 'the bc frame names its provider').toBeTruthy();
  await sandbox.control({ blocklist: { providers: [bc.provider!] } });
  await openBrand(page, BRAND, '/bc/live');
  await expect(page).toHaveURL(/\/casino\/?(\?|$)/);
  await openBrand(page, BRAND, '/digsport');
  await expect(page.getByTestId('sport-login')).toBeVisible();
});

test('a banned sport casino type redirects every sport route to /', async ({ page, request, sandbox }) => {
  const config = await brandConfig(request, BRAND);
  const type = frameOf(config, 'digsport').casinoType;
  expect(type, 'the digsport frame names its casino type').toBeTruthy();
  await sandbox.control({ blocklist: { casinoTypes: [type!] } });
  await openBrand(page, BRAND, '/digsport/live');
  await expect(page).toHaveURL(/\/casino\/?(\?|$)/);
});

/** Signs in, then opens the profile's bet history (a guest is sent away from the profile). */
async function openBetHistory(page: Page) {
  await openBrand(page, BRAND, '/contacts');
  await signIn(page);
  await page.goto(`/profile/bet-history?brand=${BRAND}`);
  await expect(page.getByTestId('bet-history')).toBeVisible();
}

test("the profile's bet history links each sportsbook's own bet history route, which shows its frame on that page", async ({ page, request }) => {
  const config = await brandConfig(request, BRAND);
  const bc = frameOf(config, 'bc');
  const digsport = frameOf(config, 'digsport');
  await openBetHistory(page);
  const links = page.getByTestId('bet-history-link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('data-frame', bc.id);
  await expect(links.nth(0)).toHaveAttribute('href', '/bc/bet-history');
  await expect(links.nth(1)).toHaveAttribute('data-frame', digsport.id);
  await expect(links.nth(1)).toHaveAttribute('href', '/digsport/bet-history');
  await links.nth(0).click();
  await expect(page).toHaveURL(/\/bc\/bet-history(\?|$)/);
  await expect(page.getByTestId('sport-frame')).toHaveAttribute('data-frame', bc.id);
  await expect(demo(page).getByTestId('demo-sport-page')).toHaveText('bet-history');
});

test("the profile's bet history does not link a sportsbook banned today", async ({ page, request, sandbox }) => {
  const config = await brandConfig(request, BRAND);
  const bc = frameOf(config, 'bc');
  const digsport = frameOf(config, 'digsport');
  expect(bc.provider, 'the bc frame names its provider').toBeTruthy();
  await sandbox.control({ blocklist: { providers: [bc.provider!] } });
  await openBetHistory(page);
  const links = page.getByTestId('bet-history-link');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute('data-frame', digsport.id);
  await expect(links.first()).toHaveAttribute('href', '/digsport/bet-history');
});
