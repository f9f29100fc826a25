/**
 * Where a link taken from server content (a slide, a promotion) may lead — pure, read from the
 * brand config (brand.json linkHosts). A path on the site stays in the app; another host is only
 * followed when the brand lists it, so a platform answer can never send a player to an unknown site.
 */
import { hostMatches } from './frames';

export type LinkTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'none'; reason: 'empty' | 'invalid' | 'scheme' | 'credentials' | 'host' };

/** The decision for one url, resolved against the site's origin (a relative url is a site path). */
export function linkTarget(url: string, siteOrigin: string, linkHosts: readonly string[]): LinkTarget {
  const raw = url.trim();
  if (!raw) return { kind: 'none', reason: 'empty' };
  let site: URL;
  let parsed: URL;
  try {
    site = new URL(siteOrigin);
    parsed = new URL(raw, site);
  } catch {
    return { kind: 'none', reason: 'invalid' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none', reason: 'scheme' };
  if (parsed.username || parsed.password) return { kind: 'none', reason: 'credentials' };
  if (parsed.origin === site.origin) return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  // A secure page never sends the player to plain http.
  if (site.protocol === 'https:' && parsed.protocol !== 'https:') return { kind: 'none', reason: 'scheme' };
  if (!linkHosts.some((h) => hostMatches(parsed, h))) return { kind: 'none', reason: 'host' };
  return { kind: 'external', href: parsed.href };
}
