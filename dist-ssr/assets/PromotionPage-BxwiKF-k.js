import { P as require_jsx_runtime, a as Button, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
import { X as linkTarget, a as Page, h as require_dist, i as Muted, n as Loading, st as Link, x as Image } from "../entry-server.js";
import { h as useParams } from "./dist-QbtQ_FZR.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { t as SafeHtml } from "./SafeHtml-BNkTXkf9.js";
import { t as usePromotions } from "./usePromotions-BjERdLyU.js";
// src/pages/promotions/PromotionPage.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** One promotion (/promotions/:id): image, header, sanitised description, call to action. */
var PromotionPage = (0, import_dist.observer)(function PromotionPage() {
	const { id } = useParams();
	const { loading, list } = usePromotions();
	const promo = list.find((p) => String(p.id) === id);
	if (loading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {});
	if (!promo) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Page, {
		title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.notFound" }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			asChild: true,
			bg: "brand.primary",
			color: "brand.primaryText",
			borderRadius: "button",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/promotions",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "promotions.backToList" })
			})
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Page, {
		title: promo.header,
		testId: "promotion-page",
		children: [
			promo.url_image && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
				src: promo.url_image,
				alt: "",
				borderRadius: "card",
				mb: 5,
				maxH: "360px",
				w: "full",
				objectFit: "cover"
			}),
			promo.description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SafeHtml, { html: promo.description }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Muted, { children: promo.short_description }),
			promo.url && promo.call_action && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromotionAction, {
				url: promo.url,
				label: promo.call_action
			})
		]
	});
});
/**
* The call to action: a site path navigates in the app, an allow-listed host (brand.json
* `externalLinkHosts`) opens in a new tab without opener or referrer, anything else is no button.
*/
function PromotionAction({ url, label }) {
	const { config, promotions } = useStore();
	const target = linkTarget(url, window.location.origin, config.brand.externalLinkHosts ?? []);
	const refused = target.kind === "none" ? target.reason : "";
	(0, import_react.useEffect)(() => {
		if (refused) promotions.reportRefusedLink(url, refused);
	}, [
		url,
		refused,
		promotions
	]);
	if (target.kind === "none") return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		asChild: true,
		mt: 6,
		bg: "brand.primary",
		color: "brand.primaryText",
		borderRadius: "button",
		"data-testid": "promotion-action",
		children: target.kind === "external" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: target.href,
			target: "_blank",
			rel: "noopener noreferrer",
			children: label
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: target.path,
			children: label
		})
	});
}
export { PromotionPage as default };
