import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await b.newPage({ viewport: { width: 1280, height: 720 } });
const base = 'http://127.0.0.1:4191';
await fetch(base + '/__sandbox/reset', { method: 'POST' });
for (const brand of ['pampa','lumen']) {
  await page.goto(base + '/casino?brand=' + brand);
  await page.getByTestId('login-button').click();
  await page.getByTestId('sign-in-username').fill('player@croupier.test');
  await page.getByTestId('sign-in-password').fill('Player123!');
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('header-balance').waitFor();
  for (const p of ['/casino/slots', '/casino/live', '/casino/crash', '/casino/virtual']) {
    await page.goto(base + p + '?brand=' + brand);
    const tiles = page.getByTestId('game-tile');
    const provs = [...new Set(await (async()=>{await tiles.first().waitFor(); await page.waitForTimeout(1500); return tiles.evaluateAll(els => els.map(e => e.dataset.provider));})())];
    for (const prov of provs) {
      await page.goto(base + p + '?brand=' + brand);
      const t = page.locator(`[data-testid=game-tile][data-provider="${prov}"]`).first();
      await t.hover(); await t.getByTestId('play-now').click();
      await page.waitForURL(/\/casino\/game\//);
      const url = page.url();
      let res = '';
      try {
        await page.getByTestId('game-frame').waitFor({ timeout: 5000 });
        const f = page.frameLocator('[data-testid=game-frame]');
        res = await Promise.all(['demo-provider','demo-game','demo-lang','demo-platform'].map(id => f.getByTestId(id).textContent({timeout: 5000}).catch(e=>'ERR')));
        res = JSON.stringify(res) + ' src=' + await page.getByTestId('game-frame').getAttribute('src');
      } catch (e) { res = 'no frame: ' + (await page.getByTestId('game-error').textContent().catch(()=>'?')); }
      console.log(brand, p, prov, url.replace(base,''), res);
    }
  }
  await page.context().clearCookies();
}
await b.close();
