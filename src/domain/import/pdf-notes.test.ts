import { describe, expect, it } from 'vitest';
import type { SourceGrid, SourceTable } from './layout';
import { readTable } from './layout';
import type { Box } from './pdf-layout';
import { noteTables, withNotes } from './pdf-notes';
import { propose } from './proposal';

const cells = (...texts: string[]) => texts.map((text) => (text === '' ? null : { text }));
const box = (row: number): Box => [60, 100 + 18 * row, 530, 109 + 18 * row];

/** A notes page: headings, then note 13 (adding up to 450 / 400) and note 14 (one line). */
const NOTES_PAGE: SourceGrid = {
  sheet: 'Page 6',
  rows: [
    cells('Notes forming part of the financial statements', '', ''),
    cells('(Rs. in lakhs)', '', ''),
    cells('Particulars', '31 March 2024', '31 March 2023'),
    cells('13. Inventories', '', ''),
    cells('Raw materials', '200.00', '170.00'),
    cells('Finished goods', '250.00', '230.00'),
    cells('Total', '450.00', '400.00'),
    cells('Note 14: Trade receivables', '', ''),
    cells('Unsecured, considered good', '330.00', '300.00'),
  ],
};

const FACE: SourceGrid = {
  sheet: 'Page 3',
  rows: [
    cells('Balance Sheet as at 31 March 2024', '', '', ''),
    cells('Particulars', 'Note', '31 March 2024', '31 March 2023'),
    cells('Inventories', '13', '450.00', '400.00'),
    cells('Trade receivables', '14', '330.00', '301.00'),
  ],
};

describe('notes of an audited PDF', () => {
  it('reads each note of a notes page as a table, its lines keeping their rows, page and boxes', () => {
    const notes = noteTables(
      NOTES_PAGE,
      NOTES_PAGE.rows.map((_, i) => box(i)),
      6,
    );
    expect(notes.map((n) => [n.note, n.lines.map((l) => [l.label, l.amounts, l.row, l.page])])).toEqual([
      [
        { number: '13', title: 'Inventories' },
        [
          ['Raw materials', { 1: '200.00', 2: '170.00' }, 4, 6],
          ['Finished goods', { 1: '250.00', 2: '230.00' }, 5, 6],
          ['Total', { 1: '450.00', 2: '400.00' }, 6, 6],
        ],
      ],
      [{ number: '14', title: 'Trade receivables' }, [['Unsecured, considered good', { 1: '330.00', 2: '300.00' }, 8, 6]]],
    ]);
    expect(notes[0]!.lines[0]!.bbox).toEqual(box(4));
  });

  it('splits a face line into its note only when the note adds up to it in every year', () => {
    const face = readTable(FACE)!;
    expect(face.lines.map((l) => l.note)).toEqual(['13', '14']);
    const notes = noteTables(
      NOTES_PAGE,
      NOTES_PAGE.rows.map((_, i) => box(i)),
      6,
    );
    const tables: SourceTable[] = [face, ...notes];
    const yearOf = (t: SourceTable, column: number) => t.years.find((y) => y.column === column)?.year;
    const [split] = withNotes(tables, yearOf);
    expect(split!.lines.map((l) => [l.label, l.splitBy?.note ?? l.noteLine ?? null])).toEqual([
      ['Inventories', '13'],
      ['Raw materials', '13'],
      ['Finished goods', '13'],
      ['Total', '13'],
      // Note 14 prints 300.00 for 2023, the face 301.00: the face line stands.
      ['Trade receivables', null],
    ]);
    expect(split!.lines[0]!.splitBy).toEqual({ note: '13', title: 'Inventories', page: 6 });
  });
});

describe('a note line that is all of an "of which" part', () => {
  /** Note 9 of other current liabilities (₹ lakhs): 25 + 15 + 12 + 8 = 60 in 2024, 20 + 15 + 10 + 10 = 55 in 2023. */
  const notes: SourceGrid = {
    sheet: 'Page 6',
    rows: [
      cells('(Rs. in lakhs)', '', ''),
      cells('Particulars', '31 March 2024', '31 March 2023'),
      cells('9. Other current liabilities', '', ''),
      cells('Current maturities of long-term debt', '25.00', '20.00'),
      cells('Statutory dues', '15.00', '15.00'),
      cells('Advances from customers', '12.00', '10.00'),
      cells('Creditors for expenses', '8.00', '10.00'),
      cells('Total', '60.00', '55.00'),
    ],
  };
  const face: SourceGrid = {
    sheet: 'Page 3',
    rows: [
      cells('Balance Sheet as at 31 March 2024', '', '', ''),
      cells('(Rs. in lakhs)', '', '', ''),
      cells('Particulars', 'Note', '31 March 2024', '31 March 2023'),
      cells('Current liabilities', '', '', ''),
      cells('Trade payables', '8', '250.00', '230.00'),
      cells('Other current liabilities', '9', '60.00', '55.00'),
    ],
  };

  it('fills other current liabilities and its "of which advances from customers" with the same figure', () => {
    const tables = [
      readTable(face)!,
      ...noteTables(
        notes,
        notes.rows.map((_, i) => box(i)),
        6,
      ),
    ];
    const p = propose(tables, { targetExponent: 5, existing: () => undefined, remembered: new Map(), synonyms: new Map() });
    const advances = p.lines.find((l) => l.label === 'Advances from customers')!;
    expect(advances).toMatchObject({ row: 'ocaocl.othersCurrentLiabilities', ofWhich: 'ocaocl.advancesFromCustomers', band: 'auto' });
    expect(advances.reason).toContain('also fills "of which: Advances from customers / deposits from dealers"');
    // The part is only the advances (12 / 10), not statutory dues or creditors for expenses, which have rows of their own.
    expect(p.figures.amounts.get(2024)?.ocaocl).toMatchObject({ othersCurrentLiabilities: 12, advancesFromCustomers: 12, expensesPayable: 15 });
    expect(p.figures.amounts.get(2023)?.ocaocl).toMatchObject({ othersCurrentLiabilities: 10, advancesFromCustomers: 10, sundryCreditorsExpenses: 10 });
    expect(p.figures.sources.get('2024 ocaocl.advancesFromCustomers')).toEqual({ lines: [advances.id], working: 'Advances from customers 12' });
  });
});
