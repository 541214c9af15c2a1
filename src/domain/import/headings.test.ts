import { describe, expect, it } from 'vitest';
import { parseKind, parseSourceAmount, parseUnitHeading, parseYearHeader } from './headings';
import { columnLetter, readTable } from './layout';
import { caSheet, CA_FORM_II } from './sample-sources.fixture';

describe('source headings', () => {
  it.each([
    ['2023-24', 2024],
    ['2023-2024', 2024],
    ['FY 2024', 2024],
    ['FY24', 2024],
    ['FY 2023-24', 2024],
    ['31.03.2024', 2024],
    ['31/03/23', 2023],
    ['31-Mar-24', 2024],
    ['Mar-24', 2024],
    ['March 2024', 2024],
    ['2023-24 (Audited)', 2024],
    ['1999-00', 2000],
  ])('reads the year header "%s" as the year ending in %i', (text, year) => {
    expect(parseYearHeader(text)).toBe(year);
  });

  it('reads no year from a label, a kind or a broken range', () => {
    expect([parseYearHeader('Particulars'), parseYearHeader('Audited'), parseYearHeader('2023-25')]).toEqual([null, null, null]);
  });

  it('reads the period kinds a CA writes under the years', () => {
    expect(['Audited', 'Actuals', 'Unaudited', 'Provisional', 'Estimated', 'Projected', 'Note'].map(parseKind)).toEqual([
      'Audited',
      'Audited',
      'Provisional',
      'Provisional',
      'Estimated',
      'Projected',
      null,
    ]);
  });

  it('reads unit headings, and leaves a label alone', () => {
    expect(parseUnitHeading('Rs. in lakhs')?.exponent).toBe(5);
    expect(parseUnitHeading('(₹ in crores)')?.exponent).toBe(7);
    expect(parseUnitHeading("Amount in Rs. '000")?.exponent).toBe(3);
    expect(parseUnitHeading('Rs. in Lacs')?.name).toBe('lakhs');
    expect(parseUnitHeading('Interest & Fin Charges')).toBeNull();
  });

  it('reads amounts exactly: Indian grouping, brackets for negatives, dashes for nil', () => {
    expect(['1,23,456.50', '(1,200)', '-1,200', '-', 'Nil', '₹ 12.5', 'abc', '(12'].map((t) => parseSourceAmount(t))).toEqual([
      '123456.50',
      '-1200',
      '-1200',
      '0',
      '0',
      '12.5',
      null,
      null,
    ]);
  });
});

describe('readTable', () => {
  it("finds a CA sheet's unit heading, year header, kinds, label column and note column", () => {
    const table = readTable(caSheet('Form II', 'CMA FORM II', CA_FORM_II))!;
    expect(table.unit?.name).toBe('lakhs');
    expect(table.years.map((y) => `${columnLetter(y.column)} ${y.year} ${y.kind}`)).toEqual([
      'D 2020 Audited',
      'E 2021 Audited',
      'F 2022 Audited',
      'G 2023 Audited',
      'H 2024 Provisional',
      'I 2025 Estimated',
    ]);
    expect(table.lines[0]).toMatchObject({ label: '1. Gross Sales', labelColumn: 1, amounts: {} });
    expect(table.skippedColumns).toEqual([
      { column: 0, reason: 'blank' },
      { column: 2, reason: 'note references' },
    ]);
  });
});
