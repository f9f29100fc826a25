import { flow, getEnv, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { computedFn } from '../kit/computedFn';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../env';
import { loadedList } from '../kit/loadedList';
import { withRequests } from '../kit/request';

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

/** Where promotions are shown: a promotion may be limited to one theme or one device. */
export interface PromotionPlace {
  theme: string;
  device: 'mobile' | 'desktop';
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

/** Active promotions by priority; null when the payload is not a list. Malformed items are skipped and logged. */
export function readPromotions(data: unknown, log?: StoreEnv['log']): Promotion[] | null {
  const list = listOf(data);
  if (!list) {
    log?.('promotions: response is not a list', data);
    return null;
  }
  return readItems(list, readPromotion, 'promotions', log)
    .filter((p) => p.is_active !== false && p.is_active !== 0)
    .sort((a, b) => a.priority - b.priority);
}

/** The promotions meant for a theme and device ("all" or unset fits every one). */
export function promotionsFor(list: readonly Promotion[], where: PromotionPlace): Promotion[] {
  return list
    .filter((p) => !p.system_theme || p.system_theme === 'all' || p.system_theme === where.theme)
    .filter((p) => !p.device_type || p.device_type === 'all' || p.device_type === where.device);
}

export interface PromotionsView {
  loading: boolean;
  failed: boolean;
  list: readonly Promotion[];
}

/**
 * The promotions of the site language (spec: promotions). Each visit of a promotions page asks
 * again (promotions change during the day); an answer for a language no longer shown is dropped.
 */
export const PromotionsStoreModel = loadedList<Promotion>('PromotionsStore')
  .props({
    /** The language api code the list belongs to. */
    apiCode: '',
  })
  .extend(withRequests)
  .actions((self) => ({
    /** A promotion link the page will not show (off the allow-list, another scheme): kept in the log for the operator. */
    reportRefusedLink(url: string, reason: string) {
      getEnv<StoreEnv>(self).log?.(`promotion link "${url}" is not shown as a link: ${reason}`);
    },
    start(apiCode: string) {
      if (self.apiCode !== apiCode) {
        self.apiCode = apiCode;
        self.items = Object.freeze([]);
        self.status = 'idle';
      }
    },
  }))
  .views((self) => ({
    /** The list is being loaded. */
    get actionProcessing(): boolean {
      return self.busy('list');
    },
    /** What a page shows for a language, theme and device. */
    view: computedFn(function view(apiCode: string, theme: string, device: PromotionPlace['device']): PromotionsView {
      if (self.apiCode !== apiCode || self.status === 'idle') return { loading: true, failed: false, list: [] };
      if (self.status === 'failed') return { loading: false, failed: true, list: [] };
      return { loading: false, failed: false, list: promotionsFor(self.items, { theme, device }) };
    }),
  }))
  .actions((self) => ({
    /**
     * Asks for the list of a language (a second call while it runs joins it); a refusal or a malformed payload shows
     * as failed. A call for another language supersedes it: the older answer belongs to no page any more.
     */
    load: flow(function* (apiCode: string) {
      self.start(apiCode);
      const res = yield* self.request('list', { method: 'GET', path: `${API_PATHS.promotions}/${encodeURIComponent(apiCode)}` }, { what: 'promotions' });
      if (res) self.finish(res.ok ? readPromotions(res.data, getEnv<StoreEnv>(self).log) : null);
    }),
  }));

export interface PromotionsStore extends Instance<typeof PromotionsStoreModel> {}
export interface PromotionsStoreSnapshotIn extends SnapshotIn<typeof PromotionsStoreModel> {}
