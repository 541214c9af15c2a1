import { makeAutoObservable, runInAction } from 'mobx';
import type { AmountUnit, AnalysisSummary, TermLoanSchedule } from '../../../contract';
import { isApiError } from '../../lib/api-error';
import { messageOf } from '../../lib/errors';
import { fetchAnalysis, fetchSchedule, fetchTermLoans, putTermLoans } from './api';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';
import { draftOf, newLoanDraft, parseLoans } from './loan-draft';
import type { LoanDraft, LoanErrors, LoanField } from './loan-draft';
import { editDraftRow } from '../../lib/draft-rows';

/** Where the save of the loans stands; `conflict` is a 409 (the analysis changed elsewhere). */
export type LoansSave = { state: 'idle' | 'saving' | 'saved' } | { state: 'conflict' | 'failed'; message: string };

/** The most loans a company holds (the contract's limit). */
export const MAX_LOANS = 20;

/**
 * The Term loans screen of one analysis: every company's loans as typed (text until saved), the version
 * they were read at, and the schedule with the DSCR the server computes from the stored loans.
 */
export class TermLoansStore {
  drafts: LoanDraft[][] = [];
  errors: LoanErrors[][] = [];
  schedule: TermLoanSchedule | null = null;
  /** The floors the DSCR is judged against. */
  settings: Settings = DEFAULT_SETTINGS;
  /** The analysis's unit as the server holds it (null until loaded): the loans' amounts are in it. */
  unit: AmountUnit | null = null;
  version = 0;
  loadError: string | null = null;
  save: LoansSave = { state: 'idle' };
  /** Per company and loan: whether its schedule shows months (else years). */
  monthly: Record<string, boolean> = {};

  constructor(
    readonly analysisId: number,
    readonly assessmentYear: number,
    /** Told of every stored change, so the open analysis takes its new version. */
    private readonly onSaved: (summary: AnalysisSummary) => void = () => undefined,
  ) {
    makeAutoObservable(this, { analysisId: false, assessmentYear: false }, { autoBind: true });
  }

  /** Loads (or reloads) the loans and their schedule. */
  async load(): Promise<void> {
    this.loadError = null;
    try {
      const [{ loans, version }, schedule, analysis] = await Promise.all([
        fetchTermLoans(this.analysisId),
        fetchSchedule(this.analysisId),
        fetchAnalysis(this.analysisId),
      ]);
      runInAction(() => {
        this.settings = analysis.settings;
        this.unit = analysis.unit;
        this.version = version;
        this.schedule = schedule;
        this.drafts = loans.companies.map((list) => list.map(draftOf));
        this.errors = loans.companies.map((list) => list.map(() => ({})));
      });
    } catch (err) {
      runInAction(() => {
        this.loadError = messageOf(err);
      });
    }
  }

  edit(company: number, row: number, field: LoanField, value: string): void {
    if (!editDraftRow(this.drafts, this.errors, { company, row }, field, value)) {
      return;
    }
    if (this.save.state === 'saved') {
      this.save = { state: 'idle' };
    }
  }

  addLoan(company: number): void {
    if ((this.drafts[company]?.length ?? MAX_LOANS) >= MAX_LOANS) {
      return;
    }
    this.drafts[company]!.push(newLoanDraft(this.assessmentYear));
    this.errors[company]!.push({});
  }

  removeLoan(company: number, row: number): void {
    this.drafts[company]?.splice(row, 1);
    this.errors[company]?.splice(row, 1);
  }

  toggleMonthly(company: number, loan: number): void {
    const key = `${company}:${loan}`;
    this.monthly[key] = !this.monthly[key];
  }

  /**
   * Saves every company's loans (the PUT replaces them all) at the version they were read at, then reloads
   * the schedule. Nothing is sent while a field is refused; a 409 keeps the entries and says so.
   * @returns true when the loans were stored.
   */
  async saveLoans(): Promise<boolean> {
    const parsed = this.drafts.map(parseLoans);
    this.errors = parsed.map((p, c) => (p.ok ? this.drafts[c]!.map(() => ({})) : p.errors));
    if (!parsed.every((p) => p.ok)) {
      this.save = { state: 'failed', message: 'Some entries cannot be saved; see the marked fields.' };
      return false;
    }
    this.save = { state: 'saving' };
    try {
      const summary = await putTermLoans(this.analysisId, { companies: parsed.map((p) => (p.ok ? p.loans : [])) }, this.version);
      const schedule = await fetchSchedule(this.analysisId);
      runInAction(() => {
        this.version = summary.version;
        this.schedule = schedule;
        this.save = { state: 'saved' };
      });
      this.onSaved(summary);
      return true;
    } catch (err) {
      runInAction(() => {
        this.save = isApiError(err, 'version_conflict')
          ? {
              state: 'conflict',
              message:
                'This analysis was changed elsewhere since the loans were opened, so they were not saved. Reload to see the latest, then enter the change again.',
            }
          : { state: 'failed', message: `The loans were not saved: ${messageOf(err)}` };
      });
      return false;
    }
  }
}
