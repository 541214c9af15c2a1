import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { printPagination } from './print-measure';
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
 * The contents after the cover: every section of the print in order, numbered, with the company it belongs to
 * and the page it starts on. The pages come from the report's own pagination in the print's geometry
 * (print-measure.ts), measured again after every render, when the fonts arrive and just before printing.
 */
export const Contents = observer(function Contents({ store }: { store: ReportStore }) {
  const entries = contentsOf(store.shownCompanies, store.shows, (index) => loanPageTitles(store, index));
  const ref = useRef<HTMLElement>(null);
  const measure = useCallback(() => {
    const paper = ref.current?.closest<HTMLElement>('.cg-report-paper');
    if (!paper) {
      return;
    }
    const { entryPages } = printPagination(paper);
    // The walk finds one entry per section printed; anything else means the two disagree, and no number is better than a wrong one.
    store.setEntryPages(entryPages.length === entries.length ? entryPages : null);
  }, [store, entries.length]);
  useLayoutEffect(measure);
  useEffect(() => {
    const beforePrint = () => flushSync(measure);
    window.addEventListener('beforeprint', beforePrint);
    void document.fonts.ready.then(measure);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, [measure]);
  const pages = store.entryPages;
  return (
    <section ref={ref} className="cg-report-contents" aria-label="Contents">
      <h2 className="cg-report-form-title">Contents</h2>
      <table className="cg-report-table cg-report-contents-table">
        <thead>
          <tr>
            <th scope="col" className="cg-report-no">
              No.
            </th>
            <th scope="col" className="cg-report-label">
              Section
            </th>
            <th scope="col" className="cg-report-label">
              Company
            </th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={e.no}>
              <td className="cg-report-no">{e.no}.</td>
              <td className="cg-report-label">{e.title}</td>
              <td className="cg-report-label">{e.company ?? ''}</td>
              <td className="cg-report-num">{pages?.[i] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
