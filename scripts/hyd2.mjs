import { chromium } from '@playwright/test';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: process.env.NOSW ? 'block' : 'allow' });
for (const url of urls) {
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__cls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls.push([e.value.toFixed(4), Math.round(e.startTime), (e.sources||[]).map(s => (s.node?.tagName||'') + '.' + (s.node?.className||'') + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height]) + '->' + JSON.stringify([s.currentRect.y, s.currentRect.height])).join(' ; ')]); }).observe({ type: 'layout-shift', buffered: true }); });
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', url, m.text().slice(0, 6000)); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
  await page.goto(url);
  await page.waitForTimeout(9000);
  console.log('CLS', url, JSON.stringify(await page.evaluate(() => window.__cls)));
  await page.close();
}
await browser.close();
