/**
 * The e2e suite's servers: one `vite preview` of the built site per Playwright worker, each on its own port
 * (E2E_PORT, E2E_PORT + 1, …) with its own sandbox, so workers never share sandbox state; then one nginx
 * serving the build with its generated per-brand configs in front of them (scripts/lib/e2e-nginx.ts, ports
 * E2E_NGINX_PORT and up). Started in order; Playwright waits on nginx's last port, which answers only once
 * every server listens.
 */
import { join } from 'node:path';
import { preview } from 'vite';
import { listBrandIds } from './lib/brands.ts';
import { brandHosts, nginxPort, startNginx } from './lib/e2e-nginx.ts';
import { SANDBOX_PREFIXES } from './sandbox/index.ts';
import { apiPrefixes } from './vite/serviceWorker.ts';
import { brandBundles } from './vite/cspPlugin.ts';

// Lets a test change the brand config a server serves (PUT/DELETE /__brand-config/<id>.json, scripts/vite/brandConfigPlugin.ts).
process.env.CROUPIER_CONFIG_CONTROL = '1';

const base = Number(process.env.E2E_PORT ?? 4179);
const count = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

for (let i = 0; i < count; i++) {
  // allowedHosts: nginx hands on the brand hosts the browser asked for (scripts/lib/e2e-nginx.ts)
  const server = await preview({
    preview: { host: '127.0.0.1', port: base + i, strictPort: true, allowedHosts: Object.values(brandHosts()).flat() },
    logLevel: 'warn',
  });
  // Playwright's request context reuses idle sockets: a server closing one just as a test sends on it
  // answers "socket hang up". Idle sockets live longer than any pause between two tests.
  const http = server.httpServer as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 120_000;
  http.headersTimeout = 121_000;
  const close = () => void server.close();
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}
console.log(`e2e: ${count} preview server(s) on ports ${base}–${base + count - 1}`);

// The platform's paths (the sandbox's, and the brands' own same-origin API bases) go to the worker's preview server.
const proxied = [...new Set([...SANDBOX_PREFIXES, '/sandbox', ...apiPrefixes(brandBundles()).map((p) => `${p}/`)])];
// E2E_NGINX_TLS_PORT: the sites answer over TLS + HTTP/2 there too (the bench's Lighthouse measures there).
const tlsBase = process.env.E2E_NGINX_TLS_PORT ? Number(process.env.E2E_NGINX_TLS_PORT) : undefined;
const sites = Array.from({ length: count }, (_, i) => ({
  port: nginxPort(i),
  upstream: `http://127.0.0.1:${base + i}`,
  tlsPort: tlsBase === undefined ? undefined : tlsBase + i,
}));
// E2E_NGINX_STATIC=<host>=<folder>[,…]: plain static sites beside the brands (the bench's bare React page).
const statics = (process.env.E2E_NGINX_STATIC ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [host, root] = pair.split('=');
    if (!host || !root) throw new Error(`E2E_NGINX_STATIC: "${pair}" is not <host>=<folder>`);
    return { host, root };
  });
const nginx = await startNginx({ dist: join(import.meta.dirname, '..', 'dist'), brands: listBrandIds(), sites, proxied, statics });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => nginx.stop());
process.once('exit', () => nginx.stop());
console.log(`e2e: nginx on ports ${sites[0].port}–${sites[sites.length - 1].port}`);
