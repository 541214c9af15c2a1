import { Modal } from '../../components/modal';
import { buttonPrimary } from '../../components/ui';
import { secondaryButton } from './unit-paste-dialog';

/** A pasted figure beside the stored one it was compared with, worded for the dialog. */
export interface ScalePair {
  readonly row: string;
  readonly column: string;
  readonly pasted: string;
  readonly besideColumn: string;
  readonly beside: string;
}

/** A plain paste held back because its figures are about `factor` times the ones beside them. */
export interface PendingScalePaste {
  /** "100×" or "1/1,000×". */
  readonly factor: string;
  readonly pairs: readonly ScalePair[];
  /** true stores the block as pasted; false stores nothing. */
  readonly resolve: (paste: boolean) => void;
}

/** At most this many pairs are listed; the rest are counted. */
const SHOWN = 5;

/**
 * Asks before storing a plain block whose figures are about 100× or 1000× the figures beside them (most likely
 * copied in another unit), listing the figures side by side. Nothing is stored until "Paste anyway".
 */
export function ScalePasteDialog({ pending }: { pending: PendingScalePaste }) {
  const more = pending.pairs.length - SHOWN;
  return (
    <Modal title={`These figures are about ${pending.factor} the ones beside them`} onClose={() => pending.resolve(false)}>
      <p className="text-sm text-gray-700 dark:text-gray-300">They may have been copied in another unit. Nothing has been pasted yet.</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-gray-700 dark:text-gray-300">
        {pending.pairs.slice(0, SHOWN).map((p) => (
          <li key={`${p.row}|${p.column}`}>
            {p.row}, {p.column}: {p.pasted} (beside {p.besideColumn}: {p.beside})
          </li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={() => pending.resolve(false)}>
          Cancel
        </button>
        <button type="button" className={buttonPrimary} onClick={() => pending.resolve(true)}>
          Paste anyway
        </button>
      </div>
    </Modal>
  );
}
