import { describe, expect, it } from 'vitest';
import { unitOfBlock } from './units';

describe('amount units of a pasted block', () => {
  it('reads the unit a "copy with labels" block names in its corner', () => {
    expect(unitOfBlock('Operating Statement (₹ lakhs)\tAcme\nSales\t1\n')).toBe('lakhs');
    expect(unitOfBlock('Assets & Liabilities (₹)\tAcme\n')).toBe('rupees');
    expect(unitOfBlock('Assets (₹ crores)\tAcme\n')).toBe('crores');
    expect(unitOfBlock('12\t13\n')).toBeNull();
  });
});
