import { periodLabel } from '../../domain/periods';
import type { Period } from '../../domain/periods';

/** "FY 2024-25" for the year ending in 2025: a period's label without its kind, for column heads and axes. */
export function fiscalYear(period: Period): string {
  return periodLabel(period).replace(/ \(.*\)$/, '');
}
