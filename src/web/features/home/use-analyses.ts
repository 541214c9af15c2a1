import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYSES_PAGE } from '../../../contract';
import type { AnalysisSummary } from '../../../contract';
import { ApiRequestError } from '../../lib/api-client';
import { listAnalysesPage } from './analyses-api';

/** The /home list: the pages loaded so far, and whether more can be loaded. */
export type AnalysesState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'loaded';
      analyses: AnalysisSummary[];
      /** The cursor of the next page; `null` once the last page is in. */
      nextCursor: string | null;
      loadingMore: boolean;
      /** Why the last "load more" failed; the loaded pages stay. */
      moreError: string | null;
    };

export interface AnalysesList {
  state: AnalysesState;
  /** Loads the first page again (after a retry, import, delete or a new search). */
  reload: () => Promise<void>;
  /** Appends the next page; does nothing while one is loading or after the last. */
  loadMore: () => Promise<void>;
  /** Puts an updated summary (a rename) in place of the one with its id. */
  replace: (summary: AnalysisSummary) => void;
}

function messageOf(err: unknown): string {
  return err instanceof ApiRequestError ? err.error : 'The analyses could not be loaded.';
}

/**
 * The user's analyses for /home, a page at a time (GET /api/analyses/?limit=&cursor=&q=), most recently
 * updated first. An answer that arrives after a newer search or reload started is dropped.
 * @param visit changes on every navigation to /home (the location key), so coming back refetches
 * even when the page stayed mounted (a click on Home while another route was still loading).
 * @param query the search text (already debounced); empty lists everything.
 */
export function useAnalyses(visit: string, query = ''): AnalysesList {
  const [state, setState] = useState<AnalysesState>({ status: 'loading' });
  // The request generation: bumped by every reload, so late answers of an older one are ignored.
  const generation = useRef(0);
  // The latest state for loadMore, which must not start twice for the same cursor.
  const latest = useRef(state);
  latest.current = state;

  const reload = useCallback(async () => {
    const gen = ++generation.current;
    setState((s) => (s.status === 'loaded' ? s : { status: 'loading' }));
    try {
      const page = await listAnalysesPage({ limit: ANALYSES_PAGE.default, q: query.trim() });
      if (gen === generation.current) {
        setState({ status: 'loaded', analyses: page.items, nextCursor: page.next_cursor, loadingMore: false, moreError: null });
      }
    } catch (err) {
      console.error(err);
      if (gen === generation.current) {
        setState({ status: 'failed', error: messageOf(err) });
      }
    }
  }, [query]);

  const loadMore = useCallback(async () => {
    const current = latest.current;
    if (current.status !== 'loaded' || current.nextCursor === null || current.loadingMore) {
      return;
    }
    const gen = generation.current;
    const cursor = current.nextCursor;
    latest.current = { ...current, loadingMore: true, moreError: null };
    setState(latest.current);
    try {
      const page = await listAnalysesPage({ limit: ANALYSES_PAGE.default, cursor, q: query.trim() });
      if (gen === generation.current) {
        setState((s) => {
          if (s.status !== 'loaded') {
            return s;
          }
          const seen = new Set(s.analyses.map((a) => a.id));
          const analyses = [...s.analyses, ...page.items.filter((a) => !seen.has(a.id))];
          return { status: 'loaded', analyses, nextCursor: page.next_cursor, loadingMore: false, moreError: null };
        });
      }
    } catch (err) {
      console.error(err);
      if (gen === generation.current) {
        setState((s) => (s.status === 'loaded' ? { ...s, loadingMore: false, moreError: messageOf(err) } : s));
      }
    }
  }, [query]);

  const replace = useCallback((summary: AnalysisSummary) => {
    setState((s) => (s.status === 'loaded' ? { ...s, analyses: s.analyses.map((a) => (a.id === summary.id ? summary : a)) } : s));
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, visit]);

  return { state, reload, loadMore, replace };
}
