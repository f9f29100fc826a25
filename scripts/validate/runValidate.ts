/**
 * What `npm run validate [-- --brand <id>] [--json] [--brands-dir <dir>] [--help]` does (scripts/validate/cli.ts
 * runs it, run.mjs runs it bundled, the studio and tests call it): checks every brand folder (schemas, then
 * cross-references) and prints every error as one line; the exit code is 1 on any error.
 */
import { join, resolve } from 'node:path';
import { parseCli } from '../lib/args';
import { duplicateHostIssues } from './brandChecks';
import { cachedValidators } from './cache';
import { identityOf } from './identity';
import { versionIssue } from './versionCheck';

export { validatorsCached } from './cache';
import { BRANDS_DIR, formatIssues, listBrandIds, loadBrandFile, loadEnginePacks, validateBrand, type Issue } from './lib';

interface Args {
  brands: string[];
  json: boolean;
  brandsDir: string;
  strict: boolean;
}

export const USAGE = `usage: npm run validate [-- --brand <id>]... [--strict] [--json] [--brands-dir <dir>]

Checks brand folders (merged with the bases they extend) against the schemas, cross-references and
each other; prints every error and warning, one line each, then a count; exit 1 on any error.
  --brand <id>         validate this brand only (repeatable; default: every brand)
  --strict             count warnings as errors (this repository's npm test runs strict)
  --json               machine-readable results
  --brands-dir <dir>   brands folder (default: brands/)
  -h, --help           show this text`;

/** Arguments to options; null for --help. Throws with the usage on a bad argument. */
export function parseValidateArgs(argv: string[]): Args | null {
  const parsed = parseCli(argv, {
    usage: USAGE,
    options: { brand: { type: 'string', multiple: true }, json: { type: 'boolean' }, strict: { type: 'boolean' }, 'brands-dir': { type: 'string' } },
  });
  if (!parsed) return null;
  const { values } = parsed;
  return {
    brands: values.brand ?? [],
    json: values.json ?? false,
    brandsDir: values['brands-dir'] ? resolve(values['brands-dir']) : BRANDS_DIR,
    strict: values.strict ?? false,
  };
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
  const { compiled, plugins } = await cachedValidators();
  const others = known.map((id) => identityOf(id, loadBrandFile(join(args.brandsDir, id), 'brand.json')));
  const options = { compiled, plugins, enginePacks: loadEnginePacks(), others };
  const results: Array<{ brand: string; ok: boolean; issues: Issue[]; lines: string[] }> = [];
  for (const id of ids) {
    // A brand at an older config version gets one line sending it to migrate, not a line per removed key.
    const stale = known.includes(id) ? versionIssue(args.brandsDir, id) : undefined;
    const issues: Issue[] = stale
      ? [stale]
      : known.includes(id)
        ? await validateBrand(join(args.brandsDir, id), options)
        : [{ file: 'brand.json', pointer: '/', message: `expected a brand folder with brand.json, found no brand ${JSON.stringify(id)}` }];
    results.push({ brand: id, ok: true, issues, lines: [] });
  }
  // Across brands: a host selects one brand (scripts/vite/brandBundle.ts maps each host to one).
  const hosts = known.map((id) => [id, (loadBrandFile(join(args.brandsDir, id), 'brand.json') as { hosts?: unknown } | undefined)?.hosts] as [string, unknown]);
  for (const [id, issue] of duplicateHostIssues(hosts)) results.find((x) => x.brand === id)?.issues.push(issue);
  // Across brands: at most one may be the build default (scripts/vite/brandBundle.ts picks it).
  // Merged: a brand extending another inherits its buildDefault unless it deletes it.
  const defaults = known.filter(
    (id) => (loadBrandFile(join(args.brandsDir, id), 'brand.json') as { buildDefault?: unknown } | undefined)?.buildDefault === true,
  );
  if (defaults.length > 1)
    for (const id of defaults.slice(1)) {
      const issue: Issue = {
        file: 'brand.json',
        pointer: '/buildDefault',
        message: `expected at most one brand with buildDefault true, found it also in brands/${defaults[0]}`,
      };
      results.find((x) => x.brand === id)?.issues.push(issue);
    }
  // --strict: a warning fails like an error (and is printed as one).
  const strict = args.strict;
  let errors = 0;
  let warnings = 0;
  for (const r of results) {
    if (strict) r.issues = r.issues.map(({ severity: _w, ...rest }) => rest);
    r.lines = formatIssues(r.brand, r.issues);
    const w = r.issues.filter((i) => i.severity === 'warning').length;
    warnings += w;
    errors += r.issues.length - w;
    r.ok = r.issues.length === w;
  }
  const summary = `${results.length} brand(s): ${errors} error(s), ${warnings} warning(s)${strict ? ' (--strict: warnings count as errors)' : ''}`;
  if (args.json) out(JSON.stringify({ ok: results.every((r) => r.ok), errors, warnings, strict, brands: results }, null, 2));
  else {
    // Errors first, warnings after, so the line that fails the run is never lost among hints.
    for (const r of results) {
      r.lines.filter((l) => !l.startsWith('warning: ')).forEach((l) => out(l));
      r.lines.filter((l) => l.startsWith('warning: ')).forEach((l) => out(l));
      if (r.ok) out(`brands/${r.brand}: OK${r.issues.length ? ` with ${r.issues.length} warning(s)` : ''}`);
    }
    if (ids.length) out(summary);
  }
  if (!ids.length) out('no brand folders found');
  return results.every((r) => r.ok) && ids.length > 0 ? 0 : 1;
}
