/**
 * Game frames are only embedded from allow-listed hosts: the site's own origin plus the hosts
 * the brand config lists. Anything else (or anything that is not http/https) is refused.
 */
export function isAllowedFrameUrl(url: string, siteOrigin: string, allowedHosts: readonly string[] = []): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.origin === new URL(siteOrigin).origin) return true;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1));
    // an entry may carry a port ("games.example:8443"): compare host[:port] then
    return allowed.includes(':') ? parsed.host.toLowerCase() === allowed : host === allowed;
  });
}
