import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { UNIT_LABELS } from '../../../contract/constants';
import { UNIT_ASSUMPTION_LABEL } from '../../../contract/report';
import { displayShift } from '../../lib/display-units';
import { PATHS, SCREEN_PATHS } from '../../lib/paths';
import { useStores } from '../../stores/use-stores';
import { useViewInUrl } from '../../lib/use-view-in-url';
import { ReportCover, SignatureBlock } from './cover';
import { Contents, PageChoices } from './contents';
import { hasChecks, loanPageTitles, printedPages } from './print-pages';
import { FormOne } from './form-one';
import { ChecksList } from './checks-list';
import { FormTable } from './form-table';
import { BREAK_EVEN_PAGE_TITLE, LoanPages } from './loan-pages';
import { SensitivityPage } from './sensitivity-page';
import { PrintFooter } from './print-footer';
import { SubmissionsPanel } from './submissions-panel';
import { BasisPage, NotesPage } from './notes-pages';
import { NotesEditor } from './notes-editor';
import { periodHeaders } from './report-format';
import { ReportStore } from './report-store';
import type { CompanyChoice } from './report-store';
import './report.css';

/**
 * The assumptions in effect: every setting as printed, the unit and the assessment year. The unit is the one
 * the forms above are printed in (`unitsText`, "₹ crores (entered in ₹ lakhs)"), not only the entry unit.
 */
