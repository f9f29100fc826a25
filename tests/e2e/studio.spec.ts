/**
 * The brand studio (npm run studio) in real Chromium. It runs on the dev server, not on the preview server
 * the other specs share: beforeAll starts `scripts/studio.ts` on its own port over a temp copy of brands/
 * (CROUPIER_BRANDS_DIR), so saving never writes into the repository.
 */
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBrandIds } from '../../scripts/lib/brands';
import type { BrandConfig } from '../../src/config/types';

const root = join(import.meta.dirname, '..', '..');
// The studio's dev server: a port of its own (5400-5409 are the studio's), not E2E_PORT's preview servers.
const PORT = Number(process.env.STUDIO_E2E_PORT ?? 5401);
const BASE = `http://127.0.0.1:${PORT}`;
let tmp: string;
let brandsDir: string;
let server: ChildProcess | undefined;

// One worker runs the file in order (they share the studio server); a failed test does not skip the next.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  tmp = mkdtempSync(join(tmpdir(), 'croupier-studio-e2e-'));
  brandsDir = join(tmp, 'brands');
  cpSync(join(root, 'brands'), brandsDir, { recursive: true });
  server = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/studio.ts', '--port', String(PORT), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, CROUPIER_BRANDS_DIR: brandsDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (c) => (stderr += c));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/__studio/api/brands`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200 || server.exitCode !== null) throw new Error(`the studio server did not start on ${BASE}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** `npm run validate` on a brands folder: exit code and printed lines. */
function cli(dir: string, id: string): { code: number; lines: string[] } {
  try {
    const out = execFileSync(process.execPath, [join(root, 'scripts/validate/run.mjs'), '--brands-dir', dir, '--brand', id], { cwd: root, encoding: 'utf8' });
    return { code: 0, lines: out.split('\n') };
  } catch (err) {
    const e = err as { status: number; stdout: string };
    return { code: e.status, lines: String(e.stdout).split('\n') };
  }
}

/** The first brand with a second language (the menu label is changed in it), with its merged config as the site gets it. */
async function pickBrand() {
  for (const id of listBrandIds(brandsDir)) {
    const config = (await (await fetch(`${BASE}/brand-config/${id}.json`)).json()) as BrandConfig;
    if (config.brand.languages.length > 1) return { id, config };
  }
  throw new Error('no brand with two languages in brands/');
}

/**
 * The primary colour the header's sign-in button is painted from (the theme's CSS variable where the button
 * is: a variable does not transition, so the value read is the one applied, not a step towards it).
 */
const primaryShown = (frame: FrameLocator) =>
  frame
    .getByTestId('login-button')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--chakra-colors-brand-primary').trim().toLowerCase());
/**
 * Waits until the preview shows `want` (it must, within 15 s) and records how long that took since the edit
 * as a test annotation and a log line. How fast is a figure, not a verdict: a timed assertion would fail on a
 * loaded machine and pass on an idle one (speed is measured by `npm run bench`, not by tests).
 */
async function shown(label: string, since: number, probe: () => Promise<unknown>, want: unknown): Promise<void> {
  await expect.poll(probe, { timeout: 15_000, intervals: [50] }).toEqual(want);
  const ms = Date.now() - since;
  test.info().annotations.push({ type: 'preview latency', description: `${label}: ${ms} ms` });
  console.log(`[studio] ${label}: shown in the preview ${ms} ms after the edit`);
}

const desktop = (page: Page) => page.frameLocator('[data-testid="preview-desktop"]');

test('the gallery shows every brand with its validation state', async ({ page }) => {
  await page.goto(`${BASE}/__studio/`);
  for (const id of listBrandIds(brandsDir)) {
    const card = page.getByTestId(`gallery-${id}`);
    await expect(card.getByTestId('gallery-state')).toHaveText('valid');
    await expect(card.locator('iframe')).toHaveCount(2);
  }
});

