/**
 * `npm run validate [-- --brand <id>] [--json] [--brands-dir <dir>]`: checks every brand folder
 * (schemas, then cross-references) and prints every error as one line; exit 1 on any error.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRANDS_DIR, formatIssues, listBrandIds, loadEnginePacks, loadPlugins, loadSchemas, validateBrand, type Issue } from './lib';

interface Args {
  brands: string[];
  json: boolean;
  brandsDir: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { brands: [], json: false, brandsDir: BRANDS_DIR };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--brand') args.brands.push(argv[++i]);
    else if (a === '--brands-dir') args.brandsDir = resolve(argv[++i]);
    else throw new Error(`unknown argument ${JSON.stringify(a)} — use --brand <id>, --json, --brands-dir <dir>`);
  }
  return args;
}

function readJson(file: string): { buildDefault?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // unreadable files are reported by validateBrand
  }
}

/** Validates the chosen brands; returns the exit code. */
export async function runValidate(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const args = parseArgs(argv);
  const known = listBrandIds(args.brandsDir);
  const ids = args.brands.length ? args.brands : known;
  const options = { schemas: loadSchemas(), plugins: await loadPlugins(), enginePacks: loadEnginePacks() };
  const results: Array<{ brand: string; ok: boolean; issues: Issue[]; lines: string[] }> = [];
  for (const id of ids) {
    const issues: Issue[] = known.includes(id)
      ? await validateBrand(join(args.brandsDir, id), options)
      : [{ file: 'brand.json', pointer: '/', message: `expected a brand folder with brand.json, found no brand ${JSON.stringify(id)}` }];
    results.push({ brand: id, ok: issues.length === 0, issues, lines: formatIssues(id, issues) });
  }
  // Across brands: at most one may be the build default (scripts/vite/brandBundle.ts picks it).
  const defaults = known.filter((id) => readJson(join(args.brandsDir, id, 'brand.json'))?.buildDefault === true);
  if (defaults.length > 1)
    for (const id of defaults.slice(1)) {
      const issue: Issue = { file: 'brand.json', pointer: '/buildDefault', message: `expected at most one brand with buildDefault true, found it also in brands/${defaults[0]}` };
      const r = results.find((x) => x.brand === id);
      if (r) Object.assign(r, { ok: false, issues: [...r.issues, issue], lines: [...r.lines, ...formatIssues(id, [issue])] });
    }
  if (args.json) out(JSON.stringify({ ok: results.every((r) => r.ok), brands: results }, null, 2));
  else
    for (const r of results) {
      if (r.ok) out(`brands/${r.brand}: OK`);
      else r.lines.forEach((l) => out(l));
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
