import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import type { BanMatcher } from '../../catalogue/bans';
import type { CasinoConfig } from '../../catalogue/config';
import { neighboursOf, type RootNeighbours } from '../kit/neighbours';

/**
 * What the casino stores read from their neighbours: a view of the one picture of the tree
 * (models/kit/neighbours.ts), whose fields RootStore.ts checks against the real stores at compile time.
 */
export type CasinoNeighbours = Pick<RootNeighbours, 'auth' | 'app' | 'locale' | 'notify' | 'maintenance'> & { config: CasinoConfig };

const neighbours = (node: IAnyStateTreeNode): CasinoNeighbours => neighboursOf(node);

export function casinoConfigOf(node: IAnyStateTreeNode): CasinoConfig {
  return neighbours(node).config;
}

/** The player as the catalogue rules see them. */
export function sessionOf(node: IAnyStateTreeNode): { isAuth: boolean; role: number | undefined; userId: number | undefined } {
  const { auth } = neighbours(node);
  return { isAuth: auth.isAuth, role: auth.user.role, userId: auth.user.id };
}

/** Today's blocklist: the shared, cached matcher of root.app. */
export function bansOf(node: IAnyStateTreeNode): BanMatcher {
  return neighbours(node).app.bans;
}

/** Waits for a blocklist within its maximum age (root.app.ensureFreshBlocklist); false: launches are refused. */
export function freshBansOf(node: IAnyStateTreeNode): Promise<boolean> {
  return neighbours(node).app.ensureFreshBlocklist();
}

/** Whether a blocklist answer (or its kept copy, or "unknown") has come yet, and the load to wait for (shared with the one in progress). */
export function blocklistOf(node: IAnyStateTreeNode): { loaded: boolean; load(): Promise<void> } {
  const { app } = neighbours(node);
  return { loaded: app.blocklistLoaded, load: () => app.loadBlocklist() };
}

/** Site language (root.locale: the player's choice or the brand default). */
export function languageOf(node: IAnyStateTreeNode): string {
  return neighbours(node).locale.language;
}

/** The maintenance notice of a provider (root.maintenance). */
export function providerMaintenanceOf(node: IAnyStateTreeNode, routeProvider: string): unknown {
  return neighbours(node).maintenance.providerNotice(routeProvider);
}

/** Toasts through root.notify. */
export function notifierOf(node: IAnyStateTreeNode) {
  const { notify } = neighbours(node);
  return {
    success(messageId: string) {
      notify.success(messageId);
    },
    error(messageId: string) {
      notify.add({ messageId, type: 'error' });
    },
    apiError(result: Failure) {
      notify.apiError(result);
    },
  };
}
