import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

const SITE = 'https://casino.test';
const HOSTS = ['partners.example.com', '*.allowed.org', 'ported.example:8443'];
const decide = (url: unknown) => linkTarget(url, SITE, HOSTS);

describe('linkTarget', () => {
  it('site paths navigate in the app', () => {
    expect(decide('/casino?x=1#top')).toEqual({ kind: 'internal', path: '/casino?x=1#top' });
    expect(decide('promotions/2')).toEqual({ kind: 'internal', path: '/promotions/2' });
    expect(decide(' /casino ')).toEqual({ kind: 'internal', path: '/casino' });
    expect(decide('https://casino.test/sport')).toEqual({ kind: 'internal', path: '/sport' });
  });

  it('protocol-relative links are never links, with or without leading space or control characters', () => {
    for (const url of ['//evil.example/x', ' //evil.example/x', '\t//evil.example', '/\t/evil.example', '\n//evil.example', '//partners.example.com/x']) {
      expect(decide(url).kind, JSON.stringify(url)).toBe('none');
    }
  });

  it('a site path never comes out protocol-relative (dot segments before "//")', () => {
    for (const url of ['/.//evil.example/x', '/..//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x', 'https://casino.test//evil.example/x']) {
      expect(decide(url), url).toEqual({ kind: 'internal', path: '/evil.example/x' });
    }
  });

  it('backslash tricks and foreign schemes are no links', () => {
    for (const url of [
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.c',
      'https://user:pw@partners.example.com/',
    ]) {
      expect(decide(url).kind, url).toBe('none');
    }
  });

  it('external http(s) links open only hosts on the allow-list', () => {
    expect(decide('https://partners.example.com/offer')).toEqual({ kind: 'external', href: 'https://partners.example.com/offer' });
    expect(decide('https://a.b.allowed.org/')).toEqual({ kind: 'external', href: 'https://a.b.allowed.org/' });
    expect(decide('https://ported.example:8443/x')).toEqual({ kind: 'external', href: 'https://ported.example:8443/x' });
    expect(decide('https://ported.example/x').kind).toBe('none');
    expect(decide('https://evil.example/x')).toMatchObject({ kind: 'none', reason: expect.stringContaining('externalLinkHosts') });
    expect(decide('https://allowed.org.evil.example/').kind).toBe('none');
    expect(decide('https://evilallowed.org/').kind).toBe('none');
    expect(linkTarget('https://partners.example.com/', SITE).kind).toBe('none');
  });

  it('non-strings and empty strings are no links', () => {
    expect(decide(undefined).kind).toBe('none');
    expect(decide({ href: '/x' }).kind).toBe('none');
    expect(decide('   ').kind).toBe('none');
  });
});
