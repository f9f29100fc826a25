/**
 * `npm run test:e2e` runs this first: makes sure a Chromium exists for Playwright before the e2e tests run,
 * installing Debian's chromium when run as root.
 */
import { execSync } from 'node:child_process';
import { findChromium } from './lib/chromium.ts';

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

main();
