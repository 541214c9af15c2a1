// Over 300 lines: the report's model, Form I drafts and their save share one load and version.
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AmountUnit,
  BreakEvenScreen,
  CompanyNotes,
  FacilityLimit,
  NewSnapshot,
  ReportModel,
  SensitivityResponse,
  SignOff,
  SnapshotSummary,
  TermLoanSchedule,
  UserProfile,
} from '../../../contract';
import { fetchBreakEven, fetchSchedule, postSensitivity } from '../term-loans';
import { PRINTED_SENSITIVITY_CASES } from '../../../domain/loans/sensitivity';
import { isApiError } from '../../lib/api-error';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import { messageOf } from '../../lib/errors';
import { fetchReport, fetchSnapshotReport, fetchSnapshots, patchProfile, postSnapshot, putLimits, putNotes, putSignOff } from './api';
import { AssociatesStore } from './associates-store';
import { draftOf, EMPTY_DRAFT, parseLimits } from './limits-draft';
import type { LimitDraft, LimitField, LimitRowErrors } from './limits-draft';
import type { OptionalPageId } from './print-pages';

/** Which companies the report prints: one by position, or all in turn. */
export type CompanyChoice = number | 'all';

/** Where the Form I save stands; `conflict` is a 409 (the analysis changed elsewhere). */
export type LimitsSave = { state: 'idle' | 'saving' | 'saved' } | { state: 'conflict' | 'failed'; message: string };

/**
 * The Report screen of one analysis: the report model as the server computes it, the company chosen for
 * print, the Form I tables being edited (as text until saved, in the display unit `units.shown`) and the
 * preparer's details of the cover.
 */
export class ReportStore {
  model: ReportModel | null = null;
  /** The term loans' schedule and DSCR, and the break-even, printed after each company's forms. */
  loans: TermLoanSchedule | null = null;
  breakEven: BreakEvenScreen | null = null;
  /** The base case and the three stress cases banks ask for, printed after the break-even. */
  sensitivity: SensitivityResponse | null = null;
  loadError: string | null = null;
  company: CompanyChoice = 'all';
  /** Form I as typed, per company. */
  drafts: LimitDraft[][] = [];
  /** Per company and row, what cannot be saved. */
  limitErrors: LimitRowErrors[][] = [];
  limitsSave: LimitsSave = { state: 'idle' };
  /** The snapshots taken of this analysis (what was submitted to which bank), newest first. */
  snapshots: SnapshotSummary[] = [];
  /** The snapshot shown, when the report is a snapshot opened read-only. */
  snapshot: SnapshotSummary | null = null;
  /** The optional pages left out of the print (every page prints until the analyst unticks it). */
  hiddenPages: OptionalPageId[] = [];
  /** Form I's associate / group concerns as typed, and their save. */
  readonly associates: AssociatesStore = new AssociatesStore(this);
  /** The printed page each contents entry starts on, as the report paginates itself (print-measure.ts); null until measured. */
  entryPages: number[] | null = null;

  /**
   * @param displayUnitsOf the units to print in, given the entry unit the report came in (the display unit
   *   chosen on the analysis screens); the entry unit itself comes from the loaded report, never from the client
   */
  constructor(
    readonly analysisId: number,
    private readonly displayUnitsOf: (entered: AmountUnit) => DisplayUnits = (entered) => ({ entered, shown: entered }),
    /** A snapshot to open read-only, printed exactly as it was submitted; null for the analysis as it is now. */
    readonly snapshotId: number | null = null,
  ) {
    makeAutoObservable<ReportStore, 'displayUnitsOf'>(
      this,
      { analysisId: false, displayUnitsOf: false, snapshotId: false, associates: false },
      { autoBind: true },
    );
  }

  /** A snapshot is read-only: nothing on it can be edited or saved. */
  get readOnly(): boolean {
    return this.snapshotId !== null;
  }

  /** The units the report prints in: its entry unit as loaded, shown in the chosen display unit; undefined until loaded. */
  get units(): DisplayUnits | undefined {
    return this.model ? this.displayUnitsOf(this.model.analysis.unit) : undefined;
  }

