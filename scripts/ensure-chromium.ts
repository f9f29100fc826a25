/**
 * Makes sure a Chromium exists for Playwright before the e2e tests run.
 * Playwright's own browser download cannot work here (no internet beyond package registries),
 * so the tests use Debian's chromium through `executablePath`.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

function main(): void {
  const found = findChromium();
  if (found) {
    console.log(`chromium: ${found}`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "No Chromium found for the e2e tests. Install Debian's chromium as root:\n" +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to an existing Chromium/Chrome binary.',
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!findChromium()) {
    console.error('apt-get finished but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
