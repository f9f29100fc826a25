import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspOptions } from '../../src/config/csp.ts';
import type { BrandConfig } from '../../src/config/types.ts';
import { listBrandIds } from '../lib/brands.ts';
import { browserBundle } from './brandBundle.ts';
import { NONCE_PLACEHOLDER } from '../lib/nonce.ts';
import { prerenderedPage } from '../prerender/pages.ts';

/** Every brand's browser bundle, read fresh (dev edits show at once). */
export function brandBundles(): BrandConfig[] {
  return listBrandIds().map((id) => browserBundle(id) as BrandConfig);
}

/**
 * The brands a request's page may show: the one whose `hosts` name the host, else the one named
 * by ?brand=, else every brand (a shared dev/preview server, where ?brand= picks at run time).
 */
export function brandsForRequest(all: readonly BrandConfig[], host: string | undefined, search: URLSearchParams): BrandConfig[] {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const byHost = all.find((c) => (c.brand.hosts ?? []).some((h) => h.toLowerCase() === name));
  if (byHost) return [byHost];
  const byQuery = all.find((c) => c.brand.id === search.get('brand'));
  return byQuery ? [byQuery] : [...all];
}

/** Security headers of an HTML page besides the policy. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The page carries a per-response nonce: a cached copy would not match the next policy.
  'Cache-Control': 'no-store',
});

/** Page navigations (not modules, assets or API calls): GET/HEAD asking for HTML, on a path without a file extension or on .html. */
function isPageRequest(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!(req.headers.accept ?? '').includes('text/html')) return false;
  if (path.startsWith('/@') || path.startsWith('/__') || path.startsWith('/node_modules/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

function sendPage(req: IncomingMessage, res: ServerResponse, html: string, options: Omit<CspOptions, 'nonce'>): void {
  const url = new URL(req.url ?? '/', 'http://local');
  const nonce = randomBytes(18).toString('base64');
  const policy = contentSecurityPolicy(brandsForRequest(brandBundles(), req.headers.host, url.searchParams), { ...options, nonce });
  const body = html.split(NONCE_PLACEHOLDER).join(nonce);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', policy);
  for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the app's HTML with a Content-Security-Policy and a fresh nonce on every response, on the
 * dev server and on `vite preview`. Mounted after the sandbox (plugin order in vite.config.ts), so
 * sandbox pages keep their own answers.
 */
export function cspPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  const configUrl = process.env.VITE_CONFIG_URL;
  return {
    name: 'croupier-csp',
    config() {
      return { html: { cspNonce: NONCE_PLACEHOLDER } };
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        if (!isPageRequest(req, path)) return next();
        const file = join(root, 'index.html');
        server
          .transformIndexHtml(req.url ?? '/', readFileSync(file, 'utf8'), req.originalUrl)
          .then((html) => sendPage(req, res, html, { dev: true, configUrl }))
          .catch(next);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        const shell = join(outDir, 'index.html');
        if (!isPageRequest(req, path) || !existsSync(shell)) return next();
        // The brand's prerendered page for the path, as nginx serves it (by host; here also by ?brand=).
        const url = new URL(req.url ?? '/', 'http://local');
        const brands = brandsForRequest(brandBundles(), req.headers.host, url.searchParams);
        const file = (brands.length === 1 && prerenderedPage(outDir, brands[0], path, url.search)) || shell;
        sendPage(req, res, readFileSync(file, 'utf8'), { configUrl });
      });
    },
  };
}
