import { use } from 'react';
import type { RootStore } from '../../stores/root-store';
import { useStores } from '../../stores/use-stores';
import { announce } from '../../lib/announce';
import { AnalysisStore } from './analysis-store';

/**
 * The root's analysis factory (main.tsx loads this module with `import()`, so the store stays in the screens
 * chunk with the domain it computes with): a store that follows the session's open analysis, lays its grid
 * out as the analyst chose, and announces the outcome of saves nobody awaits.
 */
export function createAnalysisStore(root: RootStore): AnalysisStore {
  return new AnalysisStore({ session: root.session, onBackground: announce, layout: () => root.ui.gridLayout });
}

/**
 * The open analysis's store, `root.analysis`; the first screen that needs it suspends (the route's spinner)
 * while the root makes it.
 */
export function useAnalysis(): AnalysisStore {
  const root = useStores();
  const store = root.analysis ?? use(root.openAnalysis());
  if (!(store instanceof AnalysisStore)) {
    throw new Error('The root store must be made with createAnalysisStore as its analysis factory');
  }
  return store;
}
