import { describe, expect, it } from 'vitest';
import { currentRatioBand, formatAmount, formatCompactInr, formatValue } from './format';

describe('formatAmount', () => {
  it('uses Indian grouping with 2 decimals', () => expect(formatAmount(12345678)).toBe('1,23,45,678.00'));
  it('shows null as a dash', () => expect(formatAmount(null)).toBe('—'));
  it('shows negatives with a minus or in brackets', () => {
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
    expect(formatAmount(-1234.5, 'brackets')).toBe('(1,234.50)');
  });
  it('does not print a negative zero', () => expect(formatAmount(-0.001)).toBe('0.00'));
});

describe('formatValue', () => {
  it('formats percent, days and yes/no', () => {
    expect(formatValue(70.85, 'percent')).toBe('70.85%');
    expect(formatValue(105.85, 'days')).toBe('105.9');
    expect(formatValue(true, 'yesno')).toBe('Yes');
    expect(formatValue(null, 'times')).toBe('—');
  });
});

describe('formatCompactInr', () => {
  it('uses 3 significant digits in en-US', () => {
    expect(formatCompactInr(1234567)).toBe('₹1.23M');
    expect(formatCompactInr(2000)).toBe('₹2K');
    expect(formatCompactInr(-190)).toBe('-₹190');
  });
});

describe('currentRatioBand (spec §9 boundaries)', () => {
  it.each([
    [0.99, 'darkRed'], [1, 'red'], [1.32, 'red'], [1.33, 'yellow'], [1.49, 'yellow'],
    [1.5, 'green'], [1.74, 'green'], [1.75, 'darkGreen'], [null, null],
  ])('%s → %s', (ratio, band) => expect(currentRatioBand(ratio)).toBe(band));
});
