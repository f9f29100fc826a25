import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { cspDirectives } from '../../src/config/csp';
import type { BrandConfig } from '../../src/config/types';
import { brandConfig, expect, openBrand, pageMessagesFor, playTile, signIn, test, tiles } from './fixtures';

/**
 * A provider outside the operator platform, added to a brand by config alone (plugins/generic/README.md,
 * "direct" example): its own loopback API with its own envelope `{ok, result}`, a paged list,
 * `Access-Control-Allow-Origin: *` (so the browser refuses it any call made with cookies) and a browser
 * API key header. Nothing here is a sandbox route or engine code: the brand entry does all the wiring.
 */

const BRAND = 'pampa';
const ENTRY = 'koifish';
// One provider server on a fixed port: this file's tests run in order in one worker (fullyParallel is on elsewhere).
test.describe.configure({ mode: 'default' });
const PROVIDER_PORT = Number(process.env.E2E_DIRECT_PROVIDER_PORT ?? 4357);
const ORIGIN = `http://127.0.0.1:${PROVIDER_PORT}`;
const API_KEY = 'koi-public-key';
const GAMES = Array.from({ length: 5 }, (_, i) => ({ ref: `koi-${i + 1}`, label: `Koi Pond ${i + 1}` }));
const PAGE_SIZE = 3;

interface Seen {
  method: string;
  path: string;
  cookie?: string;
  partner?: string;
  key?: string;
}

// The page document is fulfilled by the test (its policy widened, see serveBrandWithEntry), so Chromium
// sees no server address for it and treats it as a public page calling a loopback address (Local Network
// Access). A deployed site and a provider on public hosts never meet that prompt; the test grants it.
test.use({ permissions: ['local-network-access'] });

let server: Server;
const seen: Seen[] = [];
/** What the launch answers: a URL on this server (the entry's baseUrl, so an allowed frame host) unless a test says otherwise. */
let launchUrl = (game: string) => `${ORIGIN}/play/${encodeURIComponent(game)}`;

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, {
    'content-type': type,
    'access-control-allow-origin': '*',
    // Only the API key: a call carrying the platform's partner headers fails its preflight, as a real third party's would.
    'access-control-allow-headers': 'x-api-key',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', ORIGIN);
  if (req.method === 'OPTIONS') return send(res, 204, '');
  seen.push({
    method: req.method ?? '',
    path: url.pathname + url.search,
    cookie: req.headers.cookie,
    partner: req.headers['partner-authorization'] as string | undefined,
    key: req.headers['x-api-key'] as string | undefined,
  });
  if (url.pathname.startsWith('/play/')) {
    const game = decodeURIComponent(url.pathname.slice('/play/'.length));
    return send(res, 200, `<!doctype html><title>${game}</title><h1 data-testid="koi-game">${game}</h1>`, 'text/html');
  }
  if (req.headers['x-api-key'] !== API_KEY) return send(res, 200, { ok: false, error: 'missing API key' });
  if (url.pathname === '/v2/games') {
    const page = Number(url.searchParams.get('page') ?? '1');
    const size = Number(url.searchParams.get('per_page') ?? '10');
    const items = GAMES.slice((page - 1) * size, page * size).map((g) => ({ ...g, art: { tile: `${ORIGIN}/art/${g.ref}.svg` } }));
    return send(res, 200, { ok: true, result: { pages: Math.ceil(GAMES.length / size), games: items } });
  }
  if (url.pathname === '/v2/launch') {
    return send(res, 200, { ok: true, result: { launch: { url: launchUrl(url.searchParams.get('game') ?? '') } } });
  }
  if (url.pathname.startsWith('/art/'))
    return send(res, 200, '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="teal"/></svg>', 'image/svg+xml');
  return send(res, 404, { ok: false, error: 'no such path' });
}

test.beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PROVIDER_PORT, '127.0.0.1', resolve);
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
test.beforeEach(() => {
  seen.length = 0;
  launchUrl = (game) => `${ORIGIN}/play/${encodeURIComponent(game)}`;
});

/** The entry a partner adds to providers.json: nothing but the generic plugin and its params. */
function entry(base: BrandConfig): BrandConfig['providers']['providers'][number] {
  const logos = base.providers.providers[0].logo;
  return {
    id: ENTRY,
    plugin: 'generic',
    name: 'Koi Fish Games',
    casinoType: 'slots',
    enabled: true,
    baseUrl: `${ORIGIN}/`,
    logo: logos,
    params: {
      answer: { envelope: 'path', dataPath: 'result', successPath: 'ok', messagePath: 'error' },
      credentials: 'omit',
      headers: { 'x-api-key': API_KEY },
      list: { path: 'v2/games', itemsPath: 'games', pagination: { type: 'page', param: 'page', sizeParam: 'per_page', size: PAGE_SIZE, pagesPath: 'pages' } },
      fields: { id: 'ref', name: 'label', image: 'art.tile' },
      alwaysTabs: ['slotmachines'],
      launch: { path: 'v2/launch', query: { game: '{gameId}', lang: '{lang}' }, urlPath: 'launch.url' },
    },
  } as BrandConfig['providers']['providers'][number];
}

