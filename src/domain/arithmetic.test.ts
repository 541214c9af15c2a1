import { describe, expect, it } from 'vitest';
import { evaluateArithmetic } from './arithmetic';

const value = (text: string) => {
  const result = evaluateArithmetic(text);
  return result.ok ? result.value.toFixed() : `refused: ${result.reason}`;
};

describe('arithmetic in a cell', () => {
  it.each([
    // 1200 + 350 = 1550; 1550 − 45.5 = 1504.5
    ['=1200+350-45.5', '1504.5'],
    // 2,40,000 × 12 = 28,80,000
    ['=2,40,000*12', '2880000'],
    ['=2,40,000 × 12', '2880000'],
    ['=12,345,678 x 2', '24691356'],
    // precedence: 10 + 2 × 3 = 16; brackets: (10 + 2) × 3 = 36
    ['=10+2*3', '16'],
    ['=(10+2)*3', '36'],
    // (1,500 + 300) ÷ 2 = 900
    ['=(1,500 + 300) ÷ 2', '900'],
    // exact decimals: 0.1 + 0.2 = 0.3, not 0.30000000000000004
    ['=0.1+0.2', '0.3'],
    // unary signs and the true minus: −(5 − 8) = 3; 100 − −50 = 150
    ['=−(5−8)', '3'],
    ['=100--50', '150'],
    ['= .5 * 4', '2'],
    // 10 ÷ 4 = 2.5; 1 ÷ 8 = 0.125 (the amount rules refuse its third decimal later)
    ['=10/4', '2.5'],
    ['=1/8', '0.125'],
  ])('%s is %s', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ['=A1+B1', 'cell references and functions are not supported (the derived rows compute totals)'],
    ['=SUM(1,2)', 'cell references and functions are not supported (the derived rows compute totals)'],
    ['=5/0', 'division by zero'],
    ['=5/(3-3)', 'division by zero'],
    ['=(1+2', 'a bracket is not closed'],
    ['=1+', 'the expression ends too soon'],
    ['=1+*2', 'an operator is missing a figure'],
    ['=1,2,3+4', '"1,2,3" is not a figure'],
    ['=1.2.3', '".3" follows a figure with no operator between them'],
    ['=.', '"." is not a figure'],
    ['=2^3', '"^" is not an operator (use + − × ÷ and brackets)'],
    ['=', 'the expression is empty'],
    ['=(1)(2)', 'the expression does not end where expected'],
  ])('%s is refused: %s', (text, reason) => {
    expect(value(text)).toBe(`refused: ${reason}`);
  });
});
