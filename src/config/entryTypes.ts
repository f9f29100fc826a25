import type { RulesFile, StatusNames } from './types';

/** What a balance or transaction history entry is: the message id of its name and the status table that names its status. */
export interface EntryKind {
  messageId: string;
  statusList: keyof StatusNames;
}

/**
 * The kind of a history entry by its type number: the player's own (rules.balanceEntryTypes, named
 * profile.entry.<name>) or one an agent, a cashier or the owner made (rules.paymentTypes, named by its row; a
 * removal's status reads as a withdrawal's, a top-up's as a payment's). A type neither table lists has none.
 */
export function entryKindOf(rules: Pick<RulesFile, 'balanceEntryTypes' | 'paymentTypes'>, type: number | undefined): EntryKind | undefined {
  if (type === undefined) return undefined;
  const own = Object.entries(rules.balanceEntryTypes).find(([, v]) => v === type)?.[0];
  // bonus entries and withdrawals have status tables of their own (spec §4)
  const { withdrawal, bonusTopUp, bonusWithdrawal } = rules.balanceEntryTypes;
  const ownList = type === bonusTopUp ? 'bonusPayment' : type === bonusWithdrawal ? 'bonusWithdrawal' : type === withdrawal ? 'withdrawal' : 'payment';
  if (own) return { messageId: `profile.entry.${own}`, statusList: ownList };
  const staff = rules.paymentTypes?.[String(type)];
  return staff ? { messageId: staff.messageId, statusList: staff.direction === 'removal' ? 'withdrawal' : 'payment' } : undefined;
}
