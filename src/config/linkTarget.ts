/**
 * Where a link the server sent (a promotion's button, a slide) may take the player. Decided in one
 * pure function so no component can open a foreign host by accident:
 * - a path on this site ("/casino", "casino", "https://<this origin>/casino") navigates in the app;
 * - an http(s) URL to a host on the brand's allow-list (brand.json `externalLinkHosts`) opens in a new tab;
 * - anything else (protocol-relative "//host", another host, javascript:, backslashes, …) is no link.
 */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'none'; reason: string };

/** True when `host` (lower case, maybe with port) is on the list; "*.example.com" matches any subdomain. */
export function hostAllowed(hostname: string, host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const allowed = entry
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '');
    if (!allowed) return false;
    if (allowed.startsWith('*.')) return hostname.endsWith(allowed.slice(1));
    return allowed.includes(':') ? host === allowed : hostname === allowed;
  });
}

/**
 * A same-origin URL's in-app path. "/.//evil.example" resolves to the path "//evil.example", which as an
 * href is protocol-relative (another host): leading slashes collapse to one.
 */
function sitePath(parsed: URL): string {
  return parsed.pathname.replace(/^\/{2,}/, '/') + parsed.search + parsed.hash;
}

/** Decides a server-sent link: in-app path, allow-listed external URL, or no link (with why, for the log). */
export function linkTarget(raw: unknown, siteOrigin: string, allowedHosts: readonly string[] = []): LinkTarget {
  if (typeof raw !== 'string') return { kind: 'none', reason: 'not a string' };
  // Browsers strip leading/trailing whitespace and C0 controls and ignore tabs/newlines inside
  // URLs; do the same first, so " //evil" or "/\t/evil" cannot pass as a path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching C0 controls is the point, as browsers strip them
  const url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (!url) return { kind: 'none', reason: 'empty' };
  if (url.includes('\\')) return { kind: 'none', reason: 'backslash in URL' };
  const site = new URL(siteOrigin);
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(url);
  if (!hasScheme && !url.startsWith('//')) {
    // A relative path on this site ("casino" is taken as "/casino").
    let parsed: URL;
    try {
      parsed = new URL(url.startsWith('/') ? url : `/${url}`, site);
    } catch {
      return { kind: 'none', reason: 'unparsable path' };
    }
    if (parsed.origin !== site.origin) return { kind: 'none', reason: 'path leaves the site' };
    return { kind: 'internal', path: sitePath(parsed) };
  }
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `${site.protocol}${url}` : url);
  } catch {
    return { kind: 'none', reason: 'unparsable URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none', reason: `scheme ${parsed.protocol} is not allowed` };
  if (parsed.username || parsed.password) return { kind: 'none', reason: 'credentials in URL' };
  if (parsed.origin === site.origin) return { kind: 'internal', path: sitePath(parsed) };
  // Protocol-relative links are never external targets: they are how "//evil" slipped through.
  if (url.startsWith('//')) return { kind: 'none', reason: `protocol-relative link to ${parsed.host}` };
  if (!hostAllowed(parsed.hostname.toLowerCase(), parsed.host.toLowerCase(), allowedHosts)) {
    return { kind: 'none', reason: `host ${parsed.host} is not in brand.json externalLinkHosts` };
  }
  return { kind: 'external', href: parsed.href };
}
