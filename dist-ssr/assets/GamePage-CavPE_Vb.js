import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { K as CASINO_MESSAGES, Q as PROVIDER_UNAVAILABLE, S as HStack, U as errorIdOf, h as require_dist, k as Box, l as MaintenanceScreen } from "../entry-server.js";
import { P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, o as Spinner, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { d as useLocation, h as useParams, p as useNavigate } from "./dist-QbtQ_FZR.js";
import { i as safeReturnPath, n as authRedirectState } from "./safeRedirect-CzcSkw1A.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { _ as radius, h as DEMO_PARAM, m as CASINO_PATHS, n as casinoStores, v as tok } from "./useCasino-DpeU2XOT.js";
import { a as sandboxFor, i as gameFrameHosts, n as checkFrameUrl, r as frameRefusalLine, t as FRAME_REFERRER_POLICY } from "./frames-Ch_uYNZT.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Modal } from "./Modal-CIVXH1RW.js";
import { n as splitDuration, s as Money } from "./when-BRYXc5hu.js";
// src/ui/casino/GameFrame.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** The game page body: a spinner while launching, the game frame, or a clear error with retry and a way back. */
function GameFrame({ state, onRetry, onBack }) {
	const intl = useIntl();
	if (state.kind === "launching") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		align: "center",
		justify: "center",
		minH: "60vh",
		gap: "3",
		role: "status",
		"data-testid": "game-launching",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			color: tok.primary,
			size: "lg"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: tok.textMuted,
			children: intl.formatMessage({ id: "casino.game.launching" })
		})]
	});
	if (state.kind === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		align: "center",
		justify: "center",
		minH: "60vh",
		gap: "4",
		role: "alert",
		"data-testid": "game-error",
		textAlign: "center",
		px: "4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontWeight: "semibold",
			color: tok.error,
			children: intl.formatMessage({ id: state.messageId }, { message: state.detailId ? intl.formatMessage({ id: state.detailId }) : state.message ?? "" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				"data-testid": "game-retry",
				bg: tok.primary,
				color: tok.primaryText,
				borderRadius: radius.button,
				onClick: onRetry,
				children: intl.formatMessage({ id: "casino.retry" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				"data-testid": "game-back",
				variant: "outline",
				borderRadius: radius.button,
				onClick: onBack,
				children: intl.formatMessage({ id: "casino.game.back" })
			})]
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		position: "relative",
		w: "full",
		h: {
			base: "calc(100dvh - 3.5rem)",
			md: "calc(100dvh - 4rem)"
		},
		bg: tok.bg,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.iframe, {
			"data-testid": "game-frame",
			title: state.title,
			src: state.url,
			w: "full",
			h: "full",
			border: "0",
			sandbox: state.sandbox,
			allow: "autoplay; fullscreen; encrypted-media",
			allowFullScreen: true,
			referrerPolicy: state.referrerPolicy
		})
	});
}
// src/pages/casino/gameLaunch.ts
/**
* Refusals of the engine itself that mean "this game cannot be offered" (a banned provider or
* casino type, a provider the brand does not configure): shown as 'casino.game.unavailable'.
*/
var UNAVAILABLE_REFUSALS = [PROVIDER_UNAVAILABLE, "not found in configuration"];
/**
* The text of a failed launch: role refusals, an unavailable game, provider trouble, or the
* platform's refusal resolved through the brand's error-code table (in the site language; the
* platform's own English text is never shown).
*/
function launchErrorState(res, rules) {
	const message = res.message?.toLowerCase() ?? "";
	if (message.includes("not allowed to place bets")) return {
		kind: "error",
		messageId: "casino.game.notAllowed"
	};
	if (res.kind === "rejected" && message.includes("offers no demo play")) return {
		kind: "error",
		messageId: "casino.game.demoUnavailable"
	};
	if (res.kind === "rejected" && message.includes("blocklist unavailable")) return {
		kind: "error",
		messageId: "casino.game.bansUnknown"
	};
	if (res.kind === "rejected" && UNAVAILABLE_REFUSALS.some((m) => message.includes(m))) return {
		kind: "error",
		messageId: "casino.game.unavailable"
	};
	if (res.kind === "unauthorized") return {
		kind: "error",
		messageId: "casino.game.pleaseAuth"
	};
	if (res.kind === "timeout" || res.kind === "cannot-connect" || res.kind === "server" || res.kind === "bad-data") return {
		kind: "error",
		messageId: "casino.game.providerDown"
	};
	return {
		kind: "error",
		messageId: "casino.game.failed",
		detailId: errorIdOf(res.code, rules)
	};
}
/**
* Whether a game route can be played at all: its provider configured and enabled, and neither the
* provider (by id or name) nor its casino type banned today; once the game is known, the game
* itself not banned (its studio or casino type) — today's shared ban matcher (root.app.bans) decides.
*/
function isGameRouteAvailable(providers, bans, routeProvider, game) {
	const entry = providers.find((p) => p.id === routeProvider);
	if (!entry || entry.enabled === false) return false;
	if (bans.empty) return true;
	return !bans.route(routeProvider) && !(game && bans.game(game));
}
// src/pages/responsibleGambling/RealityCheckDialog.tsx
/**
* The reality check on a game page: time played and net result of the session, with continue or stop
* (stop leaves for the lobby). Once the player's session limit is reached only stop is offered. The
* dialog cannot be dismissed any other way: the player must answer it.
*/
var RealityCheckDialog = (0, import_dist.observer)(function RealityCheckDialog() {
	const { realityCheck: rc, auth } = useStore();
	(0, import_react.useEffect)(() => {
		rc.enterGame();
		return () => rc.leaveGame();
	}, [rc]);
	if (!rc.showing) return null;
	const { hours, minutes } = splitDuration(rc.playedMs);
	const net = rc.netResult;
	const limit = rc.reason === "sessionLimit";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Modal, {
		open: true,
		onClose: () => void 0,
		closable: false,
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: limit ? "rg.realityCheck.limitTitle" : "rg.realityCheck.dialogTitle" }),
		testId: "reality-check",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 3,
			mb: 6,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"data-testid": "reality-check-played",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
						id: "rg.realityCheck.played",
						values: {
							hours,
							minutes
						}
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"data-testid": "reality-check-net",
					children: net === void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.realityCheck.netUnknown" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
						id: `rg.realityCheck.${rc.netOutcome}`,
						values: {
							amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: Math.abs(net) }),
							currency: auth.currencyLabel
						}
					})
				}),
				limit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "brand.warning",
					"data-testid": "reality-check-limit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.realityCheck.limitReached" })
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: 3,
			justify: "flex-end",
			wrap: "wrap",
			children: [!limit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outline",
				borderColor: "brand.border",
				color: "brand.text",
				borderRadius: "button",
				onClick: () => rc.continuePlaying(),
				"data-testid": "reality-check-continue",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.realityCheck.continue" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				bg: "brand.primary",
				color: "brand.primaryText",
				borderRadius: "button",
				onClick: () => rc.stop(),
				"data-testid": "reality-check-stop",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.realityCheck.stop" })
			})]
		})]
	});
});
// src/pages/casino/GamePage.tsx
/**
* /casino/game/:provider/:gameId (and the mobile route): a guest goes to /auth remembering this
* page; a player gets the game's session URL from the store and plays it in an allow-listed frame.
* A game of an unknown, disabled or banned provider (or banned casino type) is "not available".
* With ?demo=1 anyone plays the provider's demo (for fun) when the brand offers it; the page says so.
* A provider in maintenance shows the platform's notice instead.
*/
var MOBILE_PREFIX = CASINO_PATHS.mobileGame.slice(0, CASINO_PATHS.mobileGame.indexOf("/casino/"));
var GamePage = (0, import_dist.observer)(function GamePage() {
	const root = useStore();
	const { search } = useLocation();
	const { provider = "" } = useParams();
	const demo = new URLSearchParams(search).get(DEMO_PARAM) === "1";
	const notice = root.maintenance.providerNotice(provider);
	if (notice) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MaintenanceScreen, { notice });
	if (!root.auth.isAuth && !demo) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestRedirect, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayerGame, { demo });
});
/** Guests see 'please auth' and go to /auth; the sign-in returns them here (safe path only, see ui/safeRedirect). */
function GuestRedirect() {
	const root = useStore();
	const location = useLocation();
	const navigate = useNavigate();
	const told = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!told.current) root.notify.add({
			messageId: CASINO_MESSAGES.pleaseAuth,
			type: "default"
		});
		told.current = true;
		navigate("/auth", {
			replace: true,
			state: authRedirectState(location)
		});
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameFrame, {
		state: {
			kind: "error",
			messageId: "casino.game.pleaseAuth"
		},
		onRetry: () => void 0,
		onBack: () => navigate(CASINO_PATHS.home)
	});
}
var PlayerGame = (0, import_dist.observer)(function PlayerGame({ demo }) {
	const root = useStore();
	const intl = useIntl();
	const navigate = useNavigate();
	const { provider = "", gameId = "" } = useParams();
	const { pathname, state: routeState } = useLocation();
	const { casino } = casinoStores(root);
	const [error, setError] = (0, import_react.useState)(null);
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const game = casino?.findGame(provider, gameId);
	const listError = casino?.providerError(provider);
	const listLoading = casino?.isProviderLoading(provider) ?? false;
	const listLoaded = !!casino?.gamesByProviders[provider];
	const available = isGameRouteAvailable(root.config.providers.providers, root.app.bans, provider, game);
	const [bansChecked, setBansChecked] = (0, import_react.useState)(root.app.blocklistLoaded);
	(0, import_react.useEffect)(() => {
		if (bansChecked) return;
		if (root.app.blocklistLoaded) return setBansChecked(true);
		let live = true;
		root.app.loadBlocklist().finally(() => live && setBansChecked(true));
		return () => {
			live = false;
		};
	}, [root, bansChecked]);
	const routePlatform = pathname.startsWith(MOBILE_PREFIX) ? "mobile" : void 0;
	(0, import_react.useEffect)(() => {
		if (casino && routePlatform && casino.platform !== routePlatform) casino.setPlatform(routePlatform);
	}, [casino, routePlatform]);
	(0, import_react.useEffect)(() => {
		if (!casino || listLoaded || !available || !bansChecked) return;
		casino.loadProvider(provider);
	}, [
		casino,
		provider,
		listLoaded,
		available,
		bansChecked
	]);
	(0, import_react.useEffect)(() => () => casino?.clearGameUrl(), [casino]);
	const launched = game && casino?.activeGame?.id === game.id && casino.gameUrl && casino.demo === demo ? casino.gameUrl : "";
	const rules = root.config.rules;
	(0, import_react.useEffect)(() => {
		if (!casino || !game || !available || !bansChecked || launched || casino.launchProcessing || error) return;
		(demo ? casino.launchDemo(game) : casino.launchGame(game)).then((res) => {
			if (!res.ok) setError(launchErrorState(res, rules));
		});
	}, [
		casino,
		game,
		available,
		bansChecked,
		launched,
		error,
		attempt,
		rules,
		demo
	]);
	const { config } = root;
	const decision = launched ? checkFrameUrl(launched, {
		siteOrigin: window.location.origin,
		allowedHosts: gameFrameHosts(config),
		allowOwnOrigin: config.brand.frames?.allowOwnOrigin
	}) : void 0;
	const refusal = decision && !decision.ok ? frameRefusalLine(provider, launched, decision.reason, window.location.origin) : "";
	(0, import_react.useEffect)(() => {
		if (refusal) casino?.reportFrameRefusal(refusal);
	}, [casino, refusal]);
	const state = (() => {
		if (!root.auth.isPlayer && !demo) return {
			kind: "error",
			messageId: "casino.game.pleaseAuth"
		};
		if (!casino || !available) return {
			kind: "error",
			messageId: "casino.game.unavailable"
		};
		if (error) return error;
		if (decision) {
			if (!decision.ok) return {
				kind: "error",
				messageId: decision.reason === "own-origin" ? "casino.game.ownOrigin" : "casino.game.blockedHost"
			};
			const entry = config.providers.providers.find((p) => p.id === provider);
			return {
				kind: "ready",
				url: decision.url,
				title: game?.gameName ?? gameId,
				sandbox: sandboxFor(config, "game", entry, decision.ownOrigin),
				referrerPolicy: FRAME_REFERRER_POLICY
			};
		}
		if (!game && listError && !listLoading) return {
			kind: "error",
			messageId: "casino.game.providerDown"
		};
		if (!game && listLoaded && !listLoading) return {
			kind: "error",
			messageId: "casino.game.unavailable"
		};
		return { kind: "launching" };
	})();
	const retry = () => {
		setError(null);
		casino?.clearGameUrl();
		if (!game) casino?.retryProvider(provider);
		setAttempt((n) => n + 1);
	};
	const from = safeReturnPath(routeState, "");
	const back = () => {
		if (from) return navigate(from);
		if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
		else navigate(CASINO_PATHS.home);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		w: "full",
		"data-testid": "game-page",
		"data-provider": provider,
		"data-game": gameId,
		"data-demo": demo || void 0,
		children: [
			demo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "demo-banner",
				role: "note",
				px: "4",
				py: "2",
				fontSize: "sm",
				textAlign: "center",
				bg: "brand.surface",
				color: "brand.text",
				children: intl.formatMessage({ id: root.auth.isAuth ? "casino.game.demoBannerPlayer" : "casino.game.demoBanner" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameFrame, {
				state,
				onRetry: retry,
				onBack: back
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RealityCheckDialog, {})
		]
	});
});
export { GamePage as default };
