/**
 * `npm run bench` (phone part): the built site as players reach it — behind nginx with the build's generated
 * configs, over TLS and HTTP/2, each brand by its host (tests/bench/edge.ts) — on each brand's lobby at /casino
 * and at /, the URL a player types, on a mid-range phone profile: 390×844, touch, CPU throttled 4× and a slow
 * network (150 ms, 1.6 Mbps down, 750 kbps up: Lighthouse's slow 4G) through CDP, a new browser context (cold
 * cache) for every load. Beside it a bare React 19 page (one <h1>) built with the project's own Vite, served by
 * the same nginx and measured the same way in the same run, so every figure is also a ratio to that floor.
 * Then, with the sandbox's 20,000-game catalogue (its own `vite preview`, no network throttling: these figures
 * are the page's own work), the first tile of the slots page, tap → grid updated for a category tab and a
 * provider filter, and a search keystroke → results.
 * Prints a table and writes a JSON result file. Measures only; never fails on time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';
import { testHost } from '../../scripts/lib/e2e-nginx.ts';
import { startEdge, type Edge } from './edge.ts';

const root = join(import.meta.dirname, '..', '..');
const { values } = cliArgs({
  usage: `usage: tsx tests/bench/phone.ts [--runs <n>] [--port <n>] [--no-build] [--big-only] [--loopback] [--out <file>]

Phone profile of the built site beside a bare React page (measures, never fails).
  --runs <n>    cold loads per brand (default: BENCH_RUNS, else 5)
  --port <n>    first of four ports: the deployment's preview server, its nginx (HTTP, TLS), the 20,000-game
                preview server (default: BENCH_PORT, else 4196)
  --no-build    measure the existing dist/ (default: npm run build first)
  --big-only    only the 20,000-game part (first tile, taps, search keystroke); no cold loads per brand
  --loopback    no network emulation on the cold loads (the CPU's share alone; the standard's figure is the slow one)
  --out <file>  JSON result file (default bench-results/phone.json)
  -h, --help    show this text`,
  options: {
    runs: { type: 'string' },
    port: { type: 'string' },
    'no-build': { type: 'boolean' },
    'big-only': { type: 'boolean' },
    loopback: { type: 'boolean' },
    out: { type: 'string' },
  },
});
const RUNS = numberArg('runs', values.runs ?? process.env.BENCH_RUNS, 5);
const PORT = numberArg('port', values.port ?? process.env.BENCH_PORT, 4196);
const OUT = values.out ?? join(root, 'bench-results', 'phone.json');
const THROTTLE = 4;
/** Lighthouse's slow 4G, as CDP takes it (bytes per second); the e2e layout-shift test throttles the same. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const BARE_HOST = 'bare.croupier.test';
const VIEWPORT = { width: 390, height: 844 };
const BIG_CATALOGUE = 20000;
const brands = listBrandIds();
const BIG_ONLY = !!values['big-only'];

/** tsx compiles this file with keepNames: functions passed to the page call a `__name` helper it must have. */
const NAME_SHIM = 'window.__name = window.__name || ((f) => f);';

