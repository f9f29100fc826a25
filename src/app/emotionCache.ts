import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce the server put in this page (<meta property="csp-nonce">, filled per response; see
 * scripts/vite/cspPlugin.ts). Browsers hide a nonce from getAttribute once the policy applies,
 * so it is read from the property.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Emotion's style cache for Chakra: every <style> it writes carries the page nonce, so style-src needs no
 * 'unsafe-inline'.
 *
 * `speedy: false`: each rule gets a `<style>` of its own (emotion's development mode), not a place in one growing
 * sheet (its production default). Chromium restyles and lays out the whole document when a rule inside `@layer` or
 * `@media` (every Chakra recipe and responsive prop) is inserted into a sheet it has already styled the page with,
 * once that sheet holds a rule with a broad subject (`.x > *`, `.x :where(svg)`): on a 1,900-element lobby each lower
 * row or strip that mounted cost 45–130 ms of style and layout at 4× CPU. A sheet the page has not seen yet is
 * matched by its own rules only (docs/PERFORMANCE.md "One style sheet per commit"). Tags stay in insertion order, so
 * the cascade is the same.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'css', nonce: pageNonce(doc), speedy: false });
}
