import type { InputScreenId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { mayBeNegative, negativeRefusal } from '../../../domain/signs';
import { withNotices } from '../../lib/outcome';
import type { Notice } from '../../lib/outcome';
import type { DisplayUnits } from '../../lib/display-units';
import { REFUSAL } from '../../lib/parse-amount';
import { displayShift } from '../../lib/display-units';
import { keptExpression } from '../../../domain/cell-texts';
import { slotOfKey } from '../../../domain/detail-lines';
import type { DetailLine } from '../../../domain/detail-lines';
import { pastedFigures } from './paste-lines';
import type { PasteRowsShown } from './paste-lines';
import type { TextEdit } from './cell-text-store';
import { describeRefusals, parseTsv, pasteRowsOf, planPaste, UNKNOWN_ROW } from '../clipboard';
import type { InputCell, InputEdit } from './analysis-document';
import type { GridColumn } from './grid-view';
import { notices } from './outcome';
import { scaleMismatch } from './paste-scale';
import type { PasteOutcome } from './outcome';

/**
 * A cell a paste plan points at: its row and its grid column (a company, or one company's period in the
 * years layout). The store places it in a (company, period) of the layout on screen.
 */
export type PlannedCell = Omit<InputCell, 'company' | 'period'> & { readonly column: number };

/**
 * What else a paste knows: `computedRows`, by block row, the label of a computed row of a block copied from
 * a grid here (null for an input row); `round`, whether figures the entry unit cannot hold in 2 decimals are
 * stored rounded half up: `all` of them (the unit dialog's "Convert and round"), or only the cells a first
 * paste of the same block refused for that (the refusal toast's Round), so no other cell is written twice.
 */
export interface PasteOptions {
  readonly computedRows?: readonly (string | null)[] | null;
  readonly round?: 'none' | 'all' | 'refused';
  /** A plain block: when its figures are 100× or 1000× the ones beside them, store nothing and ask ({@link scaleMismatch}). */
  readonly checkScale?: boolean;
  /** The rows as the grid shows them when it shows detail lines: a block goes down the lines as down any input rows. */
  readonly rows?: PasteRowsShown;
}

/** A pasted block planned onto one statement: what to apply, what to mark, and what to tell the analyst. */
export interface ScreenPaste {
  /** The figures to store; `expression`, a cell pasted as arithmetic that works out to its figure, in the entry unit. */
  readonly edits: (PlannedCell & { readonly value: number; readonly expression?: string })[];
  /** The undo step's label ("Paste of 3 × 2 cells"). */
  readonly label: string;
  /** Input cells that keep their old value (marked until the next edit). */
  readonly refusedCells: PlannedCell[];
  /** Every refusal, unknown rows included. */
  readonly refused: number;
  /** Refusals the entry unit's 2 decimals caused: a paste with `round: 'refused'` would store them rounded. */
  readonly roundable: number;
  /** The notice listing the refusals (one of `notices`), where a remedy can be offered; null when none. */
  readonly refusal: Notice | null;
  readonly truncated: boolean;
  readonly notices: (Notice | null)[];
  /** A block with a label column or header rows that are not ours: it goes to the import mapping, not by position. */
  readonly foreign: boolean;
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
  { computedRows = null, round = 'none', rows: shown }: PasteOptions = {},
): ScreenPaste {
  const catalogue = pasteRowsOf(SCREENS[screen]);
  const rows = shown ? { ...catalogue, rowKeys: shown.keys, rowLabels: shown.labels } : catalogue;
  // A line slot reads and refuses as the input row it is a line of.
  const rowKey = (key: string) => slotOfKey(key)?.key ?? key;
  // A copied block's computed rows are skipped: pasted by position they would push every row below down one.
  const skipped = computedRows?.filter((label): label is string => label !== null) ?? [];
  const parsed = parseTsv(text).filter((_, i) => (computedRows?.[i] ?? null) === null);
  const fill = fillBlock(parsed, block, rows.rowKeys);
  const focus = fill?.focus ?? focused;
  const order = shown?.order ?? SCREENS[screen].rows.map((r) => r.key);
  const at = order.indexOf(focus.key);
  const rowIndex = rows.rowKeys.findIndex((k) => order.indexOf(k) >= at);
  const amounts = new Set(SCREENS[screen].rows.filter((r) => r.kind !== 'header' && r.unit === 'amount').map((r) => r.key));
  const target = {
    ...rows,
    companyCount: companyNames.length,
    focus: { rowIndex: rowIndex < 0 ? rows.rowKeys.length : rowIndex, companyIndex: Math.max(0, focus.company) },
    allowNegative: (key: string) => mayBeNegative(`${screen}.${rowKey(key)}`),
    unitsOf: (key: string) => (amounts.has(rowKey(key)) ? units : undefined),
  };
  const exact = planPaste(fill?.cells ?? parsed, target);
  const rounded = round === 'none' ? exact : planPaste(fill?.cells ?? parsed, { ...target, round: true });
  const roundable = new Set(exact.refused.flatMap((r) => (r.roundable && r.rowKey ? [`${r.rowKey}|${r.companyIndex}`] : [])));
  const chosen = round === 'refused' ? { ...rounded, edits: rounded.edits.filter((e) => roundable.has(`${e.rowKey}|${e.companyIndex}`)) } : rounded;
  const roundedCells = round === 'none' ? [] : rounded.edits.filter((e) => roundable.has(`${e.rowKey}|${e.companyIndex}`));
  const plan = {
    ...chosen,
    refused: chosen.refused.map((r) =>
      r.reason === REFUSAL.negative && r.rowKey !== null ? { ...r, reason: negativeRefusal(`${screen}.${rowKey(r.rowKey)}`) } : r,
    ),
  };
  const applied = new Set(plan.edits.map((e) => `${e.rowKey}|${e.companyIndex}`));
  const blockRows = new Set(plan.edits.map((e) => e.rowKey)).size;
  const blockCols = new Set(plan.edits.map((e) => e.companyIndex)).size;
  const label = (key: string) => rows.rowLabels[key] ?? key;
  const refusal = plan.refused.length > 0 ? notices.pasteRefused(describeRefusals(plan.refused, label, companyNames)) : null;
  return {
    foreign: plan.stoppedBy !== undefined || plan.refused.some((r) => r.reason === UNKNOWN_ROW),
    edits: plan.edits.map((e) => {
      // Pasted arithmetic is kept as typed arithmetic is, while it works out to the figure stored.
      const expression = e.expression === undefined ? '' : keptExpression(e.expression, e.value, -displayShift(target.unitsOf(e.rowKey)));
      return { column: e.companyIndex, screen, key: e.rowKey, value: e.value, ...(expression ? { expression } : {}) };
    }),
    label: `Paste of ${blockRows} × ${blockCols} cells`,
    // A row named twice is applied once: its cells are not marked refused for the repeat.
    refusedCells: plan.refused.flatMap((r) =>
      r.rowKey === null || applied.has(`${r.rowKey}|${r.companyIndex}`) ? [] : [{ column: r.companyIndex, screen, key: rowKey(r.rowKey) }],
    ),
    refused: plan.refused.length,
    roundable: plan.refused.filter((r) => r.roundable).length,
    refusal,
    truncated: plan.truncated !== null,
    // A second paste that only rounds says only that.
    notices:
      round === 'refused'
        ? [roundedCells.length > 0 && units ? notices.pasteRounded(roundedCells.length, units) : null]
        : [
            plan.stoppedBy ? notices.pasteStopped(plan.stoppedBy.rows, plan.stoppedBy.columns) : null,
            skipped.length > 0 && plan.edits.length > 0 ? notices.pasteSkippedComputed(skipped) : null,
            refusal,
            roundedCells.length > 0 && units ? notices.pasteRounded(roundedCells.length, units) : null,
            plan.truncated ? notices.pasteCut(plan.truncated.rows, plan.truncated.columns) : null,
          ],
  };
}

/** What a paste writes through: the store's one edit path (one undo step), the refusal marks, the column titles. */
export interface PasteHost {
  /** Stores figures (and the expressions and detail lines pasted with them) as one undo step. */
  readonly commitEdits: (edits: readonly InputEdit[], label: string, texts: readonly TextEdit[]) => InputEdit[];
  /** The detail lines of an input cell's row now (`[]` for none), which a block pasted onto them changes. */
  readonly linesOf: (cell: InputCell) => readonly DetailLine[];
  readonly markRefused: (cells: readonly InputCell[]) => void;
  readonly titleOf: (column: GridColumn) => string;
  /** The stored figure of an input cell (undefined when never entered), for the scale question. */
  readonly valueOf: (cell: InputCell) => number | undefined;
}

/** One paste: the block's text, the focused cell, and the grid (its selected block and columns) it lands on. */
export interface PasteRequest {
  readonly screen: InputScreenId;
  readonly text: string;
  readonly focus: { readonly key: string; readonly company: number; readonly period: number };
  readonly units: DisplayUnits | undefined;
  readonly options: PasteOptions;
  /** The selected block, in view columns (a value pasted onto it fills it); null without one. */
  readonly block: { rows: readonly string[]; companies: readonly number[] } | null;
  readonly columns: readonly GridColumn[];
}

/**
 * Plans a paste ({@link planScreenPaste}) and applies it as one undo step, marking the refused cells. When
 * the entry unit's 2 decimals refused some figures, the refusal notice offers Round: the same block onto the
 * same cells with `round: 'refused'`, which stores only those cells, rounded, and says so. With
 * `options.checkScale`, a block 100× or 1000× the figures beside it stores nothing and returns the question (`scale`).
 */
export function pasteOnto(host: PasteHost, request: PasteRequest): PasteOutcome {
  const { screen, text, focus, units, options, block, columns } = request;
  const column = columns.findIndex((c) => c.company === focus.company && c.period === focus.period);
  const plan = planScreenPaste(screen, text, { key: focus.key, company: column }, columns.map(host.titleOf), block, units, options);
  // The plan counts view columns; `place` turns them into (company, period).
  const place = <T extends { column: number }>({ column: at, ...cell }: T): Omit<T, 'column'> & GridColumn => ({ ...cell, ...columns[at]! });
  if (plan.foreign) {
    // Its labels are another layout's: the mapping preview places it (docs/import.md); nothing is pasted here.
    return { changed: 0, refused: 0, truncated: false, mapping: text };
  }
  if (options.checkScale && (options.round ?? 'none') === 'none') {
    const scale = scaleMismatch(plan.edits, (key, at) => host.valueOf({ screen, key, ...columns[at]! }), columns.length);
    if (scale) {
      return { changed: 0, refused: 0, truncated: false, scale };
    }
  }
  const { edits, texts } = pastedFigures(plan.edits.map(place), host.linesOf, (cell) => host.valueOf(cell) ?? 0);
  const changed = host.commitEdits(edits, plan.label, texts).length;
  host.markRefused(plan.refusedCells.map(place));
  const round =
    plan.roundable > 0 && (options.round ?? 'none') === 'none'
      ? {
          label: `Round ${plan.roundable === 1 ? 'it' : `those ${plan.roundable}`}`,
          run: () => pasteOnto(host, { ...request, options: { ...options, round: 'refused' } }),
        }
      : undefined;
  const shown = plan.notices.map((n) => (n && round && n === plan.refusal ? { ...n, action: round } : n));
  return withNotices({ changed, refused: plan.refused, truncated: plan.truncated }, shown);
}
