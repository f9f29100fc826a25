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