test('edits show in the live preview, save writes a folder the CLI accepts', async ({ page }) => {
  test.setTimeout(60_000);
  const { id, config } = await pickBrand();
  const second = config.brand.languages.find((l) => l.code !== config.brand.defaultLanguage)!.code;
  // The providers page shows the side menu (desktop) and the providers in priority order.
  await page.goto(`${BASE}/__studio/#/brand/${id}?page=/casino/providers&lang=${second}`);
  await expect(page.getByTestId('brand-state')).toHaveText(/^valid/);
  await expect(page.getByTestId('language')).toHaveValue(second);
  await expect(page.getByTestId('preview-desktop-figure')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const cards = desktop(page).locator('[data-testid="provider-card"]');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  // Both frames have loaded and applied the unedited config once: edits are timed from a settled preview.
  await expect(page.getByTestId('preview-phone-applied')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('preview-desktop-applied')).toBeVisible({ timeout: 20_000 });

  // Primary colour (theme.json, light palette: the preview is switched to light).
  await page.getByRole('button', { name: 'theme.json' }).click();
  let t0 = Date.now();
  await page.locator('#root_light_primary').fill('#ff0000');
  await shown('primary colour', t0, () => primaryShown(desktop(page)), '#ff0000');

  // A menu label in the second language (the brand's locale file, through the text view).
  const labelId = config.navigation.sideMenu[0].items[0].labelId;
  await page.getByRole('link', { name: 'Texts' }).click();
  await page.getByTestId('text-filter').fill(labelId);
  const cell = page.getByLabel(`${labelId} in ${second}`, { exact: true });
  // The edit counts as it is typed: no blur.
  t0 = Date.now();
  await cell.fill('Studio menu label');
  await shown('menu label', t0, () => desktop(page).getByText('Studio menu label').first().isVisible(), true);

  // A provider's priority (catalogue.json /providerOrder): the second card's provider moves up one place.
  const before = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider')!));
  const order = [...config.catalogue.providerOrder];
  const k = order.indexOf(before[1]);
  [order[k - 1], order[k]] = [order[k], order[k - 1]];
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : Infinity);
  const expected = [...before].sort((a, b) => rank(a) - rank(b));
  expect(expected).not.toEqual(before);
  await page.getByRole('link', { name: 'Files' }).click();
  await page.getByRole('button', { name: 'catalogue.json' }).click();
  t0 = Date.now();
  await page.locator(`#root_providerOrder_${k}__moveUp`).click();
  await shown('provider priority', t0, () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider'))), expected);

  // Save, then the CLI on the written folder.
  await expect(page.getByTestId('save')).toBeEnabled();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  const written = cli(brandsDir, id);
  expect(written.code, written.lines.join('\n')).toBe(0);
  const theme = readFileSync(join(brandsDir, id, 'theme.json'), 'utf8');
  expect(theme).toContain('"primary": "#ff0000"');
  expect(theme.startsWith('{\n  "$schema": ')).toBe(true);
  expect(JSON.parse(readFileSync(join(brandsDir, id, `locales/${second}.json`), 'utf8')).messages[labelId]).toBe('Studio menu label');
  expect(JSON.parse(readFileSync(join(brandsDir, id, 'catalogue.json'), 'utf8')).providerOrder).toEqual(order);
});

test("the UI kit and the locale listing are the studio's (the site offers neither): the kit in the brand's theme, every text id per language", async ({
  page,
}) => {
  const { id, config } = await pickBrand();
  await page.goto(`${BASE}/__studio/#/brand/${id}/kit`);
  await expect(page.getByTestId('ui-kit').first()).toBeVisible();
  // the locale listing: a column per brand language, a row per text id, the outcome labels of the sport rules among them
  await page.goto(`${BASE}/__studio/#/brand/${id}/kit/locale`);
  for (const { code } of config.brand.languages) await expect(page.locator('thead th', { hasText: code })).toHaveCount(1);
  await page.getByTestId('text-filter').fill('sportRules.outcome.handicap1.label');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr code')).toHaveText('sportRules.outcome.handicap1.label');
});

test('an invalid edit shows the CLI line at the field and cannot be saved', async ({ page, request }) => {
  const { id } = await pickBrand();
  // The line the CLI prints for the same edit, from a copy of the folder.
  const copy = mkdtempSync(join(tmpdir(), 'croupier-studio-cli-'));
  cpSync(brandsDir, join(copy, 'brands'), { recursive: true });
  const themeFile = join(copy, 'brands', id, 'theme.json');
  const theme = JSON.parse(readFileSync(themeFile, 'utf8'));
  theme.light.primary = 'red-ish';
  writeFileSync(themeFile, JSON.stringify(theme, null, 2));
  const run = cli(join(copy, 'brands'), id);
  rmSync(copy, { recursive: true, force: true });
  expect(run.code).toBe(1);
  const line = run.lines.find((l) => l.includes('theme.json /light/primary'))!;
  expect(line).toBeTruthy();

  await page.goto(`${BASE}/__studio/#/brand/${id}`);
  await page.getByRole('button', { name: 'theme.json' }).click();
  await page.locator('#root_light_primary').fill('red-ish');
  await expect(page.getByTestId('form').getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByTestId('issues').getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByTestId('save')).toBeDisabled();

  const files = (await (await request.get(`${BASE}/__studio/api/brand/${id}`)).json()).files;
  files['theme.json'].light.primary = 'red-ish';
  const refused = await request.post(`${BASE}/__studio/api/save`, { data: { brand: id, files } });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).issues.map((i: { line: string }) => i.line)).toContain(line);
  expect(readFileSync(join(brandsDir, id, 'theme.json'), 'utf8')).not.toContain('red-ish');
});

