import { S as HStack, _ as NativeSelectField, at as repeatValid, c as PrimaryButton, et as emailValid, h as require_dist, it as phoneState, k as Box, nt as passwordValid, p as Icon, rt as phoneDigits, tt as numberAfterCountryChange, v as NativeSelectIndicator, w as IconButton, y as NativeSelectRoot } from "../entry-server.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { P as require_jsx_runtime, a as Button, i as useIntl, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { i as FieldRoot, r as FieldLabel, t as FieldErrorText } from "./field-Dj6OBW9u.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Input } from "./input-CiXjfUgW.js";
// src/ui/common/PasswordInput.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Password field with a show/hide toggle. */
function PasswordInput(props) {
	const [shown, setShown] = (0, import_react.useState)(false);
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		position: "relative",
		w: "full",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			...props,
			type: shown ? "text" : "password",
			pr: "2.75rem"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			type: "button",
			size: "xs",
			variant: "ghost",
			position: "absolute",
			right: 1,
			top: "50%",
			transform: "translateY(-50%)",
			"aria-label": intl.formatMessage({ id: shown ? "auth.hidePassword" : "auth.showPassword" }),
			"aria-pressed": shown,
			onClick: () => setShown((s) => !s),
			"data-testid": "password-toggle",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				name: shown ? "eye-off" : "eye",
				size: 16
			})
		})]
	});
}
// src/ui/auth/fields.tsx
/** A labelled input of the auth forms with its error line. */
function TextField({ labelId, value, onChange, testId, error, invalid, password, type, autoComplete, disabled }) {
	const Comp = password ? PasswordInput : Input;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		invalid: Boolean(invalid),
		disabled,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: labelId }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Comp, {
				value,
				onChange: (e) => onChange(e.currentTarget.value),
				type: password ? void 0 : type,
				autoComplete,
				borderRadius: "input",
				"data-testid": testId
			}),
			invalid && error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, {
				"data-testid": `${testId}-error`,
				children: error
			}) : null
		]
	});
}
/** A text-styled button that switches the auth modal to another form. */
function LinkButton({ messageId, onClick, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		type: "button",
		variant: "plain",
		size: "sm",
		px: 0,
		textDecoration: "underline",
		onClick,
		"data-testid": testId,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: messageId })
	});
}
// src/ui/auth/PhoneField.tsx
/** A phone number with the brand's country table: picker (dial code), masked number and its validity state (spec §4/§5). */
function PhoneField(props) {
	const { countries, countryCode, number, testId } = props;
	const intl = useIntl();
	const regionName = (0, import_react.useMemo)(() => {
		const names = new Intl.DisplayNames([intl.locale], { type: "region" });
		return (code) => names.of(code) ?? code;
	}, [intl.locale]);
	const country = countries.find((c) => c.countryCode === countryCode);
	const state = phoneState(number, country);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, {
		invalid: state === "invalid",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signUp.phone" }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				gap: 2,
				w: "full",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectRoot, {
					width: {
						base: "8.5rem",
						sm: "13rem"
					},
					flexShrink: 0,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
						value: countryCode,
						"aria-label": intl.formatMessage({ id: "auth.signUp.country" }),
						onChange: (e) => {
							const next = countries.find((c) => c.countryCode === e.currentTarget.value);
							if (!next) return;
							props.onNumber(numberAfterCountryChange(number, country, next));
							props.onCountry(next.countryCode);
						},
						borderRadius: "input",
						"data-testid": `${testId}-country`,
						children: countries.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: c.countryCode,
							children: `${regionName(c.countryCode)} ${c.phoneCode}`
						}, c.countryCode))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectIndicator, {})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					type: "tel",
					inputMode: "tel",
					flex: "1",
					minW: 0,
					autoComplete: "tel-national",
					value: number,
					placeholder: country?.mask.replace(/9/g, "0"),
					onChange: (e) => props.onNumber(e.currentTarget.value),
					borderRadius: "input",
					"data-testid": `${testId}-phone`,
					"data-state": state
				})]
			}),
			state === "invalid" && country ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldErrorText, {
				"data-testid": `${testId}-phone-error`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
					id: "auth.signUp.phoneInvalid",
					values: { digits: country.minLength }
				})
			}) : null
		]
	});
}
// src/ui/auth/SignUpForm.tsx
/** The message for a password that breaks the rules: the minimum length and the required digits. */
function PasswordRuleText({ min, digits }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
		id: "auth.passwordRule",
		values: {
			min,
			digits
		}
	});
}
/**
* Sign-up (spec §2, §5): names, phone with the brand's country table, e-mail with send/confirm code,
* password and repeat, terms. Submit waits for a sent and confirmed code and every field valid.
*/
var SignUpForm = (0, import_dist.observer)(function SignUpForm() {
	const { account, app } = useStore();
	const countries = account.phoneCountries;
	const [f, setF] = (0, import_react.useState)({
		firstName: "",
		lastName: "",
		username: "",
		email: "",
		code: "",
		password: "",
		repeat: "",
		number: ""
	});
	const [countryCode, setCountryCode] = (0, import_react.useState)(countries[0]?.countryCode ?? "");
	const [terms, setTerms] = (0, import_react.useState)(false);
	const set = (key) => (value) => setF((old) => ({
		...old,
		[key]: value
	}));
	(0, import_react.useEffect)(() => account.resetSignUp(), [account]);
	const country = countries.find((c) => c.countryCode === countryCode);
	const phone = phoneState(f.number, country);
	const rules = account.playerRules;
	const emailOk = emailValid(f.email);
	const pwOk = passwordValid(f.password, rules);
	const repeatOk = repeatValid(f.password, f.repeat, rules);
	const sent = account.codeSentFor(f.email);
	const confirmed = account.confirmedFor(f.email);
	const filled = [
		f.firstName,
		f.lastName,
		f.username,
		f.code
	].every((v) => v.trim() !== "");
	const canSubmit = sent && confirmed && filled && emailOk && phone === "valid" && pwOk && repeatOk && terms && !account.signUpProcessing;
	const ruleText = rules ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordRuleText, {
		min: rules.minLength,
		digits: rules.digits
	}) : null;
	const submit = (e) => {
		e.preventDefault();
		if (!canSubmit || !country) return;
		account.signUp({
			...f,
			phone: phoneDigits(f.number)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"data-testid": "sign-up-form",
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 3,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 3,
					align: "start",
					flexDirection: {
						base: "column",
						sm: "row"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						labelId: "auth.signUp.firstName",
						value: f.firstName,
						onChange: set("firstName"),
						autoComplete: "given-name",
						testId: "sign-up-first-name"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						labelId: "auth.signUp.lastName",
						value: f.lastName,
						onChange: set("lastName"),
						autoComplete: "family-name",
						testId: "sign-up-last-name"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.signUp.username",
					value: f.username,
					onChange: set("username"),
					autoComplete: "nickname",
					testId: "sign-up-username"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneField, {
					countries,
					countryCode,
					onCountry: setCountryCode,
					number: f.number,
					onNumber: set("number"),
					testId: "sign-up"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 2,
					align: "end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						labelId: "auth.signUp.email",
						value: f.email,
						onChange: set("email"),
						type: "email",
						autoComplete: "email",
						invalid: f.email !== "" && !emailOk,
						error: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.emailInvalid" }),
						testId: "sign-up-email"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
						type: "button",
						flexShrink: 0,
						disabled: !emailOk || sent || account.emailCodeProcessing,
						loading: account.emailCodeProcessing,
						onClick: () => void account.sendEmailCode(f.email),
						"data-testid": "sign-up-send-code",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signUp.sendCode" })
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					gap: 2,
					align: "end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						labelId: "auth.signUp.code",
						value: f.code,
						onChange: set("code"),
						autoComplete: "one-time-code",
						testId: "sign-up-code"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
						type: "button",
						flexShrink: 0,
						disabled: f.code.trim() === "" || confirmed || !sent || account.confirmProcessing,
						loading: account.confirmProcessing,
						onClick: () => void account.confirmEmailCode(f.email, f.code),
						"data-testid": "sign-up-confirm-code",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: confirmed ? "auth.signUp.codeConfirmed" : "auth.signUp.confirmCode" })
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.password",
					value: f.password,
					onChange: set("password"),
					password: true,
					autoComplete: "new-password",
					invalid: f.password !== "" && !pwOk,
					error: ruleText,
					testId: "sign-up-password"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.repeatPassword",
					value: f.repeat,
					onChange: set("repeat"),
					password: true,
					autoComplete: "new-password",
					invalid: f.repeat !== "" && !repeatOk,
					error: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.passwordsDoNotMatch" }),
					testId: "sign-up-repeat"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					style: {
						display: "flex",
						gap: "0.5rem",
						alignItems: "center",
						cursor: "pointer"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						checked: terms,
						onChange: (e) => setTerms(e.currentTarget.checked),
						"data-testid": "sign-up-terms",
						style: {
							width: "1.1rem",
							height: "1.1rem"
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signUp.terms" })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
					type: "submit",
					disabled: !canSubmit,
					loading: account.signUpProcessing,
					"data-testid": "sign-up-submit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signUp.submit" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "center",
					gap: 1,
					fontSize: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signUp.haveAccount" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkButton, {
						messageId: "auth.signIn.title",
						onClick: () => app.openAuthModal("SignIn"),
						testId: "to-sign-in"
					})]
				})
			]
		})
	});
});
export { TextField as a, LinkButton as i, SignUpForm as n, PasswordInput as o, PhoneField as r, PasswordRuleText as t };
