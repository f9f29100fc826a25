/**
 * `npm run bench` (part): wall time of `npm run validate` over many brands. Scaffolds N brands in a temp
 * folder (copies of the repository's brands with distinct ids and hosts, the bases they extend beside
 * them), then times the validate CLI as a fresh process, the way a partner runs it, over all of them and
 * over two. Measures, never fails (a non-zero exit of the CLI is printed, not thrown).
 *
 *   tsx tests/bench/validate.ts [--brands <n>] [--runs <n>]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';

const { values } = cliArgs({
  usage: `usage: tsx tests/bench/validate.ts [--brands <n>] [--runs <n>]

Times npm run validate over n scaffolded brands and over 2 (measures, never fails).
  --brands <n>   brands to scaffold (default 100)
  --runs <n>     runs of each measurement; the best is reported (default 3)
  -h, --help     show this text`,
  options: { brands: { type: 'string' }, runs: { type: 'string' } },
});
const count = numberArg('brands', values.brands, 100);
const runs = numberArg('runs', values.runs, 3);
const ROOT = resolve(import.meta.dirname, '../..');
const BRANDS = join(ROOT, 'brands');

/** Writes `count` brands into `dir`: copies of the repository's brands round-robin, each with its own id and hosts. */
export function scaffoldBrands(dir: string, n: number): void {
  const all = readdirSync(BRANDS).filter((d) => !d.startsWith('.'));
  for (const base of all.filter((d) => d.startsWith('_'))) cpSync(join(BRANDS, base), join(dir, base), { recursive: true });
  const sources = all.filter((d) => !d.startsWith('_'));
  for (let i = 0; i < n; i++) {
    const id = `bench-${String(i).padStart(3, '0')}`;
    cpSync(join(BRANDS, sources[i % sources.length]), join(dir, id), { recursive: true });
    const file = join(dir, id, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(brand, { id, hosts: [`${id}.localhost`], buildDefault: i === 0 });
    writeFileSync(file, JSON.stringify(brand, null, 2));
  }
}

/** Best wall time (ms) of the validate script over `args`: the command package.json runs (npm's own start-up not counted). */
function time(args: string[]): { ms: number; code: number | null } {
  const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.validate as string;
  const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` };
  let best = Infinity;
  let code: number | null = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const res = spawnSync('sh', ['-c', `${script} "$@"`, 'validate', ...args], { cwd: ROOT, encoding: 'utf8', env });
    best = Math.min(best, performance.now() - t0);
    code = res.status;
    if (res.status !== 0 && r === 0) process.stdout.write(`${res.stdout.split('\n').slice(-4).join('\n')}${res.stderr}`);
  }
  return { ms: best, code };
}

const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-brands-'));
try {
  scaffoldBrands(dir, count);
  time(['--brands-dir', dir, '--brand', 'bench-000']); // a first run may build the cached bundle and validators
  const many = time(['--brands-dir', dir]);
  const two = time(['--brands-dir', dir, '--brand', 'bench-000', '--brand', 'bench-001']);
  const repo = time([]);
  console.log(
    `validate: ${count} brands ${many.ms.toFixed(0)} ms (exit ${many.code}); 2 brands ${two.ms.toFixed(0)} ms; this repo's brands ${repo.ms.toFixed(0)} ms (exit ${repo.code}) — best of ${runs}, wall time, fresh process each`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
