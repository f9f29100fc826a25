/** Where /auth came from: kept in router state by whoever sent the user there. */
export interface AuthFrom {
  pathname: string;
  search?: string;
}

/** Router state of /auth: the page the user was on, and optionally where they were going (e.g. a game). */
export interface AuthRedirectState {
  from: AuthFrom;
  next?: AuthFrom;
}

/** Splits a relative path with its query ("/casino/game/a/1?x=1") into an AuthFrom. */
function toAuthFrom(path: string): AuthFrom {
  const i = path.indexOf('?');
  return i < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, i), search: path.slice(i) };
}

/**
 * Router state for navigate('/auth', { state }) that remembers the current page; `next` (a path
 * with optional query) is where to go after sign-in instead, e.g. the game a guest clicked.
 */
export function authRedirectState(location: { pathname: string; search: string }, next?: string): AuthRedirectState {
  const from = { pathname: location.pathname, search: location.search };
  return next ? { from, next: toAuthFrom(next) } : { from };
}

/** A same-origin relative path (no scheme, no protocol-relative "//host", no backslash tricks, not /auth), or undefined. */
function safePath(loc: Partial<AuthFrom> | undefined): string | undefined {
  const pathname = typeof loc?.pathname === 'string' ? loc.pathname : '';
  const search = typeof loc?.search === 'string' ? loc.search : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || /[\\\s]/.test(pathname) || pathname.includes(':')) return undefined;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return undefined;
  if (search && !search.startsWith('?')) return undefined;
  try {
    const url = new URL(pathname + search, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return undefined;
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/**
 * The page /auth was opened from (`from`), only when it is a same-origin relative path;
 * otherwise the fallback.
 */
export function safeReturnPath(state: unknown, fallback: string): string {
  return safePath((state as { from?: Partial<AuthFrom> } | null | undefined)?.from) ?? fallback;
}

/**
 * Where to go after sign-in: `next` when present and safe, else `from` when safe, else the fallback.
 * Both are checked as same-origin relative paths.
 */
export function safeNextPath(state: unknown, fallback: string): string {
  const s = state as { next?: Partial<AuthFrom> } | null | undefined;
  return safePath(s?.next) ?? safeReturnPath(state, fallback);
}

/**
 * Router state for the page reached after sign-in: keeps `from` (safe only) so that page can offer
 * a way back to where the user was (e.g. the lobby with its filters).
 */
export function afterAuthState(state: unknown): { from: AuthFrom } | undefined {
  const from = safeReturnPath(state, '');
  return from ? { from: toAuthFrom(from) } : undefined;
}
