import { UNIT_LABELS, UNITS } from '../../../contract/constants';
import type { AmountUnit } from '../../../contract/constants';

/**
 * The unit a "copy with labels" block names in its top-left cell ("Operating Statement (₹ lakhs)"),
 * or null when the block names none (a block from Excel).
 */
export function unitOfBlock(text: string): AmountUnit | null {
  const corner = /^([^\t\r\n]*)/.exec(text)?.[1]?.trim() ?? '';
  return UNITS.find((u) => corner.endsWith(`(${UNIT_LABELS[u]})`)) ?? null;
}
