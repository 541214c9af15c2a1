import { describe, expect, it } from 'vitest';
import { conversionWording } from './entry-unit-dialog';

describe('conversionWording', () => {
  it('multiplies toward a smaller unit, with the example in Indian grouping', () => {
    expect(conversionWording('lakhs', 'rupees')).toEqual({ operation: '× 1,00,000', example: '12.50 lakhs becomes 12,50,000.00 ₹' });
    expect(conversionWording('crores', 'thousands')).toEqual({ operation: '× 10,000', example: '12.50 crores becomes 1,25,000.00 thousand' });
  });

  it('divides toward a larger unit, the example chosen so both sides are whole paise', () => {
    expect(conversionWording('lakhs', 'crores')).toEqual({ operation: '÷ 100', example: '1,250.00 lakhs becomes 12.50 crores' });
    expect(conversionWording('rupees', 'crores')).toEqual({ operation: '÷ 1,00,00,000', example: '12,50,00,000.00 ₹ becomes 12.50 crores' });
  });
});
