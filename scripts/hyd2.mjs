import { chromium } from '@playwright/test';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: process.env.NOSW ? 'block' : 'allow' });
for (const url of urls) {
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', url, m.text().slice(0, 6000)); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
  await page.goto(url);
  await page.waitForTimeout(9000);
  await page.close();
}
await browser.close();
