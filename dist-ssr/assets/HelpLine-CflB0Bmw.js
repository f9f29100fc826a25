import { b as Link, h as require_dist } from "../entry-server.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { P as require_jsx_runtime, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/ui/common/HelpLine.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** The brand's problem-gambling help line (rules.json responsibleGambling.helpLine; wording: message rg.helpLine). */
var HelpLine = (0, import_dist.observer)(function HelpLine({ testId = "rg-help-line" }) {
	const { responsibleGambling } = useStore();
	const help = responsibleGambling.settings?.helpLine;
	if (!help) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 1,
		p: 3,
		borderRadius: "card",
		borderWidth: "1px",
		borderColor: "brand.border",
		bg: "brand.surfaceAlt",
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fontSize: "sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
				id: "rg.helpLine",
				values: { phone: help.phone }
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: help.url,
			target: "_blank",
			rel: "noopener noreferrer",
			color: "brand.primary",
			fontSize: "sm",
			fontWeight: "semibold",
			"data-testid": `${testId}-link`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "rg.helpLine.link" })
		})]
	});
});
export { HelpLine as t };
