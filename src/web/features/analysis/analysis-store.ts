import { action, makeObservable, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import type { MetricId, ScreenId } from '../../../domain/formula';
import { rowOf } from '../../../domain/model';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';
import { withNotices } from '../../lib/outcome';
import type { Outcome } from '../../lib/outcome';
import { parseAmount, REFUSAL } from '../../lib/parse-amount';
import { onFlushEdits } from '../../lib/unsaved-edits';
import { AnalysisDocument } from './analysis-document';
import type { InputCell, InputEdit } from './analysis-document';
import { AnalysisSync } from './analysis-sync';
import type { SaveStatus } from './analysis-sync';
import { EditHistory } from './edit-history';
import type { Replay } from './edit-history';
import { notices } from './outcome';
import type { EditOutcome, PasteOutcome } from './outcome';
import { planScreenPaste } from './screen-paste';
import { SelectionStore } from './selection-store';
import type { Block, CellRef } from './selection-store';

/** What the store needs from the root: the open analysis (tokenId, companies) of the session. */
export interface AnalysisHost {
  readonly session: {
    readonly tokenId: number | null;
    readonly numCompanies: number;
    readonly companyNames: readonly string[];
  };
  /** Hears the outcome of work nobody awaits (the idle save); the app shows its notices as toasts. */
  readonly onBackground?: (outcome: Outcome) => void;
}

/**
 * The open analysis as the screens use it: a thin facade over the {@link AnalysisDocument} (figures),
 * the {@link SelectionStore} (focus and block), the {@link EditHistory} (undo) and the
 * {@link AnalysisSync} (load and save). It follows `session.tokenId`, and it owns the edit paths,
 * so every edit is applied, recorded for undo and marked unsaved alike. Methods return outcomes;
 * the UI shows their notices.
 */
export class AnalysisStore {
  readonly doc = new AnalysisDocument();
  readonly selections = new SelectionStore();
  readonly history = new EditHistory();
  readonly sync: AnalysisSync;
  private readonly report: (outcome: Outcome) => void;
  private readonly disposeSessionReaction: IReactionDisposer;
  private readonly stopFlush: () => void;

  constructor(private readonly host: AnalysisHost) {
    this.report = host.onBackground ?? (() => undefined);
    this.sync = new AnalysisSync(this.doc, this.defaultName, this.report);
    makeObservable(this, { commitEdits: action, undo: action, redo: action, pasteBlock: action });
    this.disposeSessionReaction = reaction(
      () => host.session.tokenId,
      (tokenId) => void this.switchTo(tokenId),
      { fireImmediately: true },
    );
    // The dashboard reads derived figures from the server: its route waits for this save first.
    this.stopFlush = onFlushEdits(() => this.sync.save().then(this.report));
  }

  /** Stops following the session (tests, hot reload). */
  dispose(): void {
    this.disposeSessionReaction();
    this.stopFlush();
    this.sync.dispose();
  }

  private readonly defaultName = (company: number) => this.host.session.companyNames[company] ?? `Company ${company + 1}`;

  /** Saves what the previous analysis had pending, then starts holding the new one (sign-out drops every history). */
  private async switchTo(tokenId: number | null): Promise<void> {
    if (this.sync.tokenId !== null && !this.sync.isSaved) {
      this.report(await this.sync.save());
    }
    runInAction(() => {
      this.sync.open(tokenId);
      this.doc.reset([]);
      this.doc.ensureCompanies(tokenId === null ? 0 : Math.max(1, this.host.session.numCompanies), this.defaultName);
      this.selections.reset();
      if (tokenId === null) {
        this.history.clear();
      }
      this.history.open(tokenId);
    });
  }

  // ---- reading (the document, the sync and the selection, as the screens read them) ----

  get tokenId(): number | null {
    return this.sync.tokenId;
  }
  get version(): number | null {
    return this.sync.version;
  }
  get companyNames(): string[] {
    return this.doc.companyNames;
  }
  get settings(): Settings {
    return this.doc.settings;
  }
  get isSaved(): boolean {
    return this.sync.isSaved;
  }
  get isSettled(): boolean {
    return this.sync.isSettled;
  }
  get loadFailed(): boolean {
    return this.sync.loadFailed;
  }
  get saveStatus(): SaveStatus {
    return this.sync.saveStatus;
  }
  get selection(): CellRef | null {
    return this.selections.selection;
  }
  get canUndo(): boolean {
    return this.history.canUndo;
  }
  get canRedo(): boolean {
    return this.history.canRedo;
  }
  get undoLabel(): string | null {
    return this.history.undoLabel;
  }
  get redoLabel(): string | null {
    return this.history.redoLabel;
  }

  plain(company: number, id: MetricId): PlainValue {
    return this.doc.plain(company, id);
  }
  select(cell: CellRef | null): void {
    this.selections.select(cell);
  }
  extendBlock(cell: CellRef): void {
    this.selections.extendBlock(cell);
  }
  blockOf(screen: ScreenId): Block | null {
    return this.selections.blockOf(screen);
  }
  inBlock(screen: ScreenId, company: number, key: string): boolean {
    return this.selections.inBlock(screen, company, key);
  }
  isRefused(company: number, screen: InputScreenId, key: string): boolean {
    return this.selections.isRefused({ company, screen, key });
  }

  // ---- loading and saving ----

  /** Loads the open analysis: all three statements and the settings (derived rows read across statements). */
  load(): Promise<Outcome> {
    return this.sync.load();
  }
  reload(): Promise<Outcome> {
    return this.sync.reload();
  }
  save(): Promise<Outcome> {
    return this.sync.save();
  }

  /** Changes settings for every column at once (computed), then persists them. */
  updateSettings(patch: Partial<Settings>): Promise<Outcome> {
    return this.sync.saveSettings({ ...this.doc.settings, ...patch });
  }

  /** Puts every setting back to the banking defaults (cma-domain §4, §5, §9). */
  resetSettings(): Promise<Outcome> {
    return this.sync.saveSettings(DEFAULT_SETTINGS);
  }

  // ---- editing ----

  /**
   * Applies edits as ONE undo step (a typed figure, a clear, a whole paste), marks them unsaved and
   * clears the marks of the last paste's refusals. Edits that change nothing are not recorded.
   * @returns the previous values of the cells that changed.
   */
  commitEdits(edits: readonly InputEdit[], label: string): InputEdit[] {
    this.selections.markRefused([]);
    const previous = this.doc.apply(edits);
    this.sync.markDirty(previous);
    this.history.record(label, previous, (cell) => this.doc.input(cell) ?? 0);
    return previous;
  }

  /**
   * Sets one input from what the analyst typed, read by the one amount parser ({@link parseAmount}):
   * an empty entry clears the cell to 0 (spec §4); a refused value keeps the old one, with the reason
   * in the outcome (never a silent 0).
   */
  setInput(company: number, screen: InputScreenId, key: string, raw: string | number): EditOutcome {
    const id: MetricId = `${screen}.${key}`;
    const row = rowOf(id);
    if (row.kind !== 'input') {
      throw new Error(`${id} is derived and cannot be edited`);
    }
    const text = String(raw).trim();
    // Every CMA input has minimum 0 (spec §5).
    const parsed = parseAmount(text, { allowNegative: false });
    if (parsed.kind === 'refused') {
      const who = this.doc.companyNames[company] ?? `Company ${company + 1}`;
      const reason = parsed.reason === REFUSAL.notANumber ? parsed.reason : `refused: ${parsed.reason}`;
      return withNotices({ ok: false }, [notices.inputRefused(row.label, who, text, reason, this.doc.plain(company, id) as number)]);
    }
    this.commitEdits([{ company, screen, key, value: parsed.kind === 'value' ? parsed.value : 0 }], `Edit ${row.label}`);
    return { ok: true };
  }

  /**
   * Delete / Backspace: sets input cells to 0 (spec §4) as one undo step. Derived cells in the
   * list are left alone, so a block that spans totals clears only its inputs.
   */
  clearInputs(cells: readonly InputCell[]): void {
    const inputs = cells.filter((c) => rowOf(`${c.screen}.${c.key}`).kind === 'input');
    const only = inputs.length === 1 ? rowOf(`${inputs[0]!.screen}.${inputs[0]!.key}`).label : null;
    this.commitEdits(
      inputs.map((c) => ({ ...c, value: 0 })),
      only === null ? `Clear ${inputs.length} cells` : `Clear ${only}`,
    );
  }

  /**
   * Ctrl+Z: puts back the cells of the last step; they are marked unsaved and saved like any edit,
   * and an undo is never recorded itself.
   * @returns the first cell it changed (the grid focuses it, switching screen if needed), or null.
   */
  undo(): CellRef | null {
    return this.replay(this.history.undo());
  }

  /** Ctrl+Y / Ctrl+Shift+Z: applies the last undone step again. @see undo */
  redo(): CellRef | null {
    return this.replay(this.history.redo());
  }

  private replay(step: Replay | null): CellRef | null {
    if (!step) {
      return null;
    }
    this.selections.markRefused([]);
    this.sync.markDirty(this.doc.apply(step.edits));
    const cell: CellRef = { screen: step.first.screen, company: step.first.company, key: step.first.key };
    this.selections.requestFocus(cell);
    return cell;
  }

  /**
   * Ctrl+V: pastes a TSV block from the focused cell as one undo step ({@link planScreenPaste}); one
   * value onto a selected block fills the block; `scale` converts amounts from another unit.
   * Refused cells keep their old value and are marked; the outcome's notices list them, and say
   * when a block larger than the grid was cut at the edge.
   */
  pasteBlock(screen: InputScreenId, text: string, focus: { key: string; company: number }, scale = 1): PasteOutcome {
    const block = this.selections.blockAnchor ? this.selections.blockOf(screen) : null;
    const plan = planScreenPaste(screen, text, focus, this.doc.companyNames, block, scale);
    const changed = this.commitEdits(plan.edits, plan.label).length;
    this.selections.markRefused(plan.refusedCells);
    return withNotices({ changed, refused: plan.refused, truncated: plan.truncated }, plan.notices);
  }
}
