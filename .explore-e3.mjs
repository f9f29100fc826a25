import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await b.newPage({ viewport: { width: 1280, height: 720 } });
const base = 'http://127.0.0.1:4191';
for (const brand of ['pampa','lumen']) for (const p of ['/casino/slots','/casino/live']) {
  await page.goto(base + p + '?brand=' + brand);
  await page.getByTestId('game-tile').first().waitFor(); await page.waitForTimeout(1500);
  const tabs = await page.getByTestId('category-tab').evaluateAll(els => els.map(e => e.dataset.category));
  for (const t of tabs) {
    await page.locator(`[data-testid=category-tab][data-category="${t}"]`).click();
    await page.waitForTimeout(400);
    const names = await page.locator('[data-testid=game-tile] img').evaluateAll(els => els.map(e => e.alt));
    console.log(brand, p, t, names.length, names.slice(0,8).join(' | '));
  }
}
await b.close();
