import type { MetricId } from '../../../domain/formula';
import { VALUE_DECIMALS, VALUE_RANGES } from '../../../domain/projections/drivers';
import type { Driver } from '../../../domain/projections/drivers';

/** One cell's new assumption: `undefined` makes it typed. */
export interface DriverChange {
  readonly period: number;
  readonly id: MetricId;
  readonly driver: Driver | undefined;
}

/**
 * A method's value as typed or pasted ("12", "12 %", "2.5", "1,000"), or `null` when it is not a number in the
 * method's range; rounded to the {@link VALUE_DECIMALS} a value keeps.
 */
export function methodValue(driver: Driver, text: string): number | null {
  const range = VALUE_RANGES[driver.method];
  const t = text.replace(/[,%\s]/g, '');
  const value = Number(t);
  if (!range || t === '' || !Number.isFinite(value) || value < range.min || value > range.max) {
    return null;
  }
  const scale = 10 ** VALUE_DECIMALS;
  return Math.round(value * scale) / scale;
}

/**
 * The changes a block of values pasted from Excel makes, its top-left at row `row` and column `column` of
 * the grid (`rows` down, `periods` across): each value goes to the cell under it and keeps that cell's
 * method. An empty value leaves its cell alone; a cell off the grid, whose method takes no value (typed,
 * carry forward, …) or whose value is out of range is skipped and counted, never guessed.
 */
export function pasteChanges(
  block: readonly (readonly string[])[],
  at: { row: number; column: number },
  rows: readonly MetricId[],
  periods: readonly number[],
  driverOf: (period: number, id: MetricId) => Driver,
): { changes: DriverChange[]; skipped: number } {
  const changes: DriverChange[] = [];
  let skipped = 0;
  block.forEach((line, r) => {
    line.forEach((text, c) => {
      if (text.trim() === '') {
        return;
      }
      const id = rows[at.row + r];
      const period = periods[at.column + c];
      if (id === undefined || period === undefined) {
        skipped++;
        return;
      }
      const driver = driverOf(period, id);
      const value = methodValue(driver, text);
      if (value === null) {
        skipped++;
      } else if (value !== driver.value) {
        changes.push({ period, id, driver: { method: driver.method, value } });
      }
    });
  });
  return { changes, skipped };
}

/**
 * Fill right: the method and value of the cell in `period` copied into every later projected period of the
 * row (Ctrl+R, as on the statements), or to the cells that differ from it.
 */
export function fillRightChanges(id: MetricId, period: number, periods: readonly number[], driverOf: (period: number, id: MetricId) => Driver): DriverChange[] {
  const source = driverOf(period, id);
  const driver = source.method === 'typed' ? undefined : source;
  return periods
    .filter((p) => p > period)
    .filter((p) => {
      const d = driverOf(p, id);
      return d.method !== source.method || d.value !== source.value;
    })
    .map((p) => ({ period: p, id, driver }));
}
