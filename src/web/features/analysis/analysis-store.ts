import { computed, makeAutoObservable, observable, reaction, runInAction } from 'mobx';
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

/** One input change: the unit of every edit path (typing now; paste and undo later, issue 6). */
export interface InputEdit {
  readonly company: number;
  readonly screen: InputScreenId;
  readonly key: string;
  readonly value: number;
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

  private readonly cells = new Map<string, IComputedValue<Value>>();
  private loading: Promise<void> | null = null;
  private inFlight: Promise<void> | null = null;
  private saveQueued = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly disposeSessionReaction: IReactionDisposer;

  constructor(private readonly root: AnalysisHost) {
    makeAutoObservable<AnalysisStore, 'cells' | 'loading' | 'inFlight' | 'saveQueued' | 'idleTimer' | 'root'>(
      this,
      { cells: false, loading: false, inFlight: false, saveQueued: false, idleTimer: false, root: false },
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

  /** Records the focused cell (null when focus leaves the figures). */
  select(cell: CellRef | null): void {
    this.selection = cell;
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
    this.applyEdits([{ company, screen, key, value: parsed.value }]);
    return true;
  }

  /**
   * The one place that changes inputs. Every edit path (typing, and later paste and undo) ends
   * here, so dirty tracking and saving cannot be bypassed. Values must already be valid amounts.
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
