import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/ui/shell/useSocialLinks.ts
/** navigation.json social links with their working target (AppStore.socialLinks); channels without one are left out. */
function useSocialLinks() {
	return useStore().app.socialLinks(window.location.origin);
}
export { useSocialLinks as t };
