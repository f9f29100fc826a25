/**
 * `npm run new-brand -- <id> --from <brand> [--name "Display Name"] [--host <host>] [--full] [--brands-dir <dir>]`
 * Scaffolds a brand: by default a delta folder that extends the source brand and states only its identity
 * (id, name, hosts, partner/project name, the brand.name text); `--full` copies every file instead.
 * Validates it at once so the operator starts from a green config.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from './cli';
import { BRANDS_DIR, formatIssues, listBrandIds, loadBrand, validateBrand, type ValidateOptions } from './validate/lib';

export interface NewBrandOptions {
  id: string;
  from: string;
  name?: string;
  hosts?: string[];
  brandsDir?: string;
  /** Copy every file instead of writing a delta that extends `from`. */
  full?: boolean;
  validate?: ValidateOptions;
}

export interface NewBrandResult {
  dir: string;
  ok: boolean;
  lines: string[];
}

const titleCase = (id: string) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

function rewriteJson(file: string, edit: (doc: any) => void): void {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

/** The identity a new brand states about itself, written over whatever its source says. */
function identityPatch(id: string, name: string, hosts: string[], from: Record<string, any>): Record<string, unknown> {
  return {
    id,
    name,
    hosts,
    ...(from.api ? { api: { partnerName: id, projectName: id } } : {}),
  };
}

/**
 * Creates brands/<id> from brands/<from> and validates it; throws on bad input. By default the new folder is
 * a delta (`"extends": "<from>"`, only its identity and brand-name texts); `full` copies every file instead.
 */
export async function newBrand(options: NewBrandOptions): Promise<NewBrandResult> {
  const brandsDir = resolve(options.brandsDir ?? BRANDS_DIR);
  const { id, from } = options;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`brand id ${JSON.stringify(id)} is not valid — use lowercase letters, digits and dashes, starting with a letter`);
  const known = listBrandIds(brandsDir);
  if (!known.includes(from)) throw new Error(`no brand ${JSON.stringify(from)} to copy in ${brandsDir} — existing brands: ${known.join(', ') || 'none'}`);
  const dir = join(brandsDir, id);
  if (existsSync(dir)) throw new Error(`${dir} already exists — pick another id or remove the folder`);

  const name = options.name ?? titleCase(id);
  const hosts = options.hosts?.length ? options.hosts : [`${id}.localhost`];
  const source = loadBrand(join(brandsDir, from));
  const sourceBrand = (source.files['brand.json'] ?? {}) as Record<string, any>;
  if (options.full) {
    cpSync(join(brandsDir, from), dir, { recursive: true });
    rewriteJson(join(dir, 'brand.json'), (brand) => {
      Object.assign(brand, identityPatch(id, name, hosts, {}));
      if (brand.api) Object.assign(brand.api, { partnerName: id, projectName: id });
      // Only one brand is the build default; the copy is selected by host or ?brand= instead.
      delete brand.buildDefault;
      // A copied server key would let two brands share one operator credential.
      if (brand.server) delete brand.server.operatorApiKey;
    });
  } else {
    mkdirSync(dir, { recursive: true });
    const brand: Record<string, unknown> = { $schema: '../../schemas/brand.schema.json', extends: from, ...identityPatch(id, name, hosts, sourceBrand) };
    // null deletes the inherited value (scripts/brandLayers.ts): not a second build default, not the source's server key.
    if (sourceBrand.buildDefault !== undefined) brand.buildDefault = null;
    if (sourceBrand.server?.operatorApiKey !== undefined) brand.server = { operatorApiKey: null };
    writeFileSync(join(dir, 'brand.json'), `${JSON.stringify(brand, null, 2)}\n`);
  }
  // The brand name text of every language the source has, rewritten (a delta states only that message).
  for (const rel of Object.keys(source.files).filter((r) => r.startsWith('locales/'))) {
    const pack = source.files[rel] as { messages?: Record<string, string> };
    if (!pack.messages || !('brand.name' in pack.messages)) continue;
    if (options.full) rewriteJson(join(dir, rel), (p) => ((p.messages ??= {})['brand.name'] = name));
    else {
      mkdirSync(join(dir, 'locales'), { recursive: true });
      writeFileSync(join(dir, rel), `${JSON.stringify({ $schema: '../../schemas/locale.schema.json', messages: { 'brand.name': name } }, null, 2)}\n`);
    }
  }
  const issues = await validateBrand(dir, options.validate);
  const how = options.full ? `copied from ${from}` : `created from ${from} (extends it)`;
  const lines = issues.length
    ? [...formatIssues(id, issues), `brands/${id} was ${how} but does not validate yet: fix the lines above, then run npm run validate -- --brand ${id}`]
    : [`brands/${id}: ${how} and valid`, `run it with: npm start -- --brand ${id}`];
  return { dir, ok: issues.length === 0, lines };
}

const USAGE = `usage: npm run new-brand -- <id> --from <brand> [--name "Name"] [--host <host>]... [--full] [--brands-dir <dir>]

Creates brands/<id> from an existing brand and validates it at once.
  --from <brand>       the brand to start from (required)
  --name <name>        display name (default: the id in title case)
  --host <host>        a host name that selects the brand (repeatable; default <id>.localhost)
  --full               copy every file instead of writing a delta that extends --from
  --brands-dir <dir>   brands folder (default: brands/)
  -h, --help           show this text`;

/** Command-line arguments to options; null when --help was asked. Throws with the usage on bad input. */
export function parseNewBrandArgs(argv: string[]): NewBrandOptions | null {
  const parsed = parseCli(argv, {
    usage: USAGE,
    allowPositionals: true,
    options: { from: { type: 'string' }, name: { type: 'string' }, host: { type: 'string', multiple: true }, full: { type: 'boolean' }, 'brands-dir': { type: 'string' } },
  });
  if (!parsed) return null;
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !values.from) throw new Error(`expected one brand id and --from <brand>\n\n${USAGE}`);
  return { id: positionals[0], from: values.from, name: values.name, hosts: values.host, full: values.full, brandsDir: values['brands-dir'] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  Promise.resolve()
    .then(() => {
      const options = parseNewBrandArgs(process.argv.slice(2));
      if (!options) {
        console.log(USAGE);
        process.exit(0);
      }
      return newBrand(options);
    })
    .then((r) => {
      r.lines.forEach((l) => console.log(l));
      process.exit(r.ok ? 0 : 1);
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
