import type { PlainValue } from '../../../domain/model';
import { AMOUNT_DECIMALS, Dec, MAX_AMOUNT, toDec } from '../../../domain/money';
import type { FillBlock, FillEdit } from './fill';

/** What a year fill does: the edits (one undo step), or why it did nothing. */
export type YearFill = { readonly edits: FillEdit[] } | { readonly refusal: string };

/**
 * "Copy previous year" (`growthPercent` null) and "Fill right with growth %" on a block of the years layout,
 * whose columns are one company's periods, oldest first. Each input row of the block starts from its figure in
 * the year before the block's first column and carries it right, year by year: copied exactly, or grown by
 * `growthPercent` each year (compounded) and rounded half up to 2 decimals of the entry unit, computed with
 * exact decimals. Derived rows are left alone; a row whose previous figure is no number ("—") is skipped.
 * Refused as a whole (nothing stored) when the block starts in the first year, the growth is -100% or less
 * (it would wipe or flip the figures), or a figure would pass the input limit.
 * @param valueOf the exact stored value of a cell (entry unit)
 * @param isInput whether a row takes figures
 */
export function yearFillEdits(
  block: FillBlock,
  growthPercent: number | null,
  valueOf: (row: string, column: number) => PlainValue,
  isInput: (row: string) => boolean,
): YearFill {
  const first = block.columns[0];
  if (first === undefined || first < 1) {
    return { refusal: 'The selection starts in the first year: there is no previous year to carry from.' };
  }
  if (growthPercent !== null && (!Number.isFinite(growthPercent) || growthPercent <= -100)) {
    return { refusal: 'A growth of -100% or less would wipe out or reverse the figures.' };
  }
  const factor = growthPercent === null ? null : toDec(growthPercent).div(100).plus(1);
  const edits: FillEdit[] = [];
  for (const row of block.rows) {
    const start = valueOf(row, first - 1);
    if (!isInput(row) || typeof start !== 'number') {
      continue;
    }
    let figure = toDec(start);
    for (const column of block.columns) {
      figure = factor === null ? figure : figure.times(factor).toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_UP);
      if (figure.abs().greaterThan(MAX_AMOUNT)) {
        return { refusal: `The figures would pass the input limit (${MAX_AMOUNT.toExponential()}).` };
      }
      edits.push({ row, column, value: figure.toNumber() });
    }
  }
  return { edits };
}

/**
 * Reads the growth typed in the dialog: a percentage like `10`, `7.5`, `-5` or `12%`, or null when it is
 * not one (a bare figure only: no grouping, at most 2 decimals).
 */
export function parseGrowth(text: string): number | null {
  const match = /^\s*([-−]?\d{1,4}(?:\.\d{1,2})?)\s*%?\s*$/.exec(text);
  return match ? Number(match[1]!.replace('−', '-')) : null;
}
