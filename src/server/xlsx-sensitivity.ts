import type ExcelJS from 'exceljs';
import { SENSITIVITY_ROWS } from '../contract/sensitivity-rows';
import type { MetricId } from '../domain/formula';
import { termLoanOf } from '../contract/term-loans';
import { analysisResolvers } from '../domain/analysis';
import { BREAK_EVEN_COSTS } from '../domain/loans/break-even';
import { companyLoans, sensitivityPeriods } from '../domain/loans/company';
import { PRINTED_SENSITIVITY_CASES } from '../domain/loans/sensitivity';
import type { SensitivityCase } from '../domain/loans/sensitivity';
import { PROJECTED_KINDS } from '../domain/projections/drivers';
import { periodLabel } from '../domain/periods';
import type { AnalysisDocument } from './report';
import { sensitivityResponse } from './term-loans';
import { BREAK_EVEN_ROWS } from './xlsx-break-even';
import { FORMATS, columnLetter } from './xlsx-cells';
import { assumptionCell, sheetCell } from './xlsx-layout';
import { LOAN_YEAR_COLUMN, loanYearRow, termLoanSheet } from './xlsx-loans';

type Line = (typeof SENSITIVITY_ROWS)[number]['key'];

/** The term-loan figures every case reads, per company and period (from the company's Term loans sheet; 0 without loans). */
const LOAN_LINES = [
  { key: 'interest', label: 'TL interest (Term loans sheet)', column: LOAN_YEAR_COLUMN.interest },
  { key: 'debtService', label: 'Debt service: TL interest + principal due', column: LOAN_YEAR_COLUMN.debtService },
  { key: 'inTenor', label: 'In the DSCR over the tenor (1 = yes)', column: LOAN_YEAR_COLUMN.inTenor },
] as const;

const RAW_MATERIAL = BREAK_EVEN_COSTS.findIndex((c) => c.key === 'rawMaterialConsumed');

/**
 * Under the break-even of `sheet`, from its row `BREAK_EVEN_ROWS.end`: the sensitivity cases (the base case and the three banks
 * ask for, `PRINTED_SENSITIVITY_CASES`) as live formulas, as the Break-even & sensitivity screen and the
 * printed report compute them (`stressCompany`, loans-and-projections §6). Each case has its sales-price and
 * raw-material changes as input cells; per company and period, total sales, PBT, PAT, cash accruals, DSCR and
 * BEP % of sales are formulas over the base case's cells (the Break-even sheet's sales, raw material consumed,
 * variable and fixed costs; the Operating Statement's PBT, tax and depreciation), the variable share of raw
 * material on the Assumptions sheet and the term loans' interest and debt service; then the minimum DSCR,
 * its year and the average over the tenor. Only Estimated and Projected periods are stressed. Nothing is
 * rounded, as the domain rounds nothing here. Each cell caches the app's figure.
 */
