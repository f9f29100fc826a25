// Croupier service worker: the offline shell (README "Offline shell").
// `npm run build` rewrites the two constants below in dist/service-worker.js; this source copy
// precaches nothing and is never registered by the dev server.
const VERSION = 'dev';
const PRECACHE = [];

const SHELL_CACHE = `croupier-shell-${VERSION}`;
/** Cache of the last visit's brand config and index; the page writes its validated config here too (src/app/serviceWorker.ts). */
const CONFIG_CACHE = 'croupier-config';
const SHELL_KEY = '/__croupier-shell.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE);
      // The page as a navigation gets it: with its policy header and its nonce filled in.
      const shell = await fetch(new Request('/', { headers: { accept: 'text/html' }, cache: 'no-store' }));
      if (shell.ok) await cache.put(SHELL_KEY, shell);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('croupier-shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** Network first: a fresh answer is stored and returned; without network, the stored one. */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key ?? request, response.clone());
    return response;
  } catch (err) {
    // any of our caches: the precache holds the first copy, later answers the named cache
    const cached = await caches.match(key ?? request, { ignoreSearch: true, ignoreVary: true });
    if (cached) return cached;
    throw err;
  }
}

/** Hashed build files never change: the stored copy, else the network (then stored). */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The page's own config request goes straight out while online (never hidden by a cache); offline it is answered from the cache. */
async function configOffline(request) {
  const cache = await caches.open(CONFIG_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (cached) return cached;
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Only the app's own pages: frames (destination iframe) and the sandbox's pages are not the shell.
    if (request.destination === 'document' && !/^\/(sandbox|api|__)/.test(url.pathname)) event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_KEY));
    return;
  }
  if (url.pathname === '/brand-config/index.json') {
    event.respondWith(networkFirst(request, CONFIG_CACHE));
    return;
  }
  if (url.pathname.startsWith('/brand-config/')) {
    // A running page's re-check (If-None-Match) asks whether the server has a newer config: never the cache's answer.
    if (!self.navigator.onLine && !request.headers.has('if-none-match')) event.respondWith(configOffline(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname.startsWith('/brand-assets/')) event.respondWith(networkFirst(request, CONFIG_CACHE));
  // Everything else (API, sandbox, provider calls) is the network's: never cached.
});
