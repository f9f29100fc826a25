/**
 * The brand validator as a library: load a brand folder, merge it into the bundle, and run the one
 * validator (src/config/checkBundle.ts: schemas, plugin parameters, text packs, cross-references) on it
 * with validators ajv compiles here and a file-system hook for assets; also builds the bundle the
 * browser receives. The CLI, the dev server and the build plugin all use it; the browser runs the same
 * checks from standalone code compiled with the same ajv options (scripts/vite/validatorCode.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { checkBundle, type BrandValidators } from '../../src/config/checkBundle.ts';
import { formatIssue, type Issue } from '../../src/config/crossCheck.ts';
import { BRAND_FILES, type BrandConfig, type BrandContent } from '../../src/config/types.ts';
import { layerDirs, LayerError, listJson, mergeLayers, originOf, readLayers, type LayerFile } from '../lib/brandLayers.ts';
import { languageIssues, listAssets, unofferedPackIssues, unusedAssetIssues } from './brandChecks.ts';
import { identityIssues, type BrandIdentity } from './identity.ts';
import { stripBySchema } from './strip.ts';
import { untranslatedIssues } from './untranslated.ts';

export { stripBySchema } from './strip.ts';
export { BRANDS_DIR, listBrandIds } from '../lib/brands.ts';
export type { Issue } from '../../src/config/crossCheck.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export const PLUGINS_DIR = join(ROOT, 'plugins');
export const ENGINE_LOCALES_DIR = join(ROOT, 'src/i18n/locales');

type Schema = Record<string, any>;

/**
 * Ajv set up the way every brand schema needs: 2020-12, all errors, verbose (the messages name the keys a
 * schema allows), no ajv texts (src/config/schemaIssues.ts words every error), strict, our `x-visibility` annotation. The browser's standalone code uses the same options.
 */
export function createAjv(options: { strict?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, messages: false, strict: options.strict ?? true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-visibility', schemaType: 'string' });
  // The words a message uses for a `pattern` (src/config/schemaIssues.ts), instead of the expression.
  ajv.addKeyword({ keyword: 'x-patternHint', schemaType: 'string' });
  return ajv;
}

/** Schema file name (without .schema.json) → schema, read from schemas/. */
export function loadSchemas(dir = SCHEMAS_DIR): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    out[f.replace(/\.schema\.json$/, '')] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  }
  return out;
}

/** A brand folder read from disk, its layers merged: every JSON file by path relative to the folder, and parse/layer failures. */
export interface LoadedBrand {
  id: string;
  dir: string;
  files: Record<string, unknown>;
  issues: Issue[];
  /** Folder names, base first, the brand's own last. */
  layers: string[];
  /** Each file's parsed layers, base first: tells which folder a value came from. */
  parts: Record<string, LayerFile[]>;
}

/** Which schema checks a file of a brand folder (undefined = not a config file). */
export function schemaNameOf(relPath: string): string | undefined {
  if (relPath.startsWith('locales/')) return 'locale';
  const content = /^content\/(sport-rules|flat-pages)\.[^/]+\.json$/.exec(relPath);
  if (content) return content[1];
  const top = Object.values(BRAND_FILES) as string[];
  return top.includes(relPath) ? relPath.replace(/\.json$/, '') : undefined;
}

/**
 * Reads every config file of a brand folder and of the folders it extends (scripts/lib/brandLayers.ts), merged
 * file by file; a missing top-level file (in every layer), invalid JSON, a missing base and a cycle become issues.
 */
