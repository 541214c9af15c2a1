import { describe, expect, it } from 'vitest';
import { readTable } from './layout';
import type { Box, PdfPage, PdfWord } from './pdf-layout';
import { groupLines, headingText, pageGrid, phrasesOf, statementOfPage } from './pdf-layout';

/** A word of 9 pt text whose baseline is at `y`, starting at `x`, 5 pt a character (or ending at `x` when `right`). */
const word = (text: string, x: number, y: number, right = false): PdfWord => {
  const width = text.length * 5;
  const box: Box = right ? [x - width, y - 7, x, y + 2] : [x, y - 7, x + width, y + 2];
  return { text, box };
};
const page = (words: PdfWord[]): PdfPage => ({ page: 4, width: 595, height: 842, words });

describe('PDF page layout', () => {
  it('groups words into lines by their middle, within half a line height, whatever their order', () => {
    const lines = groupLines([word('payables', 95, 201), word('250.00', 430, 200, true), word('Trade', 60, 200.5), word('Other', 60, 218)]);
    expect(lines.map((l) => l.map((w) => w.text))).toEqual([['Trade', 'payables', '250.00'], ['Other']]);
  });

  it('joins words closer than a space into a phrase, and keeps columns apart', () => {
    const phrases = phrasesOf([word('Trade', 60, 200), word('payables', 89, 200), word('250.00', 430, 200, true)]);
    expect(phrases.map((p) => p.text)).toEqual(['Trade payables', '250.00']);
    expect(phrases[0]!.box).toEqual([60, 193, 129, 202]);
  });

  it('reads a column heading down to its date', () => {
    expect(headingText('As at 31st March, 2024')).toBe('31 March 2024');
    expect(headingText('For the year ended 31.03.2023')).toBe('31 03 2023');
    expect(headingText('FY 2023-24')).toBe('FY 2023-24');
    expect(headingText('Note No.')).toBe('Note No.');
  });

  it('lays a page out as label | note | current year | previous year, right-aligned amounts in their columns', () => {
    const words = [
      word('Balance Sheet as at 31 March 2024', 50, 60),
      word('(Rs. in lakhs)', 530, 80, true),
      word('Particulars', 50, 100),
      word('Note', 300, 100),
      word('31 March 2024', 430, 100, true),
      word('31 March 2023', 530, 100, true),
      word('Share capital', 60, 118),
      word('3', 310, 118),
      word('200.00', 430, 118, true),
      word('200.00', 530, 118, true),
      word('Trade payables', 60, 136),
      word('8', 310, 136),
      word('1,250.50', 430, 136, true),
      word('-', 530, 136, true),
      word('Other', 60, 154),
      word('(12.00)', 430, 154, true),
      word('7.00', 530, 154, true),
    ];
    const { grid, rowBoxes } = pageGrid(page(words));
    expect(grid.sheet).toBe('Page 4');
    expect(grid.rows.map((r) => r.map((c) => c?.text ?? ''))).toEqual([
      ['Balance Sheet as at 31 March 2024', '', '', ''],
      ['(Rs. in lakhs)', '', '', ''],
      ['Particulars', 'Note', '31 March 2024', '31 March 2023'],
      ['Share capital', '3', '200.00', '200.00'],
      ['Trade payables', '8', '1,250.50', '-'],
      ['Other', '', '(12.00)', '7.00'],
    ]);
    expect(rowBoxes[3]).toEqual([60, 111, 530, 120]);
    const table = readTable(grid)!;
    expect(table.unit?.name).toBe('lakhs');
    expect(table.years.map((y) => [y.column, y.year])).toEqual([
      [2, 2024],
      [3, 2023],
    ]);
    expect(table.lines.map((l) => [l.label, l.amounts])).toEqual([
      ['Share capital', { 2: '200.00', 3: '200.00' }],
      ['Trade payables', { 2: '1250.50', 3: '0' }],
      ['Other', { 2: '-12.00', 3: '7.00' }],
    ]);
  });

  it('finds the statements by their titles, not notes or cash flows that name them', () => {
    const titled = (...titles: string[]) => statementOfPage(page(titles.map((t, i) => word(t, 50, 60 + 18 * i))));
    expect(titled('ACME LIMITED', 'Standalone Balance Sheet as at 31 March 2024')).toBe('balanceSheet');
    expect(titled('ACME LIMITED', 'Statement of Profit and Loss for the year ended 31 March 2024')).toBe('profitAndLoss');
    expect(titled('Profit & Loss Account for the year ended 31.03.2024')).toBe('profitAndLoss');
    expect(titled('Notes forming part of the Balance Sheet')).toBeNull();
    expect(titled('Cash Flow Statement', 'Profit before tax as per Statement of Profit and Loss')).toBeNull();
    expect(titled('Independent Auditor’s Report')).toBeNull();
  });
});
