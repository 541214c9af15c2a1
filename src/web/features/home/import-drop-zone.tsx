import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';

interface ImportDropZoneProps {
  onFile: (file: File) => void;
  /** Opens the file picker (owned by the page, which also offers it in its header). */
  onPick: () => void;
  busy: boolean;
  children: ReactNode;
}

/** Accepts an analysis JSON file dropped anywhere on its area (the list and the dashed zone below it). */
export function ImportDropZone({ onFile, onPick, busy, children }: ImportDropZoneProps) {
  const [over, setOver] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) {
      onFile(file);
    }
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setOver(false);
        }
      }}
      onDrop={onDrop}
      className="relative"
      data-testid="import-drop-zone"
    >
      {children}
      <div
        className={`mt-8 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 py-8 text-center text-sm transition-colors ${
          over ? 'border-newBlue-500 bg-newBlue-50 dark:bg-newBlue-950/40' : 'border-gray-300 dark:border-gray-700'
        }`}
      >
        <p className="text-gray-600 dark:text-gray-300">
          Drop an analysis <span className="font-mono text-xs">.json</span> file here, or{' '}
          <button
            type="button"
            className="font-semibold text-newBlue-600 hover:underline disabled:opacity-60 dark:text-sky-400"
            onClick={onPick}
            disabled={busy}
          >
            {busy ? 'importing…' : 'Import analysis JSON'}
          </button>
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">The same format as Export JSON; figures are checked before anything is saved.</p>
      </div>
      {over && <div className="pointer-events-none absolute inset-0 rounded-2xl ring-2 ring-newBlue-500" aria-hidden="true" />}
    </div>
  );
}
