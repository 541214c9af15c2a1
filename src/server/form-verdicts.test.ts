import { describe, expect, it } from 'vitest';
import { Y1, Y2 } from '../domain/assessment/three-years.fixture';
import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from '../domain/loss-year.fixture';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { NM_REASON, NO_PROFIT_REASON } from '../domain/verdict';
import type { AnalysisDocument } from './report';
import { reportModelOf } from './report';
import { workbookOf } from './xlsx';

/** The loss-year unit, the same unit with its reserves wiped out (TNW −41.48 in 2024), and company A of cma-forms §5 (profits). */
const negativeTnw = { ...LOSS_YEAR_2, assetnliabs: { ...LOSS_YEAR_2.assetnliabs, reservesSurplus: -141.48 } };
const doc: AnalysisDocument = {
  id: 9,
  name: 'Loss years',
  version: 1,
  unit: 'lakhs',
  settings: DEFAULT_SETTINGS,
  inputs: {
    periods: LOSS_YEAR_PERIODS,
    assessmentYear: 2024,
    companies: [
      [LOSS_YEAR_1, LOSS_YEAR_2],
      [LOSS_YEAR_1, negativeTnw],
      [Y1, Y2],
    ],
  },
  companies: [
    { name: 'New Unit', limits: [] },
    { name: 'Wiped Out', limits: [] },
    { name: 'Company A', limits: [] },
  ],
};
const report = reportModelOf(doc, { firm_name: '', prepared_by: '', print_product_name: false });
const line = (company: number, form: string, no: string) => report.companies[company]!.forms.find((f) => f.id === form)!.lines.find((l) => l.no === no)!;

describe('"—" and "NM" on the forms, from the one rule (ratioVerdict)', () => {
  it('Form II item 17 is "—", no profit after tax, in both loss years, and the share in a profit year', () => {
    expect(line(0, 'II', '17').values).toEqual([null, null]);
    expect(line(0, 'II', '17').reasons).toEqual([NO_PROFIT_REASON, NO_PROFIT_REASON]);
    // Company A: 123 ÷ 138 and 160 ÷ 180 (cma-forms §5.7).
    expect(line(2, 'II', '17').values!.map((v) => Number(v!.toFixed(2)))).toEqual([89.13, 88.89]);
    expect(line(2, 'II', '17').reasons).toBeUndefined();
  });

  it('Form III items 47 and 48 are "NM" when TNW ≤ 0 and the ratio otherwise', () => {
    // Wiped Out, 2024: TNW = 100 − 141.48 = −41.48.
    for (const no of ['47', '48']) {
      expect(line(1, 'III', no).nm).toEqual([false, true]);
      expect(line(1, 'III', no).reasons).toEqual([null, NM_REASON]);
      expect(line(0, 'III', no).nm).toBeUndefined();
    }
    // New Unit, 2024: TOL 170 / TNW 58.52 and TL 150 / 58.52 (term liabilities 150, no revaluation reserve).
    expect(Number(line(0, 'III', '47').values![1]!.toFixed(4))).toBe(2.905);
    expect(Number(line(0, 'III', '48').values![1]!.toFixed(4))).toBe(2.5632);
  });

  it('the xlsx prints the same "—" and "NM", with the reason as the cell note', () => {
    const workbook = workbookOf(doc);
    const cellOf = (sheet: string, no: string, column: number) => {
      const ws = workbook.getWorksheet(sheet)!;
      let found: ReturnType<typeof ws.getCell> | undefined;
      ws.eachRow((row) => {
        if (row.getCell(1).value === no) {
          found = row.getCell(column);
        }
      });
      return found!;
    };
    // Columns: C, D = New Unit 2023, 2024; E, F = Wiped Out 2023, 2024.
    expect(cellOf('Form II', '17', 4).value).toBe('—');
    expect(cellOf('Form II', '17', 4).note).toBe(NO_PROFIT_REASON);
    expect(cellOf('Form III', '47', 6).value).toBe('NM');
    expect(cellOf('Form III', '48', 6).note).toBe(NM_REASON);
    expect(cellOf('Form III', '47', 4).value).toMatchObject({ result: expect.closeTo(2.905, 3) });
  });

  it('the report lists the checks across years of each company, period by period', () => {
    expect(report.companies[2]!.checks).toEqual([]);
    expect(report.companies[0]!.checks).toEqual([]);
    // Wiped Out: reserves fell by 100 more than the loss, and its 2024 balance sheet no longer tallies.
    expect(report.companies[1]!.checks).toEqual([
      {
        period: 'FY 2023-24 (Audited)',
        level: 'warning',
        text: "Net worth is 100.00 lower than last year's plus retained profit and the change in paid-up capital: reserves moved some other way.",
      },
      { period: 'FY 2023-24 (Audited)', level: 'warning', text: 'Form VI does not tie: balance-sheet difference changed by ₹100.00.' },
    ]);
  });

  it('Form II 5.i a/b print 0.00 and the whole in a first period where nothing is imported, and "—" when imports were', () => {
    // Company A, FY 2022-23: RM consumed 1,010 (cma-forms §5.7), no imported split entered.
    expect(line(2, 'II', '5.i.a').values).toEqual([0, 0]);
    expect(line(2, 'II', '5.i.b').values).toEqual([1010, 1190]);
    expect(line(2, 'II', '5.i.a').reasons).toBeUndefined();
    const imported = { ...Y1, opstmt: { ...Y1.opstmt, purchaseRMImported: 100 } };
    const withImports = reportModelOf({ ...doc, inputs: { ...doc.inputs, companies: [[imported, Y2]] }, companies: [doc.companies[2]!] }, report.profile);
    const a = withImports.companies[0]!.forms.find((f) => f.id === 'II')!.lines.find((l) => l.no === '5.i.a')!;
    expect(a.values![0]).toBeNull();
  });
});
