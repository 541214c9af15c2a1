import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { buttonPrimary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { messageOf } from '../../lib/errors';
import { reportDate } from './report-format';
import type { ReportStore } from './report-store';

const FIRM_MAX = 160;
const PREPARER_MAX = 120;

/**
 * The firm name and the preparer, a user setting printed on every report (PATCH /api/me/profile/), edited
 * in place; the UDIN is typed per document. On paper only the values show.
 */
const PreparerForm = observer(function PreparerForm({ store }: { store: ReportStore }) {
  const profile = store.model?.profile ?? { firm_name: '', prepared_by: '' };
  const [firm, setFirm] = useState(profile.firm_name);
  const [preparer, setPreparer] = useState(profile.prepared_by);
  const [state, setState] = useState<{ saving: boolean; error: string | null; saved: boolean }>({ saving: false, error: null, saved: false });
  const dirty = firm.trim() !== profile.firm_name || preparer.trim() !== profile.prepared_by;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ saving: true, error: null, saved: false });
    try {
      await store.saveProfile({ firm_name: firm.trim(), prepared_by: preparer.trim() });
      setState({ saving: false, error: null, saved: true });
    } catch (err) {
      setState({ saving: false, error: `The details were not saved: ${messageOf(err)}`, saved: false });
    }
  };

  return (
    <form className="cg-no-print mt-6 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} aria-label="Preparer's details">
      <div>
        <label htmlFor="report-firm" className={fieldLabel}>
          Firm name
        </label>
        <input id="report-firm" className={fieldInput} value={firm} maxLength={FIRM_MAX} onChange={(e) => setFirm(e.target.value)} autoComplete="organization" />
      </div>
      <div>
        <label htmlFor="report-preparer" className={fieldLabel}>
          Prepared by
        </label>
        <input id="report-preparer" className={fieldInput} value={preparer} maxLength={PREPARER_MAX} onChange={(e) => setPreparer(e.target.value)} autoComplete="name" />
      </div>
      <div>
        <label htmlFor="report-udin" className={fieldLabel}>
          UDIN <span className="font-normal text-gray-500 dark:text-gray-400">(for this document; not stored)</span>
        </label>
        <input
          id="report-udin"
          className={`${fieldInput} font-mono uppercase`}
          value={store.udin}
          maxLength={18}
          onChange={(e) => store.setUdin(e.target.value.toUpperCase())}
          spellCheck={false}
        />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className={buttonPrimary} disabled={state.saving || !dirty}>
          {state.saving ? 'Saving…' : 'Save firm and preparer'}
        </button>
        <p role="status" className="pb-2 text-sm text-gray-600 dark:text-gray-300">
          {state.saved && !dirty ? 'Saved for all your reports.' : ''}
        </p>
      </div>
      {state.error ? (
        <p role="alert" className={`${fieldError} sm:col-span-2`}>
          {state.error}
        </p>
      ) : null}
    </form>
  );
});

/** A line left to fill by hand on paper. */
const Blank = () => <span className="cg-report-blank" aria-hidden="true" />;

/**
 * The cover: firm, the analysis and companies, unit, assessment year, preparer, date and UDIN. `unitsText`
 * names the unit the figures are printed in ("₹ lakhs", or "Entered in ₹ lakhs · shown in ₹ crores").
 */
export const ReportCover = observer(function ReportCover({ store, unitsText }: { store: ReportStore; unitsText: string }) {
  const model = store.model;
  if (!model) {
    return null;
  }
  const companies = store.shownCompanies.map((c) => c.company.name);
  const rows: [string, string | null][] = [
    ['Analysis', model.analysis.name],
    [companies.length === 1 ? 'Company' : 'Companies', companies.join(', ')],
    ['Assessment year', model.periods.find((p) => p.year === model.assessment_year)?.label ?? String(model.assessment_year)],
    ['Periods', model.periods.map((p) => p.label).join(', ')],
    ['Figures in', unitsText],
    ['Prepared by', model.profile.prepared_by || null],
    ['Date', reportDate(model.generated_at)],
    ['UDIN', store.udin || null],
  ];
  return (
    <section className="cg-report-cover" aria-label="Cover">
      <p className="cg-report-firm">{model.profile.firm_name || <span className="cg-no-print text-gray-500 dark:text-gray-400">Your firm's name</span>}</p>
      <h1 className="cg-report-title">Credit Monitoring Arrangement (CMA) data</h1>
      <p className="cg-report-subtitle">Forms I–VI, with the assumptions in effect</p>
      <dl className="cg-report-cover-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <Blank />}</dd>
          </div>
        ))}
      </dl>
      <PreparerForm store={store} />
    </section>
  );
});

/** The signature block at the end: for the firm, the preparer, UDIN, place and date. */
export const SignatureBlock = observer(function SignatureBlock({ store }: { store: ReportStore }) {
  const model = store.model;
  if (!model) {
    return null;
  }
  return (
    <section className="cg-report-signature" aria-label="Signature">
      <p>
        For <strong>{model.profile.firm_name || <Blank />}</strong>
      </p>
      <div className="cg-report-sign-line" />
      <dl className="cg-report-cover-facts">
        <div>
          <dt>Name</dt>
          <dd>{model.profile.prepared_by || <Blank />}</dd>
        </div>
        <div>
          <dt>Partner / Proprietor</dt>
          <dd>
            <Blank />
          </dd>
        </div>
        <div>
          <dt>UDIN</dt>
          <dd>{store.udin || <Blank />}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>
            <Blank />
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{reportDate(model.generated_at)}</dd>
        </div>
      </dl>
    </section>
  );
});
