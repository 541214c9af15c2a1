import { useCallback, useState } from 'react';
import type { AmountUnit } from '../../../contract/constants';
import type { ClipboardEvent as ReactClipboardEvent } from 'react';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import { isTextField } from '../../lib/dom';
import { notify } from '../../lib/notify';
import { announce } from '../../lib/announce';
import type { AnalysisStore, CellRef } from '../analysis';
import { copyBlock, unitFactor, unitOfBlock } from '../clipboard';
import { copySelection } from './grid-clipboard';

interface GridClipboard {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  /** The grid cell an event happened in (the focused cell for copy and paste). */
  readonly cellOfEvent: (target: EventTarget) => CellRef | null;
  readonly syncSelection: (here: CellRef | null) => void;
  /** The analysis's entry unit: a block copied in another unit asks before it is pasted. */
  readonly unit: AmountUnit | undefined;
}

/** A paste waiting for the analyst's choice: its figures are in another unit than the analysis. */
export interface PendingUnitPaste {
  readonly from: AmountUnit;
  readonly to: AmountUnit;
  /** Pastes multiplied into the analysis's unit, or as is; null cancels. */
  readonly resolve: (choice: 'convert' | 'asIs' | null) => void;
}

/**
 * Copy and paste of a statement grid, as the grid element's `onCopy` and `onPaste` (an open cell
 * editor keeps the browser's own). Ctrl+C: the block (or the focused cell) as TSV, values
 * unformatted, so Excel reads numbers. Ctrl+V: a block from Excel or from another analysis, from the
 * focused cell, as one undo step; a computed screen says where pasting works instead. A "copy with
 * labels" block names its unit: in another unit than the analysis's, the paste waits (`pending`)
 * for the analyst to convert the figures or paste them as they are.
 */
export function useGridClipboard({ store, screen, editable, cellOfEvent, syncSelection, unit }: GridClipboard) {
  const [pending, setPending] = useState<PendingUnitPaste | null>(null);
  const onCopy = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      if (isTextField(e.target)) {
        return;
      }
      syncSelection(cellOfEvent(e.target));
      const selection = copySelection(store, screen, 'block');
      if (selection) {
        e.preventDefault();
        e.clipboardData.setData('text/plain', copyBlock(selection));
      }
    },
    [store, screen, syncSelection, cellOfEvent],
  );

  const onPaste = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      if (isTextField(e.target)) {
        return;
      }
      e.preventDefault();
      if (!editable) {
        notify.info('The figures on this screen are computed. Paste into one of the three statements.');
        return;
      }
      const at = cellOfEvent(e.target) ?? store.selection;
      const text = e.clipboardData.getData('text/plain');
      if (!at) {
        return;
      }
      const from = unitOfBlock(text);
      if (unit && from && from !== unit) {
        const focusBack = e.target instanceof HTMLElement ? e.target : null;
        setPending({
          from,
          to: unit,
          resolve: (choice) => {
            setPending(null);
            if (choice) {
              announce(store.pasteBlock(screen as InputScreenId, text, at, choice === 'convert' ? unitFactor(from, unit) : 1));
            }
            focusBack?.focus();
          },
        });
        return;
      }
      announce(store.pasteBlock(screen as InputScreenId, text, at));
    },
    [store, screen, editable, cellOfEvent, unit],
  );

  return { onCopy, onPaste, pending };
}
