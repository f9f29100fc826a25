import { describe, expect, it } from 'vitest';
import { linkTarget } from './links';

const site = 'https://casino.test';

describe('linkTarget', () => {
  it('keeps site paths in the app, relative or absolute on the own origin', () => {
    expect(linkTarget('/promotions/1', site, [])).toEqual({ kind: 'internal', path: '/promotions/1' });
    expect(linkTarget('promotions/2?x=1', site, [])).toEqual({ kind: 'internal', path: '/promotions/2?x=1' });
    expect(linkTarget('https://casino.test/casino#top', site, [])).toEqual({ kind: 'internal', path: '/casino#top' });
  });

  it('follows another host only when the brand lists it, and only over https from a secure page', () => {
    expect(linkTarget('https://news.partner.test/a', site, ['*.partner.test'])).toEqual({ kind: 'external', href: 'https://news.partner.test/a' });
    expect(linkTarget('https://evil.test/a', site, ['*.partner.test'])).toEqual({ kind: 'none', reason: 'host' });
    expect(linkTarget('//evil.test/a', site, ['partner.test'])).toEqual({ kind: 'none', reason: 'host' });
    expect(linkTarget('http://news.partner.test/a', site, ['*.partner.test'])).toEqual({ kind: 'none', reason: 'scheme' });
  });

  it('refuses empty, script, credential and unparsable urls', () => {
    expect(linkTarget('  ', site, [])).toEqual({ kind: 'none', reason: 'empty' });
    expect(linkTarget('javascript:alert(1)', site, ['*'])).toEqual({ kind: 'none', reason: 'scheme' });
    expect(linkTarget('https://u:p@partner.test/', site, ['partner.test'])).toEqual({ kind: 'none', reason: 'credentials' });
    expect(linkTarget('http://[bad', site, [])).toEqual({ kind: 'none', reason: 'invalid' });
  });
});
