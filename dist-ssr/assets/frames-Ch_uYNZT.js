// src/config/frames.ts
/**
* Smallest allowances that real providers need, per frame kind (README "Frames"):
* - game: scripts (HTML5 games), same-origin (the provider's own origin — its storage and cookies,
*   never ours: a frame on the site's origin is refused or loses this keyword), popups (rules,
*   cashier and help windows the game opens).
* - sport: as game, plus forms (bet slips and the sportsbook's own search post forms).
* Not given by default: top navigation, modals, downloads, pointer lock, presentation.
*/
var DEFAULT_SANDBOX = Object.freeze({
	game: Object.freeze([
		"allow-scripts",
		"allow-same-origin",
		"allow-popups"
	]),
	sport: Object.freeze([
		"allow-scripts",
		"allow-same-origin",
		"allow-forms",
		"allow-popups"
	])
});
/** The referrer a frame receives: only our origin, never the page path (which can carry ids). */
var FRAME_REFERRER_POLICY = "strict-origin-when-cross-origin";
/** Parses a host pattern; undefined when it is not one (an entry with a path, spaces, an empty host). */
function parseHostPattern(entry) {
	const m = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?\/?$/i.exec(entry.trim());
	if (!m) return void 0;
	return {
		scheme: m[1]?.toLowerCase(),
		wildcard: !!m[2],
		host: m[3].toLowerCase(),
		port: m[4]
	};
}
function defaultPort(protocol) {
	return protocol === "https:" ? "443" : "80";
}
/** True when the URL's scheme, host and port fit the pattern (the way a CSP host source matches). */
function hostMatches(url, pattern) {
	const p = parseHostPattern(pattern);
	if (!p) return false;
	const scheme = url.protocol.slice(0, -1);
	if (p.scheme && p.scheme !== scheme && !(p.scheme === "http" && scheme === "https")) return false;
	const host = url.hostname.toLowerCase();
	if (p.wildcard ? !host.endsWith(`.${p.host}`) : host !== p.host) return false;
	const port = url.port || defaultPort(url.protocol);
	if (p.port === "*") return true;
	return port === (p.port ?? defaultPort(url.protocol));
}
/**
* May this URL be framed? Only http(s), no credentials in the URL, a listed host — and not the
* site's own origin unless the brand allows it (a launch answer pointing at the site itself would
* otherwise get a frame with the page's own powers). Relative URLs resolve against the site.
*/
function checkFrameUrl(url, rules) {
	let parsed;
	let site;
	try {
		site = new URL(rules.siteOrigin);
		parsed = new URL(url, site);
	} catch {
		return {
			ok: false,
			reason: "invalid"
		};
	}
	if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return {
		ok: false,
		reason: "scheme"
	};
	if (site.protocol === "https:" && parsed.protocol !== "https:") return {
		ok: false,
		reason: "scheme"
	};
	if (parsed.username || parsed.password) return {
		ok: false,
		reason: "credentials"
	};
	if (parsed.origin === site.origin) return rules.allowOwnOrigin ? {
		ok: true,
		url: parsed.href,
		ownOrigin: true
	} : {
		ok: false,
		reason: "own-origin"
	};
	if (!rules.allowedHosts.some((h) => hostMatches(parsed, h))) return {
		ok: false,
		reason: "host"
	};
	return {
		ok: true,
		url: parsed.href,
		ownOrigin: false
	};
}
/** Absolute http(s) URLs among the values, as host patterns with scheme and port. */
function originPatterns(urls) {
	const out = [];
	for (const url of urls) {
		if (!url || !/^https?:\/\//i.test(url)) continue;
		try {
			const u = new URL(url);
			out.push(`${u.protocol}//${u.host}`);
		} catch {}
	}
	return out;
}
/**
* One console line for a refused game frame: the provider entry, the URL's host and what the operator
* changes to allow it. The player sees the brand's text (casino.game.blockedHost / ownOrigin) instead.
*/
function frameRefusalLine(entry, url, reason, siteOrigin) {
	let host = url;
	try {
		const u = new URL(url, siteOrigin);
		host = `${u.protocol}//${u.host}`;
	} catch {}
	return `${entry}: game frame refused: ${{
		host: `its host ${host} is not allowed — add it to brand.json gameFrameHosts (e.g. "${host.replace(/^https?:\/\//, "")}")`,
		"own-origin": `it is on the site's own origin ${host} — set brand.json frames.allowOwnOrigin if the provider really serves games from here`,
		scheme: `its scheme is not allowed on this page (${host}; only https, or http on an http page)`,
		credentials: "it carries a user name or password",
		invalid: `it is not a URL (${JSON.stringify(url.slice(0, 80))})`
	}[reason]}`;
}
/**
* Hosts a game frame may come from: the brand's list (`gameFrameHosts`) plus the origins of the
* configured game API bases (a provider whose API answers launch calls usually serves its games).
*/
function gameFrameHosts(config) {
	const api = config.brand.api;
	const bases = [
		api.gamesBaseUrl,
		api.baseUrl,
		...config.providers.providers.map((p) => p.baseUrl)
	];
	return [.../* @__PURE__ */ new Set([...config.brand.gameFrameHosts ?? [], ...originPatterns(bases)])];
}
/** Hosts of the brand's configured sport frames (absolute frame URLs only; a path is the site's own origin). */
function sportFrameHosts(config) {
	return [...new Set(originPatterns((config.brand.sport?.frames ?? []).map((f) => f.host)))];
}
/**
* The frame's sandbox attribute: the entry's own list, else the brand's per-kind list, else the
* defaults. A frame on the site's own origin never gets allow-same-origin: with allow-scripts it
* could lift its own sandbox and reach the page.
*/
function sandboxFor(config, kind, entry, ownOrigin) {
	const own = entry && ("frameSandbox" in entry ? entry.frameSandbox : "sandbox" in entry ? entry.sandbox : void 0);
	const brand = kind === "game" ? config.brand.frames?.gameSandbox : config.brand.frames?.sportSandbox;
	const tokens = own ?? brand ?? DEFAULT_SANDBOX[kind];
	return [...new Set(tokens)].filter((t) => !(ownOrigin && t === "allow-same-origin")).join(" ");
}
export { sandboxFor as a, gameFrameHosts as i, checkFrameUrl as n, sportFrameHosts as o, frameRefusalLine as r, FRAME_REFERRER_POLICY as t };
