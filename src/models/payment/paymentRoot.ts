import { getRoot, hasParent, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { AuthStore } from '../account/AuthStore';
import type { NotifyStore } from '../shell/NotifyStore';
import type { RealityCheckStore } from '../responsibleGambling/RealityCheckStore';
import type { ResponsibleGamblingStore } from '../responsibleGambling/ResponsibleGamblingStore';
import type { UserSettingsStore } from '../shell/UserSettingsStore';

/**
 * What the cash desk (PaymentStore and its forms) reads from its neighbours in the tree, typed by the real
 * store models, none optional: renaming a field read here (say UserSettingsStore.limits or
 * ResponsibleGamblingStore.depositHeadroom) fails tsc instead of switching a limit off in the browser.
 * RootStore.ts checks at compile time that the tree provides these (`RootProvidesPaymentNeighbours`),
 * and tests/unit/neighbours.test.ts that a rename is a compile error. The types come from the neighbours'
 * own files, not from RootStore, which imports the payment store (no cycle).
 */
export interface PaymentNeighbours {
  userSettings: Pick<UserSettingsStore, 'limits'>;
  responsibleGambling: Pick<ResponsibleGamblingStore, 'enabled' | 'depositHeadroom' | 'load'>;
  auth: Pick<AuthStore, 'isAuth' | 'amountLeftToPlay' | 'fetchBalance' | 'fetchBonusState'>;
  notify: Pick<NotifyStore, 'success' | 'apiError'>;
  realityCheck: Pick<RealityCheckStore, 'noteCashflow'>;
}

/**
 * The cash desk's neighbours. The tree's shape is checked by tsc (RootStore.ts); here only that the store is
 * in a tree: a form or cash desk made on its own has no limits to check against, and says so at once rather
 * than allowing any amount. (Each neighbour is read when used: MST creates a store on first access.)
 */
export function paymentNeighbours(node: IAnyStateTreeNode): PaymentNeighbours {
  if (!hasParent(node))
    throw new Error(
      'cash desk: this store is not in the store tree; create it inside RootStoreModel (src/models/RootStore.ts; tests: tests/support/paymentTestKit.ts)',
    );
  return getRoot<PaymentNeighbours & IAnyStateTreeNode>(node);
}
