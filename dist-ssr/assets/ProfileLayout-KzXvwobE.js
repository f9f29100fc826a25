import { C as Flex, b as Link, ct as NavLink, h as require_dist, j as pathEnabled, k as Box, n as Loading } from "../entry-server.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { a as Outlet, r as Navigate } from "./dist-QbtQ_FZR.js";
import { P as require_jsx_runtime, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/pages/profile/ProfileLayout.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var TABS = [
	["/profile/casino-history", "profile.tab.casinoHistory"],
	["/profile/bet-history", "profile.tab.betHistory"],
	["/profile/transactions-history", "profile.tab.transactions"],
	["/profile/balance-history", "profile.tab.balanceHistory"],
	["/profile/bonus", "profile.tab.bonus"],
	["/profile/userinfo", "profile.tab.userInfo"],
	["/profile/change-language", "profile.tab.changeLanguage"],
	["/profile/change-password", "profile.tab.changePassword"],
	["/profile/contacts", "profile.tab.contacts"],
	["/profile/dashboard", "profile.tab.dashboard"],
	["/profile/payment/history/top-up", "profile.tab.topUpHistory"],
	["/profile/payment/history/withdrawal", "profile.tab.withdrawalHistory"],
	["/profile/cashback-history", "profile.tab.cashback"],
	["/profile/promocode", "profile.tab.promocode"],
	["/profile/referral", "profile.tab.referral"],
	["/profile/verification", "profile.tab.verification"],
	["/profile/settings", "profile.tab.settings"],
	["/profile/responsible-gambling", "profile.tab.responsibleGambling"]
];
/** Profile area: logged-in players only (others go to casino home), tabs over the sections. */
var ProfileLayout = (0, import_dist.observer)(function ProfileLayout() {
	const { auth, config } = useStore();
	if (!auth.isAuth) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: "/casino",
		replace: true
	});
	const tabs = TABS.filter(([to]) => pathEnabled(to, config.brand.features));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		px: {
			base: 4,
			md: 8
		},
		py: 6,
		"data-testid": "profile",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
			gap: 2,
			wrap: "wrap",
			mb: 6,
			as: "nav",
			children: tabs.map(([to, id]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				asChild: true,
				px: 3,
				py: 1.5,
				borderRadius: "button",
				fontSize: "sm",
				borderWidth: "1px",
				borderColor: "brand.border",
				css: { "&.active": {
					bg: "var(--chakra-colors-brand-primary)",
					color: "var(--chakra-colors-brand-primary-text)"
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
					to,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id })
				})
			}, to))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
		})]
	});
});
export { ProfileLayout as default };
