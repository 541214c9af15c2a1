import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/spinner';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { formatValue } from '../../../domain/format';
import type { MetricUnit } from '../../../domain/catalogue';
import { MAX_SENSITIVITY_CASES } from '../../../domain/loans/sensitivity';
import { periodLabel } from '../../../domain/periods';
import { useStores } from '../../stores/use-stores';
import { caseCaption, SENSITIVITY_ROWS } from '../../../contract/sensitivity-rows';
import { SensitivityStore } from './sensitivity-store';
import type { CaseDraft } from './sensitivity-store';

/** The break-even rows, in the order of loans-and-projections §5. */
export const BREAK_EVEN_ROWS: readonly { key: string; label: string; unit: MetricUnit }[] = [
  { key: 'variable_costs', label: 'Variable costs', unit: 'amount' },
  { key: 'fixed_costs', label: 'Fixed costs', unit: 'amount' },
  { key: 'contribution', label: 'Contribution', unit: 'amount' },
  { key: 'pv_ratio_pct', label: 'P/V ratio', unit: 'percent' },
  { key: 'bep_sales', label: 'BEP sales', unit: 'amount' },
  { key: 'bep_pct_of_sales', label: 'BEP % of sales', unit: 'percent' },
  { key: 'cash_bep_sales', label: 'Cash BEP sales', unit: 'amount' },
  { key: 'cash_bep_pct_of_sales', label: 'Cash BEP % of sales', unit: 'percent' },
  { key: 'margin_of_safety_pct', label: 'Margin of safety', unit: 'percent' },
];

const th = 'px-1 text-right text-xs font-semibold text-gray-600 dark:text-gray-300';

