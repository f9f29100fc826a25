/**
 * Where the main thread goes on the phone profile: a CDP CPU profile (Profiler.start/stop) of one cold
 * load, or of a tap, printed as the top functions by self time. Profile an unminified build so the names
 * mean something:
 *   npx vite build --minify false --outDir dist-prof
 *   npx tsx tests/bench/profile.ts --dir dist-prof --port 4450 --path '/casino?brand=<id>'
 *   npx tsx tests/bench/profile.ts --dir dist-prof --port 4451 --games 20000 --path '/casino/slots?brand=<id>' --tap '[data-testid="category-tab"]'
 *   npx tsx tests/bench/profile.ts --dir dist-prof --path '/casino/all?brand=<id>' --tasks   (each long task and its modules)
 * Measures only; never fails on time.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';

const root = join(import.meta.dirname, '..', '..');
/** Per chunk file: the source module of each line (see moduleOf). */
const moduleMaps = new Map<string, string[]>();
/** Trace events of the browser's own work, printed per long task by `--tasks`. */
const BROWSER_WORK = [
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Decode Image',
  'MajorGC',
  'MinorGC',
];

const { values } = cliArgs({
  usage: `usage: tsx tests/bench/profile.ts --path <url path> [--dir dist] [--port <n>] [--games <n>] [--tap <selector>] [--top <n>] [--out <file>] [--timeline] [--trace] [--tasks]

CPU profile of a cold phone load (or of a tap after it) on the built site; prints the top self times.
  --timeline  busy time per 100 ms by source module
  --trace     the browser's own work (style, layout, paint, parse) from a trace
  --tasks     each long task (≥ 50 ms) with the source modules it ran`,
  options: {
    path: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    games: { type: 'string' },
    tap: { type: 'string' },
    top: { type: 'string' },
    out: { type: 'string' },
    trace: { type: 'boolean' },
    timeline: { type: 'boolean' },
    tasks: { type: 'boolean' },
  },
});
const PORT = numberArg('port', values.port, 4450);
const TOP = numberArg('top', values.top, 25);
const path = values.path ?? '/casino';
const env: Record<string, string> = values.games ? { SANDBOX_GAMES: values.games } : {};
const server = spawn(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', values.dir ?? 'dist'],
  { stdio: 'ignore', cwd: root, env: { ...process.env, ...env } },
);
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/brand-config/index.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error(`${base} did not answer within 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const tile = '[data-testid="game-tile"] img';
  const traceEvents: TraceEvent[] = [];
  if (values.trace || values.tasks) {
    cdp.on('Tracing.dataCollected', (e) => void traceEvents.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  }
  if (!values.tap) await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${base}${path}`);
  await page.locator(tile).first().waitFor({ state: 'visible', timeout: 60000 });
  const firstTile = Date.now() - t0;
  if (values.tap) {
    await page.waitForTimeout(3000);
    await cdp.send('Profiler.start');
    await page.locator(values.tap).nth(1).click();
    await page.waitForTimeout(2000);
  } else {
    await page.waitForTimeout(5000);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  if (values.trace || values.tasks) {
    const ended = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await ended;
  }
  await browser.close();
  if (values.out) writeFileSync(values.out, JSON.stringify(profile));
  report(profile, firstTile);
  if (values.timeline) timeline(profile);
  if (values.trace) reportTrace(traceEvents);
  if (values.tasks) reportTasks(profile, traceEvents);
} finally {
  server.kill();
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function report(p: Profile, firstTile: number) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(p.samples[i]);
    if (!n) continue;
    const f = n.callFrame;
    const file = f.url.split('/').pop() || '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    if (f.functionName !== '(idle)') {
      total += dt;
      byFile.set(file || f.functionName, (byFile.get(file || f.functionName) ?? 0) + dt);
    }
  }
  const rows = [...self]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  console.log(
    `${values.tap ? `tap ${values.tap}` : `cold load ${path}`} — first tile ${firstTile} ms wall; busy ${total.toFixed(0)} ms of ${((p.endTime - p.startTime) / 1000).toFixed(0)} ms profiled (4× throttle)`,
  );
  for (const [k, v] of rows) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  console.log('by script:');
  for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/**
 * `--tasks`: every main-thread task of 50 ms or more (at 4×: what counts toward total blocking time), when it
 * started (from the first sample of the profile) and the source modules its CPU-profile samples fall in — the
 * bundle's evaluation, the theme system, a hydration slice, a list's ingest each show as themselves.
 */
