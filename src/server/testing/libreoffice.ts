import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { afterAll, expect } from 'vitest';
import { recalcProfile, recalculatedIn, soffice } from './recalc';

/**
 * Recalculating an xlsx export in LibreOffice ({@link recalculatedIn}), for the API tests: a scratch directory per
 * test file, and every formula cell compared with the app's value (the result the export caches from the domain).
 */

export const tmp = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-xlsx-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

export { soffice };

/** A LibreOffice profile that recalculates every xlsx formula on load, under this test file's scratch directory. */
export const profile = (): string => recalcProfile(tmp);

/** Saves `workbook` without cached results, has LibreOffice recalculate and save it, and reads it back. */
export const recalculated = (workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> => recalculatedIn(tmp, workbook);

type Cached = number | string | boolean | null | undefined;
const resultOf = (cell: ExcelJS.Cell): Cached => {
  const v = cell.value as { result?: Cached; error?: string } | Cached;
  return v !== null && typeof v === 'object' ? (v.result as Cached) : v;
};

/**
 * Compares every formula cell of `expected` (the app's cached results) with the same cell of `actual`
 * (LibreOffice's); answers how many cells were compared.
 */
export function compare(expected: ExcelJS.Workbook, actual: ExcelJS.Workbook): number {
  let count = 0;
  const mismatches: string[] = [];
  for (const sheet of expected.worksheets) {
    const other = actual.getWorksheet(sheet.name)!;
    sheet.eachRow((row, r) =>
      row.eachCell((cell, c) => {
        const v = cell.value as { formula?: string; result?: Cached } | null;
        if (!v || typeof v !== 'object' || !('formula' in v)) {
          return;
        }
        count++;
        const want = v.result;
        const got = resultOf(other.getCell(r, c));
        // exceljs reads a cached 0 as no result, so an app's 0 is `undefined` here: float noise around it is 0 too.
        const ok =
          typeof want === 'number'
            ? typeof got === 'number' && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want))
            : (want ?? '') === (got ?? '') || (want === undefined && typeof got === 'number' && Math.abs(got) <= 1e-9);
        if (!ok) {
          mismatches.push(`${sheet.name}!${cell.address}: app ${JSON.stringify(want)}, LibreOffice ${JSON.stringify(got)} (=${v.formula})`);
        }
      }),
    );
  }
  expect(mismatches.slice(0, 20)).toEqual([]);
  return count;
}

/** No error value anywhere in the recalculated workbook. */
export function expectNoErrors(workbook: ExcelJS.Workbook): void {
  const errors: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as { error?: string; result?: { error?: string } } | null;
        const text = JSON.stringify(v);
        if (/#(VALUE|DIV\/0|REF|NAME|N\/A|NUM)/.test(text)) {
          errors.push(`${sheet.name}!${cell.address}: ${text}`);
        }
      }),
    );
  }
  expect(errors).toEqual([]);
}
