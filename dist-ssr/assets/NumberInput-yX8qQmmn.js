import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { E as createContext, P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, o as Spinner, r as MemoizedFormattedMessage, s as Text, t as FormattedNumber } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
import { a as WarningIcon, i as InfoIcon, t as CheckCircleIcon } from "./icons-DE7LikgF.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { i as FieldRoot, n as FieldHelperText, r as FieldLabel, t as FieldErrorText } from "./field-Dj6OBW9u.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { G as errorTextValues, S as HStack, b as Link, h as require_dist, ot as resolveErrorMessage, p as Icon } from "../entry-server.js";
import { t as useSocialLinks } from "./useSocialLinks-CwjT7lut.js";
// node_modules/@chakra-ui/react/dist/esm/components/alert/alert.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var [AlertStatusProvider, useAlertStatusContext] = createContext({
	name: "AlertStatusContext",
	hookName: "useAlertStatusContext",
	providerName: "<Alert />"
});
var { withProvider, withContext, useStyles: useAlertStyles, PropsProvider } = createSlotRecipeContext({ key: "alert" });
var AlertRoot = withProvider("div", "root", {
	forwardAsChild: true,
	wrapElement(element, props) {
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertStatusProvider, {
			value: { status: props.status || "info" },
			children: element
		});
	}
});
var AlertTitle = withContext("div", "title");
var AlertDescription = withContext("div", "description");
var AlertContent = withContext("div", "content");
var iconMap = {
	info: InfoIcon,
	warning: WarningIcon,
	success: CheckCircleIcon,
	error: WarningIcon,
	neutral: InfoIcon
};
var AlertIndicator = (0, import_react.forwardRef)(function AlertIndicator2(props, ref) {
	const api = useAlertStatusContext();
	const styles = useAlertStyles();
	const Icon = typeof api.status === "string" ? iconMap[api.status] : import_react.Fragment;
	const { children = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {}), ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		...rest,
		css: [styles.indicator, props.css],
		children
	});
});
// src/ui/cashdesk/parts.tsx
var import_dist = require_dist();
/** The player's currency as the brand displays it. */
function useCurrency() {
	const { auth } = useStore();
	return auth.currencyLabel;
}
var Money = ({ value, maxDigits = 2 }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormattedNumber, {
	value,
	minimumFractionDigits: 0,
	maximumFractionDigits: maxDigits
});
/** A labelled form field whose border shows its state (neutral, valid, invalid) and, when invalid, why. */
function FormField({ labelId, state, errorId, errorValues, helper, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		invalid: state === "invalid",
		"data-state-validity": state,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, {
				fontSize: "sm",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId })
			}),
			children,
			helper && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldHelperText, {
				color: "brand.textMuted",
				children: helper
			}),
			state === "invalid" && errorId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: errorId,
				values: errorValues
			}) })
		]
	});
}
/** Colours of an input by validity state. */
var inputStyle = (state) => ({
	borderRadius: "input",
	bg: "brand.bg",
	borderColor: state === "valid" ? "green.500" : state === "invalid" ? "red.500" : "brand.border"
});
/** "Min: 50 ARS · Max: 50 000 ARS" under an amount field; nothing until today's limits are known. */
var LimitsLabel = (0, import_dist.observer)(function LimitsLabel({ range, testId, currency: own }) {
	const playerCurrency = useCurrency();
	const currency = own ?? playerCurrency;
	if (!range) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: 4,
		fontSize: "xs",
		color: "brand.textMuted",
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "cashdesk.min",
			values: {
				amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, {
					value: range.min,
					maxDigits: own ? 8 : 2
				}),
				currency
			}
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "cashdesk.max",
			values: {
				amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, {
					value: range.max,
					maxDigits: own ? 8 : 2
				}),
				currency
			}
		}) })]
	});
});
var SecondaryButton = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
	variant: "outline",
	borderColor: "brand.border",
	color: "brand.text",
	borderRadius: "button",
	...props
});
/** The failed payment call's text: the brand's text for its code, else the platform's own message. */
var PaymentError = (0, import_dist.observer)(function PaymentError({ error }) {
	const { config } = useStore();
	const intl = useIntl();
	if (!error) return null;
	const text = resolveErrorMessage(error, config.rules, intl, config.rules.defaultErrorMessageId, {
		fallbackToServerMessage: error.kind === "rejected",
		values: errorTextValues(config)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "error",
		borderRadius: "card",
		"data-testid": "cashdesk-error",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.failed" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: text })] })]
	});
});
/** The support live chat from the platform's social links; without one, the contacts dialog. */
var SupportLink = (0, import_dist.observer)(function SupportLink() {
	const { app } = useStore();
	const links = useSocialLinks();
	const chat = links.find((l) => l.settingsKey === "tawk") ?? links.find((l) => l.icon === "chat");
	const label = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.writeToSupport" });
	if (chat) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
		href: chat.href,
		target: "_blank",
		rel: "noopener noreferrer",
		color: "brand.primary",
		fontWeight: "bold",
		"data-testid": "cashdesk-support",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				name: "chat",
				size: 16
			}),
			" ",
			label
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
		variant: "plain",
		p: 0,
		h: "auto",
		color: "brand.primary",
		fontWeight: "bold",
		onClick: () => app.setContactsOpened(true),
		"data-testid": "cashdesk-support",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				name: "chat",
				size: 16
			}),
			" ",
			label
		]
	});
});
/**
* Where a payment of this form stands when its answer did not say: being checked, still not known (check again, or
* send the same request again: its Idempotency-Key books it once), not booked; a session that ended; a payment another
* tab just sent. Replaces the ordinary error for those cases.
*/
var PaymentStatus = (0, import_dist.observer)(function PaymentStatus({ kind }) {
	const { payment, app } = useStore();
	const currency = useCurrency();
	const mine = payment.pending?.kind === kind ? payment.outcome : void 0;
	if (payment.otherTabWarning && payment.otherTab) {
		const { kind: theirs, amount } = payment.otherTab;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
			status: "warning",
			borderRadius: "card",
			"data-testid": "cashdesk-other-tab",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: "cashdesk.otherTab",
				values: {
					kind: theirs,
					amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: amount }),
					currency
				}
			}) })]
		});
	}
	if (payment.sessionEnded) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "warning",
		borderRadius: "card",
		"data-testid": "cashdesk-session-ended",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, {
			gap: 2,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.sessionEnded" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				alignSelf: "flex-start",
				variant: "outline",
				onClick: () => app.openAuthModal("SignIn"),
				"data-testid": "cashdesk-sign-in",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.signIn" })
			})]
		})]
	});
	if (mine === "checking") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "info",
		borderRadius: "card",
		role: "status",
		"data-testid": "cashdesk-outcome",
		"data-outcome": "checking",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { size: "sm" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.checking" }) })]
	});
	if (mine === "unknown") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "warning",
		borderRadius: "card",
		"data-testid": "cashdesk-outcome",
		"data-outcome": "unknown",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, {
			gap: 2,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.unknown.title" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.unknown.text" }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					gap: 2,
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "sm",
						variant: "outline",
						disabled: payment.actionProcessing,
						onClick: () => void payment.checkAgain(),
						"data-testid": "outcome-check-again",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.checkAgain" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "sm",
						variant: "outline",
						disabled: payment.actionProcessing,
						onClick: () => void payment.retryPending(),
						"data-testid": "outcome-retry",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.retry" })
					})]
				})
			]
		})]
	});
	if (mine === "notBooked") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "info",
		borderRadius: "card",
		"data-testid": "cashdesk-outcome",
		"data-outcome": "notBooked",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.outcome.notBooked" }) })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentError, { error: payment.error });
});
// src/i18n/amount.ts
var SPACES = /[\s\u00a0\u202f\u2007\u2009]/;
var MAX_DIGITS = 15;
var cache = /* @__PURE__ */ new Map();
/** The separators and digits of `locale`, from Intl's own formatting of a large number. */
function amountSymbols(locale) {
	const known = cache.get(locale);
	if (known) return known;
	const parts = new Intl.NumberFormat(locale, {
		useGrouping: true,
		minimumFractionDigits: 1,
		maximumFractionDigits: 1
	}).formatToParts(1234567890123.5);
	const ints = parts.filter((p) => p.type === "integer").map((p) => p.value);
	const plain = new Intl.NumberFormat(locale, { useGrouping: false });
	const symbols = {
		group: parts.find((p) => p.type === "group")?.value ?? "",
		decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
		primary: ints.length > 1 ? ints[ints.length - 1].length : 3,
		secondary: ints.length > 2 ? ints[ints.length - 2].length : 3,
		digits: Array.from({ length: 10 }, (_, d) => plain.format(d))
	};
	cache.set(locale, symbols);
	return symbols;
}
/**
* The amount `text` means in `locale` with at most `decimals` fraction digits, or why it is refused.
* Pure; see the file comment for what is read.
*/
function parseAmount(text, locale, decimals) {
	const { group, decimal, primary, secondary, digits } = amountSymbols(locale);
	const groupIsSpace = group !== "" && SPACES.test(group);
	let s = "";
	for (const ch of text.trim()) {
		const d = digits.indexOf(ch);
		if (d >= 0) s += String(d);
		else if (ch >= "0" && ch <= "9") s += ch;
		else if (ch === decimal) s += ".";
		else if (group !== "" && (ch === group || groupIsSpace && SPACES.test(ch))) s += "_";
		else if (ch === "-" || ch === "−") s += "-";
		else return {
			ok: false,
			reason: "unreadable"
		};
	}
	if (s === "") return {
		ok: true,
		value: 0
	};
	const m = /^-?([0-9_]*)(?:\.([0-9]*))?$/.exec(s);
	if (!m || m[1] === "" && (m[2] ?? "") === "") return {
		ok: false,
		reason: "unreadable"
	};
	const [, int, frac = ""] = m;
	if (int.includes("_")) {
		if (!new RegExp(`^[1-9][0-9]{0,${secondary - 1}}(?:_[0-9]{${secondary}})*_[0-9]{${primary}}$`).test(int)) return {
			ok: false,
			reason: "unreadable"
		};
	}
	if (s.includes(".") && decimals <= 0) return {
		ok: false,
		reason: "tooManyDecimals"
	};
	if (frac.length > decimals) return {
		ok: false,
		reason: "tooManyDecimals"
	};
	const intDigits = int.replace(/_/g, "").replace(/^0+(?=\d)/, "");
	if (intDigits.length + frac.length > MAX_DIGITS) return {
		ok: false,
		reason: "tooLong"
	};
	const value = Number(`${intDigits || "0"}.${frac || "0"}`);
	return {
		ok: true,
		value: Math.abs(value)
	};
}
/** An amount as the field shows it when set from outside (a quick amount, a language change): grouped, up to `decimals`. */
function formatAmountInput(value, locale, decimals) {
	return new Intl.NumberFormat(locale, {
		minimumFractionDigits: 0,
		maximumFractionDigits: decimals
	}).format(value);
}
/** An example of the expected form for the refusal message: 1234.5 (1234 with no decimals) in the language's style. */
function amountExample(locale, decimals) {
	return new Intl.NumberFormat(locale, {
		minimumFractionDigits: Math.min(decimals, 2),
		maximumFractionDigits: Math.min(decimals, 2),
		useGrouping: "always"
	}).format(decimals > 0 ? 1234.5 : 1234);
}
// src/ui/common/NumberInput.tsx
/**
* An amount field read the page language's way (`i18n/amount.ts`: what the site prints is what it
* reads). Empty means 0, a leading minus gives the absolute value (and is taken off the text); text it cannot read is kept as typed
* and yields null, and the caller shows `<AmountRefusal>` (or `amountRefusal` in a FormField). A value
* set from outside (a quick amount, a reset) or a language change re-writes the text in that language.
*/
function NumberInput({ value, onValueChange, decimals, ...rest }) {
	const { locale } = useIntl();
	const [text, setText] = (0, import_react.useState)(() => value ? formatAmountInput(value, locale, decimals) : "");
	const shownIn = (0, import_react.useRef)(locale);
	(0, import_react.useEffect)(() => {
		const languageChanged = shownIn.current !== locale;
		shownIn.current = locale;
		setText((shown) => {
			if (value === null) return shown;
			const read = parseAmount(shown, locale, decimals);
			if (!languageChanged && read.ok && read.value === value) return shown;
			return value ? formatAmountInput(value, locale, decimals) : "";
		});
	}, [
		value,
		locale,
		decimals
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		...rest,
		type: "text",
		inputMode: "decimal",
		autoComplete: "off",
		value: text,
		"aria-invalid": value === null || void 0,
		onChange: (e) => {
			const typed = e.currentTarget.value;
			const read = parseAmount(typed, locale, decimals);
			setText(read.ok ? typed.replace(/^(\s*)[-\u2212]/, "$1") : typed);
			const next = read.ok ? read.value : null;
			if (next !== value) onValueChange(next);
		}
	});
}
/** The refusal text's id and values for a FormField under an unreadable amount field. */
function useAmountRefusal(decimals) {
	const { locale } = useIntl();
	return {
		errorId: "amount.unreadable",
		errorValues: { example: amountExample(locale, decimals) }
	};
}
/** The refusal under an amount field outside a FormField: how to write the amount in the page language. */
function AmountRefusal({ decimals, testId }) {
	const { errorId, errorValues } = useAmountRefusal(decimals);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		role: "alert",
		color: "brand.error",
		fontSize: "sm",
		"data-testid": testId,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: errorId,
			values: errorValues
		})
	});
}
export { LimitsLabel as a, SecondaryButton as c, useCurrency as d, AlertContent as f, AlertTitle as g, AlertRoot as h, FormField as i, SupportLink as l, AlertIndicator as m, NumberInput as n, Money as o, AlertDescription as p, useAmountRefusal as r, PaymentStatus as s, AmountRefusal as t, inputStyle as u };