function reportTasks(p: Profile, events: TraceEvent[]) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'RunTask'),
  );
  if (!main) return console.log('tasks: no renderer main thread in the trace');
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && (e.dur ?? 0) >= 50000).sort((a, b) => a.ts - b.ts);
  const samples = labelledSamples(p).map((x) => [p.startTime + x.at * 1000, x.label] as const);
  let blocking = 0;
  console.log('long tasks (≥ 50 ms): start, length, share of their samples by module:');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const counts = new Map<string, number>();
    let n = 0;
    for (const [st, label] of samples)
      if (st >= task.ts && st <= end) {
        counts.set(label, (counts.get(label) ?? 0) + 1);
        n++;
      }
    const top = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([l, c]) => `${l} ${Math.round((100 * c) / n)} %`)
      .join(', ');
    blocking += (task.dur ?? 0) / 1000 - 50;
    // The browser's own work inside the task (what a CPU profile calls "(program)"), by trace event.
    const own = new Map<string, number>();
    for (const e of events)
      if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts >= task.ts && e.ts + e.dur <= end && BROWSER_WORK.includes(e.name))
        own.set(e.name, (own.get(e.name) ?? 0) + e.dur / 1000);
    const browserWork = [...own]
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `${((task.ts - p.startTime) / 1000).toFixed(0).padStart(6)} ms +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top || '(no JS sampled)'}${browserWork ? `  [${browserWork} ms]` : ''}`,
    );
  }
  console.log(`${tasks.length} long tasks; their time over 50 ms: ${blocking.toFixed(0)} ms`);
}

/** Main-thread time of the browser's own work (style, layout, paint, parse), which a CPU profile calls "(program)". */
function reportTrace(events: TraceEvent[]) {
  // the browser's own work, plus the script events that contain the style and layout they force
  const names = [
    ...BROWSER_WORK,
    'v8.compile',
    'v8.compileModule',
    'EvaluateScript',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'RunMicrotasks',
    'v8.evaluateModule',
    'HitTest',
  ];
  const sums = new Map<string, { ms: number; n: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || !names.includes(e.name)) continue;
    const s = sums.get(e.name) ?? { ms: 0, n: 0 };
    s.ms += e.dur / 1000;
    s.n++;
    sums.set(e.name, s);
  }
  console.log('trace (inclusive durations; script events contain the style/layout they force):');
  for (const [k, v] of [...sums].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${v.ms.toFixed(1).padStart(8)} ms  ${k} ×${v.n}`);
}

/** For an unminified build: the source module of each line of each chunk, from the bundler's `// <path>` markers. */
function moduleOf(url: string, line: number): string {
  const file = url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return url ? file : '(native)';
  let map = moduleMaps.get(file);
  if (!map) {
    map = [];
    try {
      let current = file;
      for (const l of readFileSync(join(root, values.dir ?? 'dist', 'assets', file), 'utf8').split('\n')) {
        const m = /^\/\/ ((?:src|plugins|node_modules)\/.*)$/.exec(l);
        if (m) current = m[1].replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1');
        map.push(current);
      }
    } catch {
      // not a file of this build
    }
    moduleMaps.set(file, map);
  }
  return map[line] ?? file;
}

/**
 * Every busy sample of the profile: when (ms from the profile's start), for how long, and its source module — for a
 * library, with the nearest app module (src/, plugins/) that called it. `--timeline` and `--tasks` read these.
 */
function labelledSamples(p: Profile): { at: number; ms: number; label: string }[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const isApp = (m: string) => /^(src|plugins)\//.test(m);
  const out: { at: number; ms: number; label: string }[] = [];
  let t = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] / 1000;
    const n = byId.get(p.samples[i]);
    if (!n || n.callFrame.functionName === '(idle)') continue;
    let label = n.callFrame.url ? moduleOf(n.callFrame.url, n.callFrame.lineNumber) : n.callFrame.functionName;
    if (!isApp(label))
      for (let id = parent.get(n.id); id !== undefined; id = parent.get(id)) {
        const f = byId.get(id)!.callFrame;
        const m = f.url ? moduleOf(f.url, f.lineNumber) : '';
        if (isApp(m)) {
          label = `${label} < ${m.replace(/^src\//, '')}`;
          break;
        }
      }
    out.push({ at: t, ms: (p.timeDeltas[i + 1] ?? 0) / 1000, label });
  }
  return out;
}

/** Busy time per 100 ms of the profile, with the function that took most of each slice (self time). */
function timeline(p: Profile) {
  const slices = new Map<number, Map<string, number>>();
  for (const { at, label, ms } of labelledSamples(p)) {
    const k = Math.floor(at / 100);
    const m = slices.get(k) ?? new Map<string, number>();
    m.set(label, (m.get(label) ?? 0) + ms);
    slices.set(k, m);
  }
  for (const [k, m] of [...slices].sort((a, b) => a[0] - b[0])) {
    const busy = [...m.values()].reduce((a, b) => a + b, 0);
    const top = [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([l, v]) => `${l} ${v.toFixed(0)}`)
      .join(', ');
    console.log(`${String(k * 100).padStart(6)} ms  busy ${busy.toFixed(0).padStart(3)}  ${top}`);
  }
}