  private draftsOf(limits: readonly FacilityLimit[]): LimitDraft[] {
    return limits.map((l) => draftOf(l, displayShift(this.units)));
  }

  /** Loads (or reloads) the report; Form I drafts start from the stored limits. */
  async load(): Promise<void> {
    this.loadError = null;
    try {
      if (this.snapshotId !== null) {
        const { snapshot, loan_pages: loanPages, ...model } = await fetchSnapshotReport(this.analysisId, this.snapshotId);
        runInAction(() => {
          this.model = model;
          this.snapshot = snapshot;
          // The term-loan pages as they were printed (a snapshot taken before they were kept prints without them).
          this.loans = loanPages?.schedule ?? null;
          this.breakEven = loanPages?.break_even ?? null;
          this.sensitivity = loanPages?.sensitivity ?? null;
          this.resetDrafts();
        });
        return;
      }
      const cases = PRINTED_SENSITIVITY_CASES.map((c) => ({ name: c.name, sales_price_pct: c.salesPricePct, raw_material_pct: c.rawMaterialPct }));
      const [model, loans, breakEven, sensitivity] = await Promise.all([
        fetchReport(this.analysisId),
        fetchSchedule(this.analysisId),
        fetchBreakEven(this.analysisId),
        postSensitivity(this.analysisId, { cases }),
        this.loadSnapshots(),
      ]);
      runInAction(() => {
        this.model = model;
        this.loans = loans;
        this.breakEven = breakEven;
        this.sensitivity = sensitivity;
        this.resetDrafts();
        this.limitsSave = { state: 'idle' };
        if (typeof this.company === 'number' && this.company >= model.companies.length) {
          this.company = 'all';
        }
      });
    } catch (err) {
      runInAction(() => {
        this.loadError = messageOf(err);
      });
    }
  }

  private resetDrafts(): void {
    const companies = this.model?.companies ?? [];
    this.drafts = companies.map((c) => this.draftsOf(c.limits));
    this.limitErrors = companies.map((c) => c.limits.map(() => ({})));
    this.associates.reset();
  }

  /** The report read again after another part of Form I was saved; the limits being typed are kept. */
  replaceModel(model: ReportModel): void {
    this.model = model;
  }

  setCompany(choice: CompanyChoice): void {
    this.company = choice;
  }

  private async loadSnapshots(): Promise<void> {
    const snapshots = await fetchSnapshots(this.analysisId);
    runInAction(() => {
      this.snapshots = snapshots;
    });
  }

  /**
   * Stores the sign-off (UDIN, place, date) with the version the report was read at.
   * @throws the API error (a 409 when the analysis changed elsewhere), for the form to show.
   */
  async saveSignOff(signOff: SignOff): Promise<void> {
    const model = this.model;
    if (!model) {
      return;
    }
    const summary = await putSignOff(this.analysisId, signOff, model.analysis.version);
    runInAction(() => {
      model.analysis.version = summary.version;
      model.sign_off = signOff;
    });
  }

  /**
   * Stores the notes of company `index` (the PUT carries every company's: the others as loaded) with the version the
   * report was read at, and prints them.
   * @throws the API error (a 409 when the analysis changed elsewhere), for the form to show.
   */
  async saveNotes(index: number, notes: CompanyNotes): Promise<void> {
    const model = this.model;
    if (!model) {
      return;
    }
    const companies = model.companies.map((c, i) => (i === index ? notes : (c.notes ?? {})));
    const summary = await putNotes(this.analysisId, { companies }, model.analysis.version);
    runInAction(() => {
      model.analysis.version = summary.version;
      model.companies[index]!.notes = notes;
    });
  }

  /**
   * Marks the CMA as submitted: the server keeps a snapshot of the version printed (409 when it changed since).
   * @throws the API error, for the form to show.
   */
  async markSubmitted(body: NewSnapshot): Promise<void> {
    const model = this.model;
    if (!model) {
      return;
    }
    await postSnapshot(this.analysisId, body, model.analysis.version);
    await this.loadSnapshots();
  }

