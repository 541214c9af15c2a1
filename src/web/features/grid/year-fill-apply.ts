import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import type { Outcome } from '../../lib/outcome';
import type { AnalysisStore } from '../analysis';
import { blockRows, rowsWithLines } from './detail-rows';
import { yearFillEdits } from './year-fill';

/**
 * "Copy previous year" (`growthPercent` null) or "Fill right with growth %" over the selected block (or the
 * focused cell) of the years layout, as one undo step ({@link yearFillEdits}). Says why when it does nothing.
 */
export function fillYears(store: AnalysisStore, screen: ScreenId, growthPercent: number | null): Outcome {
  const block = store.blockOf(screen);
  if (!block || store.view.layout !== 'years') {
    return { notices: [{ tone: 'info', text: 'Select the years to fill in the years layout first.' }] };
  }
  const columns = store.view.columns;
  // Over detail lines each line is filled; a row shown with its lines is their sum, left alone.
  const cells = blockRows(store, screen, rowsWithLines(store, screen, columns), columns);
  const fill = yearFillEdits({ rows: block.rows, columns: block.companies }, growthPercent, cells.valueOf, cells.isInput);
  if ('refusal' in fill) {
    return { notices: [{ tone: 'error', text: `Nothing was filled: ${fill.refusal}` }] };
  }
  store.commitEdits(
    fill.edits.map((edit) => ({ ...columns[edit.column]!, screen: screen as InputScreenId, key: edit.row, value: edit.value })),
    growthPercent === null ? 'Copy previous year' : `Fill right with ${growthPercent}% growth`,
  );
  return {};
}
