// Over 300 lines: the stages that drive a projected year run in one fixed order, read best as one pipeline.
import type { MetricId } from '../formula';
import { formatAmount } from '../format';
import { ClosedFormLoan } from '../loans/fy-totals';
import { sumLoanYears } from '../loans/schedule';
import type { LoanYear } from '../loans/schedule';
import type { TermLoan } from '../loans/term-loan';
import { FigureSheet, INPUT_SCREENS, inputRows, rowOf } from '../model';
import type { CompanyInputs, DrivenFigures, InputScreenId } from '../model';
import { AMOUNT_DECIMALS, amountOf, amountToDec, Dec, ZERO } from '../money';
import type { Amount } from '../money';
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

  constructor(private readonly makers: ReadonlyMap<MetricId, () => string>) {}

  get(id: MetricId): string | undefined {
    let text = this.texts.get(id);
    if (text === undefined) {
      text = this.makers.get(id)?.();
      if (text !== undefined) {
        this.texts.set(id, text);
      }
    }
    return text;
  }
}

const INPUT_IDS: readonly MetricId[] = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}` as MetricId));
/** Per statement, each input's id by wire key: one string per id, so filling a period builds none. */
const ID_BY_KEY = {} as Record<InputScreenId, ReadonlyMap<string, MetricId>>;
for (const s of INPUT_SCREENS) {
  ID_BY_KEY[s] = new Map(inputRows(s).map((r) => [r.key, `${s}.${r.key}` as MetricId]));
}
const label = (id: MetricId) => rowOf(id).label;
// The cached Indian-grouping formatter: a `toLocaleString` per working took most of a projection's time.
const amt = (d: Dec): string => formatAmount(d.toNumber());
const num = (v: number): string => v.toFixed(2);
/**
 * A driven figure is rounded to paise (half-even), as a typed one is entered: every screen then reads it on
 * the engine's integer path, and the export holds figures an analyst could have typed. The balancing line
 * takes the exact residual of the rounded figures, so the tally is still exactly 0; a holding period reads
 * back its months to within 0.06 ÷ the annual flow of a month (so as shown, to 2 decimals, on any flow above 12).
 */
const round = (d: Dec): Dec => d.toDecimalPlaces(AMOUNT_DECIMALS);
const HUNDREDTH = new Dec('0.01');
// A figure of at most 2 decimals below 2^45 is the double nearest it, which `amountOf` reads as whole paise.
const hundredths = (d: Dec): Amount => {
  const n = d.toNumber();
  return Math.abs(n) < 2 ** 45 ? amountOf(n) : d;
};

function typedFigures(inputs: CompanyInputs): Map<MetricId, Amount> {
  const out = new Map<MetricId, Amount>();
  for (const screen of INPUT_SCREENS) {
    const statement = inputs[screen];
    const ids = ID_BY_KEY[screen];
    for (const key in statement) {
      out.set(ids.get(key) ?? (`${screen}.${key}` as MetricId), amountOf(statement[key]!));
    }
  }
  return out;
}

/** Rows whose `carry_forward` or `schedule` reads this period's profit or depreciation: filled with the profit chain. */
const CHAINED: readonly MetricId[] = ['assetnliabs.reservesSurplus', 'assetnliabs.lessDepreciation'];

/**
 * Turns a company's assumptions into the input figures of its projected periods (loans-and-projections
 * §7–§9), before the formula engine runs, so every screen, form and endpoint sees them as if typed. Periods
 * are filled oldest first; a method reads the earlier period's final figures. An Audited or Provisional
 * period, and any cell without a method, keeps its typed figure. Pure and exact (decimal.js).
 */
export function projectCompany(input: CompanyProjectionInput): CompanyProjection {
  const { periods, months, drivers, settings } = input;
  if (Object.keys(drivers).length === 0) {
    // A typed analysis: nothing to compute, and its figures stay exactly as typed.
    return { driven: periods.map(() => undefined), workings: periods.map(() => undefined) };
  }
  const years = periods.map((p) => p.year);
  const loanYears: ReadonlyMap<number, LoanYear>[] = input.loans.map((l) => new ClosedFormLoan(l).years(years));
  const loansTotal = sumLoanYears(loanYears, years);
  const finals: Map<MetricId, Amount>[] = [];
  // Each period's figures as decimals, converted once (a conversion parses a number: most of a projection's time).
  const decimals: Map<MetricId, Dec>[] = [];
  const decimalOf = (i: number, id: MetricId): Dec => {
    let d = decimals[i]!.get(id);
    if (d === undefined) {
      d = amountToDec(finals[i]!.get(id) ?? 0);
      decimals[i]!.set(id, d);
    }
    return d;
  };
  const driven: (DrivenFigures | undefined)[] = [];
  const workings: (Workings | undefined)[] = [];
  let assets: Map<number, FixedAssetYear> | undefined;

  periods.forEach((period, i) => {
    const figures = typedFigures(input.inputs[i]!);
    finals.push(figures);
    decimals.push(new Map());
    const cells = drivers[String(period.year)] ?? {};
    const active = INPUT_IDS.filter((id) => (cells[id]?.method ?? 'typed') !== 'typed');
    if (!PROJECTED_KINDS.includes(period.kind) || active.length === 0) {
      driven.push(undefined);
      workings.push(undefined);
      return;
    }
    const p = previousPeriodIndex(periods, i);
    const before = (id: MetricId): Dec => (p === null ? ZERO : decimalOf(p, id));
    const m = months[i] ?? 12;
    const mPrev = p === null ? 12 : (months[p] ?? 12);
    const sheet = new FigureSheet(figures, settings);
    const out = new Map<MetricId, Amount>();
    const why = new Map<MetricId, () => string>();
    const set = (id: MetricId, value: Dec, working: Working) => {
      const v = round(value);
      const a = hundredths(v);
      sheet.set(id, a);
      decimals[i]!.set(id, v);
      out.set(id, a);
      why.set(id, () => `${label(id)} = ${typeof working === 'string' ? working : working()} = ${amt(v)}`);
    };
    const get = (id: MetricId): Dec => decimalOf(i, id);
    const derive = (id: MetricId): Dec => {
      const v = sheet.resolve(id);
      return v instanceof Dec ? v : ZERO;
    };
    const driver = (id: MetricId): Driver => cells[id] ?? { method: 'typed' };
    const values = new Map<MetricId, Dec>();
    const v = (id: MetricId): Dec => {
      let value = values.get(id);
      if (value === undefined) {
        value = new Dec(driver(id).value ?? 0);
        values.set(id, value);
      }
      return value;
    };
    // Each figure below is one product over one division: decimal.js divides far slower than it multiplies.
    // Holding v months of a flow of this m-month period: flow × v ÷ m (Form IV reads figure × 12 ÷ annual flow).
    const holding = (id: MetricId, flow: Dec) => flow.times(v(id)).div(m);
    // The same when the figure is part of the flow it is measured on (closing stock): base × v ÷ (m + v).
    const holdingWithin = (id: MetricId, base: Dec) => base.times(v(id)).div(v(id).plus(m));
    const percentOf = (id: MetricId, base: Dec) => base.times(v(id)).times(HUNDREDTH);

    const grow = (id: MetricId) => {
      const prev = before(id);
      const text = () =>
        p === null
          ? `no earlier period: 0.00 × (1 + ${num(v(id).toNumber())} %)`
          : m === 12 && mPrev === 12
            ? `${amt(prev)} × (1 + ${num(v(id).toNumber())} %)`
            : `${amt(prev)} × 12 ÷ ${mPrev} × (1 + ${num(v(id).toNumber())} %) × ${m} ÷ 12`;
      const grown = prev.times(v(id).plus(100)).times(HUNDREDTH);
      set(id, m === mPrev ? grown : grown.times(m).div(mPrev), text);
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
        (row: BlockRow) => before(`assetnliabs.${row}`),
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
          set(id, percentOf(id, sales), () => `${num(v(id).toNumber())} % × sales ${amt(sales)}`);
        }
        continue;
      }
      if (method === 'growth_pct') {
        grow(id);
      } else if (method === 'pct_of_sales') {
        set(id, percentOf(id, sales), () => `${num(v(id).toNumber())} % × sales ${amt(sales)}`);
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
        set(rm, holding(rm, consumed), () => `${num(v(rm).toNumber())} months × RM consumed ${amt(consumed)} ÷ ${m}`);
      }
      const open = get('opstmt.openingStockRM');
      const closing = get(rm);
      set(
        purchases,
        consumed.plus(closing).minus(open),
        () => `RM consumed ${amt(consumed)} (${num(v(purchases).toNumber())} % of sales) + closing RM ${amt(closing)} − opening RM ${amt(open)}`,
      );
    } else if (driver(rm).method === 'holding_months') {
      const base = get('opstmt.openingStockRM').plus(get(purchases));
      set(
        rm,
        holdingWithin(rm, base),
        () =>
          `${num(v(rm).toNumber())} months of RM consumed: (opening RM + purchases) ${amt(base)} × ${num(v(rm).toNumber())} ÷ (${m} + ${num(v(rm).toNumber())})`,
      );
    }
    const wip = 'opstmt.closingStockWIP';
    if (driver(wip).method === 'holding_months') {
      sheet.set(wip, 0);
      decimals[i]!.set(wip, ZERO);
      const base = derive('opstmt.costOfProduction');
      set(
        wip,
        holdingWithin(wip, base),
        () =>
          `${num(v(wip).toNumber())} months of cost of production: ${amt(base)} before WIP × ${num(v(wip).toNumber())} ÷ (${m} + ${num(v(wip).toNumber())})`,
      );
    }
    const fg = 'opstmt.closingStockFinishedGoods';
    if (driver(fg).method === 'holding_months') {
      const base = derive('opstmt.costOfProduction').plus(get('opstmt.openingStockFinishedGoods'));
      set(
        fg,
        holdingWithin(fg, base),
        () =>
          `${num(v(fg).toNumber())} months of cost of sales: (cost of production + opening FG) ${amt(base)} × ${num(v(fg).toNumber())} ÷ (${m} + ${num(v(fg).toNumber())})`,
      );
    }
    const debtors = 'assetnliabs.tradeDebtors6';
    if (driver(debtors).method === 'holding_months') {
      const base = get('opstmt.salesDomestic').plus(get('opstmt.others'));
      const exports = get('assetnliabs.exportReceivables');
      set(
        debtors,
        holding(debtors, base).plus(exports),
        () => `${num(v(debtors).toNumber())} months × sales ${amt(base)} ÷ ${m}${exports.isZero() ? '' : ` + export receivables ${amt(exports)}`}`,
      );
    }
    const creditors = 'assetnliabs.sundryCreditorsTrade';
    if (driver(creditors).method === 'holding_months') {
      const bought = get(purchases);
      set(creditors, holding(creditors, bought), () => `${num(v(creditors).toNumber())} months × purchases ${amt(bought)} ÷ ${m}`);
    }
    // The profit chain and the balancing figure, solved together (interest reads the closing borrowing).
    const loanInterest = loansTotal.get(period.year)!.interest;
    balance({
      driver,
      value: (id) => v(id),
      get,
      set,
      derive,
      before,
      loanInterest,
      fixedAccumulated: () => fixed().accumulated,
      balancing: driver(BALANCING_ROW).method === 'balancing',
      surplusRow: SURPLUS_ROW,
      balancingRow: BALANCING_ROW,
    });
    driven.push(out);
    workings.push(new Workings(why));
  });
  return { driven, workings };
}
