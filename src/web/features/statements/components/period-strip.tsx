import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PERIOD_KINDS } from '../../../../contract/periods';
import type { PeriodKind } from '../../../../contract/periods';
import { MAX_PERIODS, periodLabel } from '../../../../domain/periods';
import { Modal } from '../../../components/modal';
import { buttonDanger, buttonSecondary } from '../../../components/ui';
import { announce } from '../../../lib/announce';
import { useRovingTabStop } from '../../../lib/use-roving-tab-stop';
import type { Outcome } from '../../../lib/outcome';
import type { UiStore } from '../../../stores/ui-store';
import type { AnalysisStore } from '../../analysis';
import { UnitControls } from './unit-controls';

interface PeriodStripProps {
  readonly store: AnalysisStore;
  readonly ui: UiStore;
  readonly editable: boolean;
}

const control =
  'rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-newBlue-500 disabled:opacity-45 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';
const tool = `${control} font-medium hover:bg-gray-100 dark:hover:bg-gray-700`;

/**
 * The header strip of the time axis: the layout (companies side by side for one period, or one
 * company's years side by side), the switcher of that layout (the period, assessment year first; or
 * the company), Alt+PageUp / Alt+PageDown for the previous / next one, and on the statements the period
 * operations (add a year before or after, change the shown period's kind, make it the assessment year,
 * remove it — asking first when it holds figures, with an Undo after), and the display unit of the amounts.
 */
export const PeriodStrip = observer(function PeriodStrip({ store, ui, editable }: PeriodStripProps) {
  // One tab stop for the strip, as for the toolbar: Tab from the heading reaches the grid in three presses.
  const roving = useRovingTabStop<HTMLDivElement>();
  const { view, periods, assessmentYear } = store;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'PageUp' && e.key !== 'PageDown')) {
        return;
      }
      e.preventDefault();
      const step = e.key === 'PageUp' ? -1 : 1;
      if (view.layout === 'companies') {
        view.stepPeriod(step);
      } else {
        const next = view.company + step;
        if (next >= 0 && next < store.companyNames.length) {
          view.setCompany(next);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view, store]);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      announce(await work());
    } finally {
      setBusy(false);
    }
  };

  const shown = view.period;
  const period = periods[shown];
  const assessment = periods.findIndex((p) => p.year === assessmentYear);
  // The assessment year first, then the others oldest first.
  const order = [assessment, ...periods.map((_, i) => i).filter((i) => i !== assessment)].filter((i) => i >= 0);
  const removable = periods.length > 1 && period !== undefined && period.year !== assessmentYear && (shown === 0 || shown === periods.length - 1);
  const remove = (index: number) => {
    setConfirming(null);
    void run(() => store.removePeriod(index));
  };

  return (
    <div
      {...roving}
      className="cg-no-print mb-3 flex flex-wrap items-center gap-2"
      role="toolbar"
      aria-label="Years, layout and units"
      data-testid="period-strip"
    >
      <div role="radiogroup" aria-label="Layout" className="inline-flex overflow-hidden rounded-md border border-gray-300 dark:border-gray-600">
        {(['companies', 'years'] as const).map((layout) => (
          <button
            key={layout}
            type="button"
            role="radio"
            aria-checked={ui.gridLayout === layout}
            onClick={() => ui.setGridLayout(layout)}
            className="px-2.5 py-1.5 text-sm font-medium text-gray-800 aria-checked:bg-newBlue-700 aria-checked:text-white dark:text-gray-100"
          >
            {layout === 'companies' ? 'Companies side by side' : 'Years side by side'}
          </button>
        ))}
      </div>
      {view.layout === 'companies' ? (
        <label className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
          Period
          <select
            className={control}
            value={shown}
            onChange={(e) => view.setPeriod(Number(e.target.value))}
            title="Previous / next period: Alt+PageUp / Alt+PageDown"
            data-testid="period-switcher"
          >
            {order.map((i) => (
              <option key={periods[i]!.year} value={i}>
                {periodLabel(periods[i]!)}
                {periods[i]!.year === assessmentYear ? ' · assessment year' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
          Company
          <select
            className={control}
            value={view.company}
            onChange={(e) => view.setCompany(Number(e.target.value))}
            title="Previous / next company: Alt+PageUp / Alt+PageDown"
            data-testid="company-switcher"
          >
            {store.companyNames.map((name, c) => (
              <option key={c} value={c}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {editable ? (
        <>
          <span className="mx-1 h-6 w-px bg-gray-300 dark:bg-gray-600" aria-hidden="true" />
          <button
            type="button"
            className={tool}
            disabled={busy || periods.length >= MAX_PERIODS}
            onClick={() => void run(() => store.changePeriods({ op: 'add', at: 'before' }))}
          >
            + Year before
          </button>
          <button
            type="button"
            className={tool}
            disabled={busy || periods.length >= MAX_PERIODS}
            onClick={() => void run(() => store.changePeriods({ op: 'add', at: 'after' }))}
          >
            + Year after
          </button>
          {period && view.layout === 'companies' ? (
            <>
              <label className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
                Kind
                <select
                  className={control}
                  value={period.kind}
                  disabled={busy}
                  data-testid="period-kind"
                  onChange={(e) => void run(() => store.changePeriods({ op: 'kind', year: period.year, kind: e.target.value as PeriodKind }))}
                >
                  {PERIOD_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={tool}
                disabled={busy || period.year === assessmentYear}
                onClick={() => void run(() => store.changePeriods({ op: 'assess', year: period.year }))}
              >
                Make assessment year
              </button>
              <button
                type="button"
                className={tool}
                disabled={busy || !removable}
                title={removable ? undefined : 'Only the first or last year, and not the assessment year, can be removed'}
                onClick={() => (store.doc.periodHasFigures(shown) ? setConfirming(shown) : remove(shown))}
              >
                Remove year
              </button>
            </>
          ) : null}
        </>
      ) : null}
      {store.lastRemoved ? (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          {store.lastRemoved.label} removed.
          <button type="button" className={tool} disabled={busy} onClick={() => void run(() => store.undoRemove())}>
            Undo removal
          </button>
        </p>
      ) : null}
      <UnitControls selectClass={control} buttonClass={tool} />
      {confirming !== null && periods[confirming] ? (
        <Modal title={`Remove ${periodLabel(periods[confirming])}?`} onClose={() => setConfirming(null)}>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            This year holds figures for at least one company. They are removed with it; you can undo the removal right after.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className={buttonSecondary} onClick={() => setConfirming(null)}>
              Keep it
            </button>
            <button type="button" className={buttonDanger} onClick={() => remove(confirming)}>
              Remove the year
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
});
