import { t as Stack } from "./stack-F7ILj1Kw.js";
import { d as useLocation } from "./dist-QbtQ_FZR.js";
import { B as formatAmountShort, G as errorTextValues, S as HStack, U as errorIdOf, V as formatDailyTime, _ as NativeSelectField, b as Link, c as PrimaryButton, g as SimpleGrid, h as require_dist, i as Muted, j as pathEnabled, k as Box, n as Loading, nt as passwordValid, s as ActionButton, st as Link$1, v as NativeSelectIndicator, w as IconButton, y as NativeSelectRoot } from "../entry-server.js";
import { O as cx, P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { c as SecondaryButton, n as NumberInput, t as AmountRefusal } from "./NumberInput-yX8qQmmn.js";
import { ContactsList } from "./ContactsPage-WW8ADDxY.js";
import NotFoundPage from "./NotFoundPage-N206yS9h.js";
import { a as TextField, t as PasswordRuleText } from "./SignUpForm-CJ8e-3qC.js";
import { a as Field, c as SectionTitle, d as filterValue, f as withAll, i as DateRangeBar, l as StatusName, o as FilterBar, r as DateCell, s as Money, t as formatWhen, u as dateRangeValue } from "./when-BRYXc5hu.js";
import { t as weekdayName } from "./weekday-CgvmgapW.js";
import { t as useGrowingCount } from "./useGrowingCount-BWTYLQYo.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { t as Modal } from "./Modal-CIVXH1RW.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@chakra-ui/react/dist/esm/components/table/table.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { StylesProvider, ClassNamesProvider, useRecipeResult, withContext, useStyles: useTableStyles, PropsProvider } = createSlotRecipeContext({ key: "table" });
var TableRoot = (0, import_react.forwardRef)(function TableRoot2({ native, ...props }, ref) {
	const { styles, props: rootProps, classNames } = useRecipeResult(props);
	const rootCss = (0, import_react.useMemo)(() => {
		if (!native) return styles.root;
		return {
			...styles.root,
			"& thead": styles.header,
			"& tbody": styles.body,
			"& tfoot": styles.footer,
			"& thead th": styles.columnHeader,
			"& tr": styles.row,
			"& td": styles.cell,
			"& caption": styles.caption
		};
	}, [styles, native]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClassNamesProvider, {
		value: classNames,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StylesProvider, {
			value: styles,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.table, {
				ref,
				...rootProps,
				css: [rootCss, props.css],
				className: cx(classNames?.["root"], props.className)
			})
		})
	});
});
var TableRow = withContext("tr", "row");
chakra("div", { base: {
	display: "block",
	whiteSpace: "nowrap",
	WebkitOverflowScrolling: "touch",
	overflow: "auto",
	maxWidth: "100%"
} });
var TableHeader = withContext("thead", "header");
withContext("tfoot", "footer");
var TableColumnHeader = withContext("th", "columnHeader");
var TableCell = withContext("td", "cell");
withContext("caption", "caption", { defaultProps: { captionSide: "bottom" } });
var TableBody = withContext("tbody", "body");
withContext("colgroup");
withContext("col");
// src/ui/cashdesk/CashDeskSection.tsx
var import_dist = require_dist();
/** The profile's payment routes: they open the cash desk on the matching tab, and reopen it from here once closed. */
var CashDeskSection = (0, import_dist.observer)(function CashDeskSection({ kind }) {
	const { payment } = useStore();
	(0, import_react.useEffect)(() => {
		payment.open(kind);
	}, [payment, kind]);
	const other = kind === "Deposit" ? "Withdrawal" : "Deposit";
	const label = (k) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: k === "Deposit" ? "cashdesk.tab.deposit" : "cashdesk.tab.withdrawal" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		p: 6,
		bg: "brand.surface",
		borderRadius: "card",
		borderWidth: "1px",
		borderColor: "brand.border",
		"data-testid": "profile-cashdesk",
		"data-kind": kind,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "lg",
				fontWeight: "bold",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.title" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "cashdesk.section.text" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: 3,
				wrap: "wrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
					onClick: () => payment.open(kind),
					"data-testid": "profile-cashdesk-open",
					children: label(kind)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SecondaryButton, {
					onClick: () => payment.open(other),
					children: label(other)
				})]
			})
		]
	});
});
// src/pages/profile/ChangePasswordSection.tsx
/** Profile → change password: old, new and repeat; a differing repeat is refused before any call, success logs out. */
var ChangePasswordSection = (0, import_dist.observer)(function ChangePasswordSection() {
	const { account } = useStore();
	const [old, setOld] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const [repeat, setRepeat] = (0, import_react.useState)("");
	const rules = account.playerRules;
	const pwOk = passwordValid(password, rules);
	const disabled = account.changeProcessing || old.trim() === "" || !pwOk || repeat.trim() === "";
	const submit = (e) => {
		e.preventDefault();
		if (!disabled) account.profileChangePassword(old, password, repeat);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.form, {
		onSubmit: submit,
		noValidate: true,
		maxW: "28rem",
		"data-testid": "profile-change-password",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.oldPassword",
					value: old,
					onChange: setOld,
					password: true,
					autoComplete: "current-password",
					testId: "profile-old-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.newPassword",
					value: password,
					onChange: setPassword,
					password: true,
					autoComplete: "new-password",
					invalid: password !== "" && !pwOk,
					error: rules ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordRuleText, {
						min: rules.minLength,
						digits: rules.digits
					}) : null,
					testId: "profile-new-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.repeatPassword",
					value: repeat,
					onChange: setRepeat,
					password: true,
					autoComplete: "new-password",
					testId: "profile-repeat-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
					type: "submit",
					disabled,
					loading: account.changeProcessing,
					"data-testid": "profile-change-submit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.changePassword.submit" })
				})
			]
		})
	});
});
// src/pages/profile/sections/FailureText.tsx
/**
* What went wrong with a section's call: where (the section), what (the code's text from the
* brand's table, else the server's message, else the default text) and what to do (try again).
*/
var FailureText = (0, import_dist.observer)(function FailureText({ failure, whereId }) {
	const { config } = useStore();
	if (!failure) return null;
	const mapped = failure.code > 0 && config.rules.errorCodes[String(failure.code)] !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		role: "alert",
		color: "brand.error",
		"data-testid": "section-error",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: whereId }),
			" ",
			mapped || !failure.message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: errorIdOf(failure.code, config.rules),
				values: errorTextValues(config)
			}) : failure.message,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.error.retry" })
		]
	});
});
// src/pages/profile/sections/Account.tsx
/** User info: the platform's profile (GET /profile) with the balances. */
var UserInfo = (0, import_dist.observer)(function UserInfo() {
	const { auth, profile } = useStore();
	(0, import_react.useEffect)(() => {
		profile.load();
	}, [profile]);
	const cur = auth.currencyLabel;
	const p = profile.personal;
	const name = profile.loaded ? `${p.firstName} ${p.lastName}` : `${auth.user.firstName} ${auth.user.lastName}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.userInfo" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: 4,
				"data-testid": "profile-userinfo",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.name",
						children: name.trim() || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.username",
						children: p.username || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.email",
						children: p.email || auth.user.email || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.phone",
						children: p.phone || "—"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.id",
						children: auth.user.id
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.field.currency",
						children: cur
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "header.balance",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: auth.balance }),
							" ",
							cur
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "header.bonusBalance",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: auth.bonusBalance }),
							" ",
							cur
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FailureText, {
				failure: profile.failures.profile,
				whereId: "profile.where.userinfo"
			})
		]
	});
});
/** The sections the dashboard links to, with the text id of each. */
var DASHBOARD_LINKS = [
	["/profile/userinfo", "profile.tab.userInfo"],
	["/profile/casino-history", "profile.tab.casinoHistory"],
	["/profile/bet-history", "profile.tab.betHistory"],
	["/profile/transactions-history", "profile.tab.transactions"],
	["/profile/balance-history", "profile.tab.balanceHistory"],
	["/profile/payment/history/top-up", "profile.tab.topUpHistory"],
	["/profile/payment/history/withdrawal", "profile.tab.withdrawalHistory"],
	["/profile/bonus", "profile.tab.bonus"],
	["/profile/cashback-history", "profile.tab.cashback"],
	["/profile/promocode", "profile.tab.promocode"],
	["/profile/referral", "profile.tab.referral"],
	["/profile/verification", "profile.tab.verification"],
	["/profile/settings", "profile.tab.settings"],
	["/profile/change-language", "profile.tab.changeLanguage"],
	["/profile/contacts", "profile.tab.contacts"]
];
/** Dashboard: the balances at a glance and a link to every section. */
var Dashboard = (0, import_dist.observer)(function Dashboard() {
	const root = useStore();
	const { auth } = root;
	const cur = auth.currencyLabel;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "profile-dashboard",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.dashboard" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: 4,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
					labelId: "header.balance",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: auth.balance }),
						" ",
						cur
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
					labelId: "header.bonusBalance",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: auth.bonusBalance }),
						" ",
						cur
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					sm: 2,
					md: 3
				},
				gap: 2,
				as: "ul",
				listStyleType: "none",
				children: DASHBOARD_LINKS.filter(([to]) => pathEnabled(to, root.config.brand.features)).map(([to, id]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					asChild: true,
					color: "brand.primary",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						to,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id })
					})
				}) }, to))
			})
		]
	});
});
var Choice = ({ active, onClick, children, testId }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
	onClick,
	"aria-pressed": active,
	variant: active ? "solid" : "outline",
	bg: active ? "brand.primary" : void 0,
	color: active ? "brand.primaryText" : "brand.text",
	borderRadius: "button",
	size: "sm",
	"data-testid": testId,
	children
});
var LanguageChoices = (0, import_dist.observer)(function LanguageChoices() {
	const { locale } = useStore();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
		gap: 3,
		wrap: "wrap",
		"data-testid": "profile-language",
		children: locale.languages.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
			active: l.code === locale.language,
			onClick: () => locale.setLanguage(l.code),
			children: l.label
		}, l.code))
	});
});
function ChangeLanguage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.changeLanguage" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageChoices, {})]
	});
}
/** Settings: theme, language and odds format (kept in the user's settings). */
var Settings = (0, import_dist.observer)(function Settings() {
	const { userSettings, config } = useStore();
	const odds = config.rules.oddTypes ?? [{
		value: config.rules.defaults.oddType,
		labelId: `odds.${config.rules.defaults.oddType}`
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 5,
		"data-testid": "profile-settings",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.settings" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 2,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "bold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.settings.theme" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					gap: 3,
					children: ["light", "dark"].map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
						active: userSettings.themeMode === t,
						onClick: () => userSettings.setTheme(t),
						testId: `theme-${t}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `profile.settings.theme.${t}` })
					}, t))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 2,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "bold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.settings.language" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageChoices, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 2,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "bold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.settings.odds" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					gap: 3,
					wrap: "wrap",
					children: odds.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
						active: userSettings.odd === o.value,
						onClick: () => userSettings.setOddType(o.value),
						testId: `odds-${o.value}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: o.labelId })
					}, o.value))
				})]
			})
		]
	});
});
/** Verification: whether the platform has the player's e-mail as verified, and sending the e-mail again. */
var Verification = (0, import_dist.observer)(function Verification({ confirmedPage = false }) {
	const { profile, notify } = useStore();
	(0, import_react.useEffect)(() => {
		profile.load();
	}, [profile]);
	const resend = async () => {
		if (!await profile.sendVerification()) notify.success("profile.verification.sent");
	};
	const verified = profile.personal.verified;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": confirmedPage ? "profile-verification-confirmed" : "profile-verification",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: confirmedPage ? "profile.tab.verificationConfirmed" : "profile.tab.verification" }),
			!profile.loaded && !profile.failures.profile ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "verification-status",
				"data-verified": verified === true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: verified ? confirmedPage ? "profile.verification.confirmed" : "profile.verification.verified" : "profile.verification.notVerified" })
			}),
			profile.loaded && !verified && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				alignSelf: "start",
				onClick: () => void resend(),
				disabled: profile.actionProcessing,
				bg: "brand.primary",
				color: "brand.primaryText",
				borderRadius: "button",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.verification.resend" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FailureText, {
				failure: profile.failures.verification ?? profile.failures.profile,
				whereId: "profile.where.verification"
			})
		]
	});
});
// src/pages/profile/sections/Bonus.tsx
/**
* My bonus: wagering (bonus state and wager info), the brand's bonus terms, the odds conditions of bonus and
* free bets (rules.betting), the loyalty programme (rules.loyalty), and the balance switch.
*/
var Bonus = (0, import_dist.observer)(function Bonus() {
	const root = useStore();
	const { auth, profile } = root;
	(0, import_react.useEffect)(() => {
		auth.fetchBonusState();
		auth.fetchWagerInfo();
		profile.load();
	}, [auth, profile]);
	const cur = auth.currencyLabel;
	const w = auth.wageringData;
	const terms = root.config.rules.bonus;
	const { betting, loyalty, amountDecimals } = root.config.rules;
	const { locale, formatMessage } = useIntl();
	const odds = (n) => formatAmountShort(n, locale, amountDecimals);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "profile-bonus",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.bonus" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 3
				},
				gap: 4,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "profile.bonus.total",
						testId: "bonus-total",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: w.totalWagerAmount || auth.wageringAmount }),
							" ",
							cur
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "profile.bonus.played",
						testId: "bonus-played",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: w.alreadyPlaid || auth.amountPlayed }),
							" ",
							cur
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "profile.bonus.left",
						testId: "bonus-left",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: w.leftToPlay || auth.amountLeftToPlay }),
							" ",
							cur
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "bonus-terms",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "profile.bonus.terms",
					values: {
						percent: terms.firstDepositPercent,
						multiplier: terms.wageringMultiplier,
						spins: terms.registrationFreeSpins
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "bonus-bet-conditions",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "profile.bonus.betConditions",
					values: {
						bonusOdds: odds(betting.bonusBetMinOdds),
						freeOdds: odds(betting.freeBetMinOdds)
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 1,
				"data-testid": "bonus-loyalty",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontWeight: "bold",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.bonus.loyaltyTitle" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "profile.bonus.loyalty",
					values: {
						points: formatAmountShort(loyalty.points, locale, 0),
						amount: formatAmountShort(loyalty.amount, locale, amountDecimals),
						currency: formatMessage({ id: loyalty.currencyLabelId }),
						days: loyalty.lossWindowDays,
						day: weekdayName(loyalty.payoutDay, locale),
						time: loyalty.payoutTime
					}
				}) })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 2,
				direction: {
					base: "column",
					md: "row"
				},
				align: { md: "center" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"data-testid": "bonus-active",
					"data-active": profile.isBonusActive,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: profile.isBonusActive ? "profile.bonus.playingBonus" : "profile.bonus.playingReal" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: () => void profile.switchBalance(),
					disabled: profile.actionProcessing || !profile.loaded,
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					"data-testid": "bonus-switch",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: profile.isBonusActive ? "profile.bonus.switchToReal" : "profile.bonus.switchToBonus" })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FailureText, {
				failure: profile.failures.switch ?? profile.failures.profile,
				whereId: "profile.where.bonus"
			})
		]
	});
});
// src/pages/profile/sections/Cashback.tsx
/**
* Cashback: the balance (GET /api/cashback/balance), moving it to the main balance, and when it is
* paid. The platform has no cashback history call (spec §3 calls its history mocked data): credited
* cashback shows in the balance history, and the page says so and links there.
*/
var Cashback = (0, import_dist.observer)(function Cashback() {
	const root = useStore();
	const { profile } = root;
	const intl = useIntl();
	(0, import_react.useEffect)(() => {
		profile.loadCashback();
	}, [profile]);
	const { payoutTime, timeZone } = root.config.rules.cashback;
	const when = formatDailyTime(payoutTime, timeZone, intl.locale);
	const cur = root.auth.currencyLabel;
	const withdraw = async () => {
		if (!await profile.withdrawCashback()) {
			root.notify.success("profile.cashback.withdrawn");
			root.auth.fetchBalance();
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "profile-cashback",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.cashback" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				"data-testid": "cashback-payout",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "profile.cashback.payout",
					values: when
				})
			}),
			profile.cashbackBalance === void 0 && !profile.failures.cashback ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: 4,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
					labelId: "profile.cashback.balance",
					testId: "cashback-balance",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: profile.cashbackBalance }),
						" ",
						cur
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				alignSelf: "start",
				onClick: () => void withdraw(),
				disabled: profile.actionProcessing || !profile.cashbackBalance,
				bg: "brand.primary",
				color: "brand.primaryText",
				borderRadius: "button",
				"data-testid": "cashback-withdraw",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.cashback.withdraw" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FailureText, {
				failure: profile.failures.cashbackWithdraw ?? profile.failures.cashback,
				whereId: "profile.where.cashback"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				"data-testid": "cashback-history",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "profile.cashback.history",
					values: { link: (chunks) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						asChild: true,
						color: "brand.primary",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							to: "/profile/balance-history",
							children: chunks
						})
					}) }
				})
			})
		]
	});
});
// src/pages/profile/HistoryTable.tsx
/** A plain history table; shows an empty-state text when there are no rows. */
function HistoryTable({ rows, columns, testId }) {
	if (rows.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.history.empty" }) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRoot, {
		size: "sm",
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
			bg: "brand.surfaceAlt",
			children: columns.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableColumnHeader, {
				color: "brand.text",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: c.labelId })
			}, c.labelId))
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map((row, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
			bg: "brand.surface",
			children: columns.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				color: "brand.text",
				children: c.cell(row)
			}, c.labelId))
		}, i)) })]
	});
}
/**
* A history table that grows (useHistoryList): loading spinner, the server's text on failure
* (spec §8), the rows shown so far, and the sentinel whose visibility shows more.
*/
function LazyHistoryTable({ history, columns, testId }) {
	if (history.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {});
	if (history.status === "failed") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: history.message || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.history.failed" }) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"data-testid": `${testId}-list`,
		"data-rows": history.rows.length,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HistoryTable, {
				rows: history.rows,
				columns,
				testId
			}),
			history.moreFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				role: "alert",
				gap: 3,
				py: 2,
				flexWrap: "wrap",
				"data-testid": "history-more-failed",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: history.moreFailed.message || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.history.moreFailed" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					variant: "outline",
					onClick: history.moreFailed.retry,
					"data-testid": "history-retry",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.history.retry" })
				})]
			}),
			history.hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				ref: history.sentinelRef,
				h: 6,
				"data-testid": "history-sentinel",
				"aria-hidden": true
			})
		]
	});
}
// src/pages/profile/useHistoryList.ts
/**
* A profile list that grows as the player scrolls (brand rules.json `lazyList`): it shows `initial`
* rows, and `step` more each time the sentinel becomes `threshold` visible (at most once per
* `throttleMs`, watched from `startDelayMs` after each step). Only the shown count is kept here;
* the store fetches the server pages that count needs. Call from an observer.
*/
function useHistoryList(list, section, filter = {}) {
	const key = `${section}|${JSON.stringify(filter)}`;
	const { lazyList } = useStore().config.rules;
	const growth = (0, import_react.useMemo)(() => ({
		base: lazyList.initial,
		step: lazyList.step,
		stepDelayMs: 0,
		throttleMs: lazyList.throttleMs,
		startDelayMs: lazyList.startDelayMs,
		threshold: lazyList.threshold
	}), [lazyList]);
	const current = list.key === key;
	const growing = useGrowingCount(current ? list.reachable : 0, growth, key);
	const wanted = growing.count;
	const loaded = current ? list.rows.length : 0;
	(0, import_react.useEffect)(() => {
		list.ensure(key, wanted, filter);
	}, [
		list,
		key,
		wanted,
		loaded
	]);
	if (!current || list.status === "loading") return { status: "loading" };
	if (list.status === "failed") return {
		status: "failed",
		message: list.error ?? ""
	};
	const moreFailed = list.moreFailed ? {
		message: list.error ?? "",
		retry: () => {
			list.clearError();
			list.ensure(key, wanted + lazyList.step, filter);
		}
	} : void 0;
	return {
		status: "ready",
		rows: list.rows.slice(0, wanted),
		hasMore: growing.hasMore,
		sentinelRef: growing.sentinelRef,
		moreFailed
	};
}
// src/pages/profile/sections/Histories.tsx
/** Casino history (spec §3): the casino result filter (all, win, lost) from the brand's table. */
var CasinoHistory = (0, import_dist.observer)(function CasinoHistory() {
	const root = useStore();
	const options = withAll(root.config.rules.historyFilters.casinoResult);
	const [result, setResult] = (0, import_react.useState)("all");
	const history = useHistoryList(root.profileHistory.casinoBets, `casino|${root.locale.apiCode}`, filterValue(options, result, "result"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.casinoHistory" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterBar, {
				labelId: "profile.filter.result",
				options,
				value: result,
				onChange: setResult,
				testId: "filter-result"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyHistoryTable, {
				testId: "casino-history",
				history,
				columns: [
					{
						labelId: "profile.col.date",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.date })
					},
					{
						labelId: "profile.col.provider",
						cell: (r) => root.casino.providerName(r.provider)
					},
					{
						labelId: "profile.col.game",
						cell: (r) => r.game ?? ""
					},
					{
						labelId: "profile.col.amount",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.amount })
					},
					{
						labelId: "profile.col.status",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusName, {
							list: "bet",
							value: r.status
						})
					},
					{
						labelId: "profile.col.balanceAfter",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.balance_after })
					}
				]
			})
		]
	});
});
/** The entry type's name by the brand's balance entry types (rules.balanceEntryTypes). */
var EntryType = (0, import_dist.observer)(function EntryType({ value }) {
	const { config } = useStore();
	const name = Object.entries(config.rules.balanceEntryTypes).find(([, v]) => v === value)?.[0];
	return name ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `profile.entry.${name}` }) : value ?? "—";
});
/** A payment system as the player reads it: the platform's internal ones (bonus, free spins) by the brand's table, a bank's name as sent. */
var PaymentSystem = (0, import_dist.observer)(function PaymentSystem({ value }) {
	const { config } = useStore();
	const id = value ? config.rules.paymentSystemNames?.[value.trim()] : void 0;
	return id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id }) : value ?? "";
});
var paymentStatusList = (r, types) => r.type === types.bonusTopUp ? "bonusPayment" : r.type === types.bonusWithdrawal ? "bonusWithdrawal" : r.type === types.withdrawal ? "withdrawal" : "payment";
/**
* Transactions (spec §4/§9): type filter from the brand's transaction types (its "all" entry from the brand's
* history type table), status filter from its status table, and a date range sent in the brand's API date format.
*/
var Transactions = (0, import_dist.observer)(function Transactions() {
	const root = useStore();
	const { historyFilters, balanceEntryTypes } = root.config.rules;
	const types = withAll([...historyFilters.type.filter((o) => o.id === "all"), ...historyFilters.transactionType]);
	const statuses = withAll(historyFilters.transactionStatus);
	const [type, setType] = (0, import_react.useState)("all");
	const [status, setStatus] = (0, import_react.useState)("all");
	const [from, setFrom] = (0, import_react.useState)("");
	const [to, setTo] = (0, import_react.useState)("");
	const history = useHistoryList(root.profileHistory.payments, `transactions|${root.locale.apiCode}`, {
		...filterValue(types, type, "type"),
		...filterValue(statuses, status, "status"),
		...dateRangeValue(from, to)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.transactions" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterBar, {
				labelId: "profile.filter.type",
				options: types,
				value: type,
				onChange: setType,
				testId: "filter-type"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterBar, {
				labelId: "profile.filter.status",
				options: statuses,
				value: status,
				onChange: setStatus,
				testId: "filter-status"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateRangeBar, {
				from,
				to,
				onFrom: setFrom,
				onTo: setTo,
				testId: "filter-dates"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyHistoryTable, {
				testId: "transactions-history",
				history,
				columns: [
					{
						labelId: "profile.col.date",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.created_at })
					},
					{
						labelId: "profile.col.type",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntryType, { value: r.type })
					},
					{
						labelId: "profile.col.system",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentSystem, { value: r.payment_system })
					},
					{
						labelId: "profile.col.amount",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.value })
					},
					{
						labelId: "profile.col.status",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusName, {
							list: paymentStatusList(r, balanceEntryTypes),
							value: r.status
						})
					}
				]
			})
		]
	});
});
/** Balance history (spec §9): balance type filter (all, balance, free spins) from the brand's table. */
var BalanceHistory = (0, import_dist.observer)(function BalanceHistory() {
	const root = useStore();
	const options = withAll(root.config.rules.historyFilters.balance);
	const [kind, setKind] = (0, import_react.useState)("all");
	const history = useHistoryList(root.profileHistory.balance, `balance|${root.locale.apiCode}`, filterValue(options, kind, "balance_type"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.balanceHistory" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterBar, {
				labelId: "profile.filter.balance",
				options,
				value: kind,
				onChange: setKind,
				testId: "filter-balance"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyHistoryTable, {
				testId: "balance-history",
				history,
				columns: [
					{
						labelId: "profile.col.date",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.created_at })
					},
					{
						labelId: "profile.col.type",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntryType, { value: r.type })
					},
					{
						labelId: "profile.col.amount",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.value })
					},
					{
						labelId: "profile.col.balanceAfter",
						cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.balance_after })
					}
				]
			})
		]
	});
});
/** Requests history (deposit or withdrawal requests, pages from meta.pages), status names by the brand's table. */
var RequestsHistory = (0, import_dist.observer)(function RequestsHistory({ kind }) {
	const root = useStore();
	const list = kind === "Deposit" ? root.profileHistory.depositRequests : root.profileHistory.withdrawalRequests;
	const testId = kind === "Deposit" ? "requests-top-up" : "requests-withdrawal";
	const history = useHistoryList(list, `${testId}|${root.locale.apiCode}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: kind === "Deposit" ? "profile.tab.topUpHistory" : "profile.tab.withdrawalHistory" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyHistoryTable, {
			testId,
			history,
			columns: [
				{
					labelId: "profile.col.date",
					cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.date })
				},
				{
					labelId: "profile.col.amount",
					cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.amount })
				},
				{
					labelId: "profile.col.status",
					cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusName, {
						list: kind === "Deposit" ? "topUp" : "withdrawal",
						value: r.status
					})
				},
				{
					labelId: "profile.col.comment",
					cell: (r) => r.comment ?? ""
				}
			]
		})]
	});
});
/** Sport bet history: the platform has no call for it (spec §7); the page says so instead of showing another list. */
function BetHistory() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "bet-history",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.betHistory" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.betHistory.noCall" }) })]
	});
}
// src/pages/profile/sections/Promocode.tsx
/** Promo code: activation (refusal text under the field, success toast) and the activated codes. */
var Promocode = (0, import_dist.observer)(function Promocode() {
	const { promocode } = useStore();
	const intl = useIntl();
	const [code, setCode] = (0, import_react.useState)("");
	const history = useHistoryList(promocode.history, `promocodes|${promocode.lastActivated}`);
	const submit = async (e) => {
		e.preventDefault();
		if (!await promocode.activate(code) && !promocode.errorId) setCode("");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "profile-promocode",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.promocode" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: (e) => void submit(e),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 2,
					align: "start",
					wrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
						value: code,
						onChange: (e) => setCode(e.target.value),
						placeholder: intl.formatMessage({ id: "profile.promo.placeholder" }),
						"aria-label": intl.formatMessage({ id: "profile.promo.placeholder" }),
						"aria-invalid": promocode.errorId !== void 0,
						maxW: "320px",
						"data-testid": "promo-input"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						disabled: promocode.actionProcessing || !code.trim(),
						bg: "brand.primary",
						color: "brand.primaryText",
						borderRadius: "button",
						"data-testid": "promo-activate",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.promo.activate" })
					})]
				})
			}),
			promocode.errorId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				role: "alert",
				color: "brand.error",
				"data-testid": "promo-error",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: promocode.errorId })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.promo.history" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyHistoryTable, {
				testId: "promo-history",
				history,
				columns: [{
					labelId: "profile.col.date",
					cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.created_at })
				}, {
					labelId: "profile.col.code",
					cell: (r) => r.code ?? ""
				}]
			})
		]
	});
});
// src/pages/profile/sections/Referral.tsx
/** Previous, the page numbers, next; the current page is marked for assistive technology too. */
var Paginator = (0, import_dist.observer)(function Paginator({ page, count, onPage }) {
	const intl = useIntl();
	if (count <= 1) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: 1,
		wrap: "wrap",
		as: "nav",
		"aria-label": intl.formatMessage({ id: "profile.referral.pages" }),
		"data-testid": "referral-paginator",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "sm",
				variant: "outline",
				"aria-label": intl.formatMessage({ id: "profile.page.previous" }),
				disabled: page === 0,
				onClick: () => onPage(page - 1),
				children: "‹"
			}),
			Array.from({ length: count }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "sm",
				variant: i === page ? "solid" : "outline",
				bg: i === page ? "brand.primary" : void 0,
				color: i === page ? "brand.primaryText" : "brand.text",
				"aria-current": i === page ? "page" : void 0,
				onClick: () => onPage(i),
				children: i + 1
			}, i)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "sm",
				variant: "outline",
				"aria-label": intl.formatMessage({ id: "profile.page.next" }),
				disabled: page >= count - 1,
				onClick: () => onPage(page + 1),
				children: "›"
			})
		]
	});
});
/** Referral programme: the invite link to copy, friends invited, the reward, and the paged history. */
var Referral = (0, import_dist.observer)(function Referral() {
	const root = useStore();
	const { referral, notify } = root;
	(0, import_react.useEffect)(() => {
		referral.loadStatistic();
		referral.loadPage(referral.page);
	}, [referral]);
	const cur = root.auth.currencyLabel;
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(referral.inviteLink);
			notify.success("profile.referral.copied");
		} catch {
			notify.add({
				messageId: "profile.referral.copyFailed",
				type: "error"
			});
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 4,
		"data-testid": "profile-referral",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.referral" }),
			referral.statisticLoaded && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				columns: {
					base: 1,
					md: 3
				},
				gap: 4,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						p: 4,
						bg: "brand.surface",
						borderRadius: "card",
						borderWidth: "1px",
						borderColor: "brand.border",
						minW: 0,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontSize: "xs",
								color: "brand.textMuted",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.referral.link" })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontWeight: "bold",
								wordBreak: "break-all",
								"data-testid": "referral-link",
								children: referral.inviteLink
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								size: "xs",
								mt: 2,
								onClick: () => void copy(),
								variant: "outline",
								borderRadius: "button",
								"data-testid": "referral-copy",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "profile.referral.copy" })
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
						labelId: "profile.referral.invited",
						testId: "referral-invited",
						children: referral.friendsInvited
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Field, {
						labelId: "profile.referral.reward",
						testId: "referral-reward",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: referral.rewardAmount }),
							" ",
							cur
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FailureText, {
				failure: referral.failures.statistic ?? referral.failures.history,
				whereId: "profile.where.referral"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.referral.history" }),
			!referral.historyLoaded && !referral.failures.history ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"data-testid": "referral-history",
				"data-page": referral.page,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HistoryTable, {
					rows: referral.rows,
					testId: "referral-table",
					columns: [
						{
							labelId: "profile.col.date",
							cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DateCell, { value: r.created_at })
						},
						{
							labelId: "profile.col.username",
							cell: (r) => r.username ?? ""
						},
						{
							labelId: "profile.col.reward",
							cell: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: r.reward })
						}
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
				page: referral.page,
				count: referral.pageCount,
				onPage: (p) => void referral.loadPage(p)
			})
		]
	});
});
// src/pages/responsibleGambling/ResponsibleGamblingSection.tsx
var isMinutes = (kind) => kind === "sessionMinutes";
/** Profile → responsible gambling: the player's limits, the reality-check interval, time-out and self-exclusion. */
var ResponsibleGamblingSection = (0, import_dist.observer)(function ResponsibleGamblingSection() {
	const { responsibleGambling: rg } = useStore();
	(0, import_react.useEffect)(() => {
		rg.load();
	}, [rg]);
	if (!rg.settings) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 6,
		"data-testid": "profile-rg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "profile.tab.responsibleGambling" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "rg.limits.intro",
					values: { hours: rg.coolingPeriodHours ?? rg.settings.coolingPeriodHours }
				})
			}),
			!rg.loaded && !rg.errorId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: 3,
				children: rg.settings.limits.map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LimitRow, { kind }, kind))
			}),
			rg.errorId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				role: "alert",
				color: "brand.error",
				"data-testid": "rg-error",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: rg.errorId })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RealityCheckChoice, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Exclusion, {
				kind: "timeOut",
				days: rg.settings.timeOutDays
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Exclusion, {
				kind: "selfExclusion",
				days: rg.settings.selfExclusionDays
			})
		]
	});
});
/** One limit: what is set, used and left, a pending change with its date, and a field to change it. */
var LimitRow = (0, import_dist.observer)(function LimitRow({ kind }) {
	const { responsibleGambling: rg, notify, auth, config } = useStore();
	const intl = useIntl();
	const [value, setValue] = (0, import_react.useState)(0);
	const decimals = isMinutes(kind) ? 0 : config.rules.amountDecimals;
	const limit = rg.limitOf(kind);
	const unit = isMinutes(kind) ? intl.formatMessage({ id: "rg.unit.minutes" }) : auth.currencyLabel;
	const amount = (n) => isMinutes(kind) ? String(n) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Money, { value: n });
	const when = (ms) => formatWhen(ms, intl.locale, config.rules.displayDateFormat);
	const save = async (next) => {
		const result = await rg.setLimit(kind, next);
		if (!result) return;
		setValue(0);
		if (result.pendingUntil !== void 0) notify.success("rg.limit.savedPending", { date: when(result.pendingUntil) });
		else notify.success("rg.limit.saved");
	};
	const submit = (e) => {
		e.preventDefault();
		if (value !== null && value > 0) save(value);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		p: 4,
		bg: "brand.surface",
		borderRadius: "card",
		borderWidth: "1px",
		borderColor: "brand.border",
		"data-testid": `rg-limit-${kind}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontWeight: "semibold",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `rg.limit.${kind}` })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fontSize: "sm",
				"data-testid": `rg-limit-${kind}-current`,
				children: [limit.amount === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.limit.none" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "rg.limit.current",
					values: {
						amount: amount(limit.amount),
						unit
					}
				}), limit.remaining !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [" · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "rg.limit.left",
					values: {
						amount: amount(limit.remaining),
						unit
					}
				})] })]
			}),
			limit.pending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fontSize: "sm",
				color: "brand.warning",
				"data-testid": `rg-limit-${kind}-pending`,
				children: limit.pending.amount === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "rg.limit.pendingRemoval",
					values: { date: when(limit.pending.effectiveAt) }
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "rg.limit.pendingUntil",
					values: {
						amount: amount(limit.pending.amount),
						unit,
						date: when(limit.pending.effectiveAt)
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				onSubmit: submit,
				noValidate: true,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 2,
					mt: 3,
					wrap: "wrap",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
							value,
							onValueChange: setValue,
							decimals,
							maxW: "200px",
							placeholder: intl.formatMessage({ id: "rg.limit.placeholder" }, { unit }),
							"aria-label": intl.formatMessage({ id: `rg.limit.${kind}` }),
							"data-testid": `rg-limit-${kind}-input`
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							disabled: value === null || !(value > 0) || rg.actionProcessing,
							bg: "brand.primary",
							color: "brand.primaryText",
							borderRadius: "button",
							"data-testid": `rg-limit-${kind}-save`,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.limit.save" })
						}),
						limit.amount !== null && !(limit.pending && limit.pending.amount === null) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outline",
							borderColor: "brand.border",
							color: "brand.text",
							borderRadius: "button",
							disabled: rg.actionProcessing,
							onClick: () => void save(null),
							"data-testid": `rg-limit-${kind}-remove`,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.limit.remove" })
						})
					]
				}), value === null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AmountRefusal, {
					decimals,
					testId: `rg-limit-${kind}-unreadable`
				})]
			})
		]
	});
});
/** The reality-check interval among the brand's allowed values. */
var RealityCheckChoice = (0, import_dist.observer)(function RealityCheckChoice() {
	const { realityCheck: rc, notify } = useStore();
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		"data-testid": "rg-reality-check",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: "rg.realityCheck.title" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.realityCheck.intro" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
				maxW: "240px",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
					value: String(rc.intervalMinutes),
					"aria-label": intl.formatMessage({ id: "rg.realityCheck.title" }),
					onChange: (e) => {
						if (rc.setIntervalMinutes(Number(e.currentTarget.value))) notify.success("rg.realityCheck.saved");
					},
					"data-testid": "rg-reality-check-interval",
					children: rc.allowedMinutes.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: String(m),
						children: intl.formatMessage({ id: "rg.realityCheck.every" }, { minutes: m })
					}, m))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
			})
		]
	});
});
/** A time-out or self-exclusion: a period, then a confirmation that says what happens. */
var Exclusion = (0, import_dist.observer)(function Exclusion({ kind, days }) {
	const { responsibleGambling: rg } = useStore();
	const intl = useIntl();
	const [chosen, setChosen] = (0, import_react.useState)(days[0]);
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const period = intl.formatMessage({ id: "rg.days" }, { days: chosen });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		"data-testid": `rg-${kind}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, { id: `rg.${kind}.title` }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				color: "brand.textMuted",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `rg.${kind}.intro` })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: 2,
				wrap: "wrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
					maxW: "240px",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						value: String(chosen),
						onChange: (e) => setChosen(Number(e.currentTarget.value)),
						"aria-label": intl.formatMessage({ id: `rg.${kind}.title` }),
						"data-testid": `rg-${kind}-days`,
						children: days.map((d) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: String(d),
							children: intl.formatMessage({ id: "rg.days" }, { days: d })
						}, d))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outline",
					borderColor: "brand.error",
					color: "brand.error",
					borderRadius: "button",
					onClick: () => setConfirming(true),
					"data-testid": `rg-${kind}-start`,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `rg.${kind}.start` })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Modal, {
				open: confirming,
				onClose: () => setConfirming(false),
				title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `rg.${kind}.title` }),
				testId: `rg-${kind}-confirm`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					mb: 6,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
						id: `rg.${kind}.confirm`,
						values: { period }
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 3,
					justify: "flex-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outline",
						onClick: () => setConfirming(false),
						"data-testid": `rg-${kind}-cancel`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "common.no" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionButton, {
						bg: "brand.error",
						color: "white",
						borderRadius: "button",
						loading: rg.actionProcessing,
						onClick: async () => {
							if (!await rg.exclude(kind, chosen)) setConfirming(false);
						},
						"data-testid": `rg-${kind}-yes`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
							id: `rg.${kind}.yes`,
							values: { period }
						})
					})]
				})]
			})
		]
	});
});
// src/pages/profile/ProfileSection.tsx
/** Every profile section by its path after /profile/ (the route table's profile family, src/config/routes.ts). */
var SECTIONS = {
	"": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoHistory, {}),
	"casino-history": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoHistory, {}),
	"bet-history": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BetHistory, {}),
	"transactions-history": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transactions, {}),
	"balance-history": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BalanceHistory, {}),
	"payment/history/top-up": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestsHistory, { kind: "Deposit" }),
	"payment/history/withdrawal": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestsHistory, { kind: "Withdrawal" }),
	bonus: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Bonus, {}),
	"cashback-history": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cashback, {}),
	promocode: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Promocode, {}),
	referral: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Referral, {}),
	userinfo: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserInfo, {}),
	"change-password": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordSection, {}),
	dashboard: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dashboard, {}),
	settings: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Settings, {}),
	"change-language": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangeLanguage, {}),
	contacts: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactsList, {}),
	verification: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verification, {}),
	"verification-confirmed": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verification, { confirmedPage: true }),
	"payment/top-up": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CashDeskSection, { kind: "Deposit" }),
	"payment/withdrawal": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CashDeskSection, { kind: "Withdrawal" }),
	"responsible-gambling": () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResponsibleGamblingSection, {})
};
/** One profile section, chosen by the path after /profile/; a path with no section is not found. */
function ProfileSection() {
	const { pathname } = useLocation();
	const key = pathname.replace(/^\/profile\/?/, "").replace(/\/$/, "");
	const render = SECTIONS[key];
	return render ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		gap: 4,
		children: render()
	}, key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
}
export { SECTIONS, ProfileSection as default };
