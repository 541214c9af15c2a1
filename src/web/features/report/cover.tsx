import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { buttonPrimary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { messageOf } from '../../lib/errors';
import { reportDate } from './report-format';
import { SignOffForm } from './sign-off-form';
import type { ReportStore } from './report-store';

const FIRM_MAX = 160;
const PREPARER_MAX = 120;

/**
 * The firm name, the preparer and whether the footer names the product: a user setting printed on every report
 * (PATCH /api/me/profile/), edited in place. On paper only the values show.
 */
const PreparerForm = observer(function PreparerForm({ store }: { store: ReportStore }) {
  const profile = store.model?.profile ?? { firm_name: '', prepared_by: '', print_product_name: false };
  const [firm, setFirm] = useState(profile.firm_name);
  const [preparer, setPreparer] = useState(profile.prepared_by);
  const [product, setProduct] = useState(profile.print_product_name);
  const [state, setState] = useState<{ saving: boolean; error: string | null; saved: boolean }>({ saving: false, error: null, saved: false });
  const dirty = firm.trim() !== profile.firm_name || preparer.trim() !== profile.prepared_by || product !== profile.print_product_name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ saving: true, error: null, saved: false });
    try {
      await store.saveProfile({ firm_name: firm.trim(), prepared_by: preparer.trim(), print_product_name: product });
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
        <input
          id="report-firm"
          className={fieldInput}
          value={firm}
          maxLength={FIRM_MAX}
          onChange={(e) => setFirm(e.target.value)}
          autoComplete="organization"
        />
      </div>
      <div>
        <label htmlFor="report-preparer" className={fieldLabel}>
          Prepared by
        </label>
        <input
          id="report-preparer"
          className={fieldInput}
          value={preparer}
          maxLength={PREPARER_MAX}
          onChange={(e) => setPreparer(e.target.value)}
          autoComplete="name"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700 sm:col-span-2 dark:text-gray-200">
        <input type="checkbox" checked={product} onChange={(e) => setProduct(e.target.checked)} />
        Print “Prepared with CreditGrid” in the footer beside the firm's name
      </label>
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
    ['UDIN', model.sign_off.udin ?? null],
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
      {store.readOnly ? null : (
        <>
          <PreparerForm store={store} />
          <SignOffForm store={store} />
        </>
      )}
    </section>
  );
});

/** The signature block at the end: for the firm, the preparer, and the stored UDIN, place and date of signing. */
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
          <dd>{model.sign_off.udin ?? <Blank />}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>{model.sign_off.place ?? <Blank />}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{reportDate(model.sign_off.signed_on ? `${model.sign_off.signed_on}T00:00:00` : model.generated_at)}</dd>
        </div>
      </dl>
    </section>
  );
});
