/** What the browser knows before any brand is chosen: served at /brand-config/index.json. */
export interface BrandIndex {
  defaultBrand: string;
  brands: string[];
  hosts: Record<string, string>;
  /**
   * Brand id → SHA-256 (base64) of the config text the build emitted and validated (absent in dev). It lives
   * here, in data, not in the app bundle: the app's bytes do not grow with the number of brands.
   */
  configDigests?: Record<string, string>;
}

const SESSION_KEY = 'croupier:brand';

/**
 * Picks the brand for this page load:
 * 1. `?brand=<id>` when it names a published brand (remembered for the tab's session, so links
 *    that drop the query keep the brand). It only chooses among bundles this origin publishes, so
 *    it stays enabled in builds: it is how one deployment previews its other brands;
 * 2. the host name mapping of brand.json `hosts`;
 * 3. the index's default brand (the build's `BRAND`, else the alphabetically first brand).
 */
export function selectBrand(index: BrandIndex, location: Pick<Location, 'hostname' | 'search'>, session?: Storage): string {
  const query = new URLSearchParams(location.search).get('brand');
  if (query && index.brands.includes(query)) {
    try {
      session?.setItem(SESSION_KEY, query);
    } catch {
      /* session storage disabled: the query still works for this load */
    }
    return query;
  }
  let remembered: string | null = null;
  try {
    remembered = session?.getItem(SESSION_KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered && index.brands.includes(remembered)) return remembered;
  const byHost = index.hosts[location.hostname.toLowerCase()];
  if (byHost) return byHost;
  return index.defaultBrand;
}

/**
 * Where the brand bundle is fetched from. A deployment may point at a remote config with
 * `<meta name="croupier-config-url" content="https://…/{brand}.json">` or the build variable
 * VITE_CONFIG_URL; `?configUrl=` is honoured only by the dev server (in a build it would let any
 * link load a foreign config, i.e. a foreign API base URL, into the site).
 */
export function configUrl(brand: string, doc: Document | undefined, search: string, dev: boolean): string {
  const fromQuery = dev ? new URLSearchParams(search).get('configUrl') : null;
  const fromMeta = doc?.querySelector<HTMLMetaElement>('meta[name="croupier-config-url"]')?.content;
  const fromEnv = (import.meta.env?.VITE_CONFIG_URL as string | undefined) || undefined;
  const template = fromQuery || fromMeta || fromEnv || `${import.meta.env?.BASE_URL ?? '/'}brand-config/{brand}.json`;
  return template.replace('{brand}', encodeURIComponent(brand));
}
