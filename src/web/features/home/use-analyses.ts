import { useCallback, useEffect, useState } from 'react';
import type { AnalysisSummary } from '../../../contract';
import { ApiRequestError } from '../../lib/api-client';
import { listAnalyses } from './analyses-api';

export type AnalysesState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'loaded'; analyses: AnalysisSummary[] };

/**
 * The user's analyses for /home, newest first, with a reload for retry, import and delete.
 * @param visit changes on every navigation to /home (the location key), so coming back refetches
 * even when the page stayed mounted (a click on Home while another route was still loading).
 */
export function useAnalyses(visit: string): { state: AnalysesState; reload: () => Promise<void> } {
  const [state, setState] = useState<AnalysesState>({ status: 'loading' });

  const reload = useCallback(async () => {
    setState((s) => (s.status === 'loaded' ? s : { status: 'loading' }));
    try {
      const analyses = await listAnalyses();
      analyses.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      setState({ status: 'loaded', analyses });
    } catch (err) {
      console.error(err);
      setState({ status: 'failed', error: err instanceof ApiRequestError ? err.error : 'The analyses could not be loaded.' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, visit]);

  return { state, reload };
}
