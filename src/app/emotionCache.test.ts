// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from './emotionCache';

const styleTags = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];

describe('createStyleCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes each rule into a style tag of its own (never into a sheet the page already uses), in order, with the page nonce', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    const cache = createStyleCache(document);
    expect(cache.sheet.isSpeedy).toBe(false);
    cache.sheet.insert('.css-a{color:red;}');
    cache.sheet.insert('.css-b{color:blue;}');
    const tags = styleTags();
    expect(tags.map((t) => t.textContent)).toEqual(['.css-a{color:red;}', '.css-b{color:blue;}']);
    // later tags follow earlier ones, so a later rule still wins a tie of specificity
    expect(tags[0].compareDocumentPosition(tags[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tags.map((t) => t.nonce || t.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
  });
});
