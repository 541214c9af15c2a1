import { useCallback, useEffect, useState } from 'react';

/** Where one card's fetch stands: "Loading..." until it settles, then its rows or a failure. */
export type ChartRowsState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: T[] };

/**
 * Loads one chart endpoint's rows for an analysis. Each card loads on its own, so a failed
 * endpoint leaves only its card with "Couldn't load" (spec §8: the failure is logged, not toasted).
 * @returns the state and `retry`, which refetches.
 */
export function useChartRows<T>(title: string, fetchRows: (tokenId: number) => Promise<T[]>, tokenId: number): { state: ChartRowsState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChartRowsState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchRows(tokenId).then(
      (rows) => {
        if (current) {
          setState({ status: 'ready', rows });
        }
      },
      (error: unknown) => {
        console.error(`Dashboard: couldn't load ${title}`, error);
        if (current) {
          setState({ status: 'failed' });
        }
      },
    );
    // A response for a previous analysis or attempt must not overwrite the current one.
    return () => {
      current = false;
    };
  }, [title, fetchRows, tokenId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
