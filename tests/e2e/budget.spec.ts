import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Deterministic size budgets of what a first visit to the lobby downloads (gzip bytes), read from the
// report `npm run build` writes (the e2e web server builds the site before the tests run).
// 280 kB (277.7 kB measured 2026-11-23 after the filters view went out of the first visit; 284.2 kB before,
// 341 kB before the trusted configs): the filters view (Chakra's checkbox machinery) loads when opened; the validator chunk is fetched only for a config
// whose bytes the build did not validate (src/config/load.ts), the auth/contacts dialogs and the phone menu
// load on first opening. axios (~14 kB, the stack's HTTP client) stays. What remains above
// the 230 kB target is react-dom (~62 kB), Chakra (~33 kB), MobX + MST (~32 kB), the data router
// (~22 kB), react-intl with the ICU parser (~13 kB) and the stores (~15 kB) — see README "Bench".
// 283 kB since 2026-11-23's operator controls: the maintenance gate, the responsible-gambling and New-games
// stores are part of the shell and the store tree (281.0 kB measured after them; 277.7 kB before).
const FIRST_VISIT_JS_BUDGET = 283 * 1024;
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
    // Page families are split: the game page, search modal and profile are not part of a first visit, nor
    // the config validator, the auth modal, the contacts dialog, the phone menu and the casino filters view.
    expect(size.files.some((f) => /GamePage|SearchModal|Profile|validate|AuthModal|ContactsDialog|MobileMenu|FiltersView/.test(f)), `${brand}: ${size.files.join(', ')}`).toBe(false);
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
