import { t as Stack } from "./stack-F7ILj1Kw.js";
import { P as require_jsx_runtime, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { ContactsList } from "./ContactsPage-WW8ADDxY.js";
import { a as Page, i as Muted } from "../entry-server.js";
// src/pages/info/MajorVipPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** VIP programme page: what it offers and how to reach the VIP managers. */
function MajorVipPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "majorVip.title" }),
		testId: "major-vip-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 5,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "majorVip.intro" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactsList, {})]
		})
	});
}
export { MajorVipPage as default };
