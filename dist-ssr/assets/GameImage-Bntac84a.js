import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { I as css, P as require_jsx_runtime, R as __unsafe_useEmotionCache, T as useChakraContext, s as Text } from "./react-intl-BjT29jKx.js";
import { k as Box } from "../entry-server.js";
import { v as tok } from "./useCasino-DpeU2XOT.js";
// src/ui/casino/EmptyState.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A list with nothing to show: one sentence, and optionally a way on. */
function EmptyState({ message, testId = "empty-state", children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"data-testid": testId,
		role: "status",
		py: "10",
		textAlign: "center",
		color: tok.textMuted,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			mb: children ? "4" : "0",
			children: message
		}), children]
	});
}
// src/ui/common/staticStyles.ts
/**
* Class names for styles that do not change from one render to the next (a game tile's parts and their few
* variants), for plain DOM elements. A Chakra element resolves its style props through the system and hashes
* them on every render (`useResolvedProps`, `serializeStyles`); here each style is resolved by the same
* `system.css` and serialised by emotion once per theme system and style cache, its rule inserted into the
* page's emotion cache like any Chakra element's. The same styles give the same `css-<hash>` class a Chakra
* element gets, so the look is the same by construction. Returns the hook that gives the classes.
*/
function defineStaticStyles(defs) {
	const bySystem = /* @__PURE__ */ new WeakMap();
	return function useStaticStyles() {
		const system = useChakraContext();
		const cache = __unsafe_useEmotionCache();
		let byCache = bySystem.get(system);
		if (!byCache) {
			byCache = /* @__PURE__ */ new WeakMap();
			bySystem.set(system, byCache);
		}
		const key = cache ?? FALLBACK;
		let classes = byCache.get(key);
		if (!classes) {
			const out = {};
			for (const name of Object.keys(defs)) {
				const serialized = css(system.css(...defs[name](system)));
				out[name] = cache ? insert(cache, serialized) : "";
			}
			classes = Object.freeze(out);
			byCache.set(key, classes);
		}
		return classes;
	};
}
var FALLBACK = {};
/** What emotion's insertStyles does for a Chakra element: register the class, insert its rules once. */
function insert(cache, serialized) {
	const className = `${cache.key}-${serialized.name}`;
	if (cache.registered[className] === void 0) cache.registered[className] = serialized.styles;
	if (cache.inserted[serialized.name] === void 0) {
		let current = serialized;
		do {
			cache.insert(current === serialized ? `.${className}` : "", current, cache.sheet, true);
			current = current.next;
		} while (current !== void 0);
	}
	return className;
}
// src/ui/casino/GameImage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A lazily loaded game picture; when it fails, the game's name on a plain surface instead. */
function GameImage({ src, alt }) {
	const [failed, setFailed] = (0, import_react.useState)(!src);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "img",
		"aria-label": alt,
		"data-testid": "game-image-fallback",
		w: "full",
		h: "full",
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		bg: tok.surfaceAlt,
		color: tok.textMuted,
		p: "2",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			textAlign: "center",
			fontSize: "sm",
			fontWeight: "semibold",
			lineClamp: 3,
			children: alt
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src,
		alt,
		loading: "lazy",
		decoding: "async",
		style: FILL,
		onError: () => setFailed(true)
	});
}
var FILL = {
	display: "block",
	width: "100%",
	height: "100%",
	objectFit: "cover"
};
export { defineStaticStyles as n, EmptyState as r, GameImage as t };
