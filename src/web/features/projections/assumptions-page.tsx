// Over 300 lines: the screen, its per-cell method editing and its save on leaving share one set of refs.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { MetricId } from '../../../domain/formula';
import { INPUT_SCREENS, inputRows } from '../../../domain/model';
import { financialYearLabel } from '../../../domain/periods';
import { defaultDrivers } from '../../../domain/projections/defaults';
import { methodFits, PROJECTED_KINDS, PROJECTION_METHODS, VALUE_RANGES } from '../../../domain/projections/drivers';
import type { Driver, ProjectionMethod } from '../../../domain/projections/drivers';
import { SCREENS } from '../../../domain/screens';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { announce } from '../../lib/announce';
import { useStores } from '../../stores/use-stores';
import { useAnalysis } from '../analysis';
import { parseTsv } from '../clipboard';
import { notify } from '../../lib/notify';
import { fillRightChanges, methodValue, pasteChanges } from './assumption-edits';
import type { DriverChange } from './assumption-edits';
import { FixedAssetEditor } from './fixed-asset-editor';

/** What each method is called on the screen. */
const METHOD_LABELS: Readonly<Record<ProjectionMethod, string>> = {
  typed: 'Typed',
  growth_pct: 'Growth %',
  pct_of_sales: '% of sales',
  holding_months: 'Holding months',
  consumption_pct_of_sales: 'Consumption % of sales',
  carry_forward: 'Carry forward',
  schedule: 'Schedule',
  pct_of_pbt: '% of PBT',
  pct_of_pat: '% of PAT',
  interest_on_borrowings: 'Interest % on borrowings',
  balancing: 'Balancing line',
};

/** The input rows a method can drive (the optional memo and "of which" rows stay typed). */
const ROWS = INPUT_SCREENS.flatMap((screen) =>
  inputRows(screen)
    .filter((r) => r.optional !== true)
    .map((r) => ({ id: `${screen}.${r.key}` as MetricId, label: r.label, screen })),
);

/** One cell change, with what it replaced: an undo step is a list of them. */
interface Change {
  readonly company: number;
  readonly period: number;
  readonly id: MetricId;
  readonly before: Driver | undefined;
}

/**
 * The Assumptions screen: for one company (the switcher), its projected periods as columns and the input rows
 * as rows, each cell a method and a value. Keyboard-first: Tab moves through method and value, Enter takes a
 * value, a block of values pasted from Excel fills the cells under it (each keeps its method), Ctrl+R fills a
 * cell's method and value right, each one undo step; Ctrl+Z undoes the last change; "All years" sets a row's method for every projected year; "Defaults
 * from history" proposes methods from the last actual year, shown before they are applied. A change drives the
 * statements at once; Save stores the methods.
 */