export function loadBrand(dir: string): LoadedBrand {
  const id = basename(dir);
  const files: Record<string, unknown> = {};
  const parts: Record<string, LayerFile[]> = {};
  const issues: Issue[] = [];
  let layers: string[];
  try {
    layers = layerDirs(dir);
  } catch (err) {
    if (!(err instanceof LayerError)) throw err;
    issues.push({ file: 'brand.json', pointer: '/extends', message: err.message.replace(/^brand\.json \/extends: /, ''), layer: err.layer } as Issue);
    layers = [dir];
  }
  const rels = new Set<string>(Object.values(BRAND_FILES));
  for (const layer of layers) for (const rel of [...listJson(layer, 'locales'), ...listJson(layer, 'content')]) rels.add(rel);
  for (const rel of rels) {
    const found = readLayers(layers, rel);
    if (!found.length) {
      const where =
        layers.length > 1
          ? ` or in a folder it extends (${layers
              .slice(0, -1)
              .map((l) => basename(l))
              .join(', ')})`
          : '';
      issues.push({ file: rel, pointer: '/', message: `expected this file in the brand folder${where}, found no file` });
      continue;
    }
    const broken = found.filter((f) => f.error !== undefined);
    for (const f of broken) issues.push({ file: rel, pointer: '/', message: `expected valid JSON, found ${f.error}`, layer: f.layer } as Issue);
    if (broken.length) continue;
    parts[rel] = found;
    files[rel] = mergeLayers(found);
  }
  return { id, dir, files, issues, layers: layers.map((l) => basename(l)), parts };
}

/** One file of a brand folder with its layers merged (undefined when absent, unreadable or the layers are broken: the validator says why). */
export function loadBrandFile(dir: string, rel: string): unknown {
  try {
    const parts = readLayers(layerDirs(dir), rel);
    return parts.length && parts.every((p) => p.error === undefined) ? mergeLayers(parts) : undefined;
  } catch (err) {
    if (err instanceof LayerError) return undefined;
    throw err;
  }
}

/** The wording of a missing required key (src/config/schemaIssues.ts). */
const MISSING_KEY = /^expected key "[^"]*", found nothing$/;

/**
 * Names the folder a value came from on errors about values a base set (formatIssues prints that folder).
 * A warning stays at the brand's own file, naming the base in its text: a warning is for the brand to
 * clear, and it clears one by setting the value in its own folder (a layer over the base's), never by
 * editing a base other brands share.
 */
function attribute(loaded: LoadedBrand, issues: Issue[]): Issue[] {
  return issues.map((issue) => {
    if ((issue as LayeredIssue).layer) return issue;
    // A key missing under an object a base set is added in the brand's own file (a partner cannot edit the base).
    if (MISSING_KEY.test(issue.message)) return issue;
    const parts = loaded.parts[issue.file];
    const origin = parts && originOf(parts, issue.pointer || '/');
    if (!origin || origin === loaded.id) return issue;
    if (issue.severity === 'warning')
      return { ...issue, message: `${issue.message} (the value comes from brands/${origin}/${issue.file}: set this brand's own value here)` };
    return { ...issue, layer: origin } as Issue;
  });
}

/** An issue about a value set in another folder of the brand's layers (a base). */
export type LayeredIssue = Issue & { layer?: string };

const withoutSchemaKey = (doc: unknown) => {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return doc;
  const { $schema: _ignored, ...rest } = doc as Record<string, unknown>;
  return rest;
};

/** Merges loaded files into the bundle shape (no validation; `server` still present). */
export function bundleOf(loaded: Pick<LoadedBrand, 'files'>): BrandConfig {
  const f = loaded.files;
  const out: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(BRAND_FILES)) out[key] = withoutSchemaKey(f[file]);
  const locales: Record<string, Record<string, string>> = {};
  const content: BrandContent = {};
  for (const [rel, doc] of Object.entries(f)) {
    const locale = /^locales\/(.+)\.json$/.exec(rel);
    if (locale) locales[locale[1]] = (doc as { messages?: Record<string, string> })?.messages ?? {};
    const rules = /^content\/sport-rules\.(.+)\.json$/.exec(rel);
    if (rules) {
      content.sportRules ??= {};
      content.sportRules[rules[1]] = withoutSchemaKey(doc) as never;
    }
    const pages = /^content\/flat-pages\.(.+)\.json$/.exec(rel);
    if (pages) {
      content.flatPages ??= {};
      content.flatPages[pages[1]] = withoutSchemaKey(doc) as never;
    }
  }
  return { ...(out as Omit<BrandConfig, 'locales' | 'content'>), locales, content };
}

