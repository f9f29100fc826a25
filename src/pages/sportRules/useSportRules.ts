import type { SportRulesFile } from '../../config/types';
import { useStore } from '../../ui/StoreContext';

/** The brand's sport rules text for the current language (else its default language). */
export function useSportRules(): SportRulesFile | undefined {
  const { config, locale } = useStore();
  const packs = config.content?.sportRules;
  return packs?.[locale.language] ?? packs?.[config.brand.defaultLanguage];
}
