import { observer } from 'mobx-react-lite';
import { contentsOf, loanPageTitles, OPTIONAL_PAGES } from './print-pages';
import type { ReportStore } from './report-store';

/** The report dialog's page switches: each optional page of the print, ticked when it prints. Not printed. */
export const PageChoices = observer(function PageChoices({ store }: { store: ReportStore }) {
  return (
    <fieldset className="cg-no-print basis-full rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium text-gray-700 dark:text-gray-200">Pages in the print</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {OPTIONAL_PAGES.map((page) => (
          <label key={page.id} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-100">
            <input type="checkbox" checked={store.shows(page.id)} onChange={(e) => store.setShown(page.id, e.target.checked)} />
            {page.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/**
 * The contents on the cover: every section of the print in order, numbered as the section's running head is,
 * with the company it belongs to.
 */
export const Contents = observer(function Contents({ store }: { store: ReportStore }) {
  const entries = contentsOf(store.shownCompanies, store.shows, (index) => loanPageTitles(store, index));
  return (
    <section className="cg-report-contents" aria-label="Contents">
      <h2 className="cg-report-form-title">Contents</h2>
      <ol className="cg-report-contents-list">
        {entries.map((e) => (
          <li key={e.no}>
            <span className="cg-report-contents-no">{e.no}.</span> {e.title}
            {e.company ? <span className="cg-report-contents-company"> — {e.company}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
});
