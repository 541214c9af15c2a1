import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { MetricId } from '../domain/formula';
import type { CompanyInputs } from '../domain/model';
import type { Period } from '../domain/periods';
import type { Driver } from '../domain/projections/drivers';
import { projectCompany } from '../domain/projections/project';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { ASSUMPTIONS_SHEET, workbookOf } from './xlsx';
import { roundPaise } from './xlsx-paise';

/**
 * The projection assumptions as live formulas: two audited years typed, two projected years driven (the
 * last one 6 months long), recalculated by LibreOffice (testing/libreoffice.ts), before and after a changed
 * growth on the Assumptions sheet.
 */

const PERIODS: Period[] = [
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Audited' },
  { year: 2026, kind: 'Projected' },
  { year: 2027, kind: 'Projected' },
];
const MONTHS = [12, 12, 12, 6];
const audited = (sales: number): CompanyInputs => ({
  opstmt: {
    salesDomestic: sales,
    purchaseRM: sales * 0.5,
    closingStockRM: 60,
    closingStockWIP: 20,
    closingStockFinishedGoods: 50,
    directLabour: sales * 0.1,
    depreciation: 12,
    sellingAdmExpenses: sales * 0.05,
    interestFinCharges: 9,
    provisionForTaxes: 30,
  },
  assetnliabs: {
    paidUpCapital: 300,
    plantMachinery: 200,
    lessDepreciation: 40,
    reservesSurplus: 100,
    tradeDebtors6: 150,
    sundryCreditorsTrade: 80,
    wcBorrowingsFromIob: 120,
  },
  ocaocl: { cashAndBankBalance: 20 },
});
const EMPTY: CompanyInputs = { opstmt: {}, assetnliabs: {}, ocaocl: {} };
const INPUTS = [audited(1000), audited(1200), EMPTY, EMPTY];

function drivers(growth: number): Partial<Record<MetricId, Driver>> {
  return {
    'opstmt.salesDomestic': { method: 'growth_pct', value: growth },
    'opstmt.openingStockRM': { method: 'carry_forward' },
    'opstmt.openingStockWIP': { method: 'carry_forward' },
    'opstmt.openingStockFinishedGoods': { method: 'carry_forward' },
    'opstmt.purchaseRM': { method: 'consumption_pct_of_sales', value: 48 },
    'opstmt.closingStockRM': { method: 'holding_months', value: 1.5 },
    'opstmt.closingStockWIP': { method: 'holding_months', value: 0.25 },
    'opstmt.closingStockFinishedGoods': { method: 'holding_months', value: 0.75 },
    'opstmt.directLabour': { method: 'pct_of_sales', value: 9.5 },
    'opstmt.sellingAdmExpenses': { method: 'pct_of_sales', value: 5 },
    'opstmt.depreciation': { method: 'growth_pct', value: 0 },
    'opstmt.interestFinCharges': { method: 'growth_pct', value: 5 },
    'opstmt.provisionForTaxes': { method: 'pct_of_pbt', value: 25 },
    'opstmt.dividendDrawings': { method: 'pct_of_pat', value: 10 },
    'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2.5 },
    'assetnliabs.sundryCreditorsTrade': { method: 'holding_months', value: 1 },
    'assetnliabs.paidUpCapital': { method: 'growth_pct', value: 0 },
    'assetnliabs.plantMachinery': { method: 'growth_pct', value: 0 },
    'assetnliabs.lessDepreciation': { method: 'carry_forward' },
    'assetnliabs.reservesSurplus': { method: 'carry_forward' },
    'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' },
  };
}

/** The analysis as the app holds it with sales growing `growth` % a year in both projected years. */
function document(growth: number): AnalysisDocument {
  const byYear = { '2026': drivers(growth), '2027': drivers(growth) };
  const projection = projectCompany({ periods: PERIODS, months: MONTHS, inputs: INPUTS, drivers: byYear, blocks: [], loans: [], settings: DEFAULT_SETTINGS });
  return {
    id: 1,
    name: 'Projection formulas',
    version: 1,
    unit: 'lakhs',
    settings: DEFAULT_SETTINGS,
    inputs: { periods: PERIODS, assessmentYear: 2026, companies: [INPUTS], driven: [projection.driven], months: MONTHS },
    drivers: [byYear],
    companies: [{ name: 'Alpha', limits: [] }],
  };
}

/** The Assumptions sheet's cells of a projection row, by its label's start. */
function assumptionCells(workbook: ExcelJS.Workbook, label: string): ExcelJS.Cell[] {
  const sheet = workbook.getWorksheet(ASSUMPTIONS_SHEET)!;
  const cells: ExcelJS.Cell[] = [];
  sheet.eachRow((row) => {
    if (String(row.getCell(1).value).startsWith(label)) {
      row.eachCell((cell, c) => {
        if (c > 1) {
          cells.push(cell);
        }
      });
    }
  });
  return cells;
}

describe('the projection assumptions in the xlsx', () => {
  it('writes each driven cell as a formula over the Assumptions sheet, and LibreOffice gets the app’s figures', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(12));
    const growth = assumptionCells(workbook, 'Alpha: Sales / Receipts – Domestic (growth a year)');
    expect(growth.map((c) => c.value)).toEqual([0.12, 0.12]);
    // Column D is 2026 (A labels, B 2024, C 2025): last year's sales × (1 + the growth cell), in paise.
    const op = workbook.getWorksheet('Operating Statement')!;
    let row = 0;
    op.eachRow((r, n) => {
      if (r.getCell(1).value === 'Sales / Receipts – Domestic') {
        row = n;
      }
    });
    expect((op.getCell(`D${row}`).value as { formula?: string }).formula).toBe(
      roundPaise(`'Operating Statement'!C${row}*(1+${ASSUMPTIONS_SHEET}!$D$${growth[0]!.row})`),
    );
    // Every projected balance sheet in the workbook is closed by the balancing line, as a formula too.
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('recomputes the projection when a growth is changed on the Assumptions sheet, to the app’s figures for that growth', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document(12));
    for (const cell of assumptionCells(workbook, 'Alpha: Sales / Receipts – Domestic (growth a year)')) {
      cell.value = 0.2;
    }
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbookOf(document(20)), actual)).toBeGreaterThan(1000);
    expect(() => compare(workbookOf(document(12)), actual)).toThrow();
  });
});
