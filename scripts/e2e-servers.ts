/**
 * The e2e suite's servers: one `vite preview` of the built site per Playwright worker, each on its own port
 * (E2E_PORT, E2E_PORT + 1, …) with its own sandbox, so workers never share sandbox state. Started in order;
 * Playwright waits on the last port, which answers only once every server listens.
 */
import { preview } from 'vite';

// Lets a test change the brand config a server serves (PUT/DELETE /__brand-config/<id>.json, scripts/vite/brandConfigPlugin.ts).
process.env.CROUPIER_CONFIG_CONTROL = '1';

const base = Number(process.env.E2E_PORT ?? 4179);
const count = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

for (let i = 0; i < count; i++) {
  const server = await preview({ preview: { host: '127.0.0.1', port: base + i, strictPort: true }, logLevel: 'warn' });
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
