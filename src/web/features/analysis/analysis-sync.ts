// Over 300 lines: load, save, conflicts and the pagehide save share the version and the unsaved sets.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { INPUT_SCREENS } from '../../../domain/model';
import type { InputScreenId } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';
import { isApiError } from '../../lib/api-error';
import { withNotices } from '../../lib/outcome';
import type { Notice, Outcome } from '../../lib/outcome';
import { inputKey } from './analysis-document';
import type { AnalysisDocument, InputCell } from './analysis-document';
import { CellTextStore } from './cell-text-store';
import type { AmountUnit } from '../../../contract/constants';
import type { AllPeriodsUpdate } from '../../../contract/periods';
import { assetBlockOf } from '../../../contract/projections';
import type { AnalysisProjections, WireAssetBlock } from '../../../contract/projections';
import {
  fetchAllPeriods,
  fetchAnalysis,
  fetchAssumptions,
  putFixedAssets,
  putProjections,
  postAllPeriods,
  postAllPeriodsOnExit,
  putSettings,
  runPeriodOperation,
} from './api';
import type { PeriodOperation } from './api';
import { notices } from './outcome';
import { allPeriodsPatch, settleSent } from './all-periods-patch';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

/** Saves this long after the last edit, so a crash or closed laptop loses at most a few keystrokes. */
export const IDLE_SAVE_MS = 1500;

const NOTHING: Outcome = {};

/**
 * Keeps the document and the server in step: loads the three statements for every period (through the all-periods
 * endpoint, so switching years costs no round trip) and the settings when an analysis opens (derived rows cross
 * statements), tracks unsaved inputs, and saves them when asked (leaving a screen or an analysis, spec §4), after
 * {@link IDLE_SAVE_MS} of quiet, and on `pagehide`.
 * Writes carry the analysis version as `If-Match`; a 409 is a conflict the analyst resolves by reloading.
 * Saves nobody awaits (the idle timer, a queued save) report their outcome to `onBackground`.
 */
export class AnalysisSync {
  /** The analysis being synced; null when none is open. */
  tokenId: number | null = null;
  /** The analysis version for optimistic concurrency; null when the server does not send one. */
  version: number | null = null;
  loadState: Record<InputScreenId, LoadState> = { opstmt: 'idle', assetnliabs: 'idle', ocaocl: 'idle' };
  /**
   * The loads of the settings and the projection assumptions not yet settled. A screen waits for them with the
   * statements: drawn before they arrive, the grid was drawn again (every cell's tint and value) when they did.
   */
  sideLoadsPending = 0;
  saveStatus: SaveStatus = 'saved';
  /** Unsaved input cells (a figure, or the expression it was typed as), by {@link inputKey}. */
  readonly dirty = observable.set<string>();
  /** Cells whose note is unsaved, by {@link inputKey}. */
  readonly dirtyNotes = observable.set<string>();
  /** Rows (one company and period) whose detail lines are unsaved, by {@link inputKey}. */
  readonly dirtyDetails = observable.set<string>();

  private loading: Promise<Outcome> | null = null;
  private inFlight: Promise<Outcome> | null = null;
  private saveQueued = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  /** The entry unit the loaded figures (and the edits typed over them) are in; null until a statement loads. */
  private figuresUnit: AmountUnit | null = null;

