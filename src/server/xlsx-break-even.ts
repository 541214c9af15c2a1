import type ExcelJS from 'exceljs';
import { analysisResolvers } from '../domain/analysis';
import { BREAK_EVEN_COSTS, breakEven } from '../domain/loans/break-even';
import type { BreakEven } from '../domain/loans/break-even';
import { breakEvenInputsOf } from '../domain/loans/company';
import type { MetricId } from '../domain/formula';
import type { Dec } from '../domain/money';
import { periodLabel } from '../domain/periods';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
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

/** A break-even figure. */
export type ResultKey = Exclude<keyof BreakEven, 'reason'>;
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
 * Where the Break-even sheet's figures are: row 3 the period labels, 4 sales, 5… the cost rows (in
 * `BREAK_EVEN_COSTS` order), then the results, then from `end` the sensitivity table (xlsx-sensitivity.ts).
 */
export const BREAK_EVEN_ROWS = {
  periodRow: 3,
  salesRow: 4,
  costRow: (i: number): number => 5 + i,
  resultRow: (key: ResultKey): number => 5 + BREAK_EVEN_COSTS.length + RESULT_ROWS.findIndex((r) => r.key === key),
  end: 5 + BREAK_EVEN_COSTS.length + RESULT_ROWS.length + 1,
} as const;

/**
 * Adds the "Break-even" sheet: for every company and period, sales and the cost rows read from the
 * Operating Statement sheet, split by the variable shares on the Assumptions sheet (labels and formulas
 * follow an edit there), and the break-even figures as live formulas; a figure the app leaves "—" (no
 * sales, contribution ≤ 0) is "" in Excel. Percentages are fractions shown as %.
 */
export function addBreakEvenSheet(workbook: ExcelJS.Workbook, doc: AnalysisDocument): ExcelJS.Worksheet {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  const sheet = addPrintedSheet(workbook, 'Break-even', { printTitlesRow: '2:3' });
  sheet.getCell('A1').value = 'Break-even';
  sheet.getCell('A1').font = { bold: true, size: 13 };
  sheet.getColumn(1).width = 40;
  const { salesRow, costRow } = BREAK_EVEN_ROWS;
  const resultRow = (i: number) => BREAK_EVEN_ROWS.resultRow(RESULT_ROWS[i]!.key);
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
      sheet.getCell(BREAK_EVEN_ROWS.periodRow, col).value = periodLabel(period);
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
  // A wide sheet prints across pages, the labels and the company and period rows on each.
  paginate(sheet, 2, doc.companies.length, periods.length, 1);
  return sheet;
}
