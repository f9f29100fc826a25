import type { Instance } from 'mobx-state-tree';
import { createContext, use, useContext } from 'react';
import type { PageStoreName, PageStoreTypes } from '../models/pageStores';
import type { RootStore } from '../models/RootStore';

/**
 * What components get from the app: the root store only. The store environment (api, storage…)
 * stays with the stores, so a component cannot call the platform past them.
 */
export interface AppContextValue {
  root: RootStore;
}

export const StoreContext = createContext<AppContextValue | null>(null);

/** The root store of the running app (inside <AppProviders>). */
export function useStore(): RootStore {
  const ctx = useContext(StoreContext);
  if (!ctx) throw new Error('useStore: no StoreContext above this component');
  return ctx.root;
}

/**
 * A page-only store (src/models/pageStores.ts: cash desk, profile, promotions, …), loaded and attached on first
 * use: until it is there the component suspends (its Suspense boundary shows the page's fallback). Call it
 * in an observer component, so that the store's arrival renders it again.
 */
export function usePageStore<N extends PageStoreName>(name: N): Instance<PageStoreTypes[N]> {
  const root = useStore();
  // Always `use`, on the root's one promise for this store (settled once it is there, so no suspending then):
  // a `use` skipped when React replays a component that suspended changes its hooks, which React refuses.
  return use(root.loadPageStore(name));
}
