import { F as frameForRoute, I as frameLanguage, L as frameUrl, P as frameBanned, R as sportPage, T as Center, h as require_dist, i as Muted, k as Box, n as Loading } from "../entry-server.js";
import { P as require_jsx_runtime, a as Button, i as useIntl, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { d as useLocation, f as useMatches, h as useParams, r as Navigate } from "./dist-QbtQ_FZR.js";
import { a as sandboxFor, n as checkFrameUrl, o as sportFrameHosts, t as FRAME_REFERRER_POLICY } from "./frames-Ch_uYNZT.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import NotFoundPage from "./NotFoundPage-N206yS9h.js";
// src/pages/sport/SportFramePage.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A sport route family's frame, as configured in brand.json `sport.frames`: the token (SportFramesStore) is fetched on
* mount and whenever auth, page or language changes; the frame starts once it arrives; it is dropped
* on leaving or when the player is not signed in (who sees a sign-in notice). A family the brand gives
* no enabled frame is not found (brand config switched it off); one whose provider or casino type the
* platform bans today redirects to / (spec rule for the runtime blocklist).
*/
var SportFramePage = (0, import_dist.observer)(function SportFramePage() {
	const root = useStore();
	const intl = useIntl();
	const matches = useMatches();
	const { pathname } = useLocation();
	const { category } = useParams();
	const route = matches.map((m) => m.handle?.sportRoute).find(Boolean);
	const { config } = root;
	const frame = frameForRoute(config, route);
	const closed = !!frame && frameBanned(frame, root.app.bans);
	const language = frame ? frameLanguage(config, frame, root.locale.language) : "";
	const page = sportPage(pathname, category);
	const isAuth = root.auth.isAuth;
	const { sportFrames } = root;
	const key = `${frame?.id ?? ""}|${isAuth}|${page}|${language}`;
	(0, import_react.useEffect)(() => {
		if (!frame || closed || !isAuth) return;
		sportFrames.loadToken(frame, key);
		return () => sportFrames.leave(key);
	}, [
		sportFrames,
		frame,
		closed,
		isAuth,
		key
	]);
	if (!frame) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (closed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "/",
		replace: true
	});
	if (!isAuth) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, {
		py: 16,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			gap: 4,
			"data-testid": "sport-login",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "sport.pleaseAuth" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				bg: "brand.primary",
				color: "brand.primaryText",
				borderRadius: "button",
				onClick: () => root.app.openAuthModal("SignIn"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "header.login" })
			})]
		})
	});
	const state = sportFrames.stateOf(key);
	if (state.status === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, {
		py: 16,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "sport.unavailable" }) })
	});
	if (state.status !== "ready") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {});
	const decision = checkFrameUrl(frameUrl(config, frame, {
		token: state.token,
		parentHost: window.location.host,
		page,
		language
	}), {
		siteOrigin: window.location.origin,
		allowedHosts: sportFrameHosts(config),
		allowOwnOrigin: config.brand.frames?.allowOwnOrigin
	});
	if (!decision.ok) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, {
		py: 16,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "alert",
			"data-testid": "sport-frame-refused",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: decision.reason === "own-origin" ? "sport.frameOwnOrigin" : "sport.frameRefused" }) })
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		h: "calc(100vh - 64px)",
		"data-testid": "sport-frame",
		"data-frame": frame.id,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
			title: intl.formatMessage({ id: frame.labelId ?? "sport.frameTitle" }),
			src: decision.url,
			sandbox: sandboxFor(config, "sport", frame, decision.ownOrigin),
			referrerPolicy: FRAME_REFERRER_POLICY,
			style: {
				border: 0,
				width: "100%",
				height: "100%"
			},
			allow: "fullscreen"
		})
	});
});
export { SportFramePage as default };
