import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { i as useIntl } from "./react-intl-BjT29jKx.js";
import { d as useLocation, p as useNavigate } from "./dist-QbtQ_FZR.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { A as ROUTES, K as CASINO_MESSAGES, m as brandAsset, o as useWide, q as pseudoProviders } from "../entry-server.js";
import { n as authRedirectState } from "./safeRedirect-CzcSkw1A.js";
// src/ui/casino/tokens.ts
/**
* The semantic tokens the casino UI paints with, in one place so they follow the shell's
* theme (src/ui/theme*, built from theme.json). Only token names here, never colours.
*/
var tok = {
	bg: "brand.bg",
	surface: "brand.surface",
	surfaceAlt: "brand.surfaceAlt",
	text: "brand.text",
	textMuted: "brand.textMuted",
	primary: "brand.primary",
	primaryText: "brand.primaryText",
	accent: "brand.accent",
	border: "brand.border",
	success: "brand.success",
	error: "brand.error",
	warning: "brand.warning",
	overlay: "brand.overlay"
};
var radius = {
	card: "brand.card",
	button: "brand.button",
	modal: "brand.modal",
	input: "brand.input"
};
// src/pages/casino/paths.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Casino paths the screens link to, taken from the engine's route table (src/config/routes.ts), the
* same for every brand; brand-specific destinations (casino type lobbies) come from config.
*/
var CASINO_PATHS = {
	home: ROUTES.casinoHome.path,
	lobby: ROUTES.casinoLobby.path,
	top: ROUTES.casinoTop.path,
	fav: ROUTES.casinoFav.path,
	topGames: ROUTES.casinoTopGames.path,
	recommended: ROUTES.casinoRecommended.path,
	recentlyPlayed: ROUTES.casinoRecentlyPlayed.path,
	all: ROUTES.casinoAll.path,
	favorites: ROUTES.casinoFavorites.path,
	providers: ROUTES.casinoProviders.path,
	provider: ROUTES.casinoProvider.path,
	category: ROUTES.casinoCategory.path,
	filters: ROUTES.casinoFilters.path,
	search: ROUTES.casinoSearch.path,
	game: ROUTES.casinoGame.path,
	mobileGame: ROUTES.casinoMobileGame.path
};
/** A route pattern with its `:params` filled in (each value URL-encoded). */
function fill(pattern, params) {
	return pattern.replace(/:([A-Za-z]+)/g, (_m, name) => encodeURIComponent(String(params[name])));
}
function providerPath(routeProvider) {
	return fill(CASINO_PATHS.provider, { provider: routeProvider });
}
function categoryPath(category) {
	return fill(CASINO_PATHS.category, { category });
}
/** The game page of a game: the mobile route on mobile. */
function gamePath(game, platform) {
	return fill(platform === "mobile" ? CASINO_PATHS.mobileGame : CASINO_PATHS.game, {
		provider: game.routeProvider,
		gameId: game.gameId
	});
}
/** The query flag of a game page that plays the demo (for fun) instead of a real-money session. */
var DEMO_PARAM = "demo";
/** The game's page in demo mode. */
function demoGamePath(game, platform) {
	return `${gamePath(game, platform)}?${DEMO_PARAM}=1`;
}
// src/pages/casino/firstScreen.ts
/**
* A casino type that is not a group of providers: "every type" (value 0), or the player's own
* favourites / recently played lists (recognised by the engine routes their lobby paths point at).
*/
function pseudoKind(config, type) {
	const pseudo = pseudoProviders(config.catalogue);
	const path = type.path.replace(/\/+$/, "");
	if (path === CASINO_PATHS.favorites || path === CASINO_PATHS.fav || type.id === pseudo.favorite) return "favourites";
	if (path === CASINO_PATHS.recentlyPlayed || type.id === pseudo.recentlyPlayed) return "recent";
	if (type.value === 0 || type.id === pseudo.all) return "all";
}
var cleanPath = (path) => {
	let p = path.replace(/\/+$/, "");
	try {
		p = decodeURI(p);
	} catch {}
	return p;
};
/** The casino type whose configured `path` is this URL path (trailing slashes and escapes aside), if any. */
function casinoTypeAt(config, pathname) {
	const here = cleanPath(pathname);
	return config.catalogue.casinoTypes.find((t) => cleanPath(t.path) === here);
}
/** The home page rows: the brand's lobby rows, else one per casino type; the player's own lists last. */
function lobbyRows(config, types, isPlayer) {
	const step = config.catalogue.grid.step;
	const typeById = new Map(types.map((t) => [t.id, t]));
	const rows = config.catalogue.lobby?.length ? config.catalogue.lobby.filter((r) => !r.casinoType || typeById.has(r.casinoType)).map((r) => ({
		key: r.id,
		kind: r.kind ?? "games",
		labelId: r.labelId,
		casinoType: r.casinoType,
		category: r.category,
		limit: r.limit ?? step,
		route: r.route ?? (r.casinoType ? typeById.get(r.casinoType).path : r.category ? categoryPath(r.category) : "/casino")
	})) : types.filter((t) => pseudoKind(config, t) === void 0 && t.path.startsWith("/casino/")).map((t) => ({
		key: t.id,
		kind: "games",
		labelId: t.labelId,
		casinoType: t.id,
		route: t.path,
		limit: step
	}));
	const unplaced = ["jackpots", "dailyWinnings"].filter((kind) => !rows.some((r) => r.kind === kind)).map((kind) => ({
		key: kind,
		kind,
		labelId: kind === "jackpots" ? "casino.jackpots" : "casino.dailyWinnings",
		route: "/casino",
		limit: 0
	}));
	const firstGames = rows.findIndex((r) => r.kind === "games");
	rows.splice(firstGames + 1, 0, ...unplaced);
	if (isPlayer) for (const t of types) {
		const kind = pseudoKind(config, t);
		if ((kind === "favourites" || kind === "recent") && !rows.some((r) => r.casinoType === t.id)) rows.push({
			key: t.id,
			kind: "games",
			labelId: t.labelId,
			casinoType: t.id,
			route: t.path,
			limit: step
		});
	}
	return rows;
}
/** A lobby games row's filters and the route provider lists it loads; null when the row shows nothing. */
function rowLists(root, row) {
	const { config } = root;
	const type = row.casinoType ? config.catalogue.casinoTypes.find((t) => t.id === row.casinoType) : void 0;
	const kind = type ? pseudoKind(config, type) : void 0;
	if (kind === "favourites" || kind === "recent") {
		if (!root.auth.isPlayer) return null;
		const pseudo = pseudoProviders(config.catalogue);
		return {
			kind,
			providerIds: [],
			filters: kind === "favourites" ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true }
		};
	}
	const categories = row.category ? [row.category] : [];
	const filters = type ? root.casino.typeFilters(type, kind === "all", categories, []) : { selectedCategories: categories };
	const providerIds = (type && kind !== "all" ? root.casino.providersForType(type.id) : root.casino.visibleProviders).map((p) => p.id);
	return providerIds.length ? {
		kind,
		filters,
		providerIds
	} : null;
}
/** The index of the lobby's first games row: the rows up to it render (and load) at once, the rest when near. */
function firstGamesRow(rows) {
	return Math.max(0, rows.findIndex((r) => r.kind === "games"));
}
/** The route provider lists a casino type page loads: the providers chosen in its filter, else all of the type. */
function typeLists(root, type, chosenProviders) {
	if (chosenProviders.length) return [...chosenProviders];
	return (pseudoKind(root.config, type) === "all" ? root.casino.visibleProviders : root.casino.providersForType(type.id)).map((p) => p.id);
}
/** The ids of a comma list in a query parameter (?provider=x,y), as the filter views keep them. */
var paramList = (v) => v ? v.split(",").filter(Boolean) : [];
// src/pages/casino/useCasino.ts
/** The casino stores of the tree (optional so the screens also render in a partial test tree). */
function casinoStores(root) {
	return {
		casino: root.casino,
		jackpots: root.jackpots,
		dailyWinnings: root.dailyWinnings
	};
}
/** Paging of game grids: sizes from catalogue.grid, scroll trigger from rules.lazyList. */
function growthOf(config) {
	const { grid } = config.catalogue;
	const lazy = config.rules.lazyList;
	return {
		base: grid.base,
		step: grid.step,
		stepDelayMs: grid.stepDelayMs,
		throttleMs: lazy.throttleMs,
		startDelayMs: lazy.startDelayMs,
		threshold: lazy.threshold
	};
}
function providerLogo(root, entry, size = "small") {
	const pair = entry?.logo?.[size];
	return pair ? brandAsset(root.config, pair[root.userSettings.themeMode]) : void 0;
}
/**
* The platform the layout is in: mobile below the md breakpoint. Read from the media query in the first
* render (ssr: false; the site is rendered in the browser only), so a phone's first list loads already
* ask for the mobile variants instead of loading every list again once the breakpoint is known.
*/
function usePlatform() {
	return useWide() ? "desktop" : "mobile";
}
/** The 32 possible mark sets, shared: a tile (memo) is not rendered again for an equal but new object. */
var MARKS = Array.from({ length: 32 }, (_, i) => Object.freeze({
	hot: !!(i & 16),
	featured: !!(i & 8),
	bordered: !!(i & 4),
	isNew: !!(i & 2),
	maintenance: !!(i & 1)
}));
var tileMarks = (hot, featured, bordered, isNew, maintenance) => MARKS[(hot ? 16 : 0) + (featured ? 8 : 0) + (bordered ? 4 : 0) + (isNew ? 2 : 0) + (maintenance ? 1 : 0)];
/**
* The light casino hook: the stores, the brand config and message lookup. It subscribes to no router
* location and no breakpoint, so any number of components (lobby rows, grids, views) may call it.
*/
function useCasinoBase() {
	const root = useStore();
	const intl = useIntl();
	const { casino } = casinoStores(root);
	const label = (0, import_react.useCallback)((id) => intl.formatMessage({ id }), [intl]);
	return {
		root,
		config: root.config,
		casino,
		label
	};
}
/**
* Everything a page needs to render and act on game tiles: the layout's platform (told to the store),
* grid paging, the tile bindings (play, favourite, marks, logos) and the game query. It follows the
* router location and the breakpoint, so it runs once per page (LobbyPage, the search modal); the
* grids below a page read it from the page through CasinoTilesProvider / useCasinoTiles.
*/
function useCasino() {
	const { root, config, casino, label } = useCasinoBase();
	const navigate = useNavigate();
	const location = useLocation();
	const platform = usePlatform();
	const growth = (0, import_react.useMemo)(() => growthOf(config), [config]);
	const pleaseAuth = (0, import_react.useCallback)(() => root.notify.add({
		messageId: CASINO_MESSAGES.pleaseAuth,
		type: "default"
	}), [root]);
	const locationNow = (0, import_react.useRef)(location);
	(0, import_react.useLayoutEffect)(() => {
		locationNow.current = location;
	}, [location]);
	const play = (0, import_react.useCallback)((game) => {
		const from = locationNow.current;
		if (casino?.inMaintenance(game.routeProvider)) return void navigate(gamePath(game, platform), { state: authRedirectState(from) });
		if (!root.auth.isAuth) {
			pleaseAuth();
			navigate("/auth", { state: authRedirectState(from, gamePath(game, platform)) });
			return;
		}
		if (!root.auth.isPlayer) return void pleaseAuth();
		navigate(gamePath(game, platform), { state: authRedirectState(from) });
	}, [
		root,
		casino,
		navigate,
		platform,
		pleaseAuth
	]);
	const toggleFavorite = (0, import_react.useCallback)((game) => {
		if (!root.auth.isPlayer) return void pleaseAuth();
		casino?.toggleFavorite(game);
	}, [
		root,
		casino,
		pleaseAuth
	]);
	const byId = (0, import_react.useMemo)(() => new Map(config.providers.providers.map((p) => [p.id, p])), [config]);
	const special = config.catalogue.special;
	const specialSets = (0, import_react.useMemo)(() => ({
		hot: new Set(special.hot),
		featured: new Set(special.featured),
		bordered: new Set(special.bordered)
	}), [special]);
	(0, import_react.useLayoutEffect)(() => {
		if (casino && casino.platform !== platform) casino.setPlatform(platform);
	}, [casino, platform]);
	const theme = root.userSettings.themeMode;
	const isAuth = root.auth.isAuth;
	const maintenanceNotices = root.maintenance.active;
	return {
		root,
		config,
		casino,
		platform,
		growth,
		tiles: (0, import_react.useMemo)(() => ({
			isFavorite: (g) => casino?.isFavorite(g) ?? false,
			marks: (g) => tileMarks(specialSets.hot.has(g.gameId), specialSets.featured.has(g.gameId), specialSets.bordered.has(g.gameId), casino?.isNew(g) ?? false, casino?.inMaintenance(g.routeProvider) ?? false),
			demoHref: (g) => !isAuth && casino?.offersDemo(g.routeProvider) ? demoGamePath(g, platform) : void 0,
			providerLogo: (id) => providerLogo(root, byId.get(id)),
			providerName: (id) => root.casino.providerName(id),
			href: (g) => gamePath(g, platform),
			onPlay: play,
			onToggleFavorite: toggleFavorite
		}), [
			casino,
			specialSets,
			root,
			byId,
			play,
			toggleFavorite,
			theme,
			platform,
			isAuth,
			maintenanceNotices
		]),
		play,
		providerItems: (0, import_react.useCallback)((entries) => entries.map((p) => ({
			id: p.id,
			name: p.name,
			logo: providerLogo(root, p)
		})), [root, theme]),
		label,
		navigate
	};
}
var CasinoTilesContext = (0, import_react.createContext)(null);
/** Runs useCasino once for a page and gives its tiles to every CasinoGames below. */
function CasinoTilesProvider({ children }) {
	const { tiles, growth, platform } = useCasino();
	const value = (0, import_react.useMemo)(() => ({
		tiles,
		growth,
		platform
	}), [
		tiles,
		growth,
		platform
	]);
	return (0, import_react.createElement)(CasinoTilesContext.Provider, { value }, children);
}
/** The page's tile bindings (inside CasinoTilesProvider: LobbyPage). */
function useCasinoTiles() {
	const value = (0, import_react.useContext)(CasinoTilesContext);
	if (!value) throw new Error("useCasinoTiles: render the game grid inside CasinoTilesProvider (the casino LobbyPage)");
	return value;
}
export { radius as _, useCasinoBase as a, firstGamesRow as c, pseudoKind as d, rowLists as f, providerPath as g, DEMO_PARAM as h, useCasino as i, lobbyRows as l, CASINO_PATHS as m, casinoStores as n, useCasinoTiles as o, typeLists as p, providerLogo as r, casinoTypeAt as s, CasinoTilesProvider as t, paramList as u, tok as v };
