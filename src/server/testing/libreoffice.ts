import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, expect } from 'vitest';

/**
 * Recalculating an xlsx export in LibreOffice, for the tests: every formula cell must give the app's value
 * (the result the export caches from the domain). LibreOffice is told to recalculate every formula on load
 * (OOXMLRecalcMode 0) and the cached results are removed before it opens the file, so nothing can pass by
 * echoing them.
 */

export const tmp = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-xlsx-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

export function soffice(): string {
  for (const bin of ['soffice', 'libreoffice']) {
    try {
      execFileSync(bin, ['--version'], { stdio: 'ignore' });
      return bin;
    } catch {
      // try the next name
    }
  }
  throw new Error('LibreOffice is not installed: apt-get install libreoffice-calc-nogui (the xlsx recalculation test needs soffice)');
}

/** A LibreOffice profile that recalculates every xlsx formula on load. */
export function profile(): string {
  const dir = path.join(tmp, 'profile');
  mkdirSync(path.join(dir, 'user'), { recursive: true });
  writeFileSync(
    path.join(dir, 'user', 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
  );
  return `file://${dir}`;
}

let run = 0;
/** Saves `workbook` without cached results, has LibreOffice recalculate and save it, and reads it back. */
export async function recalculated(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const bin = soffice();
  const stripped = new ExcelJS.Workbook();
  await stripped.xlsx.load(await workbook.xlsx.writeBuffer());
  for (const sheet of stripped.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as { formula?: string } | null;
        if (v && typeof v === 'object' && 'formula' in v && v.formula) {
          cell.value = { formula: v.formula } as ExcelJS.CellFormulaValue;
        }
      }),
    );
  }
  const dir = path.join(tmp, `run${++run}`);
  mkdirSync(dir);
  const input = path.join(dir, 'in.xlsx');
  await stripped.xlsx.writeFile(input);
  const outDir = path.join(dir, 'out');
  execFileSync(bin, [`-env:UserInstallation=${profile()}`, '--headless', '--convert-to', 'xlsx', '--outdir', outDir, input], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  const out = new ExcelJS.Workbook();
  await out.xlsx.readFile(path.join(outDir, 'in.xlsx'));
  return out;
}

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
