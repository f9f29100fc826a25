// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from './emotionCache';

const styleTags = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];
const rulesOf = (tag: HTMLStyleElement) => [...(tag.sheet?.cssRules ?? [])].map((r) => r.cssText.replace(/\s+/g, ''));

describe('createStyleCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the rules of one synchronous run into a style tag of its own, in order, each tag with the page nonce', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce">';
    const cache = createStyleCache(document, { speedy: true });
    cache.sheet.insert('.css-a{color:red;}');
    cache.sheet.insert('.css-b{color:blue;}');
    expect(styleTags()).toHaveLength(1);
    await Promise.resolve();
    cache.sheet.insert('.css-c{color:green;}');
    const tags = styleTags();
    expect(tags).toHaveLength(2);
    expect(tags.map(rulesOf)).toEqual([['.css-a{color:red;}', '.css-b{color:blue;}'], ['.css-c{color:green;}']]);
    // later tags follow earlier ones, so a later rule still wins a tie of specificity
    expect(tags[0].compareDocumentPosition(tags[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tags.map((t) => t.nonce || t.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
  });

  it('leaves development mode (a tag per rule) as emotion has it', () => {
    const cache = createStyleCache(document, { speedy: false });
    cache.sheet.insert('.css-a{color:red;}');
    cache.sheet.insert('.css-b{color:blue;}');
    expect(styleTags()).toHaveLength(2);
  });
});
