import { P as require_jsx_runtime, a as Button, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { a as Page, b as Link, h as require_dist, i as Muted, p as Icon } from "../entry-server.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { t as ContactChannelsText } from "./ContactChannels-Dpwk0NY5.js";
import { t as useSocialLinks } from "./useSocialLinks-CwjT7lut.js";
// src/pages/contacts/ContactsPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Contacts page: every social/contact link the brand configures, targets from server settings. */
var ContactsList = (0, import_dist.observer)(function ContactsList({ links: given }) {
	const own = useSocialLinks();
	const links = given ?? own;
	if (links.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "contacts.none" }) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		gap: 3,
		align: "flex-start",
		children: links.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			variant: "outline",
			borderColor: "brand.border",
			color: "brand.text",
			borderRadius: "button",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: l.href,
				target: l.href.startsWith("http") ? "_blank" : void 0,
				rel: "noopener noreferrer",
				"data-testid": `contact-${l.id}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { name: l.icon }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: l.labelId })]
			})
		}, l.id))
	});
});
var ContactsPage = (0, import_dist.observer)(function ContactsPage() {
	const links = useSocialLinks();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "contacts.title" }),
		testId: "contacts-page",
		children: [links.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"data-testid": "contacts-description",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactChannelsText, { links })
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			mt: 5,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactsList, { links })
		})]
	});
});
export { ContactsList, ContactsPage as default };
