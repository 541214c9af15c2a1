import { describe, expect, it } from 'vitest';
import { parseTsv, toTsv } from './tsv';

describe('parseTsv', () => {
  it('reads an Excel block with CRLF and its trailing line end, without an extra empty row', () => {
    expect(parseTsv('1,23,456\t789\r\n10\t20\r\n')).toEqual([
      ['1,23,456', '789'],
      ['10', '20'],
    ]);
  });

  it('reads LF-only blocks and a block with no trailing line end', () => {
    expect(parseTsv('1\t2\n3\t4')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseTsv('1\t2\n3\t4\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads a single cell', () => {
    expect(parseTsv('₹ 1,234.00 ')).toEqual([['₹ 1,234.00 ']]);
    expect(parseTsv('42\r\n')).toEqual([['42']]);
  });

  it('keeps empty cells and empty rows inside the block', () => {
    expect(parseTsv('1\t\t3\r\n\t\t\r\n4\t5\t6\r\n')).toEqual([
      ['1', '', '3'],
      ['', '', ''],
      ['4', '5', '6'],
    ]);
  });

  it('reads a quoted cell holding line breaks, tabs and doubled quotes, as Excel writes it', () => {
    expect(parseTsv('"Sales\nExports"\t100\r\n"a ""b""\tc"\t200\r\n')).toEqual([
      ['Sales\nExports', '100'],
      ['a "b"\tc', '200'],
    ]);
  });

  it('reads a cell that merely starts with a quote as plain text', () => {
    expect(parseTsv('"abc\t1\r\n2\t3\r\n')).toEqual([
      ['"abc', '1'],
      ['2', '3'],
    ]);
  });

  it('reads nothing as no rows', () => {
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('\r\n')).toEqual([]);
  });
});

describe('toTsv', () => {
  it('writes tabs and CRLF with no trailing line end', () => {
    expect(
      toTsv([
        ['1234.5', ''],
        ['-20', '7'],
      ]),
    ).toBe('1234.5\t\r\n-20\t7');
  });

  it('quotes only cells that need it, and round-trips through parseTsv', () => {
    const cells = [
      ['Sales – Exports', 'say "hi"', 'two\nlines', 'a\tb'],
      ['', '1', '2', '3'],
    ];
    const text = toTsv(cells);
    expect(text.startsWith('Sales – Exports\t"say ""hi"""\t"two\nlines"\t"a\tb"\r\n')).toBe(true);
    expect(parseTsv(text)).toEqual(cells);
  });
});
