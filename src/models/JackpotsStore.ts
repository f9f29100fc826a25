import { flow, getEnv, isAlive, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../api/paths';
import type { ApiResult, StoreEnv } from './env';
import { casinoConfigOf } from './casinoRoot';

export interface Jackpot {
  id: number | string;
  image: string;
  amount: number;
  name: string;
  timer: number;
  last_winner: string;
  last_win_amount: number;
}

export interface FakeJackpot {
  amount_jackpot: number;
  winner_nickname: string;
}

/** A won jackpot as the lobby shows it (read leniently from the platform's won_jackpots items). */
export interface WonJackpotView {
  key: string;
  /** The winner's name, masked by the platform. */
  winner: string;
  amount: number;
  /** The jackpot's name. */
  jackpot: string;
  date?: string;
}

/** The jackpot info text (GET /api/jackpot/info): a title and a description, either may be missing. */
export interface JackpotInfoView {
  title?: string;
  description?: string;
}

type Log = StoreEnv['log'];

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : undefined);

function listOf(data: unknown, key: string): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  const inner = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? inner : undefined;
}

/** Keeps items whose `field` is a number; shape mismatches are logged, never shown. */
function numeric<T>(items: unknown[] | undefined, field: string, what: string, log: Log): T[] {
  if (!items) {
    log?.(`${what}: response is not a list`);
    return [];
  }
  const good = items.filter((x) => typeof (x as Record<string, unknown> | null)?.[field] === 'number');
  if (good.length !== items.length) log?.(`${what}: ${items.length - good.length} item(s) without a numeric ${field} skipped`);
  return good as T[];
}

/** Jackpot banners (spec casino §3): real jackpots ascending by amount, won jackpots, and fake jackpots polled on the brand's interval, descending. */
export const JackpotsStoreModel = types
  .model('JackpotsStore', {
    jackpots: types.frozen<readonly Jackpot[]>([]),
    wonJackpots: types.frozen<readonly unknown[]>([]),
    fakeJackpots: types.frozen<readonly FakeJackpot[]>([]),
    info: types.frozen<unknown>(null),
    actionProcessing: false,
    fakeProcessing: false,
    infoProcessing: false,
  })
  .volatile(() => ({ pollHandle: undefined as unknown, polling: false }))
  .actions((self) => ({
    setJackpots(jackpots: Jackpot[], won: unknown[]) {
      self.jackpots = Object.freeze([...jackpots].sort((a, b) => a.amount - b.amount));
      self.wonJackpots = Object.freeze(won);
    },
    setFakeJackpots(list: FakeJackpot[]) {
      self.fakeJackpots = Object.freeze([...list].sort((a, b) => b.amount_jackpot - a.amount_jackpot));
    },
    setInfo(info: unknown) {
      self.info = info;
    },
    setProcessing(which: 'actionProcessing' | 'fakeProcessing' | 'infoProcessing', on: boolean) {
      self[which] = on;
    },
    setPolling(handle: unknown, on: boolean) {
      self.pollHandle = handle;
      self.polling = on;
    },
  }))
  .views((self) => ({
    get fakePollMs(): number {
      return casinoConfigOf(self).catalogue.jackpots.fakePollMs;
    },
    /**
     * Won jackpots that name a winner and an amount; the jackpot's name comes from the item or,
     * by jackpot_id, from the current jackpots. Items without them are left out.
     */
    get wonList(): WonJackpotView[] {
      const names = new Map(self.jackpots.map((j) => [String(j.id), j.name]));
      const out: WonJackpotView[] = [];
      self.wonJackpots.forEach((item, i) => {
        const w = (item ?? {}) as Record<string, unknown>;
        const winner = str(w.winner) ?? str(w.winner_nickname) ?? str(w.user_name) ?? str(w.last_winner);
        const amount = num(w.amount) ?? num(w.win_amount) ?? num(w.amount_jackpot);
        const jackpot = str(w.name) ?? str(w.jackpot_name) ?? (w.jackpot_id !== undefined ? names.get(String(w.jackpot_id)) : undefined) ?? '';
        if (!winner || amount === undefined) return;
        out.push({ key: String(w.id ?? i), winner, amount, jackpot, date: str(w.date) });
      });
      return out;
    },
    /** The info's title and description when the platform sent text for them. */
    get infoText(): JackpotInfoView | undefined {
      const info = (self.info ?? {}) as Record<string, unknown>;
      const title = str(info.title);
      const description = str(info.description) ?? str(info.text);
      return title || description ? { title, description } : undefined;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<StoreEnv>(self);
    return {
      loadJackpots: flow(function* () {
        self.setProcessing('actionProcessing', true);
        try {
          const res: ApiResult<unknown> = yield env().api.request({ method: 'GET', path: API_PATHS.jackpots });
          if (!res.ok || !isAlive(self)) return res;
          const won = listOf(res.data, 'won_jackpots');
          self.setJackpots(numeric<Jackpot>(listOf(res.data, 'jackpots'), 'amount', 'jackpots', env().log), Array.isArray(res.data) ? [] : (won ?? []));
          return res;
        } finally {
          // A call may come back after the tree was torn down (page left mid-poll): nothing to update then.
          if (isAlive(self)) self.setProcessing('actionProcessing', false);
        }
      }),
      loadInfo: flow(function* () {
        self.setProcessing('infoProcessing', true);
        try {
          const res: ApiResult<unknown> = yield env().api.request({ method: 'GET', path: API_PATHS.jackpotInfo });
          if (res.ok && isAlive(self)) self.setInfo(res.data ?? null);
          return res;
        } finally {
          // A call may come back after the tree was torn down (page left mid-poll): nothing to update then.
          if (isAlive(self)) self.setProcessing('infoProcessing', false);
        }
      }),
      loadFakeJackpots: flow(function* () {
        if (self.fakeProcessing) return undefined;
        self.setProcessing('fakeProcessing', true);
        try {
          const res: ApiResult<unknown> = yield env().api.request({ method: 'GET', path: API_PATHS.fakeJackpots });
          if (res.ok && isAlive(self)) self.setFakeJackpots(numeric<FakeJackpot>(listOf(res.data, 'fake_jackpots'), 'amount_jackpot', 'fake jackpots', env().log));
          return res;
        } finally {
          // A call may come back after the tree was torn down (page left mid-poll): nothing to update then.
          if (isAlive(self)) self.setProcessing('fakeProcessing', false);
        }
      }),
    };
  })
  .actions((self) => ({
    /** Loads the fake jackpots now and then every catalogue.jackpots.fakePollMs, until stopped. */
    startFakePolling() {
      if (self.polling) return;
      const { clock } = getEnv<StoreEnv>(self);
      self.setPolling(clock.setInterval(() => void self.loadFakeJackpots(), self.fakePollMs), true);
      void self.loadFakeJackpots();
    },
    stopFakePolling() {
      if (!self.polling) return;
      getEnv<StoreEnv>(self).clock.clearInterval(self.pollHandle);
      self.setPolling(undefined, false);
    },
  }))
  .actions((self) => ({
    beforeDestroy() {
      self.stopFakePolling();
    },
  }));

export interface JackpotsStore extends Instance<typeof JackpotsStoreModel> {}
export interface JackpotsStoreSnapshotIn extends SnapshotIn<typeof JackpotsStoreModel> {}
