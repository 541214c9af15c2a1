import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for every amount in CreditGrid.
 *
 * A private Decimal constructor (precision 34, half-even) so no other user of decimal.js can
 * change our rounding. Amounts are stored with at most 2 decimals in the analysis's unit; sums
 * and differences are exact, and rounding happens only for display (cma-domain §7 Q21).
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });
/** An exact decimal value (₹ in the analysis's unit, or a dimensionless ratio). */
export type Dec = InstanceType<typeof Dec>;

/** The largest amount accepted as input: 1e13 in the analysis's unit. */
export const MAX_AMOUNT = 1e13;
/** The number of decimals an input amount may carry (paise when the unit is ₹). */
export const AMOUNT_DECIMALS = 2;

export const ZERO: Dec = new Dec(0);

/** Converts a finite JS number (as stored or received on the wire) to an exact decimal. */
export function toDec(value: number): Dec {
  return new Dec(value);
}

/**
 * True when `value` is a finite number with at most {@link AMOUNT_DECIMALS} decimals.
 * Uses the shortest round-trip representation, so 0.1 + 0.2 (0.30000000000000004) is refused.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) {
    return false;
  }
  return new Dec(value).decimalPlaces() <= AMOUNT_DECIMALS;
}
