import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../lib/nonce.ts';
import { precompress } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number) => 'const croupier = "lobby";\n'.repeat(Math.ceil(n / 26)).slice(0, n);

describe('precompress', () => {
  it('writes .gz and .br beside text files over 1 kB, in nested folders, whose content decompresses to the file', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'site', 'acme'), { recursive: true });
    const files: Record<string, string> = {
      'assets/app-1.js': text(4000),
      'assets/app-1.css': text(2000).replace(/const/g, '.a{}'),
      'site/acme/sitemap.xml': `<urlset>${'<url><loc>https://a.test/casino</loc></url>'.repeat(40)}</urlset>`,
      'site/acme/robots.txt': 'User-agent: *\nAllow: /\n'.repeat(60),
      'logo.svg': `<svg>${'<path d="M0 0h10v10z"/>'.repeat(60)}</svg>`,
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);

    const result = precompress(dir);

    expect(result.files).toEqual(['assets/app-1.css', 'assets/app-1.js', 'logo.svg', 'site/acme/robots.txt', 'site/acme/sitemap.xml']);
    for (const [name, body] of Object.entries(files)) {
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString(), name).toBe(body);
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString(), name).toBe(body);
    }
    expect(result.bytes.gzip).toBeLessThan(result.bytes.raw);
    expect(result.bytes.brotli).toBeLessThan(result.bytes.raw);
  });

  it('gzip is level 9: the .gz is exactly what zlib level 9 gives', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const body = Array.from({ length: 3000 }, (_, i) => `row${(i * 7919) % 1013}`).join(',');
    writeFileSync(join(dir, 'a.json'), body);
    precompress(dir);
    expect(readFileSync(join(dir, 'a.json.gz')).equals(gzipSync(body, { level: 9 }))).toBe(true);
    expect(gzipSync(body, { level: 1 }).length).toBeGreaterThan(readFileSync(join(dir, 'a.json.gz')).length);
  });

  it('leaves alone small files, other types, hidden build folders, files that do not shrink, and pages holding the nonce placeholder', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'small.js'), text(1023));
    writeFileSync(join(dir, 'image.png'), text(5000));
    writeFileSync(join(dir, '.vite', 'manifest.json'), text(5000));
    writeFileSync(join(dir, 'noise.txt'), randomBytes(4000)); // random bytes do not shrink
    writeFileSync(join(dir, 'index.html'), `<script nonce="${NONCE_PLACEHOLDER}"></script>${text(5000)}`);
    writeFileSync(join(dir, 'site', 'page.html'), `<p>no placeholder</p>${text(5000)}`);

    const result = precompress(dir);

    expect(existsSync(join(dir, 'small.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.gz'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.gz'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(result.files).toContain('site/page.html');
    expect(result.files).not.toContain('index.html');
    // a threshold of 0 takes the small file too
    rmSync(join(dir, 'site'), { recursive: true });
    expect(precompress(dir, { minBytes: 0 }).files).toContain('small.js');
  });
});
