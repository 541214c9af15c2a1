import { useState } from 'react';
import { financialYearLabel, periodLabel } from '../../../domain/periods';
import type { Period } from '../../../domain/periods';
import { Modal } from '../../components/modal';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import type { ImportSource } from './api';

/**
 * The year Tally files close, asked before they are read: a Trial Balance carries no date (docs/import.md
 * "Tally"). The analysis's periods are offered and the three years before its first (added as periods on the
 * accept); the latest audited period is chosen first, else the year before the first period: the books a
 * borrower's Tally holds closed are the last audited year's.
 */
export function TallyYear({
  files,
  periods,
  onRead,
  onClose,
}: {
  files: readonly File[];
  periods: readonly Period[];
  onRead: (source: ImportSource) => void;
  onClose: () => void;
}) {
  const first = periods[0]?.year ?? new Date().getFullYear();
  const choices = [first - 3, first - 2, first - 1].map((y) => ({ year: y, label: `${financialYearLabel(y)} (a new period)` }));
  choices.push(...periods.map((p) => ({ year: p.year, label: periodLabel(p) })));
  const [year, setYear] = useState(periods.filter((p) => p.kind === 'Audited').at(-1)?.year ?? first - 1);
  return (
    <Modal title="Which year do these Tally books close?" onClose={onClose}>
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{files.map((f) => f.name).join(', ')}</p>
      <label className="flex items-center gap-2 text-sm">
        The Trial Balance closes
        <select value={year} onChange={(e) => setYear(Number(e.target.value))} className="rounded border border-gray-300 px-1 dark:bg-gray-900">
          {choices.map((c) => (
            <option key={c.year} value={c.year}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={buttonPrimary} onClick={() => onRead({ kind: 'tally', files, year })}>
          Read the files
        </button>
      </div>
    </Modal>
  );
}
