import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Dec,
  Quotient,
  amountCmp,
  amountDiv,
  amountMinus,
  amountOfDecimal,
  amountPlus,
  amountTimes,
  amountToDec,
  amountToHundredths,
  amountToNumber,
} from './money';
import type { Amount } from './money';

const q = (n: number, d: number) => new Quotient(n, d);

describe('exact amounts without decimal.js', () => {
  it('adds, subtracts, multiplies, divides and compares fractions exactly (by hand)', () => {
    // 1/3 + 1/6 = 1/2 = 50 hundredths.
    expect(amountPlus(q(1, 3), q(1, 6))).toBe(50);
    // 1/3 − 0.33 = 1/300.
    expect(amountMinus(q(1, 3), 33)).toEqual(q(1, 300));
    // 12.34 × 33.33 = 411.2922: not a whole number of hundredths, kept exact.
    expect(amountToNumber(amountTimes(1234, 3333))).toBe(411.2922);
    expect(amountTimes(1234, 3333)).toBeInstanceOf(Quotient);
    // (1/3) ÷ 0.50 = 2/3; (2/3) × 1.50 = 1.00.
    const twoThirds = amountDiv(q(1, 3), 50)!;
    expect(twoThirds).toEqual(q(2, 3));
    expect(amountTimes(twoThirds, 150)).toBe(100);
    // 1/3 > 0.33, and a negative denominator turns the comparison round: 1/−3 < 0 < 1/3.
    expect(amountCmp(q(1, 3), 33)).toBe(1);
    expect(amountCmp(q(1, -3), 0)).toBe(-1);
    expect(amountCmp(q(2, 6), q(1, 3))).toBe(0);
    // Dividing by a zero fraction gives no value.
    expect(amountDiv(q(1, 3), 0)).toBeNull();
  });

  it('rounds a quotient to a Dec once and gives that same Dec to every later read (a mean to date)', () => {
    const third = q(1, 3);
    const first = amountToDec(third);
    expect(first.equals(new Dec(1).div(3))).toBe(true);
    expect(amountToDec(third)).toBe(first);
  });

  it('falls back to decimal.js when a numerator or denominator would leave the safe range', () => {
    const big = q(2 ** 52, 3);
    const sum = amountPlus(big, q(1, 7));
    expect(sum).toBeInstanceOf(Dec);
    expect((sum as Dec).equals(new Dec(2 ** 52).div(3).plus(new Dec(1).div(7)))).toBe(true);
  });

  // Any mix of hundredths and fractions, through each operation, equals decimal.js on the same values to
  // 30 significant digits of the larger of the operands and the result (decimal.js rounds every step to
  // 34 digits, and a difference of near-equal operands keeps that error; the exact path rounds once, when read).
  const amount: fc.Arbitrary<number | Quotient> = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), fc.boolean()).map(([n, d, neg]) => q(n, neg ? -d : d)),
  );
  const close = (a: Amount | null, b: Dec | null, ...operands: Dec[]) => {
    if (a === null || b === null) {
      return a === b;
    }
    const scale = Dec.max(b.abs(), ...operands.map((o) => o.abs()));
    return amountToDec(a).minus(b).abs().lte(scale.times('1e-30').plus('1e-40'));
  };
  it('agrees with decimal.js on random operands', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const x = amountToDec(a);
        const y = amountToDec(b);
        expect(close(amountPlus(a, b), x.plus(y), x, y)).toBe(true);
        expect(close(amountMinus(a, b), x.minus(y), x, y)).toBe(true);
        expect(close(amountTimes(a, b), x.times(y))).toBe(true);
        expect(close(amountDiv(a, b), y.isZero() ? null : x.div(y))).toBe(true);
        expect(amountCmp(a, b)).toBe(x.cmp(y));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rounding to paise without decimal.js', () => {
  it('rounds a quotient half-even by integer division (by hand)', () => {
    // 56.875 (= 455/8) is half a paisa: to the even 56.88; 56.865 (= 11373/200) to 56.86.
    expect(amountToHundredths(q(455, 8))).toBe(5688);
    expect(amountToHundredths(q(11373, 200))).toBe(5686);
    // −56.875 with the sign in the denominator: −56.88; 2/3 = 0.666… → 0.67; −1/3 → −0.33.
    expect(amountToHundredths(q(455, -8))).toBe(-5688);
    expect(amountToHundredths(q(2, 3))).toBe(67);
    expect(amountToHundredths(q(-1, 3))).toBe(-33);
    // Hundredths are already paise; a numerator past the safe range goes through decimal.js: 2^52 ÷ 3.
    expect(amountToHundredths(1234)).toBe(1234);
    expect(amountToHundredths(q(2 ** 52, 3))).toEqual(new Dec(2 ** 52).div(3).toDecimalPlaces(2));
  });

  it('a driver value of up to 4 decimals is the exact fraction decimal.js reads from the number', () => {
    expect(amountOfDecimal(12.25, 4)).toBe(1225);
    expect(amountOfDecimal(0.1234, 4)).toEqual(q(617, 5000));
    expect(amountToDec(amountOfDecimal(2.5001, 4)).equals(new Dec(2.5001))).toBe(true);
    // More decimals than asked for: the decimal itself.
    expect(amountOfDecimal(0.12345, 4)).toEqual(new Dec(0.12345));
  });

  it('equals decimal.js rounding the same value to 2 places, half-even, on random quotients', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 1, max: 1e6 }), fc.boolean(), (n, d, neg) => {
        const a = q(n, neg ? -d : d);
        const expected = new Dec(n).div(neg ? -d : d).toDecimalPlaces(2);
        expect(amountToDec(amountToHundredths(a)).equals(expected)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
