/**
 * The validators the CLI needs, compiled once per change of their sources, not once per run: ajv
 * *standalone* code of every schema and plugin parameter schema (the same compiler options as
 * createAjv, as the browser's copy in scripts/vite/validatorCode.ts) kept under node_modules/.cache with
 * the plugins' facts, keyed by a hash of everything it is made from (schemas/, plugins/, ajv's version).
 * A hit costs a file read; a miss costs what every run used to (plugin imports, ajv compile), once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import type { BrandValidators, CompiledValidator } from '../../src/config/checkBundle.ts';
import { loadPlugins, loadSchemas, PLUGINS_DIR, SCHEMAS_DIR, type PluginInfo } from './lib.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the compiled validators (and scripts/validate/run.mjs's bundle) live; CROUPIER_VALIDATE_CACHE moves it (tests start cold there). */
export const CACHE_DIR = process.env.CROUPIER_VALIDATE_CACHE || join(ROOT, 'node_modules', '.cache', 'croupier-validate');
const require = createRequire(import.meta.url);
/** Bump when the cached module's shape changes for a reason outside this file. */
const FORMAT = 1;

export interface CachedValidators {
  compiled: Pick<BrandValidators, 'schemas' | 'pluginParams'>;
  plugins: Map<string, PluginInfo>;
}

/** Every file under a folder (sorted, relative), for the cache key. */
function filesUnder(dir: string, rel = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name === 'node_modules' || name.startsWith('.')) return [];
      const abs = join(dir, name);
      return statSync(abs).isDirectory() ? filesUnder(abs, `${rel}${name}/`) : [`${rel}${name}`];
    });
}

/** Hash of what the validators are compiled from. */
export function validatorKey(schemasDir = SCHEMAS_DIR, pluginsDir = PLUGINS_DIR): string {
  const hash = createHash('sha1');
  // This file's own text counts too: changing how the module is made must not reuse an old one.
  hash
    .update(`format ${FORMAT}\najv ${JSON.parse(readFileSync(require.resolve('ajv/package.json'), 'utf8')).version}\n`)
    .update(readFileSync(join(import.meta.dirname, 'cache.ts')));
  for (const [dir, tag] of [
    [schemasDir, 'schemas'],
    [pluginsDir, 'plugins'],
  ] as const)
    for (const rel of filesUnder(dir)) hash.update(`${tag}/${rel}\n`).update(readFileSync(join(dir, rel)));
  return hash.digest('hex').slice(0, 16);
}

/** CommonJS source: one standalone validator per schema (by file stem, "-" as "_") and per plugin, and the plugins' facts. */
export function standaloneModule(schemas: Record<string, Record<string, unknown>>, plugins: Map<string, PluginInfo>): string {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, messages: false, strict: false, allowUnionTypes: true, code: { source: true } });
  addFormats(ajv);
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const id = `schema/${name}`;
    ajv.addSchema({ ...schema, $id: id });
    refs[`s_${name.replace(/[^A-Za-z0-9_$]/g, '_')}`] = id;
  }
  for (const [id, info] of plugins) {
    ajv.addSchema({ ...info.paramsSchema, $id: `plugin/${id}` });
    refs[`p_${id.replace(/[^A-Za-z0-9_$]/g, '_')}`] = `plugin/${id}`;
  }
  const facts = [...plugins.values()].map(({ id, paramsSchema, acceptedLanguages }) => ({
    id,
    paramsSchema,
    ...(acceptedLanguages ? { acceptedLanguages } : {}),
  }));
  // ajv's runtime helpers by absolute path: the module then loads from any cache folder.
  const code = standaloneCode(ajv, refs).replace(/require\("([^"]+)"\)/g, (_m, spec: string) => `require(${JSON.stringify(require.resolve(spec))})`);
  return `${code}\nexports.__schemas = ${JSON.stringify(Object.keys(schemas))};\nexports.__plugins = ${JSON.stringify(facts)};\n`;
}

/** Whether the compiled validators for the current sources are stored (a run then imports no plugin). */
export function validatorsCached(options: { schemasDir?: string; pluginsDir?: string; cacheDir?: string } = {}): boolean {
  return existsSync(cacheFile(options));
}

const cacheFile = (options: { schemasDir?: string; pluginsDir?: string; cacheDir?: string }) =>
  join(options.cacheDir ?? CACHE_DIR, `validators-${validatorKey(options.schemasDir ?? SCHEMAS_DIR, options.pluginsDir ?? PLUGINS_DIR)}.cjs`);

/** The cached validators, compiling and storing them first when their sources changed. */
export async function cachedValidators(options: { schemasDir?: string; pluginsDir?: string; cacheDir?: string } = {}): Promise<CachedValidators> {
  const file = cacheFile(options);
  if (!existsSync(file)) {
    const code = standaloneModule(loadSchemas(options.schemasDir ?? SCHEMAS_DIR), await loadPlugins(options.pluginsDir ?? PLUGINS_DIR));
    mkdirSync(options.cacheDir ?? CACHE_DIR, { recursive: true });
    // Parallel runs may race: each writes its own temp file and the rename is atomic.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  const mod = require(file) as Record<string, CompiledValidator> & { __schemas: string[]; __plugins: PluginInfo[] };
  const schemas: Record<string, CompiledValidator> = {};
  for (const name of mod.__schemas) schemas[name.replace(/[^A-Za-z0-9_$]/g, '_')] = mod[`s_${name.replace(/[^A-Za-z0-9_$]/g, '_')}`];
  const pluginParams: Record<string, CompiledValidator> = {};
  const plugins = new Map<string, PluginInfo>();
  for (const info of mod.__plugins) {
    pluginParams[info.id] = mod[`p_${info.id.replace(/[^A-Za-z0-9_$]/g, '_')}`];
    plugins.set(info.id, info);
  }
  return { compiled: { schemas, pluginParams }, plugins };
}