const Assumptions = observer(function Assumptions({ store, unitsText }: { store: ReportStore; unitsText: string }) {
  const model = store.model;
  if (!model) {
    return null;
  }
  return (
    <section className="cg-report-form cg-report-assumptions" aria-label="Assumptions">
      <h2 className="cg-report-form-title">Assumptions</h2>
      <table className="cg-report-table">
        <thead>
          <tr>
            <th scope="col" className="cg-report-label">
              Setting
            </th>
            <th scope="col">In effect</th>
          </tr>
        </thead>
        <tbody>
          {model.assumptions.map((a) => (
            <tr key={a.label}>
              <th scope="row" className="cg-report-label">
                {a.label}
              </th>
              <td className="cg-report-num">{a.label === UNIT_ASSUMPTION_LABEL ? unitsText : a.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/** Choose one company or all of them, and print (the browser's print to PDF, with the report's stylesheet). */
const ReportToolbar = observer(function ReportToolbar({ store }: { store: ReportStore }) {
  const companies = store.model?.companies ?? [];
  const first = useRef<HTMLSelectElement>(null);
  // Opening the report puts the focus on its first control, not on <body>, unless the analyst already moved it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      first.current?.focus();
    }
  }, []);
  return (
    <div role="toolbar" aria-label="Report tools" className="cg-no-print mb-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="report-company" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
          Companies in the report
        </label>
        <select
          ref={first}
          id="report-company"
          className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          value={String(store.company)}
          onChange={(e) => store.setCompany((e.target.value === 'all' ? 'all' : Number(e.target.value)) as CompanyChoice)}
        >
          <option value="all">All companies, in turn</option>
          {companies.map((c, i) => (
            <option key={i} value={i}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonPrimary}
        onClick={() => window.print()}
        title="Opens the print dialog on A4 landscape; choose “Save as PDF” as the destination"
      >
        Download PDF
      </button>
      <button type="button" className={buttonSecondary} onClick={() => void store.load()}>
        Refresh figures
      </button>
      <PageChoices store={store} />
      {store.limitsDirty ? (
        <p role="status" className="basis-full rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 sm:basis-auto dark:bg-amber-950 dark:text-amber-200">
          Form I has unsaved changes: save them first, or the PDF shows the limits as last saved.
        </p>
      ) : (
        <p className="basis-full text-xs text-gray-500 sm:basis-auto dark:text-gray-400">In the print dialog choose “Save as PDF” as the destination.</p>
      )}
    </div>
  );
});

/**
 * The CMA report of the open analysis, as a bank files it: a cover, Forms I–VI for the chosen company or
 * every company in turn (periods as columns, the assessment year marked), the assumptions in effect and a
 * signature block. The screen is the print preview; the print stylesheet (report.css) lays it on A4
 * landscape with repeating column headers and "Page n of N".
 */
export const ReportPage = observer(function ReportPage() {
  const { session, ui } = useStores();
  const tokenId = session.tokenId;
  const [store, setStore] = useState<ReportStore | null>(null);
  // Amounts print, and Form I is edited, in the display unit chosen on the analysis screens; the entry unit is
  // the one the report came in (a new choice makes a new store, so Form I's drafts are in the units shown).
  const chosen = tokenId === null ? undefined : ui.displayUnits[tokenId];
  // `?snapshot=<id>`: a CMA as submitted, opened read-only to print again exactly as it was.
  const [search] = useSearchParams();
  const snapshotParam = Number(search.get('snapshot'));
  const snapshotId = Number.isInteger(snapshotParam) && snapshotParam > 0 ? snapshotParam : null;

  useEffect(() => {
    if (tokenId === null) {
      return;
    }
    const next = new ReportStore(tokenId, (entered) => ui.displayUnitsOf(tokenId, entered), snapshotId);
    setStore(next);
    void next.load().then(() => next.model && !next.readOnly && session.unitIs(tokenId, next.model.analysis.unit));
  }, [tokenId, chosen, ui, session, snapshotId]);

  // The company shown (`?company=2`, every company when left out) is in the URL, so a reload or a bookmark keeps it.
  useViewInUrl(
    Boolean(store?.model),
    (asked) => asked.company !== undefined && asked.company < (store?.model?.companies.length ?? 0) && store?.setCompany(asked.company),
    () => (typeof store?.company === 'number' ? { company: store.company } : {}),
    ['company'],
  );

  const name = store?.model?.analysis.name;
  useEffect(() => {
    // The title is the PDF's default file name in the print dialog.
    const before = document.title;
    if (name) {
      document.title = `CMA report — ${name}`;
    }
    return () => {
      document.title = before;
    };
  }, [name]);

  if (!store || (!store.model && !store.loadError)) {
    // Keyed apart from the report's container: React would otherwise reuse this full-width div for it, and the
    // browser would count the report's arrival as the div shrinking to its maximum width (CLS 0.08 at 1440 px).
    return (
      <div key="preparing" className="flex flex-1 items-center justify-center p-10">
        <Spinner label="Preparing the report…" />
      </div>
    );
  }
  const model = store.model;
  if (!model) {
    return (
      <section role="alert" className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <h1 className="font-franklin text-2xl font-semibold">The report could not be prepared</h1>
        <p className="text-gray-600 dark:text-gray-300">{store.loadError}</p>
        <div className="flex gap-3">
          <button type="button" className={buttonPrimary} onClick={() => void store.load()}>
            Try again
          </button>
          <Link to={SCREEN_PATHS.kfi} className={buttonSecondary}>
            Back to KFI
          </Link>
        </div>
      </section>
    );
  }
  const periods = periodHeaders(model);
  const units = store.units!;
  const shift = displayShift(units);
  const unitsText = units.shown === units.entered ? UNIT_LABELS[units.entered] : `${UNIT_LABELS[units.shown]} (entered in ${UNIT_LABELS[units.entered]})`;
  return (
    <div key="report" className="cg-report mx-auto w-full max-w-7xl px-3 py-5 sm:px-6">
      <ReportToolbar store={store} />
      {store.snapshot ? (
        <p role="status" className="cg-no-print mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          As submitted to {store.snapshot.bank} on {store.snapshot.submitted_on} (version {store.snapshot.version}, marked by {store.snapshot.created_by}):
          read-only.{' '}
          <Link to={PATHS.report} className="underline">
            Back to the report as it is now
          </Link>
        </p>
      ) : (
        <SubmissionsPanel store={store} />
      )}
      <PrintFooter profile={model.profile} />
      <article className="cg-report-paper">
        <ReportCover store={store} unitsText={unitsText} />
        <Contents store={store} />
        {store.shownCompanies.map(({ index, company }) => (
          <div key={index} className="cg-report-company-block">
            <FormOne store={store} index={index} unitLabel={UNIT_LABELS[units.shown]} shift={shift} />
            {company.forms
              .filter((f) => f.id !== 'I')
              .map((form) => (
                <FormTable
                  key={form.id}
                  form={{ ...form, note: company.notes?.forms?.[form.id] }}
                  company={company.name}
                  unitLabel={UNIT_LABELS[units.shown]}
                  shift={shift}
                  periods={periods}
                />
              ))}
            {printedPages(company, store.shows).map((page) => (
              <FormTable key={page.id} form={page} company={company.name} unitLabel={UNIT_LABELS[units.shown]} shift={shift} periods={periods} />
            ))}
            {store.shows('loans') && loanPageTitles(store, index).length > 0 ? (
              <>
                <LoanPages
                  schedule={store.loans}
                  breakEven={loanPageTitles(store, index).includes(BREAK_EVEN_PAGE_TITLE) ? store.breakEven : null}
                  index={index}
                  unitLabel={UNIT_LABELS[units.shown]}
                  shift={shift}
                  periods={periods}
                />
                <SensitivityPage
                  sensitivity={store.sensitivity}
                  index={index}
                  years={(store.model?.periods ?? []).map((p) => p.year)}
                  unitLabel={UNIT_LABELS[units.shown]}
                  shift={shift}
                  periods={periods}
                />
              </>
            ) : null}
            {store.shows('basis') ? <BasisPage company={company} entryUnitLabel={UNIT_LABELS[units.entered]} /> : null}
            {store.shows('checks') && hasChecks(company) ? (
              <div className="cg-report-checks-group">
                <ChecksList
                  title="Form I checks"
                  company={company.name}
                  checks={(company.limit_flags ?? []).map((text) => ({ period: 'Form I', level: 'warning', text }))}
                />
                <ChecksList title="Banker's flags" company={company.name} checks={company.bankers_flags} />
                <ChecksList title="Checks across years" company={company.name} checks={company.checks} />
              </div>
            ) : null}
            {store.shows('notes') ? <NotesPage company={company} periods={periods} unitLabel={UNIT_LABELS[units.shown]} /> : null}
            <NotesEditor store={store} index={index} />
          </div>
        ))}
        {store.shows('assumptions') ? <Assumptions store={store} unitsText={unitsText} /> : null}
        <SignatureBlock store={store} />
      </article>
    </div>
  );
});
