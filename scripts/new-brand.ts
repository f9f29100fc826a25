/**
 * `npm run new-brand -- <id> --from <brand> [--name "Display Name"] [--host <host>] [--brands-dir <dir>]`
 * Scaffolds a brand by copying an existing folder, rewriting its identity (id, name, hosts, the
 * brand.name text), then validates it at once so the operator starts from a green config.
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS_DIR, formatIssues, listBrandIds, validateBrand, type ValidateOptions } from './validate/lib';

export interface NewBrandOptions {
  id: string;
  from: string;
  name?: string;
  hosts?: string[];
  brandsDir?: string;
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

/** Copies brands/<from> to brands/<id>, rewrites the identity and validates; throws on bad input. */
export async function newBrand(options: NewBrandOptions): Promise<NewBrandResult> {
  const brandsDir = resolve(options.brandsDir ?? BRANDS_DIR);
  const { id, from } = options;
  if (!/^[a-z][a-z0-9-]*$/.test(id)) throw new Error(`brand id ${JSON.stringify(id)} is not valid — use lowercase letters, digits and dashes, starting with a letter`);
  const known = listBrandIds(brandsDir);
  if (!known.includes(from)) throw new Error(`no brand ${JSON.stringify(from)} to copy in ${brandsDir} — existing brands: ${known.join(', ') || 'none'}`);
  const dir = join(brandsDir, id);
  if (existsSync(dir)) throw new Error(`${dir} already exists — pick another id or remove the folder`);

  cpSync(join(brandsDir, from), dir, { recursive: true });
  const name = options.name ?? titleCase(id);
  rewriteJson(join(dir, 'brand.json'), (brand) => {
    brand.id = id;
    brand.name = name;
    brand.hosts = options.hosts?.length ? options.hosts : [`${id}.localhost`];
    if (brand.api) {
      brand.api.partnerName = id;
      brand.api.projectName = id;
    }
    // Only one brand is the build default; the copy is selected by host or ?brand= instead.
    delete brand.buildDefault;
    // A copied server key would let two brands share one operator credential.
    if (brand.server) delete brand.server.operatorApiKey;
  });
  const localesDir = join(dir, 'locales');
  if (existsSync(localesDir)) {
    for (const f of readdirSync(localesDir).filter((n) => n.endsWith('.json'))) {
      rewriteJson(join(localesDir, f), (pack) => {
        if (pack.messages && 'brand.name' in pack.messages) pack.messages['brand.name'] = name;
      });
    }
  }
  const issues = await validateBrand(dir, options.validate);
  const lines = issues.length
    ? [...formatIssues(id, issues), `brands/${id} was created from ${from} but does not validate yet: fix the lines above, then run npm run validate -- --brand ${id}`]
    : [`brands/${id}: created from ${from} and valid`, `run it with: npm start -- --brand ${id}`];
  return { dir, ok: issues.length === 0, lines };
}

function parseArgs(argv: string[]): NewBrandOptions {
  const opts: Partial<NewBrandOptions> & { hosts: string[] } = { hosts: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--from') opts.from = argv[++i];
    else if (a === '--name') opts.name = argv[++i];
    else if (a === '--host') opts.hosts.push(argv[++i]);
    else if (a === '--brands-dir') opts.brandsDir = argv[++i];
    else if (!a.startsWith('--') && !opts.id) opts.id = a;
    else throw new Error(`unknown argument ${JSON.stringify(a)}`);
  }
  if (!opts.id || !opts.from) throw new Error('usage: npm run new-brand -- <id> --from <brand> [--name "Name"] [--host <host>] [--brands-dir <dir>]');
  return opts as NewBrandOptions;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  Promise.resolve()
    .then(() => newBrand(parseArgs(process.argv.slice(2))))
    .then((r) => {
      r.lines.forEach((l) => console.log(l));
      process.exit(r.ok ? 0 : 1);
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
