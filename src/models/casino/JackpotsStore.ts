import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { casinoConfigOf } from './casinoRoot';
import { withSetPropAction } from '../kit/setProp';

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

/** A jackpot as shown: an amount (numbers or numeric strings), text fields that are strings or empty. */
function readJackpot(x: unknown): Jackpot | undefined {
  const r = isRecord(x) ? x : {};
  const amount = num(r.amount);
  if (amount === undefined) return undefined;
  const name = str(r.name) ?? '';
  return Object.freeze({
    id: str(r.id) ?? num(r.id) ?? name,
    image: str(r.image) ?? '',
    amount,
    name,
    timer: num(r.timer) ?? 0,
    last_winner: str(r.last_winner) ?? '',
    last_win_amount: num(r.last_win_amount) ?? 0,
  });
}

/** A fake jackpot win: needs an amount and a winner's name. */
function readFakeJackpot(x: unknown): FakeJackpot | undefined {
  const r = isRecord(x) ? x : {};
  const amount = num(r.amount_jackpot);
  const winner = str(r.winner_nickname);
  return amount === undefined || !winner ? undefined : Object.freeze({ amount_jackpot: amount, winner_nickname: winner });
}

/** Jackpot banners (spec casino §3): real jackpots ascending by amount, won jackpots, and fake jackpots polled on the brand's interval, descending. */
export const JackpotsStoreModel = types
  .model('JackpotsStore', {
    jackpots: types.frozen<readonly Jackpot[]>([]),
    wonJackpots: types.frozen<readonly unknown[]>([]),
    fakeJackpots: types.frozen<readonly FakeJackpot[]>([]),
    info: types.frozen<unknown>(null),
    /** The jackpots call has not answered yet ('idle'), answered, or failed: the strip holds its room until then. */
    status: types.optional(types.enumeration(['idle', 'ready', 'failed']), 'idle'),
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .volatile(() => ({ pollHandle: undefined as unknown, polling: false }))
  .actions((self) => ({
    setJackpots(jackpots: Jackpot[], won: unknown[]) {
      self.jackpots = Object.freeze([...jackpots].sort((a, b) => a.amount - b.amount));
      self.wonJackpots = Object.freeze(won);
    },
    setFakeJackpots(list: FakeJackpot[]) {
      self.fakeJackpots = Object.freeze([...list].sort((a, b) => b.amount_jackpot - a.amount_jackpot));
    },
    setPolling(handle: unknown, on: boolean) {
      self.pollHandle = handle;
      self.polling = on;
    },
  }))
  .views((self) => ({
    get actionProcessing(): boolean {
      return self.busy('jackpots');
    },
    get fakeProcessing(): boolean {
      return self.busy('fake');
    },
    get infoProcessing(): boolean {
      return self.busy('info');
    },
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
        const w: Record<string, unknown> = isRecord(item) ? item : {};
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
      const info: Record<string, unknown> = isRecord(self.info) ? self.info : {};
      const title = str(info.title);
      const description = str(info.description) ?? str(info.text);
      return title || description ? { title, description } : undefined;
    },
  }))
  // A call may come back after the tree was torn down (page left mid-poll): the kit drops its answer then.
  .actions((self) => {
    const log = (): StoreEnv['log'] => getEnv<StoreEnv>(self).log;
    return {
      loadJackpots: flow(function* () {
        const res = yield* self.request('jackpots', { method: 'GET', path: API_PATHS.jackpots }, { what: 'jackpots' });
        if (res && !res.ok) self.setProp('status', 'failed');
        if (!res?.ok) return res;
        self.setProp('status', 'ready');
        const won = Array.isArray(res.data) ? [] : (listOf(res.data, ['won_jackpots']) ?? []);
        self.setJackpots(readItems(listOf(res.data, ['jackpots']), readJackpot, 'jackpots', log()), won);
        return res;
      }),
      loadInfo: flow(function* () {
        const res = yield* self.request('info', { method: 'GET', path: API_PATHS.jackpotInfo }, { what: 'jackpot info' });
        if (res?.ok) self.setProp('info', res.data ?? null);
        return res;
      }),
      loadFakeJackpots: flow(function* () {
        const res = yield* self.request('fake', { method: 'GET', path: API_PATHS.fakeJackpots }, { what: 'fake jackpots' });
        if (res?.ok) self.setFakeJackpots(readItems(listOf(res.data, ['fake_jackpots']), readFakeJackpot, 'fake jackpots', log()));
        return res;
      }),
    };
  })
  .actions((self) => ({
    /** Loads the fake jackpots now and then every catalogue.jackpots.fakePollMs, until stopped. */
    startFakePolling() {
      if (self.polling) return;
      const { clock } = getEnv<StoreEnv>(self);
      self.setPolling(
        clock.setInterval(() => void self.loadFakeJackpots(), self.fakePollMs),
        true,
      );
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
