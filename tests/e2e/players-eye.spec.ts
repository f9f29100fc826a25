import type { ConsoleMessage, Page } from '@playwright/test';
import type { BrandConfig } from '../../src/config/types';
import { brandFolders, expect, gameCasinoTypes, openBrand, pageMessagesFor, patchBrandBundle, publishedBrand, signIn, test, tiles } from './fixtures';

// What a player sees (issue #9): each brand, phone and desktop, light and dark, every language, over
// every page family: games on the lobby's first screen, no raw placeholder, message id, route key or
// text of another language's pack on screen, no console error or warning, one screenshot per page family (test.info().outputPath).
// One page per brand × size × theme (every language in light, the default one in dark); languages and page visits run in sequence inside it, moving
// through the app's own router (no reload per page), which keeps the whole spec near two minutes.
test.describe.configure({ timeout: 150_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Family {
  name: string;
  path: string;
  /** What the page shows once it is there. */
  ready: string;
}

/** The page families a player meets, with paths from the brand bundle. */
function families(config: BrandConfig): Family[] {
  const type = gameCasinoTypes(config)[0];
  const provider = config.catalogue.providerOrder.find((id) => config.providers.providers.some((p) => p.id === id && p.enabled !== false));
  const list: Family[] = [
    { name: 'lobby', path: '/casino', ready: '[data-testid="game-tile"]' },
    { name: 'casino-type', path: type.path, ready: '[data-testid="game-tile"], [data-testid="empty-state"]' },
    { name: 'provider', path: `/casino/provider/${provider}`, ready: '[data-testid="game-tile"], [data-testid="empty-state"]' },
    { name: 'promotions', path: '/promotions', ready: '[data-testid="promotions-page"]' },
    // promotions are per language: the path is the first one the promotions page links to just before
    { name: 'promotion', path: '', ready: '[data-testid="promotion-page"]' },
    // flat pages come from the platform per language: one it lacks says so
    { name: 'flat-page', path: '/flat-pages/about-us', ready: '[data-testid="flat-page"], [data-testid="flat-page-missing"]' },
    // a brand without sport rules shows the page's "missing" text under its title
    { name: 'sport-rules', path: '/sport-rules', ready: config.content?.sportRules ? '[data-testid="sport-rules"]' : 'h1' },
    { name: 'contacts', path: '/contacts', ready: '[data-testid="contacts-page"]' },
    { name: 'profile', path: '/profile/dashboard', ready: '[data-testid="profile-dashboard"]' },
    { name: 'profile-casino-history', path: '/profile/casino-history', ready: '[data-testid="casino-history"]' },
    { name: 'profile-bonus', path: '/profile/bonus', ready: '[data-testid="profile-bonus"]' },
    { name: 'not-found', path: '/no-such-page-for-a-player', ready: '[data-testid="not-found"]' },
  ];
  return list;
}

/** Client-side navigation through the app's router: what a click on a link does, without a reload. */
async function visit(page: Page, family: Family): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, family.path);
  await expect(page.locator(family.ready).first(), `${family.name} (${family.path}) shows`).toBeVisible();
  await expect(page.getByTestId('game-tile-skeleton')).toHaveCount(0);
}

/** Where the engine names a provider: tiles, today's wins, the casino history, the lobby's status line, search. */
const PROVIDER_NAMED = ['game-tile', 'daily-winnings', 'casino-history', 'providers-status', 'search-result-provider']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

const squash = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The texts of the brand's other languages (brand, engine and page-area packs as the app merges them)
 * that a page in `lang` must not show, each with where it comes from. Only texts that say something
 * (12 characters or more, two words of letters, no placeholder or markup, which the screen would show
 * filled) and that are no text of the active language's pack, nor a name (brand, provider, game type,
 * language label). Compared lower-cased with squashed spaces: innerText applies text-transform.
 */