/** Installed before any page script: the observers whose entries make the figures. */
const OBSERVERS = () => {
  const b = { lcp: 0, fcp: 0, cls: 0, longTasks: [] as { start: number; duration: number }[], firstTile: 0, lastLongTaskEnd: 0 };
  (window as unknown as { __bench: typeof b }).__bench = b;
  // CLS as Core Web Vitals defines it: the largest session window (shifts < 1 s apart, window ≤ 5 s) of
  // shifts not caused by recent input.
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (e.hadRecentInput) continue;
      if (windowValue && e.startTime - windowLast < 1000 && e.startTime - windowStart < 5000) windowValue += e.value;
      else {
        windowValue = e.value;
        windowStart = e.startTime;
      }
      windowLast = e.startTime;
      b.cls = Math.max(b.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      b.longTasks.push({ start: e.startTime, duration: e.duration });
      b.lastLongTaskEnd = Math.max(b.lastLongTaskEnd, e.startTime + e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const seeTile = () => {
    if (!b.firstTile && document.querySelector('[data-testid="game-tile"] img')) b.firstTile = performance.now();
  };
  new MutationObserver(seeTile).observe(document, { childList: true, subtree: true });
};

type Bytes = { js: number; css: number; images: number; fonts: number; other: number; total: number; requests: number; failed: string[] };
interface Sample {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  firstTile: number;
  dom: number;
  heapMB: number;
  bytes: Bytes;
}

const QUIET_MS = 2000;
const MAX_WAIT_MS = 15000;

/** One cold load of `url` on the phone profile; `ready` is what must be on screen before waiting for quiet. */
async function coldLoad(browser: Browser, url: string, ready: string, network?: typeof SLOW_NETWORK): Promise<Sample> {
  // the edge's certificate is self-signed for the brand hosts (scripts/lib/e2e-nginx.ts)
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(NAME_SHIM);
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Network.enable');
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    const types = new Map<string, string>();
    const bytes: Bytes = { js: 0, css: 0, images: 0, fonts: 0, other: 0, total: 0, requests: 0, failed: [] };
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      if (e.response.status >= 400) bytes.failed.push(`${e.response.status} ${e.response.url}`);
    });
    const done = (id: string, size: number) => {
      const t = types.get(id);
      const key = t === 'Script' ? 'js' : t === 'Stylesheet' ? 'css' : t === 'Image' ? 'images' : t === 'Font' ? 'fonts' : 'other';
      bytes[key] += size;
      bytes.total += size;
      bytes.requests++;
    };
    cdp.on('Network.loadingFinished', (e) => done(e.requestId, e.encodedDataLength));
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60000 });
    // Quiet: at least 4 s after the load event and no long task for QUIET_MS (polling keeps the network
    // busy, so only the main thread decides), or MAX_WAIT_MS after `ready` in all.
    const start = Date.now();
    for (;;) {
      await page.waitForTimeout(250);
      const { lastLongTaskEnd, now, loadEnd } = await page.evaluate(() => ({
        lastLongTaskEnd: (window as any).__bench.lastLongTaskEnd as number,
        now: performance.now(),
        loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
      }));
      if ((loadEnd > 0 && now - loadEnd >= 4000 && now - lastLongTaskEnd >= QUIET_MS) || Date.now() - start > MAX_WAIT_MS) break;
    }
    const b = await page.evaluate(
      () => (window as any).__bench as { lcp: number; fcp: number; cls: number; firstTile: number; longTasks: { start: number; duration: number }[] },
    );
    const tbt = b.longTasks.filter((t) => t.start >= b.fcp).reduce((n, t) => n + Math.max(0, t.duration - 50), 0);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { lcp: b.lcp, cls: b.cls, tbt, fcp: b.fcp, firstTile: b.firstTile, dom, heapMB: heap.usedSize / 1048576, bytes };
  } finally {
    await context.close();
  }
}

/** Click `selector` (the `index`-th match) and time it to the next frame after the game grid changed. */
async function tapToGrid(page: Page, selector: string, index: number): Promise<number> {
  return page.evaluate(
    async ({ selector, index }) => {
      const grid = () => document.querySelector('[data-testid="game-grid"]');
      const signature = () => {
        const g = grid();
        return g
          ? `${g.childElementCount}|${[...g.querySelectorAll('[data-testid="game-tile"]')]
              .slice(0, 4)
              .map((t) => t.textContent)
              .join('|')}`
          : '';
      };
      const before = signature();
      const target = document.querySelectorAll<HTMLElement>(selector)[index];
      if (!target) return NaN;
      const t0 = performance.now();
      const changed = new Promise<void>((resolve) => {
        const mo = new MutationObserver(() => {
          if (signature() !== before) {
            mo.disconnect();
            resolve();
          }
        });
        mo.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          mo.disconnect();
          resolve();
        }, 15000);
      });
      target.click();
      await changed;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0;
    },
    { selector, index },
  );
}

