/**
 * The validator's first check: a brand written for an older config format is told its version and the one
 * command that brings it up, instead of a line per key the engine has since removed (README "Upgrade a brand").
 */
import { join } from 'node:path';
import type { Issue } from '../../src/config/crossCheck.ts';
import { brandVersion, currentVersion } from '../lib/configFormat.ts';

/** The one issue of a brand folder at an older config version, or undefined when it is current. */
export function versionIssue(brandsDir: string, id: string, current = currentVersion()): Issue | undefined {
  const version = brandVersion(join(brandsDir, id));
  if (version === current) return undefined;
  if (version > current)
    return {
      file: 'brand.json',
      pointer: '/configVersion',
      message: `expected config version ${current} or older, found ${version}: the brand was written for a newer engine — update the engine, or ask who wrote it`,
    };
  return {
    file: 'brand.json',
    pointer: '/configVersion',
    message: `expected config version ${current}, found ${version}${version === 1 ? ' (no configVersion: written before versions existed)' : ''} — run \`npm run migrate -- ${id}\` to bring it up (CHANGELOG.md lists what changed)`,
  };
}
