import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../contract/fixture';
import type { WireTermLoan } from '../contract/term-loans';
import type { AnalysisDocument } from './report';
import { fixture } from './testing/harness';
import { compare, expectNoErrors, recalculated } from './testing/libreoffice';
import { fileDocument } from './testing/xlsx-document';
import { workbookOf } from './xlsx';

/**
 * The term-loan schedule and the projected rows it drives as live formulas: fixtures/term-loan.json, whose
 * first company's ₹120 lakh loan (loans-and-projections §2: 12 %, 6 months' moratorium, 20 quarterly
 * instalments) fills its term-loan rows by `schedule` in the estimated and projected years, recalculated by
 * LibreOffice as exported and after the loan's moratorium and instalments are changed in the workbook.
 */

const SCHEDULED = Object.fromEntries(
  ['assetnliabs.termLoanIob', 'ocaocl.tlInstDueIn1YearIob', 'assetnliabs.termLoanOtherBanks', 'ocaocl.tlInstDueIn1YearBankInst'].map((id) => [
    id,
    { method: 'schedule' },
  ]),
);

/** A loan from another bank: an EMI after a 2-month moratorium whose interest is capitalised. */
const VEHICLE_LOAN: WireTermLoan = {
  name: 'Vehicle loan',
  lender: 'other_banks',
  amount: 10,
  rate_pct: 12,
  first_month: '2026-01',
  moratorium_months: 2,
  moratorium_interest: 'capitalised',
  instalments: 24,
  frequency: 'monthly',
  repayment: 'emi',
};

/**
 * The fixture with the first company's loan rows on `schedule` from FY 2025-26 on, its loan changed by
 * `loan` and the loans `more` after it.
 */
function document(loan: Partial<WireTermLoan> = {}, more: WireTermLoan[] = []): AnalysisDocument {
  const file = fixture('term-loan');
  const projections = Object.fromEntries(file.periods.filter((p) => p.kind !== 'Audited').map((p) => [String(p.year), SCHEDULED]));
  const companies = file.companies.map((c, i) =>
    i === 0 ? { ...c, projections, term_loans: ('term_loans' in c ? c.term_loans : undefined)!.map((l) => ({ ...l, ...loan })).concat(more) } : c,
  );
  return fileDocument({ ...file, companies } as AnalysisFile);
}

/** The row of a label in column A of `sheet`. */
const rowOf = (sheet: ExcelJS.Worksheet, label: string) => sheet.getColumn(1).values.indexOf(label);
const cellOf = (workbook: ExcelJS.Workbook, sheet: string, label: string, column: string) =>
  workbook.getWorksheet(sheet)!.getCell(`${column}${rowOf(workbook.getWorksheet(sheet)!, label)}`);
// exceljs reads a cached 0 as no result.
const resultOf = (cell: ExcelJS.Cell) => (cell.value as { result?: unknown }).result ?? 0;
const formulaOf = (cell: ExcelJS.Cell) => (cell.value as { formula?: string }).formula;

/** The first loan's parameter cell under `heading` on the Term loans sheet. */
function parameter(workbook: ExcelJS.Workbook, heading: string): ExcelJS.Cell {
  const sheet = workbook.getWorksheet('Term loans 1')!;
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row, r) =>
    row.eachCell((cell, c) => {
      if (found === undefined && cell.value === heading) {
        found = sheet.getCell(r + 1, c);
      }
    }),
  );
  return found!;
}

