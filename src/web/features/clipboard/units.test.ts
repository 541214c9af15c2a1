import { describe, expect, it } from 'vitest';
import { unitFactor, unitOfBlock } from './units';

describe('amount units of a pasted block', () => {
  it('reads the unit a "copy with labels" block names in its corner', () => {
    expect(unitOfBlock('Operating Statement (₹ lakhs)\tAcme\nSales\t1\n')).toBe('lakhs');
    expect(unitOfBlock('Assets & Liabilities (₹)\tAcme\n')).toBe('rupees');
    expect(unitOfBlock('Assets (₹ crores)\tAcme\n')).toBe('crores');
    expect(unitOfBlock('12\t13\n')).toBeNull();
  });
  it('names the factor between two units (the paste dialog says "× 1,00,000")', () => {
    expect(unitFactor('lakhs', 'rupees')).toBe(100000);
    expect(unitFactor('rupees', 'lakhs')).toBe(0.00001);
    expect(unitFactor('crores', 'lakhs')).toBe(100);
  });
});
