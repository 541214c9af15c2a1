import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotKey } from '../../../domain/detail-lines';
import type { AnalysisStore } from '../analysis';
import { openMultiPeriodStore } from '../analysis/multi-period.mock';
import { copyBlock } from '../clipboard';
import { blockRows, pasteRowsShown, rowsWithLines } from './detail-rows';
import { fillEdits } from './fill';
import { copySelection } from './grid-clipboard';

vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const AY = 2; // FY 2024-25, the mock's assessment year
const acme = { company: 0, period: AY, screen: 'opstmt', key: 'addOtherIncome' } as const;
const rent = slotKey('addOtherIncome', { label: 'Rent', occurrence: 0 });
const interest = slotKey('addOtherIncome', { label: 'Interest', occurrence: 0 });

let store: AnalysisStore;
afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

const lines = (company: number) => JSON.parse(store.texts.text({ ...acme, company }, 'details') || '[]') as unknown;
const figure = (company: number, key = 'addOtherIncome') => store.doc.input({ ...acme, company, key });

/** Acme's other income opened into Rent 40 and Interest 2.50 (42.50), Beta's a plain 10; the grid's rows shown. */
async function openWithLines() {
  ({ store } = await openMultiPeriodStore(
    [{ opstmt: { '2025': { lessOtherExpenses: 6 } } }, { opstmt: { '2025': { addOtherIncome: 10 } } }],
    ['Acme', 'Beta'],
  ));
  store.setDetailLines(acme, [
    { label: 'Rent', amount: 40 },
    { label: 'Interest', amount: 2.5 },
  ]);
  const rows = rowsWithLines(store, 'opstmt', store.view.columns);
  store.selections.showRows(
    'opstmt',
    rows.flatMap((r) => (r.kind === 'header' ? [] : [r.key])),
  );
  return { rows, cells: blockRows(store, 'opstmt', rows, store.view.columns) };
}

/** Selects from (row, company) to (row, company), the first a detail line when `line` is given. */
function selectBlock(from: { key: string; line?: string; company: number }, to: { key: string; line?: string; company: number }) {
  store.select({ ...acme, ...from });
  store.extendBlock({ ...acme, ...to });
}

describe('a block across detail lines', () => {
  it('spans the lines shown between its corners, its row (their sum) included but taking nothing', async () => {
    const { cells } = await openWithLines();
    selectBlock({ key: 'addOtherIncome', company: 0 }, { key: 'lessOtherExpenses', company: 1 });
    expect(store.blockOf('opstmt')).toEqual({ rows: ['addOtherIncome', rent, interest, 'lessOtherExpenses'], companies: [0, 1] });
    expect(['addOtherIncome', rent, interest, 'lessOtherExpenses'].map(cells.isInput)).toEqual([false, true, true, true]);
    expect(cells.sums(store.blockOf('opstmt')!.rows)).toEqual(['Add: Other Income']);
    // From a line: the block starts at the line, not at its row.
    selectBlock({ key: 'addOtherIncome', line: interest, company: 0 }, { key: 'lessOtherExpenses', company: 0 });
    expect(store.blockOf('opstmt')!.rows).toEqual([interest, 'lessOtherExpenses']);
  });

  it('Ctrl+D from Rent fills Interest and the row below with Rent’s 40, each line stored, one undo step', async () => {
    const { cells } = await openWithLines();
    selectBlock({ key: 'addOtherIncome', line: rent, company: 0 }, { key: 'lessOtherExpenses', company: 1 });
    const block = store.blockOf('opstmt')!;
    const edits = fillEdits({ rows: block.rows, columns: block.companies }, 'down', cells.valueOf, cells.isInput);
    // Beta has no Rent line: nothing to copy down its column.
    expect(edits).toEqual([
      { row: interest, column: 0, value: 40 },
      { row: 'lessOtherExpenses', column: 0, value: 40 },
    ]);
    const columns = store.view.columns;
    store.commitEdits(
      edits.map((e) => ({ ...columns[e.column]!, screen: 'opstmt' as const, key: e.row, value: e.value })),
      'Fill down',
    );
    // Rent 40 + Interest 40 = 80; the row's figure is the lines' sum, nothing refused.
    expect(lines(0)).toEqual([
      { label: 'Rent', amount: 40 },
      { label: 'Interest', amount: 40 },
    ]);
    expect([figure(0), figure(0, 'lessOtherExpenses'), figure(1)]).toEqual([80, 40, 10]);
    expect(store.isRefused(0, 'opstmt', 'addOtherIncome', AY)).toBe(false);
    store.undo();
    expect([figure(0), figure(0, 'lessOtherExpenses'), lines(0)]).toEqual([
      42.5,
      6,
      [
        { label: 'Rent', amount: 40 },
        { label: 'Interest', amount: 2.5 },
      ],
    ]);
  });

  it('a clear sets each line to 0 and leaves a line a column lacks absent; the row is their sum, not marked', async () => {
    const { cells } = await openWithLines();
    selectBlock({ key: 'addOtherIncome', company: 0 }, { key: interest, company: 1 });
    const block = store.blockOf('opstmt')!;
    const columns = store.view.columns;
    store.clearInputs(
      block.rows.flatMap((key) => block.companies.flatMap((col) => (cells.clears(key, col) ? [{ ...columns[col]!, screen: 'opstmt' as const, key }] : []))),
    );
    expect(lines(0)).toEqual([
      { label: 'Rent', amount: 0 },
      { label: 'Interest', amount: 0 },
    ]);
    // Beta had no lines: its row keeps its 10 and opens no lines.
    expect([figure(0), figure(1), lines(1)]).toEqual([0, 10, []]);
    expect(store.isRefused(0, 'opstmt', 'addOtherIncome', AY) || store.isRefused(1, 'opstmt', 'addOtherIncome', AY)).toBe(false);
  });

  it('Ctrl+Enter (one value onto the block) fills each line and the rows below, skipping the sum', async () => {
    const { rows } = await openWithLines();
    selectBlock({ key: 'addOtherIncome', company: 0 }, { key: 'lessOtherExpenses', company: 0 });
    const outcome = store.pasteBlock('opstmt', '7', acme, undefined, { rows: pasteRowsShown(rows) });
    expect(outcome.refused).toBe(0);
    expect([lines(0), figure(0), figure(0, 'lessOtherExpenses')]).toEqual([
      [
        { label: 'Rent', amount: 7 },
        { label: 'Interest', amount: 7 },
      ],
      14,
      7,
    ]);
  });

  it('Ctrl+C copies the lines line by line, the row as computed (a paste back skips it)', async () => {
    const { rows } = await openWithLines();
    selectBlock({ key: 'addOtherIncome', company: 0 }, { key: 'lessOtherExpenses', company: 1 });
    const selection = copySelection(store, 'opstmt', 'block', 0, rows)!;
    expect(selection.rows.map((r) => [r.label, r.computed])).toEqual([
      ['Add: Other Income', true],
      ['Rent', false],
      ['Interest', false],
      ['Less: Other Expenses', false],
    ]);
    expect(copyBlock(selection)).toBe('42.5\t10\r\n40\t\r\n2.5\t\r\n6\t0');
  });
});
