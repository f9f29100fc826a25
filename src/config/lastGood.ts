/** The last config that passed validation, per brand, so a bad remote change never breaks the site. */
const key = (brand: string) => `croupier:${brand}:lastGoodConfig`;

export function readLastGood(brand: string, storage: Storage | undefined): unknown | undefined {
  try {
    const raw = storage?.getItem(key(brand));
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function saveLastGood(brand: string, bundle: unknown, storage: Storage | undefined): void {
  try {
    storage?.setItem(key(brand), JSON.stringify(bundle));
  } catch {
    // Quota exceeded: the site still runs from the fresh config, only without a fallback copy.
  }
}
