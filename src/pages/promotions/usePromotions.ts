import type { ApiData } from '../common/useApiData';
import { useApiData } from '../common/useApiData';
import { useStore } from '../../ui/StoreContext';

/** A promotion as the platform sends it (spec §3). */
export interface ServerPromotion {
  id: number | string;
  priority?: number;
  url?: string;
  url_image?: string;
  url_mini_image?: string;
  is_active?: boolean | number;
  system_theme?: 'light' | 'dark' | 'all';
  device_type?: 'mobile' | 'desktop' | 'all';
  header?: string;
  call_action?: string;
  short_description?: string;
  description?: string;
}

const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;

/** Active promotions for the current language, theme and device, by priority. */
export function usePromotions(): { loading: boolean; failed: boolean; list: ServerPromotion[] } {
  const root = useStore();
  const { apiCode } = root.locale;
  const theme = root.userSettings.themeMode;
  const data: ApiData<ServerPromotion[]> = useApiData<ServerPromotion[]>({ method: 'GET', path: `/api/site/promotions/list/${apiCode}` }, apiCode);
  if (data.loading) return { loading: true, failed: false, list: [] };
  if (!data.result.ok || !Array.isArray(data.result.data)) return { loading: false, failed: true, list: [] };
  const device = isMobile() ? 'mobile' : 'desktop';
  const list = data.result.data
    .filter((p) => p.is_active !== false && p.is_active !== 0)
    .filter((p) => !p.system_theme || p.system_theme === 'all' || p.system_theme === theme)
    .filter((p) => !p.device_type || p.device_type === 'all' || p.device_type === device)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  return { loading: false, failed: false, list };
}
