/**
 * The site's Content-Security-Policy, built from brand configs — pure, shared by the dev and
 * preview servers (scripts/vite/cspPlugin.ts) and the deployment headers the build writes
 * (scripts/build.ts). README "Content-Security-Policy" explains every directive.
 */
import { gameFrameHosts, parseHostPattern, sportFrameHosts } from './frames.ts';
import type { BrandConfig } from './types';

export interface CspOptions {
  /**
   * Per-response nonce: scripts and style elements must carry it (Vite's html.cspNonce, emotion's
   * cache). Without one (a static host that cannot fill it) styles fall back to 'unsafe-inline'.
   */
  nonce?: string;
  /** Dev server: Vite's HMR websocket. */
  dev?: boolean;
  /** Remote brand config URL (VITE_CONFIG_URL or the croupier-config-url meta) the page fetches. */
  configUrl?: string;
}

export type CspDirectives = Record<string, string[]>;

/** A host pattern as a CSP source; undefined when it is not a valid host pattern. */
export function cspSource(pattern: string): string | undefined {
  const p = parseHostPattern(pattern);
  if (!p) return undefined;
  return `${p.scheme ? `${p.scheme}://` : ''}${p.wildcard ? '*.' : ''}${p.host}${p.port ? `:${p.port}` : ''}`;
}

/** Origins of absolute http(s) URLs; paths (the site's own origin) and junk give none. */
function originsOf(urls: ReadonlyArray<string | undefined>): string[] {
  const out: string[] = [];
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      out.push(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return out;
}

function sources(patterns: readonly string[]): string[] {
  return patterns.map(cspSource).filter((s): s is string => !!s);
}

function apiOrigins(config: BrandConfig): string[] {
  const api = config.brand.api;
  return originsOf([api.baseUrl, api.gamesBaseUrl, ...config.providers.providers.map((p) => p.baseUrl)]);
}

const uniq = (xs: string[]) => [...new Set(xs)];

/**
 * The directives for a site serving these brands (one brand per deployment, or every brand on a
 * shared server, whose policy is then the union).
 */
export function cspDirectives(configs: readonly BrandConfig[], options: CspOptions = {}): CspDirectives {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const api = configs.flatMap(apiOrigins);
  // The site's own origin is a frame source only for a brand that allows own-origin frames.
  const ownFrames = configs.some((c) => c.brand.frames?.allowOwnOrigin === true);
  const frames = configs.flatMap((c) => [...sources(gameFrameHosts(c)), ...sources(sportFrameHosts(c))]);
  const images = configs.flatMap((c) => sources(c.brand.imageHosts ?? []));
  const config = originsOf([options.configUrl]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonce],
    // Emotion (Chakra) writes <style> elements at run time: they carry the nonce. A host that cannot
    // fill a nonce gets 'unsafe-inline' for styles only — style injection cannot run script, and
    // server HTML loses every style attribute in the sanitiser anyway.
    'style-src': ["'self'", ...(nonce.length ? nonce : ["'unsafe-inline'"])],
    'img-src': uniq(["'self'", 'data:', 'blob:', ...api, ...images]),
    'font-src': ["'self'", 'data:'],
    'connect-src': uniq(["'self'", ...api, ...config, ...(options.dev ? ['ws:', 'wss:'] : [])]),
    'frame-src': uniq([...(ownFrames ? ["'self'"] : []), ...frames]).concat(frames.length || ownFrames ? [] : ["'none'"]),
    'media-src': ["'self'", ...uniq(api)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The header value of directives. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The header value for these brands. */
export function contentSecurityPolicy(configs: readonly BrandConfig[], options: CspOptions = {}): string {
  return serializeCsp(cspDirectives(configs, options));
}
