import type { IAnyStateTreeNode } from 'mobx-state-tree';
import { neighboursOf, type RootNeighbours } from '../kit/neighbours';

/**
 * What the cash desk (PaymentStore and its forms) reads from its neighbours: a view of the one picture of the tree
 * (models/kit/neighbours.ts), none optional. RootStore.ts checks it against the real stores, and
 * tests/types/neighbours.ts that renaming a limit or the responsible-gambling headroom is a compile error.
 */
export type PaymentNeighbours = Pick<RootNeighbours, 'userSettings' | 'responsibleGambling' | 'auth' | 'notify' | 'realityCheck'>;

/**
 * The cash desk's neighbours. A form or cash desk made on its own has no limits to check against, and says so
 * at once rather than allowing any amount (neighboursOf throws outside the tree).
 */
export function paymentNeighbours(node: IAnyStateTreeNode): PaymentNeighbours {
  return neighboursOf(node);
}
