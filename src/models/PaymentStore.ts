import { flow, getEnv, getRoot, hasParent, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { resolveUrl } from '../api/client';
import { API_PATHS, DEPOSIT_BONUS_PROMOTION_TYPE } from '../api/paths';
import { isRecord, listOf, num, readItems, str } from '../api/read';
import type { Failure } from '../api/result';
import { configOf } from './config';
import { CryptoPaymentStoreModel } from './CryptoPaymentStore';
import type { ApiResult, StoreEnv } from './env';
import { DepositFormModel, WithdrawalFormModel } from './PaymentForms';

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

/** What the store needs from its neighbours; each may be absent in a bare test tree. */
interface RootShape {
  auth?: { isAuth?: boolean; amountLeftToPlay?: number; fetchBalance?(): Promise<unknown>; fetchBonusState?(): Promise<unknown> };
  notify?: { success?(messageId: string): unknown; apiError?(result: Failure, fallback?: 'server' | 'default'): unknown };
  responsibleGambling?: { enabled: boolean; load(): Promise<unknown> };
  realityCheck?: { noteCashflow(amount: number): void };
}
const rootOf = (node: object): RootShape => (hasParent(node) ? getRoot<RootShape>(node) : {});

/** A deposit method value naming a crypto currency rather than a requisite id. */
export const CRYPTO_PREFIX = 'crypto:';

const HISTORY_PATHS = { Deposit: '/api/payment/deposit_request', Withdrawal: '/api/payment/withdrawal_request' } as const;

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
      if (self.depositPage === 2) self.depositPage = 1;
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
      const left = rootOf(self).auth?.amountLeftToPlay ?? 0;
      if (self.error && self.paymentRules.wageringBlockCodes.includes(self.error.code)) return { reason: 'server', leftToPlay: left, code: self.error.code };
      // A brand that lets the platform decide (withdrawalBlockedWhileWagering false) shows the form as usual.
      // Unset means the schema's default, true.
      if (configOf(self).rules.bonus.withdrawalBlockedWhileWagering === false) return undefined;
      return left > 0 ? { reason: 'bonus', leftToPlay: left } : undefined;
    },
    /** The deposit form asks for the bonus agreement (rules.bonus.depositAgreementRequired). */
    get asksBonusAgreement(): boolean {
      return configOf(self).rules.bonus.depositAgreementRequired;
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
        rootOf(self).notify?.apiError?.(res, res.kind === 'rejected' ? 'server' : 'default');
        return false;
      }
      const meta = isRecord(res.data) && isRecord(res.data.meta) ? res.data.meta : {};
      const list = readItems(listOf(res.data), (x) => (isRecord(x) ? x : undefined), `${kind} history`, getEnv<StoreEnv>(self).log);
      self.setHistory(kind, page, list, num(meta.pages) ?? 0);
      return true;
    }),
  }))
  .actions((self) => {
    /** After money moved: the balance (and wagering) refresh, and histories already shown reload. */
    function afterPayment(kind: PaymentKind, credited: number) {
      const { auth, notify, responsibleGambling, realityCheck } = rootOf(self);
      // Money moved by the cash desk is not play: the reality check's net result leaves it out.
      realityCheck?.noteCashflow(kind === 'Deposit' ? credited : -credited);
      if (kind === 'Deposit' && responsibleGambling?.enabled) void responsibleGambling.load();
      void auth?.fetchBalance?.();
      if (kind === 'Withdrawal') void auth?.fetchBonusState?.();
      notify?.success?.(kind === 'Deposit' ? 'cashdesk.deposit.success' : 'cashdesk.withdrawal.success');
      for (const k of ['Deposit', 'Withdrawal'] as const) {
        const h = k === 'Deposit' ? self.depositHistory : self.withdrawalHistory;
        if (h.loaded) void self.loadHistory(k, 1);
      }
    }
    function failed(res: Failure) {
      self.setError(res);
      // The platform's refusal carries its own text; a transport failure's text is technical.
      rootOf(self).notify?.apiError?.(res, res.kind === 'rejected' ? 'server' : 'default');
    }
    return {
      /** Opens the dialog with a type; requisites load for the deposit form. */
      open(type: PaymentModalType = 'Deposit') {
        self.setType(type);
        self.modal.isOpen = true;
        if (type === 'Deposit' && !self.requisitesLoaded) void self.loadRequisites();
        // What is left of the player's deposit limits, for the amount page.
        const rg = rootOf(self).responsibleGambling;
        if (type === 'Deposit' && rg?.enabled) void rg.load();
        if (type === 'Withdrawal') void rootOf(self).auth?.fetchBonusState?.();
        if (type !== 'CompleteScreen' && self.crypto.enabled) void self.crypto.loadServices();
      },
      /**
       * Page 2 submit. Exactly one request per payment: a second call while one runs (double click,
       * double Enter) returns false without asking the server. A failure keeps every field.
       */
      submitDeposit: flow(function* submitDeposit(options: { completeAsScreen?: boolean } = {}) {
        if (self.actionProcessing || self.depositPage !== 2 || !self.deposit.canSubmit) return false;
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
          const res: ApiResult<unknown> = yield self.api.request({ method: 'POST', path: '/api/payment/admin_deposit', body });
          if (!res.ok) {
            failed(res);
            // A refusal may be the player's deposit limit (a crypto amount is weighed only there): what is left is re-read.
            const rg = rootOf(self).responsibleGambling;
            if (res.kind === 'rejected' && rg?.enabled) void rg.load();
            return false;
          }
          const invoice = crypto && isRecord(res.data) ? str(res.data.invoice_url) : undefined;
          if (crypto && !invoice) getEnv<StoreEnv>(self).log?.('crypto deposit: the answer has no invoice_url', res.data);
          // '' = a crypto deposit without a payment page (the completion says so); undefined = a bank deposit.
          self.setInvoiceUrl(crypto ? (invoice ?? '') : undefined);
          self.deposit.reset();
          self.complete('Deposit', Boolean(options.completeAsScreen));
          // A crypto deposit is credited only once its invoice is paid.
          afterPayment('Deposit', crypto ? 0 : amount);
          return true;
        } finally {
          self.setProcessing(false);
        }
      }),
      /** Withdrawal page 1 submit; the same one-request guard as deposits. */
      submitWithdrawal: flow(function* submitWithdrawal(options: { completeAsScreen?: boolean } = {}) {
        if (self.actionProcessing || self.withdrawalPage !== 1 || !self.withdrawal.canSubmit) return false;
        if (self.withdrawalBlock?.reason === 'bonus') return false;
        self.setProcessing(true);
        self.setError(undefined);
        try {
          const w = self.withdrawal;
          const amount = w.amount;
          const res: ApiResult<unknown> = yield self.api.request({
            method: 'POST',
            path: '/api/payment/cashier_withdrawal_by_payment',
            body: {
              amount: w.amount,
              payment_system: w.crypto || w.system.trim(),
              payment_country_id: self.withdrawalCountry.countryId,
              payment_account_name: w.accountName.trim(),
              payment_account_id: w.accountID.trim(),
            },
          });
          if (!res.ok) {
            failed(res);
            return false;
          }
          self.withdrawal.reset();
          self.complete('Withdrawal', Boolean(options.completeAsScreen));
          afterPayment('Withdrawal', amount);
          return true;
        } finally {
          self.setProcessing(false);
        }
      }),
    };
  });

export interface PaymentStore extends Instance<typeof PaymentStoreModel> {}
export interface PaymentStoreSnapshotIn extends SnapshotIn<typeof PaymentStoreModel> {}
