import { observer } from 'mobx-react-lite';
import type { FacilityLimit } from '../../../contract';
import { formatAmount, NOT_AVAILABLE } from '../../../domain/format';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { AMOUNT_FIELDS } from './limits-draft';
import type { LimitField } from './limits-draft';
import type { ReportStore } from './report-store';

const FORM_I_TITLE = 'Form I — Particulars of existing and proposed limits';
const COLUMNS: readonly { field: LimitField; label: string }[] = [
  { field: 'facility', label: 'Facility' },
  { field: 'existing', label: 'Existing limit' },
  { field: 'proposed', label: 'Proposed limit' },
  { field: 'outstanding', label: 'Outstanding' },
  { field: 'asOn', label: 'As on' },
];

const amount = (v: number | undefined, shift: number) => (v === undefined ? NOT_AVAILABLE : formatAmount(v, 'minus', shift));
const date = (iso: string | undefined) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' }) : NOT_AVAILABLE;

const cellInput =
  'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 focus:border-newBlue-500 focus:ring-2 focus:ring-newBlue-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100';

/** Form I as printed: the stored facilities of one company ("—" for a figure not known), in the display unit. */
function FormOnePrint({
  company,
  unitLabel,
  shift,
  limits,
  onScreen,
}: {
  company: string;
  unitLabel: string;
  shift: number;
  limits: readonly FacilityLimit[];
  /** Shown on screen too (a snapshot, read-only), not only on paper beside the editor. */
  onScreen: boolean;
}) {
  return (
    <table className={onScreen ? 'cg-report-table' : 'cg-report-table cg-report-print-only'}>
      <thead>
        <tr className="cg-report-company">
          <th colSpan={6} scope="colgroup">
            <span>{company}</span>
            <span className="cg-report-company-form">Form I · {unitLabel}</span>
          </th>
        </tr>
        <tr>
          <th scope="col" className="cg-report-no">
            No.
          </th>
          {COLUMNS.map((c) => (
            <th key={c.field} scope="col" className={c.field === 'facility' ? 'cg-report-label' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {limits.length === 0 ? (
          <tr>
            <td className="cg-report-no">—</td>
            <td colSpan={5} className="cg-report-label">
              No facilities entered.
            </td>
          </tr>
        ) : (
          limits.map((l, i) => (
            <tr key={i}>
              <td className="cg-report-no">{i + 1}</td>
              <th scope="row" className="cg-report-label">
                {l.facility}
              </th>
              <td className="cg-report-num">{amount(l.existing, shift)}</td>
              <td className="cg-report-num">{amount(l.proposed, shift)}</td>
              <td className="cg-report-num">{amount(l.outstanding, shift)}</td>
              <td className="cg-report-num">{date(l.as_on)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/**
 * Form I of one company: on screen an editable table (facility, existing and proposed limits, outstanding,
 * as on), amounts typed in the display unit (`unitLabel`; the store converts them exactly) and read with the
 * one amount parser, refused fields marked in place; on paper the stored table in the display unit (`shift`).
 * Save stores Form I of every company at once.
 */
export const FormOne = observer(function FormOne({ store, index, unitLabel, shift }: { store: ReportStore; index: number; unitLabel: string; shift: number }) {
  const company = store.model?.companies[index];
  const rows = store.drafts[index] ?? [];
  const errors = store.limitErrors[index] ?? [];
  if (!company) {
    return null;
  }
  const save = store.limitsSave;
  const busy = save.state === 'saving';
  return (
    <section className="cg-report-form" aria-label={`Form I, ${company.name}`}>
      <h2 className="cg-report-form-title">{FORM_I_TITLE}</h2>
      <FormOnePrint company={company.name} unitLabel={unitLabel} shift={shift} limits={company.limits} onScreen={store.readOnly} />
      {store.readOnly ? null : (
      <form
        className="cg-no-print"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.saveLimits();
        }}
      >
        <div className="overflow-x-auto">
          <table className="cg-report-table cg-report-editor">
            <caption className="sr-only">
              Form I of {company.name}, amounts in {unitLabel}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="cg-report-no">
                  No.
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.field} scope="col" className={c.field === 'facility' ? 'cg-report-label' : undefined}>
                    {c.label}
                    {AMOUNT_FIELDS.includes(c.field as (typeof AMOUNT_FIELDS)[number]) ? <span className="font-normal"> ({unitLabel})</span> : null}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={7} className="cg-report-label text-gray-500 dark:text-gray-400">
                    No facilities yet. Add the cash credit, term loan or other limits this company has or seeks.
                  </td>
                </tr>
              ) : null}
              {rows.map((row, r) => (
                <tr key={r}>
                  <td className="cg-report-no">{r + 1}</td>
                  {COLUMNS.map((c) => {
                    const error = errors[r]?.[c.field];
                    const id = `limit-${index}-${r}-${c.field}`;
                    return (
                      <td key={c.field} className={c.field === 'facility' ? 'cg-report-label' : undefined}>
                        <input
                          id={id}
                          className={`${cellInput} ${c.field === 'facility' || c.field === 'asOn' ? '' : 'text-right tabular-nums'}`}
                          type={c.field === 'asOn' ? 'date' : 'text'}
                          inputMode={c.field === 'facility' || c.field === 'asOn' ? undefined : 'decimal'}
                          aria-label={`${c.label}, facility ${r + 1} of ${company.name}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          maxLength={c.field === 'facility' ? 120 : undefined}
                          placeholder={c.field === 'facility' ? 'e.g. Cash credit (hypothecation)' : c.field === 'asOn' ? undefined : '—'}
                          value={row[c.field]}
                          onChange={(e) => store.editLimit(index, r, c.field, e.target.value)}
                        />
                        {error ? (
                          <p id={`${id}-error`} className="mt-0.5 text-xs text-red-600 dark:text-red-400">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-newBlue-500 dark:text-gray-300 dark:hover:bg-gray-800"
                      aria-label={`Remove facility ${r + 1} of ${company.name}`}
                      onClick={() => store.removeFacility(index, r)}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button type="button" className={buttonSecondary} onClick={() => store.addFacility(index)}>
            Add facility
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy || !store.limitsDirty}>
            {busy ? 'Saving…' : 'Save Form I'}
          </button>
          <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
            {save.state === 'saved' ? 'Form I saved.' : store.limitsDirty ? 'Unsaved changes to Form I.' : ''}
          </p>
        </div>
        {save.state === 'conflict' || save.state === 'failed' ? (
          <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            <span>{save.message}</span>
            {save.state === 'conflict' ? (
              <button type="button" className={buttonSecondary} onClick={() => void store.load()}>
                Reload the report
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
      )}
    </section>
  );
});