  /** Records where the contents entries print (only a change is stored, so a measurement after each render settles). */
  setEntryPages(pages: number[] | null): void {
    if (JSON.stringify(pages) !== JSON.stringify(this.entryPages)) {
      this.entryPages = pages;
    }
  }

  /** True when the optional page `id` prints. */
  shows(id: OptionalPageId): boolean {
    return !this.hiddenPages.includes(id);
  }

  /** Puts the optional page `id` in the print, or leaves it out. */
  setShown(id: OptionalPageId, shown: boolean): void {
    this.hiddenPages = shown ? this.hiddenPages.filter((p) => p !== id) : [...this.hiddenPages, id];
  }

  /** The companies printed, with their positions. */
  get shownCompanies(): { index: number; company: ReportModel['companies'][number] }[] {
    const all = (this.model?.companies ?? []).map((company, index) => ({ index, company }));
    return this.company === 'all' ? all : all.filter((c) => c.index === this.company);
  }

  /** True when some company's Form I differs from what is stored. */
  get limitsDirty(): boolean {
    const stored = (this.model?.companies ?? []).map((c) => this.draftsOf(c.limits));
    return JSON.stringify(stored) !== JSON.stringify(this.drafts);
  }

  editLimit(company: number, row: number, field: LimitField, value: string): void {
    const rows = this.drafts[company];
    if (!rows?.[row]) {
      return;
    }
    rows[row] = { ...rows[row], [field]: value };
    const errors = this.limitErrors[company]?.[row];
    if (errors?.[field]) {
      this.limitErrors[company]![row] = { ...errors, [field]: undefined };
    }
    if (this.limitsSave.state === 'saved') {
      this.limitsSave = { state: 'idle' };
    }
  }

  addFacility(company: number): void {
    this.drafts[company]?.push({ ...EMPTY_DRAFT });
    this.limitErrors[company]?.push({});
  }

  removeFacility(company: number, row: number): void {
    this.drafts[company]?.splice(row, 1);
    this.limitErrors[company]?.splice(row, 1);
  }

  /**
   * Saves Form I of every company (the PUT replaces the whole table) with the version the report was read at.
   * Nothing is sent while any field is refused; a 409 keeps the entries and says so.
   * @returns true when the limits were stored.
   */
  async saveLimits(): Promise<boolean> {
    const model = this.model;
    if (!model) {
      return false;
    }
    const parsed = this.drafts.map((rows) => parseLimits(rows, this.units));
    this.limitErrors = parsed.map((p, c) => (p.ok ? this.drafts[c]!.map(() => ({})) : p.errors));
    if (!parsed.every((p) => p.ok)) {
      this.limitsSave = { state: 'failed', message: 'Some entries cannot be saved; see the marked fields.' };
      return false;
    }
    const companies = parsed.map((p) => (p.ok ? p.limits : []));
    this.limitsSave = { state: 'saving' };
    try {
      await putLimits(this.analysisId, { companies }, model.analysis.version);
      // The report again: the recommended limit and Form I's checks are computed from the limits just stored.
      const fresh = await fetchReport(this.analysisId);
      runInAction(() => {
        this.model = fresh;
        this.resetDrafts();
        this.limitsSave = { state: 'saved' };
      });
      return true;
    } catch (err) {
      runInAction(() => {
        this.limitsSave = isApiError(err, 'version_conflict')
          ? {
              state: 'conflict',
              message:
                'This analysis was changed elsewhere since the report was opened, so the limits were not saved. Reload the report to see the latest figures, then enter the limits again.',
            }
          : { state: 'failed', message: `The limits were not saved: ${messageOf(err)}` };
      });
      return false;
    }
  }

  /**
   * Stores the firm name or the preparer (a user setting, printed on every report's cover).
   * @throws the API error, for the form to show.
   */
  async saveProfile(patch: Partial<UserProfile>): Promise<void> {
    const profile = await patchProfile(patch);
    runInAction(() => {
      if (this.model) {
        this.model.profile = profile;
      }
    });
  }
}
