import { getParent, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import { paymentNeighbours } from './paymentRoot';
import { withSetPropAction } from '../kit/setProp';

/** A {min, max} amount range from today's site settings. */
export interface AmountRange {
  min: number;
  max: number;
}

/** How a field shows its validity (spec §5): empty or unset neutral, else valid or invalid. */
export type FieldState = 'neutral' | 'valid' | 'invalid';

export function fieldState(filled: boolean, invalid: boolean): FieldState {
  if (!filled) return 'neutral';
  return invalid ? 'invalid' : 'valid';
}

/**
 * A positive amount inside the range. Without today's limits (settings not loaded, or a platform answer
 * without them) no amount: a limit that is not known refuses the payment, it never lets any amount through.
 */
export function amountInRange(amount: number, range: AmountRange | undefined): boolean {
  if (!(amount > 0) || !Number.isFinite(amount) || !range) return false;
  return amount >= range.min && amount <= range.max;
}

const limitsOf = (node: IAnyStateTreeNode) => paymentNeighbours(node).userSettings.limits;
/** What a form reads from the cash desk it belongs to (its parent); PaymentStore.ts checks at compile time that it provides it. */
export interface PaymentFormParent {
  crypto: { limitOf(kind: 'deposit' | 'withdrawal', currency: string): AmountRange | undefined };
  /** The requisite the player chose; none is the unverified player's contact-support variant. */
  selectedRequisite: object | undefined;
}
/** A crypto currency's own limits, from the cash desk the form belongs to. */
const cryptoLimitOf = (node: IAnyStateTreeNode, kind: 'deposit' | 'withdrawal', currency: string) =>
  getParent<PaymentFormParent>(node).crypto.limitOf(kind, currency);

const blank = (s: string) => s.trim() === '';

/**
 * Deposit form (spec §3): amount, chosen requisite id ('-1' = none) and the IBAN the player paid from;
 * or a crypto currency (crypto ≠ ''), paid through the platform's invoice, so no IBAN. bonusAgreement:
 * the player accepted the first-deposit bonus terms (asked when rules.bonus.depositAgreementRequired).
 * Validity is a view over the fields and today's limits, so it holds from creation and after every change.
 */
/** The amount every payment form has, as the amount field reads it. */
const AmountFields = types
  .model({
    amount: 0,
    /** The amount field holds text that is not an amount in the page language (i18n/amount.ts). */
    amountUnreadable: false,
  })
  .actions((self) => ({
    /** The amount read from the field; null = the field shows text it cannot read (the amount is invalid until changed). */
    setAmount(amount: number | null) {
      self.amountUnreadable = amount === null;
      if (amount !== null) self.amount = Math.abs(Number(amount) || 0);
    },
    /** Back to no amount typed. */
    resetAmount() {
      self.amount = 0;
      self.amountUnreadable = false;
    },
  }));

export const DepositFormModel = types
  .compose(
    'DepositForm',
    AmountFields,
    types.model({
      system: '-1',
      ibanNumber: '',
      crypto: '',
      bonusAgreement: false,
    }),
  )
  .actions(withSetPropAction)
  .actions((self) => ({
    reset() {
      self.resetAmount();
      self.ibanNumber = '';
      self.bonusAgreement = false;
    },
  }))
  .views((self) => ({
    get limits(): AmountRange | undefined {
      return self.crypto ? cryptoLimitOf(self, 'deposit', self.crypto) : limitsOf(self).topUp;
    },
  }))
  .views((self) => ({
    /**
     * A bank deposit without a requisite to pay to: the unverified player's variant, paid with support's help.
     * Spec §5 disables it only without an amount, so it does not ask for the IBAN.
     */
    get viaSupport(): boolean {
      return !self.crypto && getParent<PaymentFormParent>(self).selectedRequisite === undefined;
    },
  }))
  .views((self) => ({
    /** Invalid-state flag per field. */
    get invalid() {
      return {
        amount: self.amountUnreadable || !amountInRange(self.amount, self.limits),
        ibanNumber: !self.crypto && !self.viaSupport && blank(self.ibanNumber),
      };
    },
  }))
  .views((self) => ({
    /** The player's tightest deposit limit (responsible gambling) and what is left of it; undefined without one. */
    get depositLimit(): { kind: string; remaining: number } | undefined {
      const rg = paymentNeighbours(self).responsibleGambling;
      return rg.enabled ? rg.depositHeadroom : undefined;
    },
  }))
  .views((self) => ({
    /**
     * The amount is over what the player's own deposit limit leaves (the platform would refuse it too).
     * A crypto amount is in its own currency: only the platform can weigh it against the limit.
     */
    get overLimit(): boolean {
      return !self.crypto && self.depositLimit !== undefined && self.amount > self.depositLimit.remaining;
    },
  }))
  .views((self) => ({
    get canLeaveAmountPage() {
      return !self.invalid.amount && !self.overLimit;
    },
    get canSubmit() {
      return !self.invalid.amount && !self.invalid.ibanNumber && !self.overLimit;
    },
  }));

/**
 * Withdrawal form (spec §3): amount, bank name (system), country option value (unset = the first configured
 * country), account name and account ID; or a crypto currency (crypto ≠ ''), which is then the payment
 * system, with the wallet address as the account ID.
 */
export const WithdrawalFormModel = types
  .compose(
    'WithdrawalForm',
    AmountFields,
    types.model({
      system: '',
      country: types.maybe(types.number),
      accountName: '',
      accountID: '',
      crypto: '',
    }),
  )
  .actions(withSetPropAction)
  .actions((self) => ({
    reset() {
      self.resetAmount();
      self.system = '';
      self.accountName = '';
      self.accountID = '';
    },
  }))
  .views((self) => ({
    get limits(): AmountRange | undefined {
      return self.crypto ? cryptoLimitOf(self, 'withdrawal', self.crypto) : limitsOf(self).withdrawal;
    },
  }))
  .views((self) => ({
    /** Invalid-state flag per field. */
    get invalid() {
      return {
        amount: self.amountUnreadable || !amountInRange(self.amount, self.limits),
        system: !self.crypto && blank(self.system),
        accountName: blank(self.accountName),
        accountID: blank(self.accountID),
      };
    },
  }))
  .views((self) => ({
    get canSubmit() {
      return !Object.values(self.invalid).some(Boolean);
    },
  }));

export interface DepositForm extends Instance<typeof DepositFormModel> {}
export interface WithdrawalForm extends Instance<typeof WithdrawalFormModel> {}
