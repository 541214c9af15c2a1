import { describe, expect, it } from 'vitest';
import { parseAmount, REFUSAL } from './parse-amount';

const positive = (text: string) => parseAmount(text, { allowNegative: false });
const signed = (text: string) => parseAmount(text, { allowNegative: true });
const value = (v: number) => ({ kind: 'value', value: v });
const refused = (reason: string) => ({ kind: 'refused', reason });

describe('parseAmount: accepted forms', () => {
  it.each([
    ['1234', 1234],
    ['1234.5', 1234.5],
    ['0.05', 0.05],
    ['.5', 0.5],
    ['1,23,45,678', 12345678],
    ['12,345,678', 12345678],
    ['1,234', 1234],
    ['12,34,567.89', 1234567.89],
    ['1,00,00,00,00,000', 1e11],
    ['10,00,00,00,00,000', 1e12],
    ['123,456,789.01', 123456789.01],
    ['₹1,234', 1234],
    ['₹ 1,23,456.50', 123456.5],
    ['Rs 1,234', 1234],
    ['Rs.1,234', 1234],
    ['rs. 1,234.00', 1234],
    ['INR 5,000', 5000],
    ['5,000 INR', 5000],
    ['1,234 ₹', 1234],
    ['  1,234  ', 1234],
    ['1\u00a0234', 1234],
    ['\u00a01,234.00\u00a0', 1234],
    ['1\u202f23\u202f456', 123456],
    [' ₹ 1,234.00 ', 1234],
    ['\t42\t', 42],
    ['+1,234', 1234],
    ['1,234.5000', 1234.5],
    ['007', 7],
    ['0', 0],
    ['0.00', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(positive(text)).toEqual(value(expected));
  });

  it.each(['-', '–', '—', '−', ' -   ', '₹ - ', ' ₹ -   ', 'Rs -'])('reads a lone dash %j as zero', (text) => {
    expect(positive(text)).toEqual(value(0));
  });

  it('reads negatives where the field allows them', () => {
    expect(signed('-1,234')).toEqual(value(-1234));
    expect(signed('(1,234)')).toEqual(value(-1234));
    expect(signed('( 1,23,456.75 )')).toEqual(value(-123456.75));
    expect(signed('₹ (1,234.00)')).toEqual(value(-1234));
    expect(signed('(₹1,234)')).toEqual(value(-1234));
    expect(signed('-₹1,234')).toEqual(value(-1234));
    expect(signed('₹ -1,234.00 ')).toEqual(value(-1234));
    expect(signed('−1,234')).toEqual(value(-1234));
    expect(signed('−14.57')).toEqual(value(-14.57));
    expect(signed('(14.57)')).toEqual(value(-14.57));
  });

  it('reads a trailing minus, as some ledger exports write a credit, where the field allows negatives', () => {
    expect(signed('14.57-')).toEqual(value(-14.57));
    expect(signed('1,23,456.75 -')).toEqual(value(-123456.75));
    expect(signed('₹ 14.57−')).toEqual(value(-14.57));
  });

  it('treats a negative zero as zero, even where negatives are refused', () => {
    const zero = positive('-0');
    expect(zero).toEqual(value(0));
    expect(Object.is((zero as { value: number }).value, -0)).toBe(false);
    expect(positive('(0.00)')).toEqual(value(0));
  });

  it('keeps exact values at the top of the range', () => {
    expect(positive('99,99,99,99,99,999.99')).toEqual(value(9999999999999.99));
    expect(positive('10,000,000,000,000')).toEqual(value(1e13));
    expect(positive('0.1')).toEqual(value(0.1));
  });
});

describe('parseAmount: empty cells', () => {
  it.each(['', ' ', '\u00a0', '\u202f \t'])('reads %j as empty (left unchanged)', (text) => {
    expect(positive(text)).toEqual({ kind: 'empty' });
  });
});

describe('parseAmount: refusals (the old value is kept)', () => {
  it.each([
    ['abc', REFUSAL.notANumber],
    ['N/A', REFUSAL.notANumber],
    ['#VALUE!', REFUSAL.notANumber],
    ['12abc', REFUSAL.notANumber],
    ['₹', REFUSAL.notANumber],
    ['+', REFUSAL.notANumber],
    ['()', REFUSAL.notANumber],
    ['(-)', REFUSAL.notANumber],
    ['1.2.3', REFUSAL.notANumber],
    ['1,234.56.7', REFUSAL.notANumber],
    ['1,234.5,6', REFUSAL.notANumber],
    ['(1,234', REFUSAL.notANumber],
    ['1,234)', REFUSAL.notANumber],
    ['(-1,234)', REFUSAL.notANumber],
    ['--5', REFUSAL.notANumber],
    ['₹₹5', REFUSAL.notANumber],
    ['1,234-', REFUSAL.negative],
    ['-1,234-', REFUSAL.notANumber],
    ['(1,234)-', REFUSAL.notANumber],
    ['1,234--', REFUSAL.notANumber],
    ['1e5', REFUSAL.scientific],
    ['1.23457E+13', REFUSAL.scientific],
    ['1,2,3', REFUSAL.grouping],
    ['1234,567', REFUSAL.grouping],
    ['12,3456', REFUSAL.grouping],
    ['1,23,4567', REFUSAL.grouping],
    ['1,234,56,789', REFUSAL.grouping],
    [',123', REFUSAL.grouping],
    ['1,23', REFUSAL.grouping],
    ['1.234', REFUSAL.decimals],
    ['1,234.567', REFUSAL.decimals],
    ['0.001', REFUSAL.decimals],
    ['10,000,000,000,000.01', REFUSAL.tooLarge],
    ['99999999999999', REFUSAL.tooLarge],
    ['-1,234', REFUSAL.negative],
    ['(1,234)', REFUSAL.negative],
    ['₹ (1,234.00)', REFUSAL.negative],
    ['–5', REFUSAL.negative],
    ['1 23 456', REFUSAL.spaces],
    ['1, 234', REFUSAL.spaces],
    ['1234 5', REFUSAL.spaces],
    ['₹ 12 .5', REFUSAL.spaces],
  ])('refuses %j: %s', (text, reason) => {
    expect(positive(text)).toEqual(refused(reason));
  });

  it('refuses text even where negatives are allowed', () => {
    expect(signed('(abc)')).toEqual(refused(REFUSAL.notANumber));
    expect(signed('-x')).toEqual(refused(REFUSAL.notANumber));
  });
});

// The cases of the typed-figure parser this one replaced, so typing keeps its rules: the store clears the cell
// to 0 for `empty`, and shows the reason for `refused` (analysis-store.test.ts).
describe('parseAmount: what an analyst types', () => {
  it.each([
    ['1,23,456.50', value(123456.5)],
    ['₹ 1,23,456', value(123456)],
    ['Rs 1,234', value(1234)],
    ['+5', value(5)],
    ['5.', value(5)],
    ['-', value(0)],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['abc', refused(REFUSAL.notANumber)],
    ['12abc', refused(REFUSAL.notANumber)],
    ['-5', refused(REFUSAL.negative)],
    ['1.234', refused(REFUSAL.decimals)],
    ['20000000000000', refused(REFUSAL.tooLarge)],
    ['1,2,3', refused(REFUSAL.grouping)],
    ['1e21', refused(REFUSAL.scientific)],
  ])('reads %j as %o', (text, expected) => {
    expect(positive(text)).toEqual(expected);
  });
});

describe('a figure typed in the display unit', () => {
  const inCrores = { allowNegative: false, units: { entered: 'lakhs', shown: 'crores' } } as const;
  const inRupees = { allowNegative: false, units: { entered: 'lakhs', shown: 'rupees' } } as const;

  it('is converted exactly to the entry unit', () => {
    expect(parseAmount('12.3456', inCrores)).toEqual({ kind: 'value', value: 1234.56 });
    expect(parseAmount('0.07', inCrores)).toEqual({ kind: 'value', value: 7 });
    expect(parseAmount('₹ 1,23,000', inRupees)).toEqual({ kind: 'value', value: 1.23 });
    expect(parseAmount('', inCrores)).toEqual({ kind: 'empty' });
  });

  it('is refused, with why and what would do, when the entry unit cannot hold it in 2 decimals', () => {
    const result = parseAmount('1,23,456', inRupees);
    expect(result).toEqual({
      kind: 'refused',
      reason: '1.23456 ₹ lakhs cannot be stored: amounts keep 2 decimals in ₹ lakhs, so type a multiple of 1,000 in ₹ (1,23,000 or 1,24,000)',
      roundable: true,
    });
    expect(parseAmount('12.345678', inCrores)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('multiple of 0.0001 in ₹ crores (12.3456 or 12.3457)'),
    });
  });

  it('rounds half up to 2 decimals in the entry unit when asked to (the refusal offered it)', () => {
    // ₹4,15,000.50 is 4.1500050 lakhs: 4.15. ₹4,15,500 is 4.155 lakhs: half up, 4.16.
    expect(parseAmount('4,15,000.50', { ...inRupees, round: true })).toEqual({ kind: 'value', value: 4.15 });
    expect(parseAmount('4,15,500', { ...inRupees, round: true })).toEqual({ kind: 'value', value: 4.16 });
    expect(parseAmount('12.345678', { ...inCrores, round: true })).toEqual({ kind: 'value', value: 1234.57 });
    // Rounding is about the unit only: a figure with 3 decimals as typed is still refused.
    expect(parseAmount('1.234', { allowNegative: false, round: true })).toEqual(refused(REFUSAL.decimals));
  });

  it('keeps the size limit and the minimum 0 in the entry unit', () => {
    expect(parseAmount('2,00,00,00,00,000', inCrores)).toEqual(refused(REFUSAL.tooLarge));
    expect(parseAmount('-1', inCrores)).toEqual(refused(REFUSAL.negative));
  });
});

