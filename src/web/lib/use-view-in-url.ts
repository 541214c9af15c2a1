import { reaction, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { viewParamsOf, withViewParams } from './view-params';
import type { ViewParams } from './view-params';

/**
 * Keeps a page's view and its URL in step (lib/view-params.ts). Once the page is `ready` (it knows its years
 * and companies), the view the URL asks for is shown, on the first render and whenever the URL changes (Back, a
 * link); a stale or malformed part is ignored, never an error. Every change of the view is written back,
 * replacing the history entry, so a reload or a bookmark opens what is on screen.
 * @param show shows the parts the URL asks for (an action; it checks them against the analysis)
 * @param shown the view on screen, each part left out when it is the default (read in a MobX reaction)
 * @param keys the parts this page has; others in the URL are left alone
 * @returns true once the URL's view has been shown: a page that mounts a grid waits for it, so the grid's
 *   first columns are the asked ones (AG Grid may miss new columns that arrive while it mounts).
 */
export function useViewInUrl(ready: boolean, show: (asked: ViewParams) => void, shown: () => ViewParams, keys: readonly (keyof ViewParams)[]): boolean {
  const [search, setSearch] = useSearchParams();
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (ready) {
      runInAction(() => show(viewParamsOf(search)));
      setApplied(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `show` is read when the URL or readiness changes, not on every render
  }, [ready, search]);
  useEffect(() => {
    if (!ready) {
      return;
    }
    return reaction(
      shown,
      (view) => {
        const current = new URLSearchParams(window.location.search);
        const next = withViewParams(current, view, keys);
        if (next.toString() !== current.toString()) {
          setSearch(next, { replace: true });
        }
      },
      { fireImmediately: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one reaction while ready; `shown` reads observables
  }, [ready, setSearch]);
  return applied;
}
