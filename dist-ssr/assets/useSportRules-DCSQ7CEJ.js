import { n as useStore } from "./StoreContext-CZyEXHLm.js";
// src/pages/sportRules/useSportRules.ts
/** The brand's sport rules text for the current language (else its default language). */
function useSportRules() {
	const { config, locale } = useStore();
	const packs = config.content?.sportRules;
	return packs?.[locale.language] ?? packs?.[config.brand.defaultLanguage];
}
export { useSportRules as t };
