import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SnapshotSummary, VarianceReport, WireVarianceLine } from '../../../contract';
import { formatValue, NOT_AVAILABLE } from '../../../domain/format';
import { Spinner } from '../../components/spinner';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { messageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { useStores } from '../../stores/use-stores';
import { fetchSnapshots } from './api';
import { reportDate } from './report-format';
import './report.css';
import { fetchVariance, putReason } from './variance-api';

const figure = (v: number | null, unit: WireVarianceLine['unit']) => formatValue(v, unit);
const percent = (v: number | null) => (v === null ? NOT_AVAILABLE : formatValue(v, 'percent'));

/** The reason of one line: typed on screen and saved when the field is left; on paper, its text. */
function ReasonCell({ line, save }: { line: WireVarianceLine; save: (reason: string) => Promise<void> }) {
  const [text, setText] = useState(line.reason);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  const label = `Reason: ${line.label}`;
  return (
    <td className="cg-report-label">
      <span className="cg-report-print-only-inline">{line.reason}</span>
      <textarea
        aria-label={label}
        className="cg-no-print w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-950"
        rows={1}
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text.trim() === line.reason) {
            return;
          }
          setState('saving');
          save(text.trim()).then(
            () => setState('saved'),
            (err: unknown) => setState(`Not saved: ${messageOf(err)}`),
          );
        }}
      />
      <span role="status" className="cg-no-print text-xs text-gray-600 dark:text-gray-300">
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved.' : state === 'idle' ? '' : state}
      </span>
    </td>
  );
}

/** One company's years: per year, the lines with projected, actual, difference, %, the flag and the reason. */
function CompanyVariance({
  report,
  index,
  save,
}: {
  report: VarianceReport;
  index: number;
  save: (year: number, line: WireVarianceLine, reason: string) => Promise<void>;
}) {
  const company = report.companies[index]!;
  return (
    <>
      {company.years.map((y) => (
        <section key={y.year} className="cg-report-form" aria-label={`${company.name}, ${y.label}`}>
          <h2 className="cg-report-form-title">
            Projected against actual — {company.name}, FY ending {y.year}
          </h2>
          <table className="cg-report-table">
            <thead>
              <tr className="cg-report-company">
                <th colSpan={7} scope="colgroup">
                  <span>{company.name}</span>
                  <span className="cg-report-company-form">
                    {y.projected_kind} in the CMA submitted to {report.snapshot.bank} on {reportDate(`${report.snapshot.submitted_on}T00:00:00`)} · {y.label}{' '}
                    now · amounts in {report.unit_label}
                  </span>
                </th>
              </tr>
              <tr>
                <th scope="col" className="cg-report-label">
                  Line
                </th>
                <th scope="col">Projected</th>
                <th scope="col">Actual</th>
                <th scope="col">Difference</th>
                <th scope="col">%</th>
                <th scope="col">Above {report.threshold_pct}%</th>
                <th scope="col" className="cg-report-label">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {y.lines.map((l) => (
                <tr key={l.line} className={l.flagged ? 'cg-variance-flagged' : undefined}>
                  <th scope="row" className="cg-report-label">
                    {l.label}
                  </th>
                  <td className="cg-report-num">{figure(l.projected, l.unit)}</td>
                  <td className="cg-report-num">{figure(l.actual, l.unit)}</td>
                  <td className="cg-report-num">{figure(l.difference, l.unit)}</td>
                  <td className="cg-report-num" title={l.note ?? undefined}>
                    {percent(l.pct)}
                  </td>
                  <td className="cg-report-num">{l.flagged ? 'Flagged' : ''}</td>
                  <ReasonCell line={l} save={(reason) => save(y.year, l, reason)} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

/**
 * Renewal variance (`/variance?snapshot=<id>`): for a CMA marked as submitted, each year that was Estimated or
 * Projected then and is Audited or Provisional now, the projected figure beside the actual, the difference and the
 * %, flagged above the analysis's threshold, with the analyst's reason per line; printed as it is shown.
 */
export const VariancePage = observer(function VariancePage() {
  const { session } = useStores();
  const analysisId = session.tokenId;
  const [search, setSearch] = useSearchParams();
  const snapshotId = Number(search.get('snapshot')) || null;
  const [snapshots, setSnapshots] = useState<SnapshotSummary[] | null>(null);
  const [report, setReport] = useState<VarianceReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (analysisId === null) {
      return;
    }
    fetchSnapshots(analysisId).then(setSnapshots, (err: unknown) => setError(messageOf(err)));
  }, [analysisId]);
  useEffect(() => {
    setReport(null);
    if (analysisId === null || snapshotId === null) {
      return;
    }
    fetchVariance(analysisId, snapshotId).then(setReport, (err: unknown) => setError(messageOf(err)));
  }, [analysisId, snapshotId]);

  if (error) {
    return (
      <p role="alert" className="mx-auto max-w-lg p-10 text-center">
        The variance could not be prepared: {error}
      </p>
    );
  }
  if (snapshots === null || (snapshotId !== null && report === null)) {
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <Spinner label="Comparing with the CMA as submitted…" />
      </div>
    );
  }
  const save = async (position: number, year: number, line: WireVarianceLine, reason: string) => {
    await putReason(analysisId!, snapshotId!, { company: position, year, line: line.line, reason });
    line.reason = reason;
  };
  const years = report?.companies.reduce((n, c) => n + c.years.length, 0) ?? 0;
  return (
    <div className="cg-report mx-auto w-full max-w-7xl px-3 py-5 sm:px-6">
      <div role="toolbar" aria-label="Variance tools" className="cg-no-print mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="variance-snapshot" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
            CMA as submitted
          </label>
          <select
            id="variance-snapshot"
            className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
            value={snapshotId ?? ''}
            onChange={(e) => setSearch(e.target.value ? { snapshot: e.target.value } : {})}
          >
            <option value="">Choose…</option>
            {snapshots.map((s) => (
              <option key={s.id} value={s.id}>
                {s.bank}, {s.submitted_on}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonPrimary} onClick={() => window.print()} disabled={!report}>
          Print
        </button>
        <Link to={PATHS.report} className={buttonSecondary}>
          Back to the report
        </Link>
      </div>
      {snapshots.length === 0 ? (
        <p>
          No CMA of this analysis has been marked as submitted yet. Mark it on the <Link to={PATHS.report}>report</Link> after printing it.
        </p>
      ) : null}
      {report ? (
        <article className="cg-report-paper">
          <h1 className="cg-report-title">Last renewal against actuals</h1>
          {years === 0 ? (
            <p>No year that was estimated or projected in this CMA is audited or provisional yet.</p>
          ) : (
            report.companies.map((c, i) => <CompanyVariance key={i} report={report} index={i} save={(year, line, reason) => save(i, year, line, reason)} />)
          )}
        </article>
      ) : null}
    </div>
  );
});
