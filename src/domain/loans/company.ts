import type { MetricId, Resolve, Value } from '../formula';
import type { Dec } from '../money';
import { ZERO } from '../money';
import type { Period } from '../periods';
import type { Settings } from '../settings';
import type { BreakEvenInputs } from './break-even';
import { tenorDscr } from './dscr';
import type { DscrYear, TenorDscr } from './dscr';
import { ClosedFormLoan } from './fy-totals';
import { sumLoanYears } from './schedule';
import type { LoanYear } from './schedule';
import type { SensitivityPeriod } from './sensitivity';
import type { TermLoan } from './term-loan';

const amount = (v: Value): Dec | null => (v === null || typeof v === 'boolean' ? null : v);
const read = (resolve: Resolve, id: MetricId): Dec => amount(resolve(id)) ?? ZERO;

/**
 * A period's break-even figures from its operating statement: total sales, raw material consumed
 * (opening RM + purchases − closing RM) and the other cost rows as typed.
 */
export function breakEvenInputsOf(resolve: Resolve): BreakEvenInputs {
  const op = (key: string) => read(resolve, `opstmt.${key}`);
  return {
    sales: op('totalSales'),
    costs: {
      rawMaterialConsumed: op('openingStockRM').plus(op('purchaseRM')).minus(op('closingStockRM')),
      powerFuel: op('powerFuel'),
      mfgDirectExpenses: op('mfgDirectExpenses'),
      directLabour: op('directLabour'),
      repairsMaintenance: op('repairsMaintenance'),
      depreciation: op('depreciation'),
      sellingAdmExpenses: op('sellingAdmExpenses'),
      interestFinCharges: op('interestFinCharges'),
    },
  };
}

/**
 * One company's term loans worked through: each loan's FY totals, the company's, and the DSCR. The months
 * (`loanSchedule`) are not walked: the FY totals come in closed form, so a recompute after an edit is cheap.
 */
export interface CompanyLoans {
  /** Each loan's figures per period year, in the loans' order. */
  readonly perLoan: readonly ReadonlyMap<number, LoanYear>[];
  /** The company's loans summed per period year. */
  readonly byYear: ReadonlyMap<number, LoanYear>;
  /** Per period, in the periods' order. */
  readonly dscr: readonly DscrYear[];
  readonly tenor: TenorDscr;
}

/**
 * A company's loans over the periods of an analysis: their FY totals for each period, and the DSCR of each period and over the tenor on the PAT and depreciation of each period's
 * operating statement (`resolvers[i]` is period `periods[i]`).
 */
export function companyLoans(loans: readonly TermLoan[], periods: readonly Period[], resolvers: readonly Resolve[], settings: Settings): CompanyLoans {
  const years = periods.map((p) => p.year);
  const perLoan = loans.map((loan) => new ClosedFormLoan(loan).years(years));
  const byYear = sumLoanYears(perLoan, years);
  const { byYear: dscr, tenor } = tenorDscr(
    periods.map((p, i) => ({
      year: p.year,
      kind: p.kind,
      pat: amount(resolvers[i]!('opstmt.netProfitAfterTaxLoss')),
      depreciation: amount(resolvers[i]!('opstmt.depreciation')),
      loans: byYear.get(p.year)!,
    })),
    settings.dscrExcludeMoratoriumYears,
  );
  return { perLoan, byYear, dscr, tenor };
}

/** The base case of a company for the sensitivity cases: each period's PBT, tax, depreciation, break-even figures and loans. */
export function sensitivityPeriods(periods: readonly Period[], resolvers: readonly Resolve[], byYear: ReadonlyMap<number, LoanYear>): SensitivityPeriod[] {
  return periods.map((p, i) => {
    const resolve = resolvers[i]!;
    return {
      year: p.year,
      kind: p.kind,
      pbt: read(resolve, 'opstmt.profitBeforeTax'),
      tax: read(resolve, 'opstmt.provisionForTaxes'),
      depreciation: read(resolve, 'opstmt.depreciation'),
      breakEven: breakEvenInputsOf(resolve),
      loans: byYear.get(p.year)!,
    };
  });
}
