import { P as require_jsx_runtime, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { a as Page, h as require_dist, r as MissingPage } from "../entry-server.js";
import { h as useParams } from "./dist-QbtQ_FZR.js";
import NotFoundPage from "./NotFoundPage-N206yS9h.js";
import { t as useSportRules } from "./useSportRules-DCSQ7CEJ.js";
// src/pages/sportRules/BetRulesPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Numbered bet rules (/bet-rules/:n): the n-th section of the brand's sport rules. */
var BetRulesPage = (0, import_dist.observer)(function BetRulesPage() {
	const rules = useSportRules();
	const n = Number(useParams().n);
	const section = Number.isInteger(n) && n >= 1 ? rules?.sections[n - 1] : void 0;
	if (!rules) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingPage, {
		titleId: "sportRules.title",
		textId: "sportRules.missing"
	});
	if (!section) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
			id: "betRules.title",
			values: {
				n,
				name: section.name
			}
		}),
		testId: "bet-rules",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			whiteSpace: "pre-line",
			lineHeight: "tall",
			children: section.text
		})
	});
});
export { BetRulesPage as default };
