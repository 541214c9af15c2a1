import type ExcelJS from 'exceljs';
import type { MetricUnit } from '../domain/catalogue';
import { meanToDate, ref, whenEarlier } from '../domain/formula';
import type { Expr } from '../domain/formula';
import { rowOf } from '../domain/model';
import { previousPeriodIndex } from '../domain/periods';
import type { Period } from '../domain/periods';

// The cell-level helpers of the xlsx export (xlsx.ts): number formats, labels, columns and cached results.

/**
 * Indian grouping (1,23,45,678.00) for zero and positive figures. Excel and LibreOffice allow two
 * conditions per format, too few for crores, lakhs and the sign, so negative figures get
 * {@link INDIAN_NEGATIVE_FORMAT} through a conditional format (LibreOffice drops the minus sign of a
 * value that falls into a condition-less last section).
 */
export const INDIAN_AMOUNT_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

/**
 * Indian grouping for negative figures (-1,23,45,678.00), applied by a "less than 0" conditional format.
 * Its sections carry the minus where both Excel and LibreOffice show exactly one: the first conditional
 * section gets it automatically, the others print the literal one.
 */
export const INDIAN_NEGATIVE_FORMAT = '[<=-10000000]##\\,##\\,##\\,##0.00;[<=-100000]-##\\,##\\,##0.00;-##,##0.00';

/** Number formats by unit; percentages are fractions (0.25) shown as 25.00%. */
export const FORMATS: Readonly<Record<MetricUnit, string | undefined>> = {
  amount: INDIAN_AMOUNT_FORMAT,
  percent: '0.00%',
  months: '0.00',
  days: '0.00',
  times: '0.00',
  yesno: undefined,
};

/**
 * A percent formula as a fraction (the app's × 100 left out), so the cell holds 0.125 under a percent
 * format. Every percent row of the catalogues is `… × 100`, a copy of another percent row, or a mean of
 * one; any other shape throws, so a new one is noticed in the tests.
 */
export function asFraction(expr: Expr): Expr {
  switch (expr.op) {
    case 'mul':
      if (expr.b.op === 'const' && expr.b.value === '100') {
        return expr.a;
      }
      break;
    case 'ref':
      if (rowOf(expr.id).unit === 'percent') {
        return ref(expr.id);
      }
      break;
    case 'meanToDate':
      if (rowOf(expr.id).unit === 'percent') {
        return meanToDate(expr.id);
      }
      break;
    case 'whenEarlier':
      return whenEarlier(asFraction(expr.expr));
    default:
      break;
  }
  throw new Error(`No fraction form for a percent formula of shape ${expr.op}`);
}

/** Label column widths, characters: the screens' column A and the forms' column B. */
export const LABEL_WIDTH = { screen: 52, form: 60 } as const;

/**
 * Writes a label (`value`: its text, or a formula giving it) that wraps within its column, with the row tall enough for its lines (neither Excel nor
 * LibreOffice grows a row for wrapped text written by a library, so a long Form III label would overprint).
 */
export function wrapLabel(row: ExcelJS.Row, column: number, label: string, width: number, value: ExcelJS.CellValue = label): void {
  const cell = row.getCell(column);
  cell.value = value;
  cell.alignment = { wrapText: true, vertical: 'top' };
  const lines = Math.ceil(label.length / (width * 0.95));
  if (lines > 1) {
    row.height = 15 * lines;
  }
}

/** 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) {
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  }
  return s;
}

/**
 * Where period `p`'s formulas sit in time: how many consecutive earlier periods `prev` and the means to
 * date can read, and the months of `p` and of those periods, latest first (`months`: per period, oldest
 * first; absent = 12).
 */
export function periodChain(periods: readonly Period[], p: number, months: readonly number[] = []): { earlierPeriods: number; months: number[] } {
  const chain = [months[p] ?? 12];
  for (let i: number | null = previousPeriodIndex(periods, p); i !== null; i = previousPeriodIndex(periods, i)) {
    chain.push(months[i] ?? 12);
  }
  return { earlierPeriods: chain.length - 1, months: chain };
}

/** A cell's cached result: what the app computed, "" for "—", Yes/No for a yes/no. */
export function resultOf(value: number | boolean | null, unit: MetricUnit): number | string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  return unit === 'percent' ? value / 100 : value;
}

/** The amount cells of a sheet, for the negative-figure conditional format (collected per row). */
export class AmountCells {
  private readonly refs: string[] = [];
  add(row: number, from: number, to: number): void {
    this.refs.push(`${columnLetter(from)}${row}:${columnLetter(to)}${row}`);
  }
  apply(sheet: ExcelJS.Worksheet): void {
    if (this.refs.length > 0) {
      sheet.addConditionalFormatting({
        ref: this.refs.join(' '),
        rules: [{ type: 'cellIs', operator: 'lessThan', formulae: ['0'], priority: 1, style: { numFmt: INDIAN_NEGATIVE_FORMAT } as ExcelJS.Style }],
      });
    }
  }
}
