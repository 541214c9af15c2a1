// Over 300 lines: the stages that drive a projected year run in one fixed order, read best as one pipeline.
import type { MetricId } from '../formula';
import { formatAmount } from '../format';
import { ClosedFormLoan } from '../loans/fy-totals';
import { sumLoanYears } from '../loans/schedule';
import type { LoanYear } from '../loans/schedule';
import type { TermLoan } from '../loans/term-loan';
import { FigureSheet, INPUT_SCREENS, inputRows, rowOf, workValue } from '../model';
import type { CompanyInputs, DrivenFigures } from '../model';
import { amountIsZero, amountOfDec, amountToDec, amountToNumber, ZERO } from '../money';
import type { Dec } from '../money';
import type { Amount } from '../money';
import { EXACT_ARITHMETIC } from './arithmetic';
import type { ProjectionArithmetic } from './arithmetic';
import { previousPeriodIndex } from '../periods';
import type { Period } from '../periods';
import type { Settings } from '../settings';
import { balance } from './balancing';
import { BALANCING_ROW, BLOCK_ROWS, LOAN_ROWS, PROJECTED_KINDS, SALES_ROWS, SURPLUS_ROW } from './drivers';
import type { BlockRow, CompanyDrivers, Driver } from './drivers';
import { fixedAssetSchedule } from './fixed-assets';
import type { AssetBlock, FixedAssetYear } from './fixed-assets';

/** Everything a company's projection reads. `inputs[i]` and `months[i]` belong to `periods[i]` (oldest first). */
export interface CompanyProjectionInput {
  readonly periods: readonly Period[];
  /** Months in each period (1–15; 12 for a full year). */
  readonly months: readonly number[];
  readonly inputs: readonly CompanyInputs[];
  readonly drivers: CompanyDrivers;
  readonly blocks: readonly AssetBlock[];
  readonly loans: readonly TermLoan[];
  readonly settings: Settings;
}

/** What a projection gives each period: the driven figures (none in a period without drivers) and their workings. */
export interface CompanyProjection {
  /** Per period: the figures that replace typed ones, for `companyPeriodResolvers`. */
  readonly driven: readonly (DrivenFigures | undefined)[];
  /** Per period: the working of each driven figure, in words with its numbers. */
  readonly workings: readonly (Workings | undefined)[];
}

/** A working in words, put together only when it is read: formatting every figure of every recompute is slow. */
export type Working = string | (() => string);

/** The workings of one period's driven figures, by input id, each put into words on its first read. */
export class Workings {
  private readonly texts = new Map<MetricId, string>();

  constructor(
    private readonly makers: ReadonlyMap<MetricId, Working>,
    /** The figures the workings end in. */
    private readonly figures: ReadonlyMap<MetricId, Amount>,
  ) {}

  get(id: MetricId): string | undefined {
    let text = this.texts.get(id);
    if (text === undefined) {
      const working = this.makers.get(id);
      if (working !== undefined) {
        text = `${label(id)} = ${typeof working === 'string' ? working : working()} = ${amt(this.figures.get(id)!)}`;
        this.texts.set(id, text);
      }
    }
    return text;
  }
}

