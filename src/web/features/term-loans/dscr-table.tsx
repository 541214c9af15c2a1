import { observer } from 'mobx-react-lite';
import type { TermLoanSchedule } from '../../../contract';
import { formatAmount, formatValue } from '../../../domain/format';
import { financialYearLabel, periodLabel } from '../../../domain/periods';
import type { Period } from '../../../domain/periods';
import type { Settings } from '../../../domain/settings';

type CompanySchedule = TermLoanSchedule['companies'][number];

const amount = (v: number) => formatAmount(v);
const times = (v: number | null) => formatValue(v, 'times');

/** "FY 2025-26 to FY 2030-31", or the one year, for the years the tenor DSCR covers. */
export function coveredYears(years: readonly number[]): string {
  if (years.length === 0) {
    return 'no year with debt service';
  }
  const first = financialYearLabel(years[0]!);
  return years.length === 1 ? first : `${first} to ${financialYearLabel(years.at(-1)!)}`;
}

/**
 * A company's loans year by year (the schedule collapsed to financial years) with the DSCR of each year,
 * its working, and the minimum and the average over the tenor; years below the DSCR floor and an average
 * below the average floor are flagged. Where the loans disagree with the typed balance sheet, both figures.
 */
export const DscrTable = observer(function DscrTable({
  company,
  periods,
  settings,
}: {
  company: CompanySchedule;
  periods: readonly Period[];
  settings: Settings;
}) {
  const { dscr } = company;
  const lowAverage = dscr.average !== null && dscr.average < settings.dscrAverageFloor;
  return (
    <div>
      <table className="cg-dscr-table w-full border-collapse text-sm" aria-label={`Year-wise DSCR of ${company.name}`}>
        <thead>
          <tr className="text-xs text-gray-600 dark:text-gray-300">
            <th scope="col" className="px-1 text-left">
              Year
            </th>
            <th scope="col" className="px-1 text-right">
              Interest
            </th>
            <th scope="col" className="px-1 text-right">
              Int. capitalised
            </th>
            <th scope="col" className="px-1 text-right">
              Principal due
            </th>
            <th scope="col" className="px-1 text-right">
              Closing (31 Mar)
            </th>
            <th scope="col" className="px-1 text-right">
              Due next year
            </th>
            <th scope="col" className="px-1 text-right">
              DSCR
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const y = company.by_year[String(p.year)]!;
            const low = y.dscr !== null && y.dscr < settings.dscrFloor;
            const working =
              y.dscr === null
                ? `— ${y.dscr_reason ?? ''}`
                : `(PAT + depreciation + TL interest) ${amount(y.dscr_numerator!)} ÷ (TL interest + principal due) ${amount(y.dscr_denominator)} = ${times(y.dscr)}`;
            return (
              <tr key={p.year} data-year={p.year} className="border-t border-gray-100 dark:border-gray-800">
                <th scope="row" className="px-1 text-left font-normal">
                  {periodLabel(p)}
                </th>
                <td className="px-1 text-right tabular-nums">{amount(y.interest)}</td>
                <td className="px-1 text-right tabular-nums">{amount(y.interest_capitalised)}</td>
                <td className="px-1 text-right tabular-nums">{amount(y.principal)}</td>
                <td className="px-1 text-right tabular-nums">{amount(y.closing)}</td>
                <td className="px-1 text-right tabular-nums">{amount(y.due_next_year)}</td>
                <td className={`px-1 text-right tabular-nums ${low ? 'font-semibold text-red-700 dark:text-red-400' : ''}`} title={working} data-testid="dscr">
                  {times(y.dscr)}
                  {low ? <span className="ml-1 text-xs">(below {settings.dscrFloor})</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-sm" data-testid="dscr-min">
        Minimum DSCR <strong>{times(dscr.min)}</strong>
        {dscr.min_year === null ? '' : `, ${financialYearLabel(dscr.min_year)}`}
        {dscr.min !== null && dscr.min < settings.dscrFloor ? (
          <span className="ml-1 font-semibold text-red-700 dark:text-red-400">below the floor of {settings.dscrFloor}</span>
        ) : null}
      </p>
      <p className="text-sm" data-testid="dscr-average">
        Average DSCR <strong>{times(dscr.average)}</strong>, {coveredYears(dscr.years)}
        {lowAverage ? <span className="ml-1 font-semibold text-red-700 dark:text-red-400">below the average floor of {settings.dscrAverageFloor}</span> : null}
      </p>
      {company.mismatches.length > 0 ? (
        <div role="alert" className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <p className="font-medium">The loans disagree with the typed balance sheet:</p>
          <ul className="list-disc pl-5">
            {company.mismatches.map((m) => (
              <li key={`${m.year}-${m.row}`}>
                {financialYearLabel(m.year)}, {m.row}: loans {amount(m.loans)}, balance sheet {amount(m.balance_sheet)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
});
