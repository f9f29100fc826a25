/**
 * `npm run bench` (studio part): how soon an edit in the brand studio shows in its live preview — the
 * brand's primary colour, a menu label in its second language, a provider's priority — measured from the
 * edit to the desktop preview frame showing it. Starts `scripts/studio.ts` over a temp copy of brands/ (so
 * nothing is written to the repository), median of --runs. Measures only; never fails on time.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { listBrandIds } from '../../scripts/lib/brands.ts';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';
import type { BrandConfig } from '../../src/config/types.ts';

const root = join(import.meta.dirname, '..', '..');
const { values } = cliArgs({
  usage: `usage: tsx tests/bench/studio.ts [--runs <n>] [--port <n>] [--out <file>]

Edit → live preview in the brand studio (measures, never fails).
  --runs <n>    edits of each kind (default: BENCH_RUNS, else 3)
  --port <n>    port of the studio's dev server (default 5408)
  --out <file>  JSON result file (default bench-results/studio.json)
  -h, --help    show this text`,
  options: { runs: { type: 'string' }, port: { type: 'string' }, out: { type: 'string' } },
});
const RUNS = numberArg('runs', values.runs ?? process.env.BENCH_RUNS, 3);
const PORT = numberArg('port', values.port, 5408);
const OUT = values.out ?? join(root, 'bench-results', 'studio.json');
const BASE = `http://127.0.0.1:${PORT}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Polls `probe` every 20 ms until it returns `want` (15 s at most); the time since `t0`, in ms. */
async function until(t0: number, probe: () => Promise<unknown>, want: unknown): Promise<number> {
  const goal = JSON.stringify(want);
  while (Date.now() - t0 < 15_000) {
    if (JSON.stringify(await probe().catch(() => undefined)) === goal) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the preview did not show ${goal} within 15 s`);
}

const tmp = mkdtempSync(join(tmpdir(), 'croupier-studio-bench-'));
const brandsDir = join(tmp, 'brands');
cpSync(join(root, 'brands'), brandsDir, { recursive: true });
const server = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/studio.ts', '--port', String(PORT), '--host', '127.0.0.1'], {
  cwd: root,
  env: { ...process.env, CROUPIER_BRANDS_DIR: brandsDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${BASE}/__studio/api/brands`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240 || server.exitCode !== null) throw new Error(`the studio did not start on ${BASE}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  let picked: { id: string; config: BrandConfig } | undefined;
  for (const id of listBrandIds(brandsDir)) {
    const config = (await (await fetch(`${BASE}/brand-config/${id}.json`)).json()) as BrandConfig;
    if (config.brand.languages.length > 1) {
      picked = { id, config };
      break;
    }
  }
  if (!picked) throw new Error('no brand with two languages in brands/');
  const { id, config } = picked;
  const second = config.brand.languages.find((l) => l.code !== config.brand.defaultLanguage)!.code;
  const labelId = config.navigation.sideMenu[0].items[0].labelId;
  const times: Record<'colour' | 'label' | 'order', number[]> = { colour: [], label: [], order: [] };

  for (let run = 0; run < RUNS; run++) {
    const page: Page = await browser.newPage({ viewport: { width: 1600, height: 960 } });
    const frame = page.frameLocator('[data-testid="preview-desktop"]');
    await page.goto(`${BASE}/__studio/#/brand/${id}?page=/casino/providers&lang=${second}`);
    await page.getByTestId('preview-desktop-applied').waitFor({ timeout: 60_000 });
    await page.getByTestId('preview-phone-applied').waitFor({ timeout: 60_000 });
    const cards = frame.locator('[data-testid="provider-card"]');
    await cards.first().waitFor({ timeout: 30_000 });

    const colour = `#${(0x100000 + run * 0x1111).toString(16).slice(-6)}`;
    await page.getByRole('button', { name: 'theme.json' }).click();
    let t0 = Date.now();
    await page.locator('#root_light_primary').fill(colour);
    const primary = () =>
      frame
        .getByTestId('login-button')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--chakra-colors-brand-primary').trim().toLowerCase());
    times.colour.push(await until(t0, primary, colour));

    const label = `Bench label ${run}`;
    await page.getByRole('link', { name: 'Texts' }).click();
    await page.getByTestId('text-filter').fill(labelId);
    const cell = page.getByLabel(`${labelId} in ${second}`, { exact: true });
    await cell.fill(label);
    t0 = Date.now();
    await cell.blur();
    times.label.push(await until(t0, () => frame.getByText(label).first().isVisible(), true));

    const before = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider')!));
    await page.getByRole('link', { name: 'Files' }).click();
    await page.getByRole('button', { name: 'catalogue.json' }).click();
    const order = (await (await fetch(`${BASE}/brand-config/${id}.json`)).json()).catalogue.providerOrder as string[];
    const k = order.indexOf(before[1]);
    t0 = Date.now();
    await page.locator(`#root_providerOrder_${k}__moveUp`).click();
    const moved = [...order];
    [moved[k - 1], moved[k]] = [moved[k], moved[k - 1]];
    const rank = (p: string) => (moved.includes(p) ? moved.indexOf(p) : Infinity);
    times.order.push(
      await until(
        t0,
        () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider'))),
        [...before].sort((a, b) => rank(a) - rank(b)),
      ),
    );
    await page.close(); // unsaved: the next run starts from the folder as copied
  }

  const result = {
    date: new Date().toISOString(),
    runs: RUNS,
    brand: id,
    medianMs: { colour: median(times.colour), label: median(times.label), order: median(times.order) },
    times,
  };
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nStudio: edit → shown in the desktop preview (${id}, median of ${RUNS})`);
  console.log(`| edit | median | runs |\n|---|---|---|`);
  for (const k of ['colour', 'label', 'order'] as const) console.log(`| ${k} | ${result.medianMs[k]} ms | ${times[k].join(', ')} |`);
  console.log(`written to ${OUT}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}
