import type { ReportCheck } from '../../../contract/report';

/**
 * A list of one company after its forms: the checks across years (cma-forms §4.7) or the banker's flags,
 * each warning or information line with its period, for the analyst to clear or explain before the file
 * goes to the bank. Nothing when the list is empty. Text only (React escapes it).
 */
export function ChecksList({ title, company, checks }: { title: string; company: string; checks: readonly ReportCheck[] }) {
  if (checks.length === 0) {
    return null;
  }
  return (
    <section className="cg-report-checks mt-6" aria-label={`${title}, ${company}`}>
      <h2 className="cg-report-form-title">
        {title} — {company}
      </h2>
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