test('the Texts tab marks the untranslated copies of a language and a typed translation leaves the count', async ({ page }) => {
  test.setTimeout(60_000);
  const { id, config } = await pickBrand();
  const second = config.brand.languages.find((l) => l.code !== config.brand.defaultLanguage)!.code;
  // The second language's own pack lists one text as a copy, as new-language writes it.
  const labelId = config.navigation.sideMenu[0].items[0].labelId;
  const rel = join(brandsDir, id, `locales/${second}.json`);
  // A delta brand may keep the language's pack in its base only: its own file is then started.
  const pack = existsSync(rel) ? JSON.parse(readFileSync(rel, 'utf8')) : { $schema: '../../schemas/locale.schema.json', messages: {} };
  pack.messages[labelId] = config.locales?.[config.brand.defaultLanguage]?.[labelId] ?? labelId;
  pack.untranslated = [labelId];
  writeFileSync(rel, `${JSON.stringify(pack, null, 2)}\n`);

  await page.goto(`${BASE}/__studio/#/brand/${id}`);
  await expect(page.getByTestId('brand-state')).toHaveText('valid, 1 warning(s)');
  await page.getByRole('link', { name: 'Texts' }).click();
  await page.getByTestId('text-filter').fill(labelId);
  const cell = page.getByLabel(`${labelId} in ${second}`, { exact: true });
  // The mark is on the copy's column only, not on the default language's.
  await expect(page.locator(`td.untranslated[data-lang="${second}"]`)).toHaveCount(1);
  await expect(page.locator(`td.untranslated[data-lang="${config.brand.defaultLanguage}"]`)).toHaveCount(0);
  // Typed, never left: the draft is checked and the warning is gone (the copy selected, then typed over key by key).
  await cell.click();
  await cell.press('ControlOrMeta+a');
  await cell.pressSequentially('Traduzido');
  await expect(cell).toBeFocused();
  await expect(page.getByTestId('brand-state')).toHaveText('valid');
  await expect(page.locator(`td.untranslated[data-lang="${second}"]`)).toHaveCount(0);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  const saved = JSON.parse(readFileSync(rel, 'utf8'));
  expect(saved.untranslated).toBeUndefined();
  expect(saved.messages[labelId]).toBe('Traduzido');
  const written = cli(brandsDir, id);
  expect(written.code, written.lines.join('\n')).toBe(0);
});

test('the Texts tab adds the texts a language lacks, copied from the default language and marked untranslated', async ({ page }) => {
  test.setTimeout(60_000);
  const { id, config } = await pickBrand();
  const def = config.brand.defaultLanguage;
  const second = config.brand.languages.find((l) => l.code !== def)!.code;
  // A brand text only the default language has (as after an edit made in one language only).
  const probe = 'e2e.fill.probe';
  const defRel = join(brandsDir, id, `locales/${def}.json`);
  const defPack = existsSync(defRel) ? JSON.parse(readFileSync(defRel, 'utf8')) : { $schema: '../../schemas/locale.schema.json', messages: {} };
  defPack.messages = { ...defPack.messages, [probe]: 'Texto de prueba' };
  writeFileSync(defRel, `${JSON.stringify(defPack, null, 2)}\n`);

  await page.goto(`${BASE}/__studio/#/brand/${id}`);
  await page.getByRole('link', { name: 'Texts' }).click();
  await page.getByTestId('text-filter').fill(probe);
  await expect(page.locator(`td.missing[data-lang="${second}"]`)).toHaveCount(1);
  const fill = page.getByTestId('fill-missing').locator(`button[data-lang="${second}"]`);
  await expect(fill).toHaveText(/^Add the \d+ texts? .* lacks$/);
  await fill.click();
  await expect(page.getByTestId('save-status').filter({ hasText: `${second} lacked 1 text: copied from ${def}` })).toHaveCount(1);
  // The copy is in the language's own file, listed as untranslated; the tab shows it so, and reloaded it from disk.
  const saved = JSON.parse(readFileSync(join(brandsDir, id, `locales/${second}.json`), 'utf8'));
  expect(saved.messages[probe]).toBe('Texto de prueba');
  expect(saved.untranslated).toContain(probe);
  await expect(page.locator(`td.untranslated[data-lang="${second}"]`)).toHaveCount(1);
  await expect(page.getByLabel(`${probe} in ${second}`, { exact: true })).toHaveValue('Texto de prueba');
  await expect(page.getByTestId('fill-missing').locator(`button[data-lang="${second}"]`)).toHaveCount(0);
});
