import { action, computed, makeObservable, observable } from 'mobx';
import { HistoryRegistry, valuesToRedo, valuesToUndo } from '../history';
import type { Transaction } from '../history';
import { inputKey } from './analysis-document';
import type { InputCell, InputEdit } from './analysis-document';

/** One undo step of the analysis: a typed figure, a clear, or a whole paste. */
export type EditTransaction = Transaction<InputCell, number>;

/** What an undo or redo asks the document to do: the values to put back, and the step's first cell. */
export interface Replay {
  readonly edits: InputEdit[];
  readonly first: InputCell;
}

/**
 * The undo history of the open analysis (Ctrl+Z, Ctrl+Y), over one {@link HistoryRegistry} for the
 * browser session: each analysis keeps its own history (at least 100 steps) until sign-out. The
 * registry is plain; `tick` is bumped on every change so `canUndo` and the labels stay reactive.
 */
export class EditHistory {
  /** The analysis whose history is in use; null when none is open. */
  private analysisId: number | null = null;
  private tick = 0;
  private readonly registry = new HistoryRegistry<InputCell, number>({ keyOf: inputKey });

  constructor() {
    // `current` stays a plain getter: a computed would return the same history object and hide its changes.
    makeObservable<EditHistory, 'analysisId' | 'tick'>(this, {
      analysisId: observable,
      tick: observable,
      canUndo: computed,
      canRedo: computed,
      undoLabel: computed,
      redoLabel: computed,
      open: action,
      record: action,
      undo: action,
      redo: action,
      clear: action,
      forget: action,
    });
  }

  /** Follows the open analysis: its history, created empty on first use. */
  open(analysisId: number | null): void {
    this.analysisId = analysisId;
    this.tick += 1;
  }

  private get current() {
    void this.tick;
    return this.analysisId === null ? null : this.registry.for(this.analysisId);
  }

  get canUndo(): boolean {
    return this.current?.canUndo ?? false;
  }

  get canRedo(): boolean {
    return this.current?.canRedo ?? false;
  }

  /** What Undo would undo ("Paste of 3 × 2 cells"), for the button's tooltip. */
  get undoLabel(): string | null {
    return this.current?.nextUndo?.label ?? null;
  }

  /** What Redo would redo. */
  get redoLabel(): string | null {
    return this.current?.nextRedo?.label ?? null;
  }

  /**
   * Records applied edits as one step.
   * @param previous the values before (as the document's `apply` returns them)
   * @param after the value each cell holds now
   */
  record(label: string, previous: readonly InputEdit[], after: (cell: InputCell) => number): void {
    const history = this.current;
    if (!history || previous.length === 0) {
      return;
    }
    const changes = previous.map(({ value, ...target }) => ({ target, before: value, after: after(target) }));
    if (history.record({ label, changes })) {
      this.tick += 1;
    }
  }

  /** Takes the last step off the undo stack; null when there is nothing to undo. */
  undo(): Replay | null {
    const tx = this.current?.undo() ?? null;
    return tx ? this.replay(tx, valuesToUndo(tx)) : null;
  }

  /** Takes the last undone step off the redo stack; null when there is nothing to redo. */
  redo(): Replay | null {
    const tx = this.current?.redo() ?? null;
    return tx ? this.replay(tx, valuesToRedo(tx)) : null;
  }

  /** Drops one analysis's history (its years moved, so its steps would point at other periods). */
  forget(analysisId: number): void {
    this.registry.forget(analysisId);
    this.tick += 1;
  }

  /** Drops every analysis's history (sign-out). */
  clear(): void {
    this.registry.clear();
    this.tick += 1;
  }

  private replay(tx: EditTransaction, values: readonly { target: InputCell; value: number }[]): Replay {
    this.tick += 1;
    return { edits: values.map((v) => ({ ...v.target, value: v.value })), first: tx.changes[0]!.target };
  }
}
