/**
 * `npm run bench` (Lighthouse part): Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) on the
 * deployment the e2e suite tests — the build served by Debian's nginx with the generated per-brand configs, in
 * front of a `vite preview` server with the sandbox (scripts/e2e-servers.ts, started as a child) — for every
 * brand by its host name on `/` and on its first casino type page. Median of `--runs` (default 3) per page:
 * a table of the category scores and metrics, the audits that keep a category under its target, and a JSON
 * result file. Runs one Lighthouse at a time (each in a fresh Chromium). Measures only; never fails on a score.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';
import { testHost } from '../../scripts/lib/e2e-nginx.ts';
import { startEdge, type Edge } from './edge.ts';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { publicEntryPaths } from '../../scripts/prerender/seo.ts';
import type { BrandConfig } from '../../src/config/types.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const { values } = cliArgs({
  usage: `usage: tsx tests/bench/lighthouse.ts [--runs <n>] [--port <n>] [--no-build] [--brand <id>] [--out <file>]

Lighthouse (mobile preset) on the nginx deployment, every brand by host on / and a casino type page (measures, never fails).
  --runs <n>    Lighthouse runs per page; the table shows medians (default: BENCH_LH_RUNS, else 3)
  --port <n>    port of the preview server; nginx listens on the next one (default: BENCH_LH_PORT, else 4950)
  --no-build    measure the existing dist/ (default: npm run build first)
  --brand <id>  only this brand
  --out <file>  JSON result file (default bench-results/lighthouse.json)
  -h, --help    show this text`,
  options: { runs: { type: 'string' }, port: { type: 'string' }, 'no-build': { type: 'boolean' }, brand: { type: 'string' }, out: { type: 'string' } },
});
const RUNS = numberArg('runs', values.runs ?? process.env.BENCH_LH_RUNS, 3);
const PORT = numberArg('port', values.port ?? process.env.BENCH_LH_PORT, 4950);
const OUT = values.out ?? join(root, 'bench-results', 'lighthouse.json');
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
/** Issue #19 "Done when": the scores every brand page must reach (best practices is reported, no target). */
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 90, seo: 100, accessibility: 100 };
const METRICS = [
  { id: 'largest-contentful-paint', name: 'LCP', unit: 's', scale: 1 / 1000, digits: 2 },
  { id: 'total-blocking-time', name: 'TBT', unit: 'ms', scale: 1, digits: 0 },
  { id: 'cumulative-layout-shift', name: 'CLS', unit: '', scale: 1, digits: 3 },
  { id: 'first-contentful-paint', name: 'FCP', unit: 's', scale: 1 / 1000, digits: 2 },
] as const;

const brands = values.brand ? [values.brand] : listBrandIds();
for (const b of brands) if (!listBrandIds().includes(b)) throw new Error(`--brand: no brand "${b}" in brands/`);

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

// ---------- build, then the e2e harness: preview server + nginx ----------
if (!values['no-build']) {
  await new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/build.ts')], { stdio: 'ignore', cwd: root });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}
if (!existsSync(join(dist, 'site'))) throw new Error('dist/site is missing: run without --no-build (or npm run build first)');

let edge: Edge | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void (edge?.stop() ?? Promise.resolve()).then(() => process.exit(130)));
}

interface PageResult {
  brand: string;
  host: string;
  path: string;
  url: string;
  medians: Record<string, number>;
  runs: Record<string, number>[];
  /** Per run, the console errors the page logged. */
  consoleErrors: string[][];
  failing: Record<string, { id: string; title: string; displayValue?: string; score: number | null; items: string[] }[]>;
  /** The Lighthouse HTML report of the median run (by FCP and TTI), beside the JSON result file. */
  report: string;
  runWarnings: string[];
  /** Audits that could not run in some run (id → Lighthouse's error message): their checks are missing, not passed. */
  erroredAudits: Record<string, string>;
}

