// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from '../../../src/ui/sanitizeHtml';
import { hostileParts, jsdomPurify } from '../purify';
import { params } from './settings';

const { purify, parse } = jsdomPurify();

const tag = fc.constantFrom(
  'script',
  'SCRIPT',
  'img',
  'a',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'object',
  'embed',
  'div',
  'p',
  'span',
  'table',
  'td',
  'details',
  'template',
  'noscript',
  'video',
  'source',
  'label',
  'fieldset',
  'dialog',
);
const attr = fc.constantFrom(
  'onerror',
  'onclick',
  'ONLOAD',
  'onmouseover',
  'style',
  'class',
  'id',
  'name',
  'href',
  'src',
  'action',
  'formaction',
  'method',
  'type',
  'target',
  'srcdoc',
  'xlink:href',
  'data-x',
  'autofocus',
  'onfocus',
  'poster',
  'background',
);
const value = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'jav\tascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'position:fixed;inset:0',
    'password',
    'https://evil.test/steal',
    '/ok',
    '//evil.test',
    '/\\evil.test',
    ' //evil.test',
    'https://ok.test/x',
    '/.//evil.test',
    'alert(1)',
    '"><script>alert(1)</script>',
    "'-alert(1)-'",
  ),
  fc.string({ maxLength: 12 }),
);
const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 10 }),
    fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '</', '<', '>', '"', "'", '&lt;', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'),
    fc
      .tuple(tag, fc.array(fc.tuple(attr, value), { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
      .map(([t, attrs, kids, close]) => `<${t}${attrs.map(([a, v]) => ` ${a}="${v}"`).join('')}>${kids.join('')}${close ? `</${t}>` : ''}`),
  ),
})).node;
const html = fc.oneof(
  element,
  fc.array(element, { maxLength: 4 }).map((xs) => xs.join('')),
  fc.string(),
);

describe('server HTML sanitiser (property)', () => {
  it('never outputs executable markup, forms, password inputs, styles or window-opening links', () => {
    fc.assert(
      fc.property(html, (input) => {
        const out = sanitizeServerHtml(input, { siteOrigin: 'https://casino.test', allowedHosts: ['ok.test'] }, purify);
        expect(hostileParts(parse(out)), `${input}\n→ ${out}`).toEqual([]);
        // every link left is a site path or an https/http URL on the allow-list
        for (const a of Array.from(parse(out).querySelectorAll('[href]'))) {
          const href = a.getAttribute('href') ?? '';
          expect(/^\/(?![/\\])/.test(href) || /^https?:\/\/ok\.test\//.test(href), `${input}\n→ ${out}`).toBe(true);
        }
      }),
      params,
    );
  }, 600_000);
});
