/**
 * A source figure in the analysis's unit (docs/import.md "Units"): converted exactly, and — only when the analyst
 * asked for it with the review's "Round to 2 decimals" — rounded half-even to the unit's 2 decimals, the rule the
 * entry-unit change offers. Without that choice a figure needing more decimals stays exact and the import's unit
 * check blocks the accept; with it each rounded line keeps its exact figure, shown in the review and the working.
 */
import { AMOUNT_DECIMALS, Dec } from '../money';
import type { ImportCheck, ProposedLine } from './types';

/** A converted figure: the amount to write, and its exact value (as text) when rounding changed it. */
export interface InUnit {
  readonly amount: Dec;
  /** The exact figure the unit could not hold in 2 decimals; absent when `amount` is exact. */
  readonly exact?: string;
}

/** `exact` (already in the analysis's unit) as written: itself, or rounded half-even to 2 decimals when `round`. */
export function inUnit(exact: Dec, round: boolean | undefined): InUnit {
  if (exact.decimalPlaces() <= AMOUNT_DECIMALS || !round) {
    return { amount: exact };
  }
  return { amount: exact.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_EVEN), exact: exact.toString() };
}

/** The working of one line's figure of a year: "Petty Cash 0.00 (0.0012345 rounded)". */
export const lineWorking = (line: Pick<ProposedLine, 'label' | 'exact'>, year: string, amount: number): string =>
  `${line.label} ${amount}${line.exact?.[year] === undefined ? '' : ` (${line.exact[year]} rounded)`}`;

/** The unit check once figures were rounded: how many, and the total rounding (Σ rounded − Σ exact). */
export function roundedCheck(lines: readonly ProposedLine[]): ImportCheck | null {
  let count = 0;
  let total = new Dec(0);
  for (const l of lines) {
    for (const [year, exact] of Object.entries(l.exact ?? {})) {
      count++;
      total = total.plus(new Dec(l.amounts[year]!).minus(exact));
    }
  }
  return count === 0
    ? null
    : {
        name: 'unit',
        ok: true,
        detail: `${count} figures rounded half-even to 2 decimals of the analysis's unit, as asked; total rounding ${total.isNegative() ? '' : '+'}${total.toString()} (rounded − exact)`,
      };
}
