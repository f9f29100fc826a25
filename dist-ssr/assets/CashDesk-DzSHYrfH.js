import { C as Flex, G as errorTextValues, N as fieldState, S as HStack, X as linkTarget, _ as NativeSelectField, b as Link, c as PrimaryButton, g as SimpleGrid, h as require_dist, k as Box, o as useWide, ot as resolveErrorMessage, p as Icon, v as NativeSelectIndicator, w as IconButton, x as Image, y as NativeSelectRoot } from "../entry-server.js";
import { t as CloseButton } from "./close-button-DxsR-3sk.js";
import { t as Portal } from "./portal-DcAZmYl4.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { O as cx, P as require_jsx_runtime, S as chakra, a as Button, g as EMPTY_SLOT_STYLES, h as useRecipe, i as useIntl, l as dataAttr, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { a as LimitsLabel, c as SecondaryButton, d as useCurrency, f as AlertContent, g as AlertTitle, h as AlertRoot, i as FormField, l as SupportLink, m as AlertIndicator, n as NumberInput, o as Money, p as AlertDescription, r as useAmountRefusal, s as PaymentStatus, u as inputStyle } from "./NumberInput-yX8qQmmn.js";
import { a as DialogHeader, c as DialogTitle, i as DialogContent, n as DialogBody, o as DialogPositioner, r as DialogCloseTrigger, s as DialogRoot, t as DialogBackdrop } from "./dialog-DnS1D-ms.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
// node_modules/@chakra-ui/react/dist/esm/components/group/group.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var StyledGroup = chakra("div", {
	base: {
		display: "inline-flex",
		gap: "var(--group-gap, 0.5rem)",
		isolation: "isolate",
		position: "relative",
		"& [data-group-item]": { _focusVisible: { zIndex: 1 } }
	},
	variants: {
		orientation: {
			horizontal: { flexDirection: "row" },
			vertical: { flexDirection: "column" }
		},
		attached: { true: { gap: "0!" } },
		grow: { true: {
			display: "flex",
			"& > *": { flex: 1 }
		} },
		stacking: {
			"first-on-top": { "& > [data-group-item]": { zIndex: "calc(var(--group-count) - var(--group-index))" } },
			"last-on-top": { "& > [data-group-item]": { zIndex: "var(--group-index)" } }
		}
	},
	compoundVariants: [{
		orientation: "horizontal",
		attached: true,
		css: {
			"& > *[data-first]": {
				borderEndRadius: "0!",
				marginEnd: "-1px"
			},
			"& > *[data-between]": {
				borderRadius: "0!",
				marginEnd: "-1px"
			},
			"& > *[data-last]": { borderStartRadius: "0!" }
		}
	}, {
		orientation: "vertical",
		attached: true,
		css: {
			"& > *[data-first]": {
				borderBottomRadius: "0!",
				marginBottom: "-1px"
			},
			"& > *[data-between]": {
				borderRadius: "0!",
				marginBottom: "-1px"
			},
			"& > *[data-last]": { borderTopRadius: "0!" }
		}
	}],
	defaultVariants: { orientation: "horizontal" }
});
var Group = (0, import_react.memo)((0, import_react.forwardRef)(function Group2(props, ref) {
	const { align = "center", justify = "flex-start", children, wrap, skip, ...rest } = props;
	const _children = (0, import_react.useMemo)(() => {
		let childArray = import_react.Children.toArray(children).filter(import_react.isValidElement);
		if (childArray.length === 1) return childArray;
		const validChildArray = childArray.filter((child) => !skip?.(child));
		const validChildCount = validChildArray.length;
		if (validChildArray.length === 1) return childArray;
		return childArray.map((child) => {
			const childProps = child.props;
			if (skip?.(child)) return child;
			const index = validChildArray.indexOf(child);
			return (0, import_react.cloneElement)(child, {
				...childProps,
				"data-group-item": "",
				"data-first": dataAttr(index === 0),
				"data-last": dataAttr(index === validChildCount - 1),
				"data-between": dataAttr(index > 0 && index < validChildCount - 1),
				style: {
					"--group-count": validChildCount,
					"--group-index": index,
					...childProps?.style ?? {}
				}
			});
		});
	}, [children, skip]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StyledGroup, {
		ref,
		alignItems: align,
		justifyContent: justify,
		flexWrap: wrap,
		...rest,
		className: cx("chakra-group", props.className),
		children: _children
	});
}));
Group.displayName = "Group";
// node_modules/@chakra-ui/react/dist/esm/components/input-addon/input-addon.js
var InputAddon = (0, import_react.forwardRef)(function InputAddon2({ unstyled, ...props }, ref) {
	const recipe = useRecipe({
		key: "inputAddon",
		recipe: props.recipe
	});
	const [variantProps, localProps] = recipe.splitVariantProps(props);
	const styles = unstyled ? EMPTY_SLOT_STYLES : recipe(variantProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.div, {
		ref,
		...localProps,
		css: [styles, props.css]
	});
});
// node_modules/@chakra-ui/react/dist/esm/components/input-element/input-element.js
var InputElement = chakra("div", {
	base: {
		display: "flex",
		alignItems: "center",
		justifyContent: "center",
		position: "absolute",
		zIndex: 2,
		color: "fg.muted",
		height: "full",
		fontSize: "sm",
		px: "3"
	},
	variants: { placement: {
		start: { insetInlineStart: "0" },
		end: { insetInlineEnd: "0" }
	} }
});
// node_modules/@chakra-ui/react/dist/esm/components/input-group/input-group.js
var InputGroup = (0, import_react.forwardRef)(function InputGroup2(props, ref) {
	const { startElement, startElementProps, endElement, endElementProps, startAddon, startAddonProps, endAddon, endAddonProps, children, startOffset = "0px", endOffset = "0px", ...rest } = props;
	const child = import_react.Children.only(children);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		width: "full",
		ref,
		attached: Boolean(startAddon || endAddon),
		skip: (el) => el.type === InputElement,
		...rest,
		children: [
			startAddon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAddon, {
				...startAddonProps,
				children: startAddon
			}),
			startElement && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputElement, {
				pointerEvents: "none",
				...startElementProps,
				children: startElement
			}),
			(0, import_react.cloneElement)(child, {
				...startElement && { ps: `calc(var(--input-height) - ${startOffset})` },
				...endElement && { pe: `calc(var(--input-height) - ${endOffset})` },
				...children.props
			}),
			endElement && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputElement, {
				placement: "end",
				...endElementProps,
				children: endElement
			}),
			endAddon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAddon, {
				...endAddonProps,
				children: endAddon
			})
		]
	});
});
// src/ui/cashdesk/crypto.tsx
var import_dist = require_dist();
/** The crypto options of a method select; none when the brand has no crypto payments or the list failed. */
var CryptoOptions = (0, import_dist.observer)(function CryptoOptions({ valuePrefix }) {
	const { payment } = useStore();
	const offered = payment.crypto.offered;
	if (!offered.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: offered.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: `${valuePrefix}${s.currency}`,
		"data-crypto": s.currency,
		children: s.name === s.currency ? s.currency : `${s.name} (${s.currency})`
	}, s.id)) });
});
/**
* What went wrong with the crypto service, shown beside the form: the currency list failed (bank
* methods still work), or the chosen currency's limits failed or are loading (the amount cannot be checked).
*/
var CryptoNotice = (0, import_dist.observer)(function CryptoNotice({ kind, currency }) {
	const { payment } = useStore();
	const crypto = payment.crypto;
	if (!crypto.enabled) return null;
	if (crypto.servicesState === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "warning",
		borderRadius: "card",
		"data-testid": "crypto-unavailable",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, {
			gap: 2,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.unavailable" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "outline",
				onClick: () => void crypto.loadServices(),
				"data-testid": "crypto-retry",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.retry" })
			}) })]
		})]
	});
	if (!currency) return null;
	if (crypto.limitLoading(kind, currency)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontSize: "sm",
		color: "brand.textMuted",
		"data-testid": "crypto-limit-loading",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "cashdesk.crypto.limitLoading",
			values: { currency }
		})
	});
	if (crypto.limitError(kind, currency)) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "error",
		borderRadius: "card",
		"data-testid": "crypto-limit-failed",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, {
			gap: 2,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: "cashdesk.crypto.limitFailed",
				values: { currency }
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "outline",
				onClick: () => void crypto.loadLimit(kind, currency),
				"data-testid": "crypto-limit-retry",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.retry" })
			}) })]
		})]
	});
	return null;
});
/**
* The crypto deposit's payment page on its completion. The address comes from the platform, so it goes
* through the same guard as any server-sent link: this site's paths, or hosts the brand allow-lists.
*/
var InvoiceLink = (0, import_dist.observer)(function InvoiceLink() {
	const { payment, config } = useStore();
	const url = payment.invoiceUrl;
	if (url === void 0) return null;
	const target = linkTarget(url, window.location.origin, config.brand.externalLinkHosts ?? []);
	if (target.kind === "none") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		align: "center",
		"data-testid": "crypto-invoice-blocked",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.invoiceBlocked" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SupportLink, {})]
	});
	const href = target.kind === "external" ? target.href : target.path;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		align: "center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.invoiceText" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href,
			target: "_blank",
			rel: "noopener noreferrer",
			px: 4,
			py: 2,
			borderRadius: "button",
			bg: "brand.primary",
			color: "brand.primaryText",
			fontWeight: "bold",
			"data-testid": "crypto-invoice",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.crypto.invoiceOpen" })
		})]
	});
});
/** The first-deposit bonus terms from rules.bonus, which the player ticks to take the bonus. */
var BonusAgreement = (0, import_dist.observer)(function BonusAgreement() {
	const { payment, config } = useStore();
	if (!payment.asksBonusAgreement) return null;
	const terms = config.rules.bonus;
	const form = payment.deposit;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 1,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			as: "label",
			display: "flex",
			gap: 2,
			alignItems: "flex-start",
			cursor: "pointer",
			fontSize: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.input, {
				type: "checkbox",
				checked: form.bonusAgreement,
				onChange: (e) => form.setBonusAgreement(e.currentTarget.checked),
				w: "1.1rem",
				h: "1.1rem",
				mt: "0.15rem",
				flexShrink: 0,
				"data-testid": "deposit-bonus-agreement"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				as: "span",
				"data-testid": "deposit-bonus-terms",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "cashdesk.bonus.agreement",
					values: {
						percent: terms.firstDepositPercent,
						multiplier: terms.wageringMultiplier,
						spins: terms.registrationFreeSpins
					}
				})
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "xs",
			color: "brand.textMuted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.bonus.agreementHint" })
		})]
	});
});
// src/ui/cashdesk/DepositForm.tsx
/** Deposit page 1: method, quick amounts, custom amount with the limits. */
var AmountPage = (0, import_dist.observer)(function AmountPage() {
	const { payment, config } = useStore();
	const intl = useIntl();
	const currency = useCurrency();
	const form = payment.deposit;
	const next = (e) => {
		e.preventDefault();
		payment.nextDepositPage();
	};
	const state = fieldState(form.amount > 0 || form.amountUnreadable, form.invalid.amount || form.overLimit);
	const decimals = form.crypto ? 8 : config.rules.amountDecimals;
	const refusal = useAmountRefusal(decimals);
	const cryptoOffered = payment.crypto.offered.length > 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: next,
		noValidate: true,
		"data-testid": "deposit-page-1",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				(payment.requisites.length > 0 || cryptoOffered) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					labelId: "cashdesk.deposit.method",
					state: "neutral",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
						value: form.crypto ? `crypto:${form.crypto}` : form.system,
						onChange: (e) => payment.selectDepositMethod(e.currentTarget.value),
						"data-testid": "deposit-method",
						...inputStyle("neutral"),
						children: [
							payment.requisites.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: String(r.id),
								children: r.detail ? `${r.system} — ${r.detail}` : r.system
							}, r.id)),
							payment.requisites.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "-1",
								children: intl.formatMessage({ id: "cashdesk.method.support" })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CryptoOptions, { valuePrefix: "crypto:" })
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CryptoNotice, {
					kind: "deposit",
					currency: form.crypto
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "semibold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.deposit.selectAmount" })
				}),
				!form.crypto && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
					columns: {
						base: 3,
						sm: 4
					},
					gap: 2,
					"data-testid": "quick-amounts",
					children: config.rules.payment.quickDeposits.map((amount) => {
						const active = !form.amountUnreadable && form.amount === amount;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
							size: "sm",
							onClick: () => form.setAmount(amount),
							"aria-pressed": active,
							bg: active ? "brand.primary" : void 0,
							color: active ? "brand.primaryText" : "brand.text",
							borderColor: active ? "brand.primary" : "brand.border",
							"data-testid": `quick-amount-${amount}`,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: amount })
						}, amount);
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
					labelId: "cashdesk.amount",
					state,
					errorId: form.amountUnreadable ? refusal.errorId : form.invalid.amount ? "cashdesk.amount.invalid" : void 0,
					errorValues: form.amountUnreadable ? refusal.errorValues : void 0,
					helper: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LimitsLabel, {
						range: form.limits,
						currency: form.crypto || void 0,
						testId: "deposit-limits"
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputGroup, {
						endElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fontSize: "sm",
							color: "brand.textMuted",
							"data-testid": "deposit-currency",
							children: form.crypto || currency
						}),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
							value: form.amountUnreadable ? null : form.amount,
							onValueChange: (v) => form.setAmount(v),
							decimals,
							placeholder: intl.formatMessage({ id: "cashdesk.amount.placeholder" }),
							"data-testid": "deposit-amount",
							...inputStyle(state)
						})
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositLimitNote, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BonusAgreement, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "flex-end",
					gap: 3,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
						onClick: () => payment.close(),
						"data-testid": "cashdesk-cancel",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.cancel" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
						type: "submit",
						disabled: !form.canLeaveAmountPage,
						"data-testid": "deposit-next",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.next" })
					})]
				})
			]
		})
	});
});
/**
* What the player's own deposit limit leaves (responsible gambling), and a clear refusal above it; for a
* crypto amount (in coins) only what is left, on both pages, as the platform's refusal shows beside it.
*/
var DepositLimitNote = (0, import_dist.observer)(function DepositLimitNote() {
	const { payment } = useStore();
	const currency = useCurrency();
	const form = payment.deposit;
	const limit = form.depositLimit;
	if (!limit) return null;
	const values = {
		amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: limit.remaining }),
		currency,
		period: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `rg.period.${limit.kind}` })
	};
	if (form.crypto) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontSize: "sm",
		color: "brand.textMuted",
		"data-testid": "deposit-limit-left",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "rg.deposit.leftCrypto",
			values: {
				...values,
				coin: form.crypto
			}
		})
	});
	return form.overLimit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		role: "alert",
		color: "brand.error",
		fontSize: "sm",
		"data-testid": "deposit-limit-over",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "rg.deposit.over",
			values
		})
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fontSize: "sm",
		color: "brand.textMuted",
		"data-testid": "deposit-limit-left",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "rg.deposit.left",
			values
		})
	});
});
/** A value the player needs to copy into their bank app. */
var CopyRow = (0, import_dist.observer)(function CopyRow({ labelId, value, testId }) {
	const { notify } = useStore();
	const intl = useIntl();
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(value);
			notify.success("cashdesk.copied");
		} catch {
			notify.add({
				messageId: "cashdesk.copyFailed",
				type: "error"
			});
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		justify: "space-between",
		gap: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			minW: 0,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "xs",
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontWeight: "bold",
				wordBreak: "break-all",
				"data-testid": testId,
				children: value
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			size: "sm",
			variant: "ghost",
			color: "brand.text",
			"aria-label": intl.formatMessage({ id: "cashdesk.copy" }),
			onClick: copy,
			"data-testid": `${testId}-copy`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				name: "copy",
				size: 18
			})
		})]
	});
});
var RequisiteCard = ({ requisite }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
	gap: 3,
	p: 4,
	borderWidth: "1px",
	borderColor: "brand.border",
	borderRadius: "card",
	bg: "brand.bg",
	"data-testid": "deposit-requisite",
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontWeight: "semibold",
			children: requisite.system
		}),
		requisite.accountName && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
			labelId: "cashdesk.deposit.accountName",
			value: requisite.accountName,
			testId: "requisite-account-name"
		}),
		requisite.requisite && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
			labelId: "cashdesk.deposit.requisite",
			value: requisite.requisite,
			testId: "requisite-number"
		}),
		requisite.definition && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			color: "brand.textMuted",
			children: requisite.definition
		})
	]
});
/** Deposit page 2: the bank transfer (or, for a crypto currency, what happens next) and submit. */
var TransferPage = (0, import_dist.observer)(function TransferPage({ completeAsScreen }) {
	const { payment } = useStore();
	const currency = useCurrency();
	const form = payment.deposit;
	const locked = payment.isLocked("Deposit");
	const submit = (e) => {
		e.preventDefault();
		payment.submitDeposit({ completeAsScreen });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		"data-testid": "deposit-page-2",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				form.crypto ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"data-testid": "deposit-crypto",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
						id: "cashdesk.crypto.deposit",
						values: {
							amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, {
								value: form.amount,
								maxDigits: 8
							}),
							currency: form.crypto
						}
					})
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BankTransfer, { locked }),
				form.crypto && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositLimitNote, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentStatus, { kind: "Deposit" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "space-between",
					gap: 3,
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
						onClick: () => payment.backDepositPage(),
						disabled: payment.actionProcessing || locked,
						"data-testid": "deposit-back",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.back" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
						gap: 3,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
							onClick: () => payment.close(),
							"data-testid": "cashdesk-cancel",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.cancel" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
							type: "submit",
							disabled: !form.canSubmit || payment.actionProcessing || locked,
							loading: payment.actionProcessing,
							"data-testid": "deposit-submit",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
								id: "cashdesk.deposit.submit",
								values: {
									amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, {
										value: form.amount,
										maxDigits: form.crypto ? 8 : 2
									}),
									currency: form.crypto || currency
								}
							})
						})]
					})]
				})
			]
		})
	});
});
/** Page 2 of a bank deposit: where to pay (or contact support when unverified) and the IBAN paid from. */
var BankTransfer = (0, import_dist.observer)(function BankTransfer({ locked }) {
	const { payment, config } = useStore();
	const intl = useIntl();
	const currency = useCurrency();
	const form = payment.deposit;
	const requisite = payment.selectedRequisite;
	const state = fieldState(form.ibanNumber !== "", form.invalid.ibanNumber);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "cashdesk.deposit.transfer",
			values: {
				amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: form.amount }),
				currency
			}
		}) }),
		requisite ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequisiteCard, { requisite }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 2,
			p: 4,
			borderWidth: "1px",
			borderColor: "brand.border",
			borderRadius: "card",
			bg: "brand.bg",
			"data-testid": "deposit-unverified",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: "cashdesk.deposit.unverified",
				values: { count: config.rules.payment.unverifiedDepositCount }
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SupportLink, {})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			color: "brand.textMuted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.deposit.afterPayment" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			labelId: "cashdesk.deposit.iban",
			state,
			errorId: "cashdesk.deposit.iban.invalid",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
				value: form.ibanNumber,
				onChange: (e) => form.setIbanNumber(e.currentTarget.value),
				placeholder: intl.formatMessage({ id: "cashdesk.deposit.iban.placeholder" }),
				autoComplete: "off",
				disabled: locked,
				"data-testid": "deposit-iban",
				...inputStyle(state)
			})
		})
	] });
});
/** The deposit tab: page 1 (amount), page 2 (transfer) — page 3 is the shared completion screen. */
var DepositForm = (0, import_dist.observer)(function DepositForm({ completeAsScreen }) {
	const { payment } = useStore();
	return payment.depositPage === 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransferPage, { completeAsScreen });
});
// src/ui/cashdesk/WithdrawalForm.tsx
/** Why the withdrawal cannot go through now: the platform's refusal, or the bonus wagering still to play. */
var WageringBlock = (0, import_dist.observer)(function WageringBlock() {
	const { payment, config } = useStore();
	const intl = useIntl();
	const currency = useCurrency();
	const block = payment.withdrawalBlock;
	if (!block) return null;
	const serverText = block.reason === "server" && payment.error ? resolveErrorMessage(payment.error, config.rules, intl, config.rules.defaultErrorMessageId, {
		fallbackToServerMessage: true,
		values: errorTextValues(config)
	}) : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertRoot, {
		status: "warning",
		borderRadius: "card",
		"data-testid": "withdrawal-blocked",
		"data-reason": block.reason,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertIndicator, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertContent, {
			gap: 1,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.withdrawal.blocked.title" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertDescription, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 1,
				children: [
					serverText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: serverText }),
					block.leftToPlay > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
						id: "cashdesk.withdrawal.blocked.left",
						values: {
							amount: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: block.leftToPlay }),
							currency
						}
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SupportLink, {})
				]
			}) })]
		})]
	});
});
/** Withdrawal page 1: bank, country, account, amount with the limits; submit. */
var WithdrawalForm = (0, import_dist.observer)(function WithdrawalForm({ completeAsScreen }) {
	const { payment, config } = useStore();
	const intl = useIntl();
	const currency = useCurrency();
	const form = payment.withdrawal;
	const country = payment.withdrawalCountry;
	const submit = (e) => {
		e.preventDefault();
		payment.submitWithdrawal({ completeAsScreen });
	};
	const text = (value, invalid) => fieldState(value !== "", invalid);
	const states = {
		system: text(form.system, form.invalid.system),
		accountName: text(form.accountName, form.invalid.accountName),
		accountID: text(form.accountID, form.invalid.accountID),
		amount: fieldState(form.amount > 0 || form.amountUnreadable, form.invalid.amount)
	};
	const decimals = form.crypto ? 8 : config.rules.amountDecimals;
	const refusal = useAmountRefusal(decimals);
	const blockedByServer = payment.withdrawalBlock?.reason === "server";
	const blockedByBonus = payment.withdrawalBlock?.reason === "bonus";
	const cryptoOffered = payment.crypto.offered.length > 0;
	const locked = payment.isLocked("Withdrawal");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		"data-testid": "withdrawal-page-1",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 3,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WageringBlock, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(chakra.fieldset, {
					disabled: locked,
					display: "contents",
					children: [
						cryptoOffered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: "cashdesk.withdrawal.method",
							state: "neutral",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
								value: form.crypto,
								onChange: (e) => payment.selectWithdrawalMethod(e.currentTarget.value),
								"data-testid": "withdrawal-method",
								...inputStyle("neutral"),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: intl.formatMessage({ id: "cashdesk.method.bank" })
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CryptoOptions, { valuePrefix: "" })]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})] })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CryptoNotice, {
							kind: "withdrawal",
							currency: form.crypto
						}),
						!form.crypto && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: "cashdesk.withdrawal.bank",
							state: states.system,
							errorId: "cashdesk.required",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								value: form.system,
								onChange: (e) => form.setSystem(e.currentTarget.value),
								autoComplete: "off",
								"data-testid": "withdrawal-bank",
								...inputStyle(states.system)
							})
						}),
						!form.crypto && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: "cashdesk.withdrawal.country",
							state: "neutral",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
								gap: 2,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
									src: payment.flagUrl(country.code),
									alt: "",
									w: "28px",
									h: "20px",
									objectFit: "cover",
									borderRadius: "2px",
									flexShrink: 0,
									"data-testid": "withdrawal-country-flag"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
									flex: 1,
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
										value: String(country.value),
										onChange: (e) => form.setCountry(Number(e.currentTarget.value)),
										"data-testid": "withdrawal-country",
										...inputStyle("neutral"),
										children: config.rules.payment.withdrawalCountries.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
											value: String(c.value),
											children: intl.formatMessage({ id: c.labelId })
										}, c.value))
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
								})]
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: "cashdesk.withdrawal.accountName",
							state: states.accountName,
							errorId: "cashdesk.required",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								value: form.accountName,
								onChange: (e) => form.setAccountName(e.currentTarget.value),
								autoComplete: "name",
								"data-testid": "withdrawal-account-name",
								...inputStyle(states.accountName)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: form.crypto ? "cashdesk.withdrawal.wallet" : "cashdesk.withdrawal.accountId",
							state: states.accountID,
							errorId: "cashdesk.required",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
								value: form.accountID,
								onChange: (e) => form.setAccountID(e.currentTarget.value),
								autoComplete: "off",
								"data-testid": "withdrawal-account-id",
								...inputStyle(states.accountID)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
							labelId: "cashdesk.amount",
							state: states.amount,
							errorId: form.amountUnreadable ? refusal.errorId : "cashdesk.amount.invalid",
							errorValues: form.amountUnreadable ? refusal.errorValues : void 0,
							helper: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LimitsLabel, {
								range: form.limits,
								currency: form.crypto || void 0,
								testId: "withdrawal-limits"
							}),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputGroup, {
								endElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fontSize: "sm",
									color: "brand.textMuted",
									"data-testid": "withdrawal-currency",
									children: form.crypto || currency
								}),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
									value: form.amountUnreadable ? null : form.amount,
									onValueChange: (v) => form.setAmount(v),
									decimals,
									placeholder: intl.formatMessage({ id: "cashdesk.amount.placeholder" }),
									"data-testid": "withdrawal-amount",
									...inputStyle(states.amount)
								})
							})
						})
					]
				}),
				!blockedByServer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentStatus, { kind: "Withdrawal" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "flex-end",
					gap: 3,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
						onClick: () => payment.close(),
						"data-testid": "cashdesk-cancel",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.cancel" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
						type: "submit",
						disabled: !form.canSubmit || payment.actionProcessing || blockedByBonus || locked,
						loading: payment.actionProcessing,
						"data-testid": "withdrawal-submit",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.withdrawal.submit" })
					})]
				})
			]
		})
	});
});
// src/ui/cashdesk/CashDesk.tsx
/** Completion: which payment was sent, how long it takes (rules.payment.operationTime), OK closes. */
var Completion = (0, import_dist.observer)(function Completion({ kind }) {
	const { payment, config } = useStore();
	const { fromMinutes, toHours } = config.rules.payment.operationTime;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		align: "center",
		textAlign: "center",
		py: 4,
		"data-testid": "cashdesk-complete",
		"data-kind": kind,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
				w: "56px",
				h: "56px",
				borderRadius: "full",
				bg: "brand.primary",
				color: "brand.primaryText",
				align: "center",
				justify: "center",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					name: "wallet",
					size: 28
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "xl",
				fontWeight: "bold",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: kind === "Deposit" ? "cashdesk.complete.deposit" : "cashdesk.complete.withdrawal" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				"data-testid": "cashdesk-operation-time",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "cashdesk.complete.operationTime",
					values: {
						from: fromMinutes,
						to: toHours
					}
				})
			}),
			kind === "Deposit" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InvoiceLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
				minW: "8rem",
				onClick: () => payment.close(),
				"data-testid": "cashdesk-ok",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.ok" })
			})
		]
	});
});
var TABS = [["Deposit", "cashdesk.tab.deposit"], ["Withdrawal", "cashdesk.tab.withdrawal"]];
/**
* The cash desk dialog (spec §2): Deposit and Withdrawal tabs over their forms, the completion
* screen, closed by its cross, an outside click, Escape or Cancel. On a phone the completion
* reopens the dialog as CompleteScreen.
*/
var CashDesk = (0, import_dist.observer)(function CashDesk() {
	const { payment } = useStore();
	const intl = useIntl();
	const isPhone = !useWide();
	const { isOpen, type } = payment.modal;
	const completed = payment.completed;
	let body;
	if (type === "CompleteScreen") body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Completion, { kind: completed ?? "Deposit" });
	else if (type === "Deposit") body = payment.depositPage === 3 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Completion, { kind: "Deposit" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DepositForm, { completeAsScreen: isPhone });
	else body = payment.withdrawalPage === 2 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Completion, { kind: "Withdrawal" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WithdrawalForm, { completeAsScreen: isPhone });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open: isOpen,
		onOpenChange: (e) => {
			if (!e.open) payment.close();
		},
		placement: {
			base: "bottom",
			md: "center"
		},
		scrollBehavior: "inside",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			bg: "brand.surface",
			color: "brand.text",
			borderRadius: "modal",
			w: {
				base: "calc(100vw - 16px)",
				md: "480px"
			},
			maxW: "480px",
			mx: 2,
			mb: {
				base: 2,
				md: "auto"
			},
			"data-testid": "cashdesk",
			"data-type": type,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogHeader, {
					pb: 2,
					pe: 12,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
						srOnly: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.title" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flex, {
						gap: 1,
						p: 1,
						bg: "brand.bg",
						borderRadius: "button",
						w: "full",
						role: "tablist",
						children: TABS.map(([kind, labelId]) => {
							const active = type === kind;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								as: "button",
								role: "tab",
								"aria-selected": active,
								flex: 1,
								py: 2,
								borderRadius: "button",
								fontWeight: "semibold",
								fontSize: "sm",
								cursor: "pointer",
								bg: active ? "brand.primary" : "transparent",
								color: active ? "brand.primaryText" : "brand.text",
								onClick: () => payment.open(kind),
								"data-testid": `cashdesk-tab-${kind.toLowerCase()}`,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId })
							}, kind);
						})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, {
					pb: 6,
					children: body
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
					asChild: true,
					top: 4,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
						size: "sm",
						"aria-label": intl.formatMessage({ id: "common.close" }),
						"data-testid": "cashdesk-close"
					})
				})
			]
		}) })] })
	});
});
export { CashDesk as default };