/** One Lighthouse run in a fresh Chromium (its own profile, so a cold cache and no service worker). */
async function runLighthouse(url: string, browserArgs: readonly string[]): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      ...browserArgs,
      // the edge's certificate is self-signed for the brand hosts (scripts/lib/e2e-nginx.ts)
      '--ignore-certificate-errors',
    ],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const figures = (lhr: Result): Record<string, number> => ({
  ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])),
  ...Object.fromEntries(METRICS.map((m) => [m.name, lhr.audits[m.id]?.numericValue ?? NaN])),
  // Lighthouse's measure of this machine's CPU speed at the run (higher is faster). The 4× slowdown applies to
  // the time the page took here, so a busy or slower host (a shared VM's speed varies by 2×) raises TBT with it.
  benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
});
/** The console errors of a run (a hydration mismatch shows here), all of them, not only the first 3. */
const consoleErrors = (lhr: Result): string[] => detailItems(lhr.audits['errors-in-console']?.details, Infinity);

/** The audits of `category` that cost it points in `lhr`: scored, weighted or binary, under 0.9 (Lighthouse's "pass"). */
function failingAudits(lhr: Result, category: string) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'),
    )
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue, score: a.score, items: detailItems(a.details) }));
}

function erroredAudits(lhrs: Result[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lhr of lhrs) for (const a of Object.values(lhr.audits)) if (a.scoreDisplayMode === 'error') out[a.id] ??= a.errorMessage ?? '';
  return out;
}

/** Up to 3 of an audit's detail rows, as one line each (a console message, a URL, an element), so a failure says where. */
function detailItems(details: unknown, max = 3): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, max).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const source = item.sourceLocation as { url?: string } | undefined;
    const value = item.value as { value?: number } | undefined;
    const amount = typeof item.duration === 'number' ? `${Math.round(item.duration)} ms` : typeof value?.value === 'number' ? String(value.value) : undefined;
    const text = [
      item.groupLabel ?? item.statistic,
      amount,
      item.description,
      item.reason,
      item.url ?? item.scriptUrl ?? source?.url,
      node?.snippet ?? node?.selector,
    ].filter((x) => typeof x === 'string' && x);
    return (text.join(' — ') || JSON.stringify(item)).slice(0, 240);
  });
}

const pages: PageResult[] = [];
try {
  // the deployment a brand's visitors reach: nginx with the generated configs, over TLS and HTTP/2
  edge = await startEdge(PORT);

  for (const brand of brands) {
    const host = testHost(brand);
    if (!host) throw new Error(`brand ${brand} has no host in brand.json hosts`);
    const config = JSON.parse(readFileSync(join(dist, 'brand-config', `${brand}.json`), 'utf8')) as BrandConfig;
    const typePaths = new Set(config.catalogue.casinoTypes.map((t) => t.path));
    const casinoType = publicEntryPaths(config).find((p) => typePaths.has(p));
    for (const path of ['/', ...(casinoType ? [casinoType] : [])]) {
      const url = `https://${host}:${edge.tlsPort}${path}`;
      const lhrs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        lhrs.push(await runLighthouse(url, edge.browserArgs));
        process.stderr.write('.');
      }
      const runs = lhrs.map(figures);
      const medians = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      // For a category under target: the audits that fail in the run whose score for it is the median.
      const failing: PageResult['failing'] = {};
      for (const [category, target] of Object.entries(TARGETS)) {
        if (!(medians[category] < target)) continue;
        const run = [...lhrs].sort((a, b) => (a.categories[category]?.score ?? 0) - (b.categories[category]?.score ?? 0))[Math.floor(lhrs.length / 2)];
        failing[category] = failingAudits(run, category);
      }
      // best practices has no target: its failures are listed from the median run (by FCP and TTI)
      const medianRun = computeMedianRun(lhrs);
      failing['best-practices'] = failingAudits(medianRun, 'best-practices');
      const report = join(OUT, '..', 'lighthouse', `${brand}${path === '/' ? '-home' : path.replaceAll('/', '-')}.html`);
      mkdirSync(join(report, '..'), { recursive: true });
      writeFileSync(report, generateReport(medianRun, 'html'));
      pages.push({
        brand,
        host,
        path,
        url,
        medians,
        runs,
        consoleErrors: lhrs.map(consoleErrors),
        failing,
        report,
        runWarnings: [...new Set(lhrs.flatMap((l) => l.runWarnings))],
        erroredAudits: erroredAudits(lhrs),
      });
    }
  }
  process.stderr.write('\n');
} finally {
  await edge?.stop();
}

