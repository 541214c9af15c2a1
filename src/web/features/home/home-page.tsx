// Over 300 lines: the page wires its list, paging and six dialogs' state together; each dialog is its own module.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AnalysisSummary } from '../../../contract';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { buttonDanger, buttonPrimary, buttonSecondary, card, fieldInput } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useStores } from '../../stores/use-stores';
import { deleteAnalysis, importAnalysis } from './analyses-api';
import { downloadExport } from '../analysis';
import { AnalysisCard } from './analysis-card';
import { EditAnalysisDialog } from './edit-analysis-dialog';
import { ExploreInsightsModal } from './explore-insights-modal';
import { importProblemMessage } from './import-problems';
import { ImportDropZone } from './import-drop-zone';
import { countOf } from './plural';
import { useAnalyses } from './use-analyses';

/** How long typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A sentinel under the list: when it scrolls into view (or is in view after a page arrived and the list
 * is still short), `onVisible` loads the next page. The "Load more" button is the fallback.
 */
function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const el = ref.current;
    if (el === null || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          callback.current();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} aria-hidden="true" data-testid="load-more-sentinel" className="h-px" />;
}

function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError ? err.error : fallback;
}

/** /home: the user's analyses, a new analysis, and import/export/delete of analysis files. */
export const HomePage = observer(function HomePage() {
  const { auth, session } = useStores();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS).trim();
  const { state, reload, loadMore, replace } = useAnalyses(useLocation().key, query);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<{ summary: string; problems: string[] } | null>(null);
  const [deleting, setDeleting] = useState<AnalysisSummary | null>(null);
  const [editing, setEditing] = useState<AnalysisSummary | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const open = (a: AnalysisSummary) => {
    session.openAnalysis(a);
    navigate('/opstmt');
  };

  const importFile = async (file: File) => {
    setImporting(true);
    setImportError(null);
    try {
      const imported = await importAnalysis(JSON.parse(await file.text()) as unknown);
      notify.success(`Imported “${imported.name}” (${imported.year})`);
      await reload();
    } catch (err) {
      console.error(err);
      setImportError(importProblemMessage(err));
    } finally {
      setImporting(false);
    }
  };

  const exportFile = async (a: AnalysisSummary, format: 'json' | 'xlsx') => {
    try {
      await downloadExport(a, format);
    } catch (err) {
      console.error(err);
      // The export is read as a Blob, so the server's JSON error text is not at hand: say what failed.
      notify.error(`The ${format === 'json' ? 'JSON' : 'Excel'} export of “${a.name}” failed. Please try again.`);
    }
  };

  const saved = (updated: AnalysisSummary, reordered: boolean) => {
    setEditing(null);
    replace(updated);
    if (reordered) {
      // Every figure moved to another column: the open analysis reloads them (and drops its undo steps).
      session.changedElsewhere(updated);
    } else if (session.tokenId === updated.id) {
      session.openAnalysis(updated);
    }
    notify.success(`Saved “${updated.name}”`);
  };

  const confirmDelete = async () => {
    const target = deleting;
    if (!target) {
      return;
    }
    setDeleting(null);
    try {
      await deleteAnalysis(target.id);
      if (session.tokenId === target.id) {
        session.clear();
      }
      notify.success(`Deleted “${target.name}”`);
      await reload();
    } catch (err) {
      console.error(err);
      notify.error(messageOf(err, 'The analysis could not be deleted.'));
    }
  };

  return (
    <section className="mx-auto w-full max-w-8xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-gray-500 dark:text-gray-400">Welcome{auth.username ? `, ${auth.username}` : ''}</p>
          <h1 className="mt-1 font-playfair text-3xl font-semibold text-ink-blue dark:text-white">Your analyses</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} onClick={() => fileInput.current?.click()} disabled={importing}>
            Import analysis JSON
          </button>
          <button type="button" className={buttonPrimary} onClick={() => setCreating(true)}>
            New analysis
          </button>
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Analysis JSON file"
        data-testid="import-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) {
            void importFile(file);
          }
        }}
      />

      {importError && (
        <div
          role="alert"
          data-testid="import-error"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <div className="flex items-start justify-between gap-4">
            <p className="font-semibold">{importError.summary}</p>
            <button type="button" className="text-xs underline" onClick={() => setImportError(null)}>
              Dismiss
            </button>
          </div>
          {importError.problems.length > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 font-mono text-xs">
              {importError.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <ImportDropZone onFile={(f) => void importFile(f)} onPick={() => fileInput.current?.click()} busy={importing}>
        <div className="mt-8">
          {state.status === 'failed' && (
            <div role="alert" className={`${card} flex flex-col items-center gap-3 px-6 py-12 text-center`}>
              <p className="font-semibold text-red-700 dark:text-red-400">Your analyses could not be loaded.</p>
              <p className="text-sm text-gray-600 dark:text-gray-300">{state.error}</p>
              <button type="button" className={buttonSecondary} onClick={() => void reload()}>
                Retry
              </button>
            </div>
          )}
          {state.status !== 'failed' && (state.status !== 'loaded' || state.analyses.length > 0 || query !== '') && (
            <div className="mb-5 max-w-md">
              <label htmlFor="home-search" className="sr-only">
                Search analyses
              </label>
              <input
                id="home-search"
                type="search"
                className={`${fieldInput} mt-0`}
                placeholder="Search by analysis or company name"
                value={search}
                maxLength={120}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          )}
          {/* Below the search box and about one card high, so the cards take its place without moving the page. */}
          {state.status === 'loading' && (
            <div className="flex min-h-[18.375rem] items-center justify-center md:min-h-[15.875rem]">
              <Spinner label="Loading your analyses…" />
            </div>
          )}
          {state.status === 'loaded' && state.analyses.length === 0 && query !== '' && (
            <p className="py-10 text-center text-gray-600 dark:text-gray-300" data-testid="home-no-match" role="status">
              No analysis or company name contains “{query}”.
            </p>
          )}
          {state.status === 'loaded' && state.analyses.length === 0 && query === '' && (
            <div className={`${card} flex flex-col items-center gap-3 px-6 py-14 text-center`} data-testid="home-empty">
              <h2 className="font-franklin text-xl font-semibold">No analyses yet</h2>
              <p className="max-w-md text-gray-600 dark:text-gray-300">
                Create your first analysis: choose one to eight companies, the year and the unit, then enter the operating statement.
              </p>
              <button type="button" className={buttonPrimary} onClick={() => setCreating(true)}>
                New analysis
              </button>
            </div>
          )}
          {state.status === 'loaded' && state.analyses.length > 0 && (
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Analyses">
              {state.analyses.map((a) => (
                <AnalysisCard
                  key={a.id}
                  analysis={a}
                  isOpen={session.tokenId === a.id}
                  onOpen={() => open(a)}
                  onExport={(format) => void exportFile(a, format)}
                  onEdit={() => setEditing(a)}
                  onDelete={() => setDeleting(a)}
                />
              ))}
            </ul>
          )}
          {state.status === 'loaded' && state.nextCursor !== null && (
            <div className="mt-6 flex flex-col items-center gap-2">
              {!state.loadingMore && state.moreError === null && <LoadMoreSentinel onVisible={() => void loadMore()} />}
              {state.moreError !== null && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  More analyses could not be loaded: {state.moreError}
                </p>
              )}
              <button type="button" className={buttonSecondary} onClick={() => void loadMore()} disabled={state.loadingMore}>
                {state.loadingMore ? 'Loading…' : 'Load more'}
              </button>
            </div>
          )}
        </div>
      </ImportDropZone>

      {creating && <ExploreInsightsModal onClose={() => setCreating(false)} />}
      {editing && (
        <EditAnalysisDialog
          analysis={editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
          onStale={() => {
            setEditing(null);
            void reload();
          }}
          onUnitChanged={(updated) => {
            replace(updated);
            setEditing(updated);
          }}
        />
      )}
      {deleting && (
        <Modal title={`Delete “${deleting.name}”?`} onClose={() => setDeleting(null)} size="max-w-md">
          <p className="text-sm text-gray-600 dark:text-gray-300">
            The statements of {deleting.num_companies === 1 ? 'its 1 company' : `all ${countOf(deleting.num_companies, 'company', 'companies')}`} for{' '}
            {deleting.year} will be removed. Export it first if you may need it again.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
            <button type="button" className={buttonSecondary} onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button type="button" className={buttonDanger} onClick={() => void confirmDelete()}>
              Delete analysis
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
});
