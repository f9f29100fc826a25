/**
 * Which URLs a game or sport frame may show and with which sandbox allowances — pure, read from
 * the brand config (brand.json gameFrameHosts, frames, sport.frames; providers.json frameSandbox).
 * The same host patterns form the Content-Security-Policy frame-src (src/config/csp.ts), so the
 * page check and the browser's policy never disagree.
 */
import type { BrandConfig, ProviderEntry, SportFrame } from './types';

export type FrameKind = 'game' | 'sport';
export type SandboxToken = NonNullable<ProviderEntry['frameSandbox']>[number];

/**
 * Smallest allowances that real providers need, per frame kind (README "Frames"):
 * - game: scripts (HTML5 games), same-origin (the provider's own origin — its storage and cookies,
 *   never ours: a frame on the site's origin is refused or loses this keyword), popups (rules,
 *   cashier and help windows the game opens).
 * - sport: as game, plus forms (bet slips and the sportsbook's own search post forms).
 * Not given by default: top navigation, modals, downloads, pointer lock, presentation.
 */
export const DEFAULT_SANDBOX: Readonly<Record<FrameKind, readonly SandboxToken[]>> = Object.freeze({
  game: Object.freeze(['allow-scripts', 'allow-same-origin', 'allow-popups'] as SandboxToken[]),
  sport: Object.freeze(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups'] as SandboxToken[]),
});

/** The referrer a frame receives: only our origin, never the page path (which can carry ids). */
export const FRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin' as const;

export type FrameDecision = { ok: true; url: string; ownOrigin: boolean } | { ok: false; reason: 'invalid' | 'scheme' | 'credentials' | 'own-origin' | 'host' };

export interface FrameUrlRules {
  /** The page's origin, e.g. https://casino.example. */
  siteOrigin: string;
  /** Host patterns: "games.example.com", "*.example.com", optional scheme, optional ":port" or ":*". */
  allowedHosts: readonly string[];
  /** brand.json frames.allowOwnOrigin: a URL on the site's own origin may be framed. */
  allowOwnOrigin?: boolean;
}

interface HostPattern {
  scheme?: string;
  host: string;
  wildcard: boolean;
  port?: string; // '*' = any
}

/** Parses a host pattern; undefined when it is not one (an entry with a path, spaces, an empty host). */
export function parseHostPattern(entry: string): HostPattern | undefined {
  const m = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?\/?$/i.exec(entry.trim());
  if (!m) return undefined;
  return { scheme: m[1]?.toLowerCase(), wildcard: !!m[2], host: m[3].toLowerCase(), port: m[4] };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/** True when the URL's scheme, host and port fit the pattern (the way a CSP host source matches). */
export function hostMatches(url: URL, pattern: string): boolean {
  const p = parseHostPattern(pattern);
  if (!p) return false;
  const scheme = url.protocol.slice(0, -1);
  if (p.scheme && p.scheme !== scheme && !(p.scheme === 'http' && scheme === 'https')) return false;
  const host = url.hostname.toLowerCase();
  if (p.wildcard ? !host.endsWith(`.${p.host}`) : host !== p.host) return false;
  const port = url.port || defaultPort(url.protocol);
  if (p.port === '*') return true;
  return port === (p.port ?? defaultPort(url.protocol));
}

/**
 * May this URL be framed? Only http(s), no credentials in the URL, a listed host — and not the
 * site's own origin unless the brand allows it (a launch answer pointing at the site itself would
 * otherwise get a frame with the page's own powers). Relative URLs resolve against the site.
 */
export function checkFrameUrl(url: string, rules: FrameUrlRules): FrameDecision {
  let parsed: URL;
  let site: URL;
  try {
    site = new URL(rules.siteOrigin);
    parsed = new URL(url, site);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  // A secure page never frames plain http (mixed content), whatever the list says.
  if (site.protocol === 'https:' && parsed.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (parsed.username || parsed.password) return { ok: false, reason: 'credentials' };
  if (parsed.origin === site.origin) return rules.allowOwnOrigin ? { ok: true, url: parsed.href, ownOrigin: true } : { ok: false, reason: 'own-origin' };
  if (!rules.allowedHosts.some((h) => hostMatches(parsed, h))) return { ok: false, reason: 'host' };
  return { ok: true, url: parsed.href, ownOrigin: false };
}

/** Absolute http(s) URLs among the values, as host patterns with scheme and port. */
function originPatterns(urls: ReadonlyArray<string | undefined>): string[] {
  const out: string[] = [];
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      const u = new URL(url);
      out.push(`${u.protocol}//${u.host}`);
    } catch {
      // not a URL: the validator reports it; nothing to allow
    }
  }
  return out;
}

/**
 * One console line for a refused game frame: the provider entry, the URL's host and what the operator
 * changes to allow it. The player sees the brand's text (casino.game.blockedHost / ownOrigin) instead.
 */
export function frameRefusalLine(entry: string, url: string, reason: Extract<FrameDecision, { ok: false }>['reason'], siteOrigin: string): string {
  let host = url;
  try {
    const u = new URL(url, siteOrigin);
    host = `${u.protocol}//${u.host}`;
  } catch {
    // not a URL: the reason says so
  }
  const why: Record<typeof reason, string> = {
    host: `its host ${host} is not allowed — add it to brand.json gameFrameHosts (e.g. "${host.replace(/^https?:\/\//, '')}")`,
    'own-origin': `it is on the site's own origin ${host} — set brand.json frames.allowOwnOrigin if the provider really serves games from here`,
    scheme: `its scheme is not allowed on this page (${host}; only https, or http on an http page)`,
    credentials: 'it carries a user name or password',
    invalid: `it is not a URL (${JSON.stringify(url.slice(0, 80))})`,
  };
  return `${entry}: game frame refused: ${why[reason]}`;
}

/**
 * Hosts a game frame may come from: the brand's list (`gameFrameHosts`) plus the origins of the
 * configured game API bases (a provider whose API answers launch calls usually serves its games).
 */
export function gameFrameHosts(config: BrandConfig): string[] {
  const api = config.brand.api;
  const bases = [api.gamesBaseUrl, api.baseUrl, ...config.providers.providers.map((p) => p.baseUrl)];
  return [...new Set([...(config.brand.gameFrameHosts ?? []), ...originPatterns(bases)])];
}

/** Hosts of the brand's configured sport frames (absolute frame URLs only; a path is the site's own origin). */
export function sportFrameHosts(config: BrandConfig): string[] {
  return [...new Set(originPatterns((config.brand.sport?.frames ?? []).map((f) => f.host)))];
}

/**
 * The frame's sandbox attribute: the entry's own list, else the brand's per-kind list, else the
 * defaults. A frame on the site's own origin never gets allow-same-origin: with allow-scripts it
 * could lift its own sandbox and reach the page.
 */
export function sandboxFor(
  config: BrandConfig,
  kind: FrameKind,
  entry: Pick<ProviderEntry, 'frameSandbox'> | Pick<SportFrame, 'sandbox'> | undefined,
  ownOrigin: boolean,
): string {
  const own = entry && ('frameSandbox' in entry ? entry.frameSandbox : 'sandbox' in entry ? entry.sandbox : undefined);
  const brand = kind === 'game' ? config.brand.frames?.gameSandbox : config.brand.frames?.sportSandbox;
  const tokens = own ?? brand ?? DEFAULT_SANDBOX[kind];
  return [...new Set(tokens)].filter((t) => !(ownOrigin && t === 'allow-same-origin')).join(' ');
}
