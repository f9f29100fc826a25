import { i as __exportAll, s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { B as formatAmountShort, C as Flex, O as Heading, S as HStack, X as linkTarget, b as Link$1, f as DeferredMount, g as SimpleGrid, h as require_dist, k as Box, lt as useSearchParams, p as Icon, q as pseudoProviders, s as ActionButton, st as Link, w as IconButton, x as Image } from "../entry-server.js";
import { d as useLocation, f as useMatches, h as useParams, r as Navigate } from "./dist-QbtQ_FZR.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import NotFoundPage from "./NotFoundPage-N206yS9h.js";
import { P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, m as createRecipeContext, o as Spinner, s as Text } from "./react-intl-BjT29jKx.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { n as defineStaticStyles, r as EmptyState, t as GameImage } from "./GameImage-Bntac84a.js";
import { _ as radius, a as useCasinoBase, c as firstGamesRow, d as pseudoKind, f as rowLists, g as providerPath, l as lobbyRows, m as CASINO_PATHS, n as casinoStores, o as useCasinoTiles, p as typeLists, r as providerLogo, s as casinoTypeAt, t as CasinoTilesProvider, u as paramList, v as tok } from "./useCasino-DpeU2XOT.js";
import { t as useGrowingCount } from "./useGrowingCount-BWTYLQYo.js";
import { n as authRedirectState } from "./safeRedirect-CzcSkw1A.js";
// node_modules/@chakra-ui/react/dist/esm/components/square/index.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var Square = (0, import_react.forwardRef)(function Square2(props, ref) {
	const { size, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...rest,
		ref,
		boxSize: size,
		css: {
			display: "flex",
			alignItems: "center",
			justifyContent: "center",
			flexShrink: 0,
			flexGrow: 0,
			...props.css
		}
	});
});
Square.displayName = "Square";
// node_modules/@chakra-ui/react/dist/esm/components/circle/index.js
var Circle = (0, import_react.forwardRef)(function Circle2(props, ref) {
	const { size, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Square, {
		size,
		ref,
		borderRadius: "9999px",
		...rest
	});
});
Circle.displayName = "Circle";
// node_modules/@chakra-ui/react/dist/esm/components/badge/badge.js
var { PropsProvider: PropsProvider$1, withContext: withContext$1 } = createRecipeContext({ key: "badge" });
var Badge = withContext$1("span");
// node_modules/@chakra-ui/react/dist/esm/components/skeleton/skeleton.js
var { withContext, PropsProvider } = createRecipeContext({ key: "skeleton" });
var Skeleton = withContext("div");
var SkeletonCircle = import_react.forwardRef(function SkeletonCircle2(props, ref) {
	const { size, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Circle, {
		size,
		asChild: true,
		ref,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { ...rest })
	});
});
SkeletonCircle.displayName = "SkeletonCircle";
var SkeletonText = import_react.forwardRef(function SkeletonText2(props, ref) {
	const { loading = true, noOfLines = 3, gap, rootProps, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		gap,
		width: "full",
		ref,
		...rootProps,
		children: Array.from({ length: loading ? noOfLines : 1 }).map((_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			loading,
			height: loading ? "4" : void 0,
			maxW: loading ? index === noOfLines - 1 && noOfLines > 1 ? "80%" : "100%" : void 0,
			...rest
		}, index))
	});
});
SkeletonText.displayName = "SkeletonText";
// src/ui/casino/GameTile.tsx
var import_dist = require_dist();
/** A click the browser would open elsewhere (new tab or window, download): the link's own behaviour. */
function opensElsewhere(e) {
	return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}
