import { S as HStack, d as Balance, h as require_dist, k as Box, p as Icon, u as LanguageSelect } from "../entry-server.js";
import { P as require_jsx_runtime, S as chakra, a as Button, i as useIntl, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { n as dialog_exports, r as useDialogContext, t as Portal } from "./portal-DcAZmYl4.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@chakra-ui/react/dist/esm/components/drawer/drawer.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { withRootProvider, withContext, useStyles: useDrawerStyles, PropsProvider } = createSlotRecipeContext({ key: "drawer" });
withRootProvider(dialog_exports.RootProvider, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var DrawerRoot = withRootProvider(dialog_exports.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
withContext(dialog_exports.Trigger, "trigger", { forwardAsChild: true });
var DrawerPositioner = withContext(dialog_exports.Positioner, "positioner", { forwardAsChild: true });
var DrawerContent = withContext(dialog_exports.Content, "content", { forwardAsChild: true });
withContext(dialog_exports.Description, "description", { forwardAsChild: true });
withContext(dialog_exports.Title, "title", { forwardAsChild: true });
var DrawerCloseTrigger = withContext(dialog_exports.CloseTrigger, "closeTrigger", { forwardAsChild: true });
(0, import_react.forwardRef)(function DrawerActionTrigger2(props, ref) {
	const drawer = useDialogContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		...props,
		ref,
		onClick: (event) => {
			props.onClick?.(event);
			drawer.setOpen(false);
		}
	});
});
var DrawerBackdrop = withContext(dialog_exports.Backdrop, "backdrop", { forwardAsChild: true });
withContext("div", "body");
withContext("div", "footer");
withContext("div", "header");
dialog_exports.Context;
// src/ui/shell/PhoneSettings.tsx
var import_dist = require_dist();
/**
* What a narrow header has no room for, at the top of the phone menu: both balances of a signed-in
* player, the language and the theme toggle; so a 360 px phone reaches everything a desktop shows.
*/
var PhoneSettings = (0, import_dist.observer)(function PhoneSettings() {
	const { auth, userSettings } = useStore();
	const mode = userSettings.themeMode;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 3,
		px: 3,
		pt: 3,
		pb: 1,
		"data-testid": "menu-settings",
		borderBottomWidth: "1px",
		borderColor: "brand.border",
		children: [auth.isAuth && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Balance, { inMenu: true }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
			gap: 2,
			justify: "space-between",
			flexWrap: "wrap",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSelect, { testId: "menu-language-select" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
				size: "sm",
				variant: "outline",
				color: "brand.text",
				borderColor: "brand.border",
				"data-testid": "menu-theme-toggle",
				"data-keep-open": true,
				onClick: () => userSettings.toggleTheme(),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					name: mode === "light" ? "moon" : "sun",
					size: 16
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: mode === "light" ? "header.themeDark" : "header.themeLight" })]
			})]
		})]
	});
});
// src/ui/shell/MobileMenu.tsx
/** The side menu on a phone (AppStore.sideMenuOpened); a chunk of its own, loaded on first opening (SideMenu). */
var MobileMenu = (0, import_dist.observer)(function MobileMenu({ children }) {
	const { app } = useStore();
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerRoot, {
		open: app.sideMenuOpened,
		onOpenChange: (e) => app.setSideMenuOpened(e.open),
		placement: "start",
		size: "xs",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerBackdrop, { top: "64px" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerPositioner, {
			top: "64px",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DrawerContent, {
				bg: "brand.surface",
				color: "brand.text",
				maxW: "260px",
				overflowY: "auto",
				"aria-label": intl.formatMessage({ id: "menu.label" }),
				"data-testid": "mobile-menu",
				onClick: (e) => e.target.closest("button:not([data-keep-open])") && app.setSideMenuOpened(false),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneSettings, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.nav, {
						"aria-label": intl.formatMessage({ id: "menu.label" }),
						children
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						p: 4,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrawerCloseTrigger, {
							asChild: true,
							position: "static",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								size: "sm",
								variant: "outline",
								color: "brand.text",
								borderColor: "brand.border",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "common.close" })
							})
						})
					})
				]
			})
		})] })
	});
});
export { MobileMenu as default };
