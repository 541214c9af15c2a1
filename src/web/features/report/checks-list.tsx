import type { ReportCheck } from '../../../contract/report';

/**
 * The checks across years of one company (cma-forms §4.7), after its forms: each warning or information
 * line with its period, for the analyst to clear or explain before the file goes to the bank. Nothing
 * when every check passes. Text only (React escapes it).
 */
export function ChecksList({ company, checks }: { company: string; checks: readonly ReportCheck[] }) {
  if (checks.length === 0) {
    return null;
  }
  return (
    <section className="cg-report-checks mt-6" aria-label={`Checks across years, ${company}`}>
      <h2 className="cg-report-form-title">Checks across years — {company}</h2>
      <ul className="cg-report-notes">
        {checks.map((c, i) => (
          <li key={i} className={c.level === 'warning' ? 'cg-report-flag' : undefined}>
            {c.level === 'warning' ? '⚠ ' : 'ℹ '}
            <span className="font-semibold">{c.period}:</span> {c.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
