import type { MetricId } from './formula';
import { rowOf, splitId } from './model';
import { SCREENS } from './screens';

/** The words of a refused negative figure: today's wire message, kept for every client that reads it. */
export const NEGATIVE_REFUSED = 'must not be negative';

/**
 * True when the input `id` may hold a negative figure: its row is `signed` in the catalogue (a tax
 * credit, a reversal, accumulated losses; docs/domain.md "Signed figures"). False for every other
 * input and for a derived row (which is never typed).
 */
export function mayBeNegative(id: MetricId): boolean {
  const row = rowOf(id);
  return row.kind === 'input' && row.signed !== undefined;
}

/**
 * Why a negative figure on the input `id` is refused, naming the row where such an amount belongs
 * when there is one: "must not be negative: enter it as a positive figure in 'Advance to Suppliers'
 * (Other Current Assets & Liabilities)". The one wording for the API, the grid and the paste.
 */
export function negativeRefusal(id: MetricId): string {
  const row = rowOf(id);
  const home = row.kind === 'input' ? row.negativeGoesTo : undefined;
  if (home === undefined) {
    return NEGATIVE_REFUSED;
  }
  const [screen] = splitId(home);
  return `${NEGATIVE_REFUSED}: enter it as a positive figure in '${rowOf(home).label}' (${SCREENS[screen].title})`;
}
