import { describe, expect, it } from 'vitest';
import {
  analysisNameFrom,
  CURRENT_RATIO_COLOURS,
  CURRENT_RATIO_TEXT_COLOURS,
  currentRatioBand,
  formatAmount,
  formatChartAmount,
  formatCompactInr,
  formatIndianCompact,
  formatAmountInFull,
  formatValue,
  shiftAmount,
  MINUS,
} from './format';
import type { CurrentRatioBand } from './format';

describe('formatAmount', () => {
  it('uses Indian grouping with 2 decimals', () => expect(formatAmount(12345678)).toBe('1,23,45,678.00'));
  it('shows null as a dash', () => expect(formatAmount(null)).toBe('—'));
  it('shows negatives with a minus or in brackets', () => {
    expect(formatAmount(-1234.5)).toBe('−1,234.50');
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
    expect(formatCompactInr(-190)).toBe('−₹190');
    expect(formatCompactInr(-190, 'brackets')).toBe('(₹190)');
  });
});

describe('negatives never use a hyphen', () => {
  it('uses U+2212 or brackets in every formatter and unit', () => {
    expect(MINUS).toBe('\u2212');
    for (const text of [
      formatAmount(-21),
      formatValue(-21, 'percent'),
      formatValue(-3.25, 'days'),
      formatCompactInr(-4_500_000),
      formatIndianCompact(-4_500_000),
    ]) {
      expect(text.startsWith(MINUS)).toBe(true);
      expect(text).not.toContain('-');
    }
    expect(formatAmount(-21)).toBe('−21.00');
    expect(formatValue(-3.25, 'days', 'brackets')).toBe('(3.3)');
    expect(formatValue(-0.01, 'days')).toBe('0.0');
  });
});

describe('formatIndianCompact', () => {
  it.each([
    [674_000_000, '₹67.4 Cr'],
    [520_000, '₹5.2 L'],
    [123_456_789, '₹12.3 Cr'],
    [45_678, '₹45,700'],
    [999, '₹999'],
    [0, '₹0'],
    [0.5, '₹0.5'],
    // Rounding to 3 digits can carry into the next unit.
    [99_960, '₹1 L'],
    [9_996_000, '₹1 Cr'],
    [123_456_000_000, '₹12,300 Cr'],
    [-2_100_000, '−₹21 L'],
    [null, '—'],
    [Number.NaN, '—'],
  ])('%s → %s', (value, text) => expect(formatIndianCompact(value)).toBe(text));

  it('brackets a negative when asked, and never prints a negative zero', () => {
    expect(formatIndianCompact(-674_000_000, 'brackets')).toBe('(₹67.4 Cr)');
    expect(formatIndianCompact(-0.0001)).toBe('₹0');
  });

  it('keeps 3 significant digits in every unit', () => {
    for (const value of [1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789]) {
      const digits = formatIndianCompact(value)
        .replace(/[^0-9]/g, '')
        .replace(/0+$/, '');
      expect(digits).toBe('123');
    }
  });
});

