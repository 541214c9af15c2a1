import { computed, makeAutoObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { IComputedValue, IReactionDisposer, ObservableMap } from 'mobx';
import type { DerivedRow } from '../../../domain/catalogue';
import { formatAmount } from '../../../domain/format';
import { flagsFor } from '../../../domain/flags';
import type { MetricFlag } from '../../../domain/flags';
import { evaluate } from '../../../domain/formula';
import type { MetricId, ScreenId, Value } from '../../../domain/formula';
import { INPUT_SCREENS, inputRows, rowOf, splitId, toPlain } from '../../../domain/model';
import type { InputScreenId, PlainValue } from '../../../domain/model';
import { toDec, ZERO } from '../../../domain/money';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';
import { SCREENS } from '../../../domain/screens';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { describeRefusals, pasteRowsOf, planPaste } from '../clipboard/paste-plan';
import { parseTsv } from '../clipboard/tsv';
import { HistoryRegistry, valuesToRedo, valuesToUndo } from '../history/undo-history';
import type { Transaction } from '../history/undo-history';
import { fetchAnalysis, fetchStatement, postStatement, postStatementOnExit, putSettings } from './api';
import type { StatementPatch } from './api';
import { parseInput } from './input-rules';

/** What the store needs from the root: the open analysis (tokenId, companies) of the session. */
export interface AnalysisHost {
  readonly session: {
    readonly tokenId: number | null;
    readonly numCompanies: number;
    readonly companyNames: readonly string[];
  };
}

/** One input cell of a statement: what an edit, a refusal or an undo step points at. */
export interface InputCell {
  readonly company: number;
  readonly screen: InputScreenId;
  readonly key: string;
}

/** One input change: the unit of every edit path (typing, clearing, pasting, undo and redo). */
export interface InputEdit extends InputCell {
  readonly value: number;
}

/** What a paste did: cells changed, cells refused (kept their old value), and whether the block was cut. */
export interface PasteOutcome {
  readonly changed: number;
  readonly refused: number;
  readonly truncated: boolean;
}

/** A cell of one of the six screens: where the analyst is, or where a link should take them. */
export interface CellRef {
  readonly screen: ScreenId;
  readonly company: number;
  readonly key: string;
}

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

/** Saves this long after the last edit, so a crash or closed laptop loses at most a few keystrokes. */
export const IDLE_SAVE_MS = 1500;

const STATEMENT_TITLES: Readonly<Record<InputScreenId, string>> = {
  opstmt: SCREENS.opstmt.title,
  assetnliabs: SCREENS.assetnliabs.title,
  ocaocl: SCREENS.ocaocl.title,
};

/** Equal decimals are equal values, so an unchanged total does not ripple into its dependents. */
function sameValue(a: Value, b: Value): boolean {
  if (a === b) {
    return true;
  }
  return typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && a.equals(b);
}

/** A company column: its name and one observable input map per statement. */
class CompanyInputs {
  name: string;
  readonly statements: Readonly<Record<InputScreenId, ObservableMap<string, number>>> = {
    opstmt: observable.map<string, number>(),
    assetnliabs: observable.map<string, number>(),
    ocaocl: observable.map<string, number>(),
  };

  constructor(name: string) {
    this.name = name;
    makeAutoObservable(this);
  }
}

const dirtyKey = (company: number, key: string) => `${company}\t${key}`;
const cellKey = (cell: InputCell) => `${cell.screen}.${cell.key}\t${cell.company}`;

/** Every analysis's undo history for the browser session (issue 6: at least 100 steps each). */
type EditTransaction = Transaction<InputCell, number>;

/**
 * The open analysis in the browser: the inputs of every company, the settings, and every derived
 * value as a MobX `computed` over the domain formulas (design.md §3). Each (company, metric) gets
 * its own computed, created on first read, whose body is the row's formula; MobX tracks what each
 * read, so an edit recomputes exactly the cells that depend on it.
 *
 * It loads the three statements when an analysis opens (derived rows cross statements), tracks
 * unsaved edits per statement, and saves them when the route or analysis changes (spec §4), after
 * {@link IDLE_SAVE_MS} of quiet, and on `pagehide`.
 */
export class AnalysisStore {
  /** The analysis whose figures are held; follows `session.tokenId`. */
  tokenId: number | null = null;
  companies: CompanyInputs[] = [];
  settings: Settings = DEFAULT_SETTINGS;
  /** The analysis version for optimistic concurrency; null when the server does not send one. */
  version: number | null = null;
  loadState: Record<InputScreenId, LoadState> = { opstmt: 'idle', assetnliabs: 'idle', ocaocl: 'idle' };
  saveStatus: SaveStatus = 'saved';
  /** Unsaved input keys per statement, as `company\tkey`. */
  dirty: Record<InputScreenId, Set<string>> = { opstmt: new Set(), assetnliabs: new Set(), ocaocl: new Set() };

  /** The focused cell; its working is shown beside the grid. */
  selection: CellRef | null = null;
  /** A cell a link asked to focus (possibly on another screen); its grid takes it once shown. */
  focusRequest: CellRef | null = null;
  /**
   * The other corner of a block selected with Shift+arrows (the focused cell is the first); null
   * when only the focused cell is selected.
   */
  blockAnchor: CellRef | null = null;
  /** Input cells the last paste refused (kept their old value), as `screen.key\tcompany`; cleared by the next edit. */
  refused: ReadonlySet<string> = new Set<string>();
  /** Bumped whenever the undo history changes, so `canUndo`/`canRedo` stay reactive over a plain registry. */
  private historyTick = 0;

  private readonly histories = new HistoryRegistry<InputCell, number>({ keyOf: cellKey });

  private readonly cells = new Map<string, IComputedValue<Value>>();
  private loading: Promise<void> | null = null;
  private inFlight: Promise<void> | null = null;
  private saveQueued = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly disposeSessionReaction: IReactionDisposer;

  constructor(private readonly root: AnalysisHost) {
    makeAutoObservable<
      AnalysisStore,
      'cells' | 'loading' | 'inFlight' | 'saveQueued' | 'idleTimer' | 'root' | 'histories' | 'historyTick' | 'history'
    >(
      this,
      {
        cells: false,
        loading: false,
        inFlight: false,
        saveQueued: false,
        idleTimer: false,
        root: false,
        histories: false,
        historyTick: true,
        // A plain getter, so each reader tracks the tick (a computed would return the same history object and hide changes).
        history: false,
        refused: observableRef,
      },
      { autoBind: true },
    );
    this.disposeSessionReaction = reaction(
      () => root.session.tokenId,
      (tokenId) => void this.switchTo(tokenId),
      { fireImmediately: true },
    );
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', this.flushOnExit);
    }
  }

  /** Stops following the session (tests, hot reload). */
  dispose(): void {
    this.disposeSessionReaction();
    this.clearIdleTimer();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', this.flushOnExit);
    }
  }

  // ---- reading ----

  /** The company names in column order. */
  get companyNames(): string[] {
    return this.companies.map((c) => c.name);
  }

  /** True when no statement has unsaved edits. */
  get isSaved(): boolean {
    return INPUT_SCREENS.every((s) => this.dirty[s].size === 0);
  }

  /**
   * True once every statement's load has settled (loaded or failed). Every screen waits for all
   * three, because links and totals cross statements.
   */
  get isSettled(): boolean {
    return INPUT_SCREENS.every((s) => this.loadState[s] === 'loaded' || this.loadState[s] === 'failed');
  }

  /** True when a statement could not be loaded (shown with a Retry). */
  get loadFailed(): boolean {
    return INPUT_SCREENS.some((s) => this.loadState[s] === 'failed');
  }

  /** The exact value of any metric of a company: an input as entered (missing = 0) or a derived value. */
  value(company: number, id: MetricId): Value {
    const row = rowOf(id);
    if (row.kind === 'input') {
      const [screen, key] = splitId(id);
      const raw = this.companies[company]?.statements[screen as InputScreenId].get(key);
      return raw === undefined ? ZERO : toDec(raw);
    }
    return this.cell(company, id, row).get();
  }

  /** A metric's value as the grid shows it: a JS number, a yes/no, or null ("—"). */
  plain(company: number, id: MetricId): PlainValue {
    return toPlain(this.value(company, id));
  }

  /** A resolver for the domain (e.g. `explain`, `flagsFor`) reading this company's live values. */
  resolverFor(company: number): (id: MetricId) => Value {
    return (id) => this.value(company, id);
  }

  private cell(company: number, id: MetricId, row: DerivedRow): IComputedValue<Value> {
    const k = `${company}|${id}`;
    let cell = this.cells.get(k);
    if (!cell) {
      cell = computed(() => evaluate(row.formula, (ref) => this.value(company, ref), this.settings), {
        equals: sameValue,
        name: `${id}[${company}]`,
      });
      this.cells.set(k, cell);
    }
    return cell;
  }

  /** The flags (e.g. NM – negative TNW) of a company's rows on a screen. */
  flags(company: number, screen: ScreenId): Record<string, MetricFlag> {
    return flagsFor(screen, this.resolverFor(company));
  }

  // ---- selection ----

  /** Records the focused cell (null when focus leaves the figures); a plain move drops the block. */
  select(cell: CellRef | null): void {
    this.selection = cell;
    this.blockAnchor = null;
  }

  /**
   * Shift+arrow: moves the focused cell to `cell` and keeps the block's other corner where the
   * selection started.
   */
  extendBlock(cell: CellRef): void {
    this.blockAnchor = this.blockAnchor ?? this.selection;
    this.selection = cell;
  }

  /**
   * The selected block of a screen: its rows (display order, headers left out) and companies, or
   * the focused cell alone; null when nothing on the screen is focused.
   */
  blockOf(screen: ScreenId): { rows: string[]; companies: number[] } | null {
    const focus = this.selection;
    if (!focus || focus.screen !== screen) {
      return null;
    }
    const anchor = this.blockAnchor?.screen === screen ? this.blockAnchor : focus;
    const keys = SCREENS[screen].rows.filter((r) => r.kind !== 'header').map((r) => r.key);
    const [r0, r1] = [keys.indexOf(anchor.key), keys.indexOf(focus.key)].sort((a, b) => a - b) as [number, number];
    const [c0, c1] = [anchor.company, focus.company].sort((a, b) => a - b) as [number, number];
    return {
      rows: keys.slice(Math.max(0, r0), r1 + 1),
      companies: Array.from({ length: c1 - c0 + 1 }, (_, i) => c0 + i),
    };
  }

  /** True when a cell lies in a block of more than one cell (drawn as selected). */
  inBlock(screen: ScreenId, company: number, key: string): boolean {
    if (!this.blockAnchor) {
      return false;
    }
    const block = this.blockOf(screen);
    return block !== null && block.companies.includes(company) && block.rows.includes(key);
  }

  /** Asks the grid of `cell.screen` to focus the cell, now or when it is next shown. */
  requestFocus(cell: CellRef): void {
    this.focusRequest = cell;
  }

  /** Called by the grid once it has focused the requested cell. */
  focusHandled(): void {
    this.focusRequest = null;
  }

  // ---- editing ----

  /** True when the last paste refused this cell (it is marked until the next edit). */
  isRefused(company: number, screen: InputScreenId, key: string): boolean {
    return this.refused.has(cellKey({ company, screen, key }));
  }

  /** The open analysis's history; the tick read makes callers re-run when it changes. */
  private get history() {
    void this.historyTick;
    return this.tokenId === null ? null : this.histories.for(this.tokenId);
  }

  /** True when Ctrl+Z has something to undo in the open analysis. */
  get canUndo(): boolean {
    return this.history?.canUndo ?? false;
  }

  /** True when Ctrl+Y has something to redo in the open analysis. */
  get canRedo(): boolean {
    return this.history?.canRedo ?? false;
  }

  /** What Undo would undo ("Paste of 3 × 2 cells"), for the button's tooltip. */
  get undoLabel(): string | null {
    return this.history?.nextUndo?.label ?? null;
  }

  /** What Redo would redo. */
  get redoLabel(): string | null {
    return this.history?.nextRedo?.label ?? null;
  }

  /**
   * Applies edits as ONE undo step (a typed figure, a clear, a whole paste) and clears the marks
   * of the last paste's refusals. Edits that change nothing are not recorded.
   * @returns the previous values of the cells that changed.
   */
  commitEdits(edits: readonly InputEdit[], label: string): InputEdit[] {
    this.refused = new Set();
    const previous = this.applyEdits(edits);
    if (this.tokenId !== null && previous.length > 0) {
      const changes = previous.map((p) => ({
        target: { company: p.company, screen: p.screen, key: p.key },
        before: p.value,
        after: this.companies[p.company]?.statements[p.screen].get(p.key) ?? 0,
      }));
      if (this.histories.for(this.tokenId).record({ label, changes })) {
        this.historyTick += 1;
      }
    }
    return previous;
  }

  /**
   * Delete / Backspace: sets input cells to 0 (spec §4) as one undo step. Derived cells in the
   * list are left alone, so a block that spans totals clears only its inputs.
   */
  clearInputs(cells: readonly InputCell[]): void {
    const inputs = cells.filter((c) => rowOf(`${c.screen}.${c.key}`).kind === 'input');
    this.commitEdits(
      inputs.map((c) => ({ ...c, value: 0 })),
      inputs.length === 1 ? `Clear ${rowOf(`${inputs[0]!.screen}.${inputs[0]!.key}`).label}` : `Clear ${inputs.length} cells`,
    );
  }

  /**
   * Ctrl+Z: puts back the cells of the last step. The values go through {@link applyEdits}, so
   * they are marked unsaved and saved like any edit; an undo is never recorded itself.
   * @returns the first cell it changed (the grid focuses it, switching screen if needed), or null.
   */
  undo(): CellRef | null {
    const tx = this.history?.undo() ?? null;
    return this.replay(tx, tx ? valuesToUndo(tx) : []);
  }

  /** Ctrl+Y / Ctrl+Shift+Z: applies the last undone step again. @see undo */
  redo(): CellRef | null {
    const tx = this.history?.redo() ?? null;
    return this.replay(tx, tx ? valuesToRedo(tx) : []);
  }

  private replay(tx: EditTransaction | null, values: readonly { target: InputCell; value: number }[]): CellRef | null {
    if (!tx) {
      return null;
    }
    this.historyTick += 1;
    this.refused = new Set();
    this.applyEdits(values.map((v) => ({ ...v.target, value: v.value })));
    const first = tx.changes[0]!.target;
    const cell: CellRef = { screen: first.screen, company: first.company, key: first.key };
    this.requestFocus(cell);
    return cell;
  }

  /**
   * Ctrl+V: pastes a TSV block (from Excel or from CreditGrid's "copy with labels") from the
   * focused cell, as one undo step. Rows go down the statement's input rows (or line up by row
   * label), columns across companies. Refused cells keep their old value, are marked, and one
   * toast lists them; a block larger than the grid is cut at the edge, with a message.
   * @param focus the focused cell; on a derived row the block starts at the next input row.
   */
  pasteBlock(screen: InputScreenId, text: string, focus: { key: string; company: number }): PasteOutcome {
    const rows = pasteRowsOf(SCREENS[screen]);
    const order = SCREENS[screen].rows.map((r) => r.key);
    const at = order.indexOf(focus.key);
    const rowIndex = rows.rowKeys.findIndex((k) => order.indexOf(k) >= at);
    const plan = planPaste(parseTsv(text), {
      ...rows,
      companyCount: this.companies.length,
      focus: { rowIndex: rowIndex < 0 ? rows.rowKeys.length : rowIndex, companyIndex: Math.max(0, focus.company) },
      // Every CMA input has minimum 0 (spec §5).
      allowNegative: () => false,
    });
    const edits = plan.edits.map((e) => ({ company: e.companyIndex, screen, key: e.rowKey, value: e.value }));
    const blockRows = new Set(plan.edits.map((e) => e.rowKey)).size;
    const blockCols = new Set(plan.edits.map((e) => e.companyIndex)).size;
    const changed = this.commitEdits(edits, `Paste of ${blockRows} × ${blockCols} cells`).length;
    this.refused = new Set(
      plan.refused.flatMap((r) => (r.rowKey === null ? [] : [cellKey({ company: r.companyIndex, screen, key: r.rowKey })])),
    );
    if (plan.refused.length > 0) {
      notify.error(describeRefusals(plan.refused, (key) => rows.rowLabels[key] ?? key, this.companyNames));
    }
    if (plan.truncated) {
      const { rows: r, columns: c } = plan.truncated;
      const cut = [r > 0 ? `${r} ${r === 1 ? 'row' : 'rows'}` : '', c > 0 ? `${c} ${c === 1 ? 'column' : 'columns'}` : '']
        .filter(Boolean)
        .join(' and ');
      notify.info(`The block was larger than the grid: ${cut} beyond the edge were not pasted.`);
    }
    return { changed, refused: plan.refused.length, truncated: plan.truncated !== null };
  }

  /**
   * Sets one input from what the analyst typed. A value that is not a valid amount is refused: the
   * old value stays and the analyst is told why (never a silent 0).
   * @returns true when the value was applied.
   */
  setInput(company: number, screen: InputScreenId, key: string, raw: string | number): boolean {
    const id: MetricId = `${screen}.${key}`;
    const row = rowOf(id);
    if (row.kind !== 'input') {
      throw new Error(`${id} is derived and cannot be edited`);
    }
    const parsed = parseInput(raw);
    if (!parsed.ok) {
      const old = this.plain(company, id) as number;
      const who = this.companies[company]?.name ?? `Company ${company + 1}`;
      notify.error(`${row.label} (${who}): "${String(raw).trim()}" ${parsed.reason}. Kept ${formatAmount(old)}.`);
      return false;
    }
    this.commitEdits([{ company, screen, key, value: parsed.value }], `Edit ${row.label}`);
    return true;
  }

  /**
   * The one place that changes inputs. Every edit path (typing, clearing, paste, undo and redo)
   * ends here, so dirty tracking and saving cannot be bypassed. Values must already be valid
   * amounts. Use {@link commitEdits} for an edit the analyst can undo.
   * @returns the edits that would undo these ones (the previous values).
   */
  applyEdits(edits: readonly InputEdit[]): InputEdit[] {
    const undo: InputEdit[] = [];
    for (const edit of edits) {
      const inputs = this.companies[edit.company]?.statements[edit.screen];
      if (!inputs) {
        continue;
      }
      const before = inputs.get(edit.key) ?? 0;
      if (before === edit.value && inputs.has(edit.key)) {
        continue;
      }
      undo.push({ ...edit, value: before });
      inputs.set(edit.key, edit.value);
      this.dirty[edit.screen].add(dirtyKey(edit.company, edit.key));
    }
    if (undo.length > 0) {
      this.scheduleSave();
    }
    return undo;
  }

  // ---- settings ----

  /** Changes settings for every column at once (computed), then persists them. */
  async updateSettings(patch: Partial<Settings>): Promise<void> {
    const before = this.settings;
    this.settings = { ...this.settings, ...patch };
    const tokenId = this.tokenId;
    if (tokenId === null) {
      return;
    }
    try {
      const summary = await putSettings(tokenId, this.settings);
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.version = summary.version ?? this.version;
        }
      });
    } catch (err) {
      runInAction(() => {
        this.settings = before;
      });
      notify.error(`Could not save the settings: ${messageOf(err)}`);
    }
  }

  /** Puts every setting back to the banking defaults (cma-domain §4, §5, §9). */
  resetSettings(): Promise<void> {
    return this.updateSettings(DEFAULT_SETTINGS);
  }

  // ---- loading ----

  /**
   * Loads the open analysis for a screen. All three statements and the settings are fetched once
   * per analysis, because derived rows read across statements; later calls reuse that load.
   */
  load(_screen?: ScreenId): Promise<void> {
    if (this.tokenId === null) {
      return Promise.resolve();
    }
    if (!this.loading) {
      const tokenId = this.tokenId;
      this.loading = Promise.all([...INPUT_SCREENS.map((s) => this.loadStatement(s, tokenId)), this.loadSettings(tokenId)]).then(
        () => undefined,
      );
    }
    return this.loading;
  }

  /** Loads again after a failure. */
  reload(): Promise<void> {
    this.loading = null;
    return this.load();
  }

  private async loadStatement(screen: InputScreenId, tokenId: number): Promise<void> {
    this.loadState[screen] = 'loading';
    try {
      const records = await fetchStatement(screen, tokenId);
      runInAction(() => {
        if (this.tokenId !== tokenId) {
          return;
        }
        this.ensureCompanies(records.length);
        const keys = inputRows(screen).map((r) => r.key);
        records.forEach((record, c) => {
          const company = this.companies[c] as CompanyInputs;
          company.name = record.name || company.name;
          for (const key of keys) {
            const v = record.metrics[key];
            // An edit made while the load was under way wins over the stored figure.
            if (typeof v === 'number' && !this.dirty[screen].has(dirtyKey(c, key))) {
              company.statements[screen].set(key, v);
            }
          }
        });
        this.loadState[screen] = 'loaded';
      });
    } catch (err) {
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.loadState[screen] = 'failed';
        }
      });
      notify.error(`Could not load the ${STATEMENT_TITLES[screen]}: ${messageOf(err)}`);
    }
  }

  private async loadSettings(tokenId: number): Promise<void> {
    try {
      const summary = await fetchAnalysis(tokenId);
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.settings = { ...DEFAULT_SETTINGS, ...summary.settings };
          this.version = summary.version ?? null;
        }
      });
    } catch {
      // The defaults apply; the figures themselves still load (the settings endpoint is optional).
    }
  }

  private ensureCompanies(count: number): void {
    while (this.companies.length < count) {
      const n = this.companies.length;
      this.companies.push(new CompanyInputs(this.root.session.companyNames[n] ?? `Company ${n + 1}`));
    }
  }

  /** Saves what the previous analysis had pending, then starts holding the new one. */
  private async switchTo(tokenId: number | null): Promise<void> {
    if (this.tokenId !== null && !this.isSaved) {
      await this.save();
    }
    runInAction(() => {
      this.clearIdleTimer();
      this.cells.clear();
      this.loading = null;
      this.tokenId = tokenId;
      this.companies = [];
      this.settings = DEFAULT_SETTINGS;
      this.version = null;
      this.saveStatus = 'saved';
      this.selection = null;
      this.focusRequest = null;
      this.blockAnchor = null;
      this.refused = new Set();
      for (const s of INPUT_SCREENS) {
        this.loadState[s] = 'idle';
        this.dirty[s].clear();
      }
      this.ensureCompanies(tokenId === null ? 0 : Math.max(1, this.root.session.numCompanies));
    });
  }

  // ---- saving ----

  /**
   * Sends every statement with unsaved edits: POST /api/update_<statement>/{tokenId}/ with one
   * `{name, metrics}` per company holding only the edited input keys (PATCH semantics). Calls made
   * while a save is running are folded into one more save after it.
   */
  save(): Promise<void> {
    this.clearIdleTimer();
    if (this.inFlight) {
      this.saveQueued = true;
      return this.inFlight;
    }
    if (this.isSaved || this.tokenId === null) {
      return Promise.resolve();
    }
    this.inFlight = this.runSave(this.tokenId).finally(() => {
      this.inFlight = null;
      if (this.saveQueued) {
        this.saveQueued = false;
        void this.save();
      }
    });
    return this.inFlight;
  }

  /** The update body of one statement: every company, with its unsaved input keys. */
  patchFor(screen: InputScreenId): StatementPatch[] {
    const body: StatementPatch[] = this.companies.map((c) => ({ name: c.name, metrics: {} }));
    for (const entry of this.dirty[screen]) {
      const [c, key] = entry.split('\t') as [string, string];
      const company = Number(c);
      const value = this.companies[company]?.statements[screen].get(key);
      if (value !== undefined) {
        (body[company] as StatementPatch).metrics[key] = value;
      }
    }
    return body;
  }

  private async runSave(tokenId: number): Promise<void> {
    this.saveStatus = 'saving';
    try {
      for (const screen of INPUT_SCREENS) {
        if (this.dirty[screen].size === 0) {
          continue;
        }
        const body = this.patchFor(screen);
        const version = await postStatement(screen, tokenId, body, this.version);
        runInAction(() => {
          if (this.tokenId !== tokenId) {
            return;
          }
          // Without an ETag the next If-Match would be stale, so stop sending one.
          this.version = version;
          body.forEach((company, c) => {
            for (const [key, sent] of Object.entries(company.metrics)) {
              // A key edited again while this save was in flight stays dirty for the next save.
              if (this.companies[c]?.statements[screen].get(key) === sent) {
                this.dirty[screen].delete(dirtyKey(c, key));
              }
            }
          });
        });
      }
      runInAction(() => {
        this.saveStatus = 'saved';
      });
    } catch (err) {
      const conflict = err instanceof ApiRequestError && err.status === 409;
      runInAction(() => {
        this.saveStatus = conflict ? 'conflict' : 'failed';
      });
      notify.error(
        conflict ? 'This analysis was changed elsewhere — reload' : `Your changes could not be saved: ${messageOf(err)}`,
      );
    }
  }

  private scheduleSave(): void {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => void this.save(), IDLE_SAVE_MS);
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
  }

  /** On `pagehide`: send what is pending with `keepalive`, since axios cannot outlive the page. */
  private flushOnExit(): void {
    if (this.tokenId === null) {
      return;
    }
    for (const screen of INPUT_SCREENS) {
      if (this.dirty[screen].size > 0) {
        postStatementOnExit(screen, this.tokenId, this.patchFor(screen), this.version);
      }
    }
  }
}

function messageOf(err: unknown): string {
  if (err instanceof ApiRequestError) {
    return err.error;
  }
  return err instanceof Error ? err.message : 'unknown error';
}
