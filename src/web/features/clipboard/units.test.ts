import { describe, expect, it } from 'vitest';
import { convertAmount, unitFactor, unitOfBlock } from './units';

describe('amount units of a pasted block', () => {
  it('reads the unit a "copy with labels" block names in its corner', () => {
    expect(unitOfBlock('Operating Statement (₹ lakhs)\tAcme\nSales\t1\n')).toBe('lakhs');
    expect(unitOfBlock('Assets & Liabilities (₹)\tAcme\n')).toBe('rupees');
    expect(unitOfBlock('Assets (₹ crores)\tAcme\n')).toBe('crores');
    expect(unitOfBlock('12\t13\n')).toBeNull();
  });
  it('converts lakhs to rupees by 1,00,000 and back without binary noise', () => {
    expect(unitFactor('lakhs', 'rupees')).toBe(100000);
    expect(convertAmount(12.34, unitFactor('lakhs', 'rupees'))).toBe(1234000);
    expect(convertAmount(1234567, unitFactor('rupees', 'lakhs'))).toBe(12.34567);
    expect(convertAmount(0.3, unitFactor('crores', 'lakhs'))).toBe(30);
  });
});
