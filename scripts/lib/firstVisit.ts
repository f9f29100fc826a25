/**
 * What a first visit to the lobby downloads from a build: the entry and its static imports plus the casino lobby
 * chunk and its static imports, JS and CSS, with their gzip sizes — read from Vite's manifest
 * (`vite build --manifest`). Used by `npm run build` (dist/size-report.json) and by the budget tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FirstVisit {
  /** the manifest key of the lobby chunk, when there is one */
  lobbyChunk: string | null;
  /** gzip bytes of the JS files */
  js: number;
  /** gzip bytes of the CSS files */
  css: number;
  /** the files, relative to the build folder */
  files: string[];
}

/** Manifest keys of chunks and everything they import statically (what the browser must fetch before they run). */
export function chunkClosure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    chunkClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

export const readManifest = (dist: string) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The first visit's files of the build in `dist` and their gzip sizes. */
export function firstVisit(dist: string, manifest: Manifest = readManifest(dist)): FirstVisit {
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const lobbyKey = Object.keys(manifest).find((k) => /pages\/casino\/LobbyPage\.tsx$/.test(k));
  // The validator chunk is not part of it: a config whose bytes the build validated is trusted by its
  // SHA-256 (the brand index's configDigests, src/config/load.ts); only an edited or remote config fetches it.
  const keys = chunkClosure(manifest, [...entry, ...(lobbyKey ? [lobbyKey] : [])]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const c of manifest[key].css ?? []) css.add(c);
  }
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gz(f), 0);
  return { lobbyChunk: lobbyKey ?? null, js: sum(js), css: sum(css), files: [...js, ...css] };
}
