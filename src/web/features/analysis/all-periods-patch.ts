import type { AllPeriodsUpdate } from '../../../contract/periods';
import type { InputScreenId } from '../../../domain/model';
import { cellOfKey, inputKey } from './analysis-document';
import type { AnalysisDocument, InputCell } from './analysis-document';
import type { DetailLine } from '../../../domain/detail-lines';
import { linesOfText, linesText } from './cell-text-store';
import type { CellTextStore } from './cell-text-store';

/** The unsaved cells of an analysis, by `inputKey`: figures (with their expressions), notes, and rows' detail lines. */
export interface DirtyCells<S extends ReadonlySet<string> = ReadonlySet<string>> {
  readonly figures: S;
  readonly notes: S;
  readonly details: S;
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

/**
 * After `body` (one statement's patch, {@link allPeriodsPatch}) was stored: takes the cells it carried off the
 * unsaved sets, except those edited again while it was on its way, which stay for the next save.
 * @param years the analysis's period years, oldest first, as the body's `by_year` keys
 */
export function settleSent(
  doc: AnalysisDocument,
  texts: CellTextStore,
  dirty: DirtyCells<Set<string>>,
  screen: InputScreenId,
  years: readonly string[],
  body: AllPeriodsUpdate,
): void {
  for (const { position: company, by_year, expressions, notes, details } of body.companies) {
    const cellAt = (year: string, key: string): InputCell => ({ company, period: years.indexOf(year), screen, key });
    for (const [year, metrics] of Object.entries(by_year)) {
      for (const [key, sent] of Object.entries(metrics)) {
        const cell = cellAt(year, key);
        if (doc.input(cell) === sent && texts.text(cell, 'expression') === (expressions?.[year]?.[key] ?? '')) {
          dirty.figures.delete(inputKey(cell));
        }
      }
    }
    for (const [year, byKey] of Object.entries(details ?? {})) {
      for (const [key, sent] of Object.entries(byKey)) {
        const cell = cellAt(year, key);
        if (texts.text(cell, 'details') === linesText(sent as DetailLine[])) {
          dirty.details.delete(inputKey(cell));
        }
      }
    }
    for (const [year, byKey] of Object.entries(notes ?? {})) {
      for (const [key, sent] of Object.entries(byKey)) {
        const cell = cellAt(year, key);
        if (texts.text(cell, 'note') === (sent ?? '')) {
          dirty.notes.delete(inputKey(cell));
        }
      }
    }
  }
}
