/**
 * Croupier's service worker: the offline shell (README "Offline shell"). Bundled by `npm run build`
 * into dist/service-worker.js (scripts/vite/serviceWorker.ts), which fills in __CROUPIER_SW__:
 * this build's version, its JS/CSS files to precache and the platform's API path prefixes.
 * Never registered by the dev server. The decisions are pure, in ./routing.ts.
 *
 * What it keeps: the page shell it fetched itself (navigations never overwrite it), the build's
 * hashed files, the brand index and brand art. Never an API answer, never a page it was not the
 * one to ask for. Brand configs are written by the page (src/app/serviceWorker.ts rememberConfig).
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CONFIG_CACHE, RUNTIME_CACHE_PREFIX, SHELL_CACHE_PREFIX } from '../../ports/offlineCaches';
import { isShellResponse, renonce, routeOf, SHELL_URL, type SwRoute } from './routing';

declare const __CROUPIER_SW__: { version: string; precache: string[]; apiPrefixes: string[] };

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}

const sw = self as unknown as WorkerScope;
const { version, precache, apiPrefixes } = __CROUPIER_SW__;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${version}`;
const settings = { origin: sw.location.origin, apiPrefixes };

const routeFor = (request: Request): SwRoute =>
  routeOf(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      revalidating: request.headers.has('if-none-match'),
      online: (self as unknown as { navigator: Navigator }).navigator.onLine,
    },
    settings,
  );
const on =
  (kind: SwRoute) =>
  ({ request }: { request: Request }) =>
    routeFor(request) === kind;

/** Fetches the shell URL itself and stores the answer if it is the app's page (with its policy header). */
async function storeShell(): Promise<boolean> {
  const response = await fetch(new Request(SHELL_URL, { headers: { accept: 'text/html' }, cache: 'no-store', credentials: 'omit' }));
  const body = await response.clone().text();
  const facts = {
    ok: response.ok,
    status: response.status,
    redirected: response.redirected,
    url: response.url,
    contentType: response.headers.get('content-type'),
    body,
  };
  if (!isShellResponse(facts, settings.origin)) return false;
  await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
  return true;
}

/** The stored shell with a fresh nonce in its policy header and its page (routing.ts renonce). */
async function offlineShell(): Promise<Response | undefined> {
  const stored = await (await caches.open(SHELL_CACHE)).match(SHELL_URL);
  if (!stored) return undefined;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const fresh = btoa(String.fromCharCode(...bytes));
  const { html, policy } = renonce(await stored.text(), stored.headers.get('content-security-policy'), fresh);
  const headers = new Headers(stored.headers);
  if (policy) headers.set('content-security-policy', policy);
  headers.delete('content-length');
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

/** Only whole 200 answers go into a runtime cache. */
const okOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) };

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Best effort: a shell that could not be fetched now is fetched at the next page load.
      await storeShell().catch(() => false);
      await (await caches.open(CONFIG_CACHE)).add('/brand-config/index.json').catch(() => undefined);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Older shells, and the caches of the worker before this one (which stored any navigation).
      const stale = names.filter((n) => (n.startsWith(SHELL_CACHE_PREFIX) && n !== SHELL_CACHE) || n.startsWith('croupier-shell-'));
      await Promise.all(stale.map((n) => caches.delete(n)));
      await sw.clients.claim();
    })(),
  );
});

// This build's JS and CSS (hashed names: no revision needed); older builds' entries go at activation.
precacheAndRoute(precache.map((url) => ({ url, revision: null })));
cleanupOutdatedCaches();

// App pages: always the network's answer, never stored; without network, the stored shell.
registerRoute(
  on('shell'),
  new NetworkOnly({
    plugins: [
      { handlerDidError: async () => offlineShell() },
      {
        // The shell missing (its install-time fetch failed): fetched again now, by the worker itself.
        fetchDidSucceed: async ({ event, response }) => {
          const missing = !(await (await caches.open(SHELL_CACHE)).match(SHELL_URL));
          if (missing && response.ok) (event as unknown as ExtendableEventLike).waitUntil(storeShell().catch(() => false));
          return response;
        },
      },
    ],
  }),
);
registerRoute(on('brand-index'), new NetworkFirst({ cacheName: CONFIG_CACHE, plugins: [okOnly] }));
// Online the page's own config request is not the worker's (routing.ts); offline, the last config it validated, else the network's error.
registerRoute(
  on('brand-config'),
  async ({ request }) => (await (await caches.open(CONFIG_CACHE)).match(request, { ignoreSearch: true, ignoreVary: true })) ?? fetch(request),
);
registerRoute(
  on('asset'),
  new CacheFirst({ cacheName: `${RUNTIME_CACHE_PREFIX}assets`, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
registerRoute(
  on('brand-asset'),
  new NetworkFirst({ cacheName: `${RUNTIME_CACHE_PREFIX}brand-assets`, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100 })] }),
);
// Everything else (API, games API, provider and sandbox calls, frames) is the network's: no route.
