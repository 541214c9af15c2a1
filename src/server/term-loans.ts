import type { BreakEvenScreen, SensitivityResponse, TermLoanSchedule } from '../contract/term-loans';
import { termLoanOf } from '../contract/term-loans';
import { breakEven, breakEvenWorking } from '../domain/loans/break-even';
import type { BreakEven } from '../domain/loans/break-even';
import { breakEvenInputsOf, companyLoans, sensitivityPeriods } from '../domain/loans/company';
import type { CompanyLoans } from '../domain/loans/company';
import { DSCR_NA_TEXT } from '../domain/loans/dscr';
import type { TenorDscr } from '../domain/loans/dscr';
import { loanMismatches } from '../domain/loans/reconcile';
import { loanSchedule } from '../domain/loans/schedule';
import { stressCompany } from '../domain/loans/sensitivity';
import type { SensitivityCase, SensitivityPeriod } from '../domain/loans/sensitivity';
import { monthText } from '../domain/loans/term-loan';
import type { Dec } from '../domain/money';
import type { Settings } from '../domain/settings';
import { periodResolvers, settingsOf } from './compute';
import type { LoadedAnalysis } from './repositories/analyses';

/** An exact value as a JSON number at full precision (`null` stays `null`). */
const num = (d: Dec): number => {
  const n = d.toNumber();
  return n === 0 ? 0 : n;
};
const numOrNull = (d: Dec | null): number | null => (d === null ? null : num(d));

/** Every company's loans worked through over the analysis's periods, with the resolvers they read. */
function analysisLoans(loaded: LoadedAnalysis) {
  const settings = settingsOf(loaded);
  const resolvers = periodResolvers(loaded);
  return loaded.companies.map((company, c) => {
    const loans = company.termLoans.map(termLoanOf);
    return { company, loans, resolvers: resolvers[c]!, worked: companyLoans(loans, loaded.periods, resolvers[c]!, settings) };
  });
}

const tenorOf = (t: TenorDscr) => ({ min: numOrNull(t.min), min_year: t.minYear, average: numOrNull(t.average) });

/** The by-year figures and DSCR of one company on the wire. */
function byYearOf(loaded: LoadedAnalysis, worked: CompanyLoans): TermLoanSchedule['companies'][number]['by_year'] {
  return Object.fromEntries(
    loaded.periods.map((p, i) => {
      const y = worked.byYear.get(p.year)!;
      const d = worked.dscr[i]!;
      return [
        String(p.year),
        {
          interest: num(y.interest),
          interest_capitalised: num(y.interestCapitalised),
          principal: num(y.principal),
          closing: num(y.closing),
          due_next_year: num(y.dueNextYear),
          dscr_numerator: numOrNull(d.numerator),
          dscr_denominator: num(d.denominator),
          dscr: numOrNull(d.dscr),
          ...(d.reason ? { dscr_reason: DSCR_NA_TEXT[d.reason] } : {}),
        },
      ];
    }),
  );
}

/**
 * GET /api/analyses/{id}/term-loans/schedule/: each company's loans month by month (amounts at full
 * precision), the company's FY totals and DSCR per period, the DSCR over the tenor, and where the loans
 * disagree with the typed balance sheet.
 */
export function termLoanScheduleOf(loaded: LoadedAnalysis): TermLoanSchedule {
  return {
    version: loaded.analysis.version,
    periods: loaded.periods.map(({ year, kind }) => ({ year, kind })),
    companies: analysisLoans(loaded).map(({ company, loans, resolvers, worked }) => ({
      name: company.name,
      loans: loans.map((loan) => ({
        name: loan.name,
        rows: loanSchedule(loan).months.map((m) => ({
          month: monthText(m.month),
          opening: num(m.opening),
          interest: num(m.interest),
          principal: num(m.principal),
          closing: num(m.closing),
        })),
      })),
      by_year: byYearOf(loaded, worked),
      dscr: { ...tenorOf(worked.tenor), years: [...worked.tenor.years] },
      mismatches: loanMismatches(loans, worked.perLoan, loaded.periods, resolvers).map((m) => ({
        year: m.year,
        row: m.row,
        loans: num(m.loans),
        balance_sheet: num(m.balanceSheet),
      })),
    })),
  };
}