describe('the term-loan schedule in the xlsx export', () => {
  it('fills the scheduled term-loan rows from the loans’ months, and LibreOffice gets the app’s figures', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document({}, [VEHICLE_LOAN]));
    // Columns B–I are the first company's FY 2023-24 … FY 2030-31. §2: 31 March 2027 (E) closing 96.00, 24.00
    // due in FY 2027-28: long-term 72.00, current maturities 24.00; 31 March 2026 (D): 120.00 − 24.00.
    const longTerm = (column: string) => cellOf(workbook, 'Assets & Liabilities', 'Term Loan – our bank', column);
    const current = (column: string) => cellOf(workbook, 'Other CA & CL', 'TL Instalments due in 1 year – our bank', column);
    expect([resultOf(longTerm('E')), resultOf(current('E')), resultOf(longTerm('D')), resultOf(longTerm('I'))]).toEqual([72, 24, 96, 0]);
    expect(formulaOf(current('E'))).toContain(`SUMIF('Term loans 1'!$C$`);
    // The EMI loan is the other banks' row: 10.00 × 1.01² = 10.2010 after the moratorium, repaid over 24 months.
    const otherBanks = cellOf(workbook, 'Other CA & CL', 'TL Instalments due in 1 year – other Banks / Institutions', 'E');
    expect(resultOf(otherBanks)).toBeGreaterThan(0);
    // The audited years keep their typed figures.
    expect(formulaOf(longTerm('C'))).toBeUndefined();
    // The loan's months are formulas over its parameters: the moratorium and instalment count are cells too.
    expect(parameter(workbook, 'Moratorium (months)').value).toBe(6);
    expect(parameter(workbook, 'Instalments').value).toBe(20);
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbook, actual)).toBeGreaterThan(1000);
  });

  it('recomputes the schedule, the DSCR and the projected loan rows when the moratorium and instalments are changed', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(document());
    parameter(workbook, 'Moratorium (months)').value = 3;
    parameter(workbook, 'Instalments').value = 16;
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    // What the app computes for a 3-month moratorium and 16 instalments, cell for cell (its schedule is 51
    // months, so the 15 months left at the end of the exported one are zero and not compared).
    expect(compare(workbookOf(document({ moratorium_months: 3, instalments: 16 })), actual)).toBeGreaterThan(1000);
    expect(() => compare(workbookOf(document()), actual)).toThrow();
    // By hand: 120 ÷ 16 = 7.50 at the end of months 6, 9, 12, … (March 2026 on); by 31 March 2027 (month 18)
    // five are paid, 82.50 left, and months 21–30 of FY 2027-28 take four: 30.00 current, 52.50 long-term.
    expect(resultOf(cellOf(actual, 'Other CA & CL', 'TL Instalments due in 1 year – our bank', 'E'))).toBe(30);
    expect(resultOf(cellOf(actual, 'Assets & Liabilities', 'Term Loan – our bank', 'E'))).toBe(52.5);
  });
});

/**
 * The fixture with the first company's interest on `interest_on_borrowings` at `rate` % from FY 2025-26 on,
 * and working-capital borrowing from our bank of 40.00 + 10.00 a year from FY 2023-24 (70.00 in FY 2026-27).
 */
function withInterest(rate: number): AnalysisDocument {
  const file = fixture('term-loan');
  const projections = Object.fromEntries(
    file.periods
      .filter((p) => p.kind !== 'Audited')
      .map((p) => [String(p.year), { 'opstmt.interestFinCharges': { method: 'interest_on_borrowings', value: rate } }]),
  );
  const companies = file.companies.map((c, i) =>
    i === 0
      ? {
          ...c,
          projections,
          years: Object.fromEntries(
            Object.entries(c.years).map(([year, y]) => [
              year,
              { ...y, assetnliabs: { ...y.assetnliabs, wcBorrowingsFromIob: 40 + 10 * (Number(year) - 2024) } },
            ]),
          ),
        }
      : c,
  );
  return fileDocument({ ...file, companies } as AnalysisFile);
}

describe('interest on borrowings in the xlsx export', () => {
  it('is the term-loan interest plus the rate on the average WC borrowing, and moves with the rate edited in Excel', { timeout: 180_000 }, async () => {
    const workbook = workbookOf(withInterest(10));
    // By hand, FY 2026-27 (column E): TL interest 13.32 (loans-and-projections §2) + 10 % × (60.00 + 70.00) ÷ 2 = 19.82.
    const interest = cellOf(workbook, 'Operating Statement', 'Interest & Fin Charges', 'E');
    expect(resultOf(interest)).toBe(19.82);
    expect(formulaOf(interest)).toContain(`'Term loans 1'!B`);
    const assumptions = workbook.getWorksheet('Assumptions')!;
    const rateRow = assumptions.getColumn(1).values.findIndex((v) => typeof v === 'string' && v.includes('Interest & Fin Charges (% a year on WC borrowings)'));
    expect(rateRow).toBeGreaterThan(0);
    assumptions.getRow(rateRow).eachCell((cell, column) => {
      if (column > 1) {
        cell.value = 0.12;
      }
    });
    const actual = await recalculated(workbook);
    expectNoErrors(actual);
    expect(compare(workbookOf(withInterest(12)), actual)).toBeGreaterThan(1000);
    expect(() => compare(workbookOf(withInterest(10)), actual)).toThrow();
    // 13.32 + 12 % × 130.00 ÷ 2 = 21.12.
    expect(resultOf(cellOf(actual, 'Operating Statement', 'Interest & Fin Charges', 'E'))).toBe(21.12);
  });
});
