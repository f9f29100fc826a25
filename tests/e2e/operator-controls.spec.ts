import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openBrand, pageMessagesFor, PLAYER, playTile, publishedBrand, signIn, test, tiles } from './fixtures';

/**
 * Operator controls (issue #10): maintenance announced by the platform (the sandbox), "New" games and
 * demo play, on both brands. Every test starts from a reset sandbox; the fixture resets it again after,
 * so the maintenance set here never reaches another test.
 */
const BRANDS = [
  { id: 'pampa', lang: 'es' },
  { id: 'lumen', lang: 'en' },
];

const MESSAGE = {
  en: 'The casino is getting new tables (e2e).',
  es: 'El casino estrena mesas nuevas (e2e).',
  fr: 'Le casino installe de nouvelles tables (e2e).',
};

async function playerId(request: APIRequestContext): Promise<number> {
  const state = await (await request.get('/__sandbox/state')).json();
  return state.data.players.find((p: { email: string }) => p.email === PLAYER.username).id;
}

/** Keeps a picture of the screen when OPS_SHOTS is set (test-results/, not part of the check). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.OPS_SHOTS) await page.screenshot({ path: `test-results/ops-${name}.png` });
}

for (const brand of BRANDS) {
  test.describe(`operator controls: ${brand.id}`, () => {
    test('casino in maintenance: guests see the platform message and the expected end; the allow-listed player still plays', async ({
      page,
      request,
      sandbox,
    }) => {
      const endsAt = new Date(Date.now() + 3_600_000).toISOString();
      await sandbox.control({ maintenance: { items: [{ area: 'casino', message: MESSAGE, ends_at: endsAt }], allow: { players: [await playerId(request)] } } });
      await openBrand(page, brand.id, '/casino/slots');
      const screen = page.getByTestId('maintenance-screen');
      await expect(screen).toBeVisible();
      await expect(page.getByTestId('maintenance-message')).toHaveText(MESSAGE[brand.lang as 'en' | 'es']);
      // the end in the player's time zone (the browser's), laid out by the brand's date format
      // (a brand may lay the hour out on a 24- or a 12-hour clock: lumen shows "09:56 PM")
      const end = new Date(endsAt);
      const pad = (n: number) => String(n).padStart(2, '0');
      const clock = `(${pad(end.getHours())}|${pad(((end.getHours() + 11) % 12) + 1)}):${pad(end.getMinutes())}`;
      await expect(page.getByTestId('maintenance-end')).toHaveText(new RegExp(clock));
      await expect(tiles(page)).toHaveCount(0);
      await shot(page, `${brand.id}-maintenance`);

      await signIn(page); // the platform lets this player through: the casino opens without a reload
      await expect(screen).toHaveCount(0);
      const tile = tiles(page).first();
      await tile.hover();
      await tile.getByTestId('play-now').click();
      await expect(page.getByTestId('game-frame')).toBeVisible();
    });

    test('the end time passing brings the casino back without a reload', async ({ page, sandbox }) => {
      // The end is far enough ahead for a cold load on a busy machine to show the screen first (3 s was not).
      await sandbox.control({ maintenance: { items: [{ area: 'casino', ends_at: new Date(Date.now() + 10_000).toISOString() }] } });
      await openBrand(page, brand.id, '/casino/slots');
      await expect(page.getByTestId('maintenance-screen')).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await expect(tiles(page)).toHaveCount(0);
      await expect(tiles(page).first()).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });

    test('a provider in maintenance: its tiles say so and its game page shows the notice', async ({ page, sandbox }) => {
      await sandbox.control({ maintenance: { items: [{ area: 'provider', provider: 'belatra' }] } });
      await openBrand(page, brand.id, '/casino/slots?provider=belatra');
      const tile = tiles(page, 'belatra').first();
      await expect(tile.getByTestId('badge-maintenance')).toBeVisible();
      await tile.hover();
      await expect(tile.getByTestId('tile-maintenance')).toBeVisible();
      await tile.getByTestId('game-tile-link').click();
      await expect(page.getByTestId('maintenance-screen')).toHaveAttribute('data-area', 'provider');
    });

    test('a launch the page still thinks open is refused by the platform under maintenance, with its text', async ({ page, request, sandbox }) => {
      const config = await publishedBrand(request, brand.id);
      const texts = pageMessagesFor(config, config.brand.defaultLanguage);
      await openBrand(page, brand.id, '/casino/slots?provider=belatra');
      await signIn(page);
      await expect(tiles(page, 'belatra').first()).toBeVisible();
      // The platform closes the casino after the page asked: the page's maintenance answer stays "none" (stale).
      await sandbox.control({
        respond: { 'api/site/maintenance': { body: { status: 0, data: { items: [] }, error_message: '' } } },
        maintenance: { items: [{ area: 'casino', message: MESSAGE }] },
      });
      await playTile(tiles(page, 'belatra').first());
      await expect(page.getByTestId('game-error')).toContainText(texts['error.maintenance']);
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
    });

    test('a game added to a provider list shows as New and in the New games category', async ({ page, sandbox }) => {
      // first visit: the lists seen now are the known catalogue (nothing new)
      await openBrand(page, brand.id, '/casino/slots?provider=belatra');
      await expect(tiles(page, 'belatra').first()).toBeVisible();
      await expect(page.getByTestId('badge-new')).toHaveCount(0);
      await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.includes('newGames.firstSeen.belatra')));
      await sandbox.control({
        addGames: {
          belatra: [{ gamename: 'Golden Comet', nickname: 'goldencomete2e', category: 'slots', image: '/sandbox/img/belatra/goldencomete2e.svg', icon: [] }],
        },
      });

      // the next visit sees it first: the New games category lists it alone, with its badge (the list appends it last)
      await openBrand(page, brand.id, '/casino/slots?category=new');
      const fresh = page.locator('[data-testid="game-tile"][data-game-id*="goldencomete2e"]');
      await expect(fresh.getByTestId('badge-new')).toBeVisible();
      await expect(tiles(page)).toHaveCount(1);
      await shot(page, `${brand.id}-new`);
    });

    test('a guest plays a demo from the tile, without signing in, and the page says it is demo play', async ({ page }) => {
      await openBrand(page, brand.id, '/casino/slots?provider=belatra');
      const tile = tiles(page, 'belatra').first();
      await tile.hover();
      await tile.getByTestId('play-demo').click();
      await expect(page).toHaveURL(/\/casino\/game\/belatra\/[^?]+\?demo=1/);
      await expect(page.getByTestId('demo-banner')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /demo=1/);
      await expect(page.getByTestId('login-button')).toBeVisible(); // still a guest
      await shot(page, `${brand.id}-demo`);
    });
  });
}
