import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotKey } from '../../../domain/detail-lines';
import type { AnalysisStore } from '../analysis';
import { openMultiPeriodStore } from '../analysis/multi-period.mock';
import { filledCells, pasteRowsShown, rowsWithLines } from './detail-rows';
import { gridShape } from './grid-rows';
import { jump } from './navigation';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const AY = 2; // FY 2024-25, the mock's assessment year
const acme = { company: 0, period: AY, screen: 'opstmt', key: 'addOtherIncome' } as const;
const beta = { ...acme, company: 1 } as const;
const rent = { label: 'Rent', occurrence: 0 };
const interest = { label: 'Interest', occurrence: 0 };

let store: AnalysisStore;
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

const figure = (cell: typeof acme | typeof beta) => store.doc.input(cell);
const lines = (cell: typeof acme | typeof beta) => JSON.parse(store.texts.text(cell, 'details') || '[]') as unknown;

/** Acme's other income opened into Rent 40 and Interest 2.50 (42.50); Beta's is a plain 10. */
async function openWithLines() {
  ({ store } = await openMultiPeriodStore([{}, { opstmt: { '2025': { addOtherIncome: 10 } } }], ['Acme', 'Beta']));
  store.setDetailLines(acme, [
    { label: 'Rent', amount: 40 },
    { label: 'Interest', amount: 2.5 },
  ]);
}

describe('detail lines as rows of the grid', () => {
  it('puts each line under its row, the row read-only (its sum) and the lines taking figures', async () => {
    await openWithLines();
    const rows = rowsWithLines(store, 'opstmt', store.view.columns);
    const at = rows.findIndex((r) => r.key === 'addOtherIncome');
    expect(rows.slice(at, at + 4).map((r) => [r.kind, r.label])).toEqual([
      ['input', 'Add: Other Income'],
      ['detail', 'Rent'],
      ['detail', 'Interest'],
      ['input', 'Less: Other Expenses'],
    ]);
    expect(gridShape(rows, 2, true).rows.slice(at, at + 4)).toEqual(['derived', 'input', 'input', 'input']);
  });

  it('types a line: the row is their sum (40 + 7.25 = 47.25), its arithmetic kept, one undo step; a refused line keeps it', async () => {
    await openWithLines();
    expect(store.setDetailLine(acme, interest, '=7+0.25').ok).toBe(true);
    expect(figure(acme)).toBe(47.25);
    expect(lines(acme)).toEqual([
      { label: 'Rent', amount: 40 },
      { label: 'Interest', amount: 7.25, expression: '=7+0.25' },
    ]);
    const refused = store.setDetailLine(acme, rent, '1 23');
    expect(refused.ok).toBe(false);
    expect(refused.notices?.[0]?.text).toContain('Add: Other Income › Rent (Acme): "1 23" is refused');
    expect(figure(acme)).toBe(47.25);
    store.undo();
    expect(figure(acme)).toBe(42.5);
    expect(lines(acme)).toEqual([
      { label: 'Rent', amount: 40 },
      { label: 'Interest', amount: 2.5 },
    ]);
  });

  it('pastes a block down the lines and on into the next row, opening a row without lines on its figure, as one undo step', async () => {
    await openWithLines();
    const shown = pasteRowsShown(rowsWithLines(store, 'opstmt', store.view.columns));
    const outcome = store.pasteBlock('opstmt', '50\t7\r\n3\t1\r\n9\t8\r\n', { ...acme, key: slotKey('addOtherIncome', rent) }, undefined, { rows: shown });
    expect(outcome.refused).toBe(0);
    // Acme: Rent 50 + Interest 3 = 53. Beta had 10 and no lines: 10 (as the row) + Rent 7 + Interest 1 = 18.
    expect([figure(acme), figure(beta)]).toEqual([53, 18]);
    expect(lines(beta)).toEqual([
      { label: 'Add: Other Income', amount: 10 },
      { label: 'Rent', amount: 7 },
      { label: 'Interest', amount: 1 },
    ]);
    expect([store.doc.input({ ...acme, key: 'lessOtherExpenses' }), store.doc.input({ ...beta, key: 'lessOtherExpenses' })]).toEqual([9, 8]);
    store.undo();
    expect([figure(acme), figure(beta), lines(beta)]).toEqual([42.5, 10, []]);
  });
});

describe('Ctrl+arrows through rows with detail lines', () => {
  it('read each line in its own column, not the row’s sum', async () => {
    ({ store } = await openMultiPeriodStore([{}, { opstmt: { '2025': { addOtherIncome: 10, lessOtherExpenses: 5 } } }], ['Acme', 'Beta']));
    // Acme: Rent 40 and Interest 0 (the row 40). Beta: no lines, its row 10; the line rows are empty in its column.
    store.setDetailLines(acme, [
      { label: 'Rent', amount: 40 },
      { label: 'Interest', amount: 0 },
    ]);
    const rows = rowsWithLines(store, 'opstmt', store.view.columns);
    const shape = gridShape(rows, 2, true);
    const filled = filledCells(store, 'opstmt', rows, store.view.columns);
    const at = (key: string) => rows.findIndex((r) => r.key === key);
    const keyAt = (pos: { row: number } | null) => (pos ? rows[pos.row]?.key : null);
    const [rentRow, interestRow] = [slotKey('addOtherIncome', rent), slotKey('addOtherIncome', interest)];
    expect([filled({ row: at(rentRow), col: 0 }), filled({ row: at(interestRow), col: 0 })]).toEqual([true, false]);
    expect([filled({ row: at(rentRow), col: 1 }), filled({ row: at(interestRow), col: 1 })]).toEqual([false, false]);
    // Acme, Ctrl+Up from other expenses (empty): over Interest (0) to Rent (40), where the sum would stop at Interest.
    expect(keyAt(jump(shape, { row: at('lessOtherExpenses'), col: 0 }, 'up', filled))).toBe(rentRow);
    // Beta, Ctrl+Down from its empty Rent line: on to other expenses (5), not along lines that "hold" the row's 10.
    expect(keyAt(jump(shape, { row: at(rentRow), col: 1 }, 'down', filled))).toBe('lessOtherExpenses');
  });
});
