import { describe, expect, it } from 'vitest';
import { isAllowedFrameUrl } from './frameUrl';

const site = 'http://127.0.0.1:4179';

describe('isAllowedFrameUrl', () => {
  it('accepts same-origin and relative game URLs (the sandbox demo game)', () => {
    expect(isAllowedFrameUrl(`${site}/sandbox/demo-game?game=1`, site)).toBe(true);
    expect(isAllowedFrameUrl('/sandbox/demo-game?game=1', site)).toBe(true);
  });
  it('accepts listed hosts, wildcards and ports', () => {
    expect(isAllowedFrameUrl('https://games.vendor.test/x', site, ['games.vendor.test'])).toBe(true);
    expect(isAllowedFrameUrl('https://a.cdn.test/x', site, ['*.cdn.test'])).toBe(true);
    expect(isAllowedFrameUrl('https://g.test:8443/x', site, ['g.test:8443'])).toBe(true);
    expect(isAllowedFrameUrl('https://g.test:9999/x', site, ['g.test:8443'])).toBe(false);
  });
  it('refuses other hosts and non-http schemes', () => {
    expect(isAllowedFrameUrl('https://evil.test/x', site, ['games.vendor.test'])).toBe(false);
    expect(isAllowedFrameUrl('https://games.vendor.test.evil.test/', site, ['games.vendor.test'])).toBe(false);
    expect(isAllowedFrameUrl('javascript:alert(1)', site)).toBe(false);
    expect(isAllowedFrameUrl('data:text/html,hi', site)).toBe(false);
    expect(isAllowedFrameUrl('http://127.0.0.1:9999/x', site)).toBe(false);
  });
});
