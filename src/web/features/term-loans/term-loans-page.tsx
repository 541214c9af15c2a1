import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/spinner';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { UNIT_LABELS } from '../../../contract/constants';
import { useStores } from '../../stores/use-stores';
import { DscrTable } from './dscr-table';
import { LoansGrid } from './loans-grid';
import { MonthSchedule } from './month-schedule';
import { TermLoansStore } from './term-loans-store';

/** What the save button's neighbour says: saving, saved, or why not. */
const SaveStatus = observer(function SaveStatus({ store }: { store: TermLoansStore }) {
  const save = store.save;
  if (save.state === 'idle') {
    return <p className="text-xs text-gray-500 dark:text-gray-400">Enter on the last loan saves; the schedule and DSCR follow the saved loans.</p>;
  }
  if (!('message' in save)) {
    return (
      <p role="status" className="text-sm text-gray-700 dark:text-gray-200">
        {save.state === 'saving' ? 'Saving the loans…' : 'Loans saved; the schedule and DSCR below are up to date.'}
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {save.message}
    </p>
  );
});

/**
 * The Term loans screen: per company (side by side, up to 8) its loans as a keyboard-first grid, the
 * schedule year by year with the DSCR of each year and its minimum and average over the tenor, and each
 * loan's month-by-month schedule on demand. Figures are in the analysis's entry unit.
 */
export const TermLoansPage = observer(function TermLoansPage() {
  const { session } = useStores();
  const tokenId = session.tokenId;
  const [store, setStore] = useState<TermLoansStore | null>(null);
  useEffect(() => {
    if (tokenId === null) {
      return;
    }
    const next = new TermLoansStore(tokenId, session.year ?? new Date().getFullYear(), (summary) => session.changedElsewhere(summary));
    setStore(next);
    void next.load();
  }, [tokenId, session]);

  if (!store || (!store.schedule && !store.loadError)) {
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <Spinner label="Loading the term loans…" />
      </div>
    );
  }
  const schedule = store.schedule;
  if (!schedule) {
    return (
      <section role="alert" className="mx-auto max-w-lg p-10 text-center">
        <h1 className="font-franklin text-2xl font-semibold">The term loans could not be loaded</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-300">{store.loadError}</p>
        <button type="button" className={`${buttonPrimary} mt-4`} onClick={() => void store.load()}>
          Try again
        </button>
      </section>
    );
  }
  const unitLabel = store.unit === null ? '' : UNIT_LABELS[store.unit];
  return (
    <div className="w-full px-3 py-5 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="font-franklin text-2xl font-semibold">Term loans</h1>
        <button type="button" className={buttonPrimary} onClick={() => void store.saveLoans()} disabled={store.save.state === 'saving'}>
          Save loans
        </button>
        <button type="button" className={buttonSecondary} onClick={() => void store.load()}>
          Reload
        </button>
        <SaveStatus store={store} />
      </div>
      <div className="flex gap-4 overflow-x-auto pb-4">
        {schedule.companies.map((company, c) => (
          <section
            key={c}
            aria-label={`Term loans of ${company.name}`}
            className="min-w-[46rem] flex-1 rounded-xl border border-gray-200 p-3 dark:border-gray-800"
          >
            <h2 className="mb-2 text-lg font-semibold">{company.name}</h2>
            <LoansGrid store={store} company={c} name={company.name} unitLabel={unitLabel} />
            <h3 className="mt-4 mb-1 font-semibold">Repayment schedule and DSCR, year by year ({unitLabel})</h3>
            <DscrTable company={company} periods={schedule.periods} settings={store.settings} />
            {company.loans.map((loan, l) => (
              <MonthSchedule key={l} store={store} company={c} index={l} loan={loan} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
});
