/**
 * The caches the service worker (src/app/sw/service-worker.ts) keeps, by name, and the sign-out's
 * clearing of them. Nothing player-specific is ever stored by design (the worker keeps the shell it
 * fetched itself, the build's hashed files, validated brand configs and brand art); sign-out still
 * drops every cache that is not one of those three kinds, so runtime caches and anything an older
 * worker stored (which could hold an API answer) do not outlive the session.
 */

/** Brand configs the page validated and ran on, and the brand index (per origin, so per brand host). */
export const CONFIG_CACHE = 'croupier-config';
/** The page shell the worker fetched itself, per build version. */
export const SHELL_CACHE_PREFIX = 'croupier-page-shell-';
/** Runtime caches (un-precached build files, brand art): cleared at sign-out. */
export const RUNTIME_CACHE_PREFIX = 'croupier-runtime-';
/** workbox-precaching's cache of this build's JS and CSS. */
export const PRECACHE_PREFIX = 'workbox-precache';

/** Caches that survive a sign-out: none of them can hold a player's data (see above). */
export function keptAtSignOut(name: string): boolean {
  return name === CONFIG_CACHE || name.startsWith(SHELL_CACHE_PREFIX) || name.startsWith(PRECACHE_PREFIX);
}

/** Deletes every cache of this origin but the shell, the build's files and the brand configs. */
export async function clearPlayerCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(names.filter((n) => !keptAtSignOut(n)).map((n) => storage.delete(n)));
  } catch {
    // Cache storage disabled (private mode, an insecure origin): there is nothing to clear.
  }
}
