import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { o as useWide } from "../entry-server.js";
// src/pages/promotions/usePromotions.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The promotions store's list for the current language, theme and device; asks the platform on each visit. */
function usePromotions() {
	const root = useStore();
	const { apiCode } = root.locale;
	const wide = useWide();
	(0, import_react.useEffect)(() => {
		root.promotions.load(apiCode);
	}, [root, apiCode]);
	return root.promotions.view(apiCode, root.userSettings.themeMode, wide ? "desktop" : "mobile");
}
export { usePromotions as t };
