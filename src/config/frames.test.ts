import { describe, expect, it } from 'vitest';
import { checkFrameUrl, frameRefusalLine, hostMatches, sandboxFor } from './frames';
import type { BrandConfig } from './types';

const site = 'http://127.0.0.1:4179';
const rules = (allowedHosts: string[], allowOwnOrigin = false) => ({ siteOrigin: site, allowedHosts, allowOwnOrigin });

describe('checkFrameUrl', () => {
  it("refuses a URL on the site's own origin, absolute or relative, unless the brand allows it", () => {
    expect(checkFrameUrl(`${site}/sandbox/demo-game?game=1`, rules(['127.0.0.1:*']))).toEqual({ ok: false, reason: 'own-origin' });
    expect(checkFrameUrl('/sandbox/demo-game', rules([]))).toEqual({ ok: false, reason: 'own-origin' });
    expect(checkFrameUrl('//127.0.0.1:4179/x', rules([]))).toEqual({ ok: false, reason: 'own-origin' });
    expect(checkFrameUrl('/x', rules([], true))).toEqual({ ok: true, url: `${site}/x`, ownOrigin: true });
  });
  it('accepts listed hosts, wildcards and ports', () => {
    expect(checkFrameUrl('https://games.vendor.test/x', rules(['games.vendor.test']))).toMatchObject({ ok: true, ownOrigin: false });
    expect(checkFrameUrl('https://a.cdn.test/x', rules(['*.cdn.test'])).ok).toBe(true);
    expect(checkFrameUrl('https://cdn.test/x', rules(['*.cdn.test'])).ok).toBe(false);
    expect(checkFrameUrl('https://g.test:8443/x', rules(['g.test:8443'])).ok).toBe(true);
    expect(checkFrameUrl('https://g.test:9999/x', rules(['g.test:8443'])).ok).toBe(false);
    expect(checkFrameUrl('http://localhost:4179/x', rules(['localhost:*'])).ok).toBe(true);
    expect(checkFrameUrl('https://g.test/x', rules(['https://g.test'])).ok).toBe(true);
    expect(checkFrameUrl('http://g.test/x', rules(['https://g.test'])).ok).toBe(false);
  });
  it('refuses other hosts, look-alikes, credentials and non-http schemes', () => {
    expect(checkFrameUrl('https://evil.test/x', rules(['games.vendor.test']))).toEqual({ ok: false, reason: 'host' });
    expect(checkFrameUrl('https://games.vendor.test.evil.test/', rules(['games.vendor.test'])).ok).toBe(false);
    expect(checkFrameUrl('https://evilgames.vendor.test/', rules(['games.vendor.test'])).ok).toBe(false);
    expect(checkFrameUrl('https://games.vendor.test@evil.test/', rules(['games.vendor.test'])).ok).toBe(false);
    expect(checkFrameUrl('https://u:p@games.vendor.test/', rules(['games.vendor.test']))).toEqual({ ok: false, reason: 'credentials' });
    expect(checkFrameUrl('javascript:alert(1)', rules(['*.test']))).toEqual({ ok: false, reason: 'scheme' });
    expect(checkFrameUrl('data:text/html,hi', rules([]))).toEqual({ ok: false, reason: 'scheme' });
    expect(checkFrameUrl('http://127.0.0.1:9999/x', rules([])).ok).toBe(false);
    expect(checkFrameUrl('http://[::1', rules([]))).toEqual({ ok: false, reason: 'invalid' });
  });
  it('never frames plain http on a secure site', () => {
    expect(checkFrameUrl('http://g.test/', { siteOrigin: 'https://casino.test', allowedHosts: ['g.test'] })).toEqual({ ok: false, reason: 'scheme' });
  });
  it('ignores malformed patterns instead of matching everything', () => {
    expect(hostMatches(new URL('https://evil.test/'), '*')).toBe(false);
    expect(hostMatches(new URL('https://evil.test/'), '')).toBe(false);
    expect(hostMatches(new URL('https://evil.test/'), 'evil.test/path')).toBe(false);
  });
});

describe('sandboxFor', () => {
  const config = { brand: { frames: { sportSandbox: ['allow-scripts'] } } } as unknown as BrandConfig;
  it('uses the entry, then the brand, then the defaults', () => {
    expect(sandboxFor(config, 'game', { frameSandbox: ['allow-scripts', 'allow-forms'] }, false)).toBe('allow-scripts allow-forms');
    expect(sandboxFor(config, 'sport', {}, false)).toBe('allow-scripts');
    expect(sandboxFor(config, 'game', undefined, false)).toBe('allow-scripts allow-same-origin allow-popups');
  });
  it("never gives allow-same-origin to a frame on the site's own origin", () => {
    expect(sandboxFor(config, 'game', undefined, true)).toBe('allow-scripts allow-popups');
    expect(sandboxFor(config, 'game', { frameSandbox: ['allow-same-origin', 'allow-scripts'] }, true)).toBe('allow-scripts');
  });
});

describe('frameRefusalLine', () => {
  const site = 'http://127.0.0.1:4350';
  it('names the entry, the refused host and the config field that allows it', () => {
    expect(frameRefusalLine('fish', 'http://games.fish.test:8080/play?t=1', 'host', site)).toBe(
      'fish: game frame refused: its host http://games.fish.test:8080 is not allowed — add it to brand.json gameFrameHosts (e.g. "games.fish.test:8080")',
    );
  });
  it('points an own-origin URL at frames.allowOwnOrigin', () => {
    expect(frameRefusalLine('fish', '/play', 'own-origin', site)).toMatch(
      /^fish: game frame refused: it is on the site's own origin http:\/\/127\.0\.0\.1:4350 — set brand\.json frames\.allowOwnOrigin/,
    );
  });
});
