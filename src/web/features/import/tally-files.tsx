import { useState } from 'react';
import { periodLabel } from '../../../domain/periods';
import type { Period } from '../../../domain/periods';
import { Modal } from '../../components/modal';
import { buttonPrimary, buttonSecondary } from '../../components/ui';
import type { ImportSource } from './api';

/**
 * The year Tally files close, asked before they are read: a Trial Balance carries no date (docs/import.md
 * "Tally"). The analysis's periods are offered, the latest audited one first chosen, since that is the year
 * whose books a borrower's Tally holds closed.
 */
export function TallyYear({ files, periods, onRead, onClose }: {
  files: readonly File[];
  periods: readonly Period[];
  onRead: (source: ImportSource) => void;
  onClose: () => void;
}) {
  const audited = periods.filter((p) => p.kind === 'Audited');
  const [year, setYear] = useState((audited.at(-1) ?? periods[0])?.year ?? new Date().getFullYear());
  return (
    <Modal title="Which year do these Tally books close?" onClose={onClose}>
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{files.map((f) => f.name).join(', ')}</p>
      <label className="flex items-center gap-2 text-sm">
        The Trial Balance closes
        <select value={year} onChange={(e) => setYear(Number(e.target.value))} className="rounded border border-gray-300 px-1 dark:bg-gray-900">
          {periods.map((p) => (
            <option key={p.year} value={p.year}>{periodLabel(p)}</option>
          ))}
        </select>
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onClose}>Cancel</button>
        <button type="button" className={buttonPrimary} onClick={() => onRead({ kind: 'tally', files, year })}>Read the files</button>
      </div>
    </Modal>
  );
}