/**
 * Type `text` into the open search modal's input (as one keystroke of a player) and time it to the next frame
 * after the result list changed; `debounceMs` (the brand's catalogue.search.debounceMs, the wait the brand asks
 * for before searching) is taken off, so the figure is the page's own work.
 */
async function keystrokeToResults(page: Page, text: string, debounceMs: number): Promise<number> {
  return page.evaluate(
    async ({ text, debounceMs }) => {
      const modal = () => document.querySelector('[data-testid="search-modal"]');
      const signature = () => {
        const m = modal();
        if (!m) return '';
        const games = [...m.querySelectorAll('[data-testid="search-result-game"]')].slice(0, 4).map((g) => g.getAttribute('data-game-id'));
        const empty = m.querySelector('[data-testid="search-empty"]')?.textContent ?? '';
        // each section's heading carries its count
        const sections = [...m.querySelectorAll('section')].map((s) => s.firstElementChild?.textContent ?? '');
        return `${sections.join('|')}|${games.join('|')}|${empty}`;
      };
      const input = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
      if (!input) return NaN;
      const before = signature();
      const t0 = performance.now();
      const changed = new Promise<boolean>((resolve) => {
        const mo = new MutationObserver(() => {
          if (signature() !== before) {
            mo.disconnect();
            resolve(true);
          }
        });
        mo.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          mo.disconnect();
          resolve(false);
        }, 15000);
      });
      // the value as a keystroke sets it, then the input event React listens to
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (!(await changed)) return NaN;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0 - debounceMs;
    },
    { text, debounceMs },
  );
}

/** `vite preview` of dist/ with the sandbox (the project's vite.config.ts). */
function startPreview(port: number, env: Record<string, string> = {}): ChildProcess {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  return spawn(process.execPath, args, { stdio: 'ignore', cwd: root, env: { ...process.env, ...env } });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

// ---------- build: the site, and the bare React page with the same Vite ----------
if (!values['no-build']) {
  await new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/build.ts')], { stdio: 'ignore', cwd: root });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}
const bareDir = join(import.meta.dirname, 'bare');
const bareOut = mkdtempSync(join(tmpdir(), 'croupier-bench-bare-'));
await build({ root: bareDir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: bareOut, emptyOutDir: true, target: 'es2022' } });
// nginx's workers (nobody, when the bench runs as root) read it: a temp folder is the owner's only
chmodSync(bareOut, 0o755);

const servers: ChildProcess[] = [];
let edge: Edge | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const s of servers) s.kill();
    void (edge?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}
