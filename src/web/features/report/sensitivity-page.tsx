import { observer } from 'mobx-react-lite';
import type { SensitivityResponse } from '../../../contract';
import { caseCaption, SENSITIVITY_ROWS } from '../term-loans';
import { FormTable } from './form-table';
import type { Form } from './form-table';
import { reportLine } from './loan-pages';

export const SENSITIVITY_PAGE_TITLE = 'Sensitivity analysis';

/**
 * One company's sensitivity as a printed form: for each case a heading with its minimum and average DSCR over
 * the tenor, then the screen's rows per period (audited and provisional years are the same in every case;
 * only the estimated and projected ones move). A DSCR with no debt service that year is "—" with that reason,
 * as on the term-loan page.
 */
export function sensitivityForm(response: SensitivityResponse, index: number, years: readonly number[]): Form {
  const lines = response.cases.flatMap((c, ci) => {
    const company = c.companies[index];
    const value = (y: number, key: (typeof SENSITIVITY_ROWS)[number]['key']) => company?.by_year[String(y)]?.[key] ?? null;
    return [
      // The heading carries the case's DSCR over the tenor, so it stays with its rows on every page.
      { no: String(ci + 1), label: caseCaption(c.name, company?.dscr), heading: true, format: 'amount' as const },
      ...SENSITIVITY_ROWS.map((row, ri) =>
        reportLine(
          `${ci + 1}.${ri + 1}`,
          row.label,
          row.unit,
          years.map((y) => value(y, row.key)),
          row.key === 'dscr' ? years.map((y) => (value(y, 'dscr') === null ? 'no debt service this year' : null)) : undefined,
        ),
      ),
    ];
  });
  return { id: 'SA', head: 'Sensitivity', title: SENSITIVITY_PAGE_TITLE, lines };
}

/** The printed "Sensitivity analysis" page of one company. */
export const SensitivityPage = observer(function SensitivityPage({
  sensitivity,
  index,
  years,
  unitLabel,
  shift,
  periods,
}: {
  sensitivity: SensitivityResponse | null;
  index: number;
  years: readonly number[];
  unitLabel: string;
  shift: number;
  periods: readonly { label: string; assessed: boolean }[];
}) {
  const name = sensitivity?.cases[0]?.companies[index]?.name;
  if (!sensitivity || name === undefined) {
    return null;
  }
  return <FormTable form={sensitivityForm(sensitivity, index, years)} company={name} unitLabel={unitLabel} shift={shift} periods={periods} />;
});
