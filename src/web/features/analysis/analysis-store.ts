// Over 300 lines: the facade keeps every edit path together, so each is applied, recorded for undo and saved alike.
import { action, makeObservable, reaction, runInAction } from 'mobx';
import type { IReactionDisposer } from 'mobx';
import type { MetricId, ScreenId } from '../../../domain/formula';
import { MAX_NOTE_LENGTH, noteText } from '../../../domain/cell-texts';
import { rowOf } from '../../../domain/model';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';
import type { Outcome } from '../../lib/outcome';
import type { DisplayUnits } from '../../lib/display-units';
import type { Period } from '../../../domain/periods';
import type { AmountUnit } from '../../../contract';
import { AnalysisDocument } from './analysis-document';
import type { AnalysisHost, RemovedPeriod } from './analysis-host';
import { inputKey } from './analysis-document';
import type { InputCell, InputEdit } from './analysis-document';
import { CellTextStore, linesOfText } from './cell-text-store';
import type { TextEdit } from './cell-text-store';
import { DrivenOverrides } from './driven-overrides';
import { editsBesideLines, typeDetailLine, typeDetailLines, typeInput } from './typed-input';
import { slotOfKey } from '../../../domain/detail-lines';
import type { DetailLine, LineSlot } from '../../../domain/detail-lines';
import { pastedFigures } from './paste-lines';
import type { TypingHost } from './typed-input';
import type { PeriodOperation } from './api';
import { GridView } from './grid-view';
import { PeriodChanges } from './period-changes';
import type { GridColumn } from './grid-view';
import { AnalysisSync } from './analysis-sync';
import type { SaveStatus } from './analysis-sync';
import { EditHistory, isSettingTarget, isTextTarget } from './edit-history';
import type { EditChange, Replay } from './edit-history';
import type { EditOutcome, PasteOutcome } from './outcome';
import { pasteOnto } from './screen-paste';
import type { PasteOptions } from './screen-paste';
import { SelectionStore } from './selection-store';
import type { Block, CellRef } from './selection-store';
import { settingsStepLabel } from './settings-labels';

/**
 * The open analysis as the screens use it: a thin facade over the {@link AnalysisDocument} (figures),
 * the {@link SelectionStore} (focus and block), the {@link EditHistory} (undo) and the
 * {@link AnalysisSync} (load and save). It follows `session.tokenId`, and it owns the edit paths,
 * so every edit is applied, recorded for undo and marked unsaved alike. The root store holds it
 * (`root.analysis`, made by {@link createAnalysisStore}) from first use to sign-out. Methods return outcomes;
 * the UI shows their notices.
 */
export class AnalysisStore {
  readonly doc = new AnalysisDocument((company) => this.host.session.companyTypes?.[company]);
  /** The expressions and notes beside the figures. */
  readonly texts = new CellTextStore();
  readonly view: GridView;
  readonly selections: SelectionStore;
  readonly history = new EditHistory(
    () => this.doc.periods.map((p) => p.year),
    () => this.host.session.unit,
  );
  readonly sync: AnalysisSync;
  private readonly periodChanges: PeriodChanges;
  private readonly overrides: DrivenOverrides; // the methods of driven cells typed over, for undo
  private readonly report: (outcome: Outcome) => void;
  private readonly disposers: IReactionDisposer[];

  constructor(private readonly host: AnalysisHost) {
    this.report = host.onBackground ?? (() => undefined);
    this.view = new GridView(this.doc, host.layout ?? (() => 'companies'));
    this.selections = new SelectionStore((cell) => this.view.indexOf(cell));
    this.sync = new AnalysisSync(this.doc, this.defaultName, this.report, this.unitLoaded, this.texts);
    this.overrides = new DrivenOverrides(this.doc, this.sync, (outcome) => this.report(outcome));
    this.periodChanges = new PeriodChanges(
      this.doc,
      this.sync,
      this.texts,
      (figures, texts) => this.markChanged(figures, texts),
      () => {
        this.selections.reset();
        if (this.tokenId !== null) {
          this.history.forget(this.tokenId);
        }
      },
    );
    makeObservable(this, {
      commitEdits: action,
      setNote: action,
      undo: action,
      redo: action,
      pasteBlock: action,
    });
    this.disposers = [
      reaction(
        () => host.session.tokenId,
        (tokenId) => void this.switchTo(tokenId),
        { fireImmediately: true },
      ),
      // Changed outside the screens (the entry unit converted, companies reordered from /home): the stored
      // figures moved, and undo steps recorded before would put back figures of another scale or column.
      reaction(
        () => host.session.outsideChanges,
        () => {
          if (this.tokenId !== null) {
            this.history.forget(this.tokenId);
            void this.reload().then(this.report);
          }
        },
      ),
    ];
  }

