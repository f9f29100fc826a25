import { a as Page, g as SimpleGrid, h as require_dist, i as Muted, k as Box, n as Loading, st as Link, x as Image } from "../entry-server.js";
import { P as require_jsx_runtime, a as Button, r as MemoizedFormattedMessage, s as Text } from "./react-intl-BjT29jKx.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { t as usePromotions } from "./usePromotions-BjERdLyU.js";
// src/pages/promotions/PromotionsPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Promotions list: header, description and call to action per promotion. */
var PromotionsPage = (0, import_dist.observer)(function PromotionsPage() {
	const { loading, failed, list } = usePromotions();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.title" }),
		testId: "promotions-page",
		children: [
			loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.failed" }) }),
			!loading && !failed && list.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.empty" }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
				columns: {
					base: 1,
					md: 2
				},
				gap: 5,
				children: list.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					bg: "brand.surface",
					borderRadius: "card",
					overflow: "hidden",
					borderWidth: "1px",
					borderColor: "brand.border",
					"data-testid": "promotion-card",
					children: [(p.url_mini_image || p.url_image) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
						src: p.url_mini_image || p.url_image,
						alt: "",
						w: "full",
						h: "180px",
						objectFit: "cover"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						p: 4,
						gap: 2,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fontWeight: "bold",
								fontSize: "lg",
								children: p.header
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								color: "brand.textMuted",
								children: p.short_description || p.description
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								asChild: true,
								alignSelf: "flex-start",
								bg: "brand.primary",
								color: "brand.primaryText",
								borderRadius: "button",
								size: "sm",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									to: `/promotions/${encodeURIComponent(String(p.id))}`,
									children: p.call_action || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.more" })
								})
							})
						]
					})]
				}, p.id))
			})
		]
	});
});
export { PromotionsPage as default };
