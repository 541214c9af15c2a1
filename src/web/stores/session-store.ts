import { makeAutoObservable, reaction } from 'mobx';
import { COMPANY_TYPES } from '../../domain/company-type';
import type { CompanyType } from '../../domain/company-type';
import type { IReactionDisposer } from 'mobx';
import type { AmountUnit, AnalysisSummary } from '../../contract';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';

/** Spec §9: rehydration of the persisted state fails after this long. */
export const REHYDRATION_TIMEOUT_MS = 5000;

/**
 * The persisted shape under localStorage `root` (spec §3). The entry unit is not in it: another tab, device
 * or script may convert the analysis while this one is closed, so a reload takes it from the server alone.
 */
export interface PersistedSession {
  tokenId: number | null;
  numCompanies: number;
  year: number | null;
  companyNames: string[];
  /** Absent in a session saved before company types: every company reads as a company until the next open. */
  companyTypes?: CompanyType[];
  analysisName: string;
}

function isPersistedSession(v: unknown): v is Partial<PersistedSession> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The open analysis of this browser: which token the statement screens load and save, with the
 * company names, year and unit shown in the headers. Persisted under `root` so a reload reopens it.
 */
export class SessionStore {
  tokenId: number | null = null;
  numCompanies = 0;
  year: number | null = null;
  companyNames: string[] = [];
  /** Each company's type, in column order: it labels Form VI 2.d and reads a movement of net worth. */
  companyTypes: CompanyType[] = [];
  /**
   * The entry unit of the open analysis as the server last answered it (the summary it was opened from, or
   * the figures as loaded); null until it has answered. Never restored from storage: a figure typed against
   * a stale unit would be stored at another scale.
   */
  unit: AmountUnit | null = null;
  analysisName = '';
  /**
   * Counts the changes made to the open analysis outside its screens (its entry unit converted or
   * relabelled from a dialog): the analysis store reloads the figures on each. Not persisted.
   */
  outsideChanges = 0;

  private disposePersist: IReactionDisposer | null = null;

  constructor() {
    makeAutoObservable<SessionStore, 'disposePersist'>(this, { disposePersist: false }, { autoBind: true });
  }

  /** True while an analysis is open. */
  get hasAnalysis(): boolean {
    return this.tokenId !== null;
  }

  /** Makes `summary` the open analysis (after create, or when opened from /home or imported). */
  openAnalysis(summary: AnalysisSummary): void {
    this.tokenId = summary.id;
    this.numCompanies = summary.num_companies;
    this.year = summary.year;
    this.companyNames = [...summary.company_names];
    this.companyTypes = [...summary.company_types];
    this.unit = summary.unit;
    this.analysisName = summary.name;
  }

  /** The server answered that analysis `tokenId` is in `unit` (its figures were loaded in it). */
  unitIs(tokenId: number, unit: AmountUnit): void {
    if (tokenId === this.tokenId) {
      this.unit = unit;
    }
  }

  /**
   * The analysis `summary` describes was changed outside its screens: when it is the open one, takes its new
   * unit label (and names) and tells the screens to reload its figures ({@link outsideChanges}).
   */
  changedElsewhere(summary: AnalysisSummary): void {
    if (summary.id === this.tokenId) {
      this.openAnalysis(summary);
      this.outsideChanges += 1;
    }
  }

  /** Closes the open analysis (logout). */
  clear(): void {
    this.tokenId = null;
    this.numCompanies = 0;
    this.year = null;
    this.companyNames = [];
    this.companyTypes = [];
    this.unit = null;
    this.analysisName = '';
  }

  /** The persisted snapshot. */
  get snapshot(): PersistedSession {
    return {
      tokenId: this.tokenId,
      numCompanies: this.numCompanies,
      year: this.year,
      companyNames: [...this.companyNames],
      companyTypes: [...this.companyTypes],
      analysisName: this.analysisName,
    };
  }

  /** Applies a stored snapshot, field by field, ignoring anything of the wrong type. */
  private apply(saved: Partial<PersistedSession>): void {
    this.tokenId = typeof saved.tokenId === 'number' ? saved.tokenId : null;
    this.numCompanies = typeof saved.numCompanies === 'number' ? saved.numCompanies : 0;
    this.year = typeof saved.year === 'number' ? saved.year : null;
    this.companyNames = Array.isArray(saved.companyNames) ? saved.companyNames.filter((n): n is string => typeof n === 'string') : [];
    this.companyTypes = Array.isArray(saved.companyTypes) ? saved.companyTypes.filter((t) => COMPANY_TYPES.includes(t)) : [];
    this.unit = null; // a `unit` saved by an earlier version is ignored: the server says it on load
    this.analysisName = typeof saved.analysisName === 'string' ? saved.analysisName : '';
  }

  /**
   * Restores the session from `root`, then keeps `root` (and the company count key) in step with
   * every change. Rejects when restoring takes longer than `timeoutMs` (spec §9: 5000 ms).
   * @param read where the saved state comes from; localStorage unless a test says otherwise.
   */
  rehydrate(timeoutMs = REHYDRATION_TIMEOUT_MS, read: () => unknown = () => readJson<unknown>(STORAGE_KEYS.root)): Promise<void> {
    const restore = Promise.resolve()
      .then(read)
      .then((saved) => {
        if (isPersistedSession(saved)) {
          this.apply(saved);
        }
        this.startPersisting();
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Rehydration of "root" timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([restore, timeout]).finally(() => clearTimeout(timer));
  }

  private startPersisting(): void {
    this.disposePersist?.();
    this.disposePersist = reaction(
      () => this.snapshot,
      (snap) => {
        if (snap.tokenId === null) {
          // Nothing open (e.g. after logout): leave no stale session behind.
          localStorage.removeItem(STORAGE_KEYS.root);
          localStorage.removeItem(STORAGE_KEYS.numCompanies);
          return;
        }
        writeJson(STORAGE_KEYS.root, snap);
        writeJson(STORAGE_KEYS.numCompanies, snap.numCompanies);
      },
    );
  }

  /** Stops persisting (tests). */
  dispose(): void {
    this.disposePersist?.();
    this.disposePersist = null;
  }
}
