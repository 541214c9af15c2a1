import type ExcelJS from 'exceljs';
import type { Expr, MetricId } from '../domain/formula';
import { num, prev, ref } from '../domain/formula';
import { rowOf } from '../domain/model';
import { previousPeriodIndex } from '../domain/periods';
import { BALANCING_ROW, PROJECTED_KINDS, SALES_ROWS, SURPLUS_ROW, VALUE_RANGES } from '../domain/projections/drivers';
import type { Driver, ProjectionMethod } from '../domain/projections/drivers';
import type { AnalysisDocument } from './report';
import { columnLetter } from './xlsx-cells';
import { roundPaise } from './xlsx-paise';
import { ASSUMPTIONS_SHEET } from './xlsx-layout';
import { interestOnBorrowingsFormula, scheduleFormula } from './xlsx-schedules';
import type { SheetContext } from './xlsx-layout';

// The projection assumptions in the xlsx: a table on the Assumptions sheet (one row per company, input row
// and method; one column per period) and, in the statement sheets, each driven cell of a projected period
// as a live formula over it, so changing a growth or a holding period in Excel recomputes the projection,
// its statements, ratios and forms. The formulas are the closed forms of `projectCompany`, rounded to paise
// as the app rounds a driven figure (see `roundPaise`).

/** One row of the table: a company's input row under one method, and its value per period index. */
interface AssumptionLine {
  readonly company: number;
  readonly id: MetricId;
  readonly method: ProjectionMethod;
  readonly values: ReadonlyMap<number, number>;
}

const percent = (method: ProjectionMethod) => VALUE_RANGES[method]?.unit === '%';
const WORDS: Partial<Record<ProjectionMethod, string>> = {
  growth_pct: 'growth a year',
  pct_of_sales: '% of sales',
  holding_months: "months' holding",
  consumption_pct_of_sales: 'RM consumed, % of sales',
  pct_of_pbt: '% of PBT',
  pct_of_pat: '% of PAT',
  interest_on_borrowings: '% a year on WC borrowings',
};

const driverAt = (doc: AnalysisDocument, c: number, p: number, id: MetricId): Driver | undefined => {
  const period = doc.inputs.periods[p]!;
  return PROJECTED_KINDS.includes(period.kind) ? doc.drivers?.[c]?.[String(period.year)]?.[id] : undefined;
};

/** The table's lines, in company order, then by input row as first met, then by method. */
function assumptionLines(doc: AnalysisDocument): AssumptionLine[] {
  const lines = new Map<string, AssumptionLine & { values: Map<number, number> }>();
  doc.inputs.companies.forEach((_, c) =>
    doc.inputs.periods.forEach((_, p) => {
      for (const [id, driver] of Object.entries(doc.drivers?.[c]?.[String(doc.inputs.periods[p]!.year)] ?? {}) as [MetricId, Driver][]) {
        if (driverAt(doc, c, p, id) === undefined || driver.value === undefined || VALUE_RANGES[driver.method] === undefined) {
          continue;
        }
        const key = `${c}|${id}|${driver.method}`;
        const line = lines.get(key) ?? { company: c, id, method: driver.method, values: new Map<number, number>() };
        line.values.set(p, driver.value);
        lines.set(key, line);
      }
    }),
  );
  return [...lines.values()];
}

/**
 * The projection table, below the settings from `firstRow` of the Assumptions sheet (column A the row and
 * method, then one column per period): answers where each assumption's cell is, by `company|period|id`.
 */
export function addProjectionAssumptions(sheet: ExcelJS.Worksheet, doc: AnalysisDocument, firstRow: number): Map<string, string> {
  const cells = new Map<string, string>();
  const lines = assumptionLines(doc);
  if (lines.length === 0) {
    return cells;
  }
  const { periods } = doc.inputs;
  const title = sheet.getRow(firstRow);
  title.getCell(1).value = 'Projection assumptions (change a value: the projected statements follow)';
  title.font = { bold: true };
  periods.forEach((period, p) => {
    title.getCell(2 + p).value = period.year;
  });
  lines.forEach((line, i) => {
    const row = sheet.getRow(firstRow + 1 + i);
    row.getCell(1).value = `${doc.companies[line.company]!.name}: ${rowOf(line.id).label} (${WORDS[line.method] ?? line.method})`;
    for (const [p, value] of line.values) {
      const cell = row.getCell(2 + p);
      cell.value = percent(line.method) ? value / 100 : value;
      cell.numFmt = percent(line.method) ? '0.00%' : '0.00';
      cells.set(`${line.company}|${p}|${line.id}`, `${ASSUMPTIONS_SHEET}!$${columnLetter(2 + p)}$${firstRow + 1 + i}`);
    }
  });
  return cells;
}

/** `expr` with every derived row written out down to input cells and the inputs in `zero` read as 0 (to cut a loop). */
function inlined(expr: Expr, zero: ReadonlySet<MetricId>): Expr {
  const go = (x: Expr): Expr => inlined(x, zero);
  switch (expr.op) {
    case 'ref': {
      if (zero.has(expr.id)) {
        return num('0');
      }
      const row = rowOf(expr.id);
      return row.kind === 'derived' ? go(row.formula) : expr;
    }
    case 'add':
    case 'max':
    case 'min':
      return { ...expr, args: expr.args.map(go) };
    case 'sub':
    case 'mul':
    case 'div':
    case 'gt':
      return { ...expr, a: go(expr.a), b: go(expr.b) };
    case 'eqZero':
    case 'perYear':
      return { ...expr, a: go(expr.a) };
    default:
      return expr;
  }
}

