// Over 300 lines: the undo history, its sessionStorage copy and the checks that it still fits on restore.
import { action, computed, makeObservable, observable } from 'mobx';
import { z } from 'zod';
import { settingsSchema, UNITS } from '../../../contract';
import type { AmountUnit } from '../../../contract';
import { INPUT_SCREENS, rowOf } from '../../../domain/model';
import type { InputScreenId } from '../../../domain/model';
import type { Settings } from '../../../domain/settings';
import { readJson, removeKey, undoHistoryKey, writeText } from '../../lib/storage';
import { HistoryRegistry, valuesToRedo, valuesToUndo } from '../history';
import type { Change, Transaction, UndoHistory } from '../history';
import { inputKey } from './analysis-document';
import type { InputCell, InputEdit } from './analysis-document';
import { TEXT_KINDS, textKey } from './cell-text-store';
import type { TextEdit, TextKind } from './cell-text-store';

/** One setting of the analysis as an undo target. */
export interface SettingTarget {
  readonly setting: keyof Settings;
}

/** An input cell's expression or note as an undo target (its value is the text, `''` for none). */
export type TextTarget = InputCell & { readonly text: TextKind };

/** What an undo step changes: an input cell's figure, its expression or note, or a setting of the analysis. */
export type EditTarget = InputCell | TextTarget | SettingTarget;

/** A cell's figure (₹ in the analysis's unit), its expression or note, or a setting's value (%, times, or the drawing-power method). */
export type EditValue = number | boolean | Settings['drawingPowerMethod'] | string;

/** One change of an undo step. */
export type EditChange = Change<EditTarget, EditValue>;

/** One undo step of the analysis: a typed figure, a clear, a whole paste, or a change of settings. */
export type EditTransaction = Transaction<EditTarget, EditValue>;

/** What an undo or redo asks the store to do: the figures and settings to put back, and the step's first cell. */
export interface Replay {
  readonly edits: InputEdit[];
  /** The expressions and notes to put back. */
  readonly texts: TextEdit[];
  /** The settings to put back; empty when the step changed figures only. */
  readonly settings: Partial<Settings>;
  /** The step's first cell (the grid focuses it); null for a change of settings. */
  readonly first: InputCell | null;
  /** The step moved, for {@link EditHistory.revert} when its settings could not be saved. */
  readonly recorded: RecordedStep;
}

/** A step of one analysis's history, as {@link EditHistory.record} recorded it. */
export interface RecordedStep {
  readonly analysisId: number;
  readonly step: EditTransaction;
}

/** The open analysis as loaded, against which a history kept from an earlier page is checked. */
export interface HistoryFit {
  /** The years of its periods, oldest first (cells name periods by index). */
  readonly years: readonly number[];
  readonly companyCount: number;
  /** The entry unit its figures loaded in. */
  readonly unit: AmountUnit;
  /** What a cell (0 when never entered) or a setting holds now. */
  readonly valueOf: (target: EditTarget) => EditValue;
}

/**
 * The most characters one analysis's stored history may take in sessionStorage (browsers give a
 * tab about 5 MB in all). Beyond it the oldest undo steps and the farthest redo steps are left out
 * of storage (the newest undo steps come first); this page keeps them all.
 */
export const MAX_STORED_CHARS = 512 * 1024;

/** The version of the stored shape; an entry of another version is ignored. */
const STORED_FORMAT = 2;

export const isSettingTarget = (target: EditTarget): target is SettingTarget => 'setting' in target;
export const isTextTarget = (target: EditTarget): target is TextTarget => 'text' in target;

const SETTING_PREFIX = 'setting\t';

/** The key of a target: {@link inputKey} for a figure, {@link textKey} for a text, `setting\t<name>` for a setting. */
const targetKey = (target: EditTarget): string =>
  isSettingTarget(target) ? `${SETTING_PREFIX}${target.setting}` : isTextTarget(target) ? textKey(target, target.text) : inputKey(target);

const storedStep = z.object({
  label: z.string().max(300),
  changes: z.array(z.tuple([z.string(), z.union([z.number(), z.boolean(), z.string()]), z.union([z.number(), z.boolean(), z.string()])])).min(1),
});

const storedHistory = z.object({
  format: z.literal(STORED_FORMAT),
  analysisId: z.number().int(),
  years: z.array(z.number().int()),
  /** The entry unit the figures of its steps are in. */
  unit: z.enum(UNITS).nullable(),
  undo: z.array(storedStep),
  redo: z.array(storedStep),
});

