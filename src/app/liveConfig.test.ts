import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS_DIR } from '../../scripts/lib/brands';
import { runValidate } from '../../scripts/validate/runValidate';
import { browserBundle } from '../../scripts/vite/brandBundle';
import type { BrandConfig } from '../config/types';
import { testEnv, loadedRoot } from '../../tests/support/testEnv';
import { createLiveConfig } from './liveConfig';
import { webStorage } from '../../tests/support/webStorage';

const BRAND = 'pampa';
const URL = `/brand-config/${BRAND}.json`;
const base = () => structuredClone(browserBundle(BRAND)) as BrandConfig;

/** The served config: its text, an ETag per text, 304 when the request holds it; records each request's If-None-Match. */
function server(initial: BrandConfig) {
  const state = { text: JSON.stringify(initial), asked: [] as Array<string | undefined> };
  const etagOf = (text: string) => `"${text.length}-${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)}"`;
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const sent = (init?.headers as Record<string, string> | undefined)?.['If-None-Match'];
    state.asked.push(sent);
    const etag = etagOf(state.text);
    if (sent === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(state.text, { status: 200, headers: { etag, 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return {
    state,
    fetch: fetchFn,
    etag: () => etagOf(state.text),
    serve: (c: unknown) => {
      state.text = JSON.stringify(c);
    },
  };
}

function setup() {
  const config = base();
  const srv = server(config);
  const root = loadedRoot({ config, auth: { isAuth: true } as never }, testEnv().env);
  const storage = webStorage();
  const live = createLiveConfig({ root, brand: BRAND, url: URL, etag: srv.etag(), fetch: srv.fetch, storage, trusted: [] });
  return { root, srv, live, storage };
}

const relabel = (c: BrandConfig, text: string): BrandConfig => {
  const lang = c.brand.defaultLanguage;
  return { ...c, locales: { ...c.locales, [lang]: { ...c.locales[lang], 'menu.home': text } } };
};

afterEach(() => vi.restoreAllMocks());

/** What `npm run validate` prints for a copy of the brand whose brand.json got `edit`: the first error line. */
async function cliLine(brand: string, edit: (brandJson: Record<string, unknown>) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'live-config-'));
  try {
    cpSync(BRANDS_DIR, dir, { recursive: true });
    const file = join(dir, brand, 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json));
    const out: string[] = [];
    await runValidate(['--brands-dir', dir, '--brand', brand], (line) => out.push(line));
    return out[0];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('live config', () => {
  it('a changed, valid config is checked with the real validator and applied; the session stays', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { root, srv, live } = setup();
    expect(await live.recheck()).toEqual({ ok: true, unchanged: true, problems: [] });
    srv.serve(relabel(base(), 'Inicio nuevo'));
    expect(await live.recheck()).toEqual({ ok: true, problems: [] });
    expect(root.config.locales[root.config.brand.defaultLanguage]['menu.home']).toBe('Inicio nuevo');
    expect(root.auth.isAuth).toBe(true);
    // The ETag of what was applied is sent next time: an unchanged server answers 304 and nothing happens.
    expect(await live.recheck()).toEqual({ ok: true, unchanged: true, problems: [] });
    expect(srv.state.asked.at(-1)).toBe(srv.etag());
  });

  it('an invalid config is refused with the lines `npm run validate` prints; the running one and the last good copy stay', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { root, srv, live, storage } = setup();
    const running = root.config;
    srv.serve(relabel(base(), 'Ok'));
    await live.recheck();
    const lastGood = JSON.stringify(storage);
    const good = root.config;
    expect(good).not.toBe(running);
    const bad = relabel(base(), 'Never shown') as unknown as { brand: Record<string, unknown> };
    bad.brand.liveConfig = { checkSeconds: -5 };
    srv.serve(bad);
    const outcome = await live.recheck();
    expect(outcome.ok).toBe(false);
    expect(outcome.problems).toEqual([await cliLine(BRAND, (b) => (b.liveConfig = { checkSeconds: -5 }))]);
    expect(errors[0]).toBe(`[croupier] brand config ${URL} refused (1 problem):`);
    expect(errors.slice(1)).toEqual(outcome.problems);
    expect(root.config).toBe(good);
    expect(JSON.stringify(storage)).toBe(lastGood);
    // The same bad bytes are not reported again at every interval.
    errors.length = 0;
    expect((await live.recheck()).unchanged).toBe(true);
    expect(errors).toEqual([]);
  });

  it('offers are applied one at a time, in the order they came', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { root, live } = setup();
    const a = live.offer(relabel(base(), 'A'));
    const b = live.offer(relabel(base(), 'B'));
    expect((await a).ok && (await b).ok).toBe(true);
    expect(root.config.locales[root.config.brand.defaultLanguage]['menu.home']).toBe('B');
  });

  it('re-checks every liveConfig.checkSeconds, not while the page is hidden, and stops when told', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const config = base();
    const srv = server(config);
    const root = loadedRoot({ config }, testEnv().env);
    const timers: Array<{ fn: () => void; ms: number }> = [];
    let hidden = false;
    const live = createLiveConfig({
      root,
      brand: BRAND,
      url: URL,
      etag: srv.etag(),
      fetch: srv.fetch,
      trusted: [],
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => undefined,
      isHidden: () => hidden,
    });
    const stop = live.startChecks();
    expect(timers.map((t) => t.ms)).toEqual([(config.brand.liveConfig?.checkSeconds ?? 0) * 1000]);
    hidden = true;
    timers.shift()!.fn();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(srv.state.asked).toEqual([]);
    hidden = false;
    timers.shift()!.fn();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(srv.state.asked).toEqual([srv.etag()]);
    // A new config with another interval is followed from then on.
    const faster = { ...root.config, brand: { ...root.config.brand, liveConfig: { checkSeconds: 5 } } };
    await live.offer(faster);
    expect(timers.at(-1)?.ms).toBe(5000);
    stop();
    const last = timers.at(-1)!;
    timers.length = 0;
    last.fn(); // a timer that fires after the stop schedules nothing
    expect((await live.offer(base())).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(timers).toEqual([]);
  });
});
