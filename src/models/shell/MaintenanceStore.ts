import { addDisposer, flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';

/** The parts of the site the platform can put in maintenance. */
export const MAINTENANCE_AREAS = ['site', 'casino', 'sport', 'cashdesk', 'provider'] as const;
export type MaintenanceArea = (typeof MAINTENANCE_AREAS)[number];

/** One area in maintenance as the engine keeps it. */
export interface MaintenanceNotice {
  area: MaintenanceArea;
  /** Route key of the provider (area "provider"). */
  provider?: string;
  /** The platform's message per launch language code (brand.json languages[].apiCode); none = the brand's default text. */
  message?: Readonly<Record<string, string>>;
  /** Expected end (epoch ms); none = until further notice. */
  endsAt?: number;
}

/** The platform's call (GET, main envelope): `{items: [{area, provider?, message?: {<apiCode>: text}, ends_at?: ISO 8601}]}`. */
export const MAINTENANCE_PATH = '/api/site/maintenance';

/** The platform's items, keeping only well-formed ones (an unknown area or an unreadable date is dropped and logged). */
export function readMaintenance(data: unknown, log?: (m: string, d?: unknown) => void): MaintenanceNotice[] {
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  const out: MaintenanceNotice[] = [];
  for (const raw of items) {
    const item = raw as Record<string, unknown> | null;
    const area = item?.area as MaintenanceArea;
    const endsAt = typeof item?.ends_at === 'string' ? Date.parse(item.ends_at) : undefined;
    if (!item || !MAINTENANCE_AREAS.includes(area) || (area === 'provider' && typeof item.provider !== 'string') || Number.isNaN(endsAt)) {
      log?.('maintenance: item discarded', raw);
      continue;
    }
    const message =
      item.message && typeof item.message === 'object' ? Object.fromEntries(Object.entries(item.message).filter(([, v]) => typeof v === 'string')) : undefined;
    out.push(
      Object.freeze({
        area,
        ...(area === 'provider' ? { provider: String(item.provider) } : {}),
        ...(message ? { message } : {}),
        ...(endsAt !== undefined ? { endsAt } : {}),
      }),
    );
  }
  return out;
}

/** The longest wait a browser timer takes (about 24.8 days); a later end is reached by waiting again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Maintenance mode (issue #10): what the platform says is in maintenance for this visitor (the
 * platform applies its own allow-list of players and addresses, so a let-through player gets none).
 * Asked at start-up, every rules.maintenance.pollMs and after sign-in or sign-out; a notice stops
 * counting at its end time, by a timer on the env clock, so the site comes back without a reload.
 */
export const MaintenanceStoreModel = types
  .model('MaintenanceStore', {
    notices: types.frozen<readonly MaintenanceNotice[]>([]),
    /** The clock's time when the notices were last looked at: ends before it are over. */
    now: 0,
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .actions((self) => ({
    setNotices(list: readonly MaintenanceNotice[], now: number) {
      self.notices = Object.freeze([...list]);
      self.now = now;
    },
  }))
  .views((self) => ({
    /** Notices still in force. */
    get active(): readonly MaintenanceNotice[] {
      return self.notices.filter((n) => n.endsAt === undefined || n.endsAt > self.now);
    },
  }))
  .views((self) => ({
    /** The notice that closes an area (the whole site's first); undefined when the area is open. */
    noticeFor(area: Exclude<MaintenanceArea, 'provider'> | undefined): MaintenanceNotice | undefined {
      return self.active.find((n) => n.area === 'site') ?? (area && area !== 'site' ? self.active.find((n) => n.area === area) : undefined);
    },
    /** The notice of one provider (route key, any case). */
    providerNotice(routeProvider: string): MaintenanceNotice | undefined {
      const key = routeProvider.toLowerCase();
      return self.active.find((n) => n.area === 'provider' && n.provider?.toLowerCase() === key);
    },
  }))
  .actions((self) => {
    let timer: unknown;
    const env = () => getEnv<StoreEnv>(self);
    /** Wakes up at the nearest announced end, so the area reopens then. */
    const scheduleEnd = () => {
      const { clock } = env();
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      const now = clock.now();
      const next = Math.min(...self.notices.map((n) => n.endsAt ?? Infinity).filter((t) => t > now));
      if (!Number.isFinite(next)) return;
      timer = clock.setTimeout(
        () => {
          timer = undefined;
          self.setProp('now', clock.now());
          scheduleEnd();
        },
        Math.min(next - now, MAX_TIMER_MS),
      );
    };
    const fetchNotices = flow(function* load() {
      // Each load asks again: the newest answer counts, an older one still on its way is dropped.
      const res = yield* self.request('notices', { method: 'GET', path: MAINTENANCE_PATH }, { what: 'maintenance', quiet: true, fresh: true });
      if (!res) return;
      // A failed question keeps the last answer: a network blip neither opens a closed area nor closes an open one.
      if (!res.ok) return void env().log?.('maintenance: status not read', res);
      self.setNotices(readMaintenance(res.data, env().log), env().clock.now());
      scheduleEnd();
    });
    return {
      /** Asks the platform now; only the newest answer counts. */
      load(): Promise<void> {
        if (configOf(self).rules.maintenance?.enabled === false) return Promise.resolve();
        return fetchNotices();
      },
      afterCreate() {
        addDisposer(self, () => timer !== undefined && env().clock.clearTimeout(timer));
      },
    };
  })
  .views(() => ({
    /** The notice's text in a language (its apiCode), else undefined (the page shows the brand's default text). */
    messageOf(notice: MaintenanceNotice, apiCode: string): string | undefined {
      return notice.message?.[apiCode];
    },
  }));

export interface MaintenanceStore extends Instance<typeof MaintenanceStoreModel> {}
