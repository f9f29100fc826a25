import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/types';
import { listBrandIds } from '../../scripts/lib/brands';

export { expect };

/** Seeded sandbox players (scripts/sandbox/README.md). */
export const PLAYER = { username: 'player@croupier.test', password: 'Player123!' };

const root = join(import.meta.dirname, '..', '..');

export interface SandboxControl {
  blocklist?: { providers?: string[]; casinoTypes?: string[] };
  settings?: Record<string, unknown>;
  faults?: Record<string, 'fail' | 'hang' | 'malformed' | 'error' | 'invalid-json' | null>;
  /** Per payment path: what replaces the answer once the payment has booked (scripts/sandbox/README.md); null clears it. */
  afterBooking?: Record<string, 'gateway-timeout' | 'hang' | 'invalid-json' | null>;
  /** Per path prefix: the exact JSON answer (body not wrapped in the envelope), HTTP 200 unless `http`; null clears it. */
  respond?: Record<string, { http?: number; body: unknown } | null>;
  /** Per seeded player's e-mail: fields to change (scripts/sandbox/control.ts, e.g. is_banned, password_changed). */
  players?: Record<string, Record<string, unknown>>;
  /** Maintenance the platform announces (scripts/sandbox/maintenance.ts); null ends it. */
  maintenance?: {
    items: Array<{ area: string; provider?: string; message?: Record<string, string>; ends_at?: string }>;
    allow?: { players?: number[]; ips?: string[] };
  } | null;
  /** New raw items at the end of a provider's list, in that provider's own shape. */
  addGames?: Record<string, Array<Record<string, unknown>>>;
  /** Moves the sandbox's platform clock (limits' windows, cooling, session time, code expiry) by hours. */
  rgClockOffsetHours?: number;
  /** How long a sent code lives and how many wrong tries void it (scripts/sandbox/codes.ts). */
  codes?: { ttlMinutes?: number; maxTries?: number };
  /** Per seeded player's e-mail: bets recorded now on that clock (loss limits; the seeded bets are old). */
  recordBets?: Record<string, Array<{ amount: number; win_amount?: number }>>;
}

/** One Content-Security-Policy violation the page reported (securitypolicyviolation event). */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  page: string;
}

/**
 * Each test starts from a freshly seeded sandbox of its worker's own server (playwright.config.ts).
 * Every test fails when a page of its context reported a Content-Security-Policy violation.
 */
export const test = base.extend<{ sandbox: { control(body: SandboxControl): Promise<void> }; cspViolations: CspViolation[] }>({
  // Worker N talks to its own preview server and sandbox on E2E_PORT + N (scripts/e2e-servers.ts).
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1:4179');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  // A prerendered page shows before its handlers are attached: every navigation of a test waits until the page
  // answers input (src/app/boot.ts sets data-croupier-ready), as a player's tap would wait for the page to hydrate.
  page: async ({ page }, use) => {
    const ready = () =>
      page
        .waitForFunction(() => !document.querySelector('#root[data-prerendered]') || document.documentElement.hasAttribute('data-croupier-ready'), undefined, {
          timeout: 20_000,
        })
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<typeof page.goto>) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args: Parameters<typeof page.reload>) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const seen: CspViolation[] = [];
      await context.exposeBinding('__croupierCspViolation', (_source, v: CspViolation) => {
        seen.push(v);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __croupierCspViolation?: (v: unknown) => void }).__croupierCspViolation;
          report?.({
            directive: e.effectiveDirective || e.violatedDirective,
            blocked: e.blockedURI,
            source: e.sourceFile,
            line: e.lineNumber,
            sample: e.sample,
            page: location.href,
          });
        });
      });
      await use(seen);
      // Reports travel as tasks and binding calls: one round trip per open page lets late ones arrive.
      for (const p of context.pages()) await p.evaluate(() => new Promise((r) => setTimeout(r, 50))).catch(() => undefined);
      expect(seen, 'Content-Security-Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
  sandbox: [
    async ({ request }, use) => {
      await resetSandbox(request);
      await use({
        async control(body) {
          const res = await request.post('/__sandbox/control', { data: body });
          expect(res.ok(), await res.text()).toBe(true);
        },
      });
      await resetSandbox(request); // releases hung requests before the next test
    },
    { auto: true },
  ],
});

async function resetSandbox(request: APIRequestContext): Promise<void> {
  // One retry for a reused socket the server closed as the request left (ECONNRESET): the reset is idempotent.
  const res = await request.post('/__sandbox/reset').catch(() => request.post('/__sandbox/reset'));
  expect(res.ok()).toBe(true);
}