/** The break-even of each company, periods as columns; each figure's working is its tooltip and its accessible description. */
const BreakEvenTables = observer(function BreakEvenTables({ store }: { store: SensitivityStore }) {
  const screen = store.breakEven!;
  return (
    <div className="flex gap-4 overflow-x-auto pb-4">
      {screen.companies.map((company, c) => (
        <section
          key={c}
          aria-label={`Break-even of ${company.name}`}
          className="min-w-[36rem] flex-1 rounded-xl border border-gray-200 p-3 dark:border-gray-800"
        >
          <h2 className="mb-2 text-lg font-semibold">{company.name}</h2>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-1 text-left text-xs">
                  <span className="sr-only">Row</span>
                </th>
                {screen.periods.map((p) => (
                  <th key={p.year} scope="col" className={th}>
                    {periodLabel(p)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {BREAK_EVEN_ROWS.map((row) => (
                <tr key={row.key} className="border-t border-gray-100 dark:border-gray-800">
                  <th scope="row" className="px-1 text-left font-normal">
                    {row.label}
                  </th>
                  {screen.periods.map((p) => {
                    const year = String(p.year);
                    const value = company.by_year[year]?.[row.key];
                    const working = company.working_by_year[year]?.[row.key];
                    return (
                      <td key={year} className="px-1 text-right tabular-nums" title={working}>
                        {formatValue(typeof value === 'number' ? value : null, row.unit)}
                        <span className="sr-only">{working ? `, ${working}` : ''}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
});

const caseInput = 'w-24 rounded border border-gray-300 bg-white px-1.5 py-1 text-sm dark:border-gray-600 dark:bg-gray-950';

/** The cases as typed: a name and two percentages each, up to 6 besides the base case. */
const CasesEditor = observer(function CasesEditor({ store }: { store: SensitivityStore }) {
  const field = (i: number, key: keyof CaseDraft, label: string) => (
    <input
      aria-label={`${label}, case ${i + 1}`}
      className={key === 'name' ? `${caseInput} w-40` : caseInput}
      value={store.cases[i]![key]}
      onChange={(e) => store.edit(i, key, e.target.value)}
    />
  );
  return (
    <form
      className="mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        void store.run();
      }}
    >
      <table className="text-sm">
        <thead>
          <tr className="text-xs text-gray-600 dark:text-gray-300">
            <th className="px-1 text-left">Case</th>
            <th className="px-1 text-left">Sales price %</th>
            <th className="px-1 text-left">Raw material %</th>
            <th>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.cases.map((_, i) => (
            <tr key={i}>
              <td className="px-1">{field(i, 'name', 'Name')}</td>
              <td className="px-1">{field(i, 'salesPricePct', 'Sales price %')}</td>
              <td className="px-1">{field(i, 'rawMaterialPct', 'Raw material %')}</td>
              <td>
                <button type="button" className="px-2 text-red-700 dark:text-red-400" aria-label={`Remove case ${i + 1}`} onClick={() => store.removeCase(i)}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex gap-2">
        <button type="submit" className={buttonPrimary} disabled={store.running}>
          Run the cases
        </button>
        <button type="button" className={buttonSecondary} onClick={store.addCase} disabled={store.cases.length >= MAX_SENSITIVITY_CASES}>
          Add a case
        </button>
      </div>
    </form>
  );
});

/** The results: per company, each case's figures by period beside the base case, with its DSCR minimum and average. */
const SensitivityResults = observer(function SensitivityResults({ store }: { store: SensitivityStore }) {
  const results = store.results;
  const periods = store.breakEven?.periods ?? [];
  if (!results) {
    return null;
  }
  const companies = results.cases[0]?.companies ?? [];
  return (
    <div className="flex gap-4 overflow-x-auto pb-4">
      {companies.map((company, c) => (
        <section
          key={c}
          aria-label={`Sensitivity of ${company.name}`}
          className="min-w-[36rem] flex-1 rounded-xl border border-gray-200 p-3 dark:border-gray-800"
        >
          <h3 className="mb-2 font-semibold">{company.name}</h3>
          {results.cases.map((k) => {
            const figures = k.companies[c]!;
            return (
              <table key={k.name} className="mb-3 w-full border-collapse text-sm" aria-label={`${k.name}, ${company.name}`}>
                <caption className="text-left font-medium">{caseCaption(k.name, figures.dscr)}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="sr-only">Row</span>
                    </th>
                    {periods.map((p) => (
                      <th key={p.year} scope="col" className={th}>
                        {periodLabel(p)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {SENSITIVITY_ROWS.map((row) => (
                    <tr key={row.key} className="border-t border-gray-100 dark:border-gray-800">
                      <th scope="row" className="px-1 text-left font-normal">
                        {row.label}
                      </th>
                      {periods.map((p) => (
                        <td key={p.year} className="px-1 text-right tabular-nums">
                          {formatValue(figures.by_year[String(p.year)]?.[row.key] ?? null, row.unit)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          })}
        </section>
      ))}
    </div>
  );
});

/**
 * The Break-even & sensitivity screen: the break-even of every company and period with each figure's
 * working, and the stress cases banks ask for (price −5 %, raw material +5 %, both) beside the base case,
 * editable (up to 6), each with its DSCR minimum and average over the tenor.
 */
export const BreakEvenPage = observer(function BreakEvenPage() {
  const { session } = useStores();
  const tokenId = session.tokenId;
  const [store, setStore] = useState<SensitivityStore | null>(null);
  useEffect(() => {
    if (tokenId === null) {
      return;
    }
    const next = new SensitivityStore(tokenId);
    setStore(next);
    void next.load();
  }, [tokenId]);
  if (!store || (!store.breakEven && !store.error)) {
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <Spinner label="Computing the break-even…" />
      </div>
    );
  }
  return (
    <div className="w-full px-3 py-5 sm:px-6">
      <h1 className="mb-3 font-franklin text-2xl font-semibold">Break-even &amp; sensitivity</h1>
      {store.error ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-2 py-1 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {store.error}
        </p>
      ) : null}
      {store.breakEven ? <BreakEvenTables store={store} /> : null}
      <h2 className="mt-4 mb-2 text-xl font-semibold">Sensitivity</h2>
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-300">
        Estimated and projected years move; audited and provisional years never change. A year with no debt service has no DSCR (“—”).
      </p>
      <CasesEditor store={store} />
      <SensitivityResults store={store} />
    </div>
  );
});
