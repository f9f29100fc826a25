import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { S as HStack, g as SimpleGrid, h as require_dist, k as Box, p as Icon, w as IconButton, x as Image } from "../entry-server.js";
import { P as require_jsx_runtime, a as Button, i as useIntl, s as Text } from "./react-intl-BjT29jKx.js";
import { t as CloseButton } from "./close-button-DxsR-3sk.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { a as DialogHeader, c as DialogTitle, i as DialogContent, n as DialogBody, o as DialogPositioner, r as DialogCloseTrigger, s as DialogRoot, t as DialogBackdrop } from "./dialog-DnS1D-ms.js";
import { t as Portal } from "./portal-DcAZmYl4.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { n as defineStaticStyles, r as EmptyState, t as GameImage } from "./GameImage-Bntac84a.js";
import { _ as radius, g as providerPath, i as useCasino, m as CASINO_PATHS, v as tok } from "./useCasino-DpeU2XOT.js";
import { t as useGrowingCount } from "./useGrowingCount-BWTYLQYo.js";
// src/ui/casino/SearchHistory.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** The recent search terms under the search input (newest first); each can be reused or removed. */
function SearchHistory({ terms, onPick, onRemove }) {
	const intl = useIntl();
	if (terms.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		position: "absolute",
		top: "100%",
		left: "0",
		right: "0",
		zIndex: "dropdown",
		mt: "1",
		p: "1",
		bg: tok.surface,
		borderWidth: "1px",
		borderColor: tok.border,
		borderRadius: radius.input,
		boxShadow: "md",
		role: "listbox",
		"aria-label": intl.formatMessage({ id: "casino.search.history" }),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			px: "2",
			py: "1",
			fontSize: "xs",
			color: tok.textMuted,
			children: intl.formatMessage({ id: "casino.search.history" })
		}), [...terms].reverse().map((term) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: "1",
			"data-testid": "search-history-item",
			"data-term": term,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				flex: "1",
				justifyContent: "flex-start",
				variant: "ghost",
				size: "sm",
				role: "option",
				"aria-selected": false,
				color: tok.text,
				onMouseDown: (e) => e.preventDefault(),
				onClick: () => onPick(term),
				children: term
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "xs",
				variant: "ghost",
				color: tok.textMuted,
				"data-testid": "search-history-remove",
				"aria-label": intl.formatMessage({ id: "casino.search.removeHistory" }, { term }),
				onMouseDown: (e) => e.preventDefault(),
				onClick: () => onRemove(term),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					name: "close",
					size: 14
				})
			})]
		}, term))]
	});
}
// src/ui/casino/SearchResults.tsx
/** A provider in search results: its logo and name; choosing it opens its games. */
function SearchProviderButton({ provider, onPick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		"data-testid": "search-result-provider",
		"data-provider": provider.id,
		variant: "outline",
		h: "auto",
		py: "2",
		borderRadius: radius.card,
		borderColor: tok.border,
		color: tok.text,
		onClick: () => onPick(provider.id),
		children: [provider.logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
			src: provider.logo,
			alt: "",
			"aria-hidden": "true",
			maxH: "6",
			maxW: "12",
			objectFit: "contain"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			truncate: true,
			children: provider.name
		})]
	});
}
var useResultClasses = defineStaticStyles({
	game: () => [{
		textAlign: "left",
		borderRadius: radius.card,
		overflow: "hidden",
		bg: tok.surfaceAlt,
		cursor: "pointer",
		_focusVisible: {
			outline: "2px solid",
			outlineColor: tok.primary
		}
	}],
	picture: () => [{ aspectRatio: 3 / 4 }],
	name: () => [{
		px: "2",
		py: "1",
		fontSize: "xs",
		color: tok.text,
		truncate: true
	}]
});
/**
* A game in search results: picture and name; choosing it launches the game. Plain elements with classes
* resolved once (as a game tile's), memoised: a keystroke renders again only the results that changed.
*/
var SearchGameButton = (0, import_react.memo)(function SearchGameButton({ game, onPick }) {
	const c = useResultClasses();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: c.game,
		"data-testid": "search-result-game",
		"data-game-id": game.id,
		"data-provider": game.routeProvider,
		onClick: () => onPick(game),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: c.picture,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GameImage, {
				src: game.imageUrl,
				alt: game.gameName
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: c.name,
			children: game.gameName
		})]
	});
});
var searchColumns = {
	base: 3,
	md: 5,
	lg: 7
};
var SearchGameList = (0, import_react.memo)(function SearchGameList({ games, onPick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		columns: searchColumns,
		gap: "2",
		children: games.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGameButton, {
			game: g,
			onPick
		}, g.id))
	});
});
function SearchProviderList({ providers, onPick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		columns: {
			base: 2,
			md: 4,
			lg: 5
		},
		gap: "2",
		children: providers.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchProviderButton, {
			provider: p,
			onPick
		}, p.id))
	});
}
/** The sentinel and accessible "load more" button under a growing list. */
function LoadMore({ hasMore, loadMore, sentinelRef }) {
	const intl = useIntl();
	if (!hasMore) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		textAlign: "center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			ref: sentinelRef,
			h: "1px",
			"aria-hidden": "true"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "sm",
			variant: "outline",
			borderRadius: radius.button,
			"data-testid": "load-more",
			onClick: loadMore,
			children: intl.formatMessage({ id: "casino.loadMore" })
		})]
	});
}
/** All games of a search, growing as the user scrolls inside the modal. */
function SearchGamesInfinite({ games, growth, resetKey, onPick }) {
	const { count, hasMore, loadMore, sentinelRef } = useGrowingCount(games.length, growth, resetKey);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGameList, {
			games: games.slice(0, count),
			onPick
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMore, {
			hasMore,
			loadMore,
			sentinelRef
		})]
	});
}
/** All providers of a search, growing in the same steps as the games list. */
function SearchProvidersInfinite({ providers, growth, resetKey, onPick }) {
	const { count, hasMore, loadMore, sentinelRef } = useGrowingCount(providers.length, growth, resetKey);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchProviderList, {
			providers: providers.slice(0, count),
			onPick
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadMore, {
			hasMore,
			loadMore,
			sentinelRef
		})]
	});
}
/** A titled block of the search page with an optional "show all" action. */
function SearchSection({ title, count, onShowAll, children }) {
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "2",
		as: "section",
		"aria-label": title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fontWeight: "semibold",
				color: tok.text,
				children: [title, count !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					as: "span",
					color: tok.textMuted,
					children: [
						" (",
						count,
						")"
					]
				})]
			}), onShowAll && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "ghost",
				color: tok.primary,
				"data-testid": "search-show-all",
				onClick: onShowAll,
				children: intl.formatMessage({ id: "casino.search.showAll" })
			})]
		}), children]
	});
}
// src/ui/casino/useDebounced.ts
/** `value`, settled: it only changes after `ms` without a new value. */
function useDebounced(value, ms) {
	const [settled, setSettled] = (0, import_react.useState)(value);
	(0, import_react.useEffect)(() => {
		if (ms <= 0) return setSettled(value);
		const t = setTimeout(() => setSettled(value), ms);
		return () => clearTimeout(t);
	}, [value, ms]);
	return ms <= 0 ? value : settled;
}
// src/ui/casino/SearchModal.tsx
/**
* Game search: recommended / recently played tabs, debounced text search with history, results with previews.
* The dialog's frame is rendered once; what a keystroke changes lives below it (SearchPanel), and the
* results below that (SearchBody), so typing renders the input and a settled term renders the results.
*/
var SearchModal$1 = (0, import_dist.observer)(function SearchModal(props) {
	const intl = useIntl();
	const [session, setSession] = (0, import_react.useState)(0);
	const { onClose } = props;
	const close = (0, import_react.useCallback)(() => {
		setSession((n) => n + 1);
		onClose();
	}, [onClose]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open: props.open,
		onOpenChange: (e) => !e.open && close(),
		size: {
			base: "full",
			md: "xl"
		},
		scrollBehavior: "inside",
		placement: "top",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, { bg: tok.overlay }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			"data-testid": "search-modal",
			bg: tok.surface,
			color: tok.text,
			borderRadius: {
				base: "0",
				md: radius.modal
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchPanel, { ...props }, session), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
					size: "sm",
					"aria-label": intl.formatMessage({ id: "casino.close" }),
					"data-testid": "search-close"
				})
			})]
		}) })] })
	});
});
/** The input with its history, and the results of the settled term. */
var SearchPanel = (0, import_dist.observer)(function SearchPanel(props) {
	const intl = useIntl();
	const [text, setText] = (0, import_react.useState)("");
	const [historyOpen, setHistoryOpen] = (0, import_react.useState)(false);
	const term = useDebounced(text.trim(), props.debounceMs);
	const latest = (0, import_react.useRef)(props);
	(0, import_react.useLayoutEffect)(() => {
		latest.current = props;
	});
	const pickGame = (0, import_react.useCallback)((g) => {
		setText("");
		setHistoryOpen(false);
		latest.current.onPickGame(g);
	}, []);
	const pickProvider = (0, import_react.useCallback)((id) => {
		setText("");
		setHistoryOpen(false);
		latest.current.onPickProvider(id);
	}, []);
	const t = (id) => intl.formatMessage({ id });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
		flexDirection: "column",
		alignItems: "stretch",
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: t("casino.search.title") }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			position: "relative",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				"data-testid": "search-input",
				type: "search",
				value: text,
				autoComplete: "off",
				placeholder: t("casino.search.placeholder"),
				"aria-label": t("casino.search.placeholder"),
				borderRadius: radius.input,
				bg: tok.surfaceAlt,
				borderColor: tok.border,
				onChange: (e) => setText(e.target.value),
				onFocus: () => setHistoryOpen(true),
				onBlur: () => setHistoryOpen(false),
				onKeyDown: (e) => e.key === "Escape" && historyOpen && (e.stopPropagation(), setHistoryOpen(false))
			}), historyOpen && !text && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchHistory, {
				terms: props.history,
				onRemove: props.onRemoveHistory,
				onPick: (h) => (setText(h), setHistoryOpen(false))
			})]
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, {
		pb: "6",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchBody, {
			term,
			preview: props.preview,
			growth: props.growth,
			recommended: props.recommended,
			recentlyPlayed: props.recentlyPlayed,
			searchGames: props.searchGames,
			searchProviders: props.searchProviders,
			onSaveHistory: props.onSaveHistory,
			onPickGame: pickGame,
			onPickProvider: pickProvider
		})
	})] });
});
/** What the search shows for a settled term: the default tabs, the results with previews, or a full list. */
var SearchBody = (0, import_dist.observer)(function SearchBody(props) {
	const intl = useIntl();
	const { term, onSaveHistory, onPickGame: pickGame, onPickProvider: pickProvider } = props;
	const [page, setPage] = (0, import_react.useState)("default");
	const [tab, setTab] = (0, import_react.useState)("recommended");
	(0, import_react.useEffect)(() => {
		if (!term) return setPage("default");
		setPage((p) => p === "default" ? "results" : p);
		onSaveHistory(term);
	}, [term, onSaveHistory]);
	const games = term ? props.searchGames(term) : [];
	const providers = term ? props.searchProviders(term) : [];
	const t = (id, values) => intl.formatMessage({ id }, values);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		page === "default" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DefaultPage, {
			tab,
			onTab: setTab,
			recommended: props.recommended,
			recentlyPlayed: props.recentlyPlayed,
			onPickGame: pickGame
		}),
		page === "results" && (games.length === 0 && providers.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			testId: "search-empty",
			message: t("casino.search.nothingFound", { term })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "5",
			children: [providers.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSection, {
				title: t("casino.providers"),
				count: providers.length,
				onShowAll: providers.length > props.preview.providers ? () => setPage("providers") : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchProviderList, {
					providers: providers.slice(0, props.preview.providers),
					onPick: pickProvider
				})
			}), games.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSection, {
				title: t("casino.games"),
				count: games.length,
				onShowAll: games.length > props.preview.games ? () => setPage("games") : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGameList, {
					games: games.slice(0, props.preview.games),
					onPick: pickGame
				})
			})]
		})),
		page === "providers" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubPage, {
			title: t("casino.providers"),
			onBack: () => setPage("results"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchProvidersInfinite, {
				providers,
				growth: props.growth,
				resetKey: term,
				onPick: pickProvider
			})
		}),
		page === "games" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubPage, {
			title: t("casino.games"),
			onBack: () => setPage("results"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGamesInfinite, {
				games,
				growth: props.growth,
				resetKey: term,
				onPick: pickGame
			})
		})
	] });
});
function DefaultPage({ tab, onTab, recommended, recentlyPlayed, onPickGame }) {
	const intl = useIntl();
	const list = tab === "recommended" ? recommended : recentlyPlayed;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
			role: "tablist",
			gap: "2",
			children: [["recommended", "casino.recommended"], ["recent", "casino.recentlyPlayed"]].map(([id, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				role: "tab",
				size: "sm",
				"aria-selected": tab === id,
				"data-testid": "search-tab",
				"data-tab": id,
				borderRadius: radius.button,
				variant: tab === id ? "solid" : "outline",
				bg: tab === id ? tok.primary : void 0,
				color: tab === id ? tok.primaryText : tok.text,
				onClick: () => onTab(id),
				children: intl.formatMessage({ id: label })
			}, id))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "tabpanel",
			children: list.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGameList, {
				games: list,
				onPick: onPickGame
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				testId: "search-empty",
				message: intl.formatMessage({ id: tab === "recent" ? "casino.recentlyPlayed.empty" : "casino.search.noRecommended" })
			})
		})]
	});
}
function SubPage({ title, onBack, children }) {
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			size: "sm",
			variant: "ghost",
			onClick: onBack,
			"data-testid": "search-back",
			children: ["← ", intl.formatMessage({ id: "casino.back" })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			fontWeight: "semibold",
			children: title
		})] }), children]
	});
}
// src/pages/casino/SearchModal.tsx
/** The header's game search, bound to the stores (opened by AppStore.searchOpened; the shell shows it in ui/shell/SearchSlot, given by app/router). */
var SearchModal = (0, import_dist.observer)(function SearchModal({ onClose }) {
	const { root, casino, config, platform, growth, play, navigate, providerItems } = useCasino();
	const preview = config.catalogue.search.preview[platform];
	(0, import_react.useEffect)(() => {
		casino?.loadAll();
	}, [casino]);
	const history = casino?.searchHistory;
	const onSaveHistory = (0, import_react.useCallback)((term) => history?.add(term), [history]);
	const recommendedCategory = root.casino.categoryForRoute(CASINO_PATHS.recommended);
	const recommended = recommendedCategory ? casino?.queryGames({ selectedCategories: [recommendedCategory] }, preview.games) ?? [] : [];
	const recent = root.auth.isAuth ? casino?.queryGames({ selectedRecentlyPlayed: true }, preview.games) ?? [] : [];
	const providers = root.casino.visibleProviders;
	const searchGames = (0, import_react.useCallback)((term) => casino?.queryGames({ searchString: term }) ?? [], [casino]);
	const searchProviders = (0, import_react.useCallback)((term) => {
		const t = term.toLowerCase();
		return providerItems(providers.filter((p) => p.name.toLowerCase().includes(t) || p.id.toLowerCase().includes(t)));
	}, [providers, providerItems]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchModal$1, {
		open: true,
		onClose,
		debounceMs: config.catalogue.search.debounceMs,
		preview,
		growth,
		history: history?.history ?? [],
		onSaveHistory,
		onRemoveHistory: (t) => history?.remove(t),
		recommended,
		recentlyPlayed: recent,
		searchGames,
		searchProviders,
		onPickGame: (g) => (onClose(), play(g)),
		onPickProvider: (id) => (onClose(), navigate(providerPath(id)))
	});
});
export { SearchModal as default };
