import { describe, expect, it } from 'vitest';
import { isShellResponse, nonceOf, renonce, routeOf, type RequestFacts } from './routing';

const origin = 'https://casino.example';
const settings = { origin, apiPrefixes: ['/games-api', '/platform'] };
/** A GET of a path of the site, as the worker sees it: a page navigation (`nav`) or a request from the page (`sub`). */
const requestOf =
  (mode: string, destination: string) =>
  (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode, destination, ...extra });
const nav = requestOf('navigate', 'document');
const sub = requestOf('cors', '');

describe('routeOf: what the service worker answers and how', () => {
  it('app pages are the shell (network first, never stored)', () => {
    for (const path of ['/', '/casino', '/casino/provider/x?brand=a', '/profile/history', '/casino/game/p/1'])
      expect(routeOf(nav(path), settings), path).toBe('shell');
  });

  it('a navigation to an API, games API, sandbox or provider path, or to a file, is never the shell', () => {
    for (const path of [
      '/api/user/profile',
      '/games-api/pragmatic/game/link?game_id=1',
      '/games-api',
      '/platform/x',
      '/sandbox/demo',
      '/__x',
      '/brand-assets/lumen/logo.svg',
      '/assets/a-123.js',
      '/brand-config/lumen.json',
      '/logo.png',
      '/robots.txt',
    ]) {
      expect(routeOf(nav(path), settings), path).toBe('network');
    }
  });

  it("frames, other methods and other origins are the network's", () => {
    expect(routeOf(nav('/casino', { destination: 'iframe' }), settings)).toBe('network');
    expect(routeOf(nav('/casino', { method: 'POST' }), settings)).toBe('network');
    expect(routeOf(nav('/casino', { url: 'https://other.example/casino' }), settings)).toBe('network');
    expect(routeOf(sub('/assets/a.js', { url: 'https://cdn.example/assets/a.js' }), settings)).toBe('network');
  });

  it('API calls are never cached', () => {
    for (const path of ['/api/user/profile', '/games-api/pragmatic/game/list', '/platform/balance', '/sandbox/control'])
      expect(routeOf(sub(path), settings), path).toBe('network');
  });

  it('brand configs, build files and brand art', () => {
    expect(routeOf(sub('/brand-config/index.json'), settings)).toBe('brand-index');
    // a brand config: the network's while online (the worker does not touch it), the kept copy offline
    expect(routeOf(sub('/brand-config/lumen.json?v=2'), settings)).toBe('network');
    expect(routeOf(sub('/brand-config/lumen.json?v=2', { online: false }), settings)).toBe('brand-config');
    expect(routeOf(sub('/brand-config/lumen.json', { online: false, revalidating: true }), settings)).toBe('network');
    // the running page's re-check (If-None-Match) asks the server, never a cache
    expect(routeOf(sub('/brand-config/lumen.json', { revalidating: true }), settings)).toBe('network');
    expect(routeOf(sub('/assets/LobbyPage-abc.js'), settings)).toBe('asset');
    expect(routeOf(sub('/brand-assets/lumen/logo.svg'), settings)).toBe('brand-asset');
  });
});

describe('isShellResponse: only the app page fetched from the shell URL', () => {
  const page =
    '<!doctype html><html><head></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>';
  const good = { ok: true, status: 200, redirected: false, url: `${origin}/index.html`, contentType: 'text/html; charset=utf-8', body: page };
  it('accepts the page', () => expect(isShellResponse(good, origin)).toBe(true));
  it('refuses JSON, another URL, a redirect, an error, another origin or another HTML page', () => {
    expect(isShellResponse({ ...good, contentType: 'application/json', body: '{"url":"https://x/?token=1"}' }, origin)).toBe(false);
    expect(isShellResponse({ ...good, url: `${origin}/games-api/x/game/link` }, origin)).toBe(false);
    expect(isShellResponse({ ...good, redirected: true }, origin)).toBe(false);
    expect(isShellResponse({ ...good, ok: false, status: 500 }, origin)).toBe(false);
    expect(isShellResponse({ ...good, url: 'https://other.example/' }, origin)).toBe(false);
    expect(isShellResponse({ ...good, body: '<html><body>a proxy error page</body></html>' }, origin)).toBe(false);
  });
  it('refuses the home page: it is a prerendered page, not the shell every path may show offline', () => {
    expect(isShellResponse({ ...good, url: `${origin}/` }, origin)).toBe(false);
  });
});

describe('renonce: an offline copy gets a fresh nonce in its header and its page together', () => {
  const policy = "default-src 'self'; script-src 'self' 'nonce-OLD+n/1='; style-src 'self' 'nonce-OLD+n/1='";
  const html = '<meta property="csp-nonce" nonce="OLD+n/1="><script type="module" nonce="OLD+n/1=" src="/a.js"></script>';
  it('replaces the stored nonce everywhere', () => {
    const out = renonce(html, policy, 'NEW');
    expect(out.policy).toBe("default-src 'self'; script-src 'self' 'nonce-NEW'; style-src 'self' 'nonce-NEW'");
    expect(out.html).toBe('<meta property="csp-nonce" nonce="NEW"><script type="module" nonce="NEW" src="/a.js"></script>');
    expect(nonceOf(out.policy)).toBe('NEW');
  });
  it('a shell without a nonce is served as stored', () => {
    expect(renonce('<p>x</p>', "script-src 'self'", 'NEW')).toEqual({ html: '<p>x</p>', policy: "script-src 'self'" });
    expect(renonce('<p>x</p>', null, 'NEW')).toEqual({ html: '<p>x</p>', policy: null });
  });
});