describe('arithmetic typed into a cell', () => {
  it('is worked out exactly, then read as any typed figure', () => {
    expect(positive('=1200+350-45.5')).toEqual(value(1504.5));
    expect(positive('=2,40,000*12')).toEqual(value(2880000));
    // ₹4,00,000 ÷ 2 = ₹2,00,000, stored as 2 lakhs.
    expect(parseAmount('=4,00,000/2', { allowNegative: false, units: { entered: 'lakhs', shown: 'rupees' } })).toEqual(value(2));
  });

  it('keeps the amount rules for the result: 2 decimals, minimum 0, the size limit', () => {
    expect(positive('=100/3')).toEqual(refused(REFUSAL.decimals));
    expect(positive('=100-200')).toEqual(refused(REFUSAL.negative));
    expect(signed('=100-200')).toEqual(value(-100));
    expect(positive('=10,000,000,000*1,001')).toEqual(refused(REFUSAL.tooLarge));
  });

  it('refuses what is not arithmetic on figures, with the reason', () => {
    expect(positive('=A1*2')).toEqual(refused(`${REFUSAL.arithmetic}: cell references and functions are not supported (the derived rows compute totals)`));
    expect(positive('=5/0')).toEqual(refused(`${REFUSAL.arithmetic}: division by zero`));
  });
});
