import type { ReportLine } from '../../../contract';
import { footnotesOf, formatLineValue } from './report-format';

/** A printed table: a CMA form (`id` "II"…"VI"), or a page of the report beyond them named by `head` ("Term loans"). */
export type Form = { id: string; title: string; lines: ReportLine[]; flags?: (string | null)[] | undefined; head?: string; note?: string | undefined };

/** The analyst's free-text note on a form as its last footnote. */
export const analystNote = (text: string) => `Analyst's note: ${text}`;

interface FormTableProps {
  readonly form: Form;
  readonly company: string;
  /** The display unit the amounts are printed in ("₹ crores"), and its shift from the entry unit. */
  readonly unitLabel: string;
  readonly shift?: number;
  readonly periods: readonly { label: string; assessed: boolean }[];
}

/**
 * The column headers every printed page repeats (a `<thead>` is a table-header-group): the company and
 * the form, then per period its label, the assessment year marked. Form IV has an amount and a months
 * column per period.
 */
export function ReportTableHead({
  company,
  title,
  unitLabel,
  periods,
  withMonths = false,
}: {
  company: string;
  title: string;
  unitLabel: string;
  periods: FormTableProps['periods'];
  withMonths?: boolean;
}) {
  const span = withMonths ? 2 : 1;
  return (
    <thead>
      <tr className="cg-report-company">
        <th colSpan={2 + periods.length * span} scope="colgroup">
          <span>{company}</span>
          <span className="cg-report-company-form">
            {title} · {unitLabel}
          </span>
        </th>
      </tr>
      <tr>
        <th scope="col" className="cg-report-no">
          No.
        </th>
        <th scope="col" className="cg-report-label">
          Particulars
        </th>
        {periods.map((p) => (
          <th key={p.label} scope="col" colSpan={span} className={p.assessed ? 'cg-report-assessed' : undefined}>
            {p.label}
            {p.assessed ? <span className="cg-report-ay"> ★ Assessment year</span> : null}
          </th>
        ))}
      </tr>
      {withMonths ? (
        <tr className="cg-report-subhead">
          <th colSpan={2} />
          {periods.map((p) => [
            <th key={`${p.label}-a`} scope="col">
              Amount
            </th>,
            <th key={`${p.label}-m`} scope="col">
              Months
            </th>,
          ])}
        </tr>
      ) : null}
    </thead>
  );
}

/**
 * The most periods one printed table holds; more run onto a continuation table on the next page (whole periods, the
 * labels and the head repeated). Ten periods side by side are wider than A4 landscape, and Chromium would then
 * shrink every page to fit, the 7.5 pt figures to about 6 pt (docs/report.md "Wide analyses").
 */
export const PERIODS_PER_TABLE = { plain: 6, withMonths: 4 } as const;

/** The periods' positions split into runs of at most `size`, in order. */
export function periodGroups(count: number, size: number): number[][] {
  return Array.from({ length: Math.ceil(count / size) }, (_, g) => Array.from({ length: Math.min(size, count - g * size) }, (_, i) => g * size + i));
}

/**
 * One of Forms II–VI for one company, over all periods: each line with its number and label (already
 * following the analysis's settings), the figures formatted, a "—" carrying the number of the footnote
 * that says why, and Form VI's column flags (an untallied balance sheet) under the table. More periods than
 * {@link PERIODS_PER_TABLE} print as one table per run of periods.
 */
export function FormTable({ form, company, unitLabel, shift = 0, periods }: FormTableProps) {
  const withMonths = form.lines.some((l) => l.months !== undefined);
  const footnotes = footnotesOf(form.lines);
  const { marks, noteMarks } = footnotes;
  const notes = form.note ? [...footnotes.notes, analystNote(form.note)] : footnotes.notes;
  const flags = (form.flags ?? []).map((flag, p) => (flag ? `${periods[p]?.label ?? ''}: ${flag}` : null)).filter((f): f is string => f !== null);
  const groups = periodGroups(periods.length, withMonths ? PERIODS_PER_TABLE.withMonths : PERIODS_PER_TABLE.plain);
  const head = form.head ?? `Form ${form.id}`;
  return (
    <section className="cg-report-form" aria-label={`${form.title}, ${company}`}>
      <h2 className="cg-report-form-title">{form.title}</h2>
      {groups.map((group, g) => (
        <table key={g} className={g === 0 ? 'cg-report-table' : 'cg-report-table cg-report-continued'}>
          <ReportTableHead
            company={company}
            title={g === 0 ? head : `${head} (continued)`}
            unitLabel={unitLabel}
            periods={group.map((k) => periods[k]!)}
            withMonths={withMonths}
          />
          <tbody>
            {form.lines.map((line, i) =>
              line.heading ? (
                <tr key={i} className="cg-report-heading">
                  <td className="cg-report-no">{line.no}</td>
                  <th scope="rowgroup" colSpan={1 + group.length * (withMonths ? 2 : 1)} className="cg-report-label">
                    {line.label}
                  </th>
                </tr>
              ) : (
                <tr key={i} className={line.detail ? 'cg-report-detail' : undefined}>
                  <td className="cg-report-no">{line.no}</td>
                  <th scope="row" className="cg-report-label">
                    {line.label}
                  </th>
                  {group.map((k) => {
                    const p = periods[k]!;
                    const mark = [marks[i]?.[k], ...(noteMarks[i]?.[k] ?? [])].filter((m) => m !== null && m !== undefined).join(',');
                    return [
                      <td key={`${p.label}-v`} className={p.assessed ? 'cg-report-num cg-report-assessed' : 'cg-report-num'}>
                        {formatLineValue(line.values?.[k], line.format, shift, line.nm?.[k] === true)}
                        {mark ? <sup className="cg-report-mark">{mark}</sup> : null}
                      </td>,
                      withMonths ? (
                        <td key={`${p.label}-m`} className="cg-report-num cg-report-months">
                          {line.months ? formatLineValue(line.months[k], 'months') : ''}
                        </td>
                      ) : null,
                    ];
                  })}
                </tr>
              ),
            )}
          </tbody>
        </table>
      ))}
      {flags.length > 0 || notes.length > 0 ? (
        <div className="cg-report-notes">
          {flags.map((f) => (
            <p key={f} className="cg-report-flag" role="note">
              ⚠ {f}
            </p>
          ))}
          {notes.length > 0 ? (
            <ol>
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
