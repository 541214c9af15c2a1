// Over 300 lines: every tool above the grid (a button, its title and its handler) in one toolbar with one tab stop.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ScreenId } from '../../../../domain/formula';
import { SCREENS } from '../../../../domain/screens';
import { useRovingTabStop } from '../../../lib/use-roving-tab-stop';
import { isTextField } from '../../../lib/dom';
import { notify } from '../../../lib/notify';
import { PATHS, SCREEN_PATHS } from '../../../lib/paths';
import type { UiStore } from '../../../stores/ui-store';
import { useStores } from '../../../stores/use-stores';
import { downloadExport } from '../../analysis';
import type { AnalysisStore } from '../../analysis';
import { copyBlockWithLabels } from '../../clipboard';
import { copySelection, fillYears } from '../../grid';
import { announce } from '../../../lib/announce';
import { ImportReview, TallyYear } from '../../import';
import type { ImportSource } from '../../import';
import { GrowthDialog } from './growth-dialog';

interface GridToolbarProps {
  readonly store: AnalysisStore;
  readonly ui: UiStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  /** The display unit: "copy with labels" names it in its corner and copies the figures in it. */
  readonly unitLabel: string;
  readonly shift: number;
  /** Whether Print (and Ctrl+P) prints every period (companies layout) or every company (years layout). */
  readonly printAll: boolean;
  readonly onPrintAll: (all: boolean) => void;
}

const tool =
  'inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-newBlue-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
const pressed =
  'aria-pressed:border-newBlue-600 aria-pressed:bg-newBlue-50 aria-pressed:text-newBlue-800 dark:aria-pressed:border-newBlue-400 dark:aria-pressed:bg-newBlue-950 dark:aria-pressed:text-newBlue-200';

/**
 * The tools above a screen's grid: Undo and Redo (also Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z
 * anywhere on the screen outside a text field), Copy with labels, in the years layout Copy previous year and
 * Fill right with growth % over the selection, the Enter direction, the style of
 * negatives, what Print prints (the view, or every period or company in turn), Print, the CMA report and
 * Export to Excel (saved first). An undo that changes another statement opens that screen on the cell.
 */