export function addSensitivity(sheet: ExcelJS.Worksheet, doc: AnalysisDocument, cases: readonly SensitivityCase[] = PRINTED_SENSITIVITY_CASES): void {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  const worked = doc.companies.map((company, c) => companyLoans((company.termLoans ?? []).map(termLoanOf), periods, resolvers[c]!, doc.settings));
  const { cases: results } = sensitivityResponse(
    doc.companies.map((company, c) => ({ name: company.name, periods: sensitivityPeriods(periods, resolvers[c]!, worked[c]!.byYear) })),
    cases,
    doc.settings,
  );
  const letter = (c: number, p: number) => columnLetter(2 + c * periods.length + p);
  const span = (c: number, row: number) => `${letter(c, 0)}${row}:${letter(c, periods.length - 1)}${row}`;
  const set = (row: number, c: number, p: number, value: ExcelJS.CellValue, format: string | undefined) => {
    const cell = sheet.getCell(`${letter(c, p)}${row}`);
    cell.value = value;
    cell.numFmt = format ?? '';
    cell.alignment = { horizontal: 'right' };
  };
  const title = (row: number, text: string, bold = false) => {
    sheet.getCell(row, 1).value = text;
    if (bold) {
      sheet.getRow(row).font = { bold: true };
    }
  };
  let row = BREAK_EVEN_ROWS.end;
  title(row++, 'Sensitivity analysis (live: change a case’s percentages, a figure or an assumption and the cases recompute)', true);

  const loanRow = new Map<(typeof LOAN_LINES)[number]['key'], number>();
  for (const line of LOAN_LINES) {
    title(row, line.label);
    loanRow.set(line.key, row);
    doc.companies.forEach((company, c) =>
      periods.forEach((period, p) => {
        const y = worked[c]!.byYear.get(period.year)!;
        const value =
          line.key === 'interest'
            ? y.interest.toNumber()
            : line.key === 'debtService'
              ? worked[c]!.dscr[p]!.denominator.toNumber()
              : Number(worked[c]!.tenor.years.includes(period.year));
        const has = (company.termLoans ?? []).length > 0;
        set(
          row,
          c,
          p,
          has ? { formula: `'${termLoanSheet(c)}'!${line.column}${loanYearRow(p)}`, result: value } : 0,
          line.key === 'inTenor' ? undefined : FORMATS.amount,
        );
      }),
    );
    row++;
  }
  const shareRM = assumptionCell(BREAK_EVEN_COSTS[RAW_MATERIAL]!.setting);

  results.forEach((stress, k) => {
    title(row++, stress.name, true);
    const change = (label: string, value: number) => {
      title(row, label);
      const cell = sheet.getCell(row, 2);
      cell.value = value / 100;
      cell.numFmt = FORMATS.percent!;
      return `$B$${row++}`;
    };
    const price = change('Sales price change', cases[k]!.salesPricePct);
    const rawMaterial = change('Raw material consumed change', cases[k]!.rawMaterialPct);
    const lineRow = Object.fromEntries(SENSITIVITY_ROWS.map((line, i) => [line.key, row + i])) as Record<Line, number>;
    const inTenorDscr = row + SENSITIVITY_ROWS.length;
    SENSITIVITY_ROWS.forEach((line, i) => title(row + i, line.label));
    title(inTenorDscr, 'DSCR in the tenor (for the minimum)');
    stress.companies.forEach((company, c) =>
      periods.forEach((period, p) => {
        const col = letter(c, p);
        const at = (key: Line) => `${col}${lineRow[key]}`;
        const base = (r: number) => `${col}${r}`;
        const op = (key: string) => sheetCell(doc, `opstmt.${key}` as MetricId, c, p);
        const sales = base(BREAK_EVEN_ROWS.salesRow);
        const rm = base(BREAK_EVEN_ROWS.costRow(RAW_MATERIAL));
        const [pbt, tax] = [op('profitBeforeTax'), op('provisionForTaxes')];
        const stressed = PROJECTED_KINDS.includes(period.kind);
        // The extra variable cost of the raw material change; the fixed part of it goes to fixed costs.
        const extra = stressed ? `${rm}*${rawMaterial}` : '0';
        const contribution = `(${at('total_sales')}-(${base(BREAK_EVEN_ROWS.resultRow('variableCosts'))}+${extra}*${shareRM}))`;
        const formulas: Record<Line, string> = {
          total_sales: stressed ? `${sales}*(1+${price})` : sales,
          pbt: stressed ? `${pbt}+${sales}*${price}-${extra}` : pbt,
          // Tax moves with PBT at the base case's effective rate, never below 0 (stressCompany).
          pat: stressed ? `${at('pbt')}-MAX(0,IF(AND(${tax}>0,${pbt}>0),${at('pbt')}*${tax}/${pbt},${tax}))` : `${pbt}-${tax}`,
          cash_accruals: `${at('pat')}+${op('depreciation')}`,
          dscr: `IF(${col}${loanRow.get('debtService')}=0,"",(${at('cash_accruals')}+${col}${loanRow.get('interest')})/${col}${loanRow.get('debtService')})`,
          bep_pct_of_sales: `IF(AND(${at('total_sales')}<>0,${contribution}>0),(${base(BREAK_EVEN_ROWS.resultRow('fixedCosts'))}+${extra}*(1-${shareRM}))/${contribution},"")`,
        };
        const figures = company.by_year[String(period.year)]!;
        for (const line of SENSITIVITY_ROWS) {
          const value = figures[line.key];
          set(
            lineRow[line.key],
            c,
            p,
            { formula: formulas[line.key], result: value === null ? '' : line.unit === 'percent' ? value / 100 : value },
            FORMATS[line.unit],
          );
        }
        const covered = worked[c]!.tenor.years.includes(period.year);
        set(inTenorDscr, c, p, { formula: `IF(${col}${loanRow.get('inTenor')}=1,${at('dscr')},"")`, result: covered ? figures.dscr! : '' }, FORMATS.times);
      }),
    );
    row = inTenorDscr + 1;
    const [minRow, yearRow, averageRow] = [row, row + 1, row + 2];
    title(minRow, 'Minimum DSCR over the tenor', true);
    title(yearRow, 'Year of the minimum');
    title(averageRow, 'Average DSCR over the tenor (Σ PAT + dep. + TL interest ÷ Σ debt service)', true);
    stress.companies.forEach((company, c) => {
      const { min, min_year: minYear, average } = company.dscr;
      const min0 = `${letter(c, 0)}${minRow}`;
      const within = (r: number) => `SUMPRODUCT(${span(c, r)},${span(c, loanRow.get('inTenor')!)})`;
      const label = minYear === null ? '' : periodLabel(periods.find((q) => q.year === minYear)!);
      set(minRow, c, 0, { formula: `IF(COUNT(${span(c, inTenorDscr)})=0,"",MIN(${span(c, inTenorDscr)}))`, result: min ?? '' }, FORMATS.times);
      set(
        yearRow,
        c,
        0,
        { formula: `IF(${min0}="","",INDEX(${span(c, BREAK_EVEN_ROWS.periodRow)},MATCH(${min0},${span(c, inTenorDscr)},0)))`, result: label },
        undefined,
      );
      const numerators = `${within(lineRow.cash_accruals)}+${within(loanRow.get('interest')!)}`;
      const denominator = within(loanRow.get('debtService')!);
      set(averageRow, c, 0, { formula: `IF(${denominator}=0,"",(${numerators})/${denominator})`, result: average ?? '' }, FORMATS.times);
    });
    row = averageRow + 1;
  });
}
