import { describe, expect, it, vi } from 'vitest';
import { loadConfig, offerConfig } from './load';
import { webStorage } from '../../tests/support/webStorage';

const bundle = { brand: { id: 'acme' } };
const json = (v: unknown) => new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });
const INDEX = { defaultBrand: 'acme', brands: ['acme', 'other'], hosts: {} };

/** A server whose index and brand bundle answer as asked. */
function server(state: { index: boolean; bundle: boolean }) {
  return (async (url: string) => {
    if (url.endsWith('index.json')) return state.index ? json(INDEX) : new Response('down', { status: 503 });
    return state.bundle ? json(bundle) : new Response('down', { status: 503 });
  }) as unknown as typeof fetch;
}

describe('loadConfig: a failing brand index', () => {
  it('after one good visit, the site runs from the last good config with no ?brand= in the URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = webStorage();
    const state = { index: true, bundle: true };
    const deps = { fetch: server(state), location: { hostname: 'casino.example', search: '' }, storage, dev: false, check: async () => [] };
    expect(await loadConfig(deps)).toMatchObject({ ok: true, brand: 'acme' });
    state.index = false;
    state.bundle = false;
    const again = await loadConfig(deps);
    expect(again).toMatchObject({ ok: true, brand: 'acme', config: bundle });
    expect(again.ok && again.refused.length).toBeGreaterThan(0);
  });

  it('another host on the same storage does not inherit the brand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = webStorage();
    const state = { index: true, bundle: true };
    await loadConfig({ fetch: server(state), location: { hostname: 'a.example', search: '' }, storage, dev: false, check: async () => [] });
    state.index = false;
    state.bundle = false;
    const other = await loadConfig({ fetch: server(state), location: { hostname: 'b.example', search: '' }, storage, dev: false, check: async () => [] });
    expect(other.ok).toBe(false);
  });
});

describe('loadConfig: a server that does not answer', () => {
  /** A fetch that never answers but stops when its signal aborts, as the browser's does. */
  const hanging = (async (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )) as unknown as typeof fetch;

  it('is a failed load within the timeout, which names the wait; a last good copy then serves', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = webStorage();
    const base = { location: { hostname: 'casino.example', search: '?brand=acme' }, storage, dev: false, check: async () => [] };
    const first = await loadConfig({ ...base, fetch: hanging, timeoutMs: 50 });
    expect(first).toMatchObject({ ok: false, brand: 'acme' });
    expect(!first.ok && first.problems.map((p) => p.message).join(' ')).toMatch(/timed out \(50 ms\)/);
    expect(errors).toHaveBeenCalled();
    await loadConfig({ ...base, fetch: server({ index: true, bundle: true }) });
    const again = await loadConfig({ ...base, fetch: hanging, timeoutMs: 50 });
    expect(again).toMatchObject({ ok: true, brand: 'acme', config: bundle });
  });
});

describe('loadConfig: configs the build validated', () => {
  const sha256 = async (text: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64');
  const deps = (check: (b: unknown) => Promise<never[]>, trusted: string[]) => ({
    fetch: server({ index: true, bundle: true }),
    location: { hostname: 'casino.example', search: '' },
    storage: webStorage(),
    dev: false,
    check,
    trusted,
  });

  it('skips the browser validator for the exact bytes the build validated', async () => {
    const check = vi.fn(async () => []);
    const result = await loadConfig(deps(check, [await sha256(JSON.stringify(bundle))]));
    expect(result.ok).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });

  it("keeps the build's compiled texts only on the exact bytes the build validated", async () => {
    const compiled = { ...bundle, compiledMessages: { 'en-US': { hi: [{ type: 1, value: 'name' }] } } };
    const serve = (async (url: string) => json(url.endsWith('index.json') ? INDEX : compiled)) as unknown as typeof fetch;
    const trusted = await loadConfig({ ...deps(async () => [], [await sha256(JSON.stringify(compiled))]), fetch: serve });
    expect(trusted.ok && trusted.config).toEqual(compiled);
    const check = vi.fn(async () => []);
    const other = await loadConfig({ ...deps(check, [await sha256(JSON.stringify(bundle))]), fetch: serve });
    expect(other.ok && other.config).toEqual(bundle);
    expect(check).toHaveBeenCalledWith(bundle);
    const offered = await offerConfig('acme', '/brand-config/acme.json', compiled, {
      text: JSON.stringify(compiled),
      check,
      trusted: [],
      storage: webStorage(),
    });
    expect(offered.ok && offered.config).toEqual(bundle);
    const offeredTrusted = await offerConfig('acme', '/brand-config/acme.json', compiled, {
      text: JSON.stringify(compiled),
      check,
      trusted: [await sha256(JSON.stringify(compiled))],
      storage: webStorage(),
    });
    expect(offeredTrusted.ok && offeredTrusted.config).toEqual(compiled);
  });

  it("trusts the bytes whose digest the brand index gives for this brand (the app bundle holds no digest), and no other brand's", async () => {
    const digest = await sha256(JSON.stringify(bundle));
    const serve = (index: unknown) => (async (url: string) => json(url.endsWith('index.json') ? index : bundle)) as unknown as typeof fetch;
    const base = { location: { hostname: 'casino.example', search: '' }, storage: webStorage(), dev: false };
    const check = vi.fn(async () => []);
    expect(await loadConfig({ ...base, check, fetch: serve({ ...INDEX, configDigests: { acme: digest } }) })).toMatchObject({ ok: true, brand: 'acme' });
    expect(check).not.toHaveBeenCalled();
    // a live offer of the same bytes is trusted on the same terms
    expect(await offerConfig('acme', '/brand-config/acme.json', bundle, { text: JSON.stringify(bundle), check, storage: webStorage() })).toMatchObject({
      ok: true,
    });
    expect(check).not.toHaveBeenCalled();
    expect(await loadConfig({ ...base, check, fetch: serve({ ...INDEX, configDigests: { other: digest } }) })).toMatchObject({ ok: true, brand: 'acme' });
    expect(check).toHaveBeenCalledOnce();
    expect(await loadConfig({ ...base, check, fetch: serve(INDEX) })).toMatchObject({ ok: true });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('validates a config whose bytes differ from every build digest (edited on the server, or remote)', async () => {
    const check = vi.fn(async () => []);
    const result = await loadConfig(deps(check, [await sha256(JSON.stringify({ ...bundle, edited: true }))]));
    expect(result.ok).toBe(true);
    expect(check).toHaveBeenCalledOnce();
  });
});
