import { describe, expect, it } from 'vitest';
import type { PlainValue } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { computedRowsData, copyBlock, copyBlockWithLabels, copyCell, copyShown, readComputedRows } from './copy';
import type { CopySelection } from './copy';
import { pasteRowsOf, planPaste } from './paste-plan';
import { parseTsv } from './tsv';

const ROWS = SCREENS.opstmt.rows.filter((r) => r.kind !== 'header').slice(0, 4); // 3 inputs and TOTAL SALES
const VALUES: Record<string, PlainValue[]> = {
  salesDomestic: [123456.5, 1000],
  salesExports: [-20, 0.05],
  others: [null, 7],
  totalSales: [123436.5, 1007.05],
};

function selection(companies: number[] = [0, 1]): CopySelection {
  return {
    rows: ROWS.map((r) => ({ key: r.key, label: r.label })),
    companies,
    companyNames: ['Acme Ltd', 'Beta & Co'],
    valueOf: (key, c) => VALUES[key]?.[c] ?? null,
  };
}

describe('copyCell', () => {
  it('writes plain, unformatted numbers Excel reads as numbers, and "—" values as empty', () => {
    expect(copyCell(1234567.5)).toBe('1234567.5');
    expect(copyCell(-20)).toBe('-20');
    expect(copyCell(0)).toBe('0');
    expect(copyCell(null)).toBe('');
    expect(copyCell(true)).toBe('Yes');
    expect(copyCell(false)).toBe('No');
  });
});

describe('copyBlock', () => {
  it('copies the selected rows × companies as TSV, values only', () => {
    expect(copyBlock(selection())).toBe('123456.5\t1000\r\n-20\t0.05\r\n\t7\r\n123436.5\t1007.05');
  });

  it('copies a single focused cell as just its value', () => {
    expect(copyBlock({ ...selection([1]), rows: [{ key: 'others', label: 'Others' }] })).toBe('7');
  });
});

describe('copyBlockWithLabels', () => {
  it('adds a header row of company names and a first column of row labels', () => {
    expect(copyBlockWithLabels(selection(), 'Operating Statement (₹ lakhs)').split('\r\n')).toEqual([
      'Operating Statement (₹ lakhs)\tAcme Ltd\tBeta & Co',
      'Sales / Receipts – Domestic\t123456.5\t1000',
      'Sales – Exports\t-20\t0.05',
      'Others\t\t7',
      'TOTAL SALES\t123436.5\t1007.05',
    ]);
  });

  it('round-trips into another analysis by label, skipping the derived total', () => {
    const text = copyBlockWithLabels(selection());
    const plan = planPaste(parseTsv(text), {
      ...pasteRowsOf(SCREENS.opstmt),
      companyCount: 2,
      // The focus row does not matter when rows line up by label.
      focus: { rowIndex: 9, companyIndex: 0 },
      allowNegative: () => true,
    });
    expect(plan.alignedByLabel).toBe(true);
    expect(plan.refused).toEqual([]);
    expect(plan.truncated).toBeNull();
    expect(plan.edits).toEqual([
      { rowKey: 'salesDomestic', companyIndex: 0, value: 123456.5 },
      { rowKey: 'salesDomestic', companyIndex: 1, value: 1000 },
      { rowKey: 'salesExports', companyIndex: 0, value: -20 },
      { rowKey: 'salesExports', companyIndex: 1, value: 0.05 },
      { rowKey: 'others', companyIndex: 1, value: 7 },
    ]);
  });

  it('round-trips by position when copied without labels', () => {
    const text = copyBlock({ ...selection(), rows: selection().rows.slice(0, 3) });
    const plan = planPaste(parseTsv(text), {
      ...pasteRowsOf(SCREENS.opstmt),
      companyCount: 2,
      focus: { rowIndex: 0, companyIndex: 0 },
      allowNegative: () => true,
    });
    expect(plan.edits.map((e) => e.value)).toEqual([123456.5, 1000, -20, 0.05, 7]);
  });
});

describe('copyShown (Ctrl+C for Excel)', () => {
  it('copies a percentage as a fraction at the precision shown', () => {
    expect(copyShown(9, 'percent')).toBe('0.09');
    expect(copyShown(12.3456, 'percent')).toBe('0.1235');
    expect(copyShown(-4.5, 'percent')).toBe('-0.045');
  });
  it('copies ratios, months and days at the precision shown, amounts in full', () => {
    expect(copyShown(1.33333, 'times')).toBe('1.33');
    expect(copyShown(45.678, 'days')).toBe('45.7');
    expect(copyShown(1234.5678, 'amount')).toBe('1234.5678');
    expect(copyShown(null, 'percent')).toBe('');
  });
});

describe('copies in a display unit', () => {
  it('copies amounts exactly in the display unit and leaves ratios alone', () => {
    expect(copyShown(1234.56, 'amount', -2)).toBe('12.3456');
    expect(copyShown(1.23, 'amount', 5)).toBe('123000');
    expect(copyShown(1.33333, 'times', -2)).toBe('1.33');
    expect(copyCell(1234.56, 'amount', -2)).toBe('12.3456');
    expect(copyCell(25, 'percent', -2)).toBe('25');
  });

  it('moves every amount of a labelled block, which names the display unit in its corner', () => {
    const inCrores: CopySelection = { ...selection([0]), rows: ROWS.map((r) => ({ key: r.key, label: r.label, unit: r.unit })), shift: -2 };
    const rows = parseTsv(copyBlockWithLabels(inCrores, 'Operating Statement (₹ crores)'));
    expect(rows[0]).toEqual(['Operating Statement (₹ crores)', 'Acme Ltd']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['1234.565', '-0.2', '', '1234.365']);
  });
});

describe('the computed rows a copy notes beside its TSV', () => {
  const block: CopySelection = {
    rows: [
      { key: 'others', label: 'Others', unit: 'amount' },
      { key: 'totalSales', label: 'TOTAL SALES', unit: 'amount', computed: true },
    ],
    companies: [0],
    companyNames: ['Acme'],
    valueOf: (key) => (key === 'others' ? 5 : 105),
  };

  it('are read back for the same text, by block row', () => {
    const text = copyBlock(block);
    expect(text).toBe('5\r\n105');
    expect(readComputedRows(computedRowsData(block, text), text)).toEqual([null, 'TOTAL SALES']);
  });

  it('are ignored when the clipboard text is not the one copied, or the note is malformed', () => {
    const data = computedRowsData(block, '5\r\n105');
    expect(readComputedRows(data, '5\r\n106')).toBeNull();
    expect(readComputedRows('', '5\r\n105')).toBeNull();
    expect(readComputedRows('{"text":"5","rows":[1]}', '5')).toBeNull();
  });
});
