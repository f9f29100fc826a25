// src/ui/safeRedirect.ts
/** Splits a relative path with its query ("/casino/game/a/1?x=1") into an AuthFrom. */
function toAuthFrom(path) {
	const i = path.indexOf("?");
	return i < 0 ? {
		pathname: path,
		search: ""
	} : {
		pathname: path.slice(0, i),
		search: path.slice(i)
	};
}
/**
* Router state for navigate('/auth', { state }) that remembers the current page; `next` (a path
* with optional query) is where to go after sign-in instead, e.g. the game a guest clicked.
*/
function authRedirectState(location, next) {
	const from = {
		pathname: location.pathname,
		search: location.search
	};
	return next ? {
		from,
		next: toAuthFrom(next)
	} : { from };
}
/** A same-origin relative path (no scheme, no protocol-relative "//host", no backslash tricks, not /auth), or undefined. */
function safePath(loc) {
	const pathname = typeof loc?.pathname === "string" ? loc.pathname : "";
	const search = typeof loc?.search === "string" ? loc.search : "";
	if (!pathname.startsWith("/") || pathname.startsWith("//") || /[\\\s]/.test(pathname) || pathname.includes(":")) return void 0;
	if (pathname === "/auth" || pathname.startsWith("/auth/")) return void 0;
	if (search && !search.startsWith("?")) return void 0;
	try {
		const url = new URL(pathname + search, "http://same.origin");
		if (url.origin !== "http://same.origin") return void 0;
		return url.pathname + url.search;
	} catch {
		return;
	}
}
/**
* The page /auth was opened from (`from`), only when it is a same-origin relative path;
* otherwise the fallback.
*/
function safeReturnPath(state, fallback) {
	return safePath(state?.from) ?? fallback;
}
/**
* Where to go after sign-in: `next` when present and safe, else `from` when safe, else the fallback.
* Both are checked as same-origin relative paths.
*/
function safeNextPath(state, fallback) {
	return safePath(state?.next) ?? safeReturnPath(state, fallback);
}
/**
* Router state for the page reached after sign-in: keeps `from` (safe only) so that page can offer
* a way back to where the user was (e.g. the lobby with its filters).
*/
function afterAuthState(state) {
	const from = safeReturnPath(state, "");
	return from ? { from: toAuthFrom(from) } : void 0;
}
export { safeReturnPath as i, authRedirectState as n, safeNextPath as r, afterAuthState as t };
