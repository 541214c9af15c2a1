import type { ReportModel } from '../../../contract/report';
import { ANALYST_NOTES_HEADING, BASIS_ALL_TYPED, BASIS_PAGE_TITLE, companyNotesList, hasBasis, NOTES_PAGE_TITLE } from '../../../contract/report-notes';

type Company = ReportModel['companies'][number];

/** The running head of a page that is not a table of periods: the company, then the page and the unit. */
function PageHead({ company, head, unitLabel, columns }: { company: string; head: string; unitLabel: string; columns: number }) {
  return (
    <tr className="cg-report-company">
      <th colSpan={columns} scope="colgroup">
        <span>{company}</span>
        <span className="cg-report-company-form">
          {head} · {unitLabel}
        </span>
      </th>
    </tr>
  );
}

/**
 * A company's "Basis of projections" page: each driven input row with its method per run of projected years, each
 * fixed-asset block with its rate and additions (amounts in the unit they were entered in), then the analyst's note
 * on the company. Absent for a company with neither.
 */
export function BasisPage({ company, entryUnitLabel }: { company: Company; entryUnitLabel: string }) {
  if (!hasBasis(company)) {
    return null;
  }
  const lines = company.basis ?? [];
  return (
    <section className="cg-report-form" aria-label={`${BASIS_PAGE_TITLE}, ${company.name}`}>
      <h2 className="cg-report-form-title">{BASIS_PAGE_TITLE}</h2>
      <table className="cg-report-table">
        <thead>
          <PageHead company={company.name} head="Basis of projections" unitLabel={entryUnitLabel} columns={3} />
          <tr>
            <th scope="col" className="cg-report-no">
              No.
            </th>
            <th scope="col" className="cg-report-label">
              Particulars
            </th>
            <th scope="col" className="cg-report-label">
              Basis (method, years and figures)
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td className="cg-report-no" />
              <td colSpan={2} className="cg-report-label">
                {BASIS_ALL_TYPED}
              </td>
            </tr>
          ) : (
            lines.map((line, i) => (
              <tr key={`${line.label}-${i}`}>
                <td className="cg-report-no">{i + 1}</td>
                <th scope="row" className="cg-report-label">
                  {line.label}
                </th>
                <td className="cg-report-label cg-report-text">{line.text}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {company.notes?.company ? (
        <div className="cg-report-free-note">
          <h3>{ANALYST_NOTES_HEADING}</h3>
          <p>{company.notes.company}</p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A company's "Notes" page: the analyst's notes on the company and on each form, then the notes on input cells, as
 * one numbered list. Absent for a company without notes.
 */
export function NotesPage({ company, periods, unitLabel }: { company: Company; periods: readonly { label: string }[]; unitLabel: string }) {
  const notes = companyNotesList(company, periods);
  if (notes.length === 0) {
    return null;
  }
  return (
    <section className="cg-report-form" aria-label={`${NOTES_PAGE_TITLE}, ${company.name}`}>
      <h2 className="cg-report-form-title">{NOTES_PAGE_TITLE}</h2>
      <table className="cg-report-table">
        <thead>
          <PageHead company={company.name} head="Notes" unitLabel={unitLabel} columns={2} />
        </thead>
        <tbody>
          {notes.map((n, i) => (
            <tr key={n}>
              <td className="cg-report-no">{i + 1}.</td>
              <td className="cg-report-label cg-report-text">{n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
