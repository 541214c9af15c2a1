import { observer } from 'mobx-react-lite';
import type { BreakEvenScreen, ReportLine, TermLoanSchedule } from '../../../contract';
import { formatAmount, formatValue } from '../../../domain/format';
import { financialYearLabel } from '../../../domain/periods';
import { BREAK_EVEN_ROWS, coveredYears } from '../term-loans';
import { FormTable } from './form-table';
import type { Form } from './form-table';

type CompanySchedule = TermLoanSchedule['companies'][number];
type Headers = readonly { label: string; assessed: boolean }[];

export const TERM_LOAN_PAGE_TITLE = 'Term loan repayment schedule and DSCR';
export const BREAK_EVEN_PAGE_TITLE = 'Break-even';

/** A printed line with its figures per period and, where a figure is "—", its reason. */
export const reportLine = (no: string, label: string, format: ReportLine['format'], values: (number | null)[], reasons?: (string | null)[]): ReportLine => ({
  no,
  label,
  heading: false,
  format,
  values,
  ...(reasons ? { reasons } : {}),
});

/** A company's loans year by year as a printed form: the schedule's totals, the DSCR and its working figures. */
export function termLoanForm(company: CompanySchedule, years: readonly number[]): Form {
  const by = (key: keyof CompanySchedule['by_year'][string]) => years.map((y) => company.by_year[String(y)]![key] as number | null);
  return {
    id: 'TL',
    head: 'Term loans',
    title: TERM_LOAN_PAGE_TITLE,
    lines: [
      reportLine('1', 'Interest paid (charged to P&L)', 'amount', by('interest')),
      reportLine('2', 'Interest capitalised (moratorium)', 'amount', by('interest_capitalised')),
      reportLine('3', 'Principal due in the year', 'amount', by('principal')),
      reportLine('4', 'Balance outstanding at 31 March', 'amount', by('closing')),
      reportLine('5', 'Instalments due within the next year', 'amount', by('due_next_year')),
      reportLine('6', 'PAT + depreciation + TL interest', 'amount', by('dscr_numerator')),
      reportLine('7', 'TL interest + principal due', 'amount', by('dscr_denominator')),
      reportLine(
        '8',
        'DSCR (6 ÷ 7)',
        'times',
        by('dscr'),
        years.map((y) => company.by_year[String(y)]!.dscr_reason ?? null),
      ),
    ],
  };
}

/** A company's break-even as a printed form. */
export function breakEvenForm(company: BreakEvenScreen['companies'][number], years: readonly number[]): Form {
  return {
    id: 'BE',
    head: 'Break-even',
    title: BREAK_EVEN_PAGE_TITLE,
    lines: BREAK_EVEN_ROWS.map((row, i) =>
      reportLine(
        String(i + 1),
        row.label,
        row.unit === 'percent' ? 'percent' : 'amount',
        years.map((y) => {
          const v = company.by_year[String(y)]?.[row.key];
          return typeof v === 'number' ? v : null;
        }),
      ),
    ),
  };
}

/**
 * The printed "Term loan repayment schedule and DSCR" page of one company with loans (the year-wise form, the
 * minimum and average over the tenor, any disagreement with the balance sheet, and each loan month by month)
 * and its "Break-even" page.
 */
export const LoanPages = observer(function LoanPages({
  schedule,
  breakEven,
  index,
  unitLabel,
  shift,
  periods,
}: {
  schedule: TermLoanSchedule | null;
  breakEven: BreakEvenScreen | null;
  index: number;
  unitLabel: string;
  shift: number;
  periods: Headers;
}) {
  const company = schedule?.companies[index];
  const years = (schedule?.periods ?? []).map((p) => p.year);
  const be = breakEven?.companies[index];
  return (
    <>
      {company && company.loans.length > 0 ? (
        <>
          <FormTable form={termLoanForm(company, years)} company={company.name} unitLabel={unitLabel} shift={shift} periods={periods} />
          <div className="cg-report-notes">
            <p>
              Minimum DSCR {formatValue(company.dscr.min, 'times')}
              {company.dscr.min_year === null ? '' : ` (${financialYearLabel(company.dscr.min_year)})`}; average DSCR{' '}
              {formatValue(company.dscr.average, 'times')}, {coveredYears(company.dscr.years)}.
            </p>
            {company.mismatches.map((m) => (
              <p key={`${m.year}-${m.row}`} className="cg-report-flag" role="note">
                ⚠ {financialYearLabel(m.year)}, {m.row}: loans {formatAmount(m.loans, 'minus', shift)}, balance sheet{' '}
                {formatAmount(m.balance_sheet, 'minus', shift)}
              </p>
            ))}
          </div>
          {company.loans.map((loan) => (
            <table key={loan.name} className="cg-report-table mt-3" aria-label={`Repayment schedule of ${loan.name}, ${company.name}`}>
              <thead>
                <tr className="cg-report-company">
                  <th colSpan={5} scope="colgroup">
                    <span>{company.name}</span>
                    <span className="cg-report-company-form">
                      {loan.name}, month by month · {unitLabel}
                    </span>
                  </th>
                </tr>
                <tr>
                  {['Month', 'Opening', 'Interest', 'Principal', 'Closing'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {loan.rows.map((r) => (
                  <tr key={r.month}>
                    <th scope="row" className="cg-report-label">
                      {r.month}
                    </th>
                    {[r.opening, r.interest, r.principal, r.closing].map((v, i) => (
                      <td key={i} className="cg-report-num">
                        {formatAmount(v, 'minus', shift)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      ) : null}
      {be ? <FormTable form={breakEvenForm(be, years)} company={be.name} unitLabel={unitLabel} shift={shift} periods={periods} /> : null}
    </>
  );
});