function foreignTexts(config: BrandConfig, lang: string): Map<string, string> {
  const own = pageMessagesFor(config, lang);
  const ownTexts = new Set(Object.values(own).map(squash));
  const names = new Set(
    [config.brand.name, ...config.providers.providers.map((p) => p.name), ...config.brand.languages.map((l) => l.label)].map((n) => squash(String(n ?? ''))),
  );
  const out = new Map<string, string>();
  for (const other of config.brand.languages.map((l) => l.code).filter((c) => c !== lang)) {
    for (const [id, raw] of Object.entries(pageMessagesFor(config, other))) {
      if (typeof raw !== 'string' || /[{<]/.test(raw)) continue;
      const text = squash(raw);
      if (text.length < 12 || !/\p{L}{2,}.*\s.*\p{L}{2,}/u.test(text)) continue;
      if (text === squash(own[id] ?? '') || ownTexts.has(text) || names.has(text)) continue;
      if (!out.has(text)) out.set(text, `${other} ${id}`);
    }
  }
  return out;
}

/**
 * What must never be on screen: an unfilled ICU placeholder, a raw message id, a provider's route key,
 * a text of another language's pack.
 */
async function screenDefects(page: Page, config: BrandConfig, namespaces: Set<string>, foreign: Map<string, string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  const screen = squash(text);
  for (const [t, from] of foreign) if (screen.includes(t)) found.push(`text of another language (${from}): "${t}"`);
  for (const m of text.matchAll(/\{\s*[A-Za-z_][\w.]*\s*(?:[,}])/g)) found.push(`placeholder ${m[0]}`);
  for (const word of text.split(/[\s()«»"“”,:;!?¡¿]+/)) {
    const id = word.replace(/[.…]+$/, '');
    if (/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(id) && namespaces.has(id.split('.')[0])) found.push(`message id ${id}`);
  }
  // route keys where the page names providers (a rules text may say "outcome" as a word)
  const named = (await page.locator(PROVIDER_NAMED).allInnerTexts()).join('\n');
  for (const p of config.providers.providers) {
    if (p.id === p.name) continue;
    if (new RegExp(`(^|[^\\w/.-])${p.id}([^\\w/.-]|$)`).test(named)) found.push(`route key ${p.id} (name: ${p.name})`);
  }
  return [...new Set(found)];
}

/** Switches the site language as a player does: the header's selector, or the phone menu's. */
async function chooseLanguage(page: Page, code: string, phone: boolean): Promise<void> {
  if (!phone) {
    await page.getByTestId('language-select').selectOption(code);
  } else {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-language-select').selectOption(code);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${code.split('-')[0]}`, 'i'));
}

async function chooseTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  const dark = await page.locator('html').evaluate((h) => h.classList.contains('dark'));
  if (dark !== (theme === 'dark')) await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

function consoleWatch(page: Page): { take(): string[] } {
  let seen: string[] = [];
  const on = (m: ConsoleMessage) => {
    // the platform answers a guest's session check with HTTP 401, which Chromium logs as it logs every 4xx
    if (/status of 401/.test(m.text()) && m.location().url.endsWith('/api/user/check')) return;
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text().slice(0, 300)} (${m.location().url})`);
  };
  page.on('console', on);
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return {
    take: () => {
      const out = seen;
      seen = [];
      return out;
    },
  };
}

// Every brand at every size, each pair in one theme, the themes taking turns: every brand and every size is seen
// in both themes (the theme's colours do not depend on the width; texts do not depend on the theme).
for (const [b, brand] of brandFolders().entries()) {
  for (const [z, size] of SIZES.entries()) {
    for (const theme of [THEMES[(b + z) % THEMES.length]]) {
      test(`${brand} ${size.name} ${theme}: every page family in every language`, async ({ page, request }) => {
        const config = await publishedBrand(request, brand);
        const phone = size.name === 'phone';
        const watch = consoleWatch(page);
        await page.setViewportSize(size.viewport);
        await page.goto(`/casino?brand=${brand}`);
        // a guest's first screen of the lobby has a game on it (the first visit loads every provider's list)
        // (the first tile is re-found on each try: lists arriving later may go first)
        await expect(tiles(page).first(), 'first game tile, guest').toBeInViewport({ timeout: 60_000 });
        await chooseTheme(page, theme);
        // signing in happens on the desktop shell (its sign-in button), then back to the test's size
        if (phone) await page.setViewportSize(SIZES[0].viewport);
        await expect(page.getByTestId('side-menu').first()).toBeVisible();
        await signIn(page);
        await page.setViewportSize(size.viewport);

        const pages = families(config);
        const languages = config.brand.languages.map((l) => l.code);
        // the default language first: its screenshots are the artefacts; texts do not change with the
        // theme, so the dark pass looks at the default language only (its screenshots are what differ)
        languages.sort((a, b) => Number(b === config.brand.defaultLanguage) - Number(a === config.brand.defaultLanguage));
        if (theme === 'dark') languages.splice(1);
        const problems: string[] = [];
        for (const [i, lang] of languages.entries()) {
          await chooseLanguage(page, lang, phone);
          const namespaces = new Set(Object.keys(pageMessagesFor(config, lang)).map((id) => id.split('.')[0]));
          const foreign = foreignTexts(config, lang);
          expect(foreign.size, `${lang}: texts of the other languages to look for`).toBeGreaterThan(100);
          let promotionPath: string | null = null;
          for (const family of pages) {
            if (family.name === 'promotion') {
              if (!promotionPath) continue; // no promotion in this language
              await visit(page, { ...family, path: promotionPath });
            } else {
              await visit(page, family);
            }
            if (family.name === 'promotions') {
              const cards = page.locator('[data-testid="promotion-card"] a[href^="/promotions/"]');
              promotionPath = (await cards.count()) > 0 ? await cards.first().getAttribute('href') : null;
            }
            if (family.name === 'lobby') await expect(tiles(page).first(), `${lang}: first game tile on the first screen`).toBeInViewport();
            for (const d of await screenDefects(page, config, namespaces, foreign)) problems.push(`${lang} ${family.name}: ${d}`);
            for (const c of watch.take()) problems.push(`${lang} ${family.name}: console ${c}`);
            if (i === 0) await page.screenshot({ path: test.info().outputPath(`${brand}-${size.name}-${theme}-${family.name}.png`) });
          }
        }
        expect(problems, 'what a player should not see').toEqual([]);
      });
    }
  }
}

// The single defects of issue #9, each on its own page.
test.describe('what a player sees: single defects', () => {
  const brand = brandFolders()[0];

  test('a 360 px phone: a guest switches language in the menu; a player reaches theme, language and both balances', async ({ page, request }) => {
    const config = await publishedBrand(request, brand);
    const other = config.brand.languages.find((l) => l.code !== config.brand.defaultLanguage)!.code;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/casino?brand=${brand}`);
    await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
    await chooseLanguage(page, other, true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByTestId('menu-balance-amount')).toBeVisible();
    await expect(menu.getByTestId('menu-bonus-balance-amount')).toBeVisible();
    await expect(menu.getByTestId('menu-language-select')).toHaveValue(other);
    const dark = await page.locator('html').evaluate((h) => h.classList.contains('dark'));
    await menu.getByTestId('menu-theme-toggle').click();
    await expect(menu).toBeVisible(); // a setting keeps the menu open
    expect(await page.locator('html').evaluate((h) => h.classList.contains('dark'))).toBe(!dark);
  });

  test('a game tile is a link to the game page, the favourite toggle beside it, the name once on hover', async ({ page }) => {
    await openBrand(page, brand, '/casino');
    const tile = tiles(page).first();
    await expect(tile).toBeVisible();
    const link = tile.getByTestId('game-tile-link');
    const provider = await tile.getAttribute('data-provider');
    await expect(link).toHaveAttribute('href', new RegExp(`^/casino/game/${provider}/[^/]+$`));
    expect(await link.evaluate((a) => a.tagName)).toBe('A');
    expect(await link.locator('button, a, input, select, [role="button"]').count()).toBe(0);
    await tile.hover();
    const name = (await tile.getByTestId('game-tile-name').innerText()).trim();
    const overlay = await tile.getByTestId('game-tile-overlay').innerText();
    expect(overlay.split(name).length - 1).toBe(1);
  });

  for (const id of brandFolders()) {
    test(`${id}: with sport switched off in brand.json, sport paths are not found and nothing links them`, async ({ page, request }) => {
      await publishedBrand(request, id);
      await patchBrandBundle(page, request, id, (c) => {
        c.brand.features.sport = false;
      });
      await openBrand(page, id, '/casino');
      await signIn(page);
      for (const path of ['/bc/live', '/digsport', '/digsport/football']) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, path);
        await expect(page.getByTestId('not-found'), path).toBeVisible();
        expect(new URL(page.url()).pathname, `${path} stays`).toBe(path);
        await expect(page.locator('a[href^="/bc"], a[href^="/digsport"]'), `links to sport on ${path}`).toHaveCount(0);
      }
    });

    test(`${id}: a text of another language's pack on the page is reported`, async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const lang = config.brand.defaultLanguage;
      const other = config.brand.languages.find((l) => l.code !== lang)!.code;
      const stray = pageMessagesFor(config, other)['notFound.text'];
      const foreign = foreignTexts(config, lang);
      expect(foreign.get(squash(stray)), "the other language's not-found text is looked for").toBe(`${other} notFound.text`);
      // the default language's pack carries the other language's text: what a forgotten translation shows
      await patchBrandBundle(page, request, id, (c) => {
        const pack = (c.locales as Record<string, Record<string, unknown>>)[lang];
        const messages = (typeof pack.messages === 'object' ? pack.messages : pack) as Record<string, string>;
        messages['notFound.text'] = stray;
      });
      await openBrand(page, id, '/no-such-page-for-a-player');
      await expect(page.getByTestId('not-found')).toContainText(stray);
      const namespaces = new Set(Object.keys(pageMessagesFor(config, lang)).map((m) => m.split('.')[0]));
      expect(await screenDefects(page, config, namespaces, foreign)).toContain(`text of another language (${other} notFound.text): "${squash(stray)}"`);
    });

    test(`${id}: a bet rules number the rules do not have is not found`, async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      const sections = config.content?.sportRules?.[config.brand.defaultLanguage]?.sections.length;
      test.skip(!sections, `${id} has no sport rules in its default language`);
      await openBrand(page, id, `/bet-rules/${sections! + 1}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await openBrand(page, id, `/bet-rules/${sections}`);
      await expect(page.getByTestId('bet-rules')).toBeVisible();
    });

    test(`${id}: the copyright line names a one-year range once`, async ({ page, request }) => {
      const config = await publishedBrand(request, id);
      await openBrand(page, id, '/contacts');
      const line = page.getByTestId('copyright');
      await expect(line).toBeVisible();
      const { from, to } = config.navigation.footer.copyright;
      await expect(line).toContainText(from === to ? `© ${from} ` : `© ${from}–${to} `);
      await expect(line).not.toContainText(/(\d{4})\s*[-–]\s*\1/);
    });
  }
});
