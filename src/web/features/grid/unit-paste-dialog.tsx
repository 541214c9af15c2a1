import { UNIT_LABELS } from '../../../contract/constants';
import { Modal } from '../../components/modal';
import { buttonPrimary } from '../../components/ui';
import { conversionOperation } from '../../lib/display-units';
import type { PendingUnitPaste } from './use-grid-clipboard';

/** The dialogs' secondary button. */
export const secondaryButton =
  'rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * Asks how to paste a block copied in another unit than the one shown: convert the figures into it
 * (lakhs → ₹ multiplies by 1,00,000), convert and round what the entry unit cannot hold in 2 decimals
 * (as the entry-unit dialog offers), paste them as they are, or cancel.
 */
export function UnitPasteDialog({ pending }: { pending: PendingUnitPaste }) {
  const by = conversionOperation(pending.from, pending.to);
  return (
    <Modal title={`These figures are in ${UNIT_LABELS[pending.from]}`} onClose={() => pending.resolve(null)}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {pending.to === pending.entered
          ? `This analysis is in ${UNIT_LABELS[pending.to]}.`
          : `This analysis shows figures in ${UNIT_LABELS[pending.to]} (entered in ${UNIT_LABELS[pending.entered]}).`}{' '}
        Convert the figures into {UNIT_LABELS[pending.to]} ({by}), or paste them as they are?
      </p>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        A converted figure that {UNIT_LABELS[pending.entered]} cannot hold in 2 decimals is refused; Convert and round stores it rounded half up to 2 decimals
        of {UNIT_LABELS[pending.entered]}, and says how many were.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={() => pending.resolve(null)}>
          Cancel
        </button>
        <button type="button" className={secondaryButton} onClick={() => pending.resolve('asIs')}>
          Paste as is
        </button>
        <button type="button" className={secondaryButton} onClick={() => pending.resolve('convertRound')}>
          Convert and round
        </button>
        <button type="button" className={buttonPrimary} onClick={() => pending.resolve('convert')}>
          Convert ({by})
        </button>
      </div>
    </Modal>
  );
}
