import type { Screen } from '../../../domain/catalogue';
import type { DisplayUnits } from '../../lib/display-units';
import { parseAmount, REFUSAL } from '../../lib/parse-amount';

/** The statement a block is pasted into, as the grid sees it at the moment of Ctrl+V. */
export interface PasteTarget {
  /** The statement's input rows (wire keys) in display order; derived rows and headers left out. */
  readonly rowKeys: readonly string[];
  /** The label shown for each input row, by wire key. */
  readonly rowLabels: Readonly<Record<string, string>>;
  /**
   * Labels (or wire keys) of the statement's derived rows and section headers. A block copied
   * with labels carries them (TOTAL SALES…); they are computed here, so they are skipped silently.
   */
  readonly skipLabels?: readonly string[];
  readonly companyCount: number;
  /** The focused cell: an index into `rowKeys`, and a company column. */
  readonly focus: { readonly rowIndex: number; readonly companyIndex: number };
  /** False for a minimum-0 field, where a negative is refused. */
  readonly allowNegative: (rowKey: string) => boolean;
  /**
   * For an amount row: the unit the block's figures are in and the entry unit they are converted to,
   * exactly (a figure the entry unit cannot hold in 2 decimals is refused). Undefined: read as stored.
   */
  readonly unitsOf?: (rowKey: string) => DisplayUnits | undefined;
  /** Rounds half up to 2 decimals a figure the entry unit cannot hold, instead of refusing it (the analyst said so). */
  readonly round?: boolean;
}

/** The row part of a {@link PasteTarget}, as a statement's catalogue defines it. */
export type PasteRows = Pick<PasteTarget, 'rowKeys' | 'rowLabels' | 'skipLabels'>;

/** A statement's input rows in display order, their labels, and the derived rows and headers to skip. */
export function pasteRowsOf(screen: Screen): PasteRows {
  const rowKeys: string[] = [];
  const rowLabels: Record<string, string> = {};
  const skipLabels: string[] = [];
  for (const row of screen.rows) {
    if (row.kind === 'input') {
      rowKeys.push(row.key);
      rowLabels[row.key] = row.label;
    } else {
      skipLabels.push(row.label, row.key);
    }
  }
  return { rowKeys, rowLabels, skipLabels };
}

/** One input the paste will set. */
export interface PasteEdit {
  readonly rowKey: string;
  readonly companyIndex: number;
  readonly value: number;
  /** The cell as pasted when it was arithmetic (`=1200+350`), kept with the figure as a typed one is. */
  readonly expression?: string;
}

/** A pasted cell that keeps its old value, and why. */
export interface PasteRefusal {
  /** The input row it was meant for; null when the block's label matches no row of ours. */
  readonly rowKey: string | null;
  /** The row label as written in the block (label-aligned pastes only). */
  readonly label?: string;
  readonly companyIndex: number;
  readonly text: string;
  readonly reason: string;
  /** The entry unit cannot hold the figure in 2 decimals: it would be stored rounded with `round`. */
  readonly roundable?: boolean;
}

export interface PastePlan {
  readonly edits: PasteEdit[];
  readonly refused: PasteRefusal[];
  /** How many non-empty block rows and columns fell beyond the grid's edge; null when none did. */
  readonly truncated: { readonly rows: number; readonly columns: number } | null;
  /** True when the block's first column held our row labels and rows were matched by label. */
  readonly alignedByLabel: boolean;
  /**
   * Block rows and columns (1-based) of text only that name none of our rows: a header or a label column
   * of another layout. Such a block is not pasted at all (`edits` is empty); absent when none stopped it.
   */
  readonly stoppedBy?: { readonly rows: readonly number[]; readonly columns: readonly number[] };
}

export const UNKNOWN_ROW = 'unknown row';
export const REPEATED_ROW = 'row appears twice in the block';

/**
 * Folds the ways one label can be written into one form: case, Unicode compatibility forms, and
 * every character that is not a letter or digit ("Sales – Exports" = "sales-exports" =
 * "SALES EXPORTS"). Because camelCase wire keys fold the same way, `salesExports` matches too.
 */
