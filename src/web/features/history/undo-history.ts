/** One cell's change: what it held before and after. */
export interface Change<T, V> {
  readonly target: T;
  readonly before: V;
  readonly after: V;
}

/** What one Ctrl+Z undoes: a typed edit, a clear, or a whole paste. */
export interface Transaction<T, V> {
  /** Shown to the analyst ("Undo paste of 40 × 8 cells"). */
  readonly label: string;
  readonly changes: readonly Change<T, V>[];
}

/** A value to write back into a cell when undoing or redoing. */
export interface Restore<T, V> {
  readonly target: T;
  readonly value: V;
}

export interface UndoHistoryOptions<T, V> {
  /** Most transactions kept; the oldest are dropped beyond it. At least 100 (the grid's power-use undo). */
  readonly capacity?: number;
  /** Identifies a target, so two changes of one cell in a transaction fold into one. */
  readonly keyOf?: (target: T) => string;
  /** When a change changes nothing; defaults to `Object.is`. */
  readonly equals?: (a: V, b: V) => boolean;
}

export const DEFAULT_HISTORY_CAPACITY = 200;
export const MIN_HISTORY_CAPACITY = 100;

/**
 * An undo/redo stack of transactions, framework-free so the analysis store can wrap it (its
 * fields are plain properties, so `makeAutoObservable(history)` works).
 *
 * A transaction's changes that change nothing are dropped, and a transaction left empty is not
 * recorded, so Ctrl+Z never "undoes" nothing. Recording a new transaction clears the redo stack,
 * as in Excel. The history does not touch the cells: `undo()` and `redo()` hand back the
 * transaction, and {@link valuesToUndo} / {@link valuesToRedo} say what to write.
 */
export class UndoHistory<T, V> {
  readonly capacity: number;
  undoStack: Transaction<T, V>[] = [];
  redoStack: Transaction<T, V>[] = [];
  private readonly keyOf: ((target: T) => string) | undefined;
  private readonly equals: (a: V, b: V) => boolean;

  constructor(options: UndoHistoryOptions<T, V> = {}) {
    this.capacity = Math.max(MIN_HISTORY_CAPACITY, options.capacity ?? DEFAULT_HISTORY_CAPACITY);
    this.keyOf = options.keyOf;
    this.equals = options.equals ?? Object.is;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The transaction Ctrl+Z would undo, without undoing it (for a menu or tooltip). */
  get nextUndo(): Transaction<T, V> | null {
    return this.undoStack.at(-1) ?? null;
  }

  /** The transaction Ctrl+Y would redo, without redoing it. */
  get nextRedo(): Transaction<T, V> | null {
    return this.redoStack.at(-1) ?? null;
  }

  /**
   * Records a transaction that has just been applied.
   * @returns the step as recorded (for {@link withdraw}), or null when it changed nothing and was ignored.
   */
  record(tx: Transaction<T, V>): Transaction<T, V> | null {
    const changes = this.fold(tx.changes).filter((c) => !this.equals(c.before, c.after));
    if (changes.length === 0) {
      return null;
    }
    const step = { label: tx.label, changes };
    this.undoStack.push(step);
    if (this.undoStack.length > this.capacity) {
      this.undoStack.splice(0, this.undoStack.length - this.capacity);
    }
    this.redoStack = [];
    return step;
  }

  /**
   * Takes back a step {@link record} returned, because what it recorded did not happen after all (the
   * server refused it). Only while it is still the last undo step: one undone or built upon stays.
   * @returns whether it was taken back.
   */
  withdraw(step: Transaction<T, V>): boolean {
    if (this.undoStack.at(-1) !== step) {
      return false;
    }
    this.undoStack.pop();
    return true;
  }

  /**
   * Puts back the last move of `step` by {@link undo} or {@link redo}, because the move did not take (the
   * server refused the settings it put back). Only while `step` is still where that move left it.
   * @returns whether it was put back.
   */
  revert(step: Transaction<T, V>): boolean {
    const [from, to] = this.redoStack.at(-1) === step ? [this.redoStack, this.undoStack] : [this.undoStack, this.redoStack];
    if (from.at(-1) !== step) {
      return false;
    }
    to.push(from.pop()!);
    return true;
  }

  /** Moves the last transaction to the redo stack and returns it; null when there is none. */
  undo(): Transaction<T, V> | null {
    const tx = this.undoStack.pop();
    if (!tx) {
      return null;
    }
    this.redoStack.push(tx);
    return tx;
  }

  /** Moves the last undone transaction back and returns it; null when there is none. */
  redo(): Transaction<T, V> | null {
    const tx = this.redoStack.pop();
    if (!tx) {
      return null;
    }
    this.undoStack.push(tx);
    return tx;
  }

  /**
   * Takes stacks kept from an earlier page (already checked by the caller), oldest first; beyond
   * the capacity the oldest undo steps are dropped.
   */
  restore(undoStack: readonly Transaction<T, V>[], redoStack: readonly Transaction<T, V>[]): void {
    this.undoStack = undoStack.slice(-this.capacity);
    this.redoStack = redoStack.slice(-this.capacity);
  }

  /** Forgets everything (the analysis was reloaded from the server or deleted). */
  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }

  /** Two changes of one target become one: the first `before` and the last `after`. */
  private fold(changes: readonly Change<T, V>[]): Change<T, V>[] {
    const keyOf = this.keyOf;
    if (!keyOf) {
      return [...changes];
    }
    const byKey = new Map<string, Change<T, V>>();
    for (const change of changes) {
      const key = keyOf(change.target);
      const earlier = byKey.get(key);
      byKey.set(key, earlier ? { target: earlier.target, before: earlier.before, after: change.after } : change);
    }
    return [...byKey.values()];
  }
}

/** The values that put a transaction's targets back as they were, last change first. */
export function valuesToUndo<T, V>(tx: Transaction<T, V>): Restore<T, V>[] {
  return tx.changes.map((c) => ({ target: c.target, value: c.before })).reverse();
}

/** The values that apply a transaction again, in its original order. */
export function valuesToRedo<T, V>(tx: Transaction<T, V>): Restore<T, V>[] {
  return tx.changes.map((c) => ({ target: c.target, value: c.after }));
}

/**
 * One {@link UndoHistory} per analysis, so Ctrl+Z in one analysis never undoes an edit made in
 * another, and switching back to an analysis finds its history intact for the session.
 */
export class HistoryRegistry<T, V> {
  private readonly histories = new Map<number | string, UndoHistory<T, V>>();

  constructor(private readonly options: UndoHistoryOptions<T, V> = {}) {}

  /** The history of an analysis, created empty on first use. */
  for(analysisId: number | string): UndoHistory<T, V> {
    let history = this.histories.get(analysisId);
    if (!history) {
      history = new UndoHistory<T, V>(this.options);
      this.histories.set(analysisId, history);
    }
    return history;
  }

  /** True when the analysis has a history in this page (used, or restored). */
  has(analysisId: number | string): boolean {
    return this.histories.has(analysisId);
  }

  /** Drops an analysis's history (the analysis was deleted, or the user signed out). */
  forget(analysisId: number | string): void {
    this.histories.delete(analysisId);
  }

  /** Drops every history (sign-out). */
  clear(): void {
    this.histories.clear();
  }
}
