import type { RootStore } from '../../stores/root-store';
import { useStores } from '../../stores/use-stores';
import { AnalysisStore } from './analysis-store';
import { announce } from '../../lib/announce';

const stores = new WeakMap<RootStore, AnalysisStore>();

/**
 * The analysis store of the app, created the first time an analysis screen renders. It lives in the
 * lazily loaded screens chunk with the domain it computes with (decimal.js, the catalogues, zod), so the
 * landing page never downloads them (design.md §7 landing budget). Saves nobody awaits report here.
 */
export function useAnalysis(): AnalysisStore {
  const root = useStores();
  let store = stores.get(root);
  if (!store) {
    store = new AnalysisStore({ session: root.session, onBackground: announce, layout: () => root.ui.gridLayout });
    stores.set(root, store);
  }
  return store;
}
