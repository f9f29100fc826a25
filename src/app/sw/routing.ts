/**
 * The service worker's decisions, pure (unit-tested in routing.test.ts): which requests it answers
 * and how, which response may become the offline shell, and the fresh nonce an offline copy gets.
 */

/** How the worker treats one request. */
export type SwRoute =
  /** A page of the app: the network's answer (never stored); offline, the stored shell. */
  | 'shell'
  /** /brand-config/index.json: network first, the last answer offline. */
  | 'brand-index'
  /** /brand-config/<brand>.json while offline: the config the page last validated (online it is 'network'). */
  | 'brand-config'
  /** /assets/*: hashed build files, cache first (the precache answers JS and CSS before this). */
  | 'asset'
  /** /brand-assets/*: brand art, network first. */
  | 'brand-asset'
  /** Everything else (API, games API, provider and sandbox calls, frames, other origins): not touched. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
  /** The page's config re-check asks the server (If-None-Match): never answered from a cache. */
  revalidating?: boolean;
  /** The browser's online state (navigator.onLine in the worker); unset = online. */
  online?: boolean;
}

export interface SwSettings {
  /** The worker's own origin. */
  origin: string;
  /** Same-origin path prefixes of the platform's APIs (from the brand configs at build time). */
  apiPrefixes: readonly string[];
}

/** Paths that are never the app's pages, whatever a brand's API paths are. */
const NOT_PAGES = ['/api', '/sandbox', '/assets', '/brand-assets', '/brand-config'];

const under = (path: string, prefix: string) => {
  const p = prefix.replace(/\/+$/, '');
  return p !== '' && (path === p || path.startsWith(`${p}/`));
};

/** A path the app's router shows: not under an API or file prefix, and no file name (logo.svg, x.json). */
export function isPagePath(path: string, apiPrefixes: readonly string[]): boolean {
  // `/__…`: the servers' own paths (dev tools, the sandbox's controls).
  if (path.startsWith('/__') || [...NOT_PAGES, ...apiPrefixes].some((p) => under(path, p))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function routeOf(request: RequestFacts, settings: SwSettings): SwRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== settings.origin) return 'network';
  const path = url.pathname;
  if (request.mode === 'navigate') {
    // Frames (destination iframe) and anything that is not one of the app's pages are not the shell.
    return request.destination === 'document' && isPagePath(path, settings.apiPrefixes) ? 'shell' : 'network';
  }
  if (path === '/brand-config/index.json') return 'brand-index';
  // A brand config online is the network's alone, untouched by the worker (a new config always wins, and the
  // request stays the page's own); offline, the config the page last validated.
  if (path.startsWith('/brand-config/') && path.endsWith('.json')) return request.revalidating || request.online !== false ? 'network' : 'brand-config';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/brand-assets/')) return 'brand-asset';
  return 'network';
}

/** The URL the worker fetches the shell from, and the key it is stored under. */
// The app shell itself (dist/index.html), not `/`: that is the home page's prerendered markup, which must not serve other paths offline.
export const SHELL_URL = '/index.html';

export interface ResponseFacts {
  ok: boolean;
  status: number;
  redirected: boolean;
  /** The final URL of the response. */
  url: string;
  contentType: string | null;
  body: string;
}

/**
 * Only the answer to the worker's own request for the shell URL may be stored: a 200, not
 * redirected, text/html, from that URL, and the app's page (its root element and a module script).
 */
export function isShellResponse(response: ResponseFacts, origin: string): boolean {
  if (!response.ok || response.status !== 200 || response.redirected) return false;
  if (!/^text\/html\b/i.test(response.contentType ?? '')) return false;
  let url: URL;
  try {
    url = new URL(response.url);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.pathname !== SHELL_URL) return false;
  return /<div id="root">/.test(response.body) && /<script\b[^>]*type="module"/.test(response.body);
}

/** The nonce of a policy header ('nonce-…' in script-src), if any. */
export function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1];
}

/**
 * The stored shell with a fresh nonce in both its policy header and its page, so an offline load
 * never reuses the nonce of the answer it was stored from (nor one any earlier load used). A shell
 * without a nonce (a host that cannot fill one) is served as stored.
 */
export function renonce(html: string, policy: string | null, fresh: string): { html: string; policy: string | null } {
  const old = nonceOf(policy);
  if (!old || !policy) return { html, policy };
  return { html: html.split(old).join(fresh), policy: policy.split(`'nonce-${old}'`).join(`'nonce-${fresh}'`) };
}
