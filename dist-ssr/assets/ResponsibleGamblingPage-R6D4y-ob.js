import { a as Page, h as require_dist, k as Box, st as Link } from "../entry-server.js";
import { P as require_jsx_runtime, a as Button, i as useIntl, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { t as HelpLine } from "./HelpLine-CflB0Bmw.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@chakra-ui/react/dist/esm/components/list/list.js
var { withProvider, withContext, useStyles: useListStyles, PropsProvider } = createSlotRecipeContext({ key: "list" });
var ListRoot = withProvider("ul", "root", { defaultProps: { role: "list" } });
var ListItem = withContext("li", "item");
withContext("span", "indicator");
// src/pages/responsibleGambling/ResponsibleGamblingPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** /responsible-gambling: the brand's texts (rg.page.*), the tools it offers with their periods, and its help line. */
var ResponsibleGamblingPage = (0, import_dist.observer)(function ResponsibleGamblingPage() {
	const { responsibleGambling: rg, auth, app } = useStore();
	const intl = useIntl();
	const s = rg.settings;
	if (!s) return null;
	const days = (list) => list.map((d) => intl.formatMessage({ id: "rg.days" }, { days: d })).join(", ");
	const limitNames = s.limits.map((k) => intl.formatMessage({ id: `rg.limit.${k}` })).join(", ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.title" }),
		testId: "rg-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			maxW: "760px",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.intro" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.commitment" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "semibold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.toolsTitle" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListRoot, {
					ps: 5,
					gap: 2,
					"data-testid": "rg-page-tools",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
							id: "rg.page.tool.limits",
							values: {
								limits: limitNames,
								hours: s.coolingPeriodHours
							}
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
							id: "rg.page.tool.realityCheck",
							values: { minutes: s.realityCheck.allowedMinutes.join(", ") }
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
							id: "rg.page.tool.timeOut",
							values: { periods: days(s.timeOutDays) }
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
							id: "rg.page.tool.selfExclusion",
							values: { periods: days(s.selfExclusionDays) }
						}) })
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.signs" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpLine, { testId: "rg-page-help" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: auth.isAuth ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					"data-testid": "rg-page-settings",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/profile/responsible-gambling",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.toSettings" })
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					onClick: () => app.openAuthModal("SignIn"),
					"data-testid": "rg-page-sign-in",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.page.signIn" })
				}) })
			]
		})
	});
});
export { ResponsibleGamblingPage as default };
