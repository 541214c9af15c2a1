import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { buttonPrimary, buttonSecondary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { PATHS } from '../../lib/paths';
import { downloadSnapshot } from './api';
import { reportDate } from './report-format';
import type { ReportStore } from './report-store';
import { failureOf, IDLE } from './sign-off-form';
import type { FormState } from './sign-off-form';

/** Today as an ISO date in the analyst's time zone (the date a CMA is submitted on, by default). */
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * "Mark as submitted to <bank> on <date>": after the final print, the analyst freezes what was printed (a snapshot
 * of the version on screen; refused when the analysis changed since). Below, the snapshots taken (who, when), each
 * opened read-only to print again, exported as its analysis file, or compared with today's actuals.
 */
export const SubmissionsPanel = observer(function SubmissionsPanel({ store }: { store: ReportStore }) {
  const [bank, setBank] = useState('');
  const [submittedOn, setSubmittedOn] = useState(today);
  const [state, setState] = useState<FormState>(IDLE);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!bank.trim() || !submittedOn) {
      setState({ saving: false, error: 'Name the bank and the date it was submitted on.', saved: false });
      return;
    }
    setState({ saving: true, error: null, saved: false });
    try {
      await store.markSubmitted({ bank: bank.trim(), submitted_on: submittedOn });
      setState({ saving: false, error: null, saved: true });
    } catch (err) {
      setState({ saving: false, error: failureOf(err, 'snapshot'), saved: false });
    }
  };

  return (
    <section className="cg-no-print mb-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700" aria-label="Submissions">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor="submit-bank" className={fieldLabel}>
            Mark as submitted to (bank)
          </label>
          <input id="submit-bank" className={fieldInput} value={bank} maxLength={120} onChange={(e) => setBank(e.target.value)} />
        </div>
        <div>
          <label htmlFor="submit-on" className={fieldLabel}>
            Submitted on
          </label>
          <input id="submit-on" type="date" className={fieldInput} value={submittedOn} onChange={(e) => setSubmittedOn(e.target.value)} />
        </div>
        <button type="submit" className={buttonPrimary} disabled={state.saving}>
          {state.saving ? 'Keeping a copy…' : 'Mark as submitted'}
        </button>
        <p role="status" className="pb-2 text-sm text-gray-600 dark:text-gray-300">
          {state.saved ? 'A copy of this CMA as printed is kept below.' : ''}
        </p>
        {state.error ? (
          <p role="alert" className={`${fieldError} basis-full`}>
            {state.error}
          </p>
        ) : null}
      </form>
      {store.snapshots.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="text-left font-semibold">As submitted</caption>
          <thead>
            <tr>
              <th scope="col">Bank</th>
              <th scope="col">Submitted on</th>
              <th scope="col">Marked by</th>
              <th scope="col">Version</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {store.snapshots.map((s) => (
              <tr key={s.id}>
                <td>{s.bank}</td>
                <td>{reportDate(`${s.submitted_on}T00:00:00`)}</td>
                <td>
                  {s.created_by}, {new Date(s.created_at).toLocaleString('en-IN')}
                </td>
                <td>{s.version}</td>
                <td className="flex flex-wrap gap-2 py-1">
                  <Link className={buttonSecondary} to={`${PATHS.report}?snapshot=${s.id}`} reloadDocument>
                    Open as submitted
                  </Link>
                  <Link className={buttonSecondary} to={`${PATHS.variance}?snapshot=${s.id}`}>
                    Against actuals
                  </Link>
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() => void downloadSnapshot(store.analysisId, s, store.model?.analysis.name ?? 'analysis')}
                  >
                    Export
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
});
