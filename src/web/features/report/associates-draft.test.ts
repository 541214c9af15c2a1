import { describe, expect, it } from 'vitest';
import { associateDraftOf, EMPTY_ASSOCIATE, parseAssociates } from './associates-draft';

describe('associate concerns as typed', () => {
  it('reads amounts typed in ₹ crores into the entry unit (₹ lakhs) exactly, drops blank rows, keeps what is not known absent', () => {
    const rows = [
      { ...EMPTY_ASSOCIATE, name: ' Kaveri Exports LLP ', relationship: 'Common partners', exposure: '1.505', overdue: '0.075' },
      EMPTY_ASSOCIATE,
      { ...EMPTY_ASSOCIATE, name: 'Promoter’s HUF' },
    ];
    expect(parseAssociates(rows, { entered: 'lakhs', shown: 'crores' })).toEqual({
      ok: true,
      associates: [{ name: 'Kaveri Exports LLP', relationship: 'Common partners', exposure: 150.5, overdue: 7.5 }, { name: 'Promoter’s HUF' }],
    });
    // Shown back in crores as typed.
    expect(associateDraftOf({ name: 'Kaveri Exports LLP', exposure: 150.5 }, -2)).toMatchObject({ exposure: '1.505', outstanding: '' });
  });

  it('refuses a negative or malformed amount and a missing name, field by field, and saves nothing', () => {
    const result = parseAssociates([
      { ...EMPTY_ASSOCIATE, name: 'X', exposure: '-5' },
      { ...EMPTY_ASSOCIATE, bank: 'SBI', outstanding: '12abc' },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors[0]!)).toEqual(['exposure']);
      expect(Object.keys(result.errors[1]!).sort()).toEqual(['name', 'outstanding']);
    }
  });
});
