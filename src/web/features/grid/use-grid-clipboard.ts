import { useCallback, useRef, useState } from 'react';
import type { AmountUnit } from '../../../contract/constants';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import type { ClipboardEvent as ReactClipboardEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import { isTextField } from '../../lib/dom';
import { notify } from '../../lib/notify';
import { announce } from '../../lib/announce';
import type { AnalysisStore, CellRef } from '../analysis';
import { COMPUTED_ROWS_TYPE, computedRowsData, copyBlock, parseTsv, readComputedRows, unitOfBlock } from '../clipboard';
import type { ImportSource } from '../import';
import { copySelection } from './grid-clipboard';
import type { PendingScalePaste } from './scale-paste-dialog';
import { describeScale } from './scale-words';
import { slotOfKey } from '../../../domain/detail-lines';
import { pasteRowsShown } from './detail-rows';
import type { GridRow } from './grid-rows';

interface GridClipboard {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  readonly editable: boolean;
  /** The grid cell an event happened in (the focused cell for copy and paste). */
  readonly cellOfEvent: (target: EventTarget) => CellRef | null;
  readonly syncSelection: (here: CellRef | null) => void;
  /**
   * The entry unit and the display unit: copies and pastes are in the display unit, converted exactly to
   * the entry unit; a block copied in another unit than the display unit asks before it is pasted.
   */
  readonly units: DisplayUnits | undefined;
  /** Closes the open cell editor, dropping what was typed in it. */
  readonly cancelEdit: () => void;
  /** The grid's rows now, detail lines included: a block pasted from or across a line goes down them. */
  readonly rows: readonly GridRow[];
}

/** True when clipboard text holds more than one cell (a tab or a line break between cells). */
const isBlock = (text: string) => {
  const rows = parseTsv(text);
  return rows.length > 1 || (rows[0]?.length ?? 0) > 1;
};

/** A paste waiting for the analyst's choice: its figures are in another unit than the one shown. */
export interface PendingUnitPaste {
  readonly from: AmountUnit;
  /** The display unit, which figures pasted as they are are read in. */
  readonly to: AmountUnit;
  /** The analysis's entry unit. */
  readonly entered: AmountUnit;
  /**
   * Pastes converted from `from` (exactly, into the entry unit; `convertRound` rounds what the entry unit
   * cannot hold in 2 decimals), or as is (read in `to`); null cancels.
   */
  readonly resolve: (choice: 'convert' | 'convertRound' | 'asIs' | null) => void;
}

/**
 * Copy and paste of a statement grid, as the grid element's `onCopy` and `onPaste` (an open cell
 * editor keeps the browser's own for one value; a block pasted into it closes it and pastes from its cell). Ctrl+C: the block (or the focused cell) as TSV, line by line across detail lines, values
 * unformatted, so Excel reads numbers. Ctrl+V: a block from Excel or from another analysis, from the
 * focused cell, as one undo step; a computed screen says where pasting works instead. Figures are
 * copied and pasted in the display unit. A "copy with labels" block names its unit: in another unit
 * than the one shown, the paste waits (`pending`) for the analyst to convert the figures or paste them as they are;
 * a plain block about 100× or 1000× the figures beside it waits (`scale`) for the analyst's word. Ctrl+Shift+V
 * ("Paste with mapping") opens the import mapping for any block, labelled or not.
 */
export function useGridClipboard({ store, screen, editable, cellOfEvent, syncSelection, units, cancelEdit, rows }: GridClipboard) {
  const [pending, setPending] = useState<PendingUnitPaste | null>(null);
  const [scale, setScale] = useState<PendingScalePaste | null>(null);
  /** A labelled block held for the import mapping, and the company it goes to. */
  const [mapping, setMapping] = useState<{ readonly source: ImportSource; readonly company: number } | null>(null);
  /** Ctrl+Shift+V ("Paste with mapping") was pressed: the paste it fires opens the mapping whatever the block. */
  const withMapping = useRef(false);
  const onKeyDownCapture = useCallback((e: ReactKeyboardEvent<HTMLDivElement>) => {
    withMapping.current = (e.ctrlKey || e.metaKey) && e.shiftKey && e.key.toLowerCase() === 'v';
  }, []);
  const onCopy = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      if (isTextField(e.target)) {
        return;
      }
      const here = cellOfEvent(e.target);
      syncSelection(here);
      const selection = copySelection(store, screen, 'block', displayShift(units), rows);
      if (selection) {
        e.preventDefault();
        const text = copyBlock(selection);
        e.clipboardData.setData('text/plain', text);
        e.clipboardData.setData(COMPUTED_ROWS_TYPE, computedRowsData(selection, text));
      }
    },
    [store, screen, syncSelection, cellOfEvent, units, rows],
  );

  const onPaste = useCallback(
    (e: ReactClipboardEvent<HTMLDivElement>) => {
      // One value pasted into an open editor is text in it; a block is pasted as a block from that cell
      // (the browser would run its cells together into one number: 100\t200 as 100200).
      const mapAnyway = withMapping.current;
      withMapping.current = false;
      const inEditor = isTextField(e.target);
      if (
        inEditor &&
        !mapAnyway &&
        !(e.target instanceof Element && e.target.closest('.ag-cell-inline-editing') && isBlock(e.clipboardData.getData('text/plain')))
      ) {
        return;
      }
      e.preventDefault();
      if (inEditor) {
        cancelEdit();
      }
      if (!editable) {
        notify.info('The figures on this screen are computed. Paste into one of the three statements.');
        return;
      }
      const cell = cellOfEvent(e.target) ?? store.selection;
      const text = e.clipboardData.getData('text/plain');
      if (!cell) {
        return;
      }
      // On a detail line the block starts at the line (its row's key would start it at the first line).
      const shown = pasteRowsShown(rows);
      const rowId = e.target instanceof Element ? e.target.closest('[row-id]')?.getAttribute('row-id') : null;
      const at = shown && rowId && slotOfKey(rowId) ? { ...cell, key: rowId } : cell;
      if (mapAnyway) {
        setMapping({ source: { kind: 'paste', text }, company: at.company });
        return;
      }
      // A block copied from a grid here knows its computed rows: they are skipped, not pasted into inputs.
      const computed = readComputedRows(e.clipboardData.getData(COMPUTED_ROWS_TYPE), text);
      const from = unitOfBlock(text);
      if (units && from && from !== units.shown) {
        const focusBack = e.target instanceof HTMLElement ? e.target : null;
        setPending({
          from,
          to: units.shown,
          entered: units.entered,
          resolve: (choice) => {
            setPending(null);
            if (choice) {
              const options = { computedRows: computed, round: choice === 'convertRound' ? ('all' as const) : ('none' as const), rows: shown };
              announce(store.pasteBlock(screen as InputScreenId, text, at, choice === 'asIs' ? units : { ...units, shown: from }, options));
            }
            focusBack?.focus();
          },
        });
        return;
      }
      const paste = (checkScale: boolean) => store.pasteBlock(screen as InputScreenId, text, at, units, { computedRows: computed, checkScale, rows: shown });
      const outcome = paste(true);
      if (outcome.mapping !== undefined) {
        setMapping({ source: { kind: 'paste', text: outcome.mapping }, company: at.company });
        return;
      }
      if (outcome.scale) {
        const focusBack = e.target instanceof HTMLElement ? e.target : null;
        setScale({
          ...describeScale(outcome.scale, screen as InputScreenId, store, units),
          resolve: (ok) => {
            setScale(null);
            if (ok) {
              announce(paste(false));
            }
            focusBack?.focus();
          },
        });
        return;
      }
      announce(outcome);
    },
    [store, screen, editable, cellOfEvent, units, cancelEdit, rows],
  );

  return { onCopy, onPaste, onKeyDownCapture, pending, scale, mapping, setMapping };
}
