import { O as Heading, a as Page, b as Link, h as require_dist, k as Box, r as MissingPage, st as Link$1 } from "../entry-server.js";
import { h as useParams } from "./dist-QbtQ_FZR.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { P as require_jsx_runtime, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { t as useSportRules } from "./useSportRules-DCSQ7CEJ.js";
// src/pages/sportRules/SportRulesPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Sport rules: the index of sections, or one section for /sport-rules/(old|new)/:sport. */
var SportRulesPage = (0, import_dist.observer)(function SportRulesPage() {
	const rules = useSportRules();
	const { sport } = useParams();
	if (!rules) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingPage, {
		titleId: "sportRules.title",
		textId: "sportRules.missing"
	});
	const section = sport ? rules.sections.find((s) => s.key === sport || s.key === `bets-on-${sport}`) : void 0;
	if (section) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: section.name,
		testId: "sport-rules-section",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			asChild: true,
			color: "brand.primary",
			mb: 4,
			display: "inline-block",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: "/sport-rules",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "sportRules.allSections" })
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			whiteSpace: "pre-line",
			lineHeight: "tall",
			children: section.text
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: rules.title,
		testId: "sport-rules",
		children: [rules.intro && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			mb: 6,
			whiteSpace: "pre-line",
			color: "brand.textMuted",
			children: rules.intro
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: 6,
			children: rules.sections.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				as: "section",
				id: s.key,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					as: "h2",
					size: "md",
					mb: 2,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						to: `/sport-rules/new/${encodeURIComponent(s.key)}`,
						children: s.name
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					whiteSpace: "pre-line",
					lineHeight: "tall",
					lineClamp: 4,
					children: s.text
				})]
			}, s.key))
		})]
	});
});
export { SportRulesPage as default };