  /**
   * @param defaultName the name of a company the server sends unnamed
   * @param onBackground hears the outcome of saves nobody awaits
   * @param onUnit hears the entry unit each statement loaded in: the one source of the analysis's unit
   */
  constructor(
    private readonly doc: AnalysisDocument,
    private readonly defaultName: (company: number) => string,
    private readonly onBackground: (outcome: Outcome) => void,
    private readonly onUnit: (tokenId: number, unit: AmountUnit) => void = () => undefined,
    /** The expressions and notes beside the figures, loaded and saved with them. */
    private readonly texts: CellTextStore = new CellTextStore(),
  ) {
    makeObservable(this, {
      tokenId: observable,
      version: observable,
      loadState: observable,
      sideLoadsPending: observable,
      saveStatus: observable,
      isSaved: computed,
      isSettled: computed,
      loadFailed: computed,
      open: action,
      markDirty: action,
      markNotesDirty: action,
    });
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', this.flushOnExit);
    }
  }

  /** Stops syncing (sign-out): follows no analysis, so no idle or `pagehide` save can run. */
  dispose(): void {
    this.open(null);
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', this.flushOnExit);
    }
  }

  /** True when no input has unsaved edits. */
  get isSaved(): boolean {
    return this.dirty.size === 0 && this.dirtyNotes.size === 0 && this.dirtyDetails.size === 0;
  }

  /**
   * True once every statement's load has settled (loaded or failed), and the settings' and assumptions' (which
   * fall back to the defaults and the server's figures): every screen waits for all of them.
   */
  get isSettled(): boolean {
    return this.sideLoadsPending === 0 && INPUT_SCREENS.every((s) => this.loadState[s] === 'loaded' || this.loadState[s] === 'failed');
  }

  /** True when a statement could not be loaded (shown with a Retry). */
  get loadFailed(): boolean {
    return INPUT_SCREENS.some((s) => this.loadState[s] === 'failed');
  }

  /** Starts following another analysis (nothing loaded, nothing unsaved). */
  open(tokenId: number | null): void {
    this.clearIdleTimer();
    this.loading = null;
    this.tokenId = tokenId;
    this.version = null;
    this.figuresUnit = null;
    this.saveStatus = 'saved';
    this.sideLoadsPending = 0;
    this.dirty.clear();
    this.dirtyNotes.clear();
    this.dirtyDetails.clear();
    this.texts.clear();
    for (const s of INPUT_SCREENS) {
      this.loadState[s] = 'idle';
    }
  }

  /** Marks edited cells unsaved and (re)starts the idle save. */
  markDirty(cells: readonly InputCell[]): void {
    this.markIn(this.dirty, cells);
  }

  /** Marks cells whose note changed unsaved and (re)starts the idle save. */
  markNotesDirty(cells: readonly InputCell[]): void {
    this.markIn(this.dirtyNotes, cells);
  }

  /** Marks rows whose detail lines changed unsaved and (re)starts the idle save. */
  markDetailsDirty(cells: readonly InputCell[]): void {
    this.markIn(this.dirtyDetails, cells);
  }

  private markIn(set: Set<string>, cells: readonly InputCell[]): void {
    cells.forEach((cell) => set.add(inputKey(cell)));
    if (cells.length > 0) {
      this.clearIdleTimer();
      this.idleTimer = setTimeout(() => void this.save().then(this.onBackground), IDLE_SAVE_MS);
    }
  }

  /**
   * Loads the open analysis: all three statements and the settings, once per analysis; later calls
   * share that load and report nothing again.
   */
  load(): Promise<Outcome> {
    if (this.tokenId === null) {
      return Promise.resolve(NOTHING);
    }
    if (this.loading) {
      return this.loading.then(() => NOTHING);
    }
    const tokenId = this.tokenId;
    runInAction(() => (this.sideLoadsPending = 2));
    this.loading = Promise.all([...INPUT_SCREENS.map((s) => this.loadStatement(s, tokenId)), this.loadSettings(tokenId), this.loadAssumptions(tokenId)]).then(
      (failures) => withNotices({}, failures),
    );
    return this.loading;
  }

  /** Loads again after a failure or a conflict. */
  reload(): Promise<Outcome> {
    this.loading = null;
    return this.load();
  }

  private async loadStatement(screen: InputScreenId, tokenId: number) {
    runInAction(() => (this.loadState[screen] = 'loading'));
    try {
      const data = await fetchAllPeriods(screen, tokenId);
      return runInAction(() => {
        if (this.tokenId !== tokenId) {
          return null;
        }
        // Converted elsewhere (another tab, device or script) since the figures here were loaded: they, and
        // any edit typed over them, are in the old unit, and saving one would store it at another scale.
        const converted = this.figuresUnit !== null && this.figuresUnit !== data.unit ? { from: this.figuresUnit, unsaved: this.dirty.size } : null;
        this.figuresUnit = data.unit;
        this.onUnit(tokenId, data.unit);
        if (converted) {
          this.doc.dropInputs();
        }
        if (!this.doc.setPeriods(data.periods, data.assessment_year) || converted) {
          // The years changed under us (another tab's period operation), or the unit: what was loaded is keyed
          // by the old years, or scaled by the old unit.
          this.dirty.clear();
          this.dirtyNotes.clear();
          this.dirtyDetails.clear();
          this.texts.clear();
          for (const s of INPUT_SCREENS) {
            if (s !== screen && this.loadState[s] === 'loaded') {
              this.loadState[s] = 'idle';
              void this.loadStatement(s, tokenId);
            }
          }
        }
        // An edit made while the load was under way wins over the stored figure.
        this.doc.applyAllPeriods(screen, data, this.defaultName, (cell) => !this.dirty.has(inputKey(cell)));
        const years = this.doc.periods.map((p) => p.year);
        this.texts.applyAllPeriods(
          screen,
          data,
          years,
          (cell, kind) => !{ note: this.dirtyNotes, details: this.dirtyDetails, expression: this.dirty }[kind].has(inputKey(cell)),
        );
        this.loadState[screen] = 'loaded';
        return converted?.unsaved ? notices.convertedElsewhere(converted.unsaved, converted.from, data.unit) : null;
      });
    } catch (err) {
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.loadState[screen] = 'failed';
        }
      });
      return notices.loadFailed(screen, err);
    }
  }

  private async loadSettings(tokenId: number) {
    try {
      const summary = await fetchAnalysis(tokenId);
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.doc.setSettings({ ...DEFAULT_SETTINGS, ...summary.settings });
          this.doc.setMonths(summary.months_by_year ?? {});
          this.version = summary.version ?? null;
        }
      });
    } catch {
      // The defaults apply; the figures themselves still load (the settings endpoint is optional).
    }
    this.sideLoadSettled(tokenId);
    return null;
  }

  /** Loads every company's projection assumptions, so driven figures recompute live as inputs change. */
  private async loadAssumptions(tokenId: number) {
    try {
      const assumptions = await fetchAssumptions(tokenId);
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.doc.setAssumptions(assumptions);
        }
      });
    } catch {
      // The figures still load as the server computed them (driven ones included); only their tint,
      // working and live recompute wait for the next load.
    }
    this.sideLoadSettled(tokenId);
    return null;
  }

  private sideLoadSettled(tokenId: number): void {
    runInAction(() => {
      if (this.tokenId === tokenId && this.sideLoadsPending > 0) {
        this.sideLoadsPending -= 1;
      }
    });
  }

  /**
   * Stores changed projection methods (PATCH per cell) after the figures waiting to be saved, with
   * `If-Match`, and takes the new version so the next save of figures is not refused as stale.
   */
  saveAssumptions(body: AnalysisProjections): Promise<Outcome> {
    return this.writeAssumptions((tokenId) => putProjections(tokenId, body, this.version), notices.assumptionsFailed);
  }

  /**
   * Stores one company's fixed-asset schedule (its blocks replace the stored ones) the same way; once
   * stored, the schedule drives the statements here too. On a refusal (an addition put to use before it
   * was spent) nothing changes and the notice says why.
   */
  saveFixedAssets(company: number, blocks: readonly WireAssetBlock[]): Promise<Outcome> {
    return this.writeAssumptions(
      (tokenId) => putFixedAssets(tokenId, { companies: [{ position: company, blocks: [...blocks] }] }, this.version),
      notices.fixedAssetsFailed,
      () => this.doc.setBlocks(company, blocks.map(assetBlockOf)),
    );
  }

  /** One write of assumptions after the figures waiting to be saved: takes its new version, then `stored`. */
  private async writeAssumptions(write: (tokenId: number) => Promise<number>, failed: (err: unknown) => Notice, stored = () => {}): Promise<Outcome> {
    const tokenId = this.tokenId;
    if (tokenId === null) {
      return NOTHING;
    }
    const saved = await this.save();
    if (saved.notices?.length) {
      return saved;
    }
    try {
      const version = await write(tokenId);
      runInAction(() => {
        this.version = version;
        stored();
      });
      return NOTHING;
    } catch (err) {
      return withNotices({}, [failed(err)]);
    }
  }

  /** Persists new settings; on failure the previous ones come back. */
  async saveSettings(settings: Settings): Promise<Outcome> {
    const before = this.doc.settings;
    this.doc.setSettings(settings);
    const tokenId = this.tokenId;
    if (tokenId === null) {
      return NOTHING;
    }
    try {
      const summary = await putSettings(tokenId, settings);
      runInAction(() => {
        if (this.tokenId === tokenId) {
          this.version = summary.version ?? this.version;
        }
      });
      return NOTHING;
    } catch (err) {
      this.doc.setSettings(before);
      return withNotices({}, [notices.settingsFailed(err)]);
    }
  }

  /**
   * Sends every statement with unsaved edits: POST /api/analyses/{id}/screens/{statement}/ with, per
   * company, the edited input keys of each period (PATCH semantics), one transaction per statement.
   * Calls made while a save is running are folded into one more save after it.
   */
  save(): Promise<Outcome> {
    this.clearIdleTimer();
    if (this.inFlight) {
      this.saveQueued = true;
      return this.inFlight;
    }
    if (this.isSaved || this.tokenId === null) {
      return Promise.resolve(NOTHING);
    }
    this.inFlight = this.runSave(this.tokenId).finally(() => {
      this.inFlight = null;
      if (this.saveQueued) {
        this.saveQueued = false;
        void this.save().then(this.onBackground);
      }
    });
    return this.inFlight;
  }

  /** The all-periods update body of one statement's unsaved cells ({@link allPeriodsPatch}). */
  patchFor(screen: InputScreenId): AllPeriodsUpdate {
    return allPeriodsPatch(this.doc, this.texts, { figures: this.dirty, notes: this.dirtyNotes, details: this.dirtyDetails }, screen);
  }

  private async runSave(tokenId: number): Promise<Outcome> {
    runInAction(() => (this.saveStatus = 'saving'));
    try {
      for (const screen of INPUT_SCREENS) {
        const body = this.patchFor(screen);
        if (body.companies.length === 0) {
          continue;
        }
        const years = this.doc.periods.map((p) => String(p.year));
        const version = await postAllPeriods(screen, tokenId, body, this.version);
        runInAction(() => {
          if (this.tokenId !== tokenId) {
            return;
          }
          // Without a version the next If-Match would be stale, so stop sending one.
          this.version = version;
          settleSent(this.doc, this.texts, { figures: this.dirty, notes: this.dirtyNotes, details: this.dirtyDetails }, screen, years, body);
        });
      }
      runInAction(() => (this.saveStatus = 'saved'));
      return NOTHING;
    } catch (err) {
      const conflict = isApiError(err, 'version_conflict');
      runInAction(() => (this.saveStatus = conflict ? 'conflict' : 'failed'));
      return withNotices({}, [conflict ? notices.conflict() : notices.saveFailed(err)]);
    }
  }

  /**
   * A period operation (add, re-kind, make the assessment year, remove): saves pending edits first, runs
   * it with `If-Match`, then loads the analysis again (the years, and so every input's period, may have
   * moved). A 409 is reported as a conflict and changes nothing.
   */
  async changePeriods(operation: PeriodOperation): Promise<Outcome> {
    const tokenId = this.tokenId;
    if (tokenId === null) {
      return NOTHING;
    }
    const saved = await this.save();
    if (!this.isSaved) {
      return saved;
    }
    try {
      const version = await runPeriodOperation(tokenId, operation, this.version);
      runInAction(() => (this.version = version));
    } catch (err) {
      const conflict = isApiError(err, 'version_conflict', 'period_conflict');
      return withNotices({}, [conflict ? notices.periodConflict(err) : notices.periodFailed(err)]);
    }
    return this.reload();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
  }

  /** On `pagehide`: send what is pending with `keepalive`, since axios cannot outlive the page. */
  private readonly flushOnExit = (): void => {
    if (this.tokenId === null) {
      return;
    }
    for (const screen of INPUT_SCREENS) {
      const body = this.patchFor(screen);
      if (body.companies.length > 0) {
        postAllPeriodsOnExit(screen, this.tokenId, body, this.version);
      }
    }
  };
}
