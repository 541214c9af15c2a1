import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Width class of the panel. */
  size?: string;
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser makes the rest of
 * the page inert, keeps Tab inside, focuses the first field, and turns Esc into `cancel`, which
 * calls `onClose`. A click on the backdrop closes too. The page does not scroll behind it (index.css),
 * and focus goes back to the opener when the dialog goes away.
 */
export function Modal({ title, onClose, children, size = 'max-w-lg' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      // Browsers without showModal (and jsdom) still get an open, labelled dialog.
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') {
        dialog.close();
      }
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // The parent unmounts the dialog; the browser must not close it behind React's back.
        e.preventDefault();
        // React bubbles a nested dialog's cancel to this one: Esc closes only the dialog on top.
        if (e.target === e.currentTarget) {
          onClose();
        }
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className={`m-auto mb-0 max-h-[92dvh] w-full ${size} overflow-y-auto rounded-t-2xl border border-gray-200 bg-white p-0 text-left shadow-2xl backdrop:bg-gray-950/60 backdrop:backdrop-blur-sm xs:mb-auto xs:w-[calc(100%-2rem)] xs:rounded-2xl dark:border-gray-700 dark:bg-gray-900`}
    >
      {/* The padding lives inside, so a click on it is not a click on the backdrop. */}
      <div className="p-6">
        <h2 id={titleId} className="font-franklin text-lg font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
