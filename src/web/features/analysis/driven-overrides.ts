import type { MetricId } from '../../../domain/formula';
import type { Driver } from '../../../domain/projections/drivers';
import type { Outcome } from '../../lib/outcome';
import { inputKey } from './analysis-document';
import type { AnalysisDocument, InputCell, InputEdit } from './analysis-document';
import type { AnalysisSync } from './analysis-sync';

/**
 * The method each driven cell had before a figure was typed over it. Undoing that figure brings the method
 * back (stored after the figures, so the save of the undone figure does not clear it again); redoing it makes
 * the cell typed again.
 */
export class DrivenOverrides {
  private readonly before = new Map<string, Driver>();

  constructor(
    private readonly doc: AnalysisDocument,
    private readonly sync: AnalysisSync,
    private readonly report: (outcome: Outcome) => void,
  ) {}

  /**
   * A figure is being typed into `cell`: a driven cell becomes typed (the save clears its method on the
   * server too). @returns the method it had, or undefined when it was typed already.
   */
  typeOver(cell: InputCell): Driver | undefined {
    const id: MetricId = `${cell.screen}.${cell.key}`;
    const driver = this.doc.driverOf(cell.company, cell.period, id);
    if (driver) {
      this.doc.setDriver(cell.company, cell.period, id, undefined);
      this.before.set(inputKey(cell), driver);
    }
    return driver;
  }

  /** An undo or redo step replayed `edits`: the methods of the cells among them follow. */
  replay(edits: readonly InputEdit[], direction: 'undo' | 'redo'): void {
    const byCompany = new Map<number, Record<string, Record<string, Driver>>>();
    for (const edit of edits) {
      const driver = this.before.get(inputKey(edit));
      const period = this.doc.periods[edit.period];
      if (!driver || !period) {
        continue;
      }
      const id: MetricId = `${edit.screen}.${edit.key}`;
      this.doc.setDriver(edit.company, edit.period, id, direction === 'undo' ? driver : undefined);
      const years = byCompany.get(edit.company) ?? {};
      (years[String(period.year)] ??= {})[id] = direction === 'undo' ? driver : { method: 'typed' };
      byCompany.set(edit.company, years);
    }
    if (byCompany.size > 0) {
      void this.sync.saveAssumptions({ companies: [...byCompany].map(([position, by_year]) => ({ position, by_year })) }).then(this.report);
    }
  }
}