/**
 * Serves the brand bundle with the entry added. The Content-Security-Policy is built from the brand
 * folders when the site is built or served (scripts/vite/cspPlugin.ts), so a config changed remotely
 * cannot widen it: the test first shows that the served policy does not allow the provider, then serves
 * the policy src/config/csp.ts computes for the changed config — what the server sends once the entry
 * is in brands/<id>/providers.json.
 */
async function serveBrandWithEntry(page: Page, base: BrandConfig): Promise<void> {
  const bundle: BrandConfig = { ...base, providers: { ...base.providers, providers: [...base.providers.providers, entry(base)] } };
  const wanted = cspDirectives([bundle]);
  expect(wanted['connect-src']).toContain(ORIGIN);
  expect(wanted['img-src']).toContain(ORIGIN);
  await page.route(`**/brand-config/${BRAND}.json`, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(bundle) }));
  await page.route(
    (url) => url.pathname === '/' || url.pathname.startsWith('/casino'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      const served = headers['content-security-policy'] ?? '';
      expect(served, 'the on-disk policy does not know a remotely added provider').not.toContain(ORIGIN);
      headers['content-security-policy'] = served
        .split(';')
        .map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          const add = ['connect-src', 'img-src', 'frame-src'].includes(name) ? wanted[name].filter((v) => !values.includes(v) && v !== "'none'") : [];
          return [name, ...values.filter((v) => !(add.length && v === "'none'")), ...add].join(' ');
        })
        .join('; ');
      await route.fulfill({ response, headers });
    },
  );
}

test('a provider with its own envelope and * CORS, wired by the generic plugin alone, lists and launches its games', async ({ page, request }) => {
  const base = await brandConfig(request, BRAND);
  await serveBrandWithEntry(page, base);
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));

  await openBrand(page, BRAND, `/casino/provider/${ENTRY}`);
  await signIn(page);
  // every page of the list, in order (3 + 2 games)
  await expect(tiles(page, ENTRY)).toHaveCount(GAMES.length);
  const names = await tiles(page, ENTRY).getByTestId('game-tile-name').allTextContents();
  expect(names.sort()).toEqual(GAMES.map((g) => g.label).sort());
  const listCalls = seen.filter((s) => s.path.startsWith('/v2/games'));
  expect(listCalls.map((s) => new URL(s.path, ORIGIN).searchParams.get('page'))).toEqual(expect.arrayContaining(['1', '2']));
  // the browser sent neither cookies nor the platform's session token, and the provider's own key
  expect(seen.every((s) => s.cookie === undefined && s.partner === undefined)).toBe(true);
  expect(listCalls.every((s) => s.key === API_KEY)).toBe(true);

  await playTile(tiles(page, ENTRY).filter({ hasText: GAMES[3].label }));
  await expect(page).toHaveURL(new RegExp(`/casino/game/${ENTRY}/${GAMES[3].ref}`));
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('koi-game')).toHaveText(GAMES[3].ref);
  expect(seen.some((s) => s.path.startsWith(`/v2/launch?game=${GAMES[3].ref}`))).toBe(true);
  expect(
    logs.filter((l) => l.includes(`${ENTRY}:`)),
    'nothing of this provider was discarded',
  ).toEqual([]);
});

test('a launch URL on a host the brand does not allow: the player reads the brand text, the console names the host and the field', async ({
  page,
  request,
}) => {
  const base = await brandConfig(request, BRAND);
  await serveBrandWithEntry(page, base);
  launchUrl = (game) => `http://games.koi.example/play/${game}`;
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));

  await openBrand(page, BRAND, `/casino/provider/${ENTRY}`);
  await signIn(page);
  await playTile(tiles(page, ENTRY).first());
  const text = pageMessagesFor(base, base.brand.defaultLanguage)['casino.game.blockedHost'];
  await expect(page.getByTestId('game-error')).toContainText(text);
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect
    .poll(() => logs.find((l) => l.includes(`${ENTRY}: game frame refused`)))
    .toContain('its host http://games.koi.example is not allowed — add it to brand.json gameFrameHosts (e.g. "games.koi.example")');
});

test('an answer the success test refuses is logged on one line naming the entry and the reason', async ({ page, request }) => {
  const base = await brandConfig(request, BRAND);
  await serveBrandWithEntry(page, base);
  // The same entry without its API key (this later route wins): the provider answers {ok: false, error: "missing API key"}.
  await page.route(`**/brand-config/${BRAND}.json`, async (route) => {
    const bundle = { ...base, providers: { ...base.providers, providers: [...base.providers.providers, entry(base)] } };
    const koi = bundle.providers.providers.at(-1)!;
    koi.params = { ...(koi.params as Record<string, unknown>), headers: {} };
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(bundle) });
  });
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await openBrand(page, BRAND, `/casino/provider/${ENTRY}`);
  await expect
    .poll(() => logs.find((l) => l.includes(`${ENTRY}: list answer discarded`)))
    .toContain('the list answer is not a success: "ok" is a boolean, expected true, message: "missing API key"');
  await expect(tiles(page, ENTRY)).toHaveCount(0);
});
