import { keptExpression } from '../../../domain/cell-texts';
import type { MetricId } from '../../../domain/formula';
import type { Driver } from '../../../domain/projections/drivers';
import { detailLabel, detailSum, slotIndex, withSlotAmount } from '../../../domain/detail-lines';
import type { DetailLine, LineSlot } from '../../../domain/detail-lines';
import { rowOf } from '../../../domain/model';
import { mayBeNegative, negativeRefusal } from '../../../domain/signs';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import { withNotices } from '../../lib/outcome';
import type { Notice } from '../../lib/outcome';
import { parseAmount, REFUSAL } from '../../lib/parse-amount';
import { inputKey } from './analysis-document';
import type { AnalysisDocument, InputCell, InputEdit } from './analysis-document';
import { linesOfText, linesText } from './cell-text-store';
import type { TextEdit, TextKind } from './cell-text-store';
import { notices } from './outcome';
import type { EditOutcome } from './outcome';

/**
 * What typing a figure needs from the store: the figures, the refusal marks, the one edit path, and (when
 * projections are shown) what makes a driven cell typed, returning the method it had.
 */
export interface TypingHost {
  readonly doc: AnalysisDocument;
  /** The cell's text of a kind (`details`: its row's detail lines in that period, `''` for none). */
  readonly textOf: (cell: InputCell, kind: TextKind) => string;
  readonly markRefused: (cell: InputCell) => void;
  readonly typeOver?: (cell: InputCell) => Driver | undefined;
  readonly commitEdits: (edits: readonly InputEdit[], label: string, texts?: readonly TextEdit[]) => unknown;
}

/**
 * Sets one input from what the analyst typed, read by the one amount parser ({@link parseAmount}):
 * an empty entry clears the cell to 0 (spec §4); a refused value keeps the old one, with the reason
 * in the outcome (never a silent 0), and the cell marked refused until its next edit. An amount is typed in
 * `units.shown` (the display unit) and stored exactly in `units.entered`; one the entry unit cannot hold is
 * refused, with a Round action that stores it rounded half up to 2 decimals in the entry unit (`round`),
 * saying so. Arithmetic (`=1200+350`) is kept with its figure, written in the entry unit; a figure typed
 * plainly drops the expression the cell had. A figure typed over a driven cell makes it typed, and says so.
 */
export function typeInput(host: TypingHost, cell: InputCell, raw: string | number, units?: DisplayUnits, round = false): EditOutcome {
  const { company, screen, key, period } = cell;
  const id: MetricId = `${screen}.${key}`;
  const row = rowOf(id);
  if (row.kind !== 'input') {
    throw new Error(`${id} is derived and cannot be edited`);
  }
  if (host.textOf(cell, 'details') !== '') {
    // Its figure is the lines' sum: typing over it would lose them (or store a figure other than their sum).
    host.markRefused(cell);
    return withNotices({ ok: false }, [notices.figureFromLines(row.label, host.doc.companyNames[company] ?? `Company ${company + 1}`)]);
  }
  const read = readEntry(host, cell, row.label, raw, units, round, host.doc.plain(company, id, period) as number, (r) => typeInput(host, cell, raw, units, r));
  if (!read.ok) {
    return read.outcome;
  }
  const driver = host.typeOver?.(cell);
  host.commitEdits([{ company, period, screen, key, value: read.value }], `Edit ${row.label}`, [{ ...cell, kind: 'expression', text: read.expression }]);
  return withNotices({ ok: true }, [read.rounded, driver ? notices.nowTyped(row.label, driver.method) : null]);
}

/**
 * Sets one detail line of a row from what the analyst typed in its grid row, read as {@link typeInput} reads a
 * figure (same parser, unit, sign rules, refusal and Round, arithmetic kept on the line); the row's figure
 * becomes the lines' sum, in one undo step. A row without lines in that period is opened on its figure
 * ({@link withSlotAmount}). An empty entry sets the line to 0 (the line stays; Alt+↓ removes lines).
 */