const results: Record<string, Sample[]> = {};
const big: Record<string, number[]> = { firstTile: [], lcp: [], heapMB: [], dom: [], category: [], provider: [], search: [] };
try {
  servers.push(startPreview(PORT + 3, { SANDBOX_GAMES: String(BIG_CATALOGUE) }));
  const bigSite = `http://127.0.0.1:${PORT + 3}`;
  // the site and the bare page behind the same nginx, over TLS and HTTP/2
  edge = await startEdge(PORT, [{ host: BARE_HOST, root: bareOut }]);
  await waitFor(`${bigSite}/brand-config/index.json`);

  const browser = await chromium.launch({ executablePath: findChromium(), args: edge.browserArgs });
  // Per brand the lobby at /casino and at / (the URL a player types: its prerendered page, then the lobby).
  const tile = '[data-testid="game-tile"] img';
  const origin = (host: string) => `https://${host}:${edge!.tlsPort}`;
  const targets: [string, string, string][] = [
    ['bare React', `${origin(BARE_HOST)}/`, 'h1'],
    ...brands.flatMap((b): [string, string, string][] => {
      const host = testHost(b);
      if (!host) throw new Error(`brand ${b} has no host in brand.json hosts`);
      return [
        [`${b} /casino`, `${origin(host)}/casino`, tile],
        [`${b} /`, `${origin(host)}/`, tile],
      ];
    }),
  ];
  // Interleaved (bare, brand, brand, bare…) so load from other work on the machine falls on each alike.
  for (let i = 0; i < (BIG_ONLY ? 0 : RUNS); i++) {
    for (const [name, url, ready] of targets) {
      results[name] ??= [];
      results[name].push(await coldLoad(browser, url, ready, values.loopback ? undefined : SLOW_NETWORK));
      process.stderr.write('.');
    }
  }

  // The 20,000-game catalogue: the slots page of the first brand.
  const brand = brands.find((b) => b === 'pampa') ?? brands[0];
  for (let i = 0; i < RUNS; i++) {
    const s = await coldLoad(browser, `${bigSite}/casino/slots?brand=${brand}`, '[data-testid="game-tile"] img');
    big.firstTile.push(s.firstTile);
    big.lcp.push(s.lcp);
    big.heapMB.push(s.heapMB);
    big.dom.push(s.dom);
    process.stderr.write('.');
  }
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(NAME_SHIM);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${bigSite}/casino/slots?brand=${brand}`);
    await page.locator('[data-testid="game-tile"] img').first().waitFor({ state: 'visible', timeout: 60000 });
    await page.waitForTimeout(1500);
    // a failed measurement is reported as missing (—), not as a crash of the whole bench
    big.category.push(await tapToGrid(page, '[data-testid="category-tab"]', 1).catch(() => NaN));
    await page.waitForTimeout(500);
    big.provider.push(await tapToGrid(page, '[data-testid="provider-filter"]', 0).catch(() => NaN));
    // search: open the modal, let its first term's results show, then one more keystroke
    big.search.push(
      await (async () => {
        const debounceMs = ((await (await fetch(`${bigSite}/brand-config/${brand}.json`)).json()) as { catalogue: { search: { debounceMs: number } } })
          .catalogue.search.debounceMs;
        await page.locator('[data-testid="search-button"]').first().click();
        await page.locator('[data-testid="search-input"]').waitFor({ state: 'visible' });
        await page.waitForTimeout(1000);
        // "go" finds the Golden… and …Dragon… games of the generated catalogue, "gol" only the Golden ones
        await keystrokeToResults(page, 'go', debounceMs);
        await page.waitForTimeout(500);
        return keystrokeToResults(page, 'gol', debounceMs);
      })().catch(() => NaN),
    );
    await context.close();
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  await browser.close();
} finally {
  for (const s of servers) s.kill();
  await edge?.stop();
}

// ---------- report ----------
type Figure = { name: string; unit: string; pick: (s: Sample) => number; digits: number };
const FIGURES: Figure[] = [
  { name: 'largest contentful paint', unit: 's', pick: (s) => s.lcp / 1000, digits: 2 },
  { name: 'first contentful paint', unit: 's', pick: (s) => s.fcp / 1000, digits: 2 },
  { name: 'total blocking time (FCP → quiet)', unit: 'ms', pick: (s) => s.tbt, digits: 0 },
  { name: 'cumulative layout shift', unit: '', pick: (s) => s.cls, digits: 3 },
  { name: 'first game tile', unit: 's', pick: (s) => s.firstTile / 1000, digits: 2 },
  { name: 'JS transferred', unit: 'kB', pick: (s) => s.bytes.js / 1024, digits: 1 },
  { name: 'CSS transferred', unit: 'kB', pick: (s) => s.bytes.css / 1024, digits: 1 },
  { name: 'images transferred', unit: 'kB', pick: (s) => s.bytes.images / 1024, digits: 1 },
  { name: 'fonts transferred', unit: 'kB', pick: (s) => s.bytes.fonts / 1024, digits: 1 },
  { name: 'other transferred (HTML, JSON)', unit: 'kB', pick: (s) => s.bytes.other / 1024, digits: 1 },
  { name: 'requests', unit: '', pick: (s) => s.bytes.requests, digits: 0 },
  { name: 'DOM elements after load', unit: '', pick: (s) => s.dom, digits: 0 },
  { name: 'JS heap after load (after GC)', unit: 'MB', pick: (s) => s.heapMB, digits: 1 },
];
const names = BIG_ONLY ? [] : Object.keys(results);
const table: Record<string, Record<string, number>> = {};
for (const f of FIGURES) table[f.name] = Object.fromEntries(names.map((n) => [n, median(results[n].map(f.pick))]));
const fmt = (x: number, d: number) => (Number.isFinite(x) ? x.toFixed(d) : '—');
const floorName = 'bare React';
const pad = (s: string, n: number) => s.padStart(n);
if (names.length)
  console.log(
    `\nPhone profile — nginx over TLS + HTTP/2, ${VIEWPORT.width}×${VIEWPORT.height}, touch, CPU ${THROTTLE}× ${values.loopback ? 'over loopback (no network emulation)' : `and ${SLOW_NETWORK.latency} ms / 1.6 Mbps`} (CDP), cold loads, median of ${RUNS}, ${new Date().toISOString().slice(0, 10)}`,
  );
if (names.length) console.log(`${'figure'.padEnd(38)}${names.map((n) => pad(n, 15)).join('')}`);
const label = (f: Figure) => `${f.name}${f.unit ? ` (${f.unit})` : ''}`.padEnd(38);
for (const f of names.length ? FIGURES : []) console.log(`${label(f)}${names.map((n) => pad(fmt(table[f.name][n], f.digits), 15)).join('')}`);
// every page as a multiple of the bare React page of the same run
const pagesOnly = names.filter((n) => n !== floorName);
if (names.length) console.log(`\n${'÷ bare React page'.padEnd(38)}${pagesOnly.map((n) => pad(n, 15)).join('')}`);
for (const f of names.length ? FIGURES : []) {
  const row = table[f.name];
  console.log(`${label(f)}${pagesOnly.map((n) => pad(row[floorName] > 0 ? `${(row[n] / row[floorName]).toFixed(1)}×` : '—', 15)).join('')}`);
}
const failed = [...new Set(names.flatMap((n) => results[n].flatMap((s) => s.bytes.failed)))];
if (failed.length) console.log(`failed requests on load: ${failed.join(', ')}`);
const bigMedian = Object.fromEntries(Object.entries(big).map(([k, v]) => [k, median(v)]));
console.log(`\n${BIG_CATALOGUE.toLocaleString('en')} games (SANDBOX_GAMES), /casino/slots, same profile, median of ${RUNS}:`);
console.log(`  first game tile                 ${fmt(bigMedian.firstTile / 1000, 2)} s`);
console.log(`  largest contentful paint        ${fmt(bigMedian.lcp / 1000, 2)} s`);
console.log(`  DOM elements after load         ${fmt(bigMedian.dom, 0)}`);
console.log(`  JS heap after load              ${fmt(bigMedian.heapMB, 1)} MB`);
console.log(`  tap category tab → grid         ${fmt(bigMedian.category, 0)} ms`);
console.log(`  tap provider filter → grid      ${fmt(bigMedian.provider, 0)} ms`);
console.log(`  search keystroke → results      ${fmt(bigMedian.search, 0)} ms (after the brand's debounce)`);

mkdirSync(join(OUT, '..'), { recursive: true });
writeFileSync(
  OUT,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      profile: {
        viewport: VIEWPORT,
        isMobile: true,
        cpuThrottle: THROTTLE,
        network: values.loopback ? 'loopback' : SLOW_NETWORK,
        server: 'nginx, TLS + HTTP/2',
        runs: RUNS,
      },
      medians: table,
      samples: results,
      bigCatalogue: { games: BIG_CATALOGUE, medians: bigMedian, samples: big },
      failedRequests: failed,
    },
    null,
    2,
  ),
);
console.log(`\nwritten ${OUT}`);
