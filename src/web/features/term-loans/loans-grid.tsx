import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { buttonSecondary } from '../../components/ui';
import { LOAN_CHOICES, LOAN_FIELDS } from './loan-draft';
import type { LoanField } from './loan-draft';
import { MAX_LOANS } from './term-loans-store';
import type { TermLoansStore } from './term-loans-store';

const cellInput =
  'w-full min-w-[5.5rem] rounded border border-gray-300 bg-white px-1.5 py-1 text-sm text-gray-900 focus:border-newBlue-500 focus:ring-2 focus:ring-newBlue-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100';

/** The id of a loan cell, so Enter can move to the same field of the next loan. */
const cellId = (company: number, row: number, field: LoanField) => `loan-${company}-${row}-${field}`;

/**
 * One company's loans as a small keyboard-first grid: Tab moves across, Enter moves down to the same field
 * of the next loan (as in the statements), and Enter on the last loan saves every company's loans. Refused
 * fields are marked in place with the contract's reason.
 */
export const LoansGrid = observer(function LoansGrid({
  store,
  company,
  name,
  unitLabel,
}: {
  store: TermLoansStore;
  company: number;
  name: string;
  unitLabel: string;
}) {
  const rows = store.drafts[company] ?? [];
  const errors = store.errors[company] ?? [];
  const onKeyDown = (row: number, field: LoanField) => (e: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (e.key !== 'Enter') {
      return;
    }
    e.preventDefault();
    const next = document.getElementById(cellId(company, row + (e.shiftKey ? -1 : 1), field));
    if (next) {
      next.focus();
    } else if (!e.shiftKey) {
      void store.saveLoans();
    }
  };
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="cg-loans-grid w-full border-collapse text-sm">
          <caption className="sr-only">
            Term loans of {name}, amounts in {unitLabel}
          </caption>
          <thead>
            <tr>
              {LOAN_FIELDS.map((f) => (
                <th key={f.field} scope="col" className="px-1 py-1 text-left text-xs font-semibold text-gray-600 dark:text-gray-300">
                  {f.label}
                  {f.field === 'amount' ? <span className="font-normal"> ({unitLabel})</span> : null}
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
                <td colSpan={LOAN_FIELDS.length + 1} className="px-1 py-2 text-gray-500 dark:text-gray-400">
                  No term loans entered.
                </td>
              </tr>
            ) : null}
            {rows.map((draft, row) => (
              <tr key={row}>
                {LOAN_FIELDS.map(({ field, label, kind }) => {
                  const error = errors[row]?.[field];
                  const common = {
                    id: cellId(company, row, field),
                    'aria-label': `${label}, loan ${row + 1} of ${name}`,
                    'aria-invalid': error ? true : undefined,
                    title: error,
                    value: draft[field],
                    onKeyDown: onKeyDown(row, field),
                    className: cellInput,
                  };
                  return (
                    <td key={field} className="px-1 py-0.5 align-top">
                      {kind === 'select' ? (
                        <select {...common} onChange={(e) => store.edit(company, row, field, e.target.value)}>
                          {LOAN_CHOICES[field]!.map(([value, text]) => (
                            <option key={value} value={value}>
                              {text}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          {...common}
                          type="text"
                          inputMode={kind === 'number' ? 'decimal' : undefined}
                          placeholder={kind === 'month' ? 'YYYY-MM' : undefined}
                          onChange={(e) => store.edit(company, row, field, e.target.value)}
                        />
                      )}
                      {error ? <p className="mt-0.5 text-xs text-red-700 dark:text-red-400">{error}</p> : null}
                    </td>
                  );
                })}
                <td className="px-1 py-0.5 align-top">
                  <button
                    type="button"
                    className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                    aria-label={`Remove loan ${row + 1} of ${name}`}
                    onClick={() => store.removeLoan(company, row)}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className={`${buttonSecondary} mt-2`} disabled={rows.length >= MAX_LOANS} onClick={() => store.addLoan(company)}>
        Add loan to {name}
      </button>
    </div>
  );
});
