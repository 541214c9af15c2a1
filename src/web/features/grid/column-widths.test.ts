import { describe, expect, it } from 'vitest';
import { columnWidthsKey, loadColumnWidths, saveColumnWidths } from './column-widths';

/** A Storage stand-in: a Map behind getItem and setItem. */
const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('column widths per analysis', () => {
  it('keeps each analysis’s widths apart and adds to them', () => {
    const storage = memory();
    saveColumnWidths(storage, 7, { 'companies|label': 420.4 });
    expect(saveColumnWidths(storage, 7, { 'companies|c1': 250 })).toEqual({ 'companies|label': 420, 'companies|c1': 250 });
    expect(loadColumnWidths(storage, 8)).toEqual({});
    expect(loadColumnWidths(storage, 7)).toEqual({ 'companies|label': 420, 'companies|c1': 250 });
  });

  it('drops what it cannot read and clamps a width to 40–2000 px', () => {
    const storage = memory();
    storage.setItem(columnWidthsKey(3), 'not json');
    expect(loadColumnWidths(storage, 3)).toEqual({});
    storage.setItem(columnWidthsKey(3), JSON.stringify({ a: 5, b: '300', c: 300, d: 99999 }));
    expect(loadColumnWidths(storage, 3)).toEqual({ c: 300 });
    expect(saveColumnWidths(storage, 3, { e: 1, f: 5000 })).toEqual({ c: 300, e: 40, f: 2000 });
  });
});
