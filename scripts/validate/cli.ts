/**
 * `npm run validate [-- --brand <id>] [--json] [--brands-dir <dir>] [--help]`: checks every brand folder
 * (schemas, then cross-references) and prints every error as one line; exit 1 on any error.
 */
import { join, resolve } from 'node:path';
import { parseCli } from '../cli';
import { identityOf } from './identity';
import { BRANDS_DIR, formatIssues, listBrandIds, loadBrandFile, loadEnginePacks, loadPlugins, loadSchemas, validateBrand, type Issue } from './lib';

interface Args {
  brands: string[];
  json: boolean;
  brandsDir: string;
}

export const USAGE = `usage: npm run validate [-- --brand <id>]... [--json] [--brands-dir <dir>]

Checks brand folders (merged with the bases they extend) against the schemas and cross-references;
prints every error, one line each; exit 1 on any error.
  --brand <id>         validate this brand only (repeatable; default: every brand)
  --json               machine-readable results
  --brands-dir <dir>   brands folder (default: brands/)
  -h, --help           show this text`;

/** Arguments to options; null for --help. Throws with the usage on a bad argument. */
export function parseValidateArgs(argv: string[]): Args | null {
  const parsed = parseCli(argv, { usage: USAGE, options: { brand: { type: 'string', multiple: true }, json: { type: 'boolean' }, 'brands-dir': { type: 'string' } } });
  if (!parsed) return null;
  const { values } = parsed;
  return { brands: values.brand ?? [], json: values.json ?? false, brandsDir: values['brands-dir'] ? resolve(values['brands-dir']) : BRANDS_DIR };
}

/** Validates the chosen brands; returns the exit code (0 after --help, 2 on a bad argument). */
export async function runValidate(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  let args: Args | null;
  try {
    args = parseValidateArgs(argv);
  } catch (err) {
    out((err as Error).message);
    return 2;
  }
  if (!args) {
    out(USAGE);
    return 0;
  }
  const known = listBrandIds(args.brandsDir);
  const ids = args.brands.length ? args.brands : known;
  const others = known.map((id) => {
    const dir = join(args.brandsDir, id);
    return identityOf(dir, id, loadBrandFile(dir, 'brand.json'), loadBrandFile(dir, 'theme.json'));
  });
  const options = { schemas: loadSchemas(), plugins: await loadPlugins(), enginePacks: loadEnginePacks(), others };
  const results: Array<{ brand: string; ok: boolean; issues: Issue[]; lines: string[] }> = [];
  for (const id of ids) {
    const issues: Issue[] = known.includes(id)
      ? await validateBrand(join(args.brandsDir, id), options)
      : [{ file: 'brand.json', pointer: '/', message: `expected a brand folder with brand.json, found no brand ${JSON.stringify(id)}` }];
    results.push({ brand: id, ok: issues.every((i) => i.severity === 'warning'), issues, lines: formatIssues(id, issues) });
  }
  // Across brands: at most one may be the build default (scripts/vite/brandBundle.ts picks it).
  // Merged: a brand extending another inherits its buildDefault unless it deletes it.
  const defaults = known.filter((id) => (loadBrandFile(join(args.brandsDir, id), 'brand.json') as { buildDefault?: unknown } | undefined)?.buildDefault === true);
  if (defaults.length > 1)
    for (const id of defaults.slice(1)) {
      const issue: Issue = { file: 'brand.json', pointer: '/buildDefault', message: `expected at most one brand with buildDefault true, found it also in brands/${defaults[0]}` };
      const r = results.find((x) => x.brand === id);
      if (r) Object.assign(r, { ok: false, issues: [...r.issues, issue], lines: [...r.lines, ...formatIssues(id, [issue])] });
    }
  if (args.json) out(JSON.stringify({ ok: results.every((r) => r.ok), brands: results }, null, 2));
  else
    for (const r of results) {
      r.lines.forEach((l) => out(l));
      if (r.ok) out(`brands/${r.brand}: OK`);
    }
  if (!ids.length) out('no brand folders found');
  return results.every((r) => r.ok) && ids.length > 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'cli.ts')) {
  runValidate(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
      process.exit(2);
    },
  );
}
