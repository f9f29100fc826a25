import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';

export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');

/** Export name of a schema file in the generated module: "brand.schema.json" → "brand". */
export function partName(file: string): string {
  return file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9_$]/g, '_');
}

/** What the browser validator is compiled from besides schemas/: the plugins' parameter schemas and the engine texts. */
export interface ValidatorSources {
  /** Plugin id → its `paramsSchema`. */
  pluginParams: Record<string, Record<string, unknown>>;
  /** Engine default text packs by language code. */
  enginePacks: Record<string, Record<string, string>>;
}

/**
 * ES module source of the browser's brand validator data (src/config/checkBundle.ts `BrandValidators`):
 * one ajv *standalone* validator per schema in schemas/ and per plugin parameter schema, plus the
 * engine text packs. Compiled with the options the CLI's ajv uses (scripts/validate/lib.ts
 * `createAjv`: all errors, verbose), so both report the same errors in the same words. The browser runs
 * this code as is: no eval and no `new Function`, so the site works under a strict Content-Security-Policy.
 */
export function brandValidatorModule(sources: ValidatorSources, schemasDir = SCHEMAS_DIR): string {
  const files = existsSync(schemasDir)
    ? readdirSync(schemasDir)
        .filter((f) => f.endsWith('.schema.json'))
        .sort()
    : [];
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    messages: false,
    strict: false,
    code: { source: true, esm: true },
  });
  addFormats(ajv);
  const refs: Record<string, string> = {};
  for (const file of files) {
    const schema = stripAnnotations(JSON.parse(readFileSync(join(schemasDir, file), 'utf8'))) as Record<string, unknown>;
    const id = typeof schema.$id === 'string' ? schema.$id : file;
    ajv.addSchema(schema, id);
    refs[partName(file)] = id;
  }
  const plugins: Record<string, string> = {};
  for (const [plugin, schema] of Object.entries(sources.pluginParams).sort(([a], [b]) => a.localeCompare(b))) {
    const id = `plugin-params/${plugin}`;
    ajv.addSchema({ ...(stripAnnotations(schema) as Record<string, unknown>), $id: id });
    plugins[plugin] = `plugin_${partName(plugin)}`;
    refs[plugins[plugin]] = id;
  }
  const code = Object.keys(refs).length ? standaloneCode(ajv, refs) : '"use strict";';
  const names = files.map(partName);
  const pluginEntries = Object.entries(plugins).map(([plugin, name]) => `${JSON.stringify(plugin)}: ${name}`);
  return (
    `${esmRequires(code)}\nexport const parts = ${JSON.stringify(names)};\n` +
    `export default { schemas: { ${names.join(', ')} }, pluginParams: { ${pluginEntries.join(', ')} }, enginePacks: ${JSON.stringify(sources.enginePacks)} };\n`
  );
}

const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'markdownDescription']);
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Drops annotation keywords (they only feed editors) so the browser validator stays small. */
export function stripAnnotations(node: unknown, keysAreNames = false): unknown {
  if (Array.isArray(node)) return node.map((n) => stripAnnotations(n));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keysAreNames && ANNOTATIONS.has(key)) continue;
    out[key] = keysAreNames ? stripAnnotations(value) : stripAnnotations(value, NAME_MAPS.has(key));
  }
  return out;
}

/** ajv's standalone output still says `require("…")` for its runtime helpers: turn those into imports. */
function esmRequires(code: string): string {
  const specs = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    if (!specs.has(spec)) specs.set(spec, `__ajvRuntime${specs.size}`);
    return specs.get(spec)!;
  });
  // A CJS helper may arrive as a namespace whose `default` is the whole `module.exports`
  // (bundler interop) or as the exports themselves: unwrap to what `require` would return.
  const imports = [...specs].map(
    ([spec, name]) =>
      `import * as ${name}Ns from ${JSON.stringify(spec)};\n` +
      `const ${name} = ${name}Ns.default && ${name}Ns.default.__esModule ? ${name}Ns.default : ${name}Ns;`,
  );
  return `${imports.join('\n')}\n${body}`;
}

/** Runtime modules the generated validators import (pre-bundled by Vite in dev). */
export const AJV_RUNTIME_DEPS = [
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/uri',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
];
