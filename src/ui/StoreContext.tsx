import { createContext, useContext } from 'react';
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
