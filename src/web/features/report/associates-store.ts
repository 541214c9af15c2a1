import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportModel } from '../../../contract';
import { isApiError } from '../../lib/api-error';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import { messageOf } from '../../lib/errors';
import { fetchReport, putAssociates } from './api';
import { associateDraftOf, EMPTY_ASSOCIATE, parseAssociates } from './associates-draft';
import type { AssociateDraft, AssociateField, AssociateRowErrors } from './associates-draft';
import type { LimitsSave } from './report-store';
import { editDraftRow } from '../../lib/draft-rows';

/** What the associates editor needs of the report it sits in. */
export interface AssociatesHost {
  readonly analysisId: number;
  readonly model: ReportModel | null;
  readonly units: DisplayUnits | undefined;
  /** Takes the report read again after a save (the version and Form I's checks moved). */
  replaceModel(model: ReportModel): void;
}

/**
 * Form I's associate / group concerns as typed, per company (text until saved, amounts in the display unit),
 * and their save: the PUT replaces every company's list at the version the report was read at (409 kept as a
 * message, the entries kept), then the report is read again.
 */
export class AssociatesStore {
  drafts: AssociateDraft[][] = [];
  errors: AssociateRowErrors[][] = [];
  save: LimitsSave = { state: 'idle' };

  constructor(private readonly host: AssociatesHost) {
    makeAutoObservable<AssociatesStore, 'host'>(this, { host: false }, { autoBind: true });
  }

  private draftsOf(model: ReportModel | null): AssociateDraft[][] {
    const shift = this.host.units ? displayShift(this.host.units) : 0;
    return (model?.companies ?? []).map((c) => (c.associates ?? []).map((a) => associateDraftOf(a, shift)));
  }

  /** Drafts start again from the stored associates. */
  reset(): void {
    this.drafts = this.draftsOf(this.host.model);
    this.errors = this.drafts.map((rows) => rows.map(() => ({})));
  }

  /** True when some company's associates differ from what is stored. */
  get dirty(): boolean {
    return JSON.stringify(this.draftsOf(this.host.model)) !== JSON.stringify(this.drafts);
  }

  edit(company: number, row: number, field: AssociateField, value: string): void {
    if (!editDraftRow(this.drafts, this.errors, { company, row }, field, value)) {
      return;
    }
    if (this.save.state === 'saved') {
      this.save = { state: 'idle' };
    }
  }

  add(company: number): void {
    this.drafts[company]?.push({ ...EMPTY_ASSOCIATE });
    this.errors[company]?.push({});
  }

  remove(company: number, row: number): void {
    this.drafts[company]?.splice(row, 1);
    this.errors[company]?.splice(row, 1);
  }

  /**
   * Saves every company's associates; nothing is sent while a field is refused.
   * @returns true when they were stored.
   */
  async store(): Promise<boolean> {
    const model = this.host.model;
    if (!model) {
      return false;
    }
    const parsed = this.drafts.map((rows) => parseAssociates(rows, this.host.units));
    this.errors = parsed.map((p, c) => (p.ok ? this.drafts[c]!.map(() => ({})) : p.errors));
    if (!parsed.every((p) => p.ok)) {
      this.save = { state: 'failed', message: 'Some entries cannot be saved; see the marked fields.' };
      return false;
    }
    this.save = { state: 'saving' };
    try {
      await putAssociates(this.host.analysisId, { companies: parsed.map((p) => (p.ok ? p.associates : [])) }, model.analysis.version);
      const fresh = await fetchReport(this.host.analysisId);
      runInAction(() => {
        this.host.replaceModel(fresh);
        this.reset();
        this.save = { state: 'saved' };
      });
      return true;
    } catch (err) {
      runInAction(() => {
        this.save = isApiError(err, 'version_conflict')
          ? {
              state: 'conflict',
              message:
                'This analysis was changed elsewhere since the report was opened, so the associate concerns were not saved. Reload the report, then enter them again.',
            }
          : { state: 'failed', message: `The associate concerns were not saved: ${messageOf(err)}` };
      });
      return false;
    }
  }
}