// ---------- report ----------
const fmt = (x: number, d: number) => (Number.isFinite(x) ? x.toFixed(d) : '—');
const cols: [string, number, (p: PageResult) => string][] = [
  ['page', 34, (p) => `${p.host}${p.path}`],
  ['perf', 6, (p) => fmt(p.medians.performance, 0)],
  ['SEO', 6, (p) => fmt(p.medians.seo, 0)],
  ['a11y', 6, (p) => fmt(p.medians.accessibility, 0)],
  ['b-p', 6, (p) => fmt(p.medians['best-practices'], 0)],
  ...METRICS.map((m): [string, number, (p: PageResult) => string] => [
    `${m.name}${m.unit ? ` (${m.unit})` : ''}`,
    10,
    (p) => fmt(p.medians[m.name] * m.scale, m.digits),
  ]),
  ['CPU index', 16, (p) => p.runs.map((r) => fmt(r.benchmarkIndex, 0)).join('/')],
];
console.log(
  `\nLighthouse ${lighthouseVersion()} (mobile preset: simulated slow 4G, 4× CPU), nginx deployment over TLS + HTTP/2, median of ${RUNS}, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(cols.map(([h, w], i) => (i === 0 ? h.padEnd(w) : h.padStart(w))).join(''));
for (const p of pages) console.log(cols.map(([, w, f], i) => (i === 0 ? f(p).padEnd(w) : f(p).padStart(w))).join(''));
console.log(
  `targets: ${Object.entries(TARGETS)
    .map(([c, t]) => `${c} ≥ ${t}`)
    .join(', ')}`,
);
console.log("CPU index: Lighthouse's benchmarkIndex of each run (this machine's speed then; TBT grows as it falls)");
for (const p of pages) {
  for (const [category, audits] of Object.entries(p.failing)) {
    if (!audits.length) continue;
    const under = category in TARGETS ? ` (median ${p.medians[category]} < ${TARGETS[category as keyof typeof TARGETS]})` : ' (no target)';
    console.log(`\n${p.host}${p.path} — ${category}${under}:`);
    for (const a of audits) {
      console.log(`  ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
      for (const item of a.items) console.log(`      ${item}`);
    }
  }
  for (const w of p.runWarnings) console.log(`  warning (${p.host}${p.path}): ${w}`);
  const counts = new Map<string, number>();
  for (const run of p.consoleErrors) for (const e of new Set(run)) counts.set(e, (counts.get(e) ?? 0) + 1);
  const errored = Object.entries(p.erroredAudits);
  if (errored.length)
    console.log(
      `  ${errored.length} audits could not run (${p.host}${p.path}): ${errored.map(([id]) => id).join(', ')} — first error: ${errored[0][1].slice(0, 200)}`,
    );
  for (const [e, n] of counts) console.log(`  console error in ${n} of ${p.consoleErrors.length} runs (${p.host}${p.path}): ${e}`);
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

mkdirSync(join(OUT, '..'), { recursive: true });
writeFileSync(
  OUT,
  JSON.stringify(
    { date: new Date().toISOString(), lighthouse: lighthouseVersion(), preset: 'mobile (default config)', runs: RUNS, targets: TARGETS, pages },
    null,
    2,
  ),
);
console.log(`\nwritten ${OUT} and the median runs' HTML reports in ${join(OUT, '..', 'lighthouse')}/`);
