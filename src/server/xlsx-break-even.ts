import type ExcelJS from 'exceljs';
import { analysisResolvers } from '../domain/analysis';
import { BREAK_EVEN_COSTS, breakEven } from '../domain/loans/break-even';
import type { BreakEven } from '../domain/loans/break-even';
import { termLoanOf } from '../contract/term-loans';
import { caseCaption, SENSITIVITY_ROWS } from '../contract/sensitivity-rows';
import { breakEvenInputsOf, companyLoans, sensitivityPeriods } from '../domain/loans/company';
import { PRINTED_SENSITIVITY_CASES } from '../domain/loans/sensitivity';
import type { MetricId } from '../domain/formula';
import type { Dec } from '../domain/money';
import { periodLabel } from '../domain/periods';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { sensitivityResponse } from './term-loans';
import { addPrintedSheet, assumptionCell, labelCell, paginate, sheetCell } from './xlsx-layout';
import { FORMATS, columnLetter } from './xlsx-cells';

/** Where each cost row is read on the Operating Statement sheet (raw material consumed is worked out). */
const COST_KEYS: Readonly<Record<(typeof BREAK_EVEN_COSTS)[number]['key'], readonly string[]>> = {
  rawMaterialConsumed: ['openingStockRM', 'purchaseRM', 'closingStockRM'],
  powerFuel: ['powerFuel'],
  mfgDirectExpenses: ['mfgDirectExpenses'],
  directLabour: ['directLabour'],
  repairsMaintenance: ['repairsMaintenance'],
  depreciation: ['depreciation'],
  sellingAdmExpenses: ['sellingAdmExpenses'],
  interestFinCharges: ['interestFinCharges'],
};

type ResultKey = Exclude<keyof BreakEven, 'reason'>;
const RESULT_ROWS: readonly { key: ResultKey; label: string; percent: boolean }[] = [
  { key: 'variableCosts', label: 'Variable costs', percent: false },
  { key: 'fixedCosts', label: 'Fixed costs', percent: false },
  { key: 'contribution', label: 'Contribution', percent: false },
  { key: 'pvRatioPct', label: 'P/V ratio', percent: true },
  { key: 'bepSales', label: 'BEP sales', percent: false },
  { key: 'bepPctOfSales', label: 'BEP % of sales', percent: true },
  { key: 'cashBepSales', label: 'Cash BEP sales', percent: false },
  { key: 'cashBepPctOfSales', label: 'Cash BEP % of sales', percent: true },
  { key: 'marginOfSafetyPct', label: 'Margin of safety', percent: true },
];

/**
 * Adds the "Break-even" sheet: for every company and period, sales and the cost rows read from the
 * Operating Statement sheet, split by the variable shares on the Assumptions sheet (labels and formulas
 * follow an edit there), and the break-even figures as live formulas; a figure the app leaves "—" (no
 * sales, contribution ≤ 0) is "" in Excel. Percentages are fractions shown as %.
 */
