import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, PLAYER, test, tiles } from './fixtures';

// Every page family of every brand, at desktop and phone size, in light and dark theme: axe must find
// no serious or critical violation. Each brand is audited at both sizes and in both themes, paired so that
// the two audits of a brand differ in both: the theme's colours do not depend on the width and the layout
// does not depend on the theme, so (desktop, light) + (phone, dark) and (desktop, dark) + (phone, light)
// cover each colour against each layout family of the engine across the brands at half the cost of all
// four per brand (this spec was the suite's largest part). One browser context per audit, pages in sequence.

const BRANDS = ['pampa', 'lumen'] as const;
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

type Found = { family: string; rule: string; impact: string; targets: string[]; help: string };

/** axe did not answer: its evaluate in the page neither resolved nor failed (seen once in CI, ~9 min, on a page
 * audited in about 1 s elsewhere). Playwright's `evaluate` has no time-out of its own. */
class AxeStalled extends Error {}
const AXE_ANSWER_MS = 60_000;

/** Serious and critical axe violations on what the page shows now. Game and sport frames are third-party content. */
async function audit(page: Page, family: string, found: Found[], counts: Record<string, number>): Promise<void> {
  // contrast is measured on what finally shows, not mid fade-in: wait until running finite animations end
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Every tile of a grid is the same component with other data: the first six of each grid stand for the
  // rest (a lobby holds hundreds, and auditing each one made this spec the slowest of the suite).
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AxeStalled(`axe gave no answer on "${family}" within ${AXE_ANSWER_MS / 1000} s`)), AXE_ANSWER_MS);
  });
  const analysis = new AxeBuilder({ page }).exclude('iframe').exclude('[data-testid="game-tile"]:nth-child(n+7)').analyze();
  analysis.catch(() => undefined); // a stalled analysis may fail later, when its page is closed
  const result = await Promise.race([analysis, stalled]).finally(() => clearTimeout(timer));
  if (process.env.A11Y_LOG) console.log(`[a11y] ${family}: axe ${Date.now() - started} ms`);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  counts[family] = bad.reduce((n, v) => n + v.nodes.length, 0);
  if (process.env.A11Y_LOG)
    console.log(
      `[a11y] ${family}: ${bad
        .map(
          (v) =>
            `${v.id}×${v.nodes.length} ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        )
        .join('; ')}`,
    );
  for (const v of bad) {
    found.push({ family, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')) });
  }
}

/** Opens a path of the brand and waits until the shell and the page's own marker show. */
async function visit(page: Page, brand: string, path: string, marker: string, theme: string): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}brand=${brand}`);
  await expect(page.locator(marker).first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
}

const AUDITS = BRANDS.flatMap((brand, i) =>
  (Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>).map((vpName, j) => ({ brand, vpName, viewport: VIEWPORTS[vpName], theme: THEMES[(i + j) % 2] })),
);

/** What one audit shows: `open` brings the page there; `fresh` says the page is new (an earlier step's page was
 * dropped), so a step that builds on the page before it (a modal over the lobby) must first load that page. */
type Step = { family: string; open: (page: Page, fresh: boolean) => Promise<void> };

