import { P as require_jsx_runtime, a as Button, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { b as Link, h as require_dist, m as brandAsset, p as Icon, x as Image } from "../entry-server.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as Modal } from "./Modal-CIVXH1RW.js";
import { t as ContactChannelsText } from "./ContactChannels-Dpwk0NY5.js";
import { t as useSocialLinks } from "./useSocialLinks-CwjT7lut.js";
// src/ui/shell/ContactsDialog.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Contacts dialog: mascot, title, description, the configured social links, back to casino. */
var ContactsDialog = (0, import_dist.observer)(function ContactsDialog() {
	const { app, config } = useStore();
	const ids = config.navigation.contactsDialog?.links;
	const links = useSocialLinks().filter((l) => !ids || ids.includes(l.id));
	const mascot = brandAsset(config, config.theme.images?.contactsMascot);
	const close = () => app.setContactsOpened(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		open: app.contactsOpened,
		onClose: close,
		testId: "contacts-dialog",
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "contacts.title" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			align: "center",
			textAlign: "center",
			children: [
				mascot && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: mascot,
					alt: "",
					maxH: config.rules.ui?.contactsDialogMaxHeight ?? "7.5rem"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					color: "brand.textMuted",
					"data-testid": "contacts-description",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactChannelsText, { links })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					direction: "row",
					gap: 3,
					wrap: "wrap",
					justify: "center",
					children: links.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						asChild: true,
						variant: "outline",
						borderColor: "brand.border",
						color: "brand.text",
						borderRadius: "button",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							href: l.href,
							target: "_blank",
							rel: "noopener noreferrer",
							"data-testid": `contact-${l.id}`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { name: l.icon }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: l.labelId })]
						})
					}, l.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					onClick: close,
					bg: "brand.primary",
					color: "brand.primaryText",
					borderRadius: "button",
					"data-testid": "contacts-back",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "contacts.backToCasino" })
				})
			]
		})
	});
});
export { ContactsDialog };
