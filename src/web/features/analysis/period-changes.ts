import { makeObservable, observableRef, runInAction } from 'mobx';
import { periodLabel } from '../../../domain/periods';
import { withNotices } from '../../lib/outcome';
import type { Outcome } from '../../lib/outcome';
import type { AnalysisDocument, InputCell } from './analysis-document';
import type { CellTextStore, TextEdit } from './cell-text-store';
import type { RemovedPeriod } from './analysis-host';
import type { AnalysisSync } from './analysis-sync';
import type { PeriodOperation } from './api';

/**
 * The period operations of the open analysis: add a year, re-kind one, make one the assessment year, remove
 * the first or last and undo that removal. Each goes through the API with `If-Match` (a 409 is reported and
 * changes nothing); when the years move, `yearsChanged` lets the store start the selection and the figures'
 * undo history afresh.
 */
export class PeriodChanges {
  /** The last period removed, until its removal is undone or another period operation runs. */
  lastRemoved: RemovedPeriod | null = null;

  constructor(
    private readonly doc: AnalysisDocument,
    private readonly sync: AnalysisSync,
    private readonly texts: CellTextStore,
    /** Marks restored figures and texts unsaved (the store's rule for which texts go with a figure). */
    private readonly markChanged: (figures: readonly InputCell[], texts: readonly TextEdit[]) => void,
    private readonly yearsChanged: () => void,
  ) {
    makeObservable(this, { lastRemoved: observableRef });
  }

  /** Forgets the last removal (another analysis opened). */
  forget(): void {
    this.lastRemoved = null;
  }

  /** Adds a year, re-kinds one or makes one the assessment year. */
  async change(operation: Exclude<PeriodOperation, { op: 'remove' }>): Promise<Outcome> {
    const years = this.years();
    const outcome = await this.sync.changePeriods(operation);
    runInAction(() => {
      if (this.years() !== years) {
        this.afterYearsChanged();
      }
    });
    return outcome;
  }

  /**
   * Removes the first or last period (a year in the middle could not be put back: years are added only at
   * either end). Its kind, figures, expressions, notes and detail lines are kept in {@link lastRemoved} for {@link undoRemove}.
   */
  async remove(period: number): Promise<Outcome> {
    const target = this.doc.periods[period];
    if (!target) {
      return {};
    }
    const removed: RemovedPeriod = {
      period: target,
      at: period === 0 ? 'before' : 'after',
      label: periodLabel(target),
      edits: this.doc.inputsOf(period),
      texts: this.texts.ofPeriod(period),
    };
    const outcome = await this.sync.changePeriods({ op: 'remove', year: target.year });
    runInAction(() => {
      if (!this.doc.periods.some((p) => p.year === target.year)) {
        this.afterYearsChanged();
        this.lastRemoved = removed;
      }
    });
    return outcome;
  }

  /** Puts the last removed period back at its end, with its kind, figures, expressions, notes and detail lines (saved like any edit). */
  async undoRemove(): Promise<Outcome> {
    const removed = this.lastRemoved;
    if (!removed) {
      return {};
    }
    const added = await this.change({ op: 'add', at: removed.at });
    const index = this.doc.periods.findIndex((p) => p.year === removed.period.year);
    if (index < 0) {
      return added;
    }
    const rekinded =
      this.doc.periods[index]!.kind === removed.period.kind ? {} : await this.change({ op: 'kind', year: removed.period.year, kind: removed.period.kind });
    runInAction(() => {
      this.markChanged(
        this.doc.apply(removed.edits.map((e) => ({ ...e, period: index }))),
        this.texts.apply(removed.texts.map((t) => ({ ...t, period: index }))),
      );
      this.lastRemoved = null;
    });
    const saved = await this.sync.save();
    return withNotices({}, [...(added.notices ?? []), ...(rekinded.notices ?? []), ...(saved.notices ?? [])]);
  }

  private years(): string {
    return this.doc.periods.map((p) => p.year).join();
  }

  private afterYearsChanged(): void {
    this.lastRemoved = null;
    this.yearsChanged();
  }
}
