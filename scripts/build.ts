/**
 * `npm run build`: vite build, then per brand the gzip size of what a first visit to the lobby
 * downloads (entry + its static imports + the casino lobby chunk and its static imports, JS and
 * CSS), printed and written to dist/size-report.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listBrandIds } from './lib/brands.ts';
import { cliArgs } from './lib/args.ts';
import { firstVisit, readManifest } from './lib/firstVisit.ts';
import { brandBundles } from './vite/cspPlugin.ts';
import { nginxSnippet, staticHeaders } from './vite/deployHeaders.ts';
import { writeSeoFiles } from './prerender/seo.ts';
import { precompress } from './vite/precompress.ts';
import { writeServiceWorker } from './vite/serviceWorker.ts';
import { prerender } from './prerender/render.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

const { values } = cliArgs({
  usage: `usage: npm run build [-- --no-build]

Builds the static site into dist/ and reports per brand the gzip size of a first visit.
  --no-build   only measure an existing dist/
  -h, --help   show this text`,
  options: { 'no-build': { type: 'boolean' } },
});

if (!values['no-build']) {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest'], { stdio: 'inherit', cwd: root });
}

const manifest = readManifest(dist);
const { lobbyChunk, js: jsGzip, css: cssGzip, files } = firstVisit(dist, manifest);

const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), lobbyChunk, brands: {} };
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log('\nFirst visit to the lobby (gzip):');
for (const brand of listBrandIds()) {
  const configFile = join(dist, 'brand-config', `${brand}.json`);
  const configGzip = existsSync(configFile) ? gzipSync(readFileSync(configFile)).length : 0;
  (report.brands as Record<string, unknown>)[brand] = {
    js: jsGzip,
    css: cssGzip,
    config: configGzip,
    total: jsGzip + cssGzip + configGzip,
    files,
    configRawBytes: existsSync(configFile) ? statSync(configFile).size : 0,
  };
  console.log(`  ${brand.padEnd(12)} JS ${kb(jsGzip)}  CSS ${kb(cssGzip)}  config ${kb(configGzip)}  total ${kb(jsGzip + cssGzip + configGzip)}`);
}
writeFileSync(join(dist, 'size-report.json'), JSON.stringify(report, null, 2));
console.log(`\nwritten dist/size-report.json`);

// The prerendered entry pages of every brand and language (scripts/prerender/render.ts); robots.txt and
// sitemap.xml are written beside them below.
const pages = await prerender(dist, manifest);
console.log(`written ${pages.length} prerendered pages into dist/site/`);

// Deployment headers: dist/_headers for a static host serving every brand (the union policy), and
// per brand dist/deploy/<id>/{_headers,nginx.conf} for a deployment of that brand alone.
const bundles = brandBundles();
const configUrl = process.env.VITE_CONFIG_URL;
writeFileSync(join(dist, '_headers'), staticHeaders(bundles, configUrl));
for (const config of bundles) {
  const dir = join(dist, 'deploy', config.brand.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '_headers'), staticHeaders([config], configUrl));
  writeFileSync(join(dir, 'nginx.conf'), nginxSnippet(config, configUrl));
}
console.log(`written dist/_headers and dist/deploy/<brand>/{_headers,nginx.conf} (Content-Security-Policy)`);
for (const config of bundles) writeSeoFiles(dist, config);
console.log('written dist/site/<brand>/{robots.txt,sitemap.xml} (scripts/prerender/seo.ts)');

// The offline shell: the service worker (workbox, bundled) with this build's files to precache.
await writeServiceWorker(dist, manifest, bundles);
console.log('written dist/service-worker.js (offline shell)');

// Last, once every file is written: .gz and .br beside each text file over 1 kB (gzip_static, CDNs).
const compressed = precompress(dist);
console.log(
  `written .gz and .br beside ${compressed.files.length} files (${kb(compressed.bytes.raw)} → gzip ${kb(compressed.bytes.gzip)}, brotli ${kb(compressed.bytes.brotli)})`,
);