  /** The figures loaded in `unit`: another unit than this page knew was converted elsewhere, and its undo steps are at the old scale. */
  private readonly unitLoaded = (tokenId: number, unit: AmountUnit): void => {
    if (this.host.session.unit !== null && this.host.session.unit !== unit) {
      this.history.forget(tokenId);
    }
    this.host.session.unitIs(tokenId, unit);
  };

  /** Stops following the session (sign-out): its reactions, the idle save and the `pagehide` save. */
  dispose(): void {
    this.disposers.forEach((dispose) => dispose());
    this.sync.dispose();
  }

  /** Saves the unsaved edits and reports the outcome (the root's flush, before the dashboard or a unit conversion). */
  flush(): Promise<void> {
    return this.sync.save().then(this.report);
  }

  private readonly defaultName = (company: number) => this.host.session.companyNames[company] ?? `Company ${company + 1}`;

  /**
   * Saves what the previous analysis had pending, then starts holding the new one. Closing the open
   * analysis (sign-out, or deleting it) drops every history of the page.
   */
  private async switchTo(tokenId: number | null): Promise<void> {
    const closing = tokenId === null && this.sync.tokenId !== null;
    if (this.sync.tokenId !== null && !this.sync.isSaved) {
      this.report(await this.sync.save());
    }
    runInAction(() => {
      this.sync.open(tokenId);
      this.doc.reset([]);
      this.doc.ensureCompanies(tokenId === null ? 0 : Math.max(1, this.host.session.numCompanies), this.defaultName);
      this.selections.reset();
      this.view.reset();
      this.periodChanges.forget();
      if (closing) {
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

  /** The value of a metric in a grid column's cell: a company in a period, always both (never a default period). */
  plainAt(column: GridColumn, id: MetricId): PlainValue {
    return this.doc.plain(column.company, id, column.period);
  }
  get periods(): readonly Period[] {
    return this.doc.periods;
  }
  get assessmentYear(): number {
    return this.doc.assessmentYear;
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
  inBlock(screen: ScreenId, column: number, key: string): boolean {
    return this.selections.inBlock(screen, column, key);
  }
  isRefused(company: number, screen: InputScreenId, key: string, period: number): boolean {
    return this.selections.isRefused({ company, period, screen, key });
  }

  // ---- loading and saving ----

  /**
   * Loads the open analysis: all three statements and the settings (derived rows read across
   * statements). Once loaded, the undo history a previous page of this tab kept is taken back when it
   * still fits ({@link EditHistory.restore}).
   */
  async load(): Promise<Outcome> {
    const tokenId = this.tokenId;
    const outcome = await this.sync.load();
    runInAction(() => {
      if (tokenId !== null && tokenId === this.tokenId && this.sync.isSettled && !this.sync.loadFailed) {
        this.history.restore({
          years: this.doc.periods.map((p) => p.year),
          companyCount: this.doc.companyCount,
          unit: this.host.session.unit!,
          valueOf: (target) =>
            isSettingTarget(target)
              ? this.doc.settings[target.setting]
              : isTextTarget(target)
                ? this.texts.text(target, target.text)
                : (this.doc.input(target) ?? 0),
        });
      }
    });
    return outcome;
  }
  reload(): Promise<Outcome> {
    return this.sync.reload();
  }
  save(): Promise<Outcome> {
    return this.sync.save();
  }

  /**
   * Changes settings for every column at once (computed), then persists them. The change is one undo
   * step ("DSCR floor 1.25 → 1.5") from the moment it is applied; a refused save puts the old settings
   * back and takes the step back.
   */
  updateSettings(patch: Partial<Settings>): Promise<Outcome> {
    return this.changeSettings({ ...this.doc.settings, ...patch }, null);
  }

  /** Puts every setting back to the banking defaults (cma-domain §4, §5, §9), as one undo step. */
  resetSettings(): Promise<Outcome> {
    return this.changeSettings(DEFAULT_SETTINGS, 'Reset settings to defaults');
  }

  private async changeSettings(next: Settings, label: string | null): Promise<Outcome> {
    const before = this.doc.settings;
    const changes: EditChange[] = (Object.keys(next) as (keyof Settings)[])
      .filter((setting) => before[setting] !== next[setting])
      .map((setting) => ({ target: { setting }, before: before[setting], after: next[setting] }));
    if (changes.length === 0) {
      return {};
    }
    // Recorded as the change is applied, so a Ctrl+Z while the save is still on its way undoes this step;
    // taken back if the server refuses the save (which has then put the old settings back).
    const recorded = this.history.record(label ?? settingsStepLabel(before, next), changes);
    const outcome = await this.sync.saveSettings(next);
    if (outcome.notices && recorded) {
      runInAction(() => this.history.withdraw(recorded));
    }
    return outcome;
  }

  // ---- editing ----

  /**
   * Applies edits as ONE undo step (a typed figure, a clear, a whole paste), marks them unsaved and
   * takes the refusal marks off the cells edited. An edit keyed by a detail line (`slotKey`) sets that line, its
   * row's figure their sum ({@link pastedFigures}). Edits that change nothing are not recorded.
   * @returns the previous values of the cells that changed.
   */
  commitEdits(planned: readonly InputEdit[], label: string, pasted: readonly TextEdit[] = []): InputEdit[] {
    const lines = pastedFigures(planned, this.linesOf, (c) => this.doc.input(c) ?? 0);
    const [all, texts] = [lines.edits, [...pasted, ...lines.texts]];
    const edits = editsBesideLines(this.typing, all, texts);
    this.selections.clearRefused(edits);
    // A figure changed without an expression drops the one it had (typed over, pasted, filled, cleared).
    const dropped = edits.map((e): TextEdit => ({ company: e.company, period: e.period, screen: e.screen, key: e.key, kind: 'expression', text: '' }));
    const byCell = new Map([...dropped, ...texts].map((t) => [`${inputKey(t)}\t${t.kind}`, t]));
    const previous = this.doc.apply(edits);
    const previousTexts = this.texts.apply([...byCell.values()]);
    this.markChanged(previous, previousTexts);
    this.history.record(label, [
      ...previous.map(({ value, ...cell }) => ({ target: cell, before: value, after: this.doc.input(cell) ?? 0 })),
      ...previousTexts.map(({ kind, text, ...cell }) => ({ target: { ...cell, text: kind }, before: text, after: this.texts.text(cell, kind) })),
    ]);
    return previous;
  }

  /** Marks changed figures and texts unsaved: an expression goes with its figure, a note and detail lines on their own. */
  private markChanged(figures: readonly InputCell[], texts: readonly TextEdit[]): void {
    this.sync.markDirty([...figures, ...texts.filter((t) => t.kind === 'expression')]);
    this.sync.markNotesDirty(texts.filter((t) => t.kind === 'note'));
    this.sync.markDetailsDirty(texts.filter((t) => t.kind === 'details'));
  }

  /** Sets one input from what the analyst typed ({@link typeInput}), in the display unit `units.shown`. */
  setInput(company: number, screen: InputScreenId, key: string, raw: string | number, period: number, units?: DisplayUnits, round = false): EditOutcome {
    return typeInput(this.typing, { company, period, screen, key }, raw, units, round);
  }

  private readonly typing: TypingHost = {
    doc: this.doc,
    markRefused: (cell) => this.selections.addRefused(cell),
    typeOver: (cell) => this.overrides.typeOver(cell),
    commitEdits: (edits, label, texts) => this.commitEdits(edits, label, texts),
    textOf: (cell, kind) => this.texts.text(cell, kind),
  };

  /** A row's detail lines in one period (`[]` for none). */
  private readonly linesOf = (cell: InputCell): DetailLine[] => linesOfText(this.texts.text(cell, 'details'));
  /** Sets (or, empty, closes) the detail lines of a row in one period, its figure their sum, as one undo step. */
  setDetailLines(cell: InputCell, lines: readonly DetailLine[]): void {
    typeDetailLines(this.typing, cell, lines);
  }

  /** Sets one detail line from what was typed in its grid row ({@link typeDetailLine}), the row's figure their sum, as one undo step. */
  setDetailLine(cell: InputCell, slot: LineSlot, raw: string | number, units?: DisplayUnits): EditOutcome {
    return typeDetailLine(this.typing, cell, slot, raw, units);
  }

  /** Shift+F2: sets or (empty) removes the note on an input cell, as one undo step. */
  setNote(cell: InputCell, raw: string): void {
    const label = rowOf(`${cell.screen}.${cell.key}`).label;
    this.commitEdits([], `Note on ${label}`, [{ ...cell, kind: 'note', text: noteText(raw).slice(0, MAX_NOTE_LENGTH) }]);
  }

  /** Delete / Backspace: sets input cells and detail lines (by `slotKey`) to 0 (spec §4) as one undo step; derived cells are left alone. */
  clearInputs(cells: readonly InputCell[]): void {
    const rowOfCell = (c: InputCell) => rowOf(`${c.screen}.${slotOfKey(c.key)?.key ?? c.key}`);
    const inputs = cells.filter((c) => rowOfCell(c).kind === 'input');
    const only = inputs.length === 1 ? rowOfCell(inputs[0]!).label : null;
    this.commitEdits(
      inputs.map((c) => ({ ...c, value: 0 })),
      only === null ? `Clear ${inputs.length} cells` : `Clear ${only}`,
    );
  }

  /**
   * Ctrl+Z: puts back the cells or the settings of the last step; cells are marked unsaved and saved
   * like any edit, settings are saved at once, and an undo is never recorded itself.
   * @returns the first cell it changed (the grid focuses it, switching screen if needed), or null
   *   (nothing to undo, or a change of settings).
   */
  undo(): CellRef | null {
    return this.replay(this.history.undo(), 'undo');
  }

  /** Ctrl+Y / Ctrl+Shift+Z: applies the last undone step again. @see undo */
  redo(): CellRef | null {
    return this.replay(this.history.redo(), 'redo');
  }

  private replay(step: Replay | null, direction: 'undo' | 'redo'): CellRef | null {
    if (!step) {
      return null;
    }
    // An undone paste takes its marks with it.
    this.selections.markRefused([]);
    this.markChanged(this.doc.apply(step.edits), this.texts.apply(step.texts));
    this.overrides.replay(step.edits, direction);
    if (Object.keys(step.settings).length > 0) {
      // A refused save has put the settings back as they were; the step goes back where it was too.
      void this.sync.saveSettings({ ...this.doc.settings, ...step.settings }).then((outcome) => {
        if (outcome.notices) {
          runInAction(() => this.history.revert(step.recorded));
        }
        this.report(outcome);
      });
    }
    if (!step.first) {
      return null;
    }
    const cell: CellRef = { screen: step.first.screen, company: step.first.company, period: step.first.period, key: step.first.key };
    this.view.reveal(cell);
    this.selections.requestFocus(cell);
    return cell;
  }

  /**
   * Ctrl+V: pastes a TSV block from the focused cell as one undo step ({@link pasteOnto}), its
   * columns across the grid's columns: companies, or one company's periods in the years layout (a
   * 4-column block from an Excel CMA lands as 4 periods). One value onto a selected block fills the
   * block; amounts are read in `units.shown` and stored exactly in `units.entered`. The computed rows of a
   * block copied from a grid here (`options.computedRows`) are skipped. Refused cells keep their old value and are
   * marked; the outcome's notices list them (with a Round action when the entry unit's 2 decimals refused
   * some), and say when a block larger than the grid was cut at the edge.
   */
  pasteBlock(
    screen: InputScreenId,
    text: string,
    focus: { readonly key: string; readonly company: number; readonly period: number },
    units?: DisplayUnits,
    options: PasteOptions = {},
  ): PasteOutcome {
    // The block, like the plan, counts view columns.
    const block = this.selections.blockAnchor ? this.selections.blockOf(screen) : null;
    const host = {
      commitEdits: (edits: readonly InputEdit[], label: string, texts: readonly TextEdit[]) => this.commitEdits(edits, label, texts),
      linesOf: this.linesOf,
      markRefused: this.selections.markRefused,
      titleOf: this.view.titleOf,
      valueOf: (c: InputCell) => this.doc.input(c),
    };
    return pasteOnto(host, { screen, text, focus, units, options, block, columns: this.view.columns });
  }

  // ---- periods ----

  /** The last period removed, until its removal is undone or another period operation runs. */
  get lastRemoved(): RemovedPeriod | null {
    return this.periodChanges.lastRemoved;
  }
  /** Adds a year, re-kinds one or makes one the assessment year ({@link PeriodChanges.change}). */
  changePeriods(operation: Exclude<PeriodOperation, { op: 'remove' }>): Promise<Outcome> {
    return this.periodChanges.change(operation);
  }
  /** Removes the first or last period, keeping it for {@link undoRemove}. */
  removePeriod(period: number): Promise<Outcome> {
    return this.periodChanges.remove(period);
  }
  /** Puts the last removed period back, with its kind and figures. */
  undoRemove(): Promise<Outcome> {
    return this.periodChanges.undoRemove();
  }
}
