import { a as Page, h as require_dist, n as Loading, r as MissingPage } from "../entry-server.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { h as useParams } from "./dist-QbtQ_FZR.js";
import { t as SafeHtml } from "./SafeHtml-BNkTXkf9.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { P as require_jsx_runtime } from "./react-intl-BjT29jKx.js";
// src/pages/flatPages/FlatPagePage.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A static page (/flat-pages/:name) from the platform, else from the brand's bundled fallback. */
var FlatPagePage = (0, import_dist.observer)(function FlatPagePage() {
	const { name } = useParams();
	const root = useStore();
	const { language, flatPagesCode } = root.locale;
	const { pages, loading } = root.flatPages.forLanguage(flatPagesCode, language);
	(0, import_react.useEffect)(() => {
		root.flatPages.ensure(flatPagesCode);
	}, [root, flatPagesCode]);
	const page = pages.find((p) => p.idName === name);
	if (!page && loading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {});
	if (!page) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingPage, {
		titleId: "flatPage.notFound",
		textId: "notFound.text",
		testId: "flat-page-missing"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: page.name,
		testId: "flat-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, { html: page.text })
	});
});
export { FlatPagePage as default };
