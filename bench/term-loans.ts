/**
 * Term-loan benchmark: the schedules of 8 companies × 20 loans × 360 months, their FY totals
 * and the DSCR of each company over 10 periods (with its minimum and average), from cold resolvers, timed
 * against today's full ten-period recompute of the same 8 companies in the same run (interleaved run by
 * run, so machine load hits both alike). A quarter of the loans each: equal principal quarterly (120
 * instalments), equal principal monthly after a 12-month capitalised moratorium (348 instalments), EMI
 * monthly (360) and equal principal half-yearly (60): every loan runs 360 months, at rates from 8 % to
 * 13.7 % so no two share a schedule. The FY totals come in closed form (`ClosedFormLoan`); walking every
 * month and turning each row into plain numbers (what the schedule endpoint sends) is
 * timed apart. Run: `npx tsx bench/term-loans.ts`.
 */
import { companyLoans } from '../src/domain/loans/company';
import { loanSchedule } from '../src/domain/loans/schedule';
import { MONTHS_BETWEEN_INSTALMENTS, monthText } from '../src/domain/loans/term-loan';
import type { TermLoan } from '../src/domain/loans/term-loan';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { PERIODS, RUNS, WARMUP, companies, quantile, recomputeTenPeriods, summary, tenPeriodResolvers, time } from './recompute-workload';
import type { Sample } from './recompute-workload';

const SHAPES: readonly Pick<TermLoan, 'moratoriumMonths' | 'moratoriumInterest' | 'instalments' | 'frequency' | 'repayment'>[] = [
  { moratoriumMonths: 0, moratoriumInterest: 'paid', instalments: 120, frequency: 'quarterly', repayment: 'equal_principal' },
  { moratoriumMonths: 12, moratoriumInterest: 'capitalised', instalments: 348, frequency: 'monthly', repayment: 'equal_principal' },
  { moratoriumMonths: 0, moratoriumInterest: 'paid', instalments: 360, frequency: 'monthly', repayment: 'emi' },
  { moratoriumMonths: 0, moratoriumInterest: 'paid', instalments: 60, frequency: 'half_yearly', repayment: 'equal_principal' },
];

const loansOf: TermLoan[][] = companies.map((_, c) =>
  Array.from({ length: 20 }, (_l, l): TermLoan => ({
    name: `Loan ${l + 1}`,
    lender: 'our_bank',
    amount: 100 + c * 37.5 + l * 11.25,
    ratePct: 8 + ((c * 20 + l) % 58) / 10,
    // Starting in the first periods, so the 10 periods all see debt service.
    firstMonth: `${2016 + (l % 3)}-${String(1 + (l % 12)).padStart(2, '0')}`,
    ...SHAPES[l % SHAPES.length]!,
  })),
);

const months = loansOf.reduce((n, loans) => n + loans.reduce((s, l) => s + l.moratoriumMonths + l.instalments * MONTHS_BETWEEN_INSTALMENTS[l.frequency], 0), 0);
/** Schedules, FY totals and the DSCR over the 10 periods for every company, from fresh resolvers. */
function loansAndDscr(): number {
  let years = 0;
  const resolvers = tenPeriodResolvers();
  loansOf.forEach((loans, c) => {
    const worked = companyLoans(loans, PERIODS, resolvers[c]!, DEFAULT_SETTINGS);
    years += worked.dscr.length;
  });
  return years;
}

/** The same, plus every month's row as plain numbers (the API's `rows`). */
function withRows(): number {
  let cells = 0;
  const resolvers = tenPeriodResolvers();
  loansOf.forEach((loans, c) => {
    companyLoans(loans, PERIODS, resolvers[c]!, DEFAULT_SETTINGS);
    for (const loan of loans) {
      for (const m of loanSchedule(loan).months) {
        const row = {
          month: monthText(m.month),
          opening: m.opening.toNumber(),
          interest: m.interest.toNumber(),
          principal: m.principal.toNumber(),
          closing: m.closing.toNumber(),
        };
        cells += row.closing >= 0 ? 5 : 0;
      }
    }
  });
  return cells;
}

const yearsPerRun = loansAndDscr();
const cellsTen = recomputeTenPeriods();
const rowCells = withRows();
for (let i = 0; i < WARMUP / 4; i++) {
  loansAndDscr();
  recomputeTenPeriods();
  withRows();
}
const loans: Sample = { wall: [], cpu: [] };
const anchor: Sample = { wall: [], cpu: [] };
const rows: Sample = { wall: [], cpu: [] };
for (let i = 0; i < RUNS / 5; i++) {
  time(loansAndDscr, loans);
  time(recomputeTenPeriods, anchor);
  time(withRows, rows);
}

console.log(
  JSON.stringify(
    {
      companies: loansOf.length,
      loansPerCompany: loansOf[0]!.length,
      scheduleMonthsPerRun: months,
      runs: RUNS / 5,
      loansAndDscr: { dscrPeriodsPerRun: yearsPerRun, ...summary(loans, months) },
      loansDscrAndRows: summary(rows, rowCells),
      fullRecomputeTenPeriods: summary(anchor, cellsTen),
      loansOverRecomputeMedian: Number((quantile(loans.wall, 0.5) / quantile(anchor.wall, 0.5)).toFixed(2)),
      node: process.version,
    },
    null,
    2,
  ),
);
