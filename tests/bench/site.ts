/**
 * `npm run bench` (second part): config validation per brand, root store creation, the first-visit
 * bundle size, and the time to a visible lobby in real Chromium against the built site with the
 * sandbox. Measures only; never fails on time.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';
import { loadEnginePacks, loadPlugins, loadSchemas, mergeBrand, stripServerOnly, validateBrand } from '../../scripts/validate/lib.ts';
import { RootStoreModel } from '../../src/models/RootStore.ts';
import { createEnv, memoryStorage } from '../../src/models/createEnv.ts';
import { registryFromModules } from '../../src/catalogue/registry.ts';

const root = join(import.meta.dirname, '..', '..');
const brands = listBrandIds();
const { values } = cliArgs({
  usage: `usage: tsx tests/bench/site.ts [--runs <n>] [--port <n>]

Config validation, store creation, first-visit size and time to a visible lobby (measures, never fails).
  --runs <n>   cold loads per brand (default: BENCH_RUNS, else 5)
  --port <n>   port of the preview server (default: BENCH_PORT, else 4196)
  -h, --help   show this text`,
  options: { runs: { type: 'string' }, port: { type: 'string' } },
});
const RUNS = numberArg('runs', values.runs ?? process.env.BENCH_RUNS, 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

const rows: [string, string, string][] = [];
const options = { schemas: loadSchemas(), plugins: await loadPlugins(), enginePacks: loadEnginePacks() };
const pluginModules: Record<string, { default?: never }> = {};
for (const id of options.plugins.keys()) pluginModules[`../../plugins/${id}/index.ts`] = await import(`../../plugins/${id}/index.ts`);
const providers = registryFromModules(pluginModules);
for (const brand of brands) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await time(() => validateBrand(join(root, 'brands', brand), options)))[0]);
  rows.push([`validate brands/${brand} (schemas + cross-references)`, ms(median(times)), ms(Math.min(...times))]);

  const config = stripServerOnly(mergeBrand(join(root, 'brands', brand)));
  const storeTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const env = createEnv(config, { storage: memoryStorage(), providers });
    storeTimes.push((await time(() => RootStoreModel.create({ config }, env)))[0]);
  }
  rows.push([`RootStore.create (${brand})`, ms(median(storeTimes)), ms(Math.min(...storeTimes))]);
}

// Build, then serve the built site with the sandbox, and load each brand's lobby cold.
await new Promise<void>((resolve, reject) => {
  const p = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/build.ts')], { stdio: 'ignore', cwd: root });
  p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited with ${code}`))));
});
const report = JSON.parse(readFileSync(join(root, 'dist/size-report.json'), 'utf8')) as { brands: Record<string, { js: number; css: number; config: number }> };
for (const [brand, s] of Object.entries(report.brands)) {
  rows.push([`first visit download, gzip (${brand}): JS+CSS / config`, `${((s.js + s.css) / 1024).toFixed(1)} kB`, `${(s.config / 1024).toFixed(1)} kB`]);
}

const port = numberArg('port', values.port ?? process.env.BENCH_PORT, 4196);
const server = spawn(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: 'ignore', cwd: root },
);
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/brand-config/index.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  for (const brand of brands) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const [t] = await time(async () => {
        await page.goto(`${base}/?brand=${brand}`);
        await page.locator('[data-testid="game-tile"] img').first().waitFor({ state: 'visible', timeout: 30000 });
      });
      times.push(t);
      await context.close();
    }
    rows.push([`cold load to first visible game tile in Chromium (${brand})`, ms(median(times)), ms(Math.min(...times))]);
  }
  await browser.close();
} finally {
  server.kill();
}

console.log(`\nSite bench — ${RUNS} runs each, node ${process.version}`);
console.log(`${'measure'.padEnd(64)}  ${'median'.padStart(10)}  ${'min / other'.padStart(12)}`);
for (const [name, a, b] of rows) console.log(`${name.padEnd(64)}  ${a.padStart(10)}  ${b.padStart(12)}`);
