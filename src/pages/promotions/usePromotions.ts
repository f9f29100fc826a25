import { useEffect } from 'react';
import type { PromotionsView } from '../../models/PromotionsStore';
import { usePageStore, useStore } from '../../ui/StoreContext';

const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;

/** The promotions store's list for the current language, theme and device; asks the platform on each visit. */
export function usePromotions(): PromotionsView {
  const root = useStore();
  const promotions = usePageStore('promotions');
  const { apiCode } = root.locale;
  useEffect(() => {
    void promotions.load(apiCode);
  }, [promotions, apiCode]);
  return promotions.view(apiCode, root.userSettings.themeMode, isMobile() ? 'mobile' : 'desktop');
}
