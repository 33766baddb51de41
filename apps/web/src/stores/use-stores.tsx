import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root.store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoresContext value={root}>{children}</StoresContext>;
}

/** The root store of the running app. */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores() is used outside <StoresProvider>.');
  return root;
}

/** A feature store, created on first use and kept for the app's lifetime. */
export function useFeatureStore<T>(factory: (root: RootStore) => T): T {
  return useStores().feature(factory);
}
