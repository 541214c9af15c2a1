import { reaction } from 'mobx';
import type { RootStore } from '../../stores/root-store';
import { useStores } from '../../stores/use-stores';
import { AnalysisStore } from './analysis-store';
import { announce } from '../../lib/announce';
import { onPendingEdits } from '../../lib/unsaved-edits';

const stores = new WeakMap<RootStore, AnalysisStore>();

/**
 * The analysis store of the app, created the first time an analysis screen renders. It lives in the
 * lazily loaded screens chunk with the domain it computes with (decimal.js, the catalogues, zod), so the
 * landing page never downloads them (design.md §7 landing budget). Saves nobody awaits report here. It reloads
 * the open analysis when the session says it was changed outside the screens.
 */
export function useAnalysis(): AnalysisStore {
  const root = useStores();
  let store = stores.get(root);
  if (!store) {
    store = new AnalysisStore({ session: root.session, onBackground: announce, layout: () => root.ui.gridLayout });
    stores.set(root, store);
    // A change made outside the screens (the entry unit converted, companies reordered from /home): the stored
    // figures moved, and undo steps recorded before would put back figures of another scale or column.
    const reloaded = store;
    onPendingEdits(() => !reloaded.isSaved);
    reaction(
      () => root.session.outsideChanges,
      () => {
        if (reloaded.tokenId !== null) {
          reloaded.history.forget(reloaded.tokenId);
          void reloaded.reload().then(announce);
        }
      },
    );
  }
  return store;
}
