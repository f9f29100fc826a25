import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS_DIR, listBrandIds } from '../lib/brands.ts';
import { layerDirs, LayerError } from '../lib/brandLayers.ts';
import { assetIn, loadBrandFile, mergeBrand, stripServerOnly } from '../validate/lib.ts';

/** The browser bundle of one brand: all files merged, server-only values removed. */
export function browserBundle(id: string, brandsDir = BRANDS_DIR): unknown {
  return stripServerOnly(mergeBrand(join(brandsDir, id)));
}

/** brand.json of a brand folder with its layers merged, or undefined when unreadable (the validator reports why). */
function readBrandJson(id: string, brandsDir: string): { hosts?: unknown; buildDefault?: unknown } | undefined {
  return loadBrandFile(join(brandsDir, id), 'brand.json') as { hosts?: unknown; buildDefault?: unknown } | undefined;
}

/** Host names a brand claims in brand.json `hosts`. */
function hostsOf(brandJson: { hosts?: unknown } | undefined): string[] {
  const hosts = brandJson?.hosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
}

export interface BrandIndex {
  defaultBrand: string;
  brands: string[];
  hosts: Record<string, string>;
  /** Brand id → SHA-256 (base64) of the emitted config the build validated (builds only; src/config/select.ts). */
  configDigests?: Record<string, string>;
}

/**
 * The brand index the browser reads first. Default brand rule: the `BRAND` environment variable
 * (when it names an existing brand folder), then the brand whose brand.json sets `buildDefault`,
 * otherwise the alphabetically first brand folder.
 */
export function brandIndex(brandsDir = BRANDS_DIR, envBrand = process.env.BRAND): BrandIndex {
  const brands = listBrandIds(brandsDir);
  const brandJson = new Map(brands.map((id) => [id, readBrandJson(id, brandsDir)]));
  const marked = brands.find((id) => brandJson.get(id)?.buildDefault === true);
  const defaultBrand = envBrand && brands.includes(envBrand) ? envBrand : (marked ?? brands[0] ?? '');
  const hosts: Record<string, string> = {};
  for (const id of brands) for (const host of hostsOf(brandJson.get(id))) hosts[host.toLowerCase()] = id;
  return { defaultBrand, brands, hosts };
}

/**
 * Resolves a public brand asset path to a file, or null. Only files under the brand's `assets/`
 * folder are public: brand JSON files may hold server-only values and are never served raw.
 */
export function assetFile(id: string, assetPath: string, brandsDir = BRANDS_DIR): string | null {
  if (!listBrandIds(brandsDir).includes(id)) return null;
  let layers: string[];
  try {
    layers = layerDirs(join(brandsDir, id));
  } catch (err) {
    if (err instanceof LayerError) return null; // the validator reports the broken chain
    throw err;
  }
  // Assets layer like files: the brand's own first, then each base's, upper layers first.
  for (const layer of layers.reverse()) {
    const file = assetIn(layer, assetPath);
    if (file) return file;
  }
  return null;
}

/** Every file under a brand's assets folders (its own and its bases'), as paths relative to the brand folder. */
export function listAssets(id: string, brandsDir = BRANDS_DIR): string[] {
  const out = new Set<string>();
  for (const layer of layerDirs(join(brandsDir, id))) {
    const walk = (rel: string) => {
      const abs = join(layer, rel);
      if (!existsSync(abs)) return;
      for (const name of readdirSync(abs)) {
        const child = `${rel}/${name}`;
        if (statSync(join(layer, child)).isDirectory()) walk(child);
        else out.add(child);
      }
    };
    walk('assets');
  }
  return [...out].sort();
}
