import type { MetricId } from '../domain/formula';
import { LOAN_ROWS } from '../domain/projections/drivers';
import type { SheetContext } from './xlsx-layout';
import { fixedAssetFormula } from './xlsx-fixed-assets';
import { loanBlocks } from './xlsx-loans';
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
