import { createContext, useContext } from 'react';
import type { StoreEnv } from '../models/env';
import type { RootStore } from '../models/RootStore';

export interface AppContextValue {
  root: RootStore;
  env: StoreEnv;
}

export const StoreContext = createContext<AppContextValue | null>(null);

/** The root store of the running app (inside <AppProviders>). */
export function useStore(): RootStore {
  const ctx = useContext(StoreContext);
  if (!ctx) throw new Error('useStore: no StoreContext above this component');
  return ctx.root;
}

/** The store environment: for route loaders and pages that read server data without a store. */
export function useEnv(): StoreEnv {
  const ctx = useContext(StoreContext);
  if (!ctx) throw new Error('useEnv: no StoreContext above this component');
  return ctx.env;
}
