import { P as require_jsx_runtime, a as Button, i as useIntl, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { a as Page, h as require_dist, i as Muted, st as Link } from "../entry-server.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as weekdayName } from "./weekday-CgvmgapW.js";
// src/pages/info/ReferralInfoPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Referral programme overview; players go on to their referral tab in the profile. */
var ReferralInfoPage = (0, import_dist.observer)(function ReferralInfoPage() {
	const { config, auth, app } = useStore();
	const intl = useIntl();
	const { payoutDay, payoutTime } = config.rules.referral;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "referral.title" }),
		testId: "referral-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			align: "flex-start",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "referral.intro" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "referral.payout",
					values: {
						day: weekdayName(payoutDay, intl.locale),
						time: payoutTime
					}
				}) }),
				auth.isAuth ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					asChild: true,
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/profile/referral",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "referral.open" })
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					onClick: () => app.openAuthModal("SignIn"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "header.login" })
				})
			]
		})
	});
});
export { ReferralInfoPage as default };
