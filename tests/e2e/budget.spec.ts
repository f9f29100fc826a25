import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Deterministic size budgets of what a first visit to the lobby downloads (gzip bytes), read from the
// report `npm run build` writes (the e2e web server builds the site before the tests run).
// 360 kB (341 kB measured): the one validator now runs in the browser with every plugin's parameter schema and
// the ICU parser (validator chunk 45.7 kB gzip), and the shell carries the phone down menu, the promotion slider
// and referral notices. The phone-speed work (issue "A lobby that is instant on a mid-range phone") takes
// first-visit JS to <= 230 kB; lower this budget with it.
const FIRST_VISIT_JS_BUDGET = 360 * 1024;
const BRAND_CONFIG_BUDGET = 40 * 1024;

test('a first visit stays within the bundle budget for every brand', () => {
  const report = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'size-report.json'), 'utf8')) as {
    brands: Record<string, { js: number; css: number; config: number; files: string[] }>;
  };
  const brands = Object.entries(report.brands);
  expect(brands.length).toBeGreaterThanOrEqual(2);
  for (const [brand, size] of brands) {
    expect(size.js + size.css, `${brand}: first-visit JS+CSS gzip`).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET);
    expect(size.config, `${brand}: config bundle gzip`).toBeLessThanOrEqual(BRAND_CONFIG_BUDGET);
    // Page families are split: the game page, search modal and profile are not part of a first visit.
    expect(size.files.some((f) => /GamePage|SearchModal|Profile/.test(f)), `${brand}: ${size.files.join(', ')}`).toBe(false);
  }
});

test('the production bundle does not hang the store tree (player e-mail, balance) on window', () => {
  const assets = join(import.meta.dirname, '..', '..', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // src/app/boot.ts sets window.__croupier only when import.meta.env.DEV
  const leaking = scripts.filter((f) => readFileSync(join(assets, f), 'utf8').includes('__croupier'));
  expect(leaking).toEqual([]);
});