for (const { brand, vpName, viewport, theme } of AUDITS) {
  test(`axe: ${brand} ${vpName} ${theme} — no serious or critical violations`, async ({ browser }) => {
    test.setTimeout(360_000); // about 60 s on an idle machine; generous for a shared one
    const context = await newContext(browser, viewport);
    let page = await context.newPage();
    const found: Found[] = [];
    const counts: Record<string, number> = {};

    /** The lobby in the audit's theme (the theme is kept in the browser, so a new page keeps it). */
    const openLobby = async (p: Page) => {
      await p.goto(`/casino?brand=${brand}`);
      // the shell is up (the header's theme switch is there at every width; the side column only from md up)
      await expect(p.getByTestId('theme-toggle')).toBeVisible();
      const html = p.locator('html');
      await expect(html).toHaveClass(/\b(light|dark)\b/);
      // the prerendered page shows the switch before the app has hydrated it: a click before that does nothing
      await expect(html).toHaveAttribute('data-croupier-ready', '');
      if (!(await html.getAttribute('class'))?.split(/\s+/).includes(theme)) await p.getByTestId('theme-toggle').click();
      await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(tiles(p).first()).toBeVisible();
      await expect(p.getByTestId('game-tile-skeleton')).toHaveCount(0);
    };
    /** Runs a step and audits it; when axe stalls, the page is dropped and the step is run and audited once more on a new one. */
    const step = async ({ family, open }: Step) => {
      await open(page, false);
      try {
        await audit(page, family, found, counts);
      } catch (e) {
        if (!(e instanceof AxeStalled)) throw e;
        console.log(`[a11y] ${brand} ${vpName} ${theme}: ${e.message}; auditing it again on a new page`);
        void page.close({ runBeforeUnload: false }).catch(() => undefined);
        page = await context.newPage();
        await open(page, true);
        await audit(page, family, found, counts);
      }
    };

    let provider = '';
    let gamePath = '';
    const steps: Step[] = [
      {
        family: 'lobby',
        open: async (p) => {
          await openLobby(p);
          const first = tiles(p).first();
          provider = (await first.getAttribute('data-provider')) ?? '';
          const gameId = ((await first.getAttribute('data-game-id')) ?? '').split('~~~~')[1] ?? '';
          gamePath = `/casino/game/${encodeURIComponent(provider)}/${encodeURIComponent(gameId)}`;
        },
      },
      {
        family: 'search modal',
        open: async (p, fresh) => {
          if (fresh) await openLobby(p);
          await p.getByTestId('search-button').click();
          await expect(p.getByTestId('search-modal')).toBeVisible();
          await p.getByTestId('search-input').fill('a');
          await expect(p.getByTestId('search-result-game').or(p.getByTestId('search-result-provider')).first()).toBeVisible();
        },
      },
      {
        family: 'sign-in modal',
        open: async (p, fresh) => {
          if (fresh) await openLobby(p);
          else {
            await p.keyboard.press('Escape');
            await expect(p.getByTestId('search-modal')).toBeHidden();
          }
          await p.getByTestId('login-button').click();
          await expect(p.getByTestId('sign-in-form')).toBeVisible();
        },
      },
      {
        // a casino type page
        family: 'casino type',
        open: async (p) => {
          const typePath = await p.evaluate(async (b) => {
            const c = (await (await fetch(`/brand-config/${b}.json`)).json()) as { catalogue: { casinoTypes: Array<{ value: number; path: string }> } };
            return (
              c.catalogue.casinoTypes.find((t) => t.value !== 0 && /^\/casino\/[a-z-]+$/.test(t.path) && !/fav|recent/.test(t.path))?.path ?? '/casino/slots'
            );
          }, brand);
          await visit(p, brand, typePath, '[data-testid="casino-type-page"]', theme);
          await expect(tiles(p).or(p.getByTestId('empty-state')).first()).toBeVisible();
        },
      },
      {
        family: 'provider',
        open: async (p) => {
          await visit(p, brand, `/casino/provider/${provider}`, '[data-testid="provider-page"]', theme);
          await expect(tiles(p).first()).toBeVisible();
        },
      },
      // promotions, a promotion, flat page, sport rules, contacts, not found
      { family: 'promotions', open: (p) => visit(p, brand, '/promotions', '[data-testid="promotion-card"]', theme) },
      { family: 'promotion', open: (p) => visit(p, brand, '/promotions/1', '[data-testid="promotion-page"]', theme) },
      { family: 'flat page', open: (p) => visit(p, brand, '/flat-pages/about-us', '[data-testid="flat-page"]', theme) },
      // a brand without sport rules shows its "no rules" page there, also audited
      { family: 'sport rules', open: (p) => visit(p, brand, '/sport-rules', 'main h1', theme) },
      { family: 'contacts', open: (p) => visit(p, brand, '/contacts', '[data-testid="contacts-page"]', theme) },
      { family: 'not found', open: (p) => visit(p, brand, '/no-such-page', '[data-testid="not-found"]', theme) },
      {
        // game page: a guest is asked to sign in there (sign-in modal over /auth), then plays it
        family: 'game (guest)',
        open: async (p) => {
          await p.goto(`${gamePath}?brand=${brand}`);
          await p.waitForURL(/\/auth/);
          await expect(p.getByTestId('sign-in-form')).toBeVisible();
          // the "please sign in" toast slides in (framer-motion, not a CSS animation): wait until it is fully shown
          await expect(p.locator('[data-testid^="toast-"]').first().locator('..')).toHaveCSS('opacity', '1');
        },
      },
      {
        family: 'game (signed in)',
        open: async (p, fresh) => {
          // the session lives in the browser context, so a new page opens the game signed in
          if (fresh) await p.goto(`${gamePath}?brand=${brand}`);
          else {
            await p.getByTestId('sign-in-username').fill(PLAYER.username);
            await p.getByTestId('sign-in-password').fill(PLAYER.password);
            await p.getByTestId('sign-in-submit').click();
          }
          await expect(p.getByTestId('game-frame')).toBeVisible();
        },
      },
      { family: 'profile', open: (p) => visit(p, brand, '/profile/userinfo', '[data-testid="profile-userinfo"]', theme) },
      {
        // config error page: a bundle that fails validation, with no last good config kept in this browser
        family: 'config error',
        open: async (p, fresh) => {
          if (fresh) await p.goto(`/?brand=${brand}`); // a new page is still blank: its storage is the site's only once it is there
          await p.evaluate(() => localStorage.clear());
          await p.route(`**/brand-config/${brand}.json`, (route) =>
            route.fulfill({ contentType: 'application/json', body: JSON.stringify({ brand: { id: brand } }) }),
          );
          await p.goto(`/?brand=${brand}`);
          await expect(p.getByTestId('config-error')).toBeVisible();
        },
      },
    ];
    for (const s of steps) await step(s);

    await context.close();
    console.log(`[a11y] ${brand} ${vpName} ${theme}: ${JSON.stringify(counts)}`);
    expect(found, JSON.stringify(found, null, 1)).toEqual([]);
  });
}
