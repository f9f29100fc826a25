import { flow, getEnv, toGenerator, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS, DEPOSIT_BONUS_PROMOTION_TYPE } from '../../api/paths';
import { configOf } from '../kit/config';
import type { Holds, StoreEnv } from '../env';
import type { Range } from '../kit/neighbours';
import type { PaymentFormParent } from './PaymentForms';
import { rootOf, SUBMIT, type PaymentModalType } from './cashDesk';
import { paymentBookkeeping } from './paymentBooking';
import { PaymentListsModel } from './paymentLists';
import { paymentNeighbours } from './paymentRoot';
import type { PendingPayment } from './paymentOutcome';

/**
 * The cash desk (spec §2 "Cash desk dialog", §3 payment state, §4 transitions), in layers: the dialog, pages,
 * forms and what they show (cashDesk.ts); requisites, histories and the deposit standing (paymentLists.ts); how a
 * submission books (paymentBooking.ts, over paymentOutcome.ts); and here the deposit and withdrawal submits, the
 * retry and check of a submission in doubt, and the other tabs.
 */
/**
 * The line to log when the platform's deposit limits (`live`, site settings) are not the brand's (rules.json
 * payment.depositLimits, which the validator checked the quick amounts against): a quick amount may then fill the
 * field with an amount the form refuses. Nothing when the brand states no limits or the platform has not said.
 */
export function depositLimitsDrift(live: Range | undefined, brand: Range | undefined): string | undefined {
  if (!live || !brand || (live.min === brand.min && live.max === brand.max)) return undefined;
  return `cash desk: the platform's deposit limits ${live.min} to ${live.max} are not rules.json payment.depositLimits (${brand.min} to ${brand.max}), which the quick amounts were checked against`;
}

export const PaymentStoreModel = PaymentListsModel.actions((self) => {
  const { failed, warnOtherTab, submission, send, check } = paymentBookkeeping(self);
  let stopListening: (() => void) | undefined;
  /** The drift last logged: said once per change of the platform's limits, not on every opening. */
  let driftSaid: string | undefined;
  return {
    /** Opens the dialog with a type; requisites load for the deposit form. */
    open(type: PaymentModalType = 'Deposit') {
      self.setType(type);
      self.modal.isOpen = true;
      if (type === 'Deposit' && !self.requisitesLoaded) void self.loadRequisites();
      if (type === 'Deposit') {
        const drift = depositLimitsDrift(paymentNeighbours(self).userSettings.limits.topUp, configOf(self).rules.payment.depositLimits);
        if (drift && drift !== driftSaid) getEnv<StoreEnv>(self).log?.(drift);
        driftSaid = drift;
      }
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
      const sent = yield* self.exclusive(SUBMIT, function* () {
        self.setProp('error', undefined);
        const { amount, ibanNumber, system, crypto, bonusAgreement } = self.deposit;
        if (self.asksBonusAgreement) {
          // The player's choice reaches the platform before the deposit it applies to.
          const agreed = yield* toGenerator(
            self.api.request({
              method: 'PUT',
              path: API_PATHS.promotionChange,
              body: { promotion_type: DEPOSIT_BONUS_PROMOTION_TYPE, promotion_is_active: bonusAgreement },
            }),
          );
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
      });
      return sent ?? false;
    }),
    /** Withdrawal page 1 submit; the same one-request guard and Idempotency-Key as deposits. */
    submitWithdrawal: flow(function* submitWithdrawal(options: { completeAsScreen?: boolean } = {}) {
      if (self.actionProcessing || self.withdrawalPage !== 1 || !self.withdrawal.canSubmit || self.isLocked('Withdrawal')) return false;
      if (self.withdrawalBlock?.reason === 'bonus') return false;
      if (warnOtherTab()) return false;
      const sent = yield* self.exclusive(SUBMIT, function* () {
        self.setProp('error', undefined);
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
      });
      return sent ?? false;
    }),
    /** "Try again" of a submission still in doubt: the very same request with the same key (the platform books once). */
    retryPending: flow(function* retryPending() {
      const p = self.pending;
      if (!p || self.bookingOutcome === 'checking') return false;
      const sent = yield* self.exclusive(SUBMIT, function* () {
        self.setProp('error', undefined);
        return yield* send(p);
      });
      return sent ?? false;
    }),
    /** "Check again": re-reads balance and history for the submission in doubt. */
    checkAgain: flow(function* checkAgain() {
      const p = self.pending;
      if (!p) return undefined;
      return yield* self.exclusive(SUBMIT, () => check(p));
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