type StoredStep = z.infer<typeof storedStep>;
type StoredHistory = z.infer<typeof storedHistory>;

/** The target a stored key names, or null when it names no input row or setting this app knows. */
function targetOfKey(key: string): EditTarget | null {
  if (key.startsWith(SETTING_PREFIX)) {
    const setting = key.slice(SETTING_PREFIX.length);
    return Object.hasOwn(settingsSchema.shape, setting) ? { setting: setting as keyof Settings } : null;
  }
  const parts = key.split('\t');
  const text = parts[4] as TextKind | undefined;
  if ((parts.length !== 4 && parts.length !== 5) || (text !== undefined && !TEXT_KINDS.includes(text))) {
    return null;
  }
  const [company, period, screen, row] = parts as [string, string, string, string];
  const cell = { company: Number(company), period: Number(period), screen: screen as InputScreenId, key: row, ...(text ? { text } : {}) };
  const known = INPUT_SCREENS.includes(cell.screen) && Number.isInteger(cell.company) && cell.company >= 0 && Number.isInteger(cell.period) && cell.period >= 0;
  try {
    return known && rowOf(`${cell.screen}.${row}`).kind === 'input' ? cell : null;
  } catch {
    return null; // a row the catalogue no longer has
  }
}

/** Whether a stored value can stand in a target: a finite figure for a cell, a valid value for a setting. */
function validValue(target: EditTarget, value: unknown): value is EditValue {
  if (isSettingTarget(target)) {
    return settingsSchema.shape[target.setting].safeParse(value).success;
  }
  if (isTextTarget(target)) {
    return typeof value === 'string';
  }
  return typeof value === 'number' && Number.isFinite(value);
}

/** A stored step as a transaction, or null when any change in it is malformed. */
function stepOf(step: StoredStep): EditTransaction | null {
  const changes: EditChange[] = [];
  for (const [key, before, after] of step.changes) {
    const target = targetOfKey(key);
    if (!target || !validValue(target, before) || !validValue(target, after)) {
      return null;
    }
    changes.push({ target, before, after });
  }
  return { label: step.label, changes };
}

const toStored = (tx: EditTransaction): StoredStep => ({ label: tx.label, changes: tx.changes.map((c) => [targetKey(c.target), c.before, c.after]) });

/**
 * The values the analysis must hold now for a history to apply: for each target, the `after` of the
 * last undo step that changed it, and the `before` of the next redo step that changes it.
 */
function expectedValues(undoStack: readonly EditTransaction[], redoStack: readonly EditTransaction[]): { target: EditTarget; value: EditValue }[] {
  const byUndo = new Map<string, { target: EditTarget; value: EditValue }>();
  for (const tx of undoStack) {
    for (const c of tx.changes) {
      byUndo.set(targetKey(c.target), { target: c.target, value: c.after });
    }
  }
  // The redo stack's top is the next redo, so walking up from its bottom leaves the nearest step's `before`.
  const byRedo = new Map<string, { target: EditTarget; value: EditValue }>();
  for (const tx of redoStack) {
    for (const c of tx.changes) {
      byRedo.set(targetKey(c.target), { target: c.target, value: c.before });
    }
  }
  return [...byUndo.values(), ...byRedo.values()];
}

/**
 * Whether a history read back from storage still fits the analysis as loaded: it belongs to this
 * analysis, its years are the analysis's years, every cell it names is in a company that exists, and
 * every figure and setting it touches holds the value the history left it with.
 */
function fits(
  stored: StoredHistory,
  analysisId: number,
  undoStack: readonly EditTransaction[],
  redoStack: readonly EditTransaction[],
  fit: HistoryFit,
): boolean {
  if (stored.analysisId !== analysisId || stored.years.length !== fit.years.length || stored.years.some((y, i) => y !== fit.years[i])) {
    return false;
  }
  if (stored.unit !== fit.unit) {
    // Converted elsewhere since: its figures are at another scale, even where the values still match (0 stays 0).
    return false;
  }
  const cellsExist = [...undoStack, ...redoStack].every((tx) =>
    tx.changes.every((c) => isSettingTarget(c.target) || (c.target.company < fit.companyCount && c.target.period < fit.years.length)),
  );
  return cellsExist && expectedValues(undoStack, redoStack).every(({ target, value }) => Object.is(fit.valueOf(target), value));
}

