import { $ as NEUTRAL_TEXTS, C as Flex, S as HStack, at as repeatValid, c as PrimaryButton, et as emailValid, h as require_dist, it as phoneState, k as Box, m as brandAsset, nt as passwordValid, s as ActionButton, x as Image } from "../entry-server.js";
import { P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Modal } from "./Modal-CIVXH1RW.js";
import { i as FieldRoot, r as FieldLabel } from "./field-Dj6OBW9u.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { a as TextField, i as LinkButton, n as SignUpForm, o as PasswordInput, r as PhoneField, t as PasswordRuleText } from "./SignUpForm-CJ8e-3qC.js";
import { t as Input } from "./input-CiXjfUgW.js";
import { t as HelpLine } from "./HelpLine-CflB0Bmw.js";
// src/ui/auth/LogOutConfirm.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Logout confirmation: Yes ends the session, No keeps it. */
function LogOutConfirm({ onDone }) {
	const { auth } = useStore();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		mb: 6,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.logOut.question" })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
		gap: 3,
		justify: "flex-end",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outline",
			onClick: onDone,
			"data-testid": "logout-no",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "common.no" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			bg: "brand.primary",
			color: "brand.primaryText",
			borderRadius: "button",
			"data-testid": "logout-yes",
			onClick: () => {
				onDone();
				auth.logout();
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "common.yes" })
		})]
	})] });
}
// src/ui/auth/NewPasswordFields.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A new password and its repeat, checked as typed against the platform's player rules (reset and change password). */
function NewPasswordFields(props) {
	const { password, repeat, rules } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		labelId: "auth.newPassword",
		value: password,
		onChange: props.onPassword,
		password: true,
		autoComplete: "new-password",
		invalid: password !== "" && !passwordValid(password, rules),
		error: rules ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordRuleText, {
			min: rules.minLength,
			digits: rules.digits
		}) : null,
		testId: props.testIds.password
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		labelId: "auth.repeatPassword",
		value: repeat,
		onChange: props.onRepeat,
		password: true,
		autoComplete: "new-password",
		invalid: repeat !== "" && !repeatValid(password, repeat, rules),
		error: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.passwordsDoNotMatch" }),
		testId: props.testIds.repeat
	})] });
}
// src/ui/auth/ResetPasswordForm.tsx
var CHANNELS = ["email", "phone"];
/** Forgot password in three steps (e-mail or phone → code → new password); the dots jump to any step. */
var ResetPasswordForm = (0, import_dist.observer)(function ResetPasswordForm() {
	const { account, app } = useStore();
	const intl = useIntl();
	const channel = account.resetChannel;
	const setChannel = (c) => account.setResetChannel(c);
	const [email, setEmail] = (0, import_react.useState)(account.resetEmail);
	const countries = account.phoneCountries;
	const [countryCode, setCountryCode] = (0, import_react.useState)(countries[0]?.countryCode ?? "");
	const [number, setNumber] = (0, import_react.useState)("");
	const [code, setCode] = (0, import_react.useState)(account.resetCode);
	const [password, setPassword] = (0, import_react.useState)("");
	const [repeat, setRepeat] = (0, import_react.useState)("");
	const step = account.resetStep;
	const rules = account.playerRules;
	(0, import_react.useEffect)(() => () => account.setResetStep(0), [account]);
	const phoneOk = phoneState(number, countries.find((c) => c.countryCode === countryCode)) === "valid";
	const valid = [
		channel === "email" ? emailValid(email) : phoneOk,
		code.trim() !== "",
		passwordValid(password, rules) && repeatValid(password, repeat, rules)
	][step];
	const disabled = account.resetProcessing || !valid;
	const submit = (e) => {
		e.preventDefault();
		if (disabled) return;
		if (step === 0) channel === "email" ? account.resetSendEmail(email) : account.resetSendPhone(number);
		else if (step === 1) account.resetCheckCode(code);
		else account.resetNewPassword(password);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"data-testid": "reset-form",
		"data-step": step,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					justify: "center",
					gap: 2,
					role: "group",
					"aria-label": intl.formatMessage({ id: "auth.reset.steps" }),
					children: Array.from({ length: 3 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
						type: "button",
						minW: "24px",
						minH: "24px",
						display: "flex",
						alignItems: "center",
						justifyContent: "center",
						"aria-current": i === step ? "step" : void 0,
						"aria-label": intl.formatMessage({ id: "auth.reset.stepN" }, { n: i + 1 }),
						onClick: () => account.setResetStep(i),
						"data-testid": `reset-dot-${i}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							w: "0.7rem",
							h: "0.7rem",
							borderRadius: "full",
							bg: i === step ? "brand.primary" : "brand.border"
						})
					}, i))
				}),
				step === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					gap: 2,
					role: "radiogroup",
					"aria-label": intl.formatMessage({ id: "auth.reset.channel" }),
					children: CHANNELS.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
						type: "button",
						role: "radio",
						"aria-checked": c === channel,
						flex: "1",
						minH: "2.25rem",
						px: 3,
						borderRadius: "button",
						borderWidth: "1px",
						borderColor: c === channel ? "brand.primary" : "brand.border",
						bg: c === channel ? "brand.primary" : "transparent",
						color: c === channel ? "brand.primaryText" : "brand.text",
						onClick: () => setChannel(c),
						"data-testid": `reset-by-${c}`,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: `auth.reset.by.${c}` })
					}, c))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: channel === "phone" && step < 2 ? `auth.reset.hint${step}Phone` : `auth.reset.hint${step}` })
				}),
				step === 0 && channel === "phone" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneField, {
					countries,
					countryCode,
					onCountry: setCountryCode,
					number,
					onNumber: setNumber,
					testId: "reset"
				}),
				step === 0 && channel === "email" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.signUp.email",
					value: email,
					onChange: setEmail,
					type: "email",
					autoComplete: "email",
					invalid: email !== "" && !emailValid(email),
					error: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.emailInvalid" }),
					testId: "reset-email"
				}),
				step === 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.signUp.code",
					value: code,
					onChange: setCode,
					autoComplete: "one-time-code",
					testId: "reset-code"
				}),
				step === 2 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordFields, {
					password,
					onPassword: setPassword,
					repeat,
					onRepeat: setRepeat,
					rules,
					testIds: {
						password: "reset-password",
						repeat: "reset-repeat"
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
					type: "submit",
					disabled,
					loading: account.resetProcessing,
					"data-testid": "reset-submit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: step === 2 ? "auth.reset.submit" : "auth.reset.continue" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					justify: "center",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkButton, {
						messageId: "auth.backToSignIn",
						onClick: () => app.openAuthModal("SignIn"),
						testId: "to-sign-in"
					})
				})
			]
		})
	});
});
/**
* Change password inside the auth modal: current, new and repeat; success opens sign-in, or on a first
* auth lets the signed-in player in. On a first auth the form says why it shows and offers signing out.
*/
var ChangePasswordForm = (0, import_dist.observer)(function ChangePasswordForm({ firstAuth = false }) {
	const { account, auth } = useStore();
	const [old, setOld] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	const [repeat, setRepeat] = (0, import_react.useState)("");
	const rules = account.playerRules;
	const disabled = account.changeProcessing || old.trim() === "" || !passwordValid(password, rules) || !repeatValid(password, repeat, rules);
	const submit = (e) => {
		e.preventDefault();
		if (!disabled) account.changePassword(old, password);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"data-testid": "change-password-form",
		"data-first-auth": firstAuth,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				firstAuth && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fontSize: "sm",
					"data-testid": "first-auth-hint",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.firstAuth.hint" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					labelId: "auth.oldPassword",
					value: old,
					onChange: setOld,
					password: true,
					autoComplete: "current-password",
					testId: "change-old"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewPasswordFields, {
					password,
					onPassword: setPassword,
					repeat,
					onRepeat: setRepeat,
					rules,
					testIds: {
						password: "change-new",
						repeat: "change-repeat"
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrimaryButton, {
					type: "submit",
					disabled,
					loading: account.changeProcessing,
					"data-testid": "change-submit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.changePassword.submit" })
				}),
				firstAuth && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HStack, {
					justify: "center",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkButton, {
						messageId: "auth.firstAuth.logOut",
						onClick: () => void auth.logout(),
						testId: "first-auth-log-out"
					})
				})
			]
		})
	});
});
// src/ui/auth/SignInForm.tsx
/** Sign-in: username and password; the button waits for a password and for the running request. */
var SignInForm = (0, import_dist.observer)(function SignInForm({ onDone }) {
	const { auth, notify, app, responsibleGambling } = useStore();
	const intl = useIntl();
	const [username, setUsername] = (0, import_react.useState)("");
	const [password, setPassword] = (0, import_react.useState)("");
	/** The platform refused the sign-in because the player is in a time-out or self-excluded. */
	const [excluded, setExcluded] = (0, import_react.useState)(false);
	const disabled = password.replace(/\s+/g, "") === "" || auth.actionProcessing;
	const submit = async (e) => {
		e.preventDefault();
		if (disabled) return;
		const failure = await auth.login(username, password);
		if (!failure) return onDone();
		const isExcluded = failure.kind === "rejected" && failure.code === responsibleGambling.settings?.platformCodes.excluded;
		setExcluded(isExcluded);
		if (isExcluded) return;
		if (failure.kind === "rejected" && failure.code === -1) notify.add({
			messageId: "auth.signIn.notPlayer",
			type: "error"
		});
		else if (failure.kind === "rejected" && failure.code === -2) notify.add({
			messageId: NEUTRAL_TEXTS.signIn,
			type: "error"
		});
		else notify.apiError(failure, failure.kind === "rejected" ? "server" : "default");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"data-testid": "sign-in-form",
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.username" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
					name: "username",
					autoComplete: "username",
					value: username,
					onChange: (e) => setUsername(e.currentTarget.value),
					placeholder: intl.formatMessage({ id: "auth.usernamePlaceholder" }),
					borderRadius: "input",
					"data-testid": "sign-in-username"
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FieldRoot, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldLabel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.password" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					name: "password",
					autoComplete: "current-password",
					value: password,
					onChange: (e) => setPassword(e.currentTarget.value),
					borderRadius: "input",
					"data-testid": "sign-in-password"
				})] }),
				excluded && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: 2,
					role: "alert",
					"data-testid": "sign-in-excluded",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fontWeight: "semibold",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "error.rg.excluded" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpLine, {})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionButton, {
					type: "submit",
					disabled,
					loading: auth.actionProcessing,
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					"data-testid": "sign-in-submit",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "auth.signIn.submit" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
					justify: "space-between",
					flexWrap: "wrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkButton, {
						messageId: "auth.forgotPassword",
						onClick: () => app.openAuthModal("ResetPassword"),
						testId: "to-reset"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkButton, {
						messageId: "auth.signUp.title",
						onClick: () => app.openAuthModal("SignUp"),
						testId: "to-sign-up"
					})]
				})
			]
		})
	});
});
// src/ui/auth/AuthModal.tsx
var TITLES = {
	SignIn: "auth.signIn.title",
	SignUp: "auth.signUp.title",
	ResetPassword: "auth.reset.title",
	ResetPassword2: "auth.reset.title",
	ResetPassword3: "auth.reset.title",
	ChangePassword: "auth.changePassword.title",
	LogOut: "auth.logOut.title"
};
/** The forms the brand's auth banner (theme.images.authBanner) stands beside. */
var WITH_BANNER = ["SignIn", "SignUp"];
/**
* The auth modal (AppStore.authModal): one form per type, sign-in and sign-up beside the brand's banner on
* wide screens. It cannot be closed while the user is logged in on their first auth.
*/
var AuthModal = (0, import_dist.observer)(function AuthModal() {
	const { app, auth, config } = useStore();
	const intl = useIntl();
	const forced = auth.mustChangePassword;
	const isOpen = app.authModal.isOpen || forced;
	const type = forced ? "ChangePassword" : app.authModal.type;
	const closable = !forced;
	const close = () => app.closeAuthModal();
	const isLogOut = type === "LogOut";
	const banner = WITH_BANNER.includes(type) ? brandAsset(config, config.theme.images?.authBanner) : void 0;
	const body = () => {
		switch (type) {
			case "LogOut": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogOutConfirm, { onDone: close });
			case "SignUp": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignUpForm, {});
			case "ResetPassword":
			case "ResetPassword2":
			case "ResetPassword3": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetPasswordForm, {});
			case "ChangePassword": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, { firstAuth: forced });
			default: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignInForm, { onDone: close });
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		open: isOpen,
		onClose: close,
		closable,
		testId: isLogOut ? "logout-modal" : "auth-modal",
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: TITLES[type] ?? "auth.signIn.title" }),
		size: banner ? {
			base: "md",
			md: "xl"
		} : void 0,
		children: isOpen && (banner ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
			gap: 6,
			align: "stretch",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: banner,
				alt: intl.formatMessage({ id: "auth.banner.alt" }),
				display: {
					base: "none",
					md: "block"
				},
				w: "15rem",
				flexShrink: 0,
				objectFit: "cover",
				borderRadius: "card",
				"data-testid": "auth-banner"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				flex: "1",
				minW: 0,
				children: body()
			})]
		}) : body())
	});
});
export { AuthModal };
