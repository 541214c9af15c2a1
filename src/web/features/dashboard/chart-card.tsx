import type { ReactNode } from 'react';
import { useChartRows } from './use-chart-rows';

interface ChartCardProps<T> {
  title: string;
  tokenId: number;
  fetchRows: (tokenId: number) => Promise<T[]>;
  /** Grid placement in the 12-column layout: full width when stacked, spec §9 widths at 1440 px. */
  className: string;
  /** Height reserved for the chart, so "Loading..." does not make the page jump. */
  minHeight: number;
  /** The card's content once its rows have arrived (at least one company). */
  children: (rows: T[]) => ReactNode;
  /** The card's test id: `dashboard-card` for a chart (tests count the charts by it). */
  testId?: string;
}

/**
 * One dashboard card: fetches its own endpoint, shows "Loading..." until the fetch settles, a quiet
 * "Couldn't load: Retry" when it fails, and otherwise the chart. Cards fail independently.
 */
export function ChartCard<T>({ title, tokenId, fetchRows, className, minHeight, children, testId = 'dashboard-card' }: ChartCardProps<T>) {
  const { state, retry } = useChartRows(title, fetchRows, tokenId);
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={`dashboard-card min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900 ${className}`}
    >
      <h2 className="font-oswald text-base font-medium tracking-wide text-gray-800 uppercase dark:text-gray-100">{title}</h2>
      <div style={{ minHeight }} className="mt-1">
        {state.status === 'loading' && <p className="py-6 text-sm text-gray-500 dark:text-gray-400">Loading...</p>}
        {state.status === 'failed' && (
          <p className="py-6 text-sm text-gray-500 dark:text-gray-400">
            Couldn&apos;t load:{' '}
            <button
              type="button"
              onClick={retry}
              className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-100"
            >
              Retry
            </button>
          </p>
        )}
        {state.status === 'ready' &&
          (state.rows.length === 0 ? <p className="py-6 text-sm text-gray-500 dark:text-gray-400">No companies in this analysis.</p> : children(state.rows))}
      </div>
    </section>
  );
}