const BREAK_EVEN_KEYS = [
  ['variable_costs', 'variableCosts'],
  ['fixed_costs', 'fixedCosts'],
  ['contribution', 'contribution'],
  ['pv_ratio_pct', 'pvRatioPct'],
  ['bep_sales', 'bepSales'],
  ['bep_pct_of_sales', 'bepPctOfSales'],
  ['cash_bep_sales', 'cashBepSales'],
  ['cash_bep_pct_of_sales', 'cashBepPctOfSales'],
  ['margin_of_safety_pct', 'marginOfSafetyPct'],
] as const satisfies readonly (readonly [string, keyof BreakEven])[];

/**
 * GET /api/analyses/{id}/screens/breakeven/: the break-even of every company and period in the
 * all-periods screen shape, with the working of each figure under `working_by_year`.
 */
export function breakEvenScreen(loaded: LoadedAnalysis): BreakEvenScreen {
  const settings = settingsOf(loaded);
  const years = loaded.periods.map((p) => String(p.year));
  return {
    version: loaded.analysis.version,
    unit: loaded.analysis.unit,
    assessment_year: loaded.analysis.year,
    periods: loaded.periods.map(({ year, kind }) => ({ year, kind })),
    companies: periodResolvers(loaded).map((byPeriod, c) => {
      const results = byPeriod.map((resolve) => {
        const inputs = breakEvenInputsOf(resolve);
        const result = breakEven(inputs, settings);
        return { result, working: breakEvenWorking(inputs, result, settings) };
      });
      return {
        name: loaded.companies[c]!.name,
        by_year: Object.fromEntries(
          results.map(({ result }, i) => [years[i]!, Object.fromEntries(BREAK_EVEN_KEYS.map(([wire, key]) => [wire, numOrNull(result[key])]))]),
        ),
        working_by_year: Object.fromEntries(results.map(({ working }, i) => [years[i]!, working])),
      };
    }),
  };
}

/** POST /api/analyses/{id}/sensitivity/: each case for every company, on the loans' schedule. */
export function sensitivityOf(loaded: LoadedAnalysis, cases: readonly SensitivityCase[]): SensitivityResponse {
  const companies = analysisLoans(loaded).map(({ company, resolvers, worked }) => ({
    name: company.name,
    periods: sensitivityPeriods(loaded.periods, resolvers, worked.byYear),
  }));
  return sensitivityResponse(companies, cases, settingsOf(loaded));
}

/**
 * Each case for every company (its periods with the loans' schedule, `sensitivityPeriods`), in the wire
 * shape: the API's answer and the xlsx Break-even sheet's sensitivity table.
 */
export function sensitivityResponse(
  companies: readonly { readonly name: string; readonly periods: readonly SensitivityPeriod[] }[],
  cases: readonly SensitivityCase[],
  settings: Settings,
): SensitivityResponse {
  return {
    cases: cases.map((stress) => ({
      name: stress.name,
      companies: companies.map(({ name, periods }) => {
        const { byYear, tenor } = stressCompany(periods, stress, settings);
        return {
          name,
          by_year: Object.fromEntries(
            byYear.map((y) => [
              String(y.year),
              {
                total_sales: num(y.totalSales),
                pbt: num(y.pbt),
                pat: num(y.pat),
                cash_accruals: num(y.cashAccruals),
                dscr: numOrNull(y.dscr.dscr),
                bep_pct_of_sales: numOrNull(y.bepPctOfSales),
              },
            ]),
          ),
          dscr: tenorOf(tenor),
        };
      }),
    })),
  };
}