export const GridToolbar = observer(function GridToolbar({ store, ui, screen, editable, unitLabel, shift, printAll, onPrintAll }: GridToolbarProps) {
  const navigate = useNavigate();
  const roving = useRovingTabStop<HTMLDivElement>();
  const { session } = useStores();
  const [askGrowth, setAskGrowth] = useState(false);
  const [exporting, setExporting] = useState(false);
  /** A workbook chosen for the import mapping, and the company it goes to. */
  const [importing, setImporting] = useState<{ source: ImportSource; company: number } | null>(null);
  /** Tally files chosen, waiting for the year they close. */
  const [tallyFiles, setTallyFiles] = useState<readonly File[] | null>(null);
  const years = editable && store.view.layout === 'years';

  // Undo and redo change the cell they name; one on another statement opens that screen on it.
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const cell = direction === 'undo' ? store.undo() : store.redo();
      if (cell && cell.screen !== screen) {
        void navigate(SCREEN_PATHS[cell.screen]);
      }
    },
    [store, screen, navigate],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) {
        return;
      }
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        step('undo');
      } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
        e.preventDefault();
        step('redo');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  // The export is the server's copy: what was typed is saved first, and nothing downloads if that fails.
  const exportXlsx = async () => {
    const id = session.tokenId;
    if (id === null) {
      return;
    }
    setExporting(true);
    try {
      announce(await store.save());
      if (!store.isSaved) {
        notify.error('Not exported: your latest figures are not saved yet. Try again once they are.');
        return;
      }
      await downloadExport({ id, name: session.analysisName, year: session.year }, 'xlsx');
    } catch {
      notify.error(`The Excel export of “${session.analysisName}” failed. Please try again.`);
    } finally {
      setExporting(false);
    }
  };

  const copyWithLabels = async () => {
    const selection = copySelection(store, screen, 'blockOrAll', shift);
    if (!selection) {
      return;
    }
    try {
      await navigator.clipboard.writeText(copyBlockWithLabels(selection, `${SCREENS[screen].title} (${unitLabel})`));
      notify.success(
        `Copied ${selection.rows.length} rows × ${selection.companies.length} companies with labels. Paste them into another analysis with Ctrl+V.`,
      );
    } catch {
      notify.error('The browser did not allow copying. Select the cells and press Ctrl+C instead.');
    }
  };

  const pasteWithMapping = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      notify.error('The browser did not allow reading the clipboard. Click a cell and press Ctrl+Shift+V instead.');
      return;
    }
    if (text.trim() === '') {
      notify.error('The clipboard is empty: copy the block with its labels and years in Excel first.');
      return;
    }
    setImporting({ source: { kind: 'paste', text }, company: store.selection?.company ?? 0 });
  };

  return (
    <div role="toolbar" aria-label="Grid tools" data-testid="grid-toolbar" {...roving} className="cg-no-print mb-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={tool}
        onClick={() => step('undo')}
        disabled={!store.canUndo}
        title={store.undoLabel ? `Undo: ${store.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}
      >
        <span aria-hidden="true">↶</span> Undo
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => step('redo')}
        disabled={!store.canRedo}
        title={store.redoLabel ? `Redo: ${store.redoLabel} (Ctrl+Y)` : 'Nothing to redo'}
      >
        <span aria-hidden="true">↷</span> Redo
      </button>
      <span className="mx-1 h-6 w-px bg-gray-300 dark:bg-gray-600" aria-hidden="true" />
      <button
        type="button"
        className={tool}
        onClick={() => void copyWithLabels()}
        title="Copies the selected block, or the whole screen, with row labels and company names"
      >
        Copy with labels
      </button>
      {years ? (
        <>
          <button
            type="button"
            className={tool}
            onClick={() => announce(fillYears(store, screen, null))}
            title="Each selected year takes the figures of the year before the selection (one undo step)"
          >
            Copy previous year
          </button>
          <button
            type="button"
            className={tool}
            onClick={() => setAskGrowth(true)}
            title="Each selected year is the year before it grown by a percentage (one undo step)"
          >
            Fill right with growth %
          </button>
        </>
      ) : null}
      {askGrowth ? (
        <GrowthDialog
          onClose={() => setAskGrowth(false)}
          onFill={(percent) => {
            setAskGrowth(false);
            announce(fillYears(store, screen, percent));
          }}
        />
      ) : null}
      {editable ? (
        <button
          type="button"
          className={`${tool} ${pressed}`}
          aria-pressed={ui.enterDirection === 'right'}
          onClick={() => ui.setEnterDirection(ui.enterDirection === 'down' ? 'right' : 'down')}
          title="Where Enter moves after a figure"
        >
          Enter moves {ui.enterDirection === 'down' ? 'down ↓' : 'right →'}
        </button>
      ) : null}
      <button
        type="button"
        className={`${tool} ${pressed}`}
        aria-pressed={ui.negativeStyle === 'brackets'}
        onClick={() => ui.setNegativeStyle(ui.negativeStyle === 'minus' ? 'brackets' : 'minus')}
        title="How negative figures are shown"
      >
        Negatives {ui.negativeStyle === 'minus' ? '−1,234' : '(1,234)'}
      </button>
      <select
        className={tool}
        aria-label="Print scope"
        title="What Print (and Ctrl+P) puts on paper"
        value={printAll ? 'all' : 'view'}
        onChange={(e) => onPrintAll(e.target.value === 'all')}
      >
        <option value="view">{store.view.layout === 'years' ? 'This company' : 'This period'}</option>
        <option value="all">{store.view.layout === 'years' ? 'All companies' : 'All periods'}</option>
      </select>
      <button type="button" className={tool} onClick={() => window.print()}>
        Print
      </button>
      <Link to={PATHS.report} className={tool} title="The CMA report (Forms I–VI, assumptions) to print or save as PDF">
        CMA report
      </Link>
      <button
        type="button"
        className={tool}
        disabled={exporting}
        onClick={() => void exportXlsx()}
        title="Saves, then downloads the workbook: Forms I–VI, the statements and screens as live formulas over the Assumptions sheet"
      >
        {exporting ? 'Exporting…' : 'Export to Excel'}
      </button>
      {editable ? (
        <button
          type="button"
          className={tool}
          title="A block copied from Excel with its labels and years (Ctrl+Shift+V in the grid): each line mapped to a row, for you to review before anything is written"
          onClick={() => void pasteWithMapping()}
        >
          Paste with mapping
        </button>
      ) : null}
      {editable ? (
        <label
          className={tool}
          title="A CA's or bank's CMA workbook (.xlsx, .xls) or audited statements (.pdf, text or scanned): each line mapped to a row, for you to review before anything is written"
        >
          Import workbook…
          <input
            type="file"
            className="sr-only"
            accept=".xlsx,.xls,.pdf"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) {
                setImporting({ source: { kind: 'file', file }, company: store.selection?.company ?? 0 });
              }
            }}
          />
        </label>
      ) : null}
      {editable ? (
        <label
          className={tool}
          title="Tally's XML exports (Trial Balance, masters, Stock Summary, Profit & Loss): each ledger mapped to a row, for you to review before anything is written"
        >
          Import Tally XML…
          <input
            type="file"
            className="sr-only"
            accept=".xml"
            multiple
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length > 0) {
                setTallyFiles(files);
              }
            }}
          />
        </label>
      ) : null}
      {tallyFiles ? (
        <TallyYear
          files={tallyFiles}
          periods={store.periods}
          onClose={() => setTallyFiles(null)}
          onRead={(source) => {
            setTallyFiles(null);
            setImporting({ source, company: store.selection?.company ?? 0 });
          }}
        />
      ) : null}
      {importing ? <ImportReview store={store} company={importing.company} source={importing.source} onClose={() => setImporting(null)} /> : null}
    </div>
  );
});