/**
 * The undo history of the open analysis (Ctrl+Z, Ctrl+Y), over one {@link HistoryRegistry} for the
 * page: each analysis keeps its own history (at least 100 steps of figures and settings). The registry
 * is plain; `tick` is bumped on every change so `canUndo` and the labels stay reactive.
 *
 * Each history is also kept in sessionStorage under {@link undoHistoryKey} (at most
 * {@link MAX_STORED_CHARS}), so a reload of the tab finds it. When the analysis has loaded,
 * {@link restore} reads it back. The stored history is dropped, whole, when:
 * - it is malformed, of another format, or names another analysis, a row or a setting this app does not know;
 * - the analysis's years are not the ones it was kept with (cells name periods by index), or a cell
 *   it names is in a company the analysis no longer has;
 * - the analysis's entry unit is not the one it was kept in (converted elsewhere: undoing would put back
 *   figures at the old scale);
 * - any figure or setting it touches does not hold the value the history left it with: someone
 *   (another tab or device) changed what the steps would undo, and undoing would overwrite their work.
 *
 * Figures and settings it does not touch may have moved on; the version number is not compared,
 * because this tab's own last save on `pagehide` raises it without the page seeing the answer, and a
 * version check would then drop the history of every quick reload. An edit made before the analysis
 * loaded starts a new history. Sign-out removes every stored history (`clearSessionStorage`).
 */
export class EditHistory {
  /** The analysis whose history is in use; null when none is open. */
  private analysisId: number | null = null;
  private tick = 0;
  private readonly registry = new HistoryRegistry<EditTarget, EditValue>({ keyOf: targetKey });
  /** The analyses whose history in this page is the one to keep: restored, or edited before it could be. */
  private readonly settled = new Set<number>();
  /** Each step's stored JSON, made once. */
  private readonly serialised = new WeakMap<EditTransaction, string>();

  /**
   * @param years the years of the open analysis's periods, oldest first, stored with its history
   * @param unit the entry unit its figures are in (as the server loaded them), stored with its history
   */
  constructor(
    private readonly years: () => readonly number[],
    private readonly unit: () => AmountUnit | null,
  ) {
    // `current` stays a plain getter: a computed would return the same history object and hide its changes.
    makeObservable<EditHistory, 'analysisId' | 'tick'>(this, {
      analysisId: observable,
      tick: observable,
      canUndo: computed,
      canRedo: computed,
      undoLabel: computed,
      redoLabel: computed,
      open: action,
      restore: action,
      record: action,
      undo: action,
      redo: action,
      clear: action,
      forget: action,
      withdraw: action,
      revert: action,
    });
  }

