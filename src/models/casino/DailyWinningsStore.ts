import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { BrandConfig } from '../../config/types';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';

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

/** One win: needs a player name and an amount (numbers or numeric strings); other fields read leniently. */
function readWinning(x: unknown): DailyWinning | undefined {
  const r = isRecord(x) ? x : {};
  const name = str(r.user_name);
  const amount = num(r.amount);
  if (!name || amount === undefined) return undefined;
  return Object.freeze({
    user_name: maskName(name),
    provider: str(r.provider) ?? '',
    bet: num(r.bet) ?? 0,
    multiple: num(r.multiple) ?? 0,
    amount,
    date: str(r.date) ?? '',
    type: str(r.type) ?? '',
  });
}

/**
 * The wins at providers this brand offers (an enabled providers.json entry, its id in any case): the
 * platform reports wins of every brand it serves, and a win at a provider the player cannot open here
 * would advertise a game the site does not have.
 */
export function offeredWinnings(items: readonly DailyWinning[], config: Pick<BrandConfig, 'providers'>): DailyWinning[] {
  const offered = new Set(config.providers.providers.filter((p) => p.enabled !== false).map((p) => p.id.toLowerCase()));
  return items.filter((w) => offered.has(w.provider.toLowerCase()));
}

/** Today's big wins ticker (spec: masked names, tiers). */
export const DailyWinningsStoreModel = types
  .model('DailyWinningsStore', {
    items: types.frozen<readonly DailyWinning[]>([]),
  })
  .extend(withRequests)
  .actions((self) => ({
    setItems(items: readonly DailyWinning[]) {
      self.items = Object.freeze([...items]);
    },
  }))
  .views((self) => ({
    /** The list is being loaded. */
    get actionProcessing(): boolean {
      return self.busy('list');
    },
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
      const res = yield* self.request('list', { method: 'GET', path: API_PATHS.dailyWinnings }, { what: 'daily winnings' });
      if (res?.ok) self.setItems(offeredWinnings(readItems(listOf(res.data), readWinning, 'daily winnings', getEnv<StoreEnv>(self).log), configOf(self)));
      return res;
    }),
  }));

export interface DailyWinningsStore extends Instance<typeof DailyWinningsStoreModel> {}
export interface DailyWinningsStoreSnapshotIn extends SnapshotIn<typeof DailyWinningsStoreModel> {}
