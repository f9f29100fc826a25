import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/lib/chromium';
import { brandHosts, hostResolverRules, nginxPort } from './scripts/lib/e2e-nginx';

// Debian's Chromium (or CHROMIUM_PATH); `npm run test:e2e` installs it first when missing.
const executablePath = findChromium() ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4179);
// One worker per core; each talks to its own preview server and sandbox (scripts/e2e-servers.ts, tests/e2e/fixtures.ts).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The nginx deployment (scripts/lib/e2e-nginx.ts) is reached by the brands' host names, as a visitor would; a
// production site is https, so those origins count as secure (the service worker registers, as in production).
const nginxOrigins = Object.values(brandHosts())
  .flat()
  .flatMap((host) => Array.from({ length: workers }, (_, i) => `http://${host}:${nginxPort(i)}`));

// Real Chromium (Debian's), headless, against the built site served by `vite preview` with the sandbox mounted.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true, // tests are independent: each starts from a reset sandbox of its worker
  workers, // the sandbox's state is per server: worker N uses port E2E_PORT + N, each test starts from a reset
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-dev-shm-usage',
        `--host-resolver-rules=${hostResolverRules()}`,
        `--unsafely-treat-insecure-origin-as-secure=${nginxOrigins.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // the preview servers, then nginx in front of them: its last port answers once all are up
    command: `npm run build --silent && E2E_WORKERS=${workers} E2E_PORT=${port} npx tsx scripts/e2e-servers.ts`,
    url: `http://127.0.0.1:${nginxPort(workers - 1)}/brand-config/index.json`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
