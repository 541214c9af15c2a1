import { describe, expect, it } from 'vitest';
import { editDraftRow } from './draft-rows';

type Field = 'name' | 'amount';

describe('editDraftRow', () => {
  it("replaces the field and clears only that field's error", () => {
    const drafts: Record<Field, string>[][] = [[], [{ name: 'Acme', amount: '1,00' }]];
    const errors: Partial<Record<Field, string>>[][] = [[], [{ name: 'taken', amount: 'not a figure' }]];
    expect(editDraftRow(drafts, errors, { company: 1, row: 0 }, 'amount', '100')).toBe(true);
    expect(drafts[1]).toEqual([{ name: 'Acme', amount: '100' }]);
    expect(errors[1]).toEqual([{ name: 'taken', amount: undefined }]);
  });

  it('changes nothing for a row that is not there', () => {
    const drafts: Record<Field, string>[][] = [[{ name: 'A', amount: '1' }]];
    const errors: Partial<Record<Field, string>>[][] = [[{}]];
    expect(editDraftRow(drafts, errors, { company: 0, row: 1 }, 'name', 'B')).toBe(false);
    expect(editDraftRow(drafts, errors, { company: 2, row: 0 }, 'name', 'B')).toBe(false);
    expect(drafts).toEqual([[{ name: 'A', amount: '1' }]]);
  });
});
