import { getRoot, hasParent, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import type { BanMatcher } from '../../catalogue/bans';
import type { CasinoConfig } from '../../catalogue/config';
import type { AppStore } from '../shell/AppStore';
import type { AuthStore } from '../account/AuthStore';
import type { LocaleStore } from '../shell/LocaleStore';
import type { NotifyStore } from '../shell/NotifyStore';

/**
 * What the casino stores read from their neighbours in the tree, typed by the real store models:
 * renaming a field read here (say AuthStore.isAuth) fails tsc instead of turning every player into
 * a guest. RootStore.ts checks at compile time that the tree provides these. The types come from
 * the neighbours' own files, not from RootStore, which imports the casino stores (no cycle).
 */
export interface CasinoNeighbours {
  config: CasinoConfig;
  auth: Pick<AuthStore, 'isAuth' | 'user'>;
  app: Pick<AppStore, 'bans' | 'ensureFreshBlocklist' | 'blocklistLoaded' | 'loadBlocklist'>;
  locale: Pick<LocaleStore, 'language'>;
  notify: Pick<NotifyStore, 'success' | 'add' | 'apiError'>;
}

const NEIGHBOURS = ['config', 'auth', 'app', 'locale', 'notify'] as const satisfies readonly (keyof CasinoNeighbours)[];

function neighbours(node: IAnyStateTreeNode): CasinoNeighbours {
  const root = (hasParent(node) ? getRoot(node) : node) as Partial<CasinoNeighbours>;
  const missing = NEIGHBOURS.filter((name) => !root[name]);
  if (missing.length) {
    throw new Error(
      `casino stores: the store tree has no ${missing.join(', ')}; create the stores inside RootStoreModel ` +
        '(src/models/RootStore.ts) with a brand `config` (tests: testRoot in tests/support/testEnv.ts)',
    );
  }
  return root as CasinoNeighbours;
}

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

/** The maintenance notice of a provider, when the tree has the maintenance store (root.maintenance). */
export function providerMaintenanceOf(node: IAnyStateTreeNode, routeProvider: string): unknown {
  const root = (hasParent(node) ? getRoot(node) : node) as { maintenance?: { providerNotice(id: string): unknown } };
  return root.maintenance?.providerNotice(routeProvider);
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
