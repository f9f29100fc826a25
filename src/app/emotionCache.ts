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

/** Emotion's style cache for Chakra: every <style> it writes carries the page nonce, so style-src needs no 'unsafe-inline'. */
export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'css', nonce: pageNonce(doc) });
}
