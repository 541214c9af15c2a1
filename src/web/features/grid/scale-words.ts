import type { InputScreenId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { formatAmount } from '../../../domain/format';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import type { AnalysisStore, ScaleMismatch } from '../analysis';
import type { PendingScalePaste } from './scale-paste-dialog';

/** "100×", or "1/1,000×" for figures smaller than the ones beside them. */
export const factorText = (factor: number): string =>
  factor >= 1 ? `${factor.toLocaleString('en-IN')}×` : `1/${Math.round(1 / factor).toLocaleString('en-IN')}×`;

/** Words a scale question for the dialog: row labels, column titles and figures in the display unit. */
export function describeScale(
  mismatch: ScaleMismatch,
  screen: InputScreenId,
  store: AnalysisStore,
  units: DisplayUnits | undefined,
): Omit<PendingScalePaste, 'resolve'> {
  const shift = displayShift(units);
  const columns = store.view.columns;
  const title = (at: number) => (columns[at] ? store.view.titleOf(columns[at]) : '');
  const label = (key: string) => SCREENS[screen].rows.find((r) => r.key === key)?.label ?? key;
  return {
    factor: factorText(mismatch.factor),
    pairs: mismatch.examples.map((e) => ({
      row: label(e.key),
      column: title(e.column),
      pasted: formatAmount(e.pasted, 'minus', shift),
      besideColumn: title(e.besideColumn),
      beside: formatAmount(e.beside, 'minus', shift),
    })),
  };
}