/** Total assets − total liabilities with the balancing line and cash at 0: the deficit the balancing line closes. */
const residualOf = (ctx: SheetContext, c: number, p: number): string =>
  ctx.formulaOf(inlined(ref('assetnliabs.differenceIfAny'), new Set([BALANCING_ROW, SURPLUS_ROW])), c, p);

/**
 * The live formula of company `c`'s driven input `id` in period `p`, over the statement cells and the
 * assumption cells (`cells`, see {@link addProjectionAssumptions}); `undefined` where the cell keeps the
 * app's figure: a typed cell, the fixed-asset schedule, interest on the borrowing that the
 * balancing line sets (a loop Excel cannot close without iteration), a method reading an earlier period in
 * the first one, and a % of sales on a sales row (sales would read itself).
 */
export function drivenFormula(ctx: SheetContext, cells: ReadonlyMap<string, string>, c: number, p: number, id: MetricId): string | undefined {
  const { doc } = ctx;
  if (id === SURPLUS_ROW && driverAt(doc, c, p, BALANCING_ROW)?.method === 'balancing') {
    // The balancing line owns cash: it holds the surplus, MAX(0, −(assets − liabilities before both)).
    return `MAX(0,-(${residualOf(ctx, c, p)}))`;
  }
  const driver = driverAt(doc, c, p, id);
  if (driver === undefined || driver.method === 'typed') {
    return undefined;
  }
  const { periods } = doc.inputs;
  const earlier = previousPeriodIndex(periods, p);
  const m = doc.inputs.months?.[p] ?? 12;
  const mPrev = earlier === null ? 12 : (doc.inputs.months?.[earlier] ?? 12);
  const f = (x: Expr) => ctx.formulaOf(x, c, p);
  const cell = (x: MetricId) => f(ref(x));
  const before = (x: MetricId) => f(prev(x));
  const a = (x: MetricId = id) => cells.get(`${c}|${p}|${x}`) ?? '0';
  const driven = (x: MetricId) => driverAt(doc, c, p, x)?.method;
  const paise = roundPaise;
  const within = (base: string) => paise(`(${base})*${a()}/(${m}+${a()})`);

  switch (driver.method) {
    case 'growth_pct':
      return earlier === null ? undefined : paise(`${before(id)}*(1+${a()})${m === mPrev ? '' : `*${m}/${mPrev}`}`);
    case 'pct_of_sales':
      return SALES_ROWS.includes(id) ? undefined : paise(`${cell('opstmt.totalSales')}*${a()}`);
    case 'consumption_pct_of_sales':
      return paise(`${cell('opstmt.totalSales')}*${a()}+${cell('opstmt.closingStockRM')}-${cell('opstmt.openingStockRM')}`);
    case 'pct_of_pbt':
      return paise(`MAX(0,${cell('opstmt.profitBeforeTax')}*${a()})`);
    case 'pct_of_pat':
      return paise(`IF(${cell('opstmt.netProfitAfterTaxLoss')}>0,${cell('opstmt.netProfitAfterTaxLoss')}*${a()},0)`);
    case 'carry_forward':
      if (earlier === null) {
        return undefined;
      }
      if (id === 'assetnliabs.reservesSurplus') {
        return paise(`${before(id)}+${cell('opstmt.retainedProfit')}`);
      }
      if (id === 'assetnliabs.lessDepreciation') {
        return paise(`${before(id)}+${cell('opstmt.depreciation')}`);
      }
      return before(id.replace('opening', 'closing') as MetricId);
    case 'balancing':
      return `MAX(0,${residualOf(ctx, c, p)})`;
    case 'schedule':
      return scheduleFormula(ctx, c, p, id);
    case 'interest_on_borrowings':
      return interestOnBorrowingsFormula(ctx, c, p, a());
    case 'holding_months':
      switch (id) {
        case 'opstmt.closingStockRM':
          return driven('opstmt.purchaseRM') === 'consumption_pct_of_sales'
            ? paise(`${cell('opstmt.totalSales')}*${a('opstmt.purchaseRM')}*${a()}/${m}`)
            : within(`${cell('opstmt.openingStockRM')}+${cell('opstmt.purchaseRM')}`);
        case 'opstmt.closingStockWIP':
          return within(f(inlined(ref('opstmt.costOfProduction'), new Set(['opstmt.closingStockWIP']))));
        case 'opstmt.closingStockFinishedGoods':
          return within(`${cell('opstmt.costOfProduction')}+${cell('opstmt.openingStockFinishedGoods')}`);
        case 'assetnliabs.tradeDebtors6':
          return `${paise(`${a()}*(${cell('opstmt.salesDomestic')}+${cell('opstmt.others')})/${m}`)}+${cell('assetnliabs.exportReceivables')}`;
        case 'assetnliabs.sundryCreditorsTrade':
          return paise(`${a()}*${cell('opstmt.purchaseRM')}/${m}`);
        default:
          return undefined;
      }
    default:
      return undefined;
  }
}
