import { getEnv, types } from 'mobx-state-tree';
import { paymentNeighbours } from './paymentRoot';
import { resolveUrl } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { isRecord, num, str } from '../../api/read';
import type { Failure } from '../../api/result';
import { configOf } from '../kit/config';
import { CryptoPaymentStoreModel } from './CryptoPaymentStore';
import type { PaymentNotice, StoreEnv } from '../env';
import { DepositFormModel, WithdrawalFormModel } from './PaymentForms';
import { PAYMENT_OUTCOMES, readNotice, type PaymentKind, type PendingPayment } from './paymentOutcome';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';

export const PAYMENT_MODAL_TYPES = ['Deposit', 'Withdrawal', 'CompleteScreen'] as const;
export type PaymentModalType = (typeof PAYMENT_MODAL_TYPES)[number];

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
export const rootOf = paymentNeighbours;

/** A deposit method value naming a crypto currency rather than a requisite id. */
export const CRYPTO_PREFIX = 'crypto:';

/**
 * The cash desk (spec §2 "Cash desk dialog", §3 payment state, §4 transitions): the dialog, the
 * deposit (3 pages) and withdrawal (2 pages) forms, requisites and the two request histories.
 */
export const CashDeskModel = types
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
    /** The submission in flight or in doubt, with its Idempotency-Key (cleared once booked or refused). */
    pending: types.frozen<PendingPayment | undefined>(),
    /** Set while a submission's outcome is not known (see PAYMENT_OUTCOMES). */
    bookingOutcome: types.maybe(types.enumeration('PaymentOutcome', [...PAYMENT_OUTCOMES])),
    /** Whether the player has a paid deposit: false = none (the first-deposit bonus is offered), undefined = not known. */
    hasPaidDeposit: types.maybe(types.boolean),
    /** The last payment another tab of this brand reported. */
    otherTab: types.frozen<PaymentNotice | undefined>(),
    /** The warning about it is on screen: the next submit goes ahead. */
    otherTabWarning: false,
  })
  .actions(withSetPropAction)
  // The cash desk's lists (requisites, histories, deposit standing) go through the kit, and so does the one-at-a-time
  // rule of the payment actions (`exclusive` under SUBMIT); their idempotency is paymentBooking.ts's.
  .extend(withRequests)
  .views((self) => ({
    /** A submit, retry or check of a payment runs: the dialog's buttons wait for it. */
    get actionProcessing(): boolean {
      return self.busy(SUBMIT);
    },
  }))
  .actions((self) => ({
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
      const locked = self.pending?.kind === 'Deposit' && (self.bookingOutcome === 'checking' || self.bookingOutcome === 'unknown');
      if (self.depositPage === 2 && !locked) self.depositPage = 1;
    },
    setRequisites(list: Requisite[]) {
      self.requisites = list;
      self.requisitesLoaded = true;
      const chosen = list.some((r) => String(r.id) === self.deposit.system);
      // A chosen method must be one on offer; the first one is preselected, '-1' when there is none.
      if (!chosen) self.deposit.setProp('system', list.length ? String(list[0].id) : '-1');
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
    /** The chosen withdrawal country, with the ISO code of its entry in the country table (the flag's). */
    get withdrawalCountry() {
      const countries = self.paymentRules.withdrawalCountries;
      const chosen = countries.find((c) => c.value === self.withdrawal.country) ?? countries[0];
      // The brand names a country by the platform's id only; the table holds what the id stands for,
      // so a brand cannot give a flag that disagrees with the id it sends.
      const code = configOf(self).rules.countries.find((c) => c.id === chosen.countryId)?.code;
      return { ...chosen, code };
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
      return self.pending?.kind === kind && (self.bookingOutcome === 'checking' || self.bookingOutcome === 'unknown');
    },
    /** The last payment call failed because the session had ended: nothing was sent, the player signs in again. */
    get sessionEnded(): boolean {
      return self.error?.kind === 'unauthorized';
    },
  }));

/** The kit key of the payment actions: one at a time (submit, retry, check again). */
export const SUBMIT = 'submit';
