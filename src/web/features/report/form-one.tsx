// Over 300 lines: Form I's facility table, its field editing and its refusals in one component tree.
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { FacilityLimit } from '../../../contract';
import { FACILITY_TYPE_LABELS, FACILITY_TYPES } from '../../../domain/facilities';
import { formatAmount, NOT_AVAILABLE } from '../../../domain/format';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { Associates } from './associates';
import { AMOUNT_FIELDS, limitWarning } from './limits-draft';
import type { LimitField } from './limits-draft';
import { analystNote } from './form-table';
import type { ReportStore } from './report-store';
import { SaveProblem } from './save-problem';

const FORM_I_TITLE = 'Form I — Particulars of existing and proposed limits';
/** The editor's fields, in two lines per facility: the limit itself, then its conduct (utilisation, overdues), security and rate. */
const COLUMNS: readonly { field: LimitField; label: string; line: 1 | 2 }[] = [
  { field: 'facility', label: 'Facility', line: 1 },
  { field: 'bank', label: 'Bank / institution', line: 1 },
  { field: 'facilityType', label: 'Type', line: 1 },
  { field: 'existing', label: 'Existing limit', line: 1 },
  { field: 'proposed', label: 'Limit requested', line: 1 },
  { field: 'outstanding', label: 'Outstanding', line: 1 },
  { field: 'asOn', label: 'As on', line: 1 },
  { field: 'maxUtilisation', label: 'Max. utilisation (12 months)', line: 2 },
  { field: 'minUtilisation', label: 'Min. utilisation (12 months)', line: 2 },
  { field: 'overdue', label: 'Overdue', line: 2 },
  { field: 'overdueSince', label: 'Overdue since', line: 2 },
  { field: 'security', label: 'Security', line: 2 },
  { field: 'ratePct', label: 'Rate (% p.a.)', line: 2 },
];
const isAmount = (field: LimitField) => AMOUNT_FIELDS.includes(field as (typeof AMOUNT_FIELDS)[number]);
const isDate = (field: LimitField) => field === 'asOn' || field === 'overdueSince';

const amount = (v: number | undefined, shift: number) => (v === undefined ? NOT_AVAILABLE : formatAmount(v, 'minus', shift));
const date = (iso: string | undefined) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' }) : NOT_AVAILABLE;