export function addBreakEvenSheet(workbook: ExcelJS.Workbook, doc: AnalysisDocument): void {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  const sheet = addPrintedSheet(workbook, 'Break-even', { printTitlesRow: '2:3' });
  sheet.getCell('A1').value = 'Break-even';
  sheet.getCell('A1').font = { bold: true, size: 13 };
  sheet.getColumn(1).width = 40;
  // Rows: 4 sales, 5… the cost rows, then the results.
  const salesRow = 4;
  const costRow = (i: number) => 5 + i;
  const resultRow = (i: number) => 5 + BREAK_EVEN_COSTS.length + i;
  sheet.getCell(salesRow, 1).value = 'Total sales';
  // "Raw material consumed (variable 100%)": the share is a formula over its Assumptions cell, as the split below reads it.
  BREAK_EVEN_COSTS.forEach(
    (c, i) => (sheet.getCell(costRow(i), 1).value = labelCell(`${c.label} (variable ${DEFAULT_SETTINGS[c.setting]}%)`, c.setting, doc.settings).value),
  );
  RESULT_ROWS.forEach((r, i) => (sheet.getCell(resultRow(i), 1).value = r.label));
  const amount = FORMATS.amount;
  const num = (d: Dec | null) => (d === null ? '' : d.toNumber());

  doc.companies.forEach((company, c) => {
    periods.forEach((period, p) => {
      const col = 2 + c * periods.length + p;
      const letter = columnLetter(col);
      sheet.getColumn(col).width = 16;
      sheet.getCell(2, col).value = company.name;
      sheet.getCell(3, col).value = periodLabel(period);
      const op = (key: string) => sheetCell(doc, `opstmt.${key}` as MetricId, c, p);
      const inputs = breakEvenInputsOf(resolvers[c]![p]!);
      const result = breakEven(inputs, doc.settings);
      const set = (row: number, formula: string, value: number | string, format?: string) => {
        const cell = sheet.getCell(row, col);
        cell.value = { formula, result: value };
        cell.numFmt = format ?? amount ?? '';
      };
      set(salesRow, op('totalSales'), num(inputs.sales));
      BREAK_EVEN_COSTS.forEach((cost, i) => {
        const [first, ...rest] = COST_KEYS[cost.key];
        const formula = rest.length === 0 ? op(first!) : `${op(first!)}+${op(rest[0]!)}-${op(rest[1]!)}`;
        set(costRow(i), formula, num(inputs.costs[cost.key]));
      });
      // Each cost and its variable share, a fraction on the Assumptions sheet.
      const costCells = BREAK_EVEN_COSTS.map((cost, i) => [`${letter}${costRow(i)}`, assumptionCell(cost.setting)] as const);
      const sales = `${letter}${salesRow}`;
      const variable = costCells.map(([cell, share]) => `${cell}*${share}`).join('+');
      const fixed = costCells.map(([cell, share]) => `${cell}*(1-${share})`).join('+');
      const depreciation = costCells[BREAK_EVEN_COSTS.findIndex((x) => x.key === 'depreciation')]!;
      const r = (key: ResultKey) => `${letter}${resultRow(RESULT_ROWS.findIndex((x) => x.key === key))}`;
      const ok = `AND(${sales}<>0,${r('contribution')}>0)`;
      const formulas: Readonly<Record<ResultKey, string>> = {
        variableCosts: variable,
        fixedCosts: fixed,
        contribution: `${sales}-${r('variableCosts')}`,
        pvRatioPct: `IF(${sales}=0,"",${r('contribution')}/${sales})`,
        bepSales: `IF(${ok},${r('fixedCosts')}*${sales}/${r('contribution')},"")`,
        bepPctOfSales: `IF(${ok},${r('bepSales')}/${sales},"")`,
        cashBepSales: `IF(${ok},(${r('fixedCosts')}-${depreciation[0]}*(1-${depreciation[1]}))*${sales}/${r('contribution')},"")`,
        cashBepPctOfSales: `IF(${ok},${r('cashBepSales')}/${sales},"")`,
        marginOfSafetyPct: `IF(${ok},(${sales}-${r('bepSales')})/${sales},"")`,
      };
      RESULT_ROWS.forEach((row, i) => {
        const value = result[row.key];
        set(
          resultRow(i),
          formulas[row.key],
          value === null ? '' : row.percent ? value.toNumber() / 100 : value.toNumber(),
          row.percent ? FORMATS.percent : amount,
        );
      });
    });
  });
  addSensitivity(sheet, doc, resultRow(RESULT_ROWS.length) + 1);
  // A wide sheet prints across pages, the labels and the company and period rows on each.
  paginate(sheet, 2, doc.companies.length, periods.length, 1);
}

/**
 * Under the break-even, from row `first`: the base case and the three cases banks ask for (sales price
 * −5%, raw material +5%, both) as the Break-even & sensitivity screen and the printed report show them:
 * per case its minimum and average DSCR over the tenor for each company, then total sales, PBT, PAT, cash
 * accruals, DSCR and BEP % of sales in the same company × period columns. These are the app's figures,
 * not formulas: a case re-runs the loans' DSCR over the tenor, which the sheet does not model.
 */
function addSensitivity(sheet: ExcelJS.Worksheet, doc: AnalysisDocument, first: number): void {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  const companies = doc.companies.map((company, c) => {
    const worked = companyLoans((company.termLoans ?? []).map(termLoanOf), periods, resolvers[c]!, doc.settings);
    return { name: company.name, periods: sensitivityPeriods(periods, resolvers[c]!, worked.byYear) };
  });
  const { cases } = sensitivityResponse(companies, PRINTED_SENSITIVITY_CASES, doc.settings);
  const column = (c: number, p: number) => 2 + c * periods.length + p;
  let row = first;
  sheet.getCell(row, 1).value = 'Sensitivity analysis (figures as computed by CreditGrid; not recalculated in Excel)';
  sheet.getRow(row++).font = { bold: true };
  for (const stress of cases) {
    sheet.getCell(row, 1).value = stress.name;
    stress.companies.forEach((company, c) => {
      sheet.getCell(row, column(c, 0)).value = caseCaption('DSCR over the tenor', company.dscr);
    });
    sheet.getRow(row++).font = { bold: true };
    for (const line of SENSITIVITY_ROWS) {
      sheet.getCell(row, 1).value = line.label;
      stress.companies.forEach((company, c) =>
        periods.forEach((period, p) => {
          const value = company.by_year[String(period.year)]?.[line.key] ?? null;
          const cell = sheet.getCell(row, column(c, p));
          cell.value = value === null ? '—' : line.unit === 'percent' ? value / 100 : value;
          cell.numFmt = FORMATS[line.unit] ?? '';
          cell.alignment = { horizontal: 'right' };
        }),
      );
      row++;
    }
  }
}
