import { createContext, useContext } from 'react';
import type { RootStore } from './root-store';

/** Provides the root store to components; set in main.tsx. */
export const StoresContext = createContext<RootStore | null>(null);

/** The root store of the app. Throws when used outside the provider, which is a wiring bug. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) {
    throw new Error('useStores() needs <StoresContext.Provider> above it');
  }
  return stores;
}
