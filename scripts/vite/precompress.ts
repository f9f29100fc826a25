/**
 * Precompression of the build (scripts/build.ts): `.gz` (zlib, level 9) and `.br` (brotli, quality 11)
 * beside every text file of dist/ over a kilobyte, for nginx's gzip_static and for a CDN or server
 * that serves precompressed brotli (Debian's nginx has no brotli module).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NONCE_PLACEHOLDER } from '../lib/nonce.ts';

/** The text files worth compressing, by extension. */
export const COMPRESSIBLE = ['.js', '.mjs', '.css', '.json', '.svg', '.html', '.xml', '.txt', '.webmanifest'];

export interface PrecompressOptions {
  /** Smallest file compressed, in bytes (smaller ones gain less than a packet). Default 1024. */
  minBytes?: number;
}

export interface PrecompressResult {
  /** Files (relative to the folder) that got a `.gz`, a `.br` or both. */
  files: string[];
  /** Bytes of those files, and of their `.gz` and `.br` copies. */
  bytes: { raw: number; gzip: number; brotli: number };
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ (the manifest) is build metadata, not served
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of `dir` (recursively) of at least
 * `minBytes`, each only when it is smaller than the file. A file holding the CSP nonce placeholder is
 * left alone: the server must fill in a fresh nonce per response (sub_filter), so a precompressed copy
 * could only ever be served wrong.
 */
export function precompress(dir: string, options: PrecompressOptions = {}): PrecompressResult {
  const minBytes = options.minBytes ?? 1024;
  const result: PrecompressResult = { files: [], bytes: { raw: 0, gzip: 0, brotli: 0 } };
  for (const file of walk(dir).sort()) {
    if (!COMPRESSIBLE.includes(extname(file).toLowerCase())) continue;
    if (statSync(file).size < minBytes) continue;
    const raw = readFileSync(file);
    if (raw.includes(NONCE_PLACEHOLDER)) continue;
    const gz = gzipSync(raw, { level: 9 });
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    let wrote = false;
    if (gz.length < raw.length) {
      writeFileSync(`${file}.gz`, gz);
      result.bytes.gzip += gz.length;
      wrote = true;
    }
    if (br.length < raw.length) {
      writeFileSync(`${file}.br`, br);
      result.bytes.brotli += br.length;
      wrote = true;
    }
    if (wrote) {
      result.files.push(relative(dir, file));
      result.bytes.raw += raw.length;
    }
  }
  return result;
}
