import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Modal } from '../../components/modal';
import { buttonPrimary } from '../../components/ui';
import { keptExpression } from '../../../domain/cell-texts';
import { detailSum, MAX_DETAIL_LABEL_LENGTH, MAX_DETAIL_LINES, openedLines } from '../../../domain/detail-lines';
import type { DetailLine } from '../../../domain/detail-lines';
import { formatAmount } from '../../../domain/format';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import { parseAmount } from '../../lib/parse-amount';
import { rowOf } from '../../../domain/model';
import { periodLabel } from '../../../domain/periods';
import { mayBeNegative } from '../../../domain/signs';
import { linesOfText } from '../analysis';
import type { AnalysisStore, InputCell } from '../analysis';
import { secondaryButton } from './unit-paste-dialog';

interface DetailLinesDialogProps {
  /** What the lines are of: "Add: Other Income · Acme Steels, FY 2024-25". */
  readonly about: string;
  /** The row's label, the first line's label when the row is opened. */
  readonly rowLabel: string;
  /** The row's lines now; empty when it has none (it is then opened on its figure). */
  readonly lines: readonly DetailLine[];
  /** The row's figure now, in the entry unit. */
  readonly figure: number;
  /** Whether the row takes negative figures. */
  readonly allowNegative: boolean;
  readonly units?: DisplayUnits;
  /** Stores the lines (an empty list removes them, the figure staying their sum). */
  readonly onSave: (lines: DetailLine[]) => void;
  readonly onClose: () => void;
}

/** A line as edited: its label and the amount as typed, in the display unit. */
interface Draft {
  readonly label: string;
  readonly amount: string;
  /** The arithmetic the line was stored with, and the text it opened with (kept while that text is unchanged). */
  readonly stored?: { readonly expression: string; readonly text: string };
}

/**
 * Alt+↓ on an input cell: the row's detail lines in that company and period, keyboard first. Enter on an
 * amount goes to the next line's label (adding one after the last), Ctrl+Delete removes the line, Ctrl+Enter
 * saves, Esc cancels; the sum updates as typed. Amounts are read by the grid's one parser, in the display
 * unit; a refused one is said beside it and nothing is stored. Labels are React text, never markup.
 */
