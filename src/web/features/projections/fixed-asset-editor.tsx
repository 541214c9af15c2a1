import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { rowOf } from '../../../domain/model';
import { financialYearLabel } from '../../../domain/periods';
import { BLOCK_ROWS } from '../../../domain/projections/drivers';
import type { BlockRow } from '../../../domain/projections/drivers';
import { scheduleIIRatePct } from '../../../domain/projections/fixed-assets';
import type { DepreciationMethod } from '../../../domain/projections/fixed-assets';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { announce } from '../../lib/announce';
import type { AnalysisStore } from '../analysis';
import { draftOf, newBlock, parseBlocks } from './asset-draft';
import type { AdditionDraft, BlockDraft } from './asset-draft';

const field = 'rounded border px-1 py-0.5 dark:bg-gray-800';
const labelOf = (row: BlockRow) => rowOf(`assetnliabs.${row}`).label;

/**
 * The fixed-asset schedule of one company (loans-and-projections §8), beside its assumptions: a block per
 * gross-block row with its method (SLM/WDV), rate (Schedule II by default), accumulated depreciation at the
 * start, and capex additions with the month each is put to use. Plain fields in tab order; Enter in any
 * field saves. Saved, the schedule drives every cell set to "Schedule" (depreciation, gross block, CWIP,
 * accumulated depreciation). A draft the contract refuses is not sent; the reason shows on its block.
 */
export const FixedAssetEditor = observer(function FixedAssetEditor({ analysis, company }: { analysis: AnalysisStore; company: number }) {
  const stored = analysis.doc.assumptions[company]?.blocks;
  const [drafts, setDrafts] = useState<BlockDraft[]>([]);
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  useEffect(() => {
    setDrafts((stored ?? []).map(draftOf));
    setErrors([]);
  }, [stored, company]);

  const years = analysis.periods.filter((p) => p.kind === 'Estimated' || p.kind === 'Projected').map((p) => p.year);
  const update = (row: BlockRow, change: (d: BlockDraft) => BlockDraft | null) =>
    setDrafts((all) => all.flatMap((d) => (d.row !== row ? [d] : (change(d) ?? []))));
  const setAddition = (row: BlockRow, index: number, change: Partial<AdditionDraft>) =>
    update(row, (d) => ({ ...d, additions: d.additions.map((a, i) => (i === index ? { ...a, ...change } : a)) }));
  const setMethod = (d: BlockDraft, method: DepreciationMethod) => {
    // A rate left at the old method's Schedule II default follows the method; one typed over stays.
    const defaulted = d.rate_pct === String(scheduleIIRatePct(d.row, d.method));
    update(d.row, () => ({ ...d, method, rate_pct: defaulted ? String(scheduleIIRatePct(d.row, method)) : d.rate_pct }));
  };
  const save = async () => {
    const parsed = parseBlocks(drafts);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    announce(await analysis.sync.saveFixedAssets(company, parsed.blocks));
  };

  return (
    <section
      aria-label="Fixed-asset schedule"
      className="mt-6 text-sm"
      onKeyDown={(e) => e.key === 'Enter' && e.target instanceof HTMLInputElement && void save()}
    >
      <h2 className="font-franklin text-lg font-semibold">Fixed-asset schedule</h2>
      <p className="mb-2 text-gray-600 dark:text-gray-300">
        Drives the rows set to “Schedule”. An addition put to use in October gets 6/12 of a year’s depreciation; one not yet put to use stays in capital work in
        progress.
      </p>
      {BLOCK_ROWS.map((row) => {
        const i = drafts.findIndex((d) => d.row === row);
        const d = drafts[i];
        const name = labelOf(row);
        if (!d) {
          return (
            <div key={row} className="mb-2">
              <button type="button" className={buttonSecondary} onClick={() => setDrafts((all) => [...all, newBlock(row)])}>
                Add a block on {name}
              </button>
            </div>
          );
        }
        return (
          <fieldset key={row} className="mb-3 rounded-lg border p-2" aria-label={name}>
            <legend className="px-1 font-semibold">{name}</legend>
            <label>
              Method{' '}
              <select aria-label={`${name}: method`} className={field} value={d.method} onChange={(e) => setMethod(d, e.target.value as DepreciationMethod)}>
                <option value="wdv">WDV</option>
                <option value="slm">SLM</option>
              </select>
            </label>{' '}
            <label>
              Rate %{' '}
              <input
                aria-label={`${name}: rate %`}
                className={`${field} w-20 text-right`}
                inputMode="decimal"
                value={d.rate_pct}
                onChange={(e) => update(row, () => ({ ...d, rate_pct: e.target.value }))}
              />
            </label>{' '}
            <label>
              Accumulated depreciation at the start{' '}
              <input
                aria-label={`${name}: accumulated depreciation at the start`}
                className={`${field} w-24 text-right`}
                inputMode="decimal"
                value={d.opening_accumulated_depreciation}
                onChange={(e) => update(row, () => ({ ...d, opening_accumulated_depreciation: e.target.value }))}
              />
            </label>{' '}
            <button type="button" className="text-xs underline" onClick={() => update(row, () => null)}>
              Remove block
            </button>
            {d.additions.map((a, n) => {
              const where = `${name}, addition ${n + 1}`;
              return (
                <div key={n} className="mt-1 flex flex-wrap items-center gap-2" data-testid="asset-addition">
                  <select aria-label={`${where}: year spent`} className={field} value={a.year} onChange={(e) => setAddition(row, n, { year: e.target.value })}>
                    {years.map((y) => (
                      <option key={y} value={String(y)}>
                        {financialYearLabel(y)}
                      </option>
                    ))}
                  </select>
                  <input
                    aria-label={`${where}: amount`}
                    className={`${field} w-24 text-right`}
                    inputMode="decimal"
                    value={a.amount}
                    onChange={(e) => setAddition(row, n, { amount: e.target.value })}
                  />
                  <input
                    aria-label={`${where}: put to use`}
                    type="month"
                    className={field}
                    value={a.put_to_use}
                    onChange={(e) => setAddition(row, n, { put_to_use: e.target.value })}
                  />
                  <button
                    type="button"
                    className="text-xs underline"
                    onClick={() => update(row, (b) => ({ ...b, additions: b.additions.filter((_, k) => k !== n) }))}
                  >
                    Remove addition {n + 1}
                  </button>
                </div>
              );
            })}
            <button
              type="button"
              className="mt-1 text-xs text-newBlue-700 underline dark:text-newBlue-300"
              disabled={years.length === 0}
              onClick={() => update(row, (b) => ({ ...b, additions: [...b.additions, { year: String(years[0]), amount: '', put_to_use: '' }] }))}
            >
              Add an addition to {name}
            </button>
            {errors[i] ? (
              <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
                {errors[i]}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <button type="button" className={buttonPrimary} onClick={() => void save()}>
        Save fixed assets
      </button>
    </section>
  );
});
