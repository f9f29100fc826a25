import { P as require_jsx_runtime, a as Button, i as useIntl, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { H as formatDisplayDate, S as HStack, h as require_dist, k as Box, z as formatAmount } from "../entry-server.js";
// src/pages/profile/sections/common.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** An amount with the brand's decimals (rules.amountDecimals). */
var Money = (0, import_dist.observer)(function Money({ value }) {
	const { config } = useStore();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatAmount(Number(value) || 0, useIntl().locale, config.rules.amountDecimals) });
});
/** A platform date in the brand's display format (rules.displayDateFormat) and the language's digits. */
var DateCell = (0, import_dist.observer)(function DateCell({ value }) {
	const { config } = useStore();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatDisplayDate(value, useIntl().locale, config.rules.displayDateFormat) });
});
/** A numeric status by the brand's name table for one list (rules.statusNames[list]); an unknown one shows its number. */
var StatusName = (0, import_dist.observer)(function StatusName({ list, value }) {
	const { config } = useStore();
	const names = config.rules.statusNames[list];
	const id = value === void 0 ? void 0 : names?.[String(value)];
	return id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id }) : value ?? "—";
});
var Field = ({ labelId, children, testId }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	p: 4,
	bg: "brand.surface",
	borderRadius: "card",
	borderWidth: "1px",
	borderColor: "brand.border",
	"data-testid": testId,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontSize: "xs",
		color: "brand.textMuted",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontWeight: "bold",
		children
	})]
});
/** One row of filter chips; the chosen one is pressed. */
function FilterBar({ labelId, options, value, onChange, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: 2,
		wrap: "wrap",
		role: "group",
		"aria-label": useIntl().formatMessage({ id: labelId }),
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			color: "brand.textMuted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId })
		}), options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "xs",
			"aria-pressed": o.id === value,
			"data-filter": o.id,
			onClick: () => onChange(o.id),
			variant: o.id === value ? "solid" : "outline",
			bg: o.id === value ? "brand.primary" : void 0,
			color: o.id === value ? "brand.primaryText" : "brand.text",
			borderRadius: "button",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: o.labelId })
		}, o.id))]
	});
}
/** A date range the player picks (calendar dates as the date inputs give them); `from` after `to` is said, not sent. */
function DateRangeBar({ from, to, onFrom, onTo, testId }) {
	const intl = useIntl();
	const reversed = from !== "" && to !== "" && from > to;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: 3,
			wrap: "wrap",
			role: "group",
			"aria-label": intl.formatMessage({ id: "profile.filter.dates" }),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.filter.dates" })
			}), [[
				"from",
				from,
				onFrom
			], [
				"to",
				to,
				onTo
			]].map(([which, value, set]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: 1,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: `${testId}-${which}`,
					style: { fontSize: "var(--chakra-font-sizes-sm)" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `profile.filter.${which}` })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					id: `${testId}-${which}`,
					type: "date",
					size: "xs",
					w: "auto",
					value,
					onChange: (e) => set(e.currentTarget.value),
					"aria-invalid": reversed || void 0,
					borderRadius: "input",
					"data-testid": `${testId}-${which}`
				})]
			}, which))]
		}), reversed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			color: "brand.error",
			role: "alert",
			"data-testid": `${testId}-error`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.filter.datesReversed" })
		})]
	});
}
/** The date filter values to send: none while the range is reversed (the bar says why). */
function dateRangeValue(from, to) {
	if (from !== "" && to !== "" && from > to) return {};
	return {
		...from ? { date_from: from } : {},
		...to ? { date_to: to } : {}
	};
}
/** "All" first when the brand's list has none: no value sent, the server's whole list. */
function withAll(options) {
	return options.some((o) => o.id === "all") ? [...options] : [{
		id: "all",
		labelId: "filter.all"
	}, ...options];
}
/** The filter values to send for the chosen option of a list ("all" without a value sends nothing). */
function filterValue(options, id, param) {
	const v = options.find((o) => o.id === id)?.value;
	return v === void 0 ? {} : { [param]: v };
}
var SectionTitle = ({ id }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
	as: "h2",
	fontSize: "lg",
	fontWeight: "bold",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id })
});
// src/pages/responsibleGambling/when.ts
/** A moment (ms) as the player reads it: the calendar date in the brand's pattern (rules.displayDateFormat) and the local time. */
function formatWhen(ms, locale, pattern) {
	const d = new Date(ms);
	const pad = (n) => String(n).padStart(2, "0");
	const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
	const time = new Intl.DateTimeFormat(locale, {
		hour: "2-digit",
		minute: "2-digit"
	}).format(d);
	return `${formatDisplayDate(day, locale, pattern)} ${time}`;
}
/** A duration (ms) in whole hours and minutes, e.g. for the time played. */
function splitDuration(ms) {
	const total = Math.floor(ms / 6e4);
	return {
		hours: Math.floor(total / 60),
		minutes: total % 60
	};
}
export { Field as a, SectionTitle as c, filterValue as d, withAll as f, DateRangeBar as i, StatusName as l, splitDuration as n, FilterBar as o, DateCell as r, Money as s, formatWhen as t, dateRangeValue as u };
