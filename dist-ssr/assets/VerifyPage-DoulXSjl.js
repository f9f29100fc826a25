import { a as Page, h as require_dist, i as Muted, n as Loading, t as BackToCasino } from "../entry-server.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { P as require_jsx_runtime, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { h as useParams } from "./dist-QbtQ_FZR.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/pages/auth/VerifyPage.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** E-mail verification result (/verify/:code); the start-up auth check is skipped on this path. */
var VerifyPage = (0, import_dist.observer)(function VerifyPage() {
	const { code = "" } = useParams();
	const { verify } = useStore();
	(0, import_react.useEffect)(() => {
		verify.verify(code);
	}, [verify, code]);
	const status = verify.statusOf(code);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "verify.title" }),
		testId: "verify-page",
		children: [status === "pending" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"data-testid": "verify-result",
			"data-status": status,
			"data-code": verify.failureCode,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: status === "verified" ? "verify.success" : verify.failureMessageId })
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackToCasino, {})]
	});
});
export { VerifyPage as default };