/** The merged bundle of a brand folder: `{brand, providers, catalogue, rules, theme, navigation, locales, content}`. */
export function mergeBrand(dir: string): BrandConfig {
  return bundleOf(loadBrand(dir));
}

/** schemas/ as stripServerOnly reads it by default: loaded once per process, dropped by forgetSchemas(). */
let schemaCache: Record<string, Schema> | undefined;
const cachedSchemas = () => (schemaCache ??= loadSchemas());

/** Makes the next stripServerOnly read schemas/ again (the dev server calls it when a schema file changes). */
export function forgetSchemas(): void {
  schemaCache = undefined;
}

/** The bundle with every server-only value (schema `x-visibility: server`) removed: what the browser may see. */
export function stripServerOnly(config: BrandConfig, schemas: Record<string, Schema> = cachedSchemas()): BrandConfig {
  const out: Record<string, unknown> = { ...config };
  for (const key of Object.keys(BRAND_FILES)) {
    if (schemas[key] && out[key] !== undefined) out[key] = stripBySchema(out[key], schemas[key]);
  }
  return out as unknown as BrandConfig;
}

/** A provider plugin as the validator needs it. */
export interface PluginInfo {
  id: string;
  paramsSchema: Schema;
  /** Launch language codes the provider takes (the plugin's `acceptedLanguages`); absent = any. */
  acceptedLanguages?: readonly string[];
}

/** Plugins found under plugins/: every folder not starting with "_" that has an index.ts with a default export. */
export async function loadPlugins(dir = PLUGINS_DIR): Promise<Map<string, PluginInfo>> {
  const out = new Map<string, PluginInfo>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const index = join(dir, name, 'index.ts');
    if (name.startsWith('_') || !statSync(join(dir, name)).isDirectory() || !existsSync(index)) continue;
    const mod = (await import(pathToFileURL(index).href)) as { default?: { paramsSchema?: Schema; acceptedLanguages?: readonly string[] } };
    out.set(name, {
      id: name,
      paramsSchema: mod.default?.paramsSchema ?? { type: 'object' },
      ...(mod.default?.acceptedLanguages ? { acceptedLanguages: mod.default.acceptedLanguages } : {}),
    });
  }
  return out;
}

/** Engine default text packs (src/i18n/locales/<lang>.json, flat {id: ICU}) by language code. */
export function loadEnginePacks(dir = ENGINE_LOCALES_DIR, pagesDir = join(dir, '..', '..', 'pages')): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    out[f.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  }
  // Area packs beside their pages (src/pages/<area>/messages.<lang>.json) are engine texts too: the app
  // merges them under the engine defaults (src/i18n/messages.ts), so completeness counts them as well.
  if (existsSync(pagesDir)) {
    for (const area of readdirSync(pagesDir)) {
      const areaDir = join(pagesDir, area);
      if (!statSync(areaDir).isDirectory()) continue;
      for (const f of readdirSync(areaDir)) {
        const m = /^messages\.(.+)\.json$/.exec(f);
        if (m) out[m[1]] = { ...JSON.parse(readFileSync(join(areaDir, f), 'utf8')), ...out[m[1]] };
      }
    }
  }
  return out;
}

export interface ValidateOptions {
  schemas?: Record<string, Schema>;
  plugins?: Map<string, PluginInfo>;
  enginePacks?: Record<string, Record<string, string>>;
  /** Validators compiled already (scripts/validate/cache.ts) for these plugins; then `schemas` is not read. */
  compiled?: Pick<BrandValidators, 'schemas' | 'pluginParams'>;
  /** The other brands: a brand that still names one of them or uses its logos gets a warning (./identity.ts). */
  others?: BrandIdentity[];
}

/** Compiled validators per (schemas, plugins) pair: a CLI run over many brands compiles once. */
const compiled = new WeakMap<object, WeakMap<object, Pick<BrandValidators, 'schemas' | 'pluginParams'>>>();