export function DetailLinesDialog({ about, rowLabel, lines, figure, allowNegative, units, onSave, onClose }: DetailLinesDialogProps) {
  const shift = displayShift(units);
  const show = (amount: number) => formatAmount(amount, 'minus', shift).replace(/,/g, '');
  // A line typed as arithmetic opens on it where the display unit is the entry unit, as F2 does in the grid.
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    (lines.length > 0 ? lines : openedLines(rowLabel, figure)).map((l): Draft => {
      const text = l.expression && shift === 0 ? l.expression : show(l.amount);
      return { label: l.label, amount: text, ...(l.expression ? { stored: { expression: l.expression, text } } : {}) };
    }),
  );
  const [focus, setFocus] = useState<string | null>(lines.length > 0 ? 'label-0' : 'label-1');
  const parsed = drafts.map((d) => parseAmount(d.amount, { allowNegative, units }));
  const amounts = parsed.map((p) => (p.kind === 'value' ? p.value : 0));
  const refused = parsed.findIndex((p) => p.kind === 'refused');
  /** The arithmetic a line keeps: what was typed, in the entry unit, or the stored one while its text is untouched. */
  const expressionOf = (d: Draft, amount: number): string =>
    d.stored && d.amount === d.stored.text ? d.stored.expression : keptExpression(d.amount, amount, -shift);
  const kept = (): DetailLine[] =>
    drafts
      .map((d, i): DetailLine => {
        const expression = expressionOf(d, amounts[i]!);
        return { label: d.label, amount: amounts[i]!, ...(expression ? { expression } : {}) };
      })
      .filter((l) => l.label.trim() !== '' || l.amount !== 0);
  const set = (i: number, patch: Partial<Draft>) => setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const save = (next: DetailLine[]) => {
    onSave(next);
    onClose();
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>, i: number, field: 'label' | 'amount') => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (refused < 0) {
        save(kept());
      }
    } else if (e.key === 'Enter' && field === 'amount') {
      e.preventDefault();
      // The new line is drawn and focused before the next key is handled, so a fast typist's next label never
      // lands in this amount.
      if (i === drafts.length - 1 && drafts.length < MAX_DETAIL_LINES) {
        flushSync(() => setDrafts((all) => [...all, { label: '', amount: '' }]));
      }
      inputs.current.get(`label-${Math.min(i + 1, MAX_DETAIL_LINES - 1)}`)?.focus();
    } else if (e.key === 'Delete' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      setDrafts((all) => (all.length > 1 ? all.filter((_, j) => j !== i) : [{ label: '', amount: '' }]));
      setFocus(`${field}-${Math.max(0, Math.min(i, drafts.length - 2))}`);
    }
  };
  // Focus moves after the render that adds a line, and after the dialog's own first focus (showModal).
  const inputs = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (focus === null) {
      return;
    }
    const frame = requestAnimationFrame(() => {
      inputs.current.get(focus)?.focus();
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);
  const refFor = (id: string) => (el: HTMLInputElement | null) => {
    if (el) {
      inputs.current.set(id, el);
    } else {
      inputs.current.delete(id);
    }
  };
  const unit = units ? ` (${units.shown})` : '';
  return (
    <Modal title={`Detail lines of ${about}`} onClose={onClose}>
      <table className="mt-3 w-full text-sm" data-testid="detail-lines">
        <thead>
          <tr>
            <th className="text-left font-medium">Line</th>
            <th className="text-right font-medium">Amount{unit}</th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((d, i) => (
            <tr key={i}>
              <td>
                <input
                  ref={refFor(`label-${i}`)}
                  aria-label={`Line ${i + 1} label`}
                  maxLength={MAX_DETAIL_LABEL_LENGTH}
                  value={d.label}
                  onChange={(e) => set(i, { label: e.target.value })}
                  onKeyDown={(e) => onKey(e, i, 'label')}
                  className="w-full rounded border border-gray-300 px-1 dark:border-gray-600 dark:bg-gray-800"
                />
              </td>
              <td>
                <input
                  ref={refFor(`amount-${i}`)}
                  aria-label={`Line ${i + 1} amount`}
                  aria-invalid={parsed[i]!.kind === 'refused'}
                  inputMode="decimal"
                  value={d.amount}
                  onChange={(e) => set(i, { amount: e.target.value })}
                  onKeyDown={(e) => onKey(e, i, 'amount')}
                  className="w-full rounded border border-gray-300 px-1 text-right tabular-nums dark:border-gray-600 dark:bg-gray-800"
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="font-medium">Sum, the row's figure</td>
            <td className="text-right font-medium tabular-nums" data-testid="detail-lines-sum">
              {refused < 0 ? formatAmount(detailSum(kept()), 'minus', shift) : '—'}
            </td>
          </tr>
        </tfoot>
      </table>
      {refused >= 0 ? (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          Line {refused + 1}: "{drafts[refused]!.amount}" is refused: {(parsed[refused] as { reason: string }).reason}. Nothing is stored until it is corrected.
        </p>
      ) : null}
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        Enter on an amount goes to the next line (adding one), Ctrl+Delete removes a line, Ctrl+Enter saves, Esc cancels. Empty lines are dropped. The row's
        figure is the sum; it prints with the lines indented under it in the CMA report.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {lines.length > 0 ? (
          <button type="button" className={secondaryButton} onClick={() => save([])}>
            Remove the lines (keep the sum)
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={buttonPrimary} disabled={refused >= 0} onClick={() => save(kept())}>
          Save lines
        </button>
      </div>
    </Modal>
  );
}

/** {@link DetailLinesDialog} on one input cell of the open analysis: its row, company and period, stored through the store. */
export const LinesDialog = observer(function LinesDialog({
  store,
  cell,
  units,
  onClose,
}: {
  store: AnalysisStore;
  cell: InputCell;
  units?: DisplayUnits;
  onClose: () => void;
}) {
  const row = rowOf(`${cell.screen}.${cell.key}`);
  const period = store.doc.periods[cell.period];
  return (
    <DetailLinesDialog
      about={`${row.label} · ${store.doc.companyNames[cell.company] ?? ''}, ${period ? periodLabel(period) : ''}`}
      rowLabel={row.label}
      lines={linesOfText(store.texts.text(cell, 'details'))}
      figure={store.doc.input(cell) ?? 0}
      allowNegative={mayBeNegative(`${cell.screen}.${cell.key}`)}
      units={units}
      onSave={(lines) => store.setDetailLines(cell, lines)}
      onClose={onClose}
    />
  );
});
