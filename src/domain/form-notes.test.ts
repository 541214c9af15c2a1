import { describe, expect, it } from 'vitest';
import { CMA_FORMS } from './forms';
import { noteHome } from './form-notes';
import { INPUT_SCREENS, inputRows } from './model';

const labelOf = (id: Parameters<typeof noteHome>[0]) => {
  const home = noteHome(id);
  const form = CMA_FORMS.find((f) => f.id === home?.form);
  return home && form ? `Form ${form.id}: ${form.items[home.item]!.label}` : null;
};

describe('where a note on an input prints', () => {
  it('every input of the three statements has a line of Forms II–VI, so no note is left out of the report', () => {
    const homeless = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}` as const)).filter((id) => noteHome(id) === undefined);
    expect(homeless).toEqual([]);
  });

  it('is the first line reading the input itself, else the first reading it through a computed row', () => {
    expect(labelOf('opstmt.salesExports')).toMatch(/^Form II: .*[Ee]xport/);
    // Purchases of raw material print only inside raw materials consumed (a computed row).
    expect(labelOf('opstmt.purchaseRM')).toMatch(/^Form II: .*[Rr]aw material/);
  });
});
