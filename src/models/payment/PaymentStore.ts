import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { paymentNeighbours } from './paymentRoot';
import { resolveUrl } from '../../api/client';
import { API_PATHS, DEPOSIT_BONUS_PROMOTION_TYPE } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { Failure } from '../../api/result';
import { configOf } from '../kit/config';
import { CryptoPaymentStoreModel } from './CryptoPaymentStore';
import type { ApiResult, Holds, PaymentNotice, StoreEnv } from '../env';
import { DepositFormModel, WithdrawalFormModel, type PaymentFormParent } from './PaymentForms';

export const PAYMENT_MODAL_TYPES = ['Deposit', 'Withdrawal', 'CompleteScreen'] as const;
export type PaymentModalType = (typeof PAYMENT_MODAL_TYPES)[number];
export type PaymentKind = 'Deposit' | 'Withdrawal';

/** A payment requisite (server: admin_requisite), read leniently. */
export interface Requisite {
  id: number;
  system: string;
  requisite: string;
  detail: string;
  definition: string;
  countryId?: number;
  accountName: string;
  accountId: string;
}

export function readRequisite(x: unknown): Requisite | undefined {
  if (!isRecord(x)) return undefined;
  const id = num(x.id);
  if (id === undefined) return undefined;
  return {
    id,
    system: str(x.payment_system) ?? '',
    requisite: str(x.payment_requisite) ?? '',
    detail: str(x.payment_detail) ?? '',
    definition: str(x.payment_custom_definition) ?? '',
    countryId: num(x.payment_country_id),
    accountName: str(x.payment_account_name) ?? '',
    accountId: str(x.payment_account_id) ?? '',
  };
}

const HistoryModel = types.model('PaymentHistory', {
  list: types.frozen<Record<string, unknown>[]>([]),
  pageCount: 0,
  page: 1,
  loaded: false,
});

/** The cash desk's neighbours, typed and required (src/models/payment/paymentRoot.ts). */
const rootOf = paymentNeighbours;

/** A deposit method value naming a crypto currency rather than a requisite id. */
export const CRYPTO_PREFIX = 'crypto:';

const HISTORY_PATHS = { Deposit: '/api/payment/deposit_request', Withdrawal: '/api/payment/withdrawal_request' } as const;
const BOOKING_PATHS = { Deposit: '/api/payment/admin_deposit', Withdrawal: '/api/payment/cashier_withdrawal_by_payment' } as const;
/**
 * A booking is only believed with the platform's word for it: the payment record (`deposit` / `withdrawal` with an
 * id), or the field the platform's contract answers a booking with (spec: deposit `invoice_url`, an http(s) URL;
 * withdrawal `wagering_amount`, a number). Anything else (null, {}, a string, a gateway's page) is an unknown outcome.
 */
const RECORD_KEYS = { Deposit: 'deposit', Withdrawal: 'withdrawal' } as const;
const isWebUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/i.test(v.trim());
const ANSWER_FIELDS = { Deposit: isWebUrl, Withdrawal: (v: unknown) => typeof v === 'number' && Number.isFinite(v) } as const;
const ANSWER_KEYS = { Deposit: 'invoice_url', Withdrawal: 'wagering_amount' } as const;
/** How long a payment another tab reported still asks for a warning before this tab sends one. */
export const OTHER_TAB_WARNING_MS = 10 * 60_000;

/**
 * One submission of a filled form: the request exactly as sent and its Idempotency-Key, reused by every retry of
 * it; `seen` = the ids on page 1 of the request history before it was first sent (undefined: that read failed),
 * so a later check can tell whether it was booked.
 */
export interface PendingPayment {
  kind: PaymentKind;
  key: string;
  body: Record<string, unknown>;
  amount: number;
  /** A crypto deposit's currency ('' otherwise): its completion has an invoice. */
  crypto: string;
  asScreen: boolean;
  seen?: string[];
}

/**
 * What is known of a submission whose answer did not say: `checking` (balance and history are re-read),
 * `unknown` (the check itself failed: check again, or retry with the same key), `notBooked` (the history shows
 * no new request: the player may send it again, with the same key).
 */
