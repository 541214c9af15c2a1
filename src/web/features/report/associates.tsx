import { observer } from 'mobx-react-lite';
import type { AssociateConcern } from '../../../contract';
import { groupExposure } from '../../../domain/facilities';
import { formatAmount, NOT_AVAILABLE } from '../../../domain/format';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import { ASSOCIATE_AMOUNTS } from './associates-draft';
import type { AssociateField } from './associates-draft';
import type { ReportStore } from './report-store';
import { SaveProblem } from './save-problem';

const TITLE = 'Associate / group concerns';
const FIELDS: readonly { field: AssociateField; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'relationship', label: 'Relationship' },
  { field: 'bank', label: 'Bank / institution' },
  { field: 'exposure', label: 'Exposure (limits)' },
  { field: 'outstanding', label: 'Outstanding' },
  { field: 'overdue', label: 'Overdue' },
];
const isAmount = (field: AssociateField) => (ASSOCIATE_AMOUNTS as readonly string[]).includes(field);
const amount = (v: number | null | undefined, shift: number) => (v === undefined || v === null ? NOT_AVAILABLE : formatAmount(v, 'minus', shift));

const cellInput =
  'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 focus:border-newBlue-500 focus:ring-2 focus:ring-newBlue-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100';

/** The printed table of one company's associate concerns, with the group's exposure ("—" when none is known). */
function AssociatesPrint({
  associates,
  unitLabel,
  shift,
  onScreen,
}: {
  associates: readonly AssociateConcern[];
  unitLabel: string;
  shift: number;
  onScreen: boolean;
}) {
  return (
    <table className={onScreen ? 'cg-report-table' : 'cg-report-table cg-report-print-only'} aria-label={TITLE}>
      <thead>
        <tr>
          <th scope="col" className="cg-report-no">
            No.
          </th>
          <th scope="col" className="cg-report-label">
            {TITLE} (relationship)
          </th>
          <th scope="col" className="cg-report-label">
            Bank / institution
          </th>
          {ASSOCIATE_AMOUNTS.map((f) => (
            <th key={f} scope="col">
              {FIELDS.find((c) => c.field === f)!.label} ({unitLabel})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {associates.length === 0 ? (
          <tr>
            <td className="cg-report-no">—</td>
            <td colSpan={2 + ASSOCIATE_AMOUNTS.length} className="cg-report-label">
              No associate or group concerns entered.
            </td>
          </tr>
        ) : (
          <>
            {associates.map((a, i) => (
              <tr key={i}>
                <td className="cg-report-no">{i + 1}</td>
                <th scope="row" className="cg-report-label">
                  {a.name}
                  {a.relationship ? <span className="cg-report-facility-meta">{a.relationship}</span> : null}
                </th>
                <td className="cg-report-label">{a.bank ?? NOT_AVAILABLE}</td>
                {ASSOCIATE_AMOUNTS.map((f) => (
                  <td key={f} className="cg-report-num">
                    {amount(a[f], shift)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="font-semibold">
              <td className="cg-report-no" />
              <th scope="row" className="cg-report-label" colSpan={2}>
                Group exposure
              </th>
              <td className="cg-report-num">{amount(groupExposure(associates), shift)}</td>
              <td colSpan={ASSOCIATE_AMOUNTS.length - 1} />
            </tr>
          </>
        )}
      </tbody>
    </table>
  );
}

/**
 * Form I's associate / group concerns of one company: on paper (and on a read-only snapshot) the stored table
 * with the group's exposure; on screen an editor, amounts typed in the display unit and read with the one
 * amount parser, refused fields marked in place. Save stores every company's associates at once.
 */
export const Associates = observer(function Associates({
  store,
  index,
  unitLabel,
  shift,
}: {
  store: ReportStore;
  index: number;
  unitLabel: string;
  shift: number;
}) {
  const company = store.model?.companies[index];
  const editor = store.associates;
  if (!company) {
    return null;
  }
  const rows = editor.drafts[index] ?? [];
  const save = editor.save;
  return (
    <section className="mt-3" aria-label={`${TITLE}, ${company.name}`}>
      <h3 className="cg-report-form-title text-base">{TITLE}</h3>
      <AssociatesPrint associates={company.associates ?? []} unitLabel={unitLabel} shift={shift} onScreen={store.readOnly} />
      {store.readOnly ? null : (
        <form
          className="cg-no-print"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void editor.store();
          }}
        >
          {rows.length === 0 ? (
            <p className="text-sm text-gray-500 dark:text-gray-400">
              No associate or group concerns yet. Add sister concerns, group companies or the promoters' other firms.
            </p>
          ) : null}
          {rows.map((row, r) => (
            <div key={r} className="mb-2 grid grid-cols-2 items-start gap-2 sm:grid-cols-3 lg:grid-cols-7">
              {FIELDS.map(({ field, label }) => {
                const id = `associate-${index}-${r}-${field}`;
                const error = editor.errors[index]?.[r]?.[field];
                return (
                  <div key={field}>
                    <label htmlFor={id} className="block text-xs text-gray-600 dark:text-gray-300">
                      {label}
                      {isAmount(field) ? ` (${unitLabel})` : ''}
                    </label>
                    <input
                      id={id}
                      aria-label={`${label}, associate concern ${r + 1} of ${company.name}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      className={`${cellInput} ${isAmount(field) ? 'text-right tabular-nums' : ''}`}
                      inputMode={isAmount(field) ? 'decimal' : undefined}
                      maxLength={isAmount(field) ? undefined : 120}
                      placeholder={field === 'name' ? 'e.g. Sri Venkateswara Exports LLP' : '—'}
                      value={row[field]}
                      onChange={(e) => editor.edit(index, r, field, e.target.value)}
                    />
                    {error ? (
                      <p id={`${id}-error`} className="mt-0.5 text-xs text-red-600 dark:text-red-400">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <button
                type="button"
                className="mt-4 justify-self-start rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-newBlue-500 dark:text-gray-300 dark:hover:bg-gray-800"
                aria-label={`Remove associate concern ${r + 1} of ${company.name}`}
                onClick={() => editor.remove(index, r)}
              >
                ✕
              </button>
            </div>
          ))}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button type="button" className={buttonSecondary} onClick={() => editor.add(index)}>
              Add associate concern
            </button>
            <button type="submit" className={buttonPrimary} disabled={save.state === 'saving' || !editor.dirty}>
              {save.state === 'saving' ? 'Saving…' : 'Save associate concerns'}
            </button>
            <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
              {save.state === 'saved' ? 'Associate concerns saved.' : editor.dirty ? 'Unsaved changes to the associate concerns.' : ''}
            </p>
          </div>
          <SaveProblem save={save} onReload={() => void store.load()} />
        </form>
      )}
    </section>
  );
});
