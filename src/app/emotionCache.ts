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
 * The rules of one synchronous run (a render or commit that mounts new styles) go into a `<style>` of their own
 * instead of the one growing sheet emotion fills in production. Chromium restyles and lays out the whole document
 * when a rule inside `@layer` or `@media` (every Chakra recipe and responsive prop) is inserted into a sheet it has
 * already styled the page with, as soon as that sheet holds one rule with a broad subject (`.x > *`, `.x :where(svg)`):
 * on a 1,900-element lobby each lower row or strip that mounted cost ≈ 60–130 ms at 4× CPU, all of it style and
 * layout of rows that had not changed. A sheet the page has not yet seen is matched only against its own rules'
 * selectors, so a fresh one per run restyles only the elements that use it (docs/PERFORMANCE.md "One style sheet per
 * commit"). Emotion starts a new tag when its rule counter is a multiple of its per-tag limit; the counter is
 * reset at the first rule of each run. Order is kept: each new tag goes after the last one.
 */
export function createStyleCache(doc: Document = document, options: { speedy?: boolean } = {}): EmotionCache {
  const cache = createCache({ key: 'css', nonce: pageNonce(doc), ...options });
  // (In development emotion writes a tag per rule anyway, for source maps: the reset changes nothing there.)
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let inRun = false;
  sheet.insert = (rule: string) => {
    if (!inRun) {
      inRun = true;
      sheet.ctr = 0;
      queueMicrotask(() => {
        inRun = false;
      });
    }
    insert(rule);
  };
  return cache;
}
