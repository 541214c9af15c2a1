import { observer } from 'mobx-react-lite';
import type { TermLoanSchedule } from '../../../contract';
import { formatAmount } from '../../../domain/format';
import type { TermLoansStore } from './term-loans-store';

type LoanRows = TermLoanSchedule['companies'][number]['loans'][number];

/**
 * One loan's schedule month by month (opening, interest, principal, closing), folded away until asked for:
 * the year-wise table beside it is the schedule collapsed to years.
 */
export const MonthSchedule = observer(function MonthSchedule({
  store,
  company,
  index,
  loan,
}: {
  store: TermLoansStore;
  company: number;
  index: number;
  loan: LoanRows;
}) {
  const open = store.monthly[`${company}:${index}`] ?? false;
  const id = `months-${company}-${index}`;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => store.toggleMonthly(company, index)}
        className="text-sm font-medium text-newBlue-800 underline-offset-2 hover:underline dark:text-newBlue-200"
      >
        {open ? 'Hide' : 'Show'} the month-by-month schedule of {loan.name} ({loan.rows.length} months)
      </button>
      {open ? (
        <div id={id} className="mt-1 max-h-80 overflow-y-auto">
          <table className="w-full border-collapse text-sm" aria-label={`Month-by-month schedule of ${loan.name}`}>
            <thead className="sticky top-0 bg-white dark:bg-gray-900">
              <tr className="text-xs text-gray-600 dark:text-gray-300">
                <th scope="col" className="px-1 text-left">
                  Month
                </th>
                <th scope="col" className="px-1 text-right">
                  Opening
                </th>
                <th scope="col" className="px-1 text-right">
                  Interest
                </th>
                <th scope="col" className="px-1 text-right">
                  Principal
                </th>
                <th scope="col" className="px-1 text-right">
                  Closing
                </th>
              </tr>
            </thead>
            <tbody>
              {loan.rows.map((r) => (
                <tr key={r.month} className={r.principal > 0 ? 'bg-newBlue-50/60 dark:bg-newBlue-950/40' : undefined}>
                  <th scope="row" className="px-1 text-left font-normal">
                    {r.month}
                  </th>
                  <td className="px-1 text-right tabular-nums">{formatAmount(r.opening)}</td>
                  <td className="px-1 text-right tabular-nums">{formatAmount(r.interest)}</td>
                  <td className="px-1 text-right tabular-nums">{formatAmount(r.principal)}</td>
                  <td className="px-1 text-right tabular-nums">{formatAmount(r.closing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
});
