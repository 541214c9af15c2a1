import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../contract/fixture';
import type { WireAssetBlock } from '../contract/projections';
import type { AnalysisDocument } from './report';
import { fixture } from './testing/harness';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { fileDocument } from './testing/xlsx-document';
import { workbookOf } from './xlsx';

/**
 * The fixed-asset schedule as live formulas: the first company of fixtures/three-companies-four-years-driven.json
 * (plant & machinery WDV at 18.1036 %, opening accumulated depreciation 21.00, 40.00 added and put to use in
 * October 2025), whose depreciation and plant row are on `schedule` in FY 2024-25 (Estimated) and FY
 * 2025-26 (Projected); its interest is grown 5 % instead of read off the borrowing (that loop stays a value).
 * Recalculated by LibreOffice as exported and after the block's rate and the addition are changed in Excel.
 */
function document(block: Partial<WireAssetBlock> = {}, amount = 40): AnalysisDocument {
  const file = fixture('three-companies-four-years-driven');
  const [first] = file.companies as (AnalysisFile['companies'][number] & { projections: Record<string, object>; fixed_assets: WireAssetBlock[] })[];
  const projections = Object.fromEntries(
    Object.entries(first!.projections).map(([year, cells]) => [year, { ...cells, 'opstmt.interestFinCharges': { method: 'growth_pct', value: 5 } }]),
  );
  const fixedAssets = first!.fixed_assets.map((b) => ({ ...b, ...block, additions: b.additions.map((a) => ({ ...a, amount })) }));
  return fileDocument({ ...file, companies: [{ ...first!, projections, fixed_assets: fixedAssets }] } as AnalysisFile);
}

const rowOf = (sheet: ExcelJS.Worksheet, label: string) => sheet.getColumn(1).values.indexOf(label);
const cell = (workbook: ExcelJS.Workbook, sheet: string, label: string, column: string) => {
  const s = workbook.getWorksheet(sheet)!;
  return s.getCell(`${column}${rowOf(s, label)}`);
};
const valueOf = (c: ExcelJS.Cell) => c.value as { formula?: string; result?: number };

describe('the fixed-asset schedule in the xlsx export', () => {
  it('is a sheet of formulas the projected depreciation and gross block read, and LibreOffice gets the app’s figures', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document());
    // Columns: B FY 2022-23, C FY 2023-24, D FY 2024-25 (Estimated), E FY 2025-26 (Projected).
    // By hand (loans-and-projections §8, WDV): FY 2024-25 (69.00 − 21.00) × 18.1036 % = 8.689728 → 8.69; FY 2025-26
    // (69.00 − 29.689728) × 18.1036 % + 40.00 × 18.1036 % × 6 ÷ 12 = 10.737294… → 10.74, gross 69.00 + 40.00.
    const depreciation = (column: string) => valueOf(cell(workbook, 'Operating Statement', 'Depreciation', column));
    expect([depreciation('D').result, depreciation('E').result]).toEqual([8.69, 10.74]);
    expect(depreciation('E').formula).toContain(`'Fixed assets 1'!`);
    expect(valueOf(cell(workbook, 'Assets & Liabilities', 'Plant & Machinery', 'E'))).toMatchObject({ result: 109 });
    expect(valueOf(cell(workbook, 'Fixed assets 1', 'Depreciation', 'D')).result).toBeCloseTo(10.737294401792, 12);
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(500);
  });

  it('recomputes the schedule and the projected statements when the block’s method, rate and addition are changed in Excel', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document());
    const sheet = workbook.getWorksheet('Fixed assets 1')!;
    const params = rowOf(sheet, 'Method (slm or wdv)') + 1;
    sheet.getCell(`A${params}`).value = 'slm';
    sheet.getCell(`B${params}`).value = 6.3333;
    sheet.getCell(`D${rowOf(sheet, 'Addition 1')}`).value = 60;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbookOf(document({ method: 'slm', rate_pct: 6.3333 }, 60)), actual)).toBeGreaterThan(500);
    expect(() => compare(workbookOf(document()), actual)).toThrow();
    // By hand, SLM: FY 2025-26 69.00 × 6.3333 % + 60.00 × 6.3333 % × 6 ÷ 12 = 6.269967 → 6.27.
    expect(valueOf(cell(actual, 'Operating Statement', 'Depreciation', 'E')).result).toBe(6.27);
  });
});
