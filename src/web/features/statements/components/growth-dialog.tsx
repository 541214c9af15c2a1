import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { buttonPrimary, buttonSecondary, fieldError, fieldInput, fieldLabel } from '../../../components/ui';
import { parseGrowth } from '../../grid';

/**
 * Asks the growth for "Fill right with growth %": a percentage a year (`10`, `7.5`, `-5`), applied to the
 * selected years from the year before them. `onFill` gets the percentage; a figure that is not one is refused here.
 */
export function GrowthDialog({ onFill, onClose }: { onFill: (percent: number) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const percent = parseGrowth(text);
    if (percent === null) {
      setError('Type a percentage, such as 10, 7.5 or -5.');
      return;
    }
    onFill(percent);
  };
  return (
    <Modal title="Fill right with growth %" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className={fieldLabel}>
          Growth a year (%)
        </label>
        <input id={id} className={fieldInput} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error !== null} />
        {error ? <p className={fieldError}>{error}</p> : null}
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          Each selected year is the year before it grown by this percentage, rounded half up to 2 decimals; one undo step.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary}>
            Fill right
          </button>
        </div>
      </form>
    </Modal>
  );
}