export const AssumptionsPage = observer(function AssumptionsPage() {
  const analysis = useAnalysis();
  const { session } = useStores();
  const [company, setCompany] = useState(0);
  const [preview, setPreview] = useState<Partial<Record<MetricId, Driver>> | null>(null);
  const undo = useRef<Change[][]>([]);
  const dirty = useRef(new Map<string, { company: number; year: number; id: MetricId }>());
  const [, setTick] = useState(0);

  const save = async () => {
    const byCompany = new Map<number, Record<string, Record<string, Driver>>>();
    for (const { company: c, year, id } of dirty.current.values()) {
      const period = analysis.periods.findIndex((p) => p.year === year);
      const years = byCompany.get(c) ?? {};
      (years[String(year)] ??= {})[id] = analysis.doc.driverOf(c, period, id) ?? { method: 'typed' };
      byCompany.set(c, years);
    }
    if (byCompany.size === 0) {
      return;
    }
    dirty.current.clear();
    announce(await analysis.sync.saveAssumptions({ companies: [...byCompany].map(([position, by_year]) => ({ position, by_year })) }));
    setTick((t) => t + 1);
  };

  // The grid appears once, whole: rendered before the periods and methods arrive, it would grow columns,
  // widen its selects and drop the "no projected period" line under the reader's eyes (CLS 0.07–0.29).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setLoaded(false);
    void analysis.load().then((outcome) => {
      setLoaded(true);
      announce(outcome);
    });
    return () => void save();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads refs; it is the leaving screen's save
  }, [analysis, session.tokenId]);

  const projected = analysis.periods.flatMap((p, i) => (PROJECTED_KINDS.includes(p.kind) ? [i] : []));
  const lastActual = analysis.periods.findLastIndex((p) => !PROJECTED_KINDS.includes(p.kind));
  const c = Math.min(company, Math.max(0, analysis.companyNames.length - 1));

  const apply = (changes: readonly DriverChange[]) => {
    if (changes.length === 0) {
      return;
    }
    const step = changes.map(({ period, id, driver }) => {
      const before = analysis.doc.setDriver(c, period, id, driver);
      dirty.current.set(`${c}|${analysis.periods[period]!.year}|${id}`, { company: c, year: analysis.periods[period]!.year, id });
      return { company: c, period, id, before };
    });
    undo.current.push(step);
    setTick((t) => t + 1);
  };
  const undoLast = () => {
    const step = undo.current.pop();
    for (const change of [...(step ?? [])].reverse()) {
      analysis.doc.setDriver(change.company, change.period, change.id, change.before);
    }
    setTick((t) => t + 1);
  };
  /** The grid cell (row index, period) an event happened in, from the cell's data attributes. */
  const cellOf = (target: EventTarget): { row: number; period: number } | null => {
    const td = target instanceof Element ? target.closest<HTMLElement>('td[data-row]') : null;
    return td ? { row: Number(td.dataset.row), period: Number(td.dataset.period) } : null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && key === 'z') {
      e.preventDefault();
      undoLast();
    }
    const at = cellOf(e.target);
    if ((e.ctrlKey || e.metaKey) && key === 'r' && at) {
      // Fill right, before the browser's reload, as on the statements.
      e.preventDefault();
      apply(fillRightChanges(ROWS[at.row]!.id, at.period, projected, methodOf));
    }
  };
  const onPaste = (e: ClipboardEvent) => {
    const at = cellOf(e.target);
    const text = e.clipboardData.getData('text/plain');
    const block = parseTsv(text);
    if (!at || (block.length <= 1 && (block[0]?.length ?? 0) <= 1)) {
      return; // one value pastes into the field as typed text
    }
    e.preventDefault();
    const { changes, skipped } = pasteChanges(
      block,
      { row: at.row, column: projected.indexOf(at.period) },
      ROWS.map((r) => r.id),
      projected,
      methodOf,
    );
    apply(changes);
    const pasted = `${changes.length} value${changes.length === 1 ? '' : 's'} pasted`;
    if (skipped > 0) {
      notify.info(`${pasted}; ${skipped} skipped (off the grid, out of range, or in a cell whose method takes no value)`);
    } else {
      notify.success(`${pasted} (one undo step)`);
    }
  };
  const methodOf = (period: number, id: MetricId): Driver => analysis.doc.driverOf(c, period, id) ?? { method: 'typed' };
  const setMethod = (period: number, id: MetricId, method: ProjectionMethod) => {
    const old = methodOf(period, id);
    const range = VALUE_RANGES[method];
    const value = range ? (old.value ?? 0) : undefined;
    apply([{ period, id, driver: method === 'typed' ? undefined : value === undefined ? { method } : { method, value } }]);
  };
  const setValue = (period: number, id: MetricId, text: string) => {
    const old = methodOf(period, id);
    const value = methodValue(old, text);
    if (value !== null && value !== old.value) {
      apply([{ period, id, driver: { method: old.method, value } }]);
    }
  };
  const allYears = (id: MetricId) => {
    const first = projected[0];
    if (first !== undefined) {
      apply(fillRightChanges(id, first, projected, methodOf));
    }
  };
  const proposeDefaults = () => {
    if (lastActual < 0) {
      return;
    }
    const before = lastActual > 0 ? analysis.doc.resolverFor(c, lastActual - 1) : null;
    const months = { last: analysis.doc.monthsOf(lastActual), before: lastActual > 0 ? analysis.doc.monthsOf(lastActual - 1) : 12 };
    setPreview(defaultDrivers(analysis.doc.resolverFor(c, lastActual), before, months));
  };
  const applyDefaults = () => {
    if (preview) {
      apply(projected.flatMap((period) => (Object.entries(preview) as [MetricId, Driver][]).map(([id, driver]) => ({ period, id, driver }))));
      setPreview(null);
    }
  };

  if (!loaded) {
    return (
      <div className="w-full px-3 py-5 sm:px-6">
        <h1 className="mb-4 font-franklin text-2xl font-semibold">Assumptions</h1>
        <p role="status">Loading the assumptions…</p>
      </div>
    );
  }
  return (
    <div className="w-full px-3 py-5 sm:px-6" onKeyDown={onKeyDown} onPaste={onPaste}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="font-franklin text-2xl font-semibold">Assumptions</h1>
        <label className="text-sm">
          Company{' '}
          <select aria-label="Company" className="rounded border px-2 py-1 dark:bg-gray-800" value={c} onChange={(e) => setCompany(Number(e.target.value))}>
            {analysis.companyNames.map((name, i) => (
              <option key={i} value={i}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonPrimary} onClick={() => void save()}>
          Save assumptions
        </button>
        <button type="button" className={buttonSecondary} onClick={proposeDefaults} disabled={lastActual < 0 || projected.length === 0}>
          Defaults from history
        </button>
        <button type="button" className={buttonSecondary} onClick={undoLast} disabled={undo.current.length === 0}>
          Undo
        </button>
      </div>
      {projected.length === 0 ? (
        <p role="status">This analysis has no Estimated or Projected period: add one on a statement screen to project it from assumptions.</p>
      ) : null}
      {preview ? (
        <section aria-label="Defaults from history" className="mb-4 rounded-xl border-2 border-emerald-300 p-3 text-sm">
          <h2 className="font-semibold">From {financialYearLabel(analysis.periods[lastActual]!.year)}, for every projected year:</h2>
          <ul className="my-2 grid gap-x-6 sm:grid-cols-2" data-testid="defaults-preview">
            {(Object.entries(preview) as [MetricId, Driver][]).map(([id, d]) => (
              <li key={id}>
                {ROWS.find((r) => r.id === id)?.label}: {METHOD_LABELS[d.method]}
                {d.value === undefined ? '' : ` ${d.value}`}
              </li>
            ))}
          </ul>
          <button type="button" className={buttonPrimary} onClick={applyDefaults}>
            Apply
          </button>{' '}
          <button type="button" className={buttonSecondary} onClick={() => setPreview(null)}>
            Cancel
          </button>
        </section>
      ) : null}
      <table className="w-full border-collapse text-sm" data-testid="assumptions-grid">
        <thead>
          <tr>
            <th className="sticky left-0 bg-white p-1 text-left dark:bg-gray-900">Row</th>
            {projected.map((p) => (
              <th key={p} className="p-1 text-left">
                {financialYearLabel(analysis.periods[p]!.year)} ({analysis.periods[p]!.kind})
              </th>
            ))}
            <th className="p-1" />
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row, r) => (
            <tr key={row.id} className={r > 0 && ROWS[r - 1]!.screen !== row.screen ? 'border-t-2 border-gray-300' : 'border-t border-gray-100'}>
              <th scope="row" className="sticky left-0 bg-white p-1 text-left font-normal dark:bg-gray-900" title={SCREENS[row.screen].title}>
                {row.label}
              </th>
              {projected.map((period) => {
                const d = methodOf(period, row.id);
                const range = VALUE_RANGES[d.method];
                const where = `${row.label}, ${financialYearLabel(analysis.periods[period]!.year)}`;
                return (
                  <td key={period} className="p-1 whitespace-nowrap" data-driven={d.method !== 'typed' || undefined} data-row={r} data-period={period}>
                    <select
                      aria-label={`${where}: method`}
                      className="rounded border px-1 py-0.5 dark:bg-gray-800"
                      value={d.method}
                      onChange={(e) => setMethod(period, row.id, e.target.value as ProjectionMethod)}
                    >
                      {PROJECTION_METHODS.filter((m) => methodFits(m, row.id)).map((m) => (
                        <option key={m} value={m}>
                          {METHOD_LABELS[m]}
                        </option>
                      ))}
                    </select>{' '}
                    {range ? (
                      <input
                        key={`${d.method}|${d.value ?? ''}`}
                        aria-label={`${where}: ${range.unit}`}
                        className="w-16 rounded border px-1 py-0.5 text-right tabular-nums dark:bg-gray-800"
                        inputMode="decimal"
                        defaultValue={d.value ?? ''}
                        onBlur={(e) => setValue(period, row.id, e.currentTarget.value)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') {
                            setValue(period, row.id, e.currentTarget.value);
                          }
                        }}
                      />
                    ) : null}
                  </td>
                );
              })}
              <td className="p-1">
                {projected.length > 1 ? (
                  <button
                    type="button"
                    className="text-xs text-newBlue-700 underline dark:text-newBlue-300"
                    aria-label={`${row.label}: first year's method for all years`}
                    onClick={() => allYears(row.id)}
                  >
                    All years
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {projected.length > 0 ? <FixedAssetEditor analysis={analysis} company={c} /> : null}
    </div>
  );
});
