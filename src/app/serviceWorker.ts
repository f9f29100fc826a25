import { CONFIG_CACHE } from '../ports/offlineCaches';

/**
 * Registers the brand's worker (brand.serviceWorker, default /service-worker.js) in production
 * builds, when the deployment serves it; workers at other paths (an older setting) are removed.
 * The browser itself updates the worker when a deploy changes the file.
 */
export async function refreshServiceWorker(path: string): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // The worker's install downloads the whole shell: not while the first page is still loading.
  await pageSettled();
  try {
    const wanted = new URL(path, window.location.origin).href;
    const regs = await navigator.serviceWorker.getRegistrations();
    await Promise.all(regs.filter((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL !== wanted).map((r) => r.unregister()));
    const head = await fetch(path, { method: 'HEAD', cache: 'no-store' });
    const type = head.headers.get('content-type') ?? '';
    if (head.ok && type.includes('javascript')) await navigator.serviceWorker.register(path);
  } catch (err) {
    console.warn('[croupier] service worker not registered', err);
  }
}

/** Resolves after the page's load event and the next idle moment (at most 3 s later). */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 1000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Keeps the brand config this visit validated and ran on, for the worker to answer with when the
 * next load has no network (online, the page always asks the network first).
 */
export async function rememberConfig(url: string, config: unknown): Promise<void> {
  if (typeof caches === 'undefined' || import.meta.env.DEV) return;
  // Serialising the whole config is tens of milliseconds on a phone: not while the first page is built.
  await pageSettled();
  try {
    const cache = await caches.open(CONFIG_CACHE);
    const key = new URL(url, window.location.origin);
    key.search = '';
    await cache.put(key.href, new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }));
  } catch (err) {
    console.warn('[croupier] brand config not kept for offline use', err);
  }
}