/** The printed columns after the facility: heading and what each prints. */
const PRINTED: readonly { label: string; print: (l: FacilityLimit, shift: number) => string; text?: boolean }[] = [
  { label: 'Existing limit', print: (l, s) => amount(l.existing, s) },
  { label: 'Limit requested', print: (l, s) => amount(l.proposed, s) },
  { label: 'Outstanding', print: (l, s) => amount(l.outstanding, s) },
  { label: 'As on', print: (l) => date(l.as_on) },
  { label: 'Max. util.', print: (l, s) => amount(l.max_utilisation, s) },
  { label: 'Min. util.', print: (l, s) => amount(l.min_utilisation, s) },
  { label: 'Overdue', print: (l, s) => amount(l.overdue, s) },
  { label: 'Overdue since', print: (l) => (l.overdue_since ? date(l.overdue_since) : NOT_AVAILABLE) },
  { label: 'Security', print: (l) => l.security ?? NOT_AVAILABLE, text: true },
  { label: 'Rate % p.a.', print: (l) => (l.rate_pct === undefined ? NOT_AVAILABLE : l.rate_pct.toFixed(2)) },
];

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
          <th colSpan={2 + PRINTED.length} scope="colgroup">
            <span>{company}</span>
            <span className="cg-report-company-form">Form I · {unitLabel}</span>
          </th>
        </tr>
        <tr>
          <th scope="col" className="cg-report-no">
            No.
          </th>
          <th scope="col" className="cg-report-label">
            Facility (bank, type)
          </th>
          {PRINTED.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {limits.length === 0 ? (
          <tr>
            <td className="cg-report-no">—</td>
            <td colSpan={1 + PRINTED.length} className="cg-report-label">
              No facilities entered.
            </td>
          </tr>
        ) : (
          limits.map((l, i) => (
            <tr key={i}>
              <td className="cg-report-no">{i + 1}</td>
              <th scope="row" className="cg-report-label">
                {l.facility}
                {l.bank || l.facility_type ? (
                  <span className="cg-report-facility-meta">
                    {[l.bank, l.facility_type ? FACILITY_TYPE_LABELS[l.facility_type] : undefined].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </th>
              {PRINTED.map((c) => (
                <td key={c.label} className={c.text ? 'cg-report-label' : 'cg-report-num'}>
                  {c.print(l, shift)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

const LINE_1 = COLUMNS.filter((c) => c.line === 1);
const LINE_2 = COLUMNS.filter((c) => c.line === 2);

/** One field of a facility as typed: a select for the type, a date input, or text (amounts right-aligned), its refusal under it. */
const FieldInput = observer(function FieldInput({
  store,
  company,
  index,
  row,
  column,
  value,
  error,
}: {
  store: ReportStore;
  company: string;
  index: number;
  row: number;
  column: (typeof COLUMNS)[number];
  value: string;
  error: string | undefined;
}) {
  const id = `limit-${index}-${row}-${column.field}`;
  const common = {
    id,
    'aria-label': `${column.label}, facility ${row + 1} of ${company}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    value,
  };
  const edit = (v: string) => store.editLimit(index, row, column.field, v);
  return (
    <>
      {column.field === 'facilityType' ? (
        <select {...common} className={cellInput} onChange={(e) => edit(e.target.value)}>
          <option value="">—</option>
          {FACILITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {FACILITY_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className={`${cellInput} ${isAmount(column.field) || column.field === 'ratePct' ? 'text-right tabular-nums' : ''}`}
          type={isDate(column.field) ? 'date' : 'text'}
          inputMode={isAmount(column.field) || column.field === 'ratePct' ? 'decimal' : undefined}
          maxLength={column.field === 'facility' || column.field === 'bank' ? 120 : column.field === 'security' ? 300 : undefined}
          placeholder={column.field === 'facility' ? 'e.g. Cash credit (hypothecation)' : isDate(column.field) ? undefined : '—'}
          onChange={(e) => edit(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
});

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
      {company.notes?.forms?.I ? (
        <div className="cg-report-notes">
          <ol>
            <li>{analystNote(company.notes.forms.I)}</li>
          </ol>
        </div>
      ) : null}
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
                  {LINE_1.map((c) => (
                    <th key={c.field} scope="col" className={c.field === 'facility' ? 'cg-report-label' : undefined}>
                      {c.label}
                      {isAmount(c.field) ? <span className="font-normal"> ({unitLabel})</span> : null}
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
                    <td colSpan={LINE_1.length + 2} className="cg-report-label text-gray-500 dark:text-gray-400">
                      No facilities yet. Add the cash credit, term loan or other limits this company has or seeks.
                    </td>
                  </tr>
                ) : null}
                {rows.map((row, r) => {
                  const warning = limitWarning(row, store.units);
                  const field = (c: (typeof COLUMNS)[number]) => (
                    <FieldInput
                      key={c.field}
                      store={store}
                      company={company.name}
                      index={index}
                      row={r}
                      column={c}
                      value={row[c.field]}
                      error={errors[r]?.[c.field]}
                    />
                  );
                  return (
                    <Fragment key={r}>
                      <tr>
                        <td className="cg-report-no">{r + 1}</td>
                        {LINE_1.map((c) => (
                          <td key={c.field} className={c.field === 'facility' ? 'cg-report-label' : undefined}>
                            {field(c)}
                          </td>
                        ))}
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
                      <tr className="cg-report-editor-line2">
                        <td />
                        <td colSpan={LINE_1.length + 1}>
                          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
                            {LINE_2.map((c) => (
                              <div key={c.field}>
                                <label htmlFor={`limit-${index}-${r}-${c.field}`} className="block text-xs text-gray-600 dark:text-gray-300">
                                  {c.label}
                                  {isAmount(c.field) ? ` (${unitLabel})` : ''}
                                </label>
                                {field(c)}
                              </div>
                            ))}
                          </div>
                          {warning ? (
                            <p role="status" className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                              ⚠ {warning}
                            </p>
                          ) : null}
                        </td>
                      </tr>
                    </Fragment>
                  );
                })}
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
          <SaveProblem save={save} onReload={() => void store.load()} />
        </form>
      )}
      <Associates store={store} index={index} unitLabel={unitLabel} shift={shift} />
    </section>
  );
});
