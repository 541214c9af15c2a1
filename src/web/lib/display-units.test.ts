import { describe, expect, it } from 'vitest';
import { conversionOperation } from './display-units';

describe('unit conversions as the analyst reads them', () => {
  it('names the factor between two units (the paste dialog says "× 1,00,000")', () => {
    expect(conversionOperation('lakhs', 'rupees')).toBe('× 1,00,000');
    expect(conversionOperation('rupees', 'lakhs')).toBe('÷ 1,00,000');
    expect(conversionOperation('crores', 'lakhs')).toBe('× 100');
  });
});