export function typeDetailLine(host: TypingHost, cell: InputCell, slot: LineSlot, raw: string | number, units?: DisplayUnits, round = false): EditOutcome {
  const row = rowOf(`${cell.screen}.${cell.key}`);
  const lines = linesOfText(host.textOf(cell, 'details'));
  const at = slotIndex(lines, slot);
  const label = `${row.label} › ${slot.label || 'unnamed line'}`;
  const read = readEntry(host, cell, label, raw, units, round, at < 0 ? 0 : lines[at]!.amount, (r) => typeDetailLine(host, cell, slot, raw, units, r));
  if (!read.ok) {
    return read.outcome;
  }
  const next = withSlotAmount(lines, { rowLabel: row.label, figure: host.doc.input(cell) ?? 0 }, slot, read.value, read.expression);
  typeDetailLines(host, cell, next);
  return withNotices({ ok: true }, [read.rounded]);
}

type Entry =
  | { readonly ok: true; readonly value: number; readonly expression: string; readonly rounded: Notice | null }
  | { readonly ok: false; readonly outcome: EditOutcome };

/**
 * Reads a typed entry for `cell` (a figure, or one of its row's lines), by the one amount parser: an empty entry is
 * 0 (spec §4); a refused one marks the cell and says why, keeping `kept`, with a Round action (`retry(true)`) when
 * only the entry unit's 2 decimals refused it. Arithmetic (`=1200+350`) comes back in the entry unit while it works
 * out to the figure (a rounded one does not).
 */
function readEntry(
  host: TypingHost,
  cell: InputCell,
  label: string,
  raw: string | number,
  units: DisplayUnits | undefined,
  round: boolean,
  kept: number,
  retry: (round: boolean) => EditOutcome,
): Entry {
  const id: MetricId = `${cell.screen}.${cell.key}`;
  const text = String(raw).trim();
  // Minimum 0 except on the catalogue's signed rows; a refused negative names where it belongs.
  const amountUnits = rowOf(id).unit === 'amount' ? units : undefined;
  const parsed = parseAmount(text, { allowNegative: mayBeNegative(id), units: amountUnits, round });
  if (parsed.kind === 'refused') {
    const who = host.doc.companyNames[cell.company] ?? `Company ${cell.company + 1}`;
    const why = parsed.reason === REFUSAL.negative ? negativeRefusal(id) : parsed.reason;
    const reason = why === REFUSAL.notANumber ? why : `refused: ${why}`;
    // Marked as a refused paste is, so a figure that did not go in is not taken for one that did.
    host.markRefused(cell);
    const refusal = notices.inputRefused(label, who, text, reason, kept, displayShift(amountUnits));
    // A figure the entry unit cannot hold (₹4,15,000.50 in lakhs): one click stores it rounded, and says so.
    const action = parsed.roundable ? { label: 'Round', run: () => retry(true) } : undefined;
    return { ok: false, outcome: withNotices({ ok: false }, [{ ...refusal, ...(action ? { action } : {}) }]) };
  }
  const value = parsed.kind === 'value' ? parsed.value : 0;
  const rounded = round && amountUnits ? notices.inputRounded(label, text, value, amountUnits) : null;
  return { ok: true, value, expression: keptExpression(text, value, -displayShift(amountUnits)), rounded };
}

/**
 * Sets the detail lines of a row in one period (an empty list closes it), its figure becoming their exact sum,
 * as one undo step with the lines. Labels are kept as `detailLabel` folds them; the row keeps no expression.
 */
export function typeDetailLines(host: TypingHost, cell: InputCell, lines: readonly DetailLine[]): void {
  const kept = lines.map((l) => ({ ...l, label: detailLabel(l.label) }));
  const value = kept.length === 0 ? (host.doc.input(cell) ?? 0) : detailSum(kept);
  host.commitEdits([{ ...cell, value }], `Detail lines of ${rowOf(`${cell.screen}.${cell.key}`).label}`, [
    { ...cell, kind: 'details', text: linesText(kept) },
    { ...cell, kind: 'expression', text: '' },
  ]);
}

/**
 * The edits of a commit that may go in: a figure pasted, filled or cleared over a row with detail lines is
 * refused and marked (its figure is their sum), unless the commit sets that row's lines too.
 */
export function editsBesideLines(host: TypingHost, edits: readonly InputEdit[], texts: readonly TextEdit[]): InputEdit[] {
  const overLines = (e: InputEdit) => host.textOf(e, 'details') !== '' && !texts.some((t) => t.kind === 'details' && inputKey(t) === inputKey(e));
  edits.filter(overLines).forEach((e) => host.markRefused(e));
  return edits.filter((e) => !overLines(e));
}
