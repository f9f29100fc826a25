import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { ApiRequest, StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { formatApiDate } from '../../i18n/format';
import { configOf } from '../kit/config';

/** A casino bet of the player's bet history (spec §7; the platform also sends the game's name). */
export interface CasinoBet {
  date?: string;
  amount?: number;
  status?: number;
  provider?: string;
  game?: string;
  balance_before?: number;
  balance_after?: number;
}

/** A deposit or withdrawal of the payment history (spec §7). */
export interface Payment {
  created_at?: string;
  value?: number;
  type?: number;
  status?: number;
  payment_system?: string;
  balance_after?: number;
  /** Which balance the entry moved (0 real, 1 free spins; spec §9 balance filters). */
  balance_type?: number;
}

/** A deposit or withdrawal request (spec §3 deposit and withdrawal list items). */
export interface PaymentRequest {
  id?: number;
  date?: string;
  amount?: number;
  currency?: string;
  status?: number;
  comment?: string;
}

/** An activated promo code (spec §3 promo code history). */
export interface PromocodeEntry {
  id?: number;
  code?: string;
  created_at?: string;
}

/** A free-spin package of the free-spin history (GET /api/payment/freespins/history). */
export interface FreespinEntry {
  id?: number;
  created_at?: string;
  provider?: string;
  game?: string;
  count?: number;
  used?: number;
  win_amount?: number;
  status?: number;
}

/** A cashback entry (spec §3: id, date, amount, type; the type's names in rules.statusNames.cashback). */
export interface CashbackEntry {
  id?: number;
  date?: string;
  amount?: number;
  type?: number;
}

/**
 * Filter values a list sends with each page call: numbers are the brand's history filter values; a string
 * is a calendar date ("2024-06-01") that goes out in the brand's API date format (rules.dateFormat).
 */
export type HistoryFilter = Readonly<Record<string, number | string>>;

/** One server page of a history list. */
export interface HistoryPage<T> {
  rows: T[];
  /** Total rows on the server, when the answer says. */
  total?: number;
  /** Items the server sent (malformed ones included): a short page means the list is done. */
  received: number;
  /** The number of pages, when the answer gives it (meta.pages of the request lists). */
  lastPage?: number;
}

const readBet = (x: unknown): CasinoBet | undefined =>
  isRecord(x)
    ? {
        date: str(x.date),
        amount: num(x.amount),
        status: num(x.status),
        provider: str(x.provider),
        game: str(x.game),
        balance_before: num(x.balance_before),
        balance_after: num(x.balance_after),
      }
    : undefined;

const readPayment = (x: unknown): Payment | undefined =>
  isRecord(x)
    ? {
        created_at: str(x.created_at),
        value: num(x.value),
        type: num(x.type),
        status: num(x.status),
        payment_system: str(x.payment_system),
        balance_after: num(x.balance_after),
        balance_type: num(x.balance_type),
      }
    : undefined;

// Deposit requests carry `date`, withdrawal requests `create_date` (spec §3); one row shape for both.
const readRequest = (x: unknown): PaymentRequest | undefined =>
  isRecord(x)
    ? {
        id: num(x.id),
        date: str(x.date) ?? str(x.create_date),
        amount: num(x.amount),
        currency: str(x.currency),
        status: num(x.status),
        comment: str(x.comment),
      }
    : undefined;

const readPromocode = (x: unknown): PromocodeEntry | undefined =>
  isRecord(x) && typeof x.code === 'string' ? { id: num(x.id), code: x.code, created_at: str(x.created_at) } : undefined;

const readFreespin = (x: unknown): FreespinEntry | undefined =>
  isRecord(x)
    ? {
        id: num(x.id),
        created_at: str(x.created_at),
        provider: str(x.provider),
        game: str(x.game),
        count: num(x.count),
        used: num(x.used),
        win_amount: num(x.win_amount),
        status: num(x.status),
      }
    : undefined;

const readCashback = (x: unknown): CashbackEntry | undefined =>
  isRecord(x) && num(x.amount) !== undefined ? { id: num(x.id), date: str(x.date), amount: num(x.amount), type: num(x.type) } : undefined;

const totalOf = (data: unknown) => (isRecord(data) ? num(data.count) : undefined);

/** A request list page: `{data, meta: {pages, total}}`. */
function readRequests(data: unknown, what: string, log?: StoreEnv['log']): HistoryPage<PaymentRequest> | null {
  const list = listOf(data, ['data']);
  if (!list) return null;
  const meta = isRecord(data) && isRecord(data.meta) ? data.meta : {};
  return { rows: readItems(list, readRequest, what, log), total: num(meta.total), received: list.length, lastPage: num(meta.pages) };
}

const readPayments = (data: unknown, what: string, log?: StoreEnv['log']): HistoryPage<Payment> | null => {
  const list = listOf(data, ['payments']);
  return list ? { rows: readItems(list, readPayment, what, log), total: totalOf(data), received: list.length } : null;
};

/** The payment history call (GET, the list's filter in the query) and its reader; `what` names the list in the log. */
const paymentHistory = (what: string) => ({
  request: (page: number, count: number, filter: HistoryFilter = {}): ApiRequest => ({
    method: 'GET',
    path: API_PATHS.paymentHistory,
    query: { page, count, ...filter },
  }),
  read: (data: unknown, log?: StoreEnv['log']) => readPayments(data, what, log),
});

/** The calls and readers of each history list: `page` is 1-based, `count` rows per page, `filter` the list's filter values. */
export const HISTORY_SOURCES = {
  casinoBets: {
    request: (page: number, count: number, filter: HistoryFilter = {}): ApiRequest => ({
      method: 'POST',
      path: API_PATHS.casinoBetHistory,
      body: { page, count, ...filter },
    }),
    read: (data: unknown, log?: StoreEnv['log']): HistoryPage<CasinoBet> | null => {
      const list = listOf(data, ['data']);
      return list ? { rows: readItems(list, readBet, 'casino bet history', log), total: totalOf(data), received: list.length } : null;
    },
  },
  payments: paymentHistory('payment history'),
  /** Balance history: the same call, filtered by balance type (spec §7, §9). */
  balance: paymentHistory('balance history'),
  depositRequests: {
    request: (page: number, count: number): ApiRequest => ({ method: 'GET', path: API_PATHS.depositRequests, query: { page, count } }),
    read: (data: unknown, log?: StoreEnv['log']) => readRequests(data, 'deposit requests', log),
  },
  withdrawalRequests: {
    request: (page: number, count: number): ApiRequest => ({ method: 'GET', path: API_PATHS.withdrawalRequests, query: { page, count } }),
    read: (data: unknown, log?: StoreEnv['log']) => readRequests(data, 'withdrawal requests', log),
  },
  promocodes: {
    request: (page: number, count: number): ApiRequest => ({ method: 'GET', path: API_PATHS.promocodeHistory, query: { page, count } }),
    read: (data: unknown, log?: StoreEnv['log']): HistoryPage<PromocodeEntry> | null => {
      const list = listOf(data, ['history']);
      return list ? { rows: readItems(list, readPromocode, 'promo code history', log), total: totalOf(data), received: list.length } : null;
    },
  },
  freespins: {
    request: (page: number, count: number): ApiRequest => ({ method: 'GET', path: API_PATHS.freespinsHistory, query: { page, count } }),
    read: (data: unknown, log?: StoreEnv['log']): HistoryPage<FreespinEntry> | null => {
      const list = listOf(data, ['data']);
      return list ? { rows: readItems(list, readFreespin, 'free-spin history', log), total: totalOf(data), received: list.length } : null;
    },
  },
  cashback: {
    request: (page: number, count: number): ApiRequest => ({ method: 'GET', path: API_PATHS.cashbackHistory, query: { page, count } }),
    read: (data: unknown, log?: StoreEnv['log']): HistoryPage<CashbackEntry> | null => {
      const list = listOf(data, ['history']);
      return list ? { rows: readItems(list, readCashback, 'cashback history', log), total: totalOf(data), received: list.length } : null;
    },
  },
} as const;

export type HistoryKind = keyof typeof HISTORY_SOURCES;
export type HistoryRow<K extends HistoryKind> = NonNullable<ReturnType<(typeof HISTORY_SOURCES)[K]['read']>>['rows'][number];

/**
 * One profile list that the player scrolls through: server pages of `rules.pageSize` rows are
 * fetched as the shown count needs them. A new key (another section, filters or language) starts
 * again from the first page, and an answer for an old key is dropped.
 */
export const HistoryListStoreModel = types
  .model('HistoryListStore', {
    kind: types.enumeration<HistoryKind>('HistoryKind', Object.keys(HISTORY_SOURCES) as HistoryKind[]),
    key: '',
    rows: types.frozen<readonly unknown[]>([]),
    pages: 0,
    total: types.maybe(types.number),
    done: false,
    /** The failure text of the last page call (the platform's message, or '' when it gave none). */
    error: types.maybe(types.string),
  })
  .extend(withRequests)
  .volatile(() => ({ filter: {} as HistoryFilter }))
  .actions((self) => ({
    /** Starts the list again under `key`; a page on its way is dropped, even when the key comes back meanwhile (A → B → A). */
    restart(key: string, filter: HistoryFilter = {}) {
      self.drop('page');
      self.key = key;
      const { dateFormat } = configOf(self).rules;
      // A date the player left empty (or half typed) is no filter at all.
      // Without a brand format the date goes as the date input gave it (ISO calendar date).
      const entries = Object.entries(filter).map(([k, v]) => [k, typeof v === 'string' ? formatApiDate(v, dateFormat ?? 'yyyy-MM-dd') : v] as const);
      self.filter = Object.fromEntries(entries.filter(([, v]) => v !== ''));
      self.rows = Object.freeze([]);
      self.pages = 0;
      self.total = undefined;
      self.done = false;
      self.error = undefined;
    },
    addPage(page: HistoryPage<unknown>, pageSize: number) {
      const rows = [...self.rows, ...page.rows];
      self.rows = Object.freeze(rows);
      self.pages += 1;
      self.total = page.total;
      self.done =
        page.received < pageSize || (page.total !== undefined && rows.length >= page.total) || (page.lastPage !== undefined && self.pages >= page.lastPage);
    },
    fail(message: string) {
      self.error = message;
    },
    /** Clears a failed page call so the next `ensure` asks for that page again (the player's "try again"). */
    clearError() {
      self.error = undefined;
    },
  }))
  .views((self) => ({
    /** A page call is running. */
    get actionProcessing(): boolean {
      return self.busy('page');
    },
    get status(): 'loading' | 'failed' | 'ready' {
      if (self.error !== undefined && self.rows.length === 0) return 'failed';
      return self.rows.length === 0 && !self.done ? 'loading' : 'ready';
    },
    /** A later page failed: the rows so far stay, the list says so and offers to try again. */
    get moreFailed(): boolean {
      return self.error !== undefined && self.rows.length > 0;
    },
    /** How far the shown list may grow: the server's total, else one more page while more may exist. */
    get reachable(): number {
      // After a failed page the list grows no further until the player tries again.
      if (self.done || self.error !== undefined) return self.rows.length;
      return self.total ?? self.rows.length + configOf(self).rules.pageSize;
    },
  }))
  .actions((self) => ({
    /**
     * Makes `count` rows of the list under `key` available, fetching the pages missing (one call at a
     * time: a second call while a page is on its way joins it). `filter` goes with every page call; a caller puts
     * its values into `key`, so new filter values start the list again.
     */
    ensure: flow(function* (key: string, count: number, filter: HistoryFilter = {}) {
      if (self.key !== key) self.restart(key, filter);
      const env = getEnv<StoreEnv>(self);
      const pageSize = configOf(self).rules.pageSize;
      const source = HISTORY_SOURCES[self.kind];
      while (!self.done && self.error === undefined && self.rows.length < count) {
        const res = yield* self.request('page', source.request(self.pages + 1, pageSize, self.filter), { what: `history (${self.kind})`, quiet: true });
        // Joined (the first caller reads the page), or the list moved on to another key while this page was on its way.
        if (!res) return;
        const page = res.ok ? source.read(res.data, env.log) : null;
        if (!res.ok) self.fail(res.message);
        else if (!page) self.fail('');
        else self.addPage(page, pageSize);
      }
    }),
  }));

export interface HistoryListStore extends Instance<typeof HistoryListStoreModel> {}
export interface HistoryListStoreSnapshotIn extends SnapshotIn<typeof HistoryListStoreModel> {}
