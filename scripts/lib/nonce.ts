/**
 * What Vite writes as every script/style nonce and in <meta property="csp-nonce"> (html.cspNonce);
 * the prerenderer writes it too, and the server replaces it per response. nginx does the same with sub_filter (README).
 */
export const NONCE_PLACEHOLDER = 'CROUPIER_CSP_NONCE';