var root = (bordered) => ({
	position: "relative",
	borderRadius: radius.card,
	overflow: "hidden",
	bg: tok.surface,
	aspectRatio: 3 / 4,
	borderWidth: bordered ? "2px" : "0",
	...bordered ? { borderColor: tok.accent } : {}
});
var hoverOrFocus = {
	_groupHover: { opacity: 1 },
	_groupFocusWithin: { opacity: 1 }
};
var text = {
	fontSize: "sm",
	fontWeight: "semibold",
	color: tok.primaryText
};
/** A badge: Chakra's badge recipe (its default variant) and the badge's colours. */
var badge = (bg, color) => ({ getRecipeFn }) => [getRecipeFn("badge")({}), {
	bg,
	color
}];
/** The favourite toggle: Chakra's IconButton (the button recipe, xs ghost) where it sits on the tile. */
var favourite = (on) => ({ getRecipeFn }) => [
	{},
	getRecipeFn("button")({
		size: "xs",
		variant: "ghost"
	}),
	{
		px: "0",
		py: "0",
		_icon: { fontSize: "1.2em" },
		position: "absolute",
		top: "1",
		right: "1",
		color: on ? tok.accent : tok.primaryText,
		opacity: {
			base: 1,
			md: on ? 1 : 0
		},
		...hoverOrFocus,
		_focusVisible: { opacity: 1 }
	}
];
var useTileClasses = defineStaticStyles({
	root: () => [root(false)],
	rootBordered: () => [root(true)],
	link: () => [{
		position: "absolute",
		inset: "0",
		display: "block",
		cursor: "pointer",
		outline: "none"
	}],
	overlay: () => [{
		position: "absolute",
		inset: "0",
		display: "flex",
		flexDirection: "column",
		alignItems: "center",
		justifyContent: "center",
		gap: "2",
		p: "2",
		bg: tok.overlay,
		backdropFilter: "blur(8px)",
		opacity: "0",
		transition: "opacity 0.15s",
		...hoverOrFocus
	}],
	providerLogo: () => [{
		objectFit: "contain",
		maxH: "6",
		maxW: "70%"
	}],
	providerName: () => [{
		fontSize: "xs",
		color: tok.primaryText
	}],
	name: () => [{
		...text,
		textAlign: "center",
		lineClamp: 2
	}],
	maintenance: () => [text],
	playNow: () => [{
		px: "3",
		py: "1.5",
		fontSize: "sm",
		fontWeight: "semibold",
		bg: tok.primary,
		color: tok.primaryText,
		borderRadius: radius.button
	}],
	demoRoom: () => [{ h: "8" }],
	demo: () => [{
		position: "absolute",
		bottom: "2",
		left: "50%",
		transform: "translateX(-50%)",
		px: "3",
		py: "1",
		fontSize: "xs",
		fontWeight: "semibold",
		borderWidth: "1px",
		borderColor: tok.primary,
		color: tok.text,
		borderRadius: radius.button,
		bg: tok.surface,
		boxShadow: "sm",
		opacity: {
			base: 1,
			md: 0
		},
		...hoverOrFocus,
		_focusVisible: { opacity: 1 }
	}],
	badges: () => [{
		display: "flex",
		alignItems: "center",
		flexDirection: "row",
		gap: "1",
		position: "absolute",
		top: "1.5",
		left: "1.5",
		pointerEvents: "none"
	}],
	badgeNew: badge(tok.primary, tok.primaryText),
	badgeMaintenance: badge(tok.surface, tok.text),
	badgeHot: badge(tok.accent, tok.primaryText),
	badgeFeatured: badge(tok.primary, tok.primaryText),
	favourite: favourite(false),
	favouriteOn: favourite(true)
});
/**
* One game: a link to its page with the picture, and on hover or keyboard focus the provider, the
* game's name and "Play now!"; the favourite toggle is a separate control beside the link. Plain elements
* with classes resolved once (useTileClasses), not Chakra components: the same look and markup for a
* fraction of the work, which is most of what a tap on a filter costs.
*/
var GameTile = (0, import_react.memo)(function GameTile({ game, href, demoHref, isFavorite, marks, providerLogo, providerName, onPlay, onToggleFavorite }) {
	const intl = useIntl();
	const c = useTileClasses();
	const provider = providerName ?? game.provider;
	const demo = demoHref && !marks.maintenance;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `group ${marks.bordered ? c.rootBordered : c.root}`,
		"data-testid": "game-tile",
		"data-game-id": game.id,
		"data-provider": game.routeProvider,
		"data-bordered": marks.bordered || void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				href,
				className: c.link,
				"data-testid": "game-tile-link",
				"aria-label": intl.formatMessage({ id: "casino.tile.playGame" }, { name: game.gameName }),
				onClick: (e) => {
					if (opensElsewhere(e)) return;
					e.preventDefault();
					onPlay(game);
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameImage, {
					src: game.imageUrl,
					alt: game.gameName
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: c.overlay,
					"data-testid": "game-tile-overlay",
					children: [
						providerLogo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: providerLogo,
							alt: provider,
							className: `chakra-image ${c.providerLogo}`,
							loading: "lazy"
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: c.providerName,
							children: provider
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: c.name,
							"data-testid": "game-tile-name",
							children: game.gameName
						}),
						marks.maintenance ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: c.maintenance,
							"data-testid": "tile-maintenance",
							children: intl.formatMessage({ id: "maintenance.tile" })
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: c.playNow,
							"data-testid": "play-now",
							children: intl.formatMessage({ id: "casino.tile.playNow" })
						}),
						demo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: c.demoRoom,
							"aria-hidden": "true"
						})
					]
				})]
			}),
			demo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: demoHref,
				className: c.demo,
				"data-testid": "play-demo",
				"aria-label": intl.formatMessage({ id: "casino.tile.playDemo" }, { name: game.gameName }),
				children: intl.formatMessage({ id: "casino.tile.demo" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: `chakra-stack ${c.badges}`,
				children: [
					marks.isNew && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `chakra-badge ${c.badgeNew}`,
						"data-testid": "badge-new",
						children: intl.formatMessage({ id: "casino.badge.new" })
					}),
					marks.maintenance && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `chakra-badge ${c.badgeMaintenance}`,
						"data-testid": "badge-maintenance",
						children: intl.formatMessage({ id: "maintenance.badge" })
					}),
					marks.hot && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `chakra-badge ${c.badgeHot}`,
						"data-testid": "badge-hot",
						children: intl.formatMessage({ id: "casino.badge.hot" })
					}),
					marks.featured && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `chakra-badge ${c.badgeFeatured}`,
						"data-testid": "badge-featured",
						children: intl.formatMessage({ id: "casino.badge.featured" })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: `chakra-button ${isFavorite ? c.favouriteOn : c.favourite}`,
				"data-testid": "favourite-toggle",
				"aria-pressed": isFavorite,
				"aria-label": intl.formatMessage({ id: isFavorite ? "casino.tile.removeFavourite" : "casino.tile.addFavourite" }, { name: game.gameName }),
				onClick: () => onToggleFavorite(game),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					children: isFavorite ? "★" : "☆"
				})
			})
		]
	});
});
// src/ui/casino/ProviderErrorNotice.tsx
/** Inline notice for one provider whose list failed; the others keep rendering. */
function ProviderErrorNotice({ failure, retrying, onRetry }) {
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		role: "alert",
		"data-testid": "provider-error",
		"data-provider": failure.provider,
		justify: "space-between",
		gap: "3",
		p: "3",
		borderWidth: "1px",
		borderColor: tok.error,
		borderRadius: radius.card,
		bg: tok.surface,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			color: tok.text,
			fontSize: "sm",
			children: intl.formatMessage({ id: "casino.provider.failed" }, { provider: failure.name })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionButton, {
			size: "sm",
			variant: "outline",
			borderRadius: radius.button,
			"data-testid": "provider-retry",
			loading: retrying,
			onClick: () => onRetry(failure.provider),
			children: intl.formatMessage({ id: "casino.retry" })
		})]
	});
}
// src/ui/casino/GameGrid.tsx
var gridColumns = {
	base: 2,
	sm: 3,
	md: 4,
	lg: 5,
	xl: 6
};
/** Chakra's breakpoints (px) that gridColumns switches at. */
var BREAKPOINTS = {
	sm: 480,
	md: 768,
	lg: 1024,
	xl: 1280
};
/**
* The window's size, read once and then on resize: reading innerWidth while a render has changed the page
* makes the browser lay the page out there and then (a forced layout, 200 ms at 4× CPU in a profile).
*/
var size;
function screenSize() {
	if (!size && typeof window !== "undefined") {
		size = {
			width: window.innerWidth,
			height: window.innerHeight
		};
		window.addEventListener("resize", () => {
			size = {
				width: window.innerWidth,
				height: window.innerHeight
			};
		}, { passive: true });
	}
	return size ?? {
		width: 0,
		height: 0
	};
}
/**
* How many tiles fill one screen (at the grid's full width; a side menu's narrower tiles get theirs a moment
* later): a grid renders
* those first and the rest right after, as a transition, so the first screen and a tap's answer are not
* held up by tiles below the fold.
*/
function firstScreenTiles(width = screenSize().width, height = screenSize().height) {
	if (!width || !height) return Number.POSITIVE_INFINITY;
	let columns = gridColumns.base;
	for (const [name, px] of Object.entries(BREAKPOINTS)) if (width >= px) columns = gridColumns[name];
	const tileHeight = width / columns * 4 / 3;
	return columns * Math.ceil(height / tileHeight);
}
/**
* The space `count` tiles take in a grid, with nothing in it: what a block not yet rendered holds (see
* DeferredMount) so the page below it does not move when it arrives. Plain boxes, no tile work.
*/
function GridSpace({ count }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		columns: gridColumns,
		gap: {
			base: "2",
			md: "3"
		},
		"aria-hidden": "true",
		children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { style: { aspectRatio: "3 / 4" } }, i))
	});
}
/** Responsive grid of game tiles that grows as the user scrolls, with a "load more" button fallback. */
function GameGrid({ games, tiles, growth, resetKey, loadingCount = 0, failures = [], retrying, onRetry, empty, limit }) {
	const intl = useIntl();
	const total = limit !== void 0 ? Math.min(limit, games.length) : games.length;
	const { count, hasMore, loadMore, sentinelRef } = useGrowingCount(total, growth, resetKey);
	const shown = limit !== void 0 ? games.slice(0, total) : games.slice(0, count);
	const room = shown.length ? 0 : limit ?? growth.base;
	const skeletons = loadingCount > 0 ? Math.max(0, Math.min(growth.step, room)) : 0;
	const [restFor, setRestFor] = (0, import_react.useState)(void 0);
	const first = firstScreenTiles();
	const partial = restFor !== resetKey && shown.length > first;
	(0, import_react.useEffect)(() => {
		if (!partial) return;
		const t = setTimeout(() => (0, import_react.startTransition)(() => setRestFor(resetKey)), 0);
		return () => clearTimeout(t);
	}, [partial, resetKey]);
	const rendered = partial ? shown.slice(0, first) : shown;
	const skeletonTiles = (0, import_react.useMemo)(() => Array.from({ length: skeletons }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		"data-testid": "game-tile-skeleton",
		aspectRatio: 3 / 4,
		borderRadius: radius.card
	}, `s${i}`)), [skeletons]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		children: [
			failures.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProviderErrorNotice, {
				failure: f,
				retrying: retrying?.(f.provider),
				onRetry: (p) => onRetry?.(p)
			}, f.provider)),
			shown.length === 0 && skeletons === 0 ? empty : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: gridColumns,
				gap: {
					base: "2",
					md: "3"
				},
				"data-testid": "game-grid",
				"aria-busy": loadingCount > 0 || partial,
				"data-partial": partial || void 0,
				children: [rendered.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameTile, {
					game: g,
					href: tiles.href(g),
					demoHref: tiles.demoHref?.(g),
					isFavorite: tiles.isFavorite(g),
					marks: tiles.marks(g),
					providerLogo: tiles.providerLogo(g.routeProvider),
					providerName: tiles.providerName(g.routeProvider),
					onPlay: tiles.onPlay,
					onToggleFavorite: tiles.onToggleFavorite
				}, g.id)), skeletonTiles]
			}),
			limit === void 0 && hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				textAlign: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					ref: sentinelRef,
					h: "1px",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					borderRadius: radius.button,
					"data-testid": "load-more",
					onClick: loadMore,
					children: intl.formatMessage({ id: "casino.loadMore" })
				})]
			})
		]
	});
}
// src/pages/casino/CasinoGames.tsx
/** A game grid bound to the stores: loads its providers, shows skeletons, failures and the assembled list. */
var CasinoGames = (0, import_dist.observer)(function CasinoGames({ filters, providerIds, empty, limit, showFailures = true }) {
	const { root, casino, config } = useCasinoBase();
	const { tiles, growth } = useCasinoTiles();
	const idsKey = providerIds.join(",");
	const pseudo = pseudoProviders(config.catalogue);
	const wantsFavorites = !!filters.selectedFavorites || !!filters.selectedProviders?.includes(pseudo.favorite);
	const wantsRecent = !!filters.selectedRecentlyPlayed || !!filters.selectedProviders?.includes(pseudo.recentlyPlayed);
	const isAuth = root.auth.isAuth;
	(0, import_react.useEffect)(() => {
		for (const id of providerIds) casino?.loadProvider(id);
	}, [casino, idsKey]);
	(0, import_react.useEffect)(() => {
		if (!isAuth) return;
		if (wantsFavorites) casino?.loadFavorites();
		if (wantsRecent) casino?.loadRecentlyPlayed();
	}, [
		casino,
		isAuth,
		wantsFavorites,
		wantsRecent
	]);
	const filtersKey = JSON.stringify(filters);
	const list = casino?.queryGames(filters, limit) ?? [];
	const { loadingCount: loading, failures } = root.casino.providerStatus(providerIds);
	const loadingCount = loading + (casino ? providerIds.filter((id) => !casino.providerStates.has(id) && !casino.isProviderBanned(id)).length : 0);
	const retry = (id) => casino?.retryProvider(id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameGrid, {
		games: list,
		tiles,
		growth,
		resetKey: filtersKey,
		limit,
		loadingCount,
		failures: showFailures ? failures : [],
		onRetry: retry,
		retrying: (id) => casino?.isProviderLoading(id) ?? false,
		empty
	});
});
// src/pages/casino/PageTitle.tsx
/** Page or section heading, with an optional "see all"-style link at the end. */
function PageTitle({ children, as = "h1", link }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		justify: "space-between",
		align: "baseline",
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
			as,
			size: as === "h1" ? "xl" : "lg",
			color: tok.text,
			children
		}), link && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
			asChild: true,
			color: tok.primary,
			fontSize: "sm",
			"data-testid": link.testId,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: link.to,
				children: link.label
			})
		})]
	});
}
// src/pages/casino/useFilterParams.ts
/**
* Filter choices kept in the URL (?category=a,b&provider=x,y) so they survive reloads, can be
* shared, and the back button undoes them.
*
* A choice shows at once: the view that made it renders it as an urgent update, while the URL follows
* through the router, whose update renders every route consumer in a transition (RouterProvider's
* v7_startTransition) and would otherwise hold the new games back. Until the URL has the choice, the view
* shows the choice; once the URL moves (to it, or anywhere else: back, a link), the URL is what it shows.
*/
function useFilterParams() {
	const [params, setParams] = useSearchParams();
	const url = params.toString();
	const [choice, setChoice] = (0, import_react.useState)(void 0);
	const current = choice && choice.url === url ? choice.next : params;
	const categories = paramList(current.get("category"));
	const providers = paramList(current.get("provider"));
	const show = (next) => {
		setChoice({
			url,
			next
		});
		setParams(next, { replace: true });
	};
	const write = (key, values) => {
		const next = new URLSearchParams(current);
		if (values.length) next.set(key, values.join(","));
		else next.delete(key);
		show(next);
	};
	const toggle = (key, chosen, id, single) => write(key, chosen.includes(id) ? chosen.filter((x) => x !== id) : single ? [id] : [...chosen, id]);
	return {
		categories,
		providers,
		/** Category tabs select one at a time (clicking the active one clears it). */
		toggleCategory: (id, single = true) => toggle("category", categories, id, single),
		toggleProvider: (id) => toggle("provider", providers, id, false),
		clear: () => show(new URLSearchParams())
	};
}
// src/ui/casino/FilterChips.tsx
/** One chip; memoised, so a tap renders again only the chips whose state changed. */
var Chip = (0, import_react.memo)(function Chip({ id, label, logo, on, testId, onToggle }) {
	const dataAttr = testId === "category-tab" ? "data-category" : "data-provider";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		size: "sm",
		flexShrink: 0,
		borderRadius: radius.button,
		"data-testid": testId,
		[dataAttr]: id,
		"aria-pressed": on,
		variant: on ? "solid" : "outline",
		bg: on ? tok.primary : void 0,
		color: on ? tok.primaryText : tok.text,
		borderColor: tok.border,
		onClick: () => onToggle(id),
		children: [logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src: logo,
			alt: "",
			"aria-hidden": "true",
			maxH: "4",
			maxW: "10",
			objectFit: "contain"
		}), label]
	});
});
/** A scrollable row of toggle buttons: category tabs (one selected) or provider filters (several). */
function FilterChips({ options, selected, onToggle, testId, ariaLabel }) {
	const latest = (0, import_react.useRef)(onToggle);
	(0, import_react.useLayoutEffect)(() => {
		latest.current = onToggle;
	});
	const toggle = (0, import_react.useCallback)((id) => latest.current(id), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
		role: "group",
		"aria-label": ariaLabel,
		gap: "2",
		overflowX: "auto",
		pb: "1",
		flexWrap: {
			base: "nowrap",
			md: "wrap"
		},
		children: options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			id: o.id,
			label: o.label,
			logo: o.logo,
			on: selected.includes(o.id),
			testId,
			onToggle: toggle
		}, o.id))
	});
}
// src/pages/casino/CasinoTypeView.tsx
/**
* A casino type's page (slots, live, crash, virtual… whatever catalogue.casinoTypes lists; LobbyPage
* finds it by its configured path): category tabs and provider filters from config, and the growing
* game grid. A type banned today leads back to the lobby.
*/
var CasinoTypeView = (0, import_dist.observer)(function CasinoTypeView({ type }) {
	const { root, config, label } = useCasinoBase();
	const f = useFilterParams();
	if (root.app.bans.casinoType(type.id)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: CASINO_PATHS.home,
		replace: true
	});
	const pseudo = pseudoProviders(config.catalogue);
	const categoriesById = new Map(config.catalogue.categories.map((c) => [c.id, c]));
	const tabs = (config.catalogue.tabs[type.id] ?? []).filter((id) => categoriesById.has(id)).map((id) => ({
		id,
		label: label(categoriesById.get(id).labelId)
	}));
	const visible = new Map(root.casino.visibleProviders.map((p) => [p.id, p]));
	const filterOptions = (config.catalogue.providerFilters[type.id] ?? []).filter((id) => visible.has(id)).map((id) => ({
		id,
		label: visible.get(id).name,
		logo: providerLogo(root, visible.get(id))
	}));
	const categories = f.categories.filter((c) => c !== pseudo.all);
	const selectedTab = f.categories.length ? f.categories : tabs.some((t) => t.id === pseudo.all) ? [pseudo.all] : [];
	const chosenProviders = f.providers.filter((id) => visible.has(id));
	const loadIds = typeLists(root, type, chosenProviders);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": "casino-type-page",
		"data-casino-type": type.id,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: label(type.labelId) }),
			tabs.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
				testId: "category-tab",
				ariaLabel: label("casino.categories"),
				options: tabs,
				selected: selectedTab,
				onToggle: (id) => f.toggleCategory(id)
			}),
			filterOptions.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
				testId: "provider-filter",
				ariaLabel: label("casino.providerFilter"),
				options: filterOptions,
				selected: chosenProviders,
				onToggle: f.toggleProvider
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TypeProvidersLoading, { ids: loadIds }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoGames, {
				providerIds: loadIds,
				filters: root.casino.typeFilters(type, pseudoKind(config, type) === "all", categories, chosenProviders),
				empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label(f.categories.length || f.providers.length ? "casino.filters.empty" : "casino.list.empty") })
			})
		]
	});
});
/**
* The lobby's "still loading" line (HomeView LobbyProviderStatus) for this page's lists: once one list has
* answered, a slow or hung one is named as loading instead of its games silently missing from the grid.
*/
var TypeProvidersLoading = (0, import_dist.observer)(function TypeProvidersLoading({ ids }) {
	const { root, casino } = useCasinoBase();
	const intl = useIntl();
	const loading = ids.filter((id) => casino?.isProviderLoading(id) && !casino.gamesByProviders[id]);
	const lagging = loading.length > 0 && loading.length < ids.length && ids.some((id) => casino?.gamesByProviders[id]) ? loading : [];
	if (lagging.length === 0) return null;
	const text = intl.formatMessage({ id: "casino.provider.loading" }, { providers: lagging.map((id) => root.casino.providerName(id)).join(", ") });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		role: "status",
		"data-testid": "providers-status",
		gap: "2",
		h: "6",
		overflow: "hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			size: "sm",
			color: "brand.primary",
			flexShrink: 0
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			"data-testid": "providers-loading",
			truncate: true,
			minW: "0",
			title: text,
			children: text
		})]
	});
});
// src/ui/casino/ScrollStrip.tsx
/**
* A horizontal row that shows it scrolls: edges fade where more items hide, arrow buttons (wide
* screens) page through it, and items snap to the start. Focusable so a keyboard user can scroll it
* with the arrow keys.
*/
function ScrollStrip({ label, children, testId, gap = "2" }) {
	const intl = useIntl();
	const ref = (0, import_react.useRef)(null);
	const [edges, setEdges] = (0, import_react.useState)({
		prev: false,
		next: false
	});
	const measure = (0, import_react.useCallback)(() => {
		const el = ref.current;
		if (!el) return;
		const prev = el.scrollLeft > 1;
		const next = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
		setEdges((e) => e.prev === prev && e.next === next ? e : {
			prev,
			next
		});
	}, []);
	(0, import_react.useEffect)(() => {
		const el = ref.current;
		if (!el) return;
		if (typeof ResizeObserver === "undefined") return void measure();
		const ro = new ResizeObserver(measure);
		ro.observe(el);
		for (const child of el.children) ro.observe(child);
		return () => ro.disconnect();
	}, [measure, children]);
	const page = (dir) => ref.current?.scrollBy({
		left: dir * ref.current.clientWidth * .8,
		behavior: "smooth"
	});
	const arrow = (dir) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		size: "sm",
		variant: "subtle",
		position: "absolute",
		top: "50%",
		transform: "translateY(-50%)",
		zIndex: "1",
		...dir < 0 ? { left: "1" } : { right: "1" },
		display: {
			base: "none",
			md: "inline-flex"
		},
		bg: tok.surfaceAlt,
		color: tok.text,
		borderRadius: "full",
		boxShadow: "md",
		"data-testid": dir < 0 ? "strip-previous" : "strip-next",
		"aria-label": intl.formatMessage({ id: dir < 0 ? "casino.strip.previous" : "casino.strip.next" }, { label }),
		onClick: () => page(dir),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: dir < 0 ? "‹" : "›"
		})
	});
	const fade = (side) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		position: "absolute",
		top: "0",
		bottom: "0",
		[side]: 0,
		w: "10",
		pointerEvents: "none",
		zIndex: "1",
		"aria-hidden": "true",
		bgGradient: side === "left" ? "to-r" : "to-l",
		gradientFrom: tok.bg,
		gradientTo: "transparent",
		"data-testid": `strip-fade-${side}`
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		position: "relative",
		"data-testid": testId,
		"data-can-scroll-next": edges.next || void 0,
		"data-can-scroll-previous": edges.prev || void 0,
		children: [
			edges.prev && fade("left"),
			edges.prev && arrow(-1),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
				ref,
				gap,
				overflowX: "auto",
				pb: "1",
				align: "stretch",
				tabIndex: 0,
				role: "group",
				"aria-label": label,
				onScroll: measure,
				scrollSnapType: "x mandatory",
				scrollPaddingInline: "1",
				css: {
					"& > *": {
						scrollSnapAlign: "start",
						flexShrink: 0
					},
					scrollbarWidth: "thin"
				},
				_focusVisible: {
					outline: "2px solid",
					outlineColor: tok.primary,
					outlineOffset: "2px"
				},
				children
			}),
			edges.next && fade("right"),
			edges.next && arrow(1)
		]
	});
}
// src/ui/casino/DailyWinnings.tsx
/** A tier's label: the text pack's casino.dailyWinnings.tier.<tier>, "other" for wins without a tier, else the raw value. */
function tierLabel(intl, tier) {
	if (tier === "") return intl.formatMessage({ id: "casino.dailyWinnings.tier.other" });
	const id = `casino.dailyWinnings.tier.${tier}`;
	return intl.messages[id] !== void 0 ? intl.formatMessage({ id }) : tier;
}
/**
* Today's biggest wins as one compact strip (tiers in the order given, the store's tier order), each
* win labelled with its tier, so the lobby's games stay near the top of the page.
* `decimals`: the brand's rules.amountDecimals (amounts show up to that many).
*/
function DailyWinnings({ title: titleProp, tiers, currency, decimals }) {
	const intl = useIntl();
	const shown = tiers.filter((t) => t.items.length > 0);
	if (shown.length === 0) return null;
	const n = (v) => formatAmountShort(v, intl.locale, decimals);
	const title = titleProp ?? intl.formatMessage({ id: "casino.dailyWinnings" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "1.5",
		"data-testid": "daily-winnings",
		"aria-label": title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			as: "h2",
			fontWeight: "bold",
			fontSize: "md",
			color: tok.text,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollStrip, {
			label: title,
			testId: "daily-winnings-strip",
			children: shown.flatMap(({ tier, items }) => {
				const label = tierLabel(intl, tier);
				return items.map((w, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					"data-testid": "daily-winning",
					"data-tier": tier,
					gap: "0",
					px: "2.5",
					py: "1.5",
					minW: "36",
					bg: tok.surface,
					borderRadius: radius.card,
					"aria-label": intl.formatMessage({ id: "casino.dailyWinnings.tierSection" }, { tier: label }),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							gap: "1.5",
							justify: "space-between",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "sm",
								fontWeight: "semibold",
								color: tok.text,
								children: w.userName
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								variant: "outline",
								size: "xs",
								color: tok.accent,
								"data-testid": "daily-winnings-tier-label",
								children: label
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "xs",
							color: tok.textMuted,
							"data-testid": "daily-winning-provider",
							children: w.provider
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "sm",
							color: tok.accent,
							children: intl.formatMessage({ id: "casino.dailyWinnings.win" }, {
								amount: `${n(w.amount)}${currency ? ` ${currency}` : ""}`,
								multiple: n(w.multiple)
							})
						})
					]
				}, `${tier}-${w.userName}-${w.date ?? ""}-${i}`));
			})
		})]
	});
}
// src/ui/casino/PromoSlider.tsx
/** Slides are wide banners: the box keeps this ratio while loading so the lobby never jumps. */
var RATIO = 3;
/** A horizontal drag longer than this turns the slide. */
var SWIPE_PX = 40;
function SlideLink({ target, label, children, tabbable }) {
	const common = {
		"aria-label": label,
		tabIndex: tabbable ? 0 : -1,
		"data-testid": "slide-link",
		draggable: false
	};
	if (target.kind === "internal") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		to: target.path,
		...common,
		style: {
			display: "block",
			height: "100%"
		},
		children
	});
	if (target.kind === "external") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.a, {
		href: target.href,
		target: "_blank",
		rel: "noopener noreferrer",
		...common,
		display: "block",
		h: "full",
		children
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
}
/**
* The lobby's promotion slider: one slide at a time, previous/next buttons and dots (labelled),
* arrow keys while focus is inside, and a swipe on touch screens. No autoplay: the player turns it.
*/
function PromoSlider({ slides, loading, label }) {
	const intl = useIntl();
	const [index, setIndex] = (0, import_react.useState)(0);
	const drag = (0, import_react.useRef)(void 0);
	const count = slides.length;
	if (!loading && count === 0) return null;
	const current = count ? Math.min(index, count - 1) : 0;
	const go = (i) => setIndex((i % count + count) % count);
	const onKey = (e) => {
		if (count < 2) return;
		if (e.key === "ArrowLeft") go(current - 1);
		else if (e.key === "ArrowRight") go(current + 1);
		else return;
		e.preventDefault();
	};
	const onDown = (e) => {
		if (e.pointerType !== "mouse") drag.current = {
			x: e.clientX,
			id: e.pointerId
		};
	};
	const onUp = (e) => {
		const d = drag.current;
		drag.current = void 0;
		if (!d || d.id !== e.pointerId || count < 2) return;
		const dx = e.clientX - d.x;
		if (Math.abs(dx) > SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
	};
	const arrow = (dir) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		"aria-label": intl.formatMessage({ id: dir < 0 ? "slider.prev" : "slider.next" }),
		"data-testid": dir < 0 ? "slider-prev" : "slider-next",
		onClick: () => go(current + dir),
		position: "absolute",
		top: "50%",
		transform: "translateY(-50%)",
		...dir < 0 ? { left: 2 } : { right: 2 },
		size: "sm",
		borderRadius: "full",
		bg: "blackAlpha.600",
		color: "white",
		_hover: { bg: "blackAlpha.800" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			name: dir < 0 ? "collapse" : "expand",
			size: 18
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		as: "section",
		"aria-roledescription": "carousel",
		"aria-label": label,
		"data-testid": "promo-slider",
		"data-count": count,
		onKeyDown: onKey,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			position: "relative",
			w: "full",
			aspectRatio: RATIO,
			overflow: "hidden",
			borderRadius: "card",
			bg: "brand.surfaceAlt",
			onPointerDown: onDown,
			onPointerUp: onUp,
			onPointerCancel: () => drag.current = void 0,
			style: { touchAction: "pan-y" },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
					h: "full",
					transition: "transform 0.35s ease",
					transform: `translateX(-${current * 100}%)`,
					"aria-live": "polite",
					children: slides.map((s, i) => {
						const name = intl.formatMessage({ id: "slider.slide" }, {
							index: i + 1,
							count
						});
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							flex: "0 0 100%",
							h: "full",
							role: "group",
							"aria-roledescription": "slide",
							"aria-label": name,
							"aria-hidden": i !== current,
							"data-testid": "slide",
							"data-slide-id": s.id,
							"data-current": i === current || void 0,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlideLink, {
								target: s.target,
								label: intl.formatMessage({ id: "slider.open" }, { index: i + 1 }),
								tabbable: i === current,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
									src: s.image,
									alt: "",
									w: "full",
									h: "full",
									objectFit: "cover",
									draggable: false,
									loading: i === 0 ? "eager" : "lazy"
								})
							})
						}, s.id);
					})
				}),
				count > 1 && arrow(-1),
				count > 1 && arrow(1)
			]
		}), count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
			justify: "center",
			gap: 1,
			mt: 2,
			children: slides.map((s, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
				type: "button",
				onClick: () => go(i),
				"aria-label": intl.formatMessage({ id: "slider.slide" }, {
					index: i + 1,
					count
				}),
				"aria-current": i === current || void 0,
				"data-testid": "slider-dot",
				w: "24px",
				h: "24px",
				display: "flex",
				alignItems: "center",
				justifyContent: "center",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					as: "span",
					w: i === current ? "16px" : "8px",
					h: "8px",
					borderRadius: "full",
					bg: i === current ? "brand.primary" : "brand.border",
					transition: "width 0.2s"
				})
			}, s.id))
		})]
	});
}
// src/ui/casino/JackpotsStrip.tsx
/**
* The lobby's jackpots as one compact strip: the info text in a line, then real jackpots, the recent
* (fake) jackpot winners and the recently won list side by side, so games stay near the top.
*/
function JackpotsStrip({ title: titleProp, jackpots, fake, won = [], info, currency, decimals }) {
	const intl = useIntl();
	const hasInfo = !!(info?.title || info?.description);
	if (jackpots.length === 0 && fake.length === 0 && won.length === 0 && !hasInfo) return null;
	const money = (n) => currency ? `${formatAmountShort(n, intl.locale, decimals)} ${currency}` : formatAmountShort(n, intl.locale, decimals);
	const title = titleProp ?? intl.formatMessage({ id: "casino.jackpots" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "section",
		gap: "1.5",
		"data-testid": "jackpots",
		"aria-label": title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "3",
			align: "baseline",
			flexWrap: "wrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "h2",
				fontWeight: "bold",
				fontSize: "md",
				color: tok.text,
				children: title
			}), hasInfo && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fontSize: "sm",
				color: tok.textMuted,
				lineClamp: 1,
				"data-testid": "jackpot-info",
				title: info?.description,
				children: [
					info?.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						as: "span",
						fontWeight: "semibold",
						color: tok.text,
						children: info.title
					}),
					info?.title && info?.description ? " – " : "",
					info?.description
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ScrollStrip, {
			label: title,
			testId: "jackpots-strip",
			gap: "2",
			children: [
				jackpots.map((j) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					"data-testid": "jackpot",
					minW: {
						base: "40",
						md: "48"
					},
					px: "3",
					py: "1.5",
					gap: "0",
					bg: tok.surface,
					borderRadius: radius.card,
					borderWidth: "1px",
					borderColor: tok.accent,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
							gap: "2",
							children: [j.image && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
								src: j.image,
								alt: "",
								"aria-hidden": "true",
								boxSize: "5",
								objectFit: "contain"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "xs",
								color: tok.textMuted,
								truncate: true,
								children: j.name
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontWeight: "bold",
							fontSize: "lg",
							color: tok.accent,
							children: money(j.amount)
						}),
						j.lastWinner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "xs",
							color: tok.textMuted,
							truncate: true,
							children: intl.formatMessage({ id: "casino.jackpots.lastWinner" }, {
								name: j.lastWinner,
								amount: money(j.lastWinAmount ?? 0)
							})
						})
					]
				}, j.id)),
				fake.map((f, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					"data-testid": "fake-jackpot",
					px: "3",
					py: "1.5",
					bg: tok.surfaceAlt,
					borderRadius: radius.card,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "xs",
						color: tok.textMuted,
						children: intl.formatMessage({ id: "casino.jackpots.won" }, { name: f.winner })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontWeight: "bold",
						color: tok.accent,
						children: money(f.amount)
					})]
				}, `${f.winner}-${i}`)),
				won.map((w) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					"data-testid": "won-jackpot",
					gap: "0",
					px: "3",
					py: "1.5",
					bg: tok.surface,
					borderRadius: radius.card,
					maxW: "60",
					"aria-label": intl.formatMessage({ id: "casino.jackpots.recentlyWon" }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontSize: "xs",
						color: tok.textMuted,
						children: intl.formatMessage({ id: "casino.jackpots.recentlyWon" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						fontSize: "sm",
						color: tok.text,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								as: "span",
								fontWeight: "semibold",
								children: w.winner
							}),
							" ",
							intl.formatMessage({ id: w.jackpot ? "casino.jackpots.wonItem" : "casino.jackpots.wonItemNoName" }, {
								amount: money(w.amount),
								jackpot: w.jackpot
							})
						]
					})]
				}, w.key))
			]
		})]
	});
}
// src/pages/casino/Extras.tsx
/** Jackpots strip bound to root.jackpots (when the store and the brand feature exist). */
var LobbyJackpots = (0, import_dist.observer)(function LobbyJackpots({ labelId }) {
	const root = useStore();
	const intl = useIntl();
	const { jackpots } = casinoStores(root);
	const on = root.config.brand.features.jackpots !== false && !!jackpots;
	const brandInfo = root.config.catalogue.jackpots.infoText !== "platform";
	(0, import_react.useEffect)(() => {
		if (!on || !jackpots) return;
		jackpots.loadJackpots();
		if (!brandInfo) jackpots.loadInfo();
		jackpots.startFakePolling();
		return () => jackpots.stopFakePolling();
	}, [
		on,
		jackpots,
		brandInfo
	]);
	if (!on || !jackpots) return null;
	const info = brandInfo ? {
		title: intl.formatMessage({ id: "casino.jackpots.info.title" }),
		description: intl.formatMessage({ id: "casino.jackpots.info.text" })
	} : jackpots.infoText;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JackpotsStrip, {
		title: intl.formatMessage({ id: labelId }),
		currency: root.auth.currencyLabel,
		decimals: root.config.rules.amountDecimals,
		jackpots: jackpots.jackpots.map((j) => ({
			id: String(j.id),
			name: j.name,
			amount: j.amount,
			image: j.image,
			lastWinner: j.last_winner,
			lastWinAmount: j.last_win_amount
		})),
		fake: jackpots.fakeJackpots.map((f) => ({
			amount: f.amount_jackpot,
			winner: f.winner_nickname
		})),
		won: jackpots.wonList,
		info
	});
});
/** Daily winnings bound to root.dailyWinnings (when the store and the brand feature exist). */
var LobbyDailyWinnings = (0, import_dist.observer)(function LobbyDailyWinnings({ labelId }) {
	const root = useStore();
	const intl = useIntl();
	const { dailyWinnings } = casinoStores(root);
	const on = root.config.brand.features.dailyWinnings !== false && !!dailyWinnings;
	(0, import_react.useEffect)(() => {
		if (on) dailyWinnings?.load();
	}, [on, dailyWinnings]);
	if (!on || !dailyWinnings) return null;
	const tiers = dailyWinnings.tiers.map((tier) => ({
		tier,
		items: dailyWinnings.byTier(tier).map((w) => ({
			userName: w.user_name,
			provider: root.casino.providerName(w.provider),
			bet: w.bet,
			multiple: w.multiple,
			amount: w.amount,
			date: w.date,
			type: w.type
		}))
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DailyWinnings, {
		title: intl.formatMessage({ id: labelId }),
		currency: root.auth.currencyLabel,
		decimals: root.config.rules.amountDecimals,
		tiers
	});
});
var PHONE_QUERY = "(max-width: 767px)";
function subscribePhone(cb) {
	const mq = window.matchMedia?.(PHONE_QUERY);
	mq?.addEventListener("change", cb);
	return () => mq?.removeEventListener("change", cb);
}
var isPhone = () => Boolean(window.matchMedia?.(PHONE_QUERY).matches);
/** The promotion slider bound to root.slider: slides of the site language and device, links checked against brand.externalLinkHosts. */
var LobbySlider = (0, import_dist.observer)(function LobbySlider({ labelId }) {
	const root = useStore();
	const intl = useIntl();
	const phone = (0, import_react.useSyncExternalStore)(subscribePhone, isPhone, () => false);
	(0, import_react.useEffect)(() => {
		root.slider.load();
	}, [root]);
	const { slider, locale, config } = root;
	const hosts = config.brand.externalLinkHosts ?? [];
	const slides = slider.visible(locale.slideCode, phone ? "mobile" : "desktop").map((s) => ({
		id: s.id,
		image: s.url_image,
		target: linkTarget(s.url, window.location.origin, hosts)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromoSlider, {
		slides,
		loading: slider.status === "idle",
		label: intl.formatMessage({ id: labelId })
	});
});
// src/pages/casino/HomeView.tsx
/** Casino home and lobby: the lobby rows in the brand's order (banned casino types left out), jackpots and today's wins among them. */
var HomeView = (0, import_dist.observer)(function HomeView() {
	const { root, config } = useCasinoBase();
	const rows = lobbyRows(config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
	const firstGames = firstGamesRow(rows);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: {
			base: "4",
			md: "6"
		},
		p: {
			base: "3",
			md: "6"
		},
		pt: {
			base: "1",
			md: "2"
		},
		"data-testid": "casino-lobby",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyProviderStatus, {}), rows.map((r, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyEntry, {
			row: r,
			eager: i <= firstGames
		}, r.key))]
	});
});
/**
* The lobby's one status line for all its rows: providers still loading (a hung list is visible as
* loading, not as a row that silently lacks games) and each failed provider once, with retry.
*/
var LobbyProviderStatus = (0, import_dist.observer)(function LobbyProviderStatus() {
	const { root, casino } = useCasinoBase();
	const intl = useIntl();
	const ids = root.casino.visibleProviders.map((p) => p.id);
	const { failures } = root.casino.providerStatus(ids);
	const loading = ids.filter((id) => casino?.isProviderLoading(id) && !casino.gamesByProviders[id]);
	const lagging = loading.length > 0 && loading.length < ids.length && ids.some((id) => casino?.gamesByProviders[id]) ? loading : [];
	const text = lagging.length > 0 ? intl.formatMessage({ id: "casino.provider.loading" }, { providers: lagging.map((id) => root.casino.providerName(id)).join(", ") }) : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
		role: "status",
		"data-testid": "providers-status",
		gap: "2",
		h: "6",
		overflow: "hidden",
		children: lagging.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
			size: "sm",
			color: "brand.primary",
			flexShrink: 0
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			"data-testid": "providers-loading",
			truncate: true,
			minW: "0",
			title: text,
			children: text
		})] })
	}), failures.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProviderErrorNotice, {
		failure: f,
		retrying: casino?.isProviderLoading(f.provider),
		onRetry: (p) => casino?.retryProvider(p)
	}, f.provider))] });
});
function LobbyEntry({ row, eager }) {
	const strip = (node) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeferredMount, {
		eager,
		placeholder: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { minH: "24" }),
		children: node
	});
	switch (row.kind) {
		case "slider": return strip(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbySlider, { labelId: row.labelId }));
		case "jackpots": return strip(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyJackpots, { labelId: row.labelId }));
		case "dailyWinnings": return strip(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyDailyWinnings, { labelId: row.labelId }));
		default: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyRow, {
			row,
			eager
		});
	}
}
var LobbyRow = (0, import_dist.observer)(function LobbyRow({ row, eager }) {
	const { root, label } = useCasinoBase();
	const lists = rowLists(root, row);
	if (!lists) return null;
	const { filters, providerIds, kind } = lists;
	const title = label(row.labelId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		as: "section",
		"data-testid": "lobby-section",
		"data-casino-type": row.casinoType,
		"data-category": row.category,
		"aria-label": title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, {
				as: "h2",
				link: {
					to: row.route,
					label: label("casino.seeAll"),
					testId: "lobby-see-all"
				},
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeferredMount, {
				eager,
				placeholder: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridSpace, { count: row.limit }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoGames, {
					filters,
					providerIds,
					limit: row.limit,
					showFailures: false,
					empty: kind ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label(kind === "recent" ? "casino.recentlyPlayed.empty" : "casino.favourites.empty") }) : void 0
				})
			})]
		})
	});
});
// src/pages/casino/ListViews.tsx
/** A titled, growing game list for one fixed filter. */
var ListView = (0, import_dist.observer)(function ListView({ titleId, title, filters, emptyId, loadAll = true, testId }) {
	const { root, label } = useCasinoBase();
	const ids = loadAll ? root.casino.visibleProviders.map((p) => p.id) : [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: title ?? label(titleId ?? "") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoGames, {
			filters,
			providerIds: ids,
			empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label(emptyId) })
		})]
	});
});
/** The category a list route shows: the brand's lobby row for the route, else a category named like the route's last segment. */
function useRouteCategory() {
	const { root, config } = useCasinoBase();
	const { pathname } = useLocation();
	const byRow = root.casino.categoryForRoute(pathname);
	if (byRow) return byRow;
	const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
	return config.catalogue.categories.some((c) => c.id === last) ? last : void 0;
}
/** Top games, recommended and other category routes (category from config; all games when none is configured). */
var RouteCategoryView = (0, import_dist.observer)(function RouteCategoryView({ titleId, testId }) {
	const category = useRouteCategory();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListView, {
		titleId,
		testId,
		emptyId: "casino.list.empty",
		filters: { selectedCategories: category ? [category] : [] }
	});
});
/** /casino/category/:category */
var CategoryView = (0, import_dist.observer)(function CategoryView() {
	const { config, label } = useCasinoBase();
	const { category = "" } = useParams();
	const entry = config.catalogue.categories.find((c) => c.id === category);
	if (!entry) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label("casino.list.empty") });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListView, {
		title: label(entry.labelId),
		testId: "category-page",
		emptyId: "casino.list.empty",
		filters: { selectedCategories: [entry.id] }
	});
});
var AllGamesView = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListView, {
	titleId: "casino.allGames",
	testId: "all-games-page",
	emptyId: "casino.list.empty",
	filters: {}
});
/** Favourites or recently played: the player's own lists, with guest and empty states. */
var PlayerListView = (0, import_dist.observer)(function PlayerListView({ which }) {
	const { root, config, label } = useCasinoBase();
	const location = useLocation();
	const pseudo = pseudoProviders(config.catalogue);
	const fav = which === "favourites";
	const testId = fav ? "favourites-page" : "recently-played-page";
	if (!root.auth.isAuth) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: label(fav ? "casino.favourites" : "casino.recentlyPlayed") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			message: label(fav ? "casino.favourites.guest" : "casino.recentlyPlayed.guest"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				asChild: true,
				borderRadius: radius.button,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: "/auth",
					state: authRedirectState(location),
					children: label("casino.signIn")
				})
			})
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListView, {
		titleId: fav ? "casino.favourites" : "casino.recentlyPlayed",
		testId,
		loadAll: false,
		emptyId: fav ? "casino.favourites.empty" : "casino.recentlyPlayed.empty",
		filters: fav ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true }
	});
});
// src/pages/casino/ProviderViews.tsx
/** Every provider that is not banned, as logo cards linking to its games. */
var ProvidersView = (0, import_dist.observer)(function ProvidersView() {
	const { root, label } = useCasinoBase();
	const providers = root.casino.visibleProviders;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": "providers-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: label("casino.providers") }), providers.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label("casino.providers.empty") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 2,
				sm: 3,
				md: 4,
				lg: 6
			},
			gap: "3",
			children: providers.map((p) => {
				const logo = providerLogo(root, p, "big");
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					asChild: true,
					"data-testid": "provider-card",
					"data-provider": p.id,
					p: "4",
					bg: tok.surface,
					borderRadius: radius.card,
					borderWidth: "1px",
					borderColor: tok.border,
					display: "flex",
					flexDirection: "column",
					alignItems: "center",
					gap: "2",
					_hover: { borderColor: tok.primary },
					_focusVisible: {
						outline: "2px solid",
						outlineColor: tok.primary
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
						to: providerPath(p.id),
						children: [logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
							src: logo,
							alt: "",
							"aria-hidden": "true",
							h: "10",
							maxW: "full",
							objectFit: "contain",
							loading: "lazy"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontWeight: "semibold",
							color: tok.text,
							children: p.name
						})]
					})
				}, p.id);
			})
		})]
	});
});
/** /casino/provider/:provider: one provider's games (an unknown or banned provider gets a notice). */
var ProviderGamesView = (0, import_dist.observer)(function ProviderGamesView() {
	const { root, label } = useCasinoBase();
	const { provider = "" } = useParams();
	const entry = root.casino.visibleProviders.find((p) => p.id === provider);
	if (!entry) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": "provider-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label("casino.provider.unknown") })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "4",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": "provider-page",
		"data-provider": entry.id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: entry.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoGames, {
			filters: { selectedProviders: [entry.id] },
			providerIds: [entry.id],
			empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label("casino.list.empty") })
		})]
	});
});
// src/pages/casino/LobbyPage.tsx
var LobbyPage_exports = /* @__PURE__ */ __exportAll({ default: () => LobbyPage });
var FiltersView = (0, import_react.lazy)(() => import("./FiltersView-QCaBhfBq.js").then((m) => ({ default: m.FiltersView })));
/** Opens the search modal over the lobby (the /casino/search route). */
function SearchView() {
	const { app } = useStore();
	(0, import_react.useEffect)(() => app.setSearchOpened(true), [app]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeView, {});
}
/**
* Every casino list route renders this page; which view it shows comes from the route table's
* `view` (src/config/routes.ts, carried as the route handle `casinoView`). Casino type pages are found by their configured path
* (catalogue.casinoTypes[].path); a path no type has is not found. The page computes the tile
* bindings (platform, play, favourites) once for all its grids.
*/
function LobbyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoTilesProvider, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LobbyView, {}) });
}
var LobbyView = (0, import_dist.observer)(function LobbyView() {
	const matches = useMatches();
	const { pathname } = useLocation();
	const { config } = useStore();
	const view = [...matches].reverse().map((m) => m.handle?.casinoView).find(Boolean) ?? "home";
	switch (view) {
		case "home": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeView, {});
		case "topGames": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteCategoryView, {
			titleId: "casino.topGames",
			testId: "top-games-page"
		});
		case "recommended": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteCategoryView, {
			titleId: "casino.recommended",
			testId: "recommended-page"
		});
		case "favourites": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayerListView, { which: "favourites" });
		case "recentlyPlayed": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayerListView, { which: "recent" });
		case "allGames": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AllGamesView, {});
		case "providers": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProvidersView, {});
		case "providerGames": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProviderGamesView, {});
		case "category": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryView, {});
		case "filters": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FiltersView, {})
		});
		case "search": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchView, {});
		case "casinoType": {
			const type = casinoTypeAt(config, pathname);
			return type ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoTypeView, { type }, type.id) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
		}
		default: return unhandledView(view);
	}
});
/** Compile-time exhaustiveness: a view added to CASINO_VIEWS (src/config/routes.ts) without a case fails tsc here. */
function unhandledView(view) {
	throw new Error(`the casino lobby has no view ${JSON.stringify(view)} (src/pages/casino/LobbyPage.tsx)`);
}
export { LobbyPage as default, CasinoGames as i, useFilterParams as n, PageTitle as r, LobbyPage_exports as t };
