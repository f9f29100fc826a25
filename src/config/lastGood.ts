import { brandStorage } from '../ports/runtime';

/** The last config that passed validation, per brand, so a bad remote change never breaks the site. */
const KEY = 'lastGoodConfig';

export function readLastGood(brand: string, storage: Storage | undefined): unknown | undefined {
  // No storage means no copy (brandStorage would fall back to localStorage).
  if (!storage) return undefined;
  const raw = brandStorage(brand, storage).get(KEY);
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** A full storage (quota exceeded) only costs the fallback copy: the site still runs from the fresh config. */
export function saveLastGood(brand: string, bundle: unknown, storage: Storage | undefined): void {
  if (storage) brandStorage(brand, storage).set(KEY, JSON.stringify(bundle));
}

/** Per-host key of the brand that last loaded here (not brand-namespaced: it is how the brand is found). */
const hostKey = (hostname: string) => `croupier:lastBrand:${hostname.toLowerCase()}`;

/**
 * The brand this host last ran, so a failing brand index (the normal production URL has no
 * `?brand=`) still finds the brand whose last good config is stored.
 */
export function readLastBrand(hostname: string, storage: Storage | undefined): string | undefined {
  try {
    return storage?.getItem(hostKey(hostname)) || undefined;
  } catch {
    return undefined;
  }
}

export function saveLastBrand(hostname: string, brand: string, storage: Storage | undefined): void {
  try {
    storage?.setItem(hostKey(hostname), brand);
  } catch {
    /* storage full or disabled: only the fallback is lost */
  }
}