const INPUT_IDS: readonly MetricId[] = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}` as MetricId));
const label = (id: MetricId) => rowOf(id).label;
const TYPED: Driver = { method: 'typed' };
// The cached Indian-grouping formatter: a `toLocaleString` per working took most of a projection's time.
const amt = (a: Amount): string => formatAmount(amountToNumber(a));
const num = (v: number): string => v.toFixed(2);
// Whole numbers and constants as amounts (hundredths), shared by both arithmetics.
const whole = (n: number): Amount => n * 100;
const HUNDREDTH: Amount = 1;
const HUNDRED: Amount = whole(100);

// Each period's drivers' active inputs, in statement order, by the drivers' object (shared by the years a row is set for).
const activeOf = new WeakMap<object, readonly MetricId[]>();
function activeInputs(cells: Readonly<Partial<Record<MetricId, Driver>>>): readonly MetricId[] {
  let active = activeOf.get(cells);
  if (active === undefined) {
    active = INPUT_IDS.filter((id) => (cells[id]?.method ?? 'typed') !== 'typed');
    activeOf.set(cells, active);
  }
  return active;
}

/** Rows whose `carry_forward` or `schedule` reads this period's profit or depreciation: filled with the profit chain. */
const CHAINED: readonly MetricId[] = ['assetnliabs.reservesSurplus', 'assetnliabs.lessDepreciation'];

/**
 * Turns a company's assumptions into the input figures of its projected periods (loans-and-projections
 * §7–§9), before the formula engine runs, so every screen, form and endpoint sees them as if typed. Periods
 * are filled oldest first; a method reads the earlier period's final figures. An Audited or Provisional
 * period, and any cell without a method, keeps its typed figure. Pure and exact: figures are computed in
 * `arithmetic` (exact fractions unless a test passes the decimal.js reference) and rounded to paise.
 */
export function projectCompany(input: CompanyProjectionInput, arithmetic: ProjectionArithmetic = EXACT_ARITHMETIC): CompanyProjection {
  const A = arithmetic;
  const { periods, months, drivers, settings } = input;
  if (Object.keys(drivers).length === 0) {
    // A typed analysis: nothing to compute, and its figures stay exactly as typed.
    return { driven: periods.map(() => undefined), workings: periods.map(() => undefined) };
  }
  const years = periods.map((p) => p.year);
  const loanYears: ReadonlyMap<number, LoanYear>[] = input.loans.map((l) => new ClosedFormLoan(l).years(years));
  const loansTotal = sumLoanYears(loanYears, years);
  // Each period's figures as filled (typed ones where nothing was set), which the next period reads.
  const sheets: FigureSheet[] = [];
  const driven: (DrivenFigures | undefined)[] = [];
  const workings: (Workings | undefined)[] = [];
  let assets: Map<number, FixedAssetYear> | undefined;
  // Each driver's value as an amount, made once: the years a row is set for share one driver.
  const values = new Map<Driver, Amount>();

  periods.forEach((period, i) => {
    const sheet = new FigureSheet(input.inputs[i]!, settings);
    sheets.push(sheet);
    const cells = drivers[String(period.year)] ?? {};
    const active = activeInputs(cells);
    if (!PROJECTED_KINDS.includes(period.kind) || active.length === 0) {
      driven.push(undefined);
      workings.push(undefined);
      return;
    }
    const p = previousPeriodIndex(periods, i);
    const previous = p === null ? undefined : sheets[p]!;
    const before = (id: MetricId): Amount => previous?.input(id) ?? 0;
    const m = months[i] ?? 12;
    const mPrev = p === null ? 12 : (months[p] ?? 12);
    const why = new Map<MetricId, Working>();
    const set = (id: MetricId, value: Amount, working: Working) => {
      const a = A.round(value);
      sheet.set(id, a);
      why.set(id, working);
    };
    const get = (id: MetricId): Amount => sheet.input(id);
    const derive = (id: MetricId): Amount => {
      const v = workValue(sheet.resolve, id);
      return v === null || typeof v === 'boolean' ? 0 : v;
    };
    const driver = (id: MetricId): Driver => cells[id] ?? TYPED;
    const v = (id: MetricId): Amount => {
      const d = driver(id);
      let value = values.get(d);
      if (value === undefined) {
        value = A.value(d.value ?? 0);
        values.set(d, value);
      }
      return value;
    };
    const text = (id: MetricId): string => num(driver(id).value ?? 0);
    const M = whole(m);
    // Holding v months of a flow of this m-month period: flow × v ÷ m (Form IV reads figure × 12 ÷ annual flow).
    const holding = (id: MetricId, flow: Amount) => A.div(A.times(flow, v(id)), M);
    // The same when the figure is part of the flow it is measured on (closing stock): base × v ÷ (m + v).
    const holdingWithin = (id: MetricId, base: Amount) => A.div(A.times(base, v(id)), A.plus(v(id), M));
    const percentOf = (id: MetricId, base: Amount) => A.times(A.times(base, v(id)), HUNDREDTH);

    const grow = (id: MetricId) => {
      const prev = before(id);
      const working = () =>
        p === null
          ? `no earlier period: 0.00 × (1 + ${text(id)} %)`
          : m === 12 && mPrev === 12
            ? `${amt(prev)} × (1 + ${text(id)} %)`
            : `${amt(prev)} × 12 ÷ ${mPrev} × (1 + ${text(id)} %) × ${m} ÷ 12`;
      const grown = A.times(A.times(prev, A.plus(v(id), HUNDRED)), HUNDREDTH);
      set(id, m === mPrev ? grown : A.div(A.times(grown, M), whole(mPrev)), working);
    };
    for (const id of SALES_ROWS) {
      if (driver(id).method === 'growth_pct') {
        grow(id);
      }
    }
    const sales = derive('opstmt.totalSales');
    const fixed = () =>
      (assets ??= fixedAssetSchedule(
        input.blocks,
        periods.flatMap((q2, j) => (j >= i ? [{ year: q2.year, months: months[j] ?? 12 }] : [])),
        (row: BlockRow) => amountToDec(before(`assetnliabs.${row}`)),
      )).get(period.year)!;
    const loanFigure = (id: MetricId): Dec => {
      const rule = LOAN_ROWS[id]!;
      let sum = ZERO;
      input.loans.forEach((loan, l) => {
        if (rule.lenders.includes(loan.lender)) {
          const y = loanYears[l]!.get(period.year)!;
          sum = sum.plus(rule.figure === 'current' ? y.dueNextYear : y.closing.minus(y.dueNextYear));
        }
      });
      return sum;
    };
    for (const id of active) {
      const method = driver(id).method;
      if (SALES_ROWS.includes(id) || id === BALANCING_ROW || CHAINED.includes(id)) {
        if (method === 'growth_pct' && !SALES_ROWS.includes(id)) {
          grow(id);
        } else if (method === 'pct_of_sales') {
          set(id, percentOf(id, sales), () => `${text(id)} % × sales ${amt(sales)}`);
        }
        continue;
      }
      if (method === 'growth_pct') {
        grow(id);
      } else if (method === 'pct_of_sales') {
        set(id, percentOf(id, sales), () => `${text(id)} % × sales ${amt(sales)}`);
      } else if (method === 'carry_forward') {
        const closing = id.replace('opening', 'closing') as MetricId;
        set(id, before(closing), () => `last year's ${label(closing)}`);
      } else if (method === 'schedule' && id in LOAN_ROWS) {
        set(id, loanFigure(id), () => `the term-loan schedule (${input.loans.length} loan${input.loans.length === 1 ? '' : 's'})`);
      } else if (method === 'schedule' && id === 'opstmt.depreciation') {
        const fa = fixed();
        set(id, fa.depreciation, [...fa.blocks.values()].map((b) => b.working).join(' + ') || 'no blocks');
      } else if (method === 'schedule' && id === 'assetnliabs.capitalWorkInProgress') {
        set(id, fixed().cwip, 'additions spent and not yet put to use');
      } else if (method === 'schedule') {
        const row = id.slice('assetnliabs.'.length) as BlockRow;
        const block = BLOCK_ROWS.includes(row) ? fixed().blocks.get(row) : undefined;
        set(id, block?.gross ?? before(id), () => (block ? `${amt(before(id))} + additions put to use` : `${amt(before(id))} (no block)`));
      }
    }

    // Raw material: consumption as % of sales, and/or months of consumption (closed form when circular).
    const rm = 'opstmt.closingStockRM';
    const purchases = 'opstmt.purchaseRM';
    if (driver(purchases).method === 'consumption_pct_of_sales') {
      const consumed = percentOf(purchases, sales);
      if (driver(rm).method === 'holding_months') {
        set(rm, holding(rm, consumed), () => `${text(rm)} months × RM consumed ${amt(consumed)} ÷ ${m}`);
      }
      const open = get('opstmt.openingStockRM');
      const closing = get(rm);
      set(
        purchases,
        A.minus(A.plus(consumed, closing), open),
        () => `RM consumed ${amt(consumed)} (${text(purchases)} % of sales) + closing RM ${amt(closing)} − opening RM ${amt(open)}`,
      );
    } else if (driver(rm).method === 'holding_months') {
      const base = A.plus(get('opstmt.openingStockRM'), get(purchases));
      set(rm, holdingWithin(rm, base), () => `${text(rm)} months of RM consumed: (opening RM + purchases) ${amt(base)} × ${text(rm)} ÷ (${m} + ${text(rm)})`);
    }
    const wip = 'opstmt.closingStockWIP';
    if (driver(wip).method === 'holding_months') {
      sheet.set(wip, 0);
      const base = derive('opstmt.costOfProduction');
      set(wip, holdingWithin(wip, base), () => `${text(wip)} months of cost of production: ${amt(base)} before WIP × ${text(wip)} ÷ (${m} + ${text(wip)})`);
    }
    const fg = 'opstmt.closingStockFinishedGoods';
    if (driver(fg).method === 'holding_months') {
      const base = A.plus(derive('opstmt.costOfProduction'), get('opstmt.openingStockFinishedGoods'));
      set(
        fg,
        holdingWithin(fg, base),
        () => `${text(fg)} months of cost of sales: (cost of production + opening FG) ${amt(base)} × ${text(fg)} ÷ (${m} + ${text(fg)})`,
      );
    }
    const debtors = 'assetnliabs.tradeDebtors6';
    if (driver(debtors).method === 'holding_months') {
      const base = A.plus(get('opstmt.salesDomestic'), get('opstmt.others'));
      const exports = get('assetnliabs.exportReceivables');
      set(
        debtors,
        A.plus(holding(debtors, base), exports),
        () => `${text(debtors)} months × sales ${amt(base)} ÷ ${m}${amountIsZero(exports) ? '' : ` + export receivables ${amt(exports)}`}`,
      );
    }
    const creditors = 'assetnliabs.sundryCreditorsTrade';
    if (driver(creditors).method === 'holding_months') {
      const bought = get(purchases);
      set(creditors, holding(creditors, bought), () => `${text(creditors)} months × purchases ${amt(bought)} ÷ ${m}`);
    }
    // The profit chain and the balancing figure, solved together (interest reads the closing borrowing).
    balance({
      arithmetic: A,
      driver,
      value: v,
      get,
      set,
      derive,
      before,
      loanInterest: amountOfDec(loansTotal.get(period.year)!.interest),
      fixedAccumulated: () => fixed().accumulated,
      balancing: driver(BALANCING_ROW).method === 'balancing',
      surplusRow: SURPLUS_ROW,
      balancingRow: BALANCING_ROW,
    });
    driven.push(sheet.driven);
    workings.push(new Workings(why, sheet.driven));
  });
  return { driven, workings };
}
