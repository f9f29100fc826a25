import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { BRANDS_DIR } from '../lib/brands.ts';
import { brandConfigPlugin, brandsOfChange, isRawBrandRequest } from './brandConfigPlugin.ts';

// The dev server must not hand out brand folders raw: brand.json `server` holds operator keys that
// only the stripped bundle (/brand-config/<id>.json) may leave out.
let server: ViteDevServer;
let origin = '';
const root = join(import.meta.dirname, '..', '..');

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [brandConfigPlugin()],
    server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const res = await fetch(origin + path);
  return { status: res.status, text: await res.text() };
};

describe('dev server and brand folders', () => {
  it('serves no file of brands/ raw, however the path is spelt', async () => {
    for (const path of [
      '/brands/pampa/brand.json',
      '/BRANDS/pampa/brand.json',
      '/brands%2Fpampa%2Fbrand.json',
      '//brands/pampa/brand.json',
      '/brands/pampa/brand.json?raw',
      '/brands/pampa/brand.json?import',
      `/@fs${BRANDS_DIR}/pampa/brand.json`,
    ]) {
      const res = await get(path);
      expect(res.text, path).not.toContain('operatorApiKey');
      expect(res.status, path).not.toBe(200);
    }
  });

  it('the browser bundle is still served, without server-only values', async () => {
    const res = await get('/brand-config/pampa.json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).brand.id).toBe('pampa');
    expect(res.text).not.toContain('operatorApiKey');
  });

  it('recognises brand paths and leaves others alone', () => {
    expect(isRawBrandRequest('/brands/x/rules.json', '/repo/brands')).toBe(true);
    expect(isRawBrandRequest('/@fs/repo/brands/x/brand.json', '/repo/brands')).toBe(true);
    expect(isRawBrandRequest('/%E0%A4%A', '/repo/brands')).toBe(true);
    expect(isRawBrandRequest('/brand-config/x.json', '/repo/brands')).toBe(false);
    expect(isRawBrandRequest('/brand-assets/x/assets/logo.svg', '/repo/brands')).toBe(false);
    expect(isRawBrandRequest('/src/main.tsx', '/repo/brands')).toBe(false);
  });
});

describe('live config from the dev server', () => {
  it('answers a config request that holds its ETag with 304 and no body, a changed one with the text', async () => {
    const first = await fetch(origin + '/brand-config/pampa.json');
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(origin + '/brand-config/pampa.json', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(origin + '/brand-config/pampa.json', { headers: { 'If-None-Match': '"older"' } });
    expect(stale.status).toBe(200);
    expect(JSON.parse(await stale.text()).brand.id).toBe('pampa');
  });

  it('a changed brand file sends one croupier:brand-changed event naming the brands it touches', async () => {
    const send = vi.spyOn(server.ws, 'send').mockImplementation(() => undefined);
    server.watcher.emit('change', join(BRANDS_DIR, 'pampa', 'theme.json'));
    server.watcher.emit('change', join(BRANDS_DIR, 'pampa', 'locales', 'es-AR.json'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ type: 'custom', event: 'croupier:brand-changed', data: { brands: ['pampa'] } });
    send.mockRestore();
  });

  it('a file of the shared layer touches every brand; a file outside brands/ none', () => {
    const ids = ['lumen', 'pampa'];
    expect(brandsOfChange(join(BRANDS_DIR, '_platform', 'rules.json'), BRANDS_DIR, ids)).toEqual(ids);
    expect(brandsOfChange(join(BRANDS_DIR, 'lumen', 'brand.json'), BRANDS_DIR, ids)).toEqual(['lumen']);
    expect(brandsOfChange(join(BRANDS_DIR, '..', 'src', 'main.tsx'), BRANDS_DIR, ids)).toEqual([]);
  });
});
