import { getRoot, hasParent, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { Failure } from '../api/result';
import { banMatcher, type BanMatcher } from '../catalogue/bans';
import type { CasinoConfig } from '../catalogue/config';

/**
 * What the casino stores read from their neighbours in the tree (root.auth, root.app,
 * root.locale, root.notify, root.config), through one typed accessor that tolerates any of
 * them being absent, so the stores also run in a bare test tree.
 */

interface RootShape {
  config?: CasinoConfig;
  auth?: { isAuth?: boolean; user?: { role?: number; id?: number } };
  app?: { bans?: BanMatcher };
  locale?: { language?: string };
  notify?: {
    success?(messageId: string, values?: Record<string, string | number>): unknown;
    add?(input: { text?: string; messageId?: string; type?: 'success' | 'error' | 'default' }): unknown;
    apiError?(result: Failure, fallback?: 'server' | 'default'): unknown;
  };
}

function root(node: IAnyStateTreeNode): RootShape {
  return (hasParent(node) ? getRoot(node) : node) as RootShape;
}

export function casinoConfigOf(node: IAnyStateTreeNode): CasinoConfig {
  const config = root(node).config;
  if (!config) throw new Error('casino stores: the store tree has no brand config (RootStore.create needs `config`)');
  return config;
}

/** The player as the catalogue rules see them; a tree without auth is a guest. */
export function sessionOf(node: IAnyStateTreeNode): { isAuth: boolean; role: number | undefined; userId: number | undefined } {
  const auth = root(node).auth;
  return { isAuth: !!auth?.isAuth, role: auth?.user?.role, userId: auth?.user?.id };
}

const NO_BANS: BanMatcher = banMatcher({ providers: [], casinoTypes: [] });

/** Today's blocklist: the shared, cached matcher of root.app (`app.bans`); nothing banned when the tree has no app. */
export function bansOf(node: IAnyStateTreeNode): BanMatcher {
  return root(node).app?.bans ?? NO_BANS;
}

/** Site language: root.locale, else the brand default. */
export function languageOf(node: IAnyStateTreeNode): string {
  const r = root(node);
  return r.locale?.language ?? r.config?.brand.defaultLanguage ?? 'en-US';
}

/** Toasts through root.notify when it exists; silently nothing otherwise. */
export function notifierOf(node: IAnyStateTreeNode) {
  const notify = root(node).notify;
  return {
    success(messageId: string) {
      if (notify?.success) notify.success(messageId);
      else notify?.add?.({ messageId, type: 'success' });
    },
    error(messageId: string) {
      notify?.add?.({ messageId, type: 'error' });
    },
    apiError(result: Failure) {
      if (notify?.apiError) notify.apiError(result);
      else notify?.add?.({ text: result.message, type: 'error' });
    },
  };
}
