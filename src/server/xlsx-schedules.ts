import type { MetricId } from '../domain/formula';
import { previousPeriodIndex } from '../domain/periods';
import { BALANCING_ROW, LOAN_ROWS } from '../domain/projections/drivers';
import type { SheetContext } from './xlsx-layout';
import { fixedAssetFormula } from './xlsx-fixed-assets';
import { LOAN_YEAR_COLUMN, loanBlocks, loanYearRow, termLoanSheet } from './xlsx-loans';
import { roundPaise } from './xlsx-paise';

/**
 * The live formula of company `c`'s input `id` in period `p` under the `schedule` method, over the
 * schedules' sheets, rounded to paise as `projectCompany` rounds it; `undefined` where the cell keeps the
 * app's figure. A fixed-asset row reads the company's Fixed assets sheet (`fixedAssetFormula`). A term-loan row sums, over the company's loans from its lenders, the principal falling due
 * in the next FY (the current maturities) or the balance at 31 March less it (the long-term part), each
 * read from the loan's months on its Term loans sheet.
 */
export function scheduleFormula(ctx: SheetContext, c: number, p: number, id: MetricId): string | undefined {
  const rule = LOAN_ROWS[id];
  if (rule === undefined) {
    return fixedAssetFormula(ctx.doc, c, p, id, roundPaise);
  }
  const year = ctx.doc.inputs.periods[p]!.year;
  const terms = loanBlocks(ctx.doc, c)
    .filter((loan) => rule.lenders.includes(loan.lender))
    .map(({ ranges }) => {
      const dueNextYear = `SUMIF(${ranges.fy},${year + 1},${ranges.principal})`;
      return rule.figure === 'current' ? dueNextYear : `SUMIF(${ranges.month},"${year}-03",${ranges.closing})-${dueNextYear}`;
    });
  return terms.length === 0 ? '0' : roundPaise(terms.join('+'));
}

const OTHER_WC: MetricId = 'assetnliabs.wcFromBanksInstitution';

/**
 * The live formula of company `c`'s interest & finance charges on `interest_on_borrowings` in period `p`
 * (`rate`: the cell of its % a year, a fraction): the term-loan interest of the FY from the Term loans sheet
 * plus rate × the average of the opening and closing working-capital bank borrowings (both rows), rounded to
 * paise as `balance` sets it. `undefined` when the period's borrowing is the balancing line: the borrowing
 * then depends on the interest, a loop the app solves in closed form per linear piece, which stays a value.
 */
export function interestOnBorrowingsFormula(ctx: SheetContext, c: number, p: number, rate: string): string | undefined {
  const { doc } = ctx;
  if (doc.drivers?.[c]?.[String(doc.inputs.periods[p]!.year)]?.[BALANCING_ROW]?.method === 'balancing') {
    return undefined;
  }
  const loanInterest = (doc.companies[c]!.termLoans ?? []).length === 0 ? '0' : `'${termLoanSheet(c)}'!${LOAN_YEAR_COLUMN.interest}${loanYearRow(p)}`;
  const earlier = previousPeriodIndex(doc.inputs.periods, p);
  const at = (id: MetricId, q: number | null) => (q === null ? '0' : ctx.metricCell(id, c, q));
  const borrowing = (q: number | null) => `${at(BALANCING_ROW, q)}+${at(OTHER_WC, q)}`;
  return roundPaise(`${loanInterest}+${rate}*(${borrowing(earlier)}+${borrowing(p)})/2`);
}
