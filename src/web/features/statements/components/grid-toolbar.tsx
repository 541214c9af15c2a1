import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ScreenId } from '../../../../domain/formula';
import { SCREENS } from '../../../../domain/screens';
import { isTextField } from '../../../lib/dom';
import { notify } from '../../../lib/notify';
import { PATHS, SCREEN_PATHS } from '../../../lib/paths';
import type { UiStore } from '../../../stores/ui-store';
import type { AnalysisStore } from '../../analysis';
import { copyBlockWithLabels } from '../../clipboard';
import { copySelection } from '../../grid';

interface GridToolbarProps {
  readonly store: AnalysisStore;
  readonly ui: UiStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  readonly unitLabel: string;
}

const tool =
  'inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-newBlue-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
const pressed = 'aria-pressed:border-newBlue-600 aria-pressed:bg-newBlue-50 aria-pressed:text-newBlue-800 dark:aria-pressed:border-newBlue-400 dark:aria-pressed:bg-newBlue-950 dark:aria-pressed:text-newBlue-200';

/** The tools (buttons and links such as the CMA report) of the bar, in order; disabled ones are skipped. */
const TOOLS = 'button, a[href]';
const enabledTools = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>(TOOLS)].filter((t) => !(t instanceof HTMLButtonElement && t.disabled));

/** One tab stop for the whole toolbar (the WAI-ARIA toolbar pattern): the current tool has tabindex 0. */
function markCurrent(bar: HTMLElement, current: EventTarget | null): void {
  const tools = enabledTools(bar);
  const active = tools.find((t) => t === current) ?? tools.find((t) => t.tabIndex === 0) ?? tools[0];
  for (const t of bar.querySelectorAll<HTMLElement>(TOOLS)) {
    t.tabIndex = t === active ? 0 : -1;
  }
}

/** Left/Right (and Home/End) move between the tools; Tab leaves the toolbar. */
function rovingKeys(e: ReactKeyboardEvent<HTMLDivElement>): void {
  const tools = enabledTools(e.currentTarget);
  const at = tools.indexOf(e.target as HTMLElement);
  const to =
    e.key === 'ArrowRight' ? (at + 1) % tools.length : e.key === 'ArrowLeft' ? (at - 1 + tools.length) % tools.length : e.key === 'Home' ? 0 : e.key === 'End' ? tools.length - 1 : -1;
  if (at >= 0 && to >= 0) {
    e.preventDefault();
    tools[to]?.focus();
  }
}

/**
 * The tools above a screen's grid: Undo and Redo (also Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z
 * anywhere on the screen outside a text field), Copy with labels, the Enter direction, the style of
 * negatives, and Print. An undo that changes another statement opens that screen on the cell.
 */
export const GridToolbar = observer(function GridToolbar({ store, ui, screen, editable, unitLabel }: GridToolbarProps) {
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  // Exactly one enabled tool stays tabbable after every render (Undo and Redo come and go).
  useLayoutEffect(() => {
    if (bar.current) {
      markCurrent(bar.current, document.activeElement);
    }
  });

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

  const copyWithLabels = async () => {
    const selection = copySelection(store, screen, 'blockOrAll');
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

  return (
    <div
      role="toolbar"
      aria-label="Grid tools"
      data-testid="grid-toolbar"
      ref={bar}
      onKeyDown={rovingKeys}
      onFocus={(e) => markCurrent(e.currentTarget, e.target)}
      className="cg-no-print mb-3 flex flex-wrap items-center gap-2">
      <button type="button" className={tool} onClick={() => step('undo')} disabled={!store.canUndo} title={store.undoLabel ? `Undo: ${store.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}>
        <span aria-hidden="true">↶</span> Undo
      </button>
      <button type="button" className={tool} onClick={() => step('redo')} disabled={!store.canRedo} title={store.redoLabel ? `Redo: ${store.redoLabel} (Ctrl+Y)` : 'Nothing to redo'}>
        <span aria-hidden="true">↷</span> Redo
      </button>
      <span className="mx-1 h-6 w-px bg-gray-300 dark:bg-gray-600" aria-hidden="true" />
      <button type="button" className={tool} onClick={() => void copyWithLabels()} title="Copies the selected block, or the whole screen, with row labels and company names">
        Copy with labels
      </button>
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
      <button type="button" className={tool} onClick={() => window.print()}>
        Print
      </button>
      <Link to={PATHS.report} className={tool} title="The CMA report (Forms I–VI, assumptions) to print or save as PDF">
        CMA report
      </Link>
    </div>
  );
});
