import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { BrandConfig } from '../../src/config/types.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

const ENTRY = resolve(import.meta.dirname, '../../src/app/sw/service-worker.ts');
const VERSION_PLACEHOLDER = 'CROUPIER_SW_VERSION';

/** Same-origin path prefixes of the brands' APIs (`/games-api`…): never an app page for the worker. */
export function apiPrefixes(configs: readonly BrandConfig[]): string[] {
  const paths = configs.flatMap((c) => [c.brand.api.baseUrl, c.brand.api.gamesBaseUrl]);
  return [...new Set(paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//')).map((p) => p.replace(/\/+$/, '')))]
    .filter(Boolean)
    .sort();
}

/** This build's JS and CSS files (every page works offline after one visit). */
export function precacheList(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const c of chunk.css ?? []) files.add(c);
  }
  return [...files]
    .filter((f) => /\.(js|css)$/.test(f))
    .sort()
    .map((f) => `/${f}`);
}

/**
 * Bundles src/app/sw/service-worker.ts (workbox) into dist/service-worker.js with this build's
 * precache list, the brands' API prefixes and a version from all of it and the page, so a new
 * deploy installs a new worker that drops the old shell.
 */
export async function writeServiceWorker(dist: string, manifest: Record<string, ManifestChunk>, configs: readonly BrandConfig[]): Promise<string[]> {
  const precache = precacheList(manifest);
  const settings = { version: VERSION_PLACEHOLDER, precache, apiPrefixes: apiPrefixes(configs) };
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    // workbox's production build: no console logging.
    define: { 'process.env.NODE_ENV': '"production"', __CROUPIER_SW__: JSON.stringify(settings) },
  });
  const code = result.outputFiles[0].text;
  if (!code.includes(VERSION_PLACEHOLDER)) throw new Error('service worker bundle: version placeholder not found');
  const version = createHash('sha256')
    .update(code)
    .update(readFileSync(join(dist, 'index.html')))
    .digest('hex')
    .slice(0, 12);
  writeFileSync(join(dist, 'service-worker.js'), code.split(VERSION_PLACEHOLDER).join(version));
  return precache;
}
