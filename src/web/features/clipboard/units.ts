import { RUPEES_PER, UNIT_LABELS, UNITS } from '../../../contract/constants';
import type { AmountUnit } from '../../../contract/constants';

/**
 * The unit a "copy with labels" block names in its top-left cell ("Operating Statement (₹ lakhs)"),
 * or null when the block names none (a block from Excel).
 */
export function unitOfBlock(text: string): AmountUnit | null {
  const corner = /^([^\t\r\n]*)/.exec(text)?.[1]?.trim() ?? '';
  return UNITS.find((u) => corner.endsWith(`(${UNIT_LABELS[u]})`)) ?? null;
}

/** What one figure in `from` is worth in `to`: lakhs → ₹ is 1,00,000, ₹ → lakhs 0.00001. */
export function unitFactor(from: AmountUnit, to: AmountUnit): number {
  return RUPEES_PER[from] / RUPEES_PER[to];
}
