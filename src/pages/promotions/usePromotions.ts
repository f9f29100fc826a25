import { useMemo } from 'react';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../../models/env';
import type { ApiData } from '../common/useApiData';
import { useApiData } from '../common/useApiData';
import { useEnv, useStore } from '../../ui/StoreContext';

/** A promotion as the pages show it: read from the platform's item (spec §3), texts always strings. */
export interface Promotion {
  id: string;
  priority: number;
  url: string;
  url_image: string;
  url_mini_image: string;
  is_active?: boolean | number;
  system_theme?: string;
  device_type?: string;
  header: string;
  call_action: string;
  short_description: string;
  description: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** One promotion item: needs an id; every text field that is not a string becomes empty. */
function readPromotion(x: unknown): Promotion | undefined {
  if (!isRecord(x)) return undefined;
  const id = str(x.id) ?? num(x.id);
  if (id === undefined) return undefined;
  return {
    id: String(id),
    priority: num(x.priority) ?? 0,
    url: str(x.url) ?? '',
    url_image: str(x.url_image) ?? '',
    url_mini_image: str(x.url_mini_image) ?? '',
    is_active: typeof x.is_active === 'boolean' || typeof x.is_active === 'number' ? x.is_active : undefined,
    system_theme: str(x.system_theme),
    device_type: str(x.device_type),
    header: text(x.header),
    call_action: text(x.call_action),
    short_description: text(x.short_description),
    description: text(x.description),
  };
}

/** Active promotions for a theme and device, by priority; null when the payload is not a list. Malformed items are skipped and logged. */
export function readPromotions(data: unknown, where: { theme: string; device: 'mobile' | 'desktop' }, log?: StoreEnv['log']): Promotion[] | null {
  const list = listOf(data);
  if (!list) {
    log?.('promotions: response is not a list', data);
    return null;
  }
  return readItems(list, readPromotion, 'promotions', log)
    .filter((p) => p.is_active !== false && p.is_active !== 0)
    .filter((p) => !p.system_theme || p.system_theme === 'all' || p.system_theme === where.theme)
    .filter((p) => !p.device_type || p.device_type === 'all' || p.device_type === where.device)
    .sort((a, b) => a.priority - b.priority);
}

const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;

/** Active promotions for the current language, theme and device, by priority. */
export function usePromotions(): { loading: boolean; failed: boolean; list: Promotion[] } {
  const root = useStore();
  const env = useEnv();
  const { apiCode } = root.locale;
  const theme = root.userSettings.themeMode;
  const data: ApiData<unknown> = useApiData<unknown>({ method: 'GET', path: `/api/site/promotions/list/${apiCode}` }, apiCode);
  const result = data.loading ? undefined : data.result;
  const device = isMobile() ? 'mobile' : 'desktop';
  // Read once per answer (not per render), so a mismatch is logged once.
  const list = useMemo(() => (result?.ok ? readPromotions(result.data, { theme, device }, env.log) : null), [result, theme, device, env]);
  if (!result) return { loading: true, failed: false, list: [] };
  if (!list) return { loading: false, failed: true, list: [] };
  return { loading: false, failed: false, list };
}
