import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

// The config error page has no brand language to use: it speaks the visitor's browser language when
// the engine has a pack for it (src/i18n/locales), else the engine's source language (en-US).
const pack = (code: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../src/i18n/locales', `${code}.json`), 'utf8')) as Record<string, string>;

async function brokenConfigPage(page: import('@playwright/test').Page) {
  await page.route('**/brand-config/pampa.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ brand: { id: 'pampa' } }) }),
  );
  await page.goto('/?brand=pampa');
  await expect(page.getByTestId('config-error')).toBeVisible();
}

test.describe('browser in Argentinian Spanish', () => {
  test.use({ locale: 'es-AR' });
  test('the config error page is in the engine Spanish pack', async ({ page }) => {
    await brokenConfigPage(page);
    await expect(page.getByTestId('config-error')).toContainText(pack('es-es')['configError.title']);
  });
});

test.describe('browser in a language the engine has no pack for', () => {
  test.use({ locale: 'de-DE' });
  test('the config error page falls back to en-US', async ({ page }) => {
    await brokenConfigPage(page);
    await expect(page.getByTestId('config-error')).toContainText(pack('en-US')['configError.title']);
  });
});
