import { useCallback } from 'react';
import type { ClipboardEvent as ReactClipboardEvent } from 'react';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import { isTextField } from '../../lib/dom';
import { notify } from '../../lib/notify';
import { announce } from '../../lib/announce';
import type { AnalysisStore, CellRef } from '../analysis';
import { copyBlock } from '../clipboard';
import { copySelection } from './grid-clipboard';

interface GridClipboard {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  /** The grid cell an event happened in (the focused cell for copy and paste). */
  readonly cellOfEvent: (target: EventTarget) => CellRef | null;
  readonly syncSelection: (here: CellRef | null) => void;
}

/**
 * Copy and paste of a statement grid, as the grid element's `onCopy` and `onPaste` (an open cell
 * editor keeps the browser's own). Ctrl+C: the block (or the focused cell) as TSV, values
 * unformatted, so Excel reads numbers. Ctrl+V: a block from Excel or from another analysis, from the
 * focused cell, as one undo step; a computed screen says where pasting works instead.
 */
export function useGridClipboard({ store, screen, editable, cellOfEvent, syncSelection }: GridClipboard) {
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
      if (at) {
        announce(store.pasteBlock(screen as InputScreenId, e.clipboardData.getData('text/plain'), at));
      }
    },
    [store, screen, editable, cellOfEvent],
  );

  return { onCopy, onPaste };
}
