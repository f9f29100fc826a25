import { describe, expect, it } from 'vitest';
import { socialHref } from './socialLink';

const SITE = 'https://pampa.example';
const HOSTS = ['t.me', 'tawk.to'];

describe('socialHref', () => {
  it('turns the platform values (a relative path, an id, an address, a number) into working links by the brand templates', () => {
    expect(socialHref('/pampabet', 'https://t.me/{value}', SITE, HOSTS)).toBe('https://t.me/pampabet');
    expect(socialHref('@pampa bet', 'https://t.me/{value}', SITE, HOSTS)).toBe('https://t.me/pampa%20bet');
    expect(socialHref('5f1a2b/1c3d', 'https://tawk.to/chat/{value}', SITE, HOSTS)).toBe('https://tawk.to/chat/5f1a2b/1c3d');
    expect(socialHref('care@pampa.example', 'mailto:{value}', SITE, HOSTS)).toBe('mailto:care@pampa.example');
    expect(socialHref('+90 555 000 0000', 'tel:{value}', SITE, HOSTS)).toBe('tel:+905550000000');
  });

  it('keeps a full link the platform sent, when its host is allowed', () => {
    expect(socialHref('https://t.me/other', 'https://t.me/{value}', SITE, HOSTS)).toBe('https://t.me/other');
    expect(socialHref('https://evil.example/x', 'https://t.me/{value}', SITE, HOSTS)).toBeUndefined();
  });

  it('gives no link for an empty value, a template to a host the brand does not allow, a bare value without template or a malformed address', () => {
    expect(socialHref('  ', 'https://t.me/{value}', SITE, HOSTS)).toBeUndefined();
    expect(socialHref('abc', 'https://chat.other.example/{value}', SITE, HOSTS)).toBeUndefined();
    expect(socialHref('sandbox-tawk-property', undefined, SITE, HOSTS)).toBeUndefined();
    expect(socialHref('not an address', 'mailto:{value}', SITE, HOSTS)).toBeUndefined();
    expect(socialHref('javascript:alert(1)', 'https://t.me/{value}', SITE, HOSTS)).toBeUndefined();
  });
});
