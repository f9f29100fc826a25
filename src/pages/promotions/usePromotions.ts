import { useEffect } from 'react';
import type { PromotionsView } from '../../models/shell/PromotionsStore';
import { usePageStore, useStore } from '../../ui/StoreContext';
import { useWide } from '../../ui/common/useWide';

/** The promotions store's list for the current language, theme and device; asks the platform on each visit. */
export function usePromotions(): PromotionsView {
  const root = useStore();
  const promotions = usePageStore('promotions');
  const { apiCode } = root.locale;
  const wide = useWide();
  useEffect(() => {
    void promotions.load(apiCode);
  }, [promotions, apiCode]);
  return promotions.view(apiCode, root.userSettings.themeMode, wide ? 'desktop' : 'mobile');
}
