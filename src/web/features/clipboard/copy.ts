import type { MetricUnit } from '../../../domain/catalogue';
import { shiftAmount } from '../../../domain/format';
import type { PlainValue } from '../../../domain/model';
import { toTsv } from './tsv';

/** A selected block of the grid: rows in display order (inputs or derived) by company columns. */
export interface CopySelection {
  /** `computed`: a derived row (TOTAL SALES), which a paste back into a statement skips. */
  readonly rows: readonly { readonly key: string; readonly label: string; readonly unit?: MetricUnit; readonly computed?: boolean }[];
  /** Company column indexes in display order. */
  readonly companies: readonly number[];
  readonly companyNames: readonly string[];
  /** The exact value of a cell, as the store holds it (not as formatted for display). */
  readonly valueOf: (rowKey: string, companyIndex: number) => PlainValue;
  /** The display unit's shift (places of ten from the entry unit): amounts are copied as shown, in the display unit. */
  readonly shift?: number;
}

/**
 * A cell as Excel should read it: a plain number in full (`1234.5`, `-20`, no grouping, no unit),
 * so it pastes as a number; a value that cannot be computed (shown "—") is an empty cell. An amount
 * moves by the display unit's `shift`, exactly (1234.56 lakhs shown in crores is `12.3456`).
 */
export function copyCell(value: PlainValue, unit?: MetricUnit, shift = 0): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  return String(unit === 'amount' ? shiftAmount(value, shift) : value);
}

/** Decimals shown on screen, for the units copied at the precision shown (formatValue). */
const SHOWN_DECIMALS: Partial<Record<MetricUnit, number>> = { percent: 2, times: 2, months: 2, days: 1 };

/**
 * A cell for Excel as the analyst sees it: ratios, months and days at the precision shown, and a
 * percentage as a fraction (9% → `0.09`), so a percent-formatted Excel cell shows 9%. Amounts are
 * copied in full, in the display unit ({@link copyCell}), so nothing is lost on the way back.
 */
export function copyShown(value: PlainValue, unit: MetricUnit | undefined, shift = 0): string {
  const decimals = unit === undefined ? undefined : SHOWN_DECIMALS[unit];
  if (typeof value !== 'number' || decimals === undefined) {
    return copyCell(value, unit, shift);
  }
  const shown = Number(value.toFixed(decimals));
  return unit === 'percent' ? String(Number((shown / 100).toFixed(decimals + 2))) : String(shown);
}

/** The selected block as TSV, values only: what Ctrl+C puts on the clipboard ({@link copyShown}). */
export function copyBlock(selection: CopySelection): string {
  return toTsv(selection.rows.map((row) => selection.companies.map((c) => copyShown(selection.valueOf(row.key, c), row.unit, selection.shift))));
}

/**
 * The selected block with a header row of company names and a first column of row labels ("copy
 * with labels"). Pasted into another analysis, it lines up by row label (see `planPaste`).
 * @param corner the top-left cell, e.g. the statement title and display unit ("Operating Statement (₹ crores)"),
 *   which tells a paste what unit the figures are in.
 */
export function copyBlockWithLabels(selection: CopySelection, corner = ''): string {
  const header = [corner, ...selection.companies.map((c) => selection.companyNames[c] ?? `Company ${c + 1}`)];
  const body = selection.rows.map((row) => [row.label, ...selection.companies.map((c) => copyCell(selection.valueOf(row.key, c), row.unit, selection.shift))]);
  return toTsv([header, ...body]);
}

/**
 * The clipboard type under which a copy from a grid says which of its rows are computed, beside the TSV.
 * Chromium carries such a type between its pages; Excel and other programs never see it.
 */
export const COMPUTED_ROWS_TYPE = 'application/x-creditgrid-computed-rows';

/** What a copy puts under {@link COMPUTED_ROWS_TYPE}: the TSV it goes with, and each row's label when computed, else null. */
export function computedRowsData(selection: CopySelection, text: string): string {
  return JSON.stringify({ text, rows: selection.rows.map((row) => (row.computed ? row.label : null)) });
}

/**
 * The computed rows of a pasted block, by block row (a label, or null for an input row), read from
 * {@link COMPUTED_ROWS_TYPE}; null when the data is absent, malformed, or goes with another text (the
 * clipboard was written since).
 */
export function readComputedRows(data: string, text: string): (string | null)[] | null {
  try {
    const parsed = JSON.parse(data) as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('text' in parsed) || !('rows' in parsed)) {
      return null;
    }
    const { text: copied, rows } = parsed as { text: unknown; rows: unknown };
    return copied === text && Array.isArray(rows) && rows.every((r) => r === null || typeof r === 'string') ? (rows as (string | null)[]) : null;
  } catch {
    return null;
  }
}
