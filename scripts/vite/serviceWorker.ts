import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * Writes dist/service-worker.js from public/service-worker.js with this build's precache list
 * (every JS and CSS file of the app and the brand index: any page works offline after one visit)
 * and a version from the list, so a new deploy installs a new worker that drops the old shell.
 */
export function writeServiceWorker(dist: string, manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const c of chunk.css ?? []) files.add(c);
  }
  const precache = [...files].filter((f) => /\.(js|css)$/.test(f)).sort().map((f) => `/${f}`);
  precache.push('/brand-config/index.json');
  const file = join(dist, 'service-worker.js');
  const source = readFileSync(file, 'utf8');
  const version = createHash('sha256').update(precache.join('\n')).update(source).update(readFileSync(join(dist, 'index.html'))).digest('hex').slice(0, 12);
  const out = source
    .replace(/^const VERSION = .*$/m, `const VERSION = ${JSON.stringify(version)};`)
    .replace(/^const PRECACHE = .*$/m, `const PRECACHE = ${JSON.stringify(precache)};`);
  if (out === source) throw new Error(`${file}: VERSION/PRECACHE lines not found — public/service-worker.js must declare them`);
  writeFileSync(file, out);
  return precache;
}
