import { useState } from 'react';
import { Modal } from '../../components/modal';
import { buttonPrimary } from '../../components/ui';
import { MAX_NOTE_LENGTH } from '../../../domain/cell-texts';
import { secondaryButton } from './unit-paste-dialog';

interface NoteDialogProps {
  /** What the note is on: "Others · Acme Steels, FY 2024-25". */
  readonly about: string;
  /** The cell's note now; empty when it has none. */
  readonly initial: string;
  /** Stores the note (an empty one removes it). */
  readonly onSave: (note: string) => void;
  readonly onClose: () => void;
}

/**
 * Shift+F2 on an input cell: a small note editor, keyboard first as Excel's is. The text is focused; Enter
 * saves, Shift+Enter starts a new line, Esc cancels (the dialog's cancel), and the focus goes back to the cell.
 * React renders the text, so whatever the analyst writes is shown as text, never as markup.
 */
export function NoteDialog({ about, initial, onSave, onClose }: NoteDialogProps) {
  const [text, setText] = useState(initial);
  const save = () => {
    onSave(text);
    onClose();
  };
  return (
    <Modal title={`Note on ${about}`} onClose={onClose}>
      <textarea
        autoFocus
        aria-label="Note"
        data-testid="note-text"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            save();
          }
        }}
        className="mt-3 w-full rounded-md border border-gray-300 p-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
      />
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        Enter saves, Shift+Enter starts a new line, Esc cancels. An empty note removes it. It prints as a footnote in the CMA report.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={buttonPrimary} onClick={save}>
          Save note
        </button>
      </div>
    </Modal>
  );
}