  /** Follows the open analysis: its history in this page, or an empty one until {@link restore}. */
  open(analysisId: number | null): void {
    this.analysisId = analysisId;
    if (analysisId !== null && this.registry.has(analysisId)) {
      this.settled.add(analysisId);
    }
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

  /** What Undo would undo ("Paste of 3 × 2 cells", "DSCR floor 1.25 → 1.5"), for the button's tooltip. */
  get undoLabel(): string | null {
    return this.current?.nextUndo?.label ?? null;
  }

  /** What Redo would redo. */
  get redoLabel(): string | null {
    return this.current?.nextRedo?.label ?? null;
  }

  /**
   * Once the open analysis has loaded: takes the history a previous page of this tab kept for it, when
   * it still fits (see the class comment), and drops it from storage otherwise. Does nothing when this
   * page already has the analysis's history.
   * @returns whether a stored history was taken
   */
  restore(fit: HistoryFit): boolean {
    const id = this.analysisId;
    if (id === null || this.settled.has(id)) {
      return false;
    }
    this.settled.add(id);
    const parsed = storedHistory.safeParse(readJson<unknown>(undoHistoryKey(id), 'session'));
    const undoStack = parsed.success ? parsed.data.undo.map(stepOf) : [];
    const redoStack = parsed.success ? parsed.data.redo.map(stepOf) : [];
    const whole = (steps: (EditTransaction | null)[]): steps is EditTransaction[] => steps.every((s) => s !== null);
    if (!parsed.success || !whole(undoStack) || !whole(redoStack) || !fits(parsed.data, id, undoStack, redoStack, fit)) {
      removeKey(undoHistoryKey(id), 'session');
      return false;
    }
    this.registry.for(id).restore(undoStack, redoStack);
    this.tick += 1;
    return true;
  }

  /**
   * Records applied changes (figures or settings) as one step; changes that change nothing are dropped.
   * @returns the recorded step with its analysis (for {@link withdraw}), or null when nothing was recorded.
   */
  record(label: string, changes: readonly EditChange[]): RecordedStep | null {
    const history = this.current;
    if (!history || changes.length === 0) {
      return null;
    }
    // An edit before the analysis loaded starts afresh: the stored history was never checked.
    const analysisId = this.analysisId!;
    this.settled.add(analysisId);
    const step = history.record({ label, changes });
    if (!step) {
      return null;
    }
    this.tick += 1;
    this.persist();
    return { analysisId, step };
  }

  /**
   * Takes back a step {@link record} returned when what it recorded did not happen (a settings save the
   * server refused), while it is still its analysis's last undo step.
   */
  withdraw(recorded: RecordedStep): void {
    this.amend(recorded, (history) => history.withdraw(recorded.step));
  }

  /** Puts back the last undo or redo of a step whose settings the server refused, while nothing moved since. */
  revert(recorded: RecordedStep): void {
    this.amend(recorded, (history) => history.revert(recorded.step));
  }

  private amend(recorded: RecordedStep, change: (history: UndoHistory<EditTarget, EditValue>) => boolean): void {
    if (this.registry.has(recorded.analysisId) && change(this.registry.for(recorded.analysisId))) {
      this.tick += 1;
      if (recorded.analysisId === this.analysisId) {
        this.persist();
      }
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

  /** Drops one analysis's history, here and in storage (its years moved, so its steps would point at other periods). */
  forget(analysisId: number): void {
    this.registry.forget(analysisId);
    this.settled.add(analysisId);
    removeKey(undoHistoryKey(analysisId), 'session');
    this.tick += 1;
  }

  /** Drops every analysis's history in this page (the analysis was closed; sign-out also empties storage). */
  clear(): void {
    this.registry.clear();
    this.settled.clear();
    this.tick += 1;
  }

  private replay(tx: EditTransaction, values: readonly { target: EditTarget; value: EditValue }[]): Replay {
    this.tick += 1;
    this.persist();
    const edits: InputEdit[] = [];
    const texts: TextEdit[] = [];
    const settings: Record<string, EditValue> = {};
    for (const { target, value } of values) {
      if (isSettingTarget(target)) {
        settings[target.setting] = value;
      } else if (isTextTarget(target)) {
        const { text: kind, ...cell } = target;
        texts.push({ ...cell, kind, text: value as string });
      } else {
        edits.push({ ...target, value: value as number });
      }
    }
    const target = tx.changes.map((c) => c.target).find((t): t is InputCell | TextTarget => !isSettingTarget(t));
    const first = target ? { company: target.company, period: target.period, screen: target.screen, key: target.key } : null;
    return { edits, texts, settings: settings as Partial<Settings>, first, recorded: { analysisId: this.analysisId!, step: tx } };
  }

  /**
   * Writes the open analysis's history to sessionStorage: the newest undo steps, then the nearest redo
   * steps, as many as fit in {@link MAX_STORED_CHARS}. Each step is serialised once (steps never
   * change), so a write costs the kept text, not a fresh `JSON.stringify` of every step.
   */
  private persist(): void {
    const id = this.analysisId;
    const history = this.current;
    if (id === null || !history) {
      return;
    }
    const head = JSON.stringify({ format: STORED_FORMAT, analysisId: id, years: this.years(), unit: this.unit() }).slice(0, -1);
    let budget = MAX_STORED_CHARS - head.length - ',"undo":[],"redo":[]}'.length;
    const newestFirst = (stack: readonly EditTransaction[]): string[] => {
      const kept: string[] = [];
      for (let i = stack.length - 1; i >= 0; i -= 1) {
        const text = this.serialise(stack[i]!);
        if (text.length + 1 > budget) {
          break;
        }
        budget -= text.length + 1;
        kept.push(text);
      }
      return kept.reverse();
    };
    const undo = newestFirst(history.undoStack);
    const redo = newestFirst(history.redoStack);
    if (!writeText(undoHistoryKey(id), `${head},"undo":[${undo.join()}],"redo":[${redo.join()}]}`, 'session')) {
      // A full storage must not leave an older history behind to be restored against newer figures.
      removeKey(undoHistoryKey(id), 'session');
    }
  }

  private serialise(tx: EditTransaction): string {
    let text = this.serialised.get(tx);
    if (text === undefined) {
      text = JSON.stringify(toStored(tx));
      this.serialised.set(tx, text);
    }
    return text;
  }
}
