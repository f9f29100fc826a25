import { r as MissingPage, t as BackToCasino } from "../entry-server.js";
import { P as require_jsx_runtime } from "./react-intl-BjT29jKx.js";
// src/pages/NotFoundPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingPage, {
		titleId: "notFound.title",
		textId: "notFound.text",
		testId: "not-found",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToCasino, {})
	});
}
export { NotFoundPage as default };
