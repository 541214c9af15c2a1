import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { PERIODS, Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { Settings } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { ASSUMPTIONS_SHEET, assumptionRow, workbookOf } from './xlsx';

/**
 * The xlsx export recalculated by LibreOffice: every formula cell must give the app's value (the result
 * the export caches from the domain), in every period, with default and changed settings, and after a
 * changed Assumptions cell. LibreOffice is told to recalculate every formula on load (OOXMLRecalcMode 0)
 * and the cached results are removed before it opens the file, so nothing can pass by echoing them.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-xlsx-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function soffice(): string {
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
function profile(): string {
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
async function recalculated(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
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
function compare(expected: ExcelJS.Workbook, actual: ExcelJS.Workbook): number {
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
        const ok =
          typeof want === 'number'
            ? typeof got === 'number' && Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want))
            : (want ?? '') === (got ?? '');
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
function expectNoErrors(workbook: ExcelJS.Workbook): void {
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

const EMPTY = { opstmt: {}, assetnliabs: {}, ocaocl: {} };

/**
 * Three companies over three years (cma-forms §5.1 and ours, the assessment year the third); the third
 * has nothing entered yet, so its ratios divide by zero and every figure built on them is "—".
 */
function document(settings: Settings): AnalysisDocument {
  return {
    id: 1,
    name: 'Recalculation check',
    version: 1,
    unit: 'lakhs',
    settings,
    inputs: { periods: PERIODS, assessmentYear: 2025, companies: [[Y1, Y2, Y3], [Y2, Y3, Y1], [EMPTY, EMPTY, EMPTY]] },
    companies: [
      { name: 'Company A', limits: [{ facility: 'Cash credit', existing: 200, proposed: 250 }] },
      { name: 'Company B', limits: [] },
      { name: 'Company C', limits: [] },
    ],
  };
}

const CHANGED: Settings = {
  ...DEFAULT_SETTINGS,
  tandonMarginPct: 30,
  stockMarginPct: 35,
  bookDebtMarginPct: 40,
  nayakRequirementPct: 20,
  nayakMarginPct: 6,
  drawingPowerMethod: 'strict',
  dscrFloor: 1.5,
};

describe('the xlsx export recalculated by LibreOffice', () => {
  it('reproduces every formula cell with the default settings, in every period', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('reproduces every formula cell with changed settings', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(CHANGED));
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('prints negative and crore figures with Indian grouping and one minus sign in LibreOffice', { timeout: 180_000 }, async () => {
    // Company A in rupees: every input × 1,00,000, so item 8 of Form VI is −41,00,000 and net sales 20,00,00,000.
    const scale = (inputs: typeof Y1) =>
      Object.fromEntries(
        Object.entries(inputs).map(([screen, values]) => [screen, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v * 100_000]))]),
      ) as typeof Y1;
    const base = document(DEFAULT_SETTINGS);
    const workbook = workbookOf({
      ...base,
      unit: 'rupees',
      inputs: { ...base.inputs, companies: [[scale(Y1), scale(Y2), scale(Y3)]] },
      companies: [base.companies[0]!],
    });
    const dir = path.join(tmp, 'print');
    mkdirSync(dir);
    const input = path.join(dir, 'print.xlsx');
    await workbook.xlsx.writeFile(input);
    execFileSync(soffice(), [`-env:UserInstallation=${profile()}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'print.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('-41,00,000.00');
    expect(text).not.toContain('--41,00,000.00');
    expect(text).toContain('20,00,00,000.00');
  });

  it('recomputes from the Assumptions cells: changed there, it matches the app after the same change', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(DEFAULT_SETTINGS));
    const sheet = workbook.getWorksheet(ASSUMPTIONS_SHEET)!;
    sheet.getCell(`B${assumptionRow('tandonMarginPct')}`).value = 0.3;
    sheet.getCell(`B${assumptionRow('stockMarginPct')}`).value = 0.35;
    sheet.getCell(`B${assumptionRow('bookDebtMarginPct')}`).value = 0.4;
    sheet.getCell(`B${assumptionRow('nayakRequirementPct')}`).value = 0.2;
    sheet.getCell(`B${assumptionRow('nayakMarginPct')}`).value = 0.06;
    sheet.getCell(`B${assumptionRow('drawingPowerMethod')}`).value = 'strict';
    sheet.getCell(`B${assumptionRow('dscrFloor')}`).value = 1.5;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    const app = workbookOf(document(CHANGED));
    expect(compare(app, actual)).toBeGreaterThan(1000);
    // The change did reach the formulas: some results differ from the defaults' (MPBF, drawing power).
    const defaults = workbookOf(document(DEFAULT_SETTINGS));
    expect(() => compare(defaults, actual)).toThrow();
  });
});