export async function brandIds(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/brand-config/index.json');
  return ((await res.json()) as { brands: string[] }).brands;
}

/** The brand bundle exactly as the browser receives it. */
export async function brandConfig(request: APIRequestContext, id: string): Promise<BrandConfig> {
  const res = await request.get(`/brand-config/${id}.json`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as BrandConfig;
}

/** The texts a brand shows in a language: engine defaults under the brand's own pack. */
export function messagesFor(config: BrandConfig, lang: string): Record<string, string> {
  const enginePack = join(root, 'src', 'i18n', 'locales', `${lang}.json`);
  const engine = existsSync(enginePack) ? (JSON.parse(readFileSync(enginePack, 'utf8')) as Record<string, string>) : {};
  const brandPack = (config.locales as Record<string, Record<string, string> | { messages: Record<string, string> }>)[lang] ?? {};
  const brandMessages = 'messages' in brandPack && typeof brandPack.messages === 'object' ? brandPack.messages : brandPack;
  return { ...engine, ...(brandMessages as Record<string, string>) };
}

/** Opens a brand's site and waits until the shell shows: its side menu, or on a phone its bottom bar. */
export async function openBrand(page: Page, brand: string, path = '/'): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}brand=${brand}`);
  await expect(page.locator('[data-testid="side-menu"]:visible, [data-testid="down-menu"]:visible').first()).toBeVisible();
}

/**
 * Fills the open sign-in form and submits it. The form must hold what was typed when the button is pressed: a
 * form that lost its fields (remounted while the player typed) fails here, saying so, instead of waiting on a
 * button that stays disabled.
 */
async function fillSignIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByTestId('sign-in-username').fill(user.username);
  await page.getByTestId('sign-in-password').fill(user.password);
  await expect(page.getByTestId('sign-in-username'), 'the sign-in form kept the username typed').toHaveValue(user.username);
  await expect(page.getByTestId('sign-in-password'), 'the sign-in form kept the password typed').toHaveValue(user.password);
  await expect(page.getByTestId('sign-in-submit')).toBeEnabled();
  await page.getByTestId('sign-in-submit').click();
}

/** Signs in through the sign-in modal as a seeded player and waits for the balance in the header. */
export async function signIn(page: Page, user = PLAYER): Promise<void> {
  await page.getByTestId('login-button').click();
  await fillSignIn(page, user);
  try {
    await expect(page.getByTestId('header-balance')).toBeVisible();
  } catch (err) {
    // What the player saw instead (a toast, the form's own text, an error page) goes into the report.
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    throw new Error(`signed-in header not shown; the page says:\n${shown.slice(0, 1500)}\n${(err as Error).message}`);
  }
}

/** CSS rgb() of a #rrggbb colour, as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

// ---------------------------------------------------------------------------------------------
// Casino helpers (tests/e2e/casino-*.spec.ts)

/**
 * Brand ids for parametrised test titles. Test files are listed before the web server starts,
 * so the titles come from the brand folders; each test then checks that the built site
 * publishes the brand (/brand-config/index.json) and reads everything else from its bundle.
 */
export function brandFolders(): string[] {
  return listBrandIds();
}

/**
 * A brand × size matrix run pairwise: each brand at one size, the sizes taking turns over the brands, so every
 * brand and every size is run (with more sizes than brands, brands repeat). What a test checks of a brand (its
 * rules, texts, fields) does not depend on the width, and the layouts a width selects are the engine's, the same
 * for every brand: all four pairs cost twice the time to show what two of them show.
 */
export function pairwise<S>(sizes: readonly S[]): Array<{ brand: string; size: S }> {
  const brands = brandFolders();
  return Array.from({ length: Math.max(brands.length, sizes.length) }, (_, i) => ({ brand: brands[i % brands.length], size: sizes[i % sizes.length] }));
}

/** Skips the test when the built site does not publish the brand; returns the brand bundle. */
export async function publishedBrand(request: APIRequestContext, id: string): Promise<BrandConfig> {
  const published = await brandIds(request);
  base.skip(!published.includes(id), `brand ${id} is not published by this build`);
  return brandConfig(request, id);
}

/** All texts the page shows in a language: engine pack, area packs (src/pages/<area>/messages.<lang>.json), brand pack. */
export function pageMessagesFor(config: BrandConfig, lang: string): Record<string, string> {
  const pagesDir = join(root, 'src', 'pages');
  const area: Record<string, string> = {};
  for (const dir of readdirSync(pagesDir)) {
    const file = join(pagesDir, dir, `messages.${lang}.json`);
    if (existsSync(file)) Object.assign(area, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  const engineAndBrand = messagesFor(config, lang);
  const brandPack = (config.locales as Record<string, Record<string, string> | { messages: Record<string, string> }>)[lang] ?? {};
  const brandMessages = 'messages' in brandPack && typeof brandPack.messages === 'object' ? brandPack.messages : brandPack;
  return { ...engineAndBrand, ...area, ...(brandMessages as Record<string, string>) };
}

/** A text of the brand's default language by id (pageMessagesFor); a missing text fails the test, naming it. */
export function textsOf(config: BrandConfig): (id: string) => string {
  const m = pageMessagesFor(config, config.brand.defaultLanguage);
  return (id: string) => {
    expect(m[id], `text ${id}`).toBeTruthy();
    return m[id];
  };
}

type CasinoType = BrandConfig['catalogue']['casinoTypes'][number];

/**
 * The casino types that group providers' games (slots, live, crash, virtual…): on a /casino/ page,
 * not "every game" (value 0) and not the player's own lists (favourites, recently played).
 */
export function gameCasinoTypes(config: BrandConfig): CasinoType[] {
  const pseudo = Object.values((config.catalogue as { pseudoProviders?: Record<string, string> }).pseudoProviders ?? {});
  const own = ['/casino/favorites', '/casino/fav', '/casino/recently-played'];
  return config.catalogue.casinoTypes.filter((t) => {
    const path = t.path.replace(/\/+$/, '');
    return t.value !== 0 && path.startsWith('/casino/') && !own.includes(path) && !pseudo.includes(t.id);
  });
}

/** The site language's code for launch calls (brand.languages[].apiCode of the default language). */
export function launchLanguage(config: BrandConfig): string {
  const lang = config.brand.languages.find((l) => l.code === config.brand.defaultLanguage);
  expect(lang, `default language ${config.brand.defaultLanguage} is listed`).toBeDefined();
  return (lang as { apiCode: string }).apiCode;
}

export const tiles = (page: Page, provider?: string) =>
  page.locator(provider ? `[data-testid="game-tile"][data-provider="${provider}"]` : '[data-testid="game-tile"]');

/** Waits until a game grid has settled on something: tiles or an empty state. */
export async function gridShown(page: Page): Promise<boolean> {
  await expect(tiles(page).or(page.getByTestId('empty-state')).first()).toBeVisible();
  await expect(page.getByTestId('game-tile-skeleton')).toHaveCount(0);
  // a grid renders its first screen first and the rest right after (data-partial until then)
  await expect(page.locator('[data-testid="game-grid"][data-partial]')).toHaveCount(0);
  return (await tiles(page).count()) > 0;
}

/** The composite game ids of the tiles shown (in order). */
export async function shownGameIds(page: Page, provider?: string): Promise<string[]> {
  return tiles(page, provider).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.gameId ?? ''));
}

/** The route providers of the tiles shown, distinct, in order of first appearance. */
export async function shownProviders(page: Page): Promise<string[]> {
  const all = await tiles(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.provider ?? ''));
  return [...new Set(all)];
}

/** "Play now!" on a tile (the button shows on hover, as for a user). */
export async function playTile(tile: ReturnType<typeof tiles>): Promise<void> {
  await tile.hover();
  await tile.getByTestId('play-now').click();
}

/** Fills and submits the sign-in form that is already open. */
export async function submitSignIn(page: Page, user = PLAYER): Promise<void> {
  await fillSignIn(page, user);
  try {
    await expect(page.getByTestId('header-balance')).toBeVisible();
  } catch (err) {
    // What the player saw instead (a toast, the form's own text, an error page) goes into the report.
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    throw new Error(`signed-in header not shown; the page says:\n${shown.slice(0, 1500)}\n${(err as Error).message}`);
  }
}

/** Serves the brand bundle with some fields changed (e.g. a short API timeout); call before opening the brand. */
export async function patchBrandBundle(page: Page, request: APIRequestContext, id: string, patch: (config: BrandConfig) => void): Promise<void> {
  const config = await brandConfig(request, id);
  patch(config);
  await page.route(`**/brand-config/${id}.json`, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }));
}

/**
 * The last code the sandbox "sent" to an address (GET /__sandbox/state → outbox). The page's request may
 * still be on its way when the test asks, so it asks again until a mail is there.
 */
export async function sentCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const state = (await (await request.get('/__sandbox/state')).json()) as { data: { outbox: Array<{ to: string; code: string }> } };
        code = state.data.outbox.filter((m) => m.to === to).at(-1)?.code;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toBeTruthy();
  return code!;
}
