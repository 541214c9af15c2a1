import { makeAutoObservable, observableRef } from 'mobx';
import type { ScreenId } from '../../../domain/formula';
import { SCREENS } from '../../../domain/screens';
import { inputKey } from './analysis-document';
import type { InputCell } from './analysis-document';

/**
 * A cell of one of the six screens: where the analyst is, or where a link should take them. `period`
 * is an index into the analysis's periods, always given.
 */
export interface CellRef {
  readonly screen: ScreenId;
  readonly company: number;
  readonly period: number;
  readonly key: string;
  /** On a detail line: its grid row (`slotKey`), where a block starts or ends; the cell itself is its row's. */
  readonly line?: string;
}

/**
 * The selected block of a screen: its rows (display order, headers left out; detail lines by `slotKey` when the
 * grid shows them) and its value columns,
 * as positions in the grid's layout (companies in the companies layout, periods in the years layout).
 */
export interface Block {
  readonly rows: string[];
  readonly companies: number[];
}

/**
 * Where the analyst is in the open analysis: the focused cell (its working is shown beside the
 * grid), the Shift+arrow block, a cell a link asked to focus, and the cells the last paste refused.
 */
export class SelectionStore {
  /** The focused cell. */
  selection: CellRef | null = null;
  /** A cell a link asked to focus (possibly on another screen); its grid takes it once shown. */
  focusRequest: CellRef | null = null;
  /** The other corner of a Shift+arrow block (the focused cell is the first); null when only the focused cell is selected. */
  blockAnchor: CellRef | null = null;
  /** Input cells a paste or a typed entry refused (kept their old value), by {@link inputKey}; each until its next edit. */
  refused: ReadonlySet<string> = new Set<string>();
  /** The cell last focused on each screen, where typing resumes when the screen is shown again. */
  private readonly lastFocused = new Map<ScreenId, CellRef>();
  /** The value rows each screen's grid shows, in order, detail lines included ({@link showRows}). */
  private readonly shownRows = new Map<ScreenId, readonly string[]>();

  /** @param columnOf the grid column a cell is shown in (-1 when not on screen); the company by default. */
  constructor(private readonly columnOf: (cell: CellRef) => number = (cell) => cell.company) {
    makeAutoObservable<SelectionStore, 'columnOf'>(this, { refused: observableRef, columnOf: false }, { autoBind: true });
  }

  /** Forgets everything (another analysis opened). */
  reset(): void {
    this.selection = null;
    this.focusRequest = null;
    this.blockAnchor = null;
    this.refused = new Set();
    this.lastFocused.clear();
  }

  /** The cell last focused on a screen of this analysis, or null. */
  lastOn(screen: ScreenId): CellRef | null {
    return this.lastFocused.get(screen) ?? null;
  }

  /** Records the focused cell (null when focus leaves the figures); a plain move drops the block. */
  select(cell: CellRef | null): void {
    this.selection = cell;
    if (cell) {
      this.lastFocused.set(cell.screen, cell);
    }
    this.blockAnchor = null;
  }

  /** Shift+arrow: moves the focused cell to `cell` and keeps the block's other corner where the selection started. */
  extendBlock(cell: CellRef): void {
    this.blockAnchor = this.blockAnchor ?? this.selection;
    this.selection = cell;
    this.lastFocused.set(cell.screen, cell);
  }

  /** The grid of `screen` shows these value rows (row keys in order, detail lines by `slotKey`): a block spans them. */
  showRows(screen: ScreenId, keys: readonly string[]): void {
    const known = this.shownRows.get(screen);
    if (!known || known.length !== keys.length || known.some((k, i) => k !== keys[i])) {
      this.shownRows.set(screen, keys);
    }
  }

  /**
   * The selected block of a screen, or the focused cell alone; null when nothing on the screen is focused. Its rows
   * are the ones the grid shows between the corners: a block from or across detail lines holds the lines.
   */
  blockOf(screen: ScreenId): Block | null {
    const focus = this.selection;
    if (!focus || focus.screen !== screen) {
      return null;
    }
    const anchor = this.blockAnchor?.screen === screen ? this.blockAnchor : focus;
    const keys = this.shownRows.get(screen) ?? SCREENS[screen].rows.filter((r) => r.kind !== 'header').map((r) => r.key);
    const rowOf = (cell: CellRef) => (cell.line !== undefined && keys.includes(cell.line) ? cell.line : cell.key);
    const [r0, r1] = [keys.indexOf(rowOf(anchor)), keys.indexOf(rowOf(focus))].sort((a, b) => a - b) as [number, number];
    const [c0, c1] = [this.columnOf(anchor), this.columnOf(focus)].sort((a, b) => a - b) as [number, number];
    if (c0 < 0) {
      return null;
    }
    return {
      rows: keys.slice(Math.max(0, r0), r1 + 1),
      companies: Array.from({ length: c1 - c0 + 1 }, (_, i) => c0 + i),
    };
  }

  /** True when the cell at grid column `column` lies in a block of more than one cell (drawn as selected). */
  inBlock(screen: ScreenId, column: number, key: string): boolean {
    if (!this.blockAnchor) {
      return false;
    }
    const block = this.blockOf(screen);
    return block !== null && block.companies.includes(column) && block.rows.includes(key);
  }

  /** Asks the grid of `cell.screen` to focus the cell, now or when it is next shown. */
  requestFocus(cell: CellRef): void {
    this.focusRequest = cell;
  }

  /** Called by the grid once it has focused the requested cell. */
  focusHandled(): void {
    this.focusRequest = null;
  }

  /** Marks the cells a paste refused, replacing the previous marks (an empty list clears them). */
  markRefused(cells: readonly InputCell[]): void {
    this.refused = new Set(cells.map(inputKey));
  }

  /** Marks one more refused cell (a typed figure), keeping the other marks. */
  addRefused(cell: InputCell): void {
    this.refused = new Set([...this.refused, inputKey(cell)]);
  }

  /** Takes the marks off cells just edited: a mark stays until its own cell's next edit. */
  clearRefused(cells: readonly InputCell[]): void {
    const edited = new Set(cells.map(inputKey));
    if ([...this.refused].some((key) => edited.has(key))) {
      this.refused = new Set([...this.refused].filter((key) => !edited.has(key)));
    }
  }

  /** True when a paste or a typed entry refused this cell (it is marked until its next edit). */
  isRefused(cell: InputCell): boolean {
    return this.refused.has(inputKey(cell));
  }
}
