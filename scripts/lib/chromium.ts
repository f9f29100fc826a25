/**
 * The Chromium that Playwright, the benches and the e2e config drive (scripts/ensure-chromium.ts installs one).
 * Playwright's own browser download cannot work here (no internet beyond package registries),
 * so the tests use Debian's chromium through `executablePath`.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}
