/**
 * The benches' deployment: the e2e harness (scripts/e2e-servers.ts) — one `vite preview` with the sandbox,
 * behind Debian's nginx with the build's generated per-brand configs — answering the brand hosts over TLS and
 * HTTP/2 as a brand's visitors reach it, plus any plain static sites by host (the bare React page). Shared by
 * the phone probe and the Lighthouse bench, so both measure the same server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { hostResolverRules } from '../../scripts/lib/e2e-nginx.ts';

const root = join(import.meta.dirname, '..', '..');

export interface Edge {
  /** nginx's plain HTTP port. */
  httpPort: number;
  /** nginx's TLS + HTTP/2 port (what the benches measure). */
  tlsPort: number;
  /**
   * Chromium's flags for measuring here: the quiet ones the benches use (no background traffic or updates in the
   * figures) and `--host-resolver-rules` sending every brand host and static host to 127.0.0.1.
   */
  browserArgs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the harness: the preview server on `port`, nginx on `port + 1` (HTTP) and `port + 2` (TLS). Resolves
 * once nginx answers; rejects if the harness exits first (a port in use).
 */
export async function startEdge(port: number, statics: ReadonlyArray<{ host: string; root: string }> = []): Promise<Edge> {
  const httpPort = port + 1;
  const tlsPort = port + 2;
  let exited = false;
  const harness: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/e2e-servers.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_WORKERS: '1',
      E2E_NGINX_PORT: String(httpPort),
      E2E_NGINX_TLS_PORT: String(tlsPort),
      E2E_NGINX_STATIC: statics.map((s) => `${s.host}=${s.root}`).join(','),
    },
  });
  harness.once('exit', () => {
    exited = true;
  });
  /** Stops the harness (it closes its preview server and its nginx on SIGTERM) and waits for it to exit. */
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => harness.once('exit', () => resolve()));
    harness.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
  };
  const url = `http://127.0.0.1:${httpPort}/brand-config/index.json`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error('scripts/e2e-servers.ts exited before it served (a port in use?)');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i >= 600) {
      await stop();
      throw new Error(`${url} did not answer within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const resolverRules = [hostResolverRules(), ...statics.map((s) => `MAP ${s.host} 127.0.0.1`)].filter(Boolean).join(',');
  const browserArgs = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    `--host-resolver-rules=${resolverRules}`,
  ];
  return { httpPort, tlsPort, browserArgs, stop };
}
