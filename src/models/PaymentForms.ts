import { getRoot, hasParent, types, type Instance } from 'mobx-state-tree';

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

/** A positive amount inside the range; without today's limits (settings not loaded) any positive amount. */
export function amountInRange(amount: number, range: AmountRange | undefined): boolean {
  if (!(amount > 0) || !Number.isFinite(amount)) return false;
  return !range || (amount >= range.min && amount <= range.max);
}

interface LimitsRoot {
  userSettings?: { limits?: { topUp?: AmountRange; withdrawal?: AmountRange } };
}
const limitsOf = (node: object) => (hasParent(node) ? getRoot<LimitsRoot>(node) : undefined)?.userSettings?.limits;

const blank = (s: string) => s.trim() === '';

/**
 * Deposit form (spec §3): amount, chosen requisite id ('-1' = none) and the IBAN the player paid from.
 * Validity is a view over the fields and today's limits, so it holds from creation and after every change.
 */
export const DepositFormModel = types
  .model('DepositForm', {
    amount: 0,
    system: '-1',
    ibanNumber: '',
  })
  .actions((self) => ({
    setAmount(amount: number) {
      self.amount = Math.abs(Number(amount) || 0);
    },
    setSystem(id: string) {
      self.system = id;
    },
    setIbanNumber(iban: string) {
      self.ibanNumber = iban;
    },
    reset() {
      self.amount = 0;
      self.ibanNumber = '';
    },
  }))
  .views((self) => ({
    get limits(): AmountRange | undefined {
      return limitsOf(self)?.topUp;
    },
  }))
  .views((self) => ({
    /** Invalid-state flag per field. */
    get invalid() {
      return { amount: !amountInRange(self.amount, self.limits), ibanNumber: blank(self.ibanNumber) };
    },
  }))
  .views((self) => ({
    get canLeaveAmountPage() {
      return !self.invalid.amount;
    },
    get canSubmit() {
      return !self.invalid.amount && !self.invalid.ibanNumber;
    },
  }));

/** Withdrawal form (spec §3): amount, bank name (system), country option value (unset = the first configured country), account name and account ID. */
export const WithdrawalFormModel = types
  .model('WithdrawalForm', {
    amount: 0,
    system: '',
    country: types.maybe(types.number),
    accountName: '',
    accountID: '',
  })
  .actions((self) => ({
    setAmount(amount: number) {
      self.amount = Math.abs(Number(amount) || 0);
    },
    setSystem(v: string) {
      self.system = v;
    },
    setCountry(value: number) {
      self.country = value;
    },
    setAccountName(v: string) {
      self.accountName = v;
    },
    setAccountID(v: string) {
      self.accountID = v;
    },
    reset() {
      self.amount = 0;
      self.system = '';
      self.accountName = '';
      self.accountID = '';
    },
  }))
  .views((self) => ({
    get limits(): AmountRange | undefined {
      return limitsOf(self)?.withdrawal;
    },
  }))
  .views((self) => ({
    /** Invalid-state flag per field. */
    get invalid() {
      return {
        amount: !amountInRange(self.amount, self.limits),
        system: blank(self.system),
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
