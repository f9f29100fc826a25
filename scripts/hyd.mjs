import { chromium } from '@playwright/test';
const url = process.argv[2];
const width = Number(process.argv[3] ?? 390);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width, height: 844 } });
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, Number(process.env.CLEN ?? 400))));
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.addInitScript(() => {
  window.__cls = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__cls += e.value; window.__shifts = (window.__shifts||[]); window.__shifts.push([e.value, e.startTime, e.sources?.map(s=>s.node?.nodeName + '.' + (s.node?.className||'') + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect))]); } }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('securitypolicyviolation', (e) => console.log('CSP', e.violatedDirective, e.blockedURI));
});
await page.goto(url);
await page.waitForTimeout(5000);
console.log('URL', page.url());
console.log('CLS', await page.evaluate(() => JSON.stringify([window.__cls, window.__shifts])));
await page.screenshot({ path: '/tmp/hyd.png' });
await browser.close();