/** The validator data of the one validator (src/config/checkBundle.ts), compiled by ajv at run time. */
export function compileValidators(
  schemas: Record<string, Schema>,
  plugins: Map<string, PluginInfo>,
  enginePacks: BrandValidators['enginePacks'],
): BrandValidators {
  let byPlugins = compiled.get(schemas);
  if (!byPlugins) {
    byPlugins = new WeakMap();
    compiled.set(schemas, byPlugins);
  }
  let done = byPlugins.get(plugins);
  if (!done) {
    const ajv = createAjv();
    const out: Record<string, ValidateFunction> = {};
    for (const [name, schema] of Object.entries(schemas)) out[name.replace(/[^A-Za-z0-9_$]/g, '_')] = ajv.compile(schema);
    const paramsAjv = createAjv({ strict: false });
    const pluginParams: Record<string, ValidateFunction> = {};
    for (const [id, info] of plugins) pluginParams[id] = paramsAjv.compile(info.paramsSchema);
    done = { schemas: out, pluginParams };
    byPlugins.set(plugins, done);
  }
  return { ...done, enginePacks };
}

/** Validates one brand folder: read its files, merge them, then the one validator on the bundle. Every issue at once. */
export async function validateBrand(dir: string, options: ValidateOptions = {}): Promise<Issue[]> {
  const enginePacks = options.enginePacks ?? loadEnginePacks();
  const validators = options.compiled
    ? { ...options.compiled, enginePacks }
    : compileValidators(options.schemas ?? cachedSchemas(), options.plugins ?? (await loadPlugins()), enginePacks);
  const loaded = loadBrand(dir);
  const issues = [...loaded.issues];
  // Asset paths are relative to the brand folder; a base's assets count too (assets layer like files).
  const assetExists = (p: string) =>
    loaded.layers.some((layer) => {
      const root = resolve(dir, '..', layer);
      const abs = resolve(root, p);
      return abs.startsWith(root + sep) && existsSync(abs) && statSync(abs).isFile();
    });
  // A file that could not be read is already reported; the bundle only lacks it.
  const unreadable = new Set(loaded.issues.map((i) => i.file));
  issues.push(
    ...attribute(
      loaded,
      checkBundle(bundleOf(loaded), validators, { assetExists }).filter((i) => !(unreadable.has(i.file) && i.pointer === '/')),
    ),
  );
  const plugins = options.plugins ?? (await loadPlugins());
  issues.push(...languageIssues(loaded.files['brand.json'], loaded.files['providers.json'], plugins));
  // Only the brand's own packs: one a base keeps for its other brands (a language this brand dropped) is
  // no file the brand has, and it cannot delete it.
  const ownFiles = Object.keys(loaded.parts).filter((rel) => loaded.parts[rel].some((p) => p.layer === loaded.id));
  issues.push(...unofferedPackIssues(loaded.files['brand.json'], ownFiles));
  // The layers hold every value the merged files have (merging only picks among them).
  issues.push(
    ...unusedAssetIssues(
      listAssets(dir),
      Object.values(loaded.parts).flatMap((ps) => ps.map((x) => x.doc)),
    ),
  );
  const brandId = (loaded.files['brand.json'] as { id?: unknown } | undefined)?.id;
  if (options.others) issues.push(...identityIssues(loaded, options.others));
  issues.push(...untranslatedIssues(loaded.files));
  if (typeof brandId === 'string' && brandId !== loaded.id)
    issues.push({ file: 'brand.json', pointer: '/id', message: `expected the folder name ${JSON.stringify(loaded.id)}, found ${JSON.stringify(brandId)}` });
  return issues;
}

/** Issues as the CLI prints them; a value a base set is named in the base's file (brands/_platform/rules.json ...). */
export function formatIssues(brandId: string, issues: Issue[]): string[] {
  return issues.map((i) => {
    const layer = (i as LayeredIssue).layer;
    return layer && layer !== brandId ? `${formatIssue(layer, i)} (merged into brands/${brandId})` : formatIssue(brandId, i);
  });
}

/** A file under a folder's assets/ (no escaping it), or null. */
export function assetIn(folder: string, assetPath: string): string | null {
  const assetsRoot = resolve(folder, 'assets');
  const file = resolve(folder, assetPath);
  if (!file.startsWith(assetsRoot + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}
