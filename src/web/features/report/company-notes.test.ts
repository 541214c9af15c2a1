import { describe, expect, it } from 'vitest';
import { notesDraftOf, notesOfDraft } from './company-notes';

describe('notes drafts', () => {
  it('round-trips the stored notes and leaves out a cleared or blank note', () => {
    const stored = { company: 'Order book.', forms: { II: 'Other income.' } };
    expect(notesOfDraft(notesDraftOf(stored))).toEqual(stored);
    const draft = notesDraftOf(stored);
    draft.company = '   ';
    draft.forms.II = '';
    draft.forms.IV = '  Stock norms as per bank. ';
    expect(notesOfDraft(draft)).toEqual({ forms: { IV: 'Stock norms as per bank.' } });
  });
});