describe('formatChartAmount', () => {
  it('follows the chosen notation', () => {
    expect(formatChartAmount(674_000_000, 'indian')).toBe('₹67.4 Cr');
    expect(formatChartAmount(674_000_000, 'international')).toBe('₹674M');
    expect(formatChartAmount(-520_000, 'indian', 'brackets')).toBe('(₹5.2 L)');
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('band label contrast (WCAG AA)', () => {
  it('measures the known failures the way WCAG does', () => {
    expect(contrast('#ffffff', '#eab308')).toBeLessThan(2);
    expect(contrast('#ffffff', '#ef4444')).toBeCloseTo(3.76, 2);
  });

  it.each(Object.keys(CURRENT_RATIO_COLOURS) as CurrentRatioBand[])('text on the %s band is at least 4.5:1', (band) => {
    expect(contrast(CURRENT_RATIO_TEXT_COLOURS[band], CURRENT_RATIO_COLOURS[band])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('currentRatioBand (spec §9 boundaries)', () => {
  it.each([
    [0.99, 'darkRed'],
    [1, 'red'],
    [1.32, 'red'],
    [1.33, 'yellow'],
    [1.49, 'yellow'],
    [1.5, 'green'],
    [1.74, 'green'],
    [1.75, 'darkGreen'],
    [null, null],
  ])('%s → %s', (ratio, band) => expect(currentRatioBand(ratio)).toBe(band));
});

describe('analysisNameFrom', () => {
  it('lists the companies and the year when they fit', () => {
    expect(analysisNameFrom(['Alpha Ltd', 'Beta Ltd'], 2025)).toBe('Alpha Ltd, Beta Ltd (2025)');
  });

  it('cuts a long list after a whole word, keeps the year, and stays within the limit', () => {
    const names = ['Coromandel International Exports Limited', 'Deccan Castings Private Limited', 'Lakshmi Traders and Sons'];
    const name = analysisNameFrom(names, 2025, 60);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe('Coromandel International Exports Limited, Deccan… (2025)');
  });

  it('never ends inside a word for any length', () => {
    const names = ['Alpha Engineering Works', 'Bharat Heavy Castings', 'Chennai Petro Traders', 'Delta Exports'];
    const words = new Set(names.join(' ').split(' '));
    for (let max = 20; max <= 100; max += 1) {
      const name = analysisNameFrom(names, 2024, max);
      expect(name.length).toBeLessThanOrEqual(max);
      expect(name.endsWith(' (2024)')).toBe(true);
      const body = name.slice(0, -' (2024)'.length).replace(/…$/, '');
      for (const word of body.split(/,? /)) {
        expect(words.has(word.replace(/,$/, ''))).toBe(true);
      }
    }
  });
});

describe('amounts in a display unit', () => {
  it('shifts the decimal point exactly, with no binary noise', () => {
    expect(shiftAmount(1234.56, -2)).toBe('12.3456');
    expect(shiftAmount(1234.56, 5)).toBe('123456000');
    expect(shiftAmount(0.1, 2)).toBe('10');
    expect(shiftAmount(12.34, 0)).toBe(12.34);
  });

  it('shows 1,234.56 lakhs as 12.35 crores and 1,23,45,600.00 rupees', () => {
    expect(formatAmount(1234.56, 'minus', -2)).toBe('12.35');
    expect(formatAmount(1234.56, 'minus', 5)).toBe('12,34,56,000.00');
    expect(formatAmount(-1234.56, 'brackets', -2)).toBe('(12.35)');
    expect(formatAmount(0.001, 'minus', -2)).toBe('0.00');
  });

  it('rounds the shifted decimal once, half away from zero, as the display does', () => {
    // 0.145 crores exactly; a binary multiply (14.5 × 0.01 = 0.14500000000000002) would hide the tie.
    expect(formatAmount(14.5, 'minus', -2)).toBe('0.15');
    expect(formatAmount(1.005, 'minus', 0)).toBe(indianTwo(1.005));
  });

  it('writes an amount in full for an editor, so nothing is lost on the way back', () => {
    expect(formatAmountInFull(1234.56, -2)).toBe('12.3456');
    expect(formatAmountInFull(123456.7)).toBe('1,23,456.70');
    expect(formatAmountInFull(1.23, 5)).toBe('1,23,000.00');
    expect(formatAmountInFull(-0.05, -2)).toBe('−0.0005');
  });

  it('scales only amounts: percent, times, months, days and yes/no keep their value', () => {
    expect(formatValue(250, 'amount', 'minus', -2)).toBe('2.50');
    expect(formatValue(25, 'percent', 'minus', -2)).toBe('25.00%');
    expect(formatValue(1.5, 'times', 'minus', 5)).toBe('1.50');
    expect(formatValue(3, 'months', 'minus', -2)).toBe('3.00');
    expect(formatValue(45, 'days', 'minus', 5)).toBe('45.0');
    expect(formatValue(true, 'yesno', 'minus', 5)).toBe('Yes');
    expect(formatValue(null, 'amount', 'minus', -2)).toBe('—');
  });
});

/** What the unshifted path gives for a number (Intl on the double). */
function indianTwo(value: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
