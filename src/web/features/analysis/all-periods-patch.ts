import type { AllPeriodsUpdate } from '../../../contract/periods';
import type { InputScreenId } from '../../../domain/model';
import { cellOfKey } from './analysis-document';
import type { AnalysisDocument, InputCell } from './analysis-document';
import { linesOfText } from './cell-text-store';
import type { CellTextStore } from './cell-text-store';

/** The unsaved cells of an analysis, by `inputKey`: figures (with their expressions), notes, and rows' detail lines. */
export interface DirtyCells {
  readonly figures: ReadonlySet<string>;
  readonly notes: ReadonlySet<string>;
  readonly details: ReadonlySet<string>;
}

/**
 * The all-periods update body of one statement: the companies with unsaved input keys, by period year, with
 * the expression each figure was typed as (a figure sent without one drops it), the changed notes and the
 * changed detail lines (`[]` closes a row).
 */
export function allPeriodsPatch(doc: AnalysisDocument, texts: CellTextStore, dirty: DirtyCells, screen: InputScreenId): AllPeriodsUpdate {
  type Company = Required<AllPeriodsUpdate['companies'][number]>;
  const byCompany = new Map<number, Company>();
  const yearOf = (cell: InputCell) => {
    const period = doc.periods[cell.period];
    return cell.screen !== screen || period === undefined || cell.company >= doc.companyCount ? null : String(period.year);
  };
  const companyOf = (company: number): Company => {
    const entry = byCompany.get(company) ?? { position: company, by_year: {}, expressions: {}, notes: {}, details: {} };
    byCompany.set(company, entry);
    return entry;
  };
  for (const key of dirty.figures) {
    const cell = cellOfKey(key);
    const value = doc.input(cell);
    const year = yearOf(cell);
    if (year !== null && value !== undefined) {
      const entry = companyOf(cell.company);
      (entry.by_year[year] ??= {})[cell.key] = value;
      const expression = texts.text(cell, 'expression');
      if (expression !== '') {
        (entry.expressions[year] ??= {})[cell.key] = expression;
      }
    }
  }
  for (const key of dirty.details) {
    const cell = cellOfKey(key);
    const year = yearOf(cell);
    if (year !== null) {
      (companyOf(cell.company).details[year] ??= {})[cell.key] = linesOfText(texts.text(cell, 'details'));
    }
  }
  for (const key of dirty.notes) {
    const cell = cellOfKey(key);
    const year = yearOf(cell);
    if (year !== null) {
      (companyOf(cell.company).notes[year] ??= {})[cell.key] = texts.text(cell, 'note') || null;
    }
  }
  const some = (byYear: object) => Object.keys(byYear).length > 0;
  return {
    companies: [...byCompany.values()].map(({ expressions, notes, details, ...company }) => ({
      ...company,
      ...(some(expressions) ? { expressions } : {}),
      ...(some(notes) ? { notes } : {}),
      ...(some(details) ? { details } : {}),
    })),
  };
}
