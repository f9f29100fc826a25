import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../api/paths';
import type { ApiResult, StoreEnv } from './env';

export interface DailyWinning {
  user_name: string;
  provider: string;
  bet: number;
  multiple: number;
  amount: number;
  date: string;
  /** Tier, e.g. gold, silver, bronze, diamond (the platform's values). */
  type: string;
}

/** Masks a player name (first two and last letter kept) unless the platform already masked it. */
export function maskName(name: string): string {
  if (name.includes('*')) return name;
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

function readWinning(x: unknown): DailyWinning | undefined {
  const r = x as Record<string, unknown> | null;
  if (!r || typeof r.user_name !== 'string' || typeof r.amount !== 'number') return undefined;
  return Object.freeze({
    user_name: maskName(r.user_name),
    provider: String(r.provider ?? ''),
    bet: Number(r.bet) || 0,
    multiple: Number(r.multiple) || 0,
    amount: r.amount,
    date: String(r.date ?? ''),
    type: String(r.type ?? ''),
  });
}

/** Today's big wins ticker (spec: masked names, tiers). */
export const DailyWinningsStoreModel = types
  .model('DailyWinningsStore', {
    items: types.frozen<readonly DailyWinning[]>([]),
    actionProcessing: false,
  })
  .actions((self) => ({
    setItems(items: readonly DailyWinning[]) {
      self.items = Object.freeze([...items]);
    },
    setProcessing(on: boolean) {
      self.actionProcessing = on;
    },
  }))
  .views((self) => ({
    /** Tiers present, in order of first appearance. */
    get tiers(): string[] {
      return [...new Set(self.items.map((w) => w.type))];
    },
    byTier(tier: string): readonly DailyWinning[] {
      return self.items.filter((w) => w.type === tier);
    },
  }))
  .actions((self) => ({
    load: flow(function* () {
      const env = getEnv<StoreEnv>(self);
      self.setProcessing(true);
      try {
        const res: ApiResult<unknown> = yield env.api.request({ method: 'GET', path: API_PATHS.dailyWinnings });
        if (!res.ok) return res;
        const raw = Array.isArray(res.data) ? res.data : [];
        if (!Array.isArray(res.data)) env.log?.('daily winnings: response is not a list', res.data);
        const items = raw.map(readWinning).filter((w): w is DailyWinning => !!w);
        if (items.length !== raw.length) env.log?.(`daily winnings: ${raw.length - items.length} malformed item(s) skipped`);
        self.setItems(items);
        return res;
      } finally {
        self.setProcessing(false);
      }
    }),
  }));

export interface DailyWinningsStore extends Instance<typeof DailyWinningsStoreModel> {}
export interface DailyWinningsStoreSnapshotIn extends SnapshotIn<typeof DailyWinningsStoreModel> {}
