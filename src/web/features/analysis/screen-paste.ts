import type { InputScreenId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { mayBeNegative, negativeRefusal } from '../../../domain/signs';
import type { Notice } from '../../lib/outcome';
import type { DisplayUnits } from '../../lib/display-units';
import { REFUSAL } from '../../lib/parse-amount';
import { describeRefusals, parseTsv, pasteRowsOf, planPaste } from '../clipboard';
import type { InputCell } from './analysis-document';
import { notices } from './outcome';

/**
 * A cell a paste plan points at: its row and its grid column (a company, or one company's period in the
 * years layout). The store places it in a (company, period) of the layout on screen.
 */
export type PlannedCell = Omit<InputCell, 'company' | 'period'> & { readonly column: number };

/** A pasted block planned onto one statement: what to apply, what to mark, and what to tell the analyst. */
export interface ScreenPaste {
  readonly edits: (PlannedCell & { readonly value: number })[];
  /** The undo step's label ("Paste of 3 × 2 cells"). */
  readonly label: string;
  /** Input cells that keep their old value (marked until the next edit). */
  readonly refusedCells: PlannedCell[];
  /** Every refusal, unknown rows included. */
  readonly refused: number;
  readonly truncated: boolean;
  readonly notices: (Notice | null)[];
}

/**
 * One copied value pasted onto a selected block fills the block, as Excel does: the value repeated
 * over the block's input rows and companies, from its top-left input cell. Anything else is pasted as is.
 */
function fillBlock(
  cells: string[][],
  block: { rows: readonly string[]; companies: readonly number[] } | null,
  rowKeys: readonly string[],
): { cells: string[][]; focus: { key: string; company: number } } | null {
  const inputRows = block ? block.rows.filter((k) => rowKeys.includes(k)) : [];
  const single = cells.length === 1 && cells[0]?.length === 1 ? cells[0][0] : undefined;
  if (!block || single === undefined || inputRows.length * block.companies.length < 2) {
    return null;
  }
  return {
    cells: inputRows.map(() => block.companies.map(() => single)),
    focus: { key: inputRows[0]!, company: Math.min(...block.companies) },
  };
}

/**
 * Plans a TSV block (from Excel or from "copy with labels") onto a statement from the focused cell.
 * Rows go down the statement's input rows (or line up by row label), columns across companies; a
 * focus on a derived row starts the block at the next input row. One value onto a selected `block`
 * fills it. The rows `computedRows` names (by block row: a label, or null for an input) came from a
 * computed row of a grid here and are skipped. A block stopped by rows or columns of text pastes nothing. Amounts are read in `units.shown` (the display unit, or the unit a block names) and converted
 * exactly to `units.entered`; without `units` they are read as stored.
 * Inputs are minimum 0 except the catalogue's signed rows; a refused negative names where it belongs.
 */
export function planScreenPaste(
  screen: InputScreenId,
  text: string,
  focused: { key: string; company: number },
  companyNames: readonly string[],
  block: { rows: readonly string[]; companies: readonly number[] } | null = null,
  units?: DisplayUnits,
  computedRows: readonly (string | null)[] | null = null,
): ScreenPaste {
  const rows = pasteRowsOf(SCREENS[screen]);
  // A copied block's computed rows are skipped: pasted by position they would push every row below down one.
  const skipped = computedRows?.filter((label): label is string => label !== null) ?? [];
  const parsed = parseTsv(text).filter((_, i) => (computedRows?.[i] ?? null) === null);
  const fill = fillBlock(parsed, block, rows.rowKeys);
  const focus = fill?.focus ?? focused;
  const order = SCREENS[screen].rows.map((r) => r.key);
  const at = order.indexOf(focus.key);
  const rowIndex = rows.rowKeys.findIndex((k) => order.indexOf(k) >= at);
  const amounts = new Set(SCREENS[screen].rows.filter((r) => r.kind !== 'header' && r.unit === 'amount').map((r) => r.key));
  const planned = planPaste(fill?.cells ?? parsed, {
    ...rows,
    companyCount: companyNames.length,
    focus: { rowIndex: rowIndex < 0 ? rows.rowKeys.length : rowIndex, companyIndex: Math.max(0, focus.company) },
    allowNegative: (key) => mayBeNegative(`${screen}.${key}`),
    unitsOf: (key) => (amounts.has(key) ? units : undefined),
  });
  const plan = {
    ...planned,
    refused: planned.refused.map((r) =>
      r.reason === REFUSAL.negative && r.rowKey !== null ? { ...r, reason: negativeRefusal(`${screen}.${r.rowKey}`) } : r,
    ),
  };
  const applied = new Set(plan.edits.map((e) => `${e.rowKey}|${e.companyIndex}`));
  const blockRows = new Set(plan.edits.map((e) => e.rowKey)).size;
  const blockCols = new Set(plan.edits.map((e) => e.companyIndex)).size;
  const label = (key: string) => rows.rowLabels[key] ?? key;
  return {
    edits: plan.edits.map((e) => ({ column: e.companyIndex, screen, key: e.rowKey, value: e.value })),
    label: `Paste of ${blockRows} × ${blockCols} cells`,
    // A row named twice is applied once: its cells are not marked refused for the repeat.
    refusedCells: plan.refused.flatMap((r) =>
      r.rowKey === null || applied.has(`${r.rowKey}|${r.companyIndex}`) ? [] : [{ column: r.companyIndex, screen, key: r.rowKey }],
    ),
    refused: plan.refused.length,
    truncated: plan.truncated !== null,
    notices: [
      plan.stoppedBy ? notices.pasteStopped(plan.stoppedBy.rows, plan.stoppedBy.columns) : null,
      skipped.length > 0 && plan.edits.length > 0 ? notices.pasteSkippedComputed(skipped) : null,
      plan.refused.length > 0 ? notices.pasteRefused(describeRefusals(plan.refused, label, companyNames)) : null,
      plan.truncated ? notices.pasteCut(plan.truncated.rows, plan.truncated.columns) : null,
    ],
  };
}
