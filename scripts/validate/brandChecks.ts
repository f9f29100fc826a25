/**
 * Checks that need more than one brand's merged bundle, or facts the browser never has (the plugins'
 * declared launch languages, the brand folder's files): run by the CLI after the one validator
 * (src/config/checkBundle.ts). Pure over what the loader read, so a test can hand them any brand.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue } from '../../src/config/crossCheck.ts';

type Json = Record<string, any>;
const show = (v: unknown) => JSON.stringify(v);
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** What a plugin declares about itself besides its parameters. */
export interface PluginFacts {
  /** Launch language codes the provider takes; absent = any. */
  acceptedLanguages?: readonly string[];
}

/**
 * For each provider entry whose plugin declares the launch languages it takes: every brand language must
 * reach one of them, through the entry's `params.languages` map (site or launch code), its
 * `params.defaultLanguage`, or the language's own launch code (`apiCode`). An error: each launch would fail.
 */
export function languageIssues(brand: unknown, providers: unknown, plugins: ReadonlyMap<string, PluginFacts>): Issue[] {
  const languages = isObject(brand) && Array.isArray(brand.languages) ? (brand.languages as Json[]) : [];
  const entries = isObject(providers) && Array.isArray(providers.providers) ? (providers.providers as Json[]) : [];
  const out: Issue[] = [];
  entries.forEach((entry, i) => {
    const accepted = plugins.get(String(entry?.plugin))?.acceptedLanguages;
    if (!accepted) return;
    const params = isObject(entry.params) ? entry.params : {};
    const map = isObject(params.languages) ? params.languages : {};
    if (params.defaultLanguage !== undefined) return;
    for (const lang of languages) {
      if (map[lang.code] !== undefined || map[lang.apiCode] !== undefined || accepted.includes(lang.apiCode)) continue;
      out.push({
        file: 'providers.json',
        pointer: `/providers/${i}/params`,
        message:
          `expected a launch language the plugin ${show(entry.plugin)} accepts (${accepted.join(', ')}) for the brand language ${show(lang.code)}, ` +
          `found launch code ${show(lang.apiCode)} — add "languages": { ${show(lang.code)}: ${show(accepted[0])} } (or "defaultLanguage") to this entry's params`,
      });
    }
  });
  return out;
}

/** Text packs and content files for a language the brand does not offer (brand.json languages): a warning, they never show. */
export function unofferedPackIssues(brand: unknown, files: readonly string[]): Issue[] {
  const codes = new Set(isObject(brand) && Array.isArray(brand.languages) ? (brand.languages as Json[]).map((l) => l?.code) : []);
  const out: Issue[] = [];
  for (const rel of files) {
    const m = /^locales\/(.+)\.json$/.exec(rel) ?? /^content\/[^/]+\.([^./]+)\.json$/.exec(rel);
    if (!m || codes.has(m[1])) continue;
    out.push({
      file: rel,
      pointer: '/',
      severity: 'warning',
      message: `expected a language the brand offers (${[...codes].join(', ')}), found ${show(m[1])} — add it to brand.json languages or delete this file`,
    });
  }
  return out;
}

/** Every file under a folder's assets/, as "assets/..." paths. */
export function listAssets(brandDir: string): string[] {
  const root = join(brandDir, 'assets');
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${rel}/${entry.name}`);
      else out.push(`${rel}/${entry.name}`);
    }
  };
  if (existsSync(root)) walk(root, 'assets');
  return out;
}

/** Every string anywhere in some JSON documents. */
function stringsIn(docs: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.includes('assets/')) out.add(v.replace(/^\.?\//, ''));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  docs.forEach(walk);
  return out;
}

/** Files of the brand's own assets/ that no config value names: a warning (they ship for nothing, or a path is misspelt). */
export function unusedAssetIssues(assets: readonly string[], docs: readonly unknown[]): Issue[] {
  const used = stringsIn(docs);
  const text = [...used].join('\n');
  return assets
    .filter((a) => !used.has(a) && !text.includes(a))
    .map((a) => ({
      file: a,
      pointer: '/',
      severity: 'warning' as const,
      message: 'expected a config value to refer to this asset, found none — refer to it (e.g. in brand.json or providers.json) or delete it',
    }));
}

/** Hosts claimed by more than one brand (brand.json hosts): an error on every brand after the first. */
export function duplicateHostIssues(hostsByBrand: ReadonlyArray<[brand: string, hosts: unknown]>): Array<[brand: string, issue: Issue]> {
  const owner = new Map<string, string>();
  const out: Array<[string, Issue]> = [];
  for (const [brand, hosts] of hostsByBrand) {
    if (!Array.isArray(hosts)) continue;
    hosts.forEach((host, i) => {
      const key = String(host).toLowerCase();
      const first = owner.get(key);
      if (first === undefined) owner.set(key, brand);
      else if (first !== brand)
        out.push([
          brand,
          {
            file: 'brand.json',
            pointer: `/hosts/${i}`,
            message: `expected a host no other brand claims, found ${show(host)} also in brands/${first}/brand.json — each host selects one brand; remove it from one of them`,
          },
        ]);
    });
  }
  return out;
}
