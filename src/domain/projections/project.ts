import type { MetricId } from '../formula';
import { ClosedFormLoan } from '../loans/fy-totals';
import { sumLoanYears } from '../loans/schedule';
import type { LoanYear } from '../loans/schedule';
import type { TermLoan } from '../loans/term-loan';
import { figuresResolver, INPUT_SCREENS, inputRows, rowOf } from '../model';
import type { CompanyInputs, DrivenFigures } from '../model';
import { Dec, ZERO } from '../money';
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
  readonly workings: readonly (ReadonlyMap<MetricId, string> | undefined)[];
}

/**
 * Driven figures are carried to this many decimals of the unit: every sum of them (at most 10^13 × 100
 * rows) then fits decimal.js's 34 digits, so a total is exact and the balancing figure leaves a difference
 * of exactly 0. A holding period reads back to within 10^-8 of a month.
 */
export const DRIVEN_DECIMALS = 10;

const INPUT_IDS: readonly MetricId[] = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}` as MetricId));
const label = (id: MetricId) => rowOf(id).label;
const amt = (d: Dec): string => d.toNumber().toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = (v: number): string => v.toFixed(2);
const round = (d: Dec): Dec => d.toDecimalPlaces(DRIVEN_DECIMALS);

function typedFigures(inputs: CompanyInputs): Map<MetricId, Dec> {
  const out = new Map<MetricId, Dec>();
  for (const screen of INPUT_SCREENS) {
    for (const [key, value] of Object.entries(inputs[screen])) {
      out.set(`${screen}.${key}`, new Dec(value));
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
  const finals: Map<MetricId, Dec>[] = [];
  const driven: (DrivenFigures | undefined)[] = [];
  const workings: (ReadonlyMap<MetricId, string> | undefined)[] = [];
  let assets: Map<number, FixedAssetYear> | undefined;

  periods.forEach((period, i) => {
    const figures = typedFigures(input.inputs[i]!);
    finals.push(figures);
    const cells = drivers[String(period.year)] ?? {};
    const active = INPUT_IDS.filter((id) => (cells[id]?.method ?? 'typed') !== 'typed');
    if (!PROJECTED_KINDS.includes(period.kind) || active.length === 0) {
      driven.push(undefined);
      workings.push(undefined);
      return;
    }
    const p = previousPeriodIndex(periods, i);
    const before = (id: MetricId): Dec => (p === null ? ZERO : (finals[p]!.get(id) ?? ZERO));
    const m = months[i] ?? 12;
    const mPrev = p === null ? 12 : (months[p] ?? 12);
    const out = new Map<MetricId, Dec>();
    const why = new Map<MetricId, string>();
    const set = (id: MetricId, value: Dec, working: string) => {
      const v = round(value);
      figures.set(id, v);
      out.set(id, v);
      why.set(id, `${label(id)} = ${working} = ${amt(v)}`);
    };
    const get = (id: MetricId): Dec => figures.get(id) ?? ZERO;
    const derive = (id: MetricId): Dec => {
      const v = figuresResolver(figures, settings)(id);
      return v instanceof Dec ? v : ZERO;
    };
    const driver = (id: MetricId): Driver => cells[id] ?? { method: 'typed' };
    const v = (id: MetricId) => new Dec(driver(id).value ?? 0);
    // Holding: a figure of q × a flow of this period, q = months ÷ the period's months (Form IV × 12 ÷ months).
    const q = (id: MetricId) => v(id).div(m);

    const grow = (id: MetricId) => {
      const prev = before(id);
      const text =
        p === null
          ? `no earlier period: 0.00 × (1 + ${num(v(id).toNumber())} %)`
          : m === 12 && mPrev === 12
            ? `${amt(prev)} × (1 + ${num(v(id).toNumber())} %)`
            : `${amt(prev)} × 12 ÷ ${mPrev} × (1 + ${num(v(id).toNumber())} %) × ${m} ÷ 12`;
      set(id, prev.times(12).div(mPrev).times(v(id).div(100).plus(1)).times(m).div(12), text);
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
          set(id, sales.times(v(id)).div(100), `${num(v(id).toNumber())} % × sales ${amt(sales)}`);
        }
        continue;
      }
      if (method === 'growth_pct') {
        grow(id);
      } else if (method === 'pct_of_sales') {
        set(id, sales.times(v(id)).div(100), `${num(v(id).toNumber())} % × sales ${amt(sales)}`);
      } else if (method === 'carry_forward') {
        const closing = id.replace('opening', 'closing') as MetricId;
        set(id, before(closing), `last year's ${label(closing)}`);
      } else if (method === 'schedule' && id in LOAN_ROWS) {
        set(id, loanFigure(id), `the term-loan schedule (${input.loans.length} loan${input.loans.length === 1 ? '' : 's'})`);
      } else if (method === 'schedule' && id === 'opstmt.depreciation') {
        const fa = fixed();
        set(id, fa.depreciation, [...fa.blocks.values()].map((b) => b.working).join(' + ') || 'no blocks');
      } else if (method === 'schedule' && id === 'assetnliabs.capitalWorkInProgress') {
        set(id, fixed().cwip, 'additions spent and not yet put to use');
      } else if (method === 'schedule') {
        const row = id.slice('assetnliabs.'.length) as BlockRow;
        const block = BLOCK_ROWS.includes(row) ? fixed().blocks.get(row) : undefined;
        set(id, block?.gross ?? before(id), block ? `${amt(before(id))} + additions put to use` : `${amt(before(id))} (no block)`);
      }
    }

    // Raw material: consumption as % of sales, and/or months of consumption (closed form when circular).
    const rm = 'opstmt.closingStockRM';
    const purchases = 'opstmt.purchaseRM';
    if (driver(purchases).method === 'consumption_pct_of_sales') {
      const consumed = sales.times(v(purchases)).div(100);
      if (driver(rm).method === 'holding_months') {
        set(rm, consumed.times(q(rm)), `${num(v(rm).toNumber())} months × RM consumed ${amt(consumed)} ÷ ${m}`);
      }
      const open = get('opstmt.openingStockRM');
      set(purchases, consumed.plus(get(rm)).minus(open), `RM consumed ${amt(consumed)} (${num(v(purchases).toNumber())} % of sales) + closing RM ${amt(get(rm))} − opening RM ${amt(open)}`);
    } else if (driver(rm).method === 'holding_months') {
      const base = get('opstmt.openingStockRM').plus(get(purchases));
      set(rm, base.times(q(rm)).div(q(rm).plus(1)), `${num(v(rm).toNumber())} months of RM consumed: (opening RM + purchases) ${amt(base)} × ${num(v(rm).toNumber())} ÷ (${m} + ${num(v(rm).toNumber())})`);
    }
    const wip = 'opstmt.closingStockWIP';
    if (driver(wip).method === 'holding_months') {
      figures.set(wip, ZERO);
      const base = derive('opstmt.costOfProduction');
      set(wip, base.times(q(wip)).div(q(wip).plus(1)), `${num(v(wip).toNumber())} months of cost of production: ${amt(base)} before WIP × ${num(v(wip).toNumber())} ÷ (${m} + ${num(v(wip).toNumber())})`);
    }
    const fg = 'opstmt.closingStockFinishedGoods';
    if (driver(fg).method === 'holding_months') {
      const base = derive('opstmt.costOfProduction').plus(get('opstmt.openingStockFinishedGoods'));
      set(fg, base.times(q(fg)).div(q(fg).plus(1)), `${num(v(fg).toNumber())} months of cost of sales: (cost of production + opening FG) ${amt(base)} × ${num(v(fg).toNumber())} ÷ (${m} + ${num(v(fg).toNumber())})`);
    }
    const debtors = 'assetnliabs.tradeDebtors6';
    if (driver(debtors).method === 'holding_months') {
      const base = get('opstmt.salesDomestic').plus(get('opstmt.others'));
      const exports = get('assetnliabs.exportReceivables');
      set(debtors, base.times(q(debtors)).plus(exports), `${num(v(debtors).toNumber())} months × sales ${amt(base)} ÷ ${m}${exports.isZero() ? '' : ` + export receivables ${amt(exports)}`}`);
    }
    const creditors = 'assetnliabs.sundryCreditorsTrade';
    if (driver(creditors).method === 'holding_months') {
      set(creditors, get(purchases).times(q(creditors)), `${num(v(creditors).toNumber())} months × purchases ${amt(get(purchases))} ÷ ${m}`);
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
    workings.push(why);
  });
  return { driven, workings };
}
