import { V as formatDailyTime, W as cashbackKindValues, a as Page, g as SimpleGrid, h as require_dist, i as Muted, k as Box } from "../entry-server.js";
import { P as require_jsx_runtime, i as useIntl, r as MemoizedFormattedMessage, s as Text, t as FormattedNumber } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/pages/promotions/CashbackPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Casino cashback promotion: the brand's cashback rates and when they are paid. */
var CashbackPage = (0, import_dist.observer)(function CashbackPage() {
	const { config, app } = useStore();
	const intl = useIntl();
	const { kinds, payoutTime, timeZone } = config.rules.cashback;
	const shown = kinds.filter((k) => !k.casinoType || !app.isCasinoTypeBanned(k.casinoType));
	const when = formatDailyTime(payoutTime, timeZone, intl.locale);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashback.title" }),
		testId: "cashback-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "cashback.intro",
			values: when
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 1,
				sm: 2,
				md: 4
			},
			gap: 4,
			mt: 6,
			children: shown.map((k) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				p: 5,
				bg: "brand.surface",
				borderRadius: "card",
				borderWidth: "1px",
				borderColor: "brand.border",
				textAlign: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "3xl",
					fontWeight: "bold",
					color: "brand.primary",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormattedNumber, {
						value: k.percent / 100,
						style: "percent"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: k.labelId,
					values: cashbackKindValues(k, config.providers.providers, intl.locale)
				}) })]
			}, k.id))
		})]
	});
});
export { CashbackPage as default };