export const PAYMENT_OUTCOMES = ['checking', 'unknown', 'notBooked'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The ids of a history page; undefined when the answer holds no list. */
const idsOf = (data: unknown): string[] | undefined =>
  listOf(data)?.flatMap((x) => (isRecord(x) && (typeof x.id === 'number' || typeof x.id === 'string') ? [String(x.id)] : []));

function hasRecord(kind: PaymentKind, data: unknown): boolean {
  if (!isRecord(data)) return false;
  const record = data[RECORD_KEYS[kind]];
  if (isRecord(record) && (num(record.id) !== undefined || (typeof record.id === 'string' && record.id !== ''))) return true;
  return ANSWER_FIELDS[kind](data[ANSWER_KEYS[kind]]);
}

function readNotice(x: unknown): PaymentNotice | undefined {
  if (!isRecord(x) || (x.type !== 'payment-submitted' && x.type !== 'payment-booked')) return undefined;
  if (x.kind !== 'Deposit' && x.kind !== 'Withdrawal') return undefined;
  const amount = num(x.amount);
  const at = num(x.at);
  return amount === undefined || at === undefined ? undefined : { type: x.type, kind: x.kind, amount, at };
}

/**
 * The cash desk (spec §2 "Cash desk dialog", §3 payment state, §4 transitions): the dialog, the
 * deposit (3 pages) and withdrawal (2 pages) forms, requisites and the two request histories.
 */
export const PaymentStoreModel = types
  .model('PaymentStore', {
    modal: types.optional(
      types.model('PaymentModal', {
        isOpen: false,
        type: types.optional(types.enumeration('PaymentModalType', [...PAYMENT_MODAL_TYPES]), 'Deposit'),
      }),
      {},
    ),
    /** Which payment the completion screen (page 3 / page 2 / CompleteScreen) reports. */
    completed: types.maybe(types.enumeration('PaymentKind', ['Deposit', 'Withdrawal'])),
    depositPage: types.optional(types.union(types.literal(1), types.literal(2), types.literal(3)), 1),
    withdrawalPage: types.optional(types.union(types.literal(1), types.literal(2)), 1),
    deposit: types.optional(DepositFormModel, {}),
    withdrawal: types.optional(WithdrawalFormModel, {}),
    requisites: types.frozen<Requisite[]>([]),
    requisitesLoaded: false,
    depositHistory: types.optional(HistoryModel, {}),
    withdrawalHistory: types.optional(HistoryModel, {}),
    /** The crypto-payment service's currencies and limits (brand features.cryptoPayments). */
    crypto: types.optional(CryptoPaymentStoreModel, {}),
    /** Where the player pays the last crypto deposit (the platform's invoice_url), shown on its completion. */
    invoiceUrl: types.maybe(types.string),
    /** The last failed payment call, shown in the dialog until the next attempt or a tab switch. */
    error: types.frozen<Failure | undefined>(),
    actionProcessing: false,
    /** The submission in flight or in doubt, with its Idempotency-Key (cleared once booked or refused). */
    pending: types.frozen<PendingPayment | undefined>(),
    /** Set while a submission's outcome is not known (see PAYMENT_OUTCOMES). */
    outcome: types.maybe(types.enumeration('PaymentOutcome', [...PAYMENT_OUTCOMES])),
    /** Whether the player has a paid deposit: false = none (the first-deposit bonus is offered), undefined = not known. */
    hasPaidDeposit: types.maybe(types.boolean),
    /** The last payment another tab of this brand reported. */
    otherTab: types.frozen<PaymentNotice | undefined>(),
    /** The warning about it is on screen: the next submit goes ahead. */
    otherTabWarning: false,
  })
  .actions((self) => ({
    setProcessing(on: boolean) {
      self.actionProcessing = on;
    },
    setError(e: Failure | undefined) {
      self.error = e;
    },
    setInvoiceUrl(url: string | undefined) {
      self.invoiceUrl = url;
    },
    setPending(p: PendingPayment | undefined) {
      self.pending = p;
    },
    setOutcome(o: PaymentOutcome | undefined) {
      self.outcome = o;
    },
    setHasPaidDeposit(v: boolean | undefined) {
      self.hasPaidDeposit = v;
    },
    setOtherTabWarning(on: boolean) {
      self.otherTabWarning = on;
      if (!on) self.otherTab = undefined;
    },
    /** Another tab of the brand submitted or booked a payment (env.tabs). */
    noteOtherTab(x: unknown) {
      const notice = readNotice(x);
      if (notice) self.otherTab = notice;
    },
    /** Tabs switch the type; a finished payment's completion page gives way to a fresh form. */
    setType(type: PaymentModalType) {
      self.modal.type = type;
      self.error = undefined;
      if (self.depositPage === 3) self.depositPage = 1;
      if (self.withdrawalPage === 2) self.withdrawalPage = 1;
    },
    close() {
      self.modal.isOpen = false;
      self.error = undefined;
      if (self.depositPage === 3) self.depositPage = 1;
      if (self.withdrawalPage === 2) self.withdrawalPage = 1;
    },
    /** Page 1 → 2 by Next, only with a valid amount. */
    nextDepositPage() {
      if (self.depositPage === 1 && self.deposit.canLeaveAmountPage) self.depositPage = 2;
    },
    /** Page 2 → 1 by Back; everything typed stays. */
    backDepositPage() {
      const locked = self.pending?.kind === 'Deposit' && (self.outcome === 'checking' || self.outcome === 'unknown');
      if (self.depositPage === 2 && !locked) self.depositPage = 1;
    },
    setRequisites(list: Requisite[]) {
      self.requisites = list;
      self.requisitesLoaded = true;
      const chosen = list.some((r) => String(r.id) === self.deposit.system);
      // A chosen method must be one on offer; the first one is preselected, '-1' when there is none.
      if (!chosen) self.deposit.setSystem(list.length ? String(list[0].id) : '-1');
    },
    setHistory(kind: PaymentKind, page: number, list: Record<string, unknown>[], pageCount: number) {
      const h = kind === 'Deposit' ? self.depositHistory : self.withdrawalHistory;
      h.list = list;
      h.page = page;
      h.pageCount = pageCount;
      h.loaded = true;
    },
    /** Shows the completion: a page of the open tab, or (on a phone) the dialog reopened as CompleteScreen. */
    complete(kind: PaymentKind, asScreen: boolean) {
      self.completed = kind;
      if (asScreen) {
        self.modal.isOpen = false;
        self.modal.type = 'CompleteScreen';
        self.modal.isOpen = true;
        if (kind === 'Deposit') self.depositPage = 1;
      } else if (kind === 'Deposit') self.depositPage = 3;
      else self.withdrawalPage = 2;
    },
  }))
  .views((self) => ({
    get api() {
      return getEnv<StoreEnv>(self).api;
    },
    get paymentRules() {
      return configOf(self).rules.payment;
    },
    /** The platform's flag image of a country (ISO alpha-2 code). */
    flagUrl(countryCode: string): string {
      return resolveUrl(configOf(self).brand.api.baseUrl, `${API_PATHS.countryFlag}${countryCode}`);
    },
    /** The requisite the player chose; none (unverified player, or no methods) means the contact-support variant. */
    get selectedRequisite(): Requisite | undefined {
      if (self.deposit.system === '-1') return undefined;
      return self.requisites.find((r) => String(r.id) === self.deposit.system);
    },
  }))
  .views((self) => ({
    get withdrawalCountry() {
      const countries = self.paymentRules.withdrawalCountries;
      return countries.find((c) => c.value === self.withdrawal.country) ?? countries[0];
    },
    /**
     * Why a withdrawal cannot go through: the platform refused it for unmet wagering (a code of
     * rules.payment.wageringBlockCodes), or the bonus state says wagering is still left to play.
     */
    get withdrawalBlock(): { reason: 'server' | 'bonus'; leftToPlay: number; code?: number } | undefined {
      const left = rootOf(self).auth.amountLeftToPlay;
      if (self.error && self.paymentRules.wageringBlockCodes.includes(self.error.code)) return { reason: 'server', leftToPlay: left, code: self.error.code };
      // A brand that lets the platform decide (withdrawalBlockedWhileWagering false) shows the form as usual.
      // Unset means the schema's default, true.
      if (configOf(self).rules.bonus.withdrawalBlockedWhileWagering === false) return undefined;
      return left > 0 ? { reason: 'bonus', leftToPlay: left } : undefined;
    },
    /**
     * The deposit form asks for the first-deposit bonus agreement (rules.bonus.depositAgreementRequired) only of a
     * player known to have no paid deposit yet (the deposit request history, status 1 = paid).
     */
    get asksBonusAgreement(): boolean {
      return configOf(self).rules.bonus.depositAgreementRequired && self.hasPaidDeposit === false;
    },
    /** The form of a submission in doubt is locked: no edits, no submit (only "check again" or the same request again). */
    isLocked(kind: PaymentKind): boolean {
      return self.pending?.kind === kind && (self.outcome === 'checking' || self.outcome === 'unknown');
    },
    /** The last payment call failed because the session had ended: nothing was sent, the player signs in again. */
    get sessionEnded(): boolean {
      return self.error?.kind === 'unauthorized';
    },
  }))
  .actions((self) => ({
    /** Deposit method: a requisite id, '-1', or "crypto:<currency>" (whose deposit limits then load). */
    selectDepositMethod(value: string) {
      const currency = value.startsWith(CRYPTO_PREFIX) ? value.slice(CRYPTO_PREFIX.length) : '';
      self.deposit.setCrypto(currency);
      if (currency) void self.crypto.loadLimit('deposit', currency);
      else self.deposit.setSystem(value);
    },
    /** Withdrawal method: '' (bank transfer) or a crypto currency, whose withdrawal limits then load. */
    selectWithdrawalMethod(currency: string) {
      self.withdrawal.setCrypto(currency);
      if (currency) void self.crypto.loadLimit('withdrawal', currency);
    },
    loadRequisites: flow(function* loadRequisites() {
      const res: ApiResult<unknown> = yield self.api.request({ method: 'GET', path: '/api/payment/admin_requisite' });
      if (res.ok) self.setRequisites(readItems(listOf(res.data), readRequisite, 'payment requisites', getEnv<StoreEnv>(self).log));
      else getEnv<StoreEnv>(self).log?.('payment requisites failed to load', res);
    }),
    /** One page of the deposit or withdrawal request history (page count from meta.pages). */
    loadHistory: flow(function* loadHistory(kind: PaymentKind, page = 1) {
      const count = configOf(self).rules.pageSize;
      const res: ApiResult<unknown> = yield self.api.request({ method: 'GET', path: HISTORY_PATHS[kind], query: { page, count } });
      if (!res.ok) {
        rootOf(self).notify.apiError(res, res.kind === 'rejected' ? 'server' : 'default');
        return false;
      }
      const meta = isRecord(res.data) && isRecord(res.data.meta) ? res.data.meta : {};
      const list = readItems(listOf(res.data), (x) => (isRecord(x) ? x : undefined), `${kind} history`, getEnv<StoreEnv>(self).log);
      self.setHistory(kind, page, list, num(meta.pages) ?? 0);
      return true;
    }),
    /**
     * Whether the player has a paid deposit, from page 1 of the deposit requests (status 1 = paid): a paid one
     * there → true; every request on that page and none paid → false; otherwise (or a failed read) not known,
     * and the bonus is not offered (the platform still decides a first deposit's bonus).
     */
    loadDepositStanding: flow(function* loadDepositStanding() {
      const count = configOf(self).rules.pageSize;
      const res: ApiResult<unknown> = yield self.api.request({ method: 'GET', path: HISTORY_PATHS.Deposit, query: { page: 1, count } });
      if (!res.ok) return void self.setHasPaidDeposit(undefined);
      const list = listOf(res.data);
      if (!list) return void self.setHasPaidDeposit(undefined);
      const rows = list.filter(isRecord);
      const meta = isRecord(res.data) && isRecord(res.data.meta) ? res.data.meta : {};
      const total = num(meta.total) ?? rows.length;
      if (rows.some((r) => num(r.status) === 1)) self.setHasPaidDeposit(true);
      else self.setHasPaidDeposit(rows.length >= total ? false : undefined);
    }),
  }))
  .actions((self) => {
    /** After money moved: the balance (and wagering) refresh, and histories already shown reload. */
    function afterPayment(kind: PaymentKind, credited: number) {
      const { auth, notify, responsibleGambling, realityCheck } = rootOf(self);
      // Money moved by the cash desk is not play: the reality check's net result leaves it out.
      realityCheck.noteCashflow(kind === 'Deposit' ? credited : -credited);
      if (kind === 'Deposit' && responsibleGambling.enabled) void responsibleGambling.load();
      void auth.fetchBalance();
      if (kind === 'Withdrawal') void auth.fetchBonusState();
      notify.success(kind === 'Deposit' ? 'cashdesk.deposit.success' : 'cashdesk.withdrawal.success');
      for (const k of ['Deposit', 'Withdrawal'] as const) {
        const h = k === 'Deposit' ? self.depositHistory : self.withdrawalHistory;
        if (h.loaded) void self.loadHistory(k, 1);
      }
    }
    function failed(res: Failure) {
      self.setError(res);
      // The session ended: the dialog says so and offers sign-in (no technical toast).
      if (res.kind === 'unauthorized') return;
      // The platform's refusal carries its own text; a transport failure's text is technical.
      rootOf(self).notify.apiError(res, res.kind === 'rejected' ? 'server' : 'default');
    }
    let stopListening: (() => void) | undefined;
    const env = () => getEnv<StoreEnv>(self);
    const newKey = () => env().newId?.() ?? globalThis.crypto.randomUUID();
    const tell = (type: PaymentNotice['type'], p: PendingPayment) => env().tabs?.post({ type, kind: p.kind, amount: p.amount, at: env().clock.now() });

    /** Another tab reported a payment lately and the player has not seen the warning yet: show it, do not send. */
    function warnOtherTab(): boolean {
      const notice = self.otherTab;
      if (self.otherTabWarning) {
        // The warning was on screen: this submit is the player's informed choice.
        self.setOtherTabWarning(false);
        return false;
      }
      if (!notice || env().clock.now() - notice.at > OTHER_TAB_WARNING_MS) return false;
      self.setOtherTabWarning(true);
      return true;
    }

    /**
     * The submission for this request: the pending one when the form is unchanged (same kind and body → same key),
     * else a new one with a new key and the history's ids before it is sent.
     */
    function* submission(
      kind: PaymentKind,
      body: Record<string, unknown>,
      amount: number,
      crypto: string,
      asScreen: boolean,
    ): Generator<Promise<unknown>, PendingPayment, ApiResult<unknown>> {
      const same = self.pending && self.pending.kind === kind && JSON.stringify(self.pending.body) === JSON.stringify(body);
      if (same && self.pending) {
        const p = { ...self.pending, asScreen };
        self.setPending(p);
        return p;
      }
      const before: ApiResult<unknown> = yield self.api.request({
        method: 'GET',
        path: HISTORY_PATHS[kind],
        query: { page: 1, count: configOf(self).rules.pageSize },
      });
      const p: PendingPayment = { kind, key: newKey(), body, amount, crypto, asScreen, seen: before.ok ? idsOf(before.data) : undefined };
      self.setPending(p);
      self.setOutcome(undefined);
      tell('payment-submitted', p);
      return p;
    }

    /** The payment is booked: the completion, the balance and histories, the other tabs told. */
    function booked(p: PendingPayment, data: unknown) {
      self.setPending(undefined);
      self.setOutcome(undefined);
      if (p.kind === 'Deposit') {
        const invoice = p.crypto && isRecord(data) ? str(data.invoice_url) : undefined;
        if (p.crypto && !invoice) getEnv<StoreEnv>(self).log?.('crypto deposit: the answer has no invoice_url', data);
        // '' = a crypto deposit without a payment page (the completion says so); undefined = a bank deposit.
        self.setInvoiceUrl(p.crypto ? (invoice ?? '') : undefined);
        self.deposit.reset();
        // A deposit may have been the first paid one: the next deposit form asks the history again.
        self.setHasPaidDeposit(undefined);
      } else self.withdrawal.reset();
      self.complete(p.kind, p.asScreen);
      // A crypto deposit is credited only once its invoice is paid.
      afterPayment(p.kind, p.crypto ? 0 : p.amount);
      tell('payment-booked', p);
    }

    /** Sends the submission with its key; decides booked, refused, or not known (→ the check). */
    function* send(p: PendingPayment): Generator<Promise<unknown>, boolean, unknown> {
      self.setOutcome(undefined);
      const res = (yield self.api.request({
        method: 'POST',
        path: BOOKING_PATHS[p.kind],
        body: p.body,
        headers: { 'Idempotency-Key': p.key },
      })) as ApiResult<unknown>;
      if (res.ok && hasRecord(p.kind, res.data)) {
        booked(p, res.data);
        return true;
      }
      if (!res.ok && (res.kind === 'rejected' || res.kind === 'unauthorized')) {
        // Refused (or no session): nothing was booked; a corrected form is a new submission with a new key.
        self.setPending(undefined);
        failed(res);
        // A refusal may be the player's deposit limit (a crypto amount is weighed only there): what is left is re-read.
        const rg = rootOf(self).responsibleGambling;
        if (p.kind === 'Deposit' && res.kind === 'rejected' && rg.enabled) void rg.load();
        return false;
      }
      // A transport failure (timeout, 5xx, bad body, no connection) or a success without its record: not known.
      if (res.ok) getEnv<StoreEnv>(self).log?.(`${p.kind}: a success answer without its payment record`, res.data);
      return (yield* check(p)) === 'booked';
    }

    /** Re-reads the balance and page 1 of the request history: a new request of this amount = booked. */
    function* check(p: PendingPayment): Generator<Promise<unknown>, PaymentOutcome | 'booked', unknown> {
      self.setOutcome('checking');
      void rootOf(self).auth.fetchBalance();
      const res = (yield self.api.request({
        method: 'GET',
        path: HISTORY_PATHS[p.kind],
        query: { page: 1, count: configOf(self).rules.pageSize },
      })) as ApiResult<unknown>;
      const list = res.ok ? listOf(res.data) : undefined;
      // Without the history before the submission a new request cannot be told from an old one.
      if (!list || !p.seen) {
        self.setOutcome('unknown');
        return 'unknown';
      }
      const seen = new Set(p.seen);
      const found = list.some((x) => isRecord(x) && !seen.has(String(x.id)) && Math.abs((num(x.amount) ?? Number.NaN) - p.amount) < 1e-9);
      if (found) {
        booked(p, undefined);
        return 'booked';
      }
      self.setOutcome('notBooked');
      return 'notBooked';
    }
    return {
      /** Opens the dialog with a type; requisites load for the deposit form. */
      open(type: PaymentModalType = 'Deposit') {
        self.setType(type);
        self.modal.isOpen = true;
        if (type === 'Deposit' && !self.requisitesLoaded) void self.loadRequisites();
        // The first-deposit bonus is offered only to a player without a paid deposit.
        if (type === 'Deposit' && configOf(self).rules.bonus.depositAgreementRequired && self.hasPaidDeposit !== true) void self.loadDepositStanding();
        // What is left of the player's deposit limits, for the amount page.
        const rg = rootOf(self).responsibleGambling;
        if (type === 'Deposit' && rg.enabled) void rg.load();
        if (type === 'Withdrawal') void rootOf(self).auth.fetchBonusState();
        if (type !== 'CompleteScreen' && self.crypto.enabled) void self.crypto.loadServices();
      },
      /**
       * Page 2 submit. Exactly one request per payment: a second call while one runs (double click,
       * double Enter) returns false without asking the server. A failure keeps every field. The request
       * carries the submission's Idempotency-Key (reused while the form is unchanged); an answer that does
       * not say whether it booked leads to the outcome check, never to a success or an ordinary error.
       */
      submitDeposit: flow(function* submitDeposit(options: { completeAsScreen?: boolean } = {}) {
        if (self.actionProcessing || self.depositPage !== 2 || !self.deposit.canSubmit || self.isLocked('Deposit')) return false;
        if (warnOtherTab()) return false;
        self.setProcessing(true);
        self.setError(undefined);
        try {
          const { amount, ibanNumber, system, crypto, bonusAgreement } = self.deposit;
          if (self.asksBonusAgreement) {
            // The player's choice reaches the platform before the deposit it applies to.
            const agreed: ApiResult<unknown> = yield self.api.request({
              method: 'PUT',
              path: API_PATHS.promotionChange,
              body: { promotion_type: DEPOSIT_BONUS_PROMOTION_TYPE, promotion_is_active: bonusAgreement },
            });
            if (!agreed.ok) {
              failed(agreed);
              return false;
            }
          }
          const body = crypto
            ? { amount, iban_number: '', requisite_id: null, pay_currency: crypto }
            : { amount, iban_number: ibanNumber.trim(), requisite_id: self.selectedRequisite ? Number(system) : null };
          const p: PendingPayment = yield* submission('Deposit', body, amount, crypto, Boolean(options.completeAsScreen));
          return yield* send(p);
        } finally {
          self.setProcessing(false);
        }
      }),
      /** Withdrawal page 1 submit; the same one-request guard and Idempotency-Key as deposits. */
      submitWithdrawal: flow(function* submitWithdrawal(options: { completeAsScreen?: boolean } = {}) {
        if (self.actionProcessing || self.withdrawalPage !== 1 || !self.withdrawal.canSubmit || self.isLocked('Withdrawal')) return false;
        if (self.withdrawalBlock?.reason === 'bonus') return false;
        if (warnOtherTab()) return false;
        self.setProcessing(true);
        self.setError(undefined);
        try {
          const w = self.withdrawal;
          const body = {
            amount: w.amount,
            payment_system: w.crypto || w.system.trim(),
            payment_country_id: self.withdrawalCountry.countryId,
            payment_account_name: w.accountName.trim(),
            payment_account_id: w.accountID.trim(),
          };
          const p: PendingPayment = yield* submission('Withdrawal', body, w.amount, '', Boolean(options.completeAsScreen));
          return yield* send(p);
        } finally {
          self.setProcessing(false);
        }
      }),
      /** "Try again" of a submission still in doubt: the very same request with the same key (the platform books once). */
      retryPending: flow(function* retryPending() {
        const p = self.pending;
        if (!p || self.actionProcessing || self.outcome === 'checking') return false;
        self.setProcessing(true);
        self.setError(undefined);
        try {
          return yield* send(p);
        } finally {
          self.setProcessing(false);
        }
      }),
      /** "Check again": re-reads balance and history for the submission in doubt. */
      checkAgain: flow(function* checkAgain() {
        if (!self.pending || self.actionProcessing) return undefined;
        self.setProcessing(true);
        try {
          return yield* check(self.pending);
        } finally {
          self.setProcessing(false);
        }
      }),
      /** Subscribes to the brand's other tabs (env.tabs): a payment there warns before one here. */
      afterCreate() {
        stopListening = getEnv<StoreEnv>(self).tabs?.listen((n) => self.noteOtherTab(n));
      },
      beforeDestroy() {
        stopListening?.();
      },
    };
  });

export interface PaymentStore extends Instance<typeof PaymentStoreModel> {}
export interface PaymentStoreSnapshotIn extends SnapshotIn<typeof PaymentStoreModel> {}

/** Fails tsc when the cash desk stops providing what its forms read from it (PaymentForms.ts). */
export type PaymentStoreProvidesFormParent = Holds<PaymentStore extends PaymentFormParent ? true : false>;
