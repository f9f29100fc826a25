/** Where /auth came from: kept in router state by whoever sent the user there. */
export interface AuthFrom {
  pathname: string;
  search?: string;
}

/** Router state for navigate('/auth', { state }) that remembers the current page. */
export function authRedirectState(location: { pathname: string; search: string }): { from: AuthFrom } {
  return { from: { pathname: location.pathname, search: location.search } };
}

/**
 * The path to return to after sign-in, only when it is a same-origin relative path
 * (no scheme, no protocol-relative "//host", no backslash tricks); otherwise the fallback.
 */
export function safeReturnPath(state: unknown, fallback: string): string {
  const from = (state as { from?: Partial<AuthFrom> } | null | undefined)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const search = typeof from?.search === 'string' ? from.search : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || /[\\\s]/.test(pathname) || pathname.includes(':')) return fallback;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return fallback;
  if (search && !search.startsWith('?')) return fallback;
  try {
    const url = new URL(pathname + search, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return url.pathname + url.search;
  } catch {
    return fallback;
  }
}
