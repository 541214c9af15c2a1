import type ExcelJS from 'exceljs';
import { termLoanOf } from '../contract/term-loans';
import { analysisResolvers } from '../domain/analysis';
import { companyLoans } from '../domain/loans/company';
import { loanSchedule } from '../domain/loans/schedule';
import { MONTHS_BETWEEN_INSTALMENTS, financialYearOf, monthText } from '../domain/loans/term-loan';
import type { Dec } from '../domain/money';
import { periodLabel } from '../domain/periods';
import type { AnalysisDocument } from './report';
import { addPrintedSheet, sheetCell } from './xlsx-layout';
import { FORMATS } from './xlsx-cells';

/** The year table's columns, in order. */
const YEAR_COLUMNS = [
  'Year',
  'Interest paid',
  'Interest capitalised',
  'Principal due',
  'Closing (31 March)',
  'Due next year',
  'PAT',
  'Depreciation',
  'PAT + dep. + TL interest',
  'TL interest + principal',
  'DSCR',
  'In tenor (1/0)',
  'DSCR in tenor',
] as const;
/** A loan's parameters, in the columns of its parameter row. */
const PARAMETERS = ['Amount', 'Rate % a year', 'Moratorium (months)', 'Moratorium interest', 'Instalments', 'Months between', 'Repayment'] as const;
/** The parameters that take one of a few values: a list in Excel. */
const CHOICES: Readonly<Record<string, readonly (string | number)[]>> = {
  D: ['paid', 'capitalised'],
  F: Object.values(MONTHS_BETWEEN_INSTALMENTS),
  G: ['equal_principal', 'emi'],
};
/** A loan block's month columns: A number, B month, C FY, D opening, E interest, F capitalised, G paid, H principal, I closing. */
const MONTH_COLUMNS = ['No.', 'Month', 'FY', 'Opening', 'Interest', 'Int. capitalised', 'Interest paid', 'Principal', 'Closing'] as const;

/** The row of period `i` (in the analysis's order) in a Term loans sheet's year table. */
export const loanYearRow = (i: number): number => YEAR_TOP + 1 + i;
/** The year table's columns other sheets read: interest paid, principal due, debt service and whether the year is in the tenor. */
export const LOAN_YEAR_COLUMN = { interest: 'B', principal: 'D', debtService: 'J', inTenor: 'L' } as const;
/** The Term loans sheet of company `c` (0-based); only a company with loans has one. */
export const termLoanSheet = (c: number): string => `Term loans ${c + 1}`;
const YEAR_TOP = 4;

/** Where one loan's month columns are on its company's Term loans sheet (absolute ranges). */
export interface LoanRanges {
  readonly fy: string;
  readonly month: string;
  readonly capitalised: string;
  readonly paid: string;
  readonly principal: string;
  readonly closing: string;
}

/**
 * Where each loan of company `c` sits on its Term loans sheet, in the loans' order: its title row, then
 * headings, parameters and the balance after the moratorium, then its months from `first` to `last`
 * (one row a month of its schedule), below the year table; and the ranges of its month columns.
 */
export function loanBlocks(doc: AnalysisDocument, c: number): { title: number; first: number; last: number; lender: string; ranges: LoanRanges }[] {
  let row = YEAR_TOP + doc.inputs.periods.length + 4;
  return (doc.companies[c]!.termLoans ?? []).map((wire) => {
    const loan = termLoanOf(wire);
    const first = row + 5;
    const last = first + loan.moratoriumMonths + loan.instalments * MONTHS_BETWEEN_INSTALMENTS[loan.frequency] - 1;
    const range = (col: string) => `'${termLoanSheet(c)}'!$${col}$${first}:$${col}$${last}`;
    const block = {
      title: row,
      first,
      last,
      lender: loan.lender,
      ranges: { fy: range('C'), month: range('B'), capitalised: range('F'), paid: range('G'), principal: range('H'), closing: range('I') },
    };
    row = last + 3;
    return block;
  });
}

const num = (d: Dec) => d.toNumber();

/**
 * Adds to the workbook of an analysis one "Term loans n" sheet per company that has loans: the company's
 * loans year by year with the DSCR of each period (PAT and depreciation read from the Operating Statement
 * sheet), its minimum and average over the tenor, and each loan month by month as rows of formulas over
 * its parameter cells (amount, rate, moratorium and its interest, instalments, months between them,
 * repayment), so editing one in Excel recomputes the schedule and the DSCR. The rows run to the loan's last
 * month as exported; the first month fixes the months' dates. Each formula carries the app's
 * exact result, shown before a recalculation.
 */
