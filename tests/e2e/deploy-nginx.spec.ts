import type { ConsoleMessage, Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { nginxPort, testHost } from '../../scripts/lib/e2e-nginx';
import { brandFolders, expect, playTile, publishedBrand, signIn, test, tiles } from './fixtures';

// The real deployment: Debian's nginx with the configs `npm run build` generated (dist/deploy/<brand>/nginx.conf),
// each brand reached by its own host name (scripts/lib/e2e-nginx.ts; Chromium maps the names to 127.0.0.1).

const dist = join(import.meta.dirname, '..', '..', 'dist');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as curl sends it: to nginx on 127.0.0.1 with the brand's Host header, the body as it came (not decompressed). */
function curl(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The nonce of a policy header's script-src. */
function policyNonce(policy: string | undefined): string {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(nonce, `a script nonce in the policy: ${policy}`).toBeTruthy();
  return nonce!;
}

/** The largest built script that has a precompressed copy. */
function precompressedScript(): string {
  const names = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && existsSync(join(dist, 'assets', `${f}.gz`)));
  expect(names.length, 'built scripts with a .gz beside them').toBeGreaterThan(0);
  return names.sort((a, b) => statSync(join(dist, 'assets', b)).size - statSync(join(dist, 'assets', a)).size)[0];
}

/** Console errors and uncaught errors (the guest's 401 session check is an answer Chromium logs as it logs every 4xx). */
function consoleWatch(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (/status of 401/.test(m.text()) && m.location().url.endsWith('/api/user/check')) return;
    if (m.type() === 'error') seen.push(`${m.type()}: ${m.text().slice(0, 300)} (${m.location().url})`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

for (const brand of brandFolders()) {
  const host = testHost(brand);

  test.describe(`nginx deployment — ${brand}`, () => {
    test.skip(!host, `brand.json of ${brand} lists no hosts`);

    test("by its host: / and /casino load with no console error, the policy nonce is the page's; sign-in and a game launch work", async ({ page, request }) => {
      const config = await publishedBrand(request, brand);
      const origin = `http://${host}:${nginxPort(test.info().parallelIndex)}`;
      const errors = consoleWatch(page);

      for (const path of ['/', '/casino']) {
        await test.step(path, async () => {
          const response = await page.goto(`${origin}${path}`);
          expect(response?.status()).toBe(200);
          const nonce = policyNonce(response?.headers()['content-security-policy']);
          // the host chose the brand (no ?brand=): its name is the home link
          await expect(page.getByRole('link', { name: config.brand.name }).first()).toBeVisible();
          await expect(tiles(page).first()).toBeVisible();
          const nonces = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('script[nonce], style[nonce], link[nonce], meta[property="csp-nonce"]')].map((e) => e.nonce),
          );
          expect(nonces.length).toBeGreaterThan(0);
          expect(new Set(nonces)).toEqual(new Set([nonce]));
        });
      }

      await test.step('sign in and launch a game', async () => {
        await signIn(page);
        await playTile(tiles(page).first());
        await expect(page).toHaveURL(/\/casino\/game\//);
        const gameId = await page.getByTestId('game-page').getAttribute('data-game');
        await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('demo-game')).toHaveText(gameId ?? '');
      });
      expect(errors, 'console errors').toEqual([]);
    });

    test('curl: pages gzip-compressed on the fly with a fresh nonce in header and body; assets from their .gz, immutable', async () => {
      const port = nginxPort(test.info().parallelIndex);
      const nonces = new Set<string>();
      for (const path of ['/', '/casino', '/casino?lang=x/../..']) {
        const page = await curl(port, host!, path, { 'accept-encoding': 'gzip' });
        expect(page.status, path).toBe(200);
        expect(page.headers['content-type'], path).toMatch(/^text\/html/);
        expect(page.headers['content-encoding'], path).toBe('gzip');
        expect(page.headers['cache-control'], path).toBe('no-store');
        const html = gunzipSync(page.body).toString();
        const nonce = policyNonce(page.headers['content-security-policy'] as string);
        // every nonce in the page is the header's (the build's placeholder is filled in everywhere)
        const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
        expect(inPage.length, path).toBeGreaterThan(0);
        expect(new Set(inPage), path).toEqual(new Set([nonce]));
        nonces.add(nonce);
      }
      expect(nonces.size, 'a fresh nonce per response').toBe(3);
      // a client that does not take gzip gets the page as it is
      const plain = await curl(port, host!, '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain(`nonce="${policyNonce(plain.headers['content-security-policy'] as string)}"`);

      const script = precompressedScript();
      const asset = await curl(port, host!, `/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body.equals(readFileSync(join(dist, 'assets', `${script}.gz`))), 'the bytes of the .gz file').toBe(true);
      const missing = await curl(port, host!, '/assets/no-such-chunk.js');
      expect(missing.status, 'a missing asset is a 404, not the app page').toBe(404);
      expect(missing.headers['cache-control']).toBeUndefined();
    });

    test("curl: robots.txt and sitemap.xml are the brand's own files or 404, never the app page", async () => {
      const port = nginxPort(test.info().parallelIndex);
      for (const [file, type] of [
        ['robots.txt', /^text\/plain/],
        ['sitemap.xml', /^application\/xml/],
      ] as const) {
        const answer = await curl(port, host!, `/${file}`);
        const built = join(dist, 'site', brand, file);
        expect(answer.body.toString(), file).not.toContain('id="root"');
        if (existsSync(built)) {
          expect(answer.status, file).toBe(200);
          expect(answer.headers['content-type'], file).toMatch(type);
          expect(answer.body.toString(), file).toBe(readFileSync(built, 'utf8'));
        } else {
          expect(answer.status, `${file}: dist/site/${brand}/${file} is not built`).toBe(404);
        }
      }
      // the build's own folders are not served
      for (const path of [`/site/${brand}/index.html`, `/deploy/${brand}/nginx.conf`]) expect((await curl(port, host!, path)).status, path).toBe(404);
    });

    test("curl: / is the brand's prerendered page, with its title and the policy header", async () => {
      const prerendered = join(dist, 'site', brand, 'index.html');
      test.skip(!existsSync(prerendered), `dist/site/${brand}/index.html is not built (no prerender step yet)`);
      const title = /<title>[^<]*<\/title>/.exec(readFileSync(prerendered, 'utf8'))?.[0];
      expect(title, 'the prerendered page has a title').toBeTruthy();
      expect(title, "not the app shell's title").not.toBe(/<title>[^<]*<\/title>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[0]);
      const port = nginxPort(test.info().parallelIndex);
      const answer = await curl(port, host!, '/');
      expect(answer.status).toBe(200);
      policyNonce(answer.headers['content-security-policy'] as string);
      expect(answer.body.toString()).toContain(title!);
      // another language of the brand: ?lang=<code> is its own prerendered page, where the build wrote one
      const langDir = join(dist, 'site', brand, '_lang');
      for (const code of existsSync(langDir) ? readdirSync(langDir) : []) {
        const file = join(langDir, code, 'index.html');
        if (!existsSync(file)) continue;
        const own = /<title>[^<]*<\/title>/.exec(readFileSync(file, 'utf8'))?.[0];
        // in any case, as the app reads ?lang=
        for (const lang of [code, code.toUpperCase()]) expect((await curl(port, host!, `/?lang=${lang}`)).body.toString(), `/?lang=${lang}`).toContain(own!);
      }
    });
  });
}