export function normaliseLabel(label: string): string {
  return label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/**
 * Decides what a pasted block does to the statement, without touching it.
 *
 * By position (the Excel case): block rows go down the input rows from the focused row, and block
 * columns go across companies from the focused company. A block larger than the grid is cut at
 * the edge, and what was cut is counted. A block with a row or column of text only that names none of
 * our rows (a header, a foreign label column) is not pasted at all: by position it would shift every
 * figure into the wrong row or year ({@link PastePlan.stoppedBy}).
 *
 * By label (a block copied from CreditGrid, or any block whose first column names our rows): when
 * the first column holds no numbers and at least one of its cells names an input row (by label or
 * wire key), each block row goes to the row it names, and its values go across companies from the
 * focused company. A first row that names no row is a header of company names and is dropped.
 * Derived rows and headers named in the block are skipped silently; a name we do not know, or a
 * row named twice, is refused cell by cell.
 *
 * Empty cells leave the old value; unreadable ones are refused (never turned into 0).
 */
export function planPaste(block: readonly (readonly string[])[], target: PasteTarget): PastePlan {
  const labelIndex = buildLabelIndex(target);
  const alignedByLabel = holdsLabels(block, labelIndex);
  const edits: PasteEdit[] = [];
  const refused: PasteRefusal[] = [];
  let cutRows = 0;
  let cutColumns = 0;

  const placeValues = (cells: readonly string[], rowKey: string, label?: string) => {
    cells.forEach((text, j) => {
      const companyIndex = target.focus.companyIndex + j;
      if (isBlank(text) || companyIndex >= target.companyCount) {
        return;
      }
      const parsed = parseAmount(text, { allowNegative: target.allowNegative(rowKey), units: target.unitsOf?.(rowKey), round: target.round });
      if (parsed.kind === 'value') {
        const expression = text.trim().startsWith('=') ? { expression: text.trim() } : {};
        edits.push({ rowKey, companyIndex, value: parsed.value, ...expression });
      } else if (parsed.kind === 'refused') {
        const roundable = parsed.roundable ? { roundable: true } : {};
        refused.push({ rowKey, ...(label === undefined ? {} : { label }), companyIndex, text, reason: parsed.reason, ...roundable });
      }
    });
  };
  const refuseRow = (cells: readonly string[], label: string, reason: string, rowKey: string | null) => {
    cells.forEach((text, j) => {
      const companyIndex = target.focus.companyIndex + j;
      if (!isBlank(text) && companyIndex < target.companyCount) {
        refused.push({ rowKey, label, companyIndex, text, reason });
      }
    });
  };
  const countCutColumns = (cells: readonly string[]) => {
    const beyondEdge = cells.slice(Math.max(0, target.companyCount - target.focus.companyIndex));
    cutColumns = Math.max(cutColumns, beyondEdge.findLastIndex((c) => !isBlank(c)) + 1);
  };

  if (alignedByLabel) {
    const rows = startsWithHeader(block, labelIndex) ? block.slice(1) : block;
    const seen = new Set<string>();
    for (const [label = '', ...cells] of rows) {
      const match = labelIndex.get(normaliseLabel(label));
      if (match === SKIP || (isBlank(label) && cells.every(isBlank))) {
        continue;
      }
      countCutColumns(cells);
      if (match === undefined) {
        refuseRow(cells, label.trim(), UNKNOWN_ROW, null);
      } else if (seen.has(match)) {
        refuseRow(cells, label.trim(), REPEATED_ROW, match);
      } else {
        seen.add(match);
        placeValues(cells, match, label.trim());
      }
    }
  } else {
    const stoppedBy = textLines(block);
    if (stoppedBy) {
      return { edits: [], refused: [], truncated: null, alignedByLabel, stoppedBy };
    }
    block.forEach((cells, i) => {
      const rowKey = target.rowKeys[target.focus.rowIndex + i];
      if (rowKey === undefined) {
        cutRows += cells.some((c) => !isBlank(c)) ? 1 : 0;
        return;
      }
      countCutColumns(cells);
      placeValues(cells, rowKey);
    });
  }
  const truncated = cutRows > 0 || cutColumns > 0 ? { rows: cutRows, columns: cutColumns } : null;
  return { edits, refused, truncated, alignedByLabel };
}

/** Marks a label that names a derived row or header: skipped, never refused. */
const SKIP = Symbol('skip');
type LabelIndex = Map<string, string | typeof SKIP>;

/** Normalised label → wire key. Labels win over wire keys, and inputs over skipped rows. */
function buildLabelIndex(target: PasteTarget): LabelIndex {
  const index: LabelIndex = new Map();
  const add = (name: string, value: string | typeof SKIP) => {
    const k = normaliseLabel(name);
    if (k !== '' && !index.has(k)) {
      index.set(k, value);
    }
  };
  for (const key of target.rowKeys) {
    add(target.rowLabels[key] ?? key, key);
  }
  for (const name of target.skipLabels ?? []) {
    add(name, SKIP);
  }
  for (const key of target.rowKeys) {
    add(key, key);
  }
  return index;
}

/** A first column with no numbers in it, at least one cell of which names an input row. */
function holdsLabels(block: readonly (readonly string[])[], index: LabelIndex): boolean {
  const firstColumn = block.map((row) => row[0] ?? '').filter((c) => !isBlank(c));
  const numeric = (c: string) => parseAmount(c, { allowNegative: true }).kind === 'value';
  return firstColumn.length > 0 && !firstColumn.some(numeric) && firstColumn.some((c) => typeof index.get(normaliseLabel(c)) === 'string');
}

/** A cell of words, not a figure (a label, a header, an Excel error): neither blank nor any kind of number. */
const isText = (cell: string) => {
  const parsed = isBlank(cell) ? null : parseAmount(cell, { allowNegative: true });
  return parsed?.kind === 'refused' && parsed.reason === REFUSAL.notANumber;
};

/**
 * The rows and columns (1-based) of a block of two or more cells that hold text and no figure. Pasted by
 * position they would shift every figure: a header row takes the first input row, a label column the
 * first company or year. A single unreadable cell is refused as a cell instead.
 */
function textLines(block: readonly (readonly string[])[]): PastePlan['stoppedBy'] | null {
  const width = Math.max(0, ...block.map((row) => row.length));
  if (block.length * width < 2) {
    return null;
  }
  const textOnly = (cells: readonly string[]) => cells.some(isText) && cells.every((c) => isBlank(c) || isText(c));
  const rows = block.flatMap((cells, i) => (textOnly(cells) ? [i + 1] : []));
  const columns = Array.from({ length: width }, (_, j) => j).flatMap((j) => (textOnly(block.map((row) => row[j] ?? '')) ? [j + 1] : []));
  return rows.length > 0 || columns.length > 0 ? { rows, columns } : null;
}

/** A first row whose first cell names no row: the header of company names from "copy with labels". */
function startsWithHeader(block: readonly (readonly string[])[], index: LabelIndex): boolean {
  const first = block[0]?.[0] ?? '';
  return block.length > 1 && !index.has(normaliseLabel(first));
}

/** How many refused cells the paste toast lists before "and N more". */
export const REFUSALS_LISTED = 5;

/**
 * The one toast for a paste that kept some old values, e.g.
 * "3 cells kept their old value: Sales – Exports / Acme: 'abc' (not a number); …; and 1 more".
 * Cells of one unknown row are listed once, as they share one cause.
 * @param labelOf the grid label of an input row, by wire key.
 */
export function describeRefusals(refused: readonly PasteRefusal[], labelOf: (rowKey: string) => string, companyNames: readonly string[]): string {
  if (refused.length === 0) {
    return '';
  }
  const items: string[] = [];
  const unknownListed = new Set<string>();
  for (const r of refused) {
    if (r.rowKey === null) {
      const label = r.label ?? '';
      if (!unknownListed.has(label)) {
        unknownListed.add(label);
        const cells = refused.filter((o) => o.rowKey === null && o.label === r.label).length;
        items.push(`'${label}' (${cells} ${cells === 1 ? 'cell' : 'cells'}): ${r.reason}`);
      }
      continue;
    }
    const company = companyNames[r.companyIndex] ?? `Company ${r.companyIndex + 1}`;
    items.push(`${labelOf(r.rowKey)} / ${company}: '${r.text.trim()}' (${r.reason})`);
  }
  const shown = items.slice(0, REFUSALS_LISTED);
  const more = items.length - shown.length;
  const count = refused.length === 1 ? '1 cell kept its old value' : `${refused.length} cells kept their old value`;
  return `${count}: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}