export function addTermLoanSheets(workbook: ExcelJS.Workbook, doc: AnalysisDocument): void {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  doc.companies.forEach((company, c) => {
    const loans = (company.termLoans ?? []).map(termLoanOf);
    if (loans.length === 0) {
      return;
    }
    const worked = companyLoans(loans, periods, resolvers[c]!, doc.settings);
    const sheet = addPrintedSheet(workbook, termLoanSheet(c));
    sheet.getCell('A1').value = `Term loan repayment schedule and DSCR — ${company.name}`;
    sheet.getCell('A1').font = { bold: true, size: 13 };
    sheet.getCell('A2').value =
      'Each loan’s parameter row is live: edit its amount, rate, moratorium, instalments, months between them or repayment and the schedule, the DSCR and the projected term-loan rows recompute (within the months laid out below: a longer loan needs a new export).';
    sheet.getColumn(1).width = 22;
    for (let k = 2; k <= YEAR_COLUMNS.length; k++) {
      sheet.getColumn(k).width = 16;
    }
    const set = (row: number, col: number, value: ExcelJS.CellValue, format?: string) => {
      const cell = sheet.getCell(row, col);
      cell.value = value;
      if (format) {
        cell.numFmt = format;
      }
      return cell;
    };
    const amount = FORMATS.amount;
    const times = FORMATS.times;

    // Loan blocks below the year table: parameters, then one row per month.
    const yearTop = YEAR_TOP;
    const blocks = loanBlocks(doc, c);
    const ranges = blocks.map((b) => b.ranges);
    loans.forEach((loan, l) => {
      const { title: row, first, last } = blocks[l]!;
      const schedule = loanSchedule(loan);
      const m = loan.moratoriumMonths;
      const n = loan.instalments;
      set(row, 1, `Loan ${l + 1}: ${loan.name}`).font = { bold: true };
      PARAMETERS.forEach((h, i) => (set(row + 1, i + 1, h).font = { bold: true }));
      const p = row + 2;
      set(p, 1, loan.amount, amount);
      set(p, 2, loan.ratePct);
      [m, loan.moratoriumInterest, n, MONTHS_BETWEEN_INSTALMENTS[loan.frequency], loan.repayment].forEach((v, i) => set(p, i + 3, v));
      for (const [column, values] of Object.entries(CHOICES)) {
        sheet.getCell(`${column}${p}`).dataValidation = { type: 'list', allowBlank: false, formulae: [`"${values.join(',')}"`] };
      }
      const [amountCell, moratorium, instalments, every] = [`$A$${p}`, `$C$${p}`, `$E$${p}`, `$F$${p}`];
      const capitalised = `$D$${p}="capitalised"`;
      const emi = `$G$${p}="emi"`;
      const rate = `($B$${p}/1200)`;
      const afterMoratorium = `$B$${p + 1}`;
      const afterValue = m === 0 ? loan.amount : num(schedule.months[m - 1]!.closing);
      set(p + 1, 1, 'Balance after moratorium');
      set(p + 1, 2, { formula: `IF(${moratorium}=0,${amountCell},INDEX($I$${first}:$I$${last},${moratorium}))`, result: afterValue }, amount);
      const instalmentCell = `$D$${p + 1}`;
      set(p + 1, 3, { formula: `IF(${emi},"EMI","Principal per instalment")`, result: loan.repayment === 'emi' ? 'EMI' : 'Principal per instalment' });
      const instalment = `IF(AND(${emi},${rate}<>0),${afterMoratorium}*${rate}/(1-(1+${rate})^(-${instalments})),${afterMoratorium}/${instalments})`;
      const firstDue = schedule.months.find((x) => !x.principal.isZero());
      const instalmentValue = loan.repayment === 'emi' && firstDue ? num(firstDue.principal.plus(firstDue.interest)) : afterValue / n;
      set(p + 1, 4, { formula: instalment, result: instalmentValue }, amount);
      MONTH_COLUMNS.forEach((h, i) => (set(first - 1, i + 1, h).font = { bold: true }));
      schedule.months.forEach((month, t) => {
        const r = first + t;
        set(r, 1, t + 1);
        set(r, 2, monthText(month.month));
        set(r, 3, financialYearOf(month.month));
        set(r, 4, { formula: t === 0 ? amountCell.replace(/\$/g, '') : `I${r - 1}`, result: num(month.opening) }, amount);
        set(r, 5, { formula: `D${r}*${rate}`, result: num(month.interest) }, amount);
        set(r, 6, { formula: `IF(AND(A${r}<=${moratorium},${capitalised}),E${r},0)`, result: month.capitalised ? num(month.interest) : 0 }, amount);
        set(r, 7, { formula: `E${r}-F${r}`, result: month.capitalised ? 0 : num(month.interest) }, amount);
        // Instalment i falls due at the end of month m + i·k; the last one repays what is left.
        const due = `AND(A${r}>${moratorium},MOD(A${r}-${moratorium},${every})=0)`;
        const principal = `IF(${due},IF((A${r}-${moratorium})/${every}>=${instalments},D${r},IF(${emi},${instalmentCell}-E${r},${instalmentCell})),0)`;
        set(r, 8, { formula: principal, result: num(month.principal) }, amount);
        set(r, 9, { formula: `D${r}+F${r}-H${r}`, result: num(month.closing) }, amount);
      });
    });

    // The year table: Σ over the loans by FY, then the DSCR over the tenor.
    YEAR_COLUMNS.forEach((h, i) => (set(yearTop, i + 1, h).font = { bold: true }));
    const sumOver = (pick: (r: (typeof ranges)[number]) => string, key: (r: (typeof ranges)[number]) => string, criterion: string) =>
      ranges.map((r) => `SUMIF(${key(r)},${criterion},${pick(r)})`).join('+');
    periods.forEach((period, i) => {
      const r = loanYearRow(i);
      const y = worked.byYear.get(period.year)!;
      const d = worked.dscr[i]!;
      const resolve = resolvers[c]![i]!;
      set(r, 1, periodLabel(period));
      // Each year's totals of the loans' month rows: interest paid, capitalised and principal by financial year,
      // the closing balance at March, and next year's principal (due within a year).
      const totals: readonly [number, string, (x: (typeof ranges)[number]) => string, (x: (typeof ranges)[number]) => string, Dec][] = [
        [2, String(period.year), (x) => x.paid, (x) => x.fy, y.interest],
        [3, String(period.year), (x) => x.capitalised, (x) => x.fy, y.interestCapitalised],
        [4, String(period.year), (x) => x.principal, (x) => x.fy, y.principal],
        [5, `"${period.year}-03"`, (x) => x.closing, (x) => x.month, y.closing],
        [6, String(period.year + 1), (x) => x.principal, (x) => x.fy, y.dueNextYear],
      ];
      for (const [column, criterion, pick, key, value] of totals) {
        set(r, column, { formula: sumOver(pick, key, criterion), result: num(value) }, amount);
      }
      const plain = (id: 'opstmt.netProfitAfterTaxLoss' | 'opstmt.depreciation') => {
        const v = resolve(id);
        return v === null || typeof v === 'boolean' ? 0 : v.toNumber();
      };
      set(r, 7, { formula: sheetCell(doc, 'opstmt.netProfitAfterTaxLoss', c, i), result: plain('opstmt.netProfitAfterTaxLoss') }, amount);
      set(r, 8, { formula: sheetCell(doc, 'opstmt.depreciation', c, i), result: plain('opstmt.depreciation') }, amount);
      set(r, 9, { formula: `G${r}+H${r}+B${r}`, result: d.numerator === null ? 0 : num(d.numerator) }, amount);
      set(r, 10, { formula: `B${r}+D${r}`, result: num(d.denominator) }, amount);
      set(r, 11, { formula: `IF(J${r}=0,"",I${r}/J${r})`, result: d.dscr === null ? '' : num(d.dscr) }, times);
      const tenor = period.kind === 'Estimated' || period.kind === 'Projected';
      const covered = worked.tenor.years.includes(period.year) ? 1 : 0;
      const rule = !tenor ? '0' : `IF(AND(J${r}>0${doc.settings.dscrExcludeMoratoriumYears ? `,D${r}>0` : ''}),1,0)`;
      set(r, 12, tenor ? { formula: rule, result: covered } : 0);
      // MIN skips the text "" of the years outside the tenor (MINIFS would need Excel 2019).
      set(r, 13, { formula: `IF(L${r}=1,K${r},"")`, result: covered === 1 ? num(d.dscr!) : '' }, times);
    });
    const top = yearTop + 1;
    const bottom = yearTop + periods.length;
    const summary = bottom + 1;
    const t = worked.tenor;
    set(summary, 1, 'Minimum DSCR').font = { bold: true };
    set(summary, 11, { formula: `IF(SUM(L${top}:L${bottom})=0,"",MIN(M${top}:M${bottom}))`, result: t.min === null ? '' : num(t.min) }, times);
    set(summary + 1, 1, 'Average DSCR (Σ numerators ÷ Σ denominators)').font = { bold: true };
    set(
      summary + 1,
      11,
      {
        formula: `IF(SUMPRODUCT(J${top}:J${bottom},L${top}:L${bottom})=0,"",SUMPRODUCT(I${top}:I${bottom},L${top}:L${bottom})/SUMPRODUCT(J${top}:J${bottom},L${top}:L${bottom}))`,
        result: t.average === null ? '' : num(t.average),
      },
      times,
    );
  });
}
