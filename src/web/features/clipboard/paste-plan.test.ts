import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../domain/screens';
import { REFUSAL } from '../../lib/parse-amount';
import { describeRefusals, normaliseLabel, pasteRowsOf, planPaste, REPEATED_ROW, UNKNOWN_ROW } from './paste-plan';
import type { PasteRefusal, PasteTarget } from './paste-plan';
import { parseTsv } from './tsv';

// The operating statement's input rows, in display order:
// salesDomestic, salesExports, others, openingStockFinishedGoods, openingStockWIP, openingStockRM, …
const OPSTMT = pasteRowsOf(SCREENS.opstmt);

function target(overrides: Partial<PasteTarget> = {}): PasteTarget {
  return {
    ...OPSTMT,
    companyCount: 3,
    focus: { rowIndex: 0, companyIndex: 0 },
    allowNegative: () => false,
    ...overrides,
  };
}

describe('pasteRowsOf', () => {
  it('lists only input rows, in display order, and skips derived rows and headers', () => {
    expect(OPSTMT.rowKeys.slice(0, 4)).toEqual(['salesDomestic', 'salesExports', 'others', 'openingStockFinishedGoods']);
    expect(OPSTMT.rowKeys).not.toContain('totalSales');
    expect(OPSTMT.rowLabels.salesExports).toBe('Sales – Exports');
    expect(OPSTMT.skipLabels).toContain('TOTAL SALES');
    expect(OPSTMT.skipLabels).toContain('NET SALES');
  });
});

describe('normaliseLabel', () => {
  it('folds case, dashes, spacing and punctuation, so labels and wire keys meet', () => {
    expect(normaliseLabel('Sales – Exports')).toBe('salesexports');
    expect(normaliseLabel('  SALES - EXPORTS ')).toBe('salesexports');
    expect(normaliseLabel('salesExports')).toBe('salesexports');
    expect(normaliseLabel('GROSS PROFIT (+) / LOSS (−)')).toBe('grossprofitloss');
  });
});

describe('planPaste by position', () => {
  it('fills down the input rows and across companies from the focused cell', () => {
    const block = parseTsv('1,23,456\t12,345,678\r\n10\t20\r\n');
    const plan = planPaste(block, target({ focus: { rowIndex: 1, companyIndex: 1 } }));
    expect(plan.alignedByLabel).toBe(false);
    expect(plan.edits).toEqual([
      { rowKey: 'salesExports', companyIndex: 1, value: 123456 },
      { rowKey: 'salesExports', companyIndex: 2, value: 12345678 },
      { rowKey: 'others', companyIndex: 1, value: 10 },
      { rowKey: 'others', companyIndex: 2, value: 20 },
    ]);
    expect(plan.refused).toEqual([]);
    expect(plan.truncated).toBeNull();
  });

  it('steps over derived rows: the row after "Others" is the first opening stock', () => {
    const plan = planPaste([['1'], ['2']], target({ focus: { rowIndex: 2, companyIndex: 0 } }));
    expect(plan.edits.map((e) => e.rowKey)).toEqual(['others', 'openingStockFinishedGoods']);
  });

  it('leaves empty cells unchanged and refuses unreadable or negative ones', () => {
    const plan = planPaste(
      [
        ['5', '', 'abc'],
        ['(7)', ' - ', '1.234'],
      ],
      target(),
    );
    expect(plan.edits).toEqual([
      { rowKey: 'salesDomestic', companyIndex: 0, value: 5 },
      { rowKey: 'salesExports', companyIndex: 1, value: 0 },
    ]);
    expect(plan.refused).toEqual([
      { rowKey: 'salesDomestic', companyIndex: 2, text: 'abc', reason: REFUSAL.notANumber },
      { rowKey: 'salesExports', companyIndex: 0, text: '(7)', reason: REFUSAL.negative },
      { rowKey: 'salesExports', companyIndex: 2, text: '1.234', reason: REFUSAL.decimals },
    ]);
  });

  it('accepts negatives where the row allows them', () => {
    const plan = planPaste([['(7)'], ['(7)']], target({ allowNegative: (key) => key === 'salesExports' }));
    expect(plan.edits).toEqual([{ rowKey: 'salesExports', companyIndex: 0, value: -7 }]);
    expect(plan.refused).toHaveLength(1);
  });

  it('cuts a block larger than the grid at the edge and counts what was cut', () => {
    const rows = OPSTMT.rowKeys.length;
    const block = Array.from({ length: 5 }, () => ['1', '2', '3', '4']);
    const plan = planPaste(block, target({ focus: { rowIndex: rows - 2, companyIndex: 1 } }));
    expect(plan.edits).toHaveLength(2 * 2);
    expect(plan.truncated).toEqual({ rows: 3, columns: 2 });
  });

  it('does not report as cut the empty trailing cells Excel may add', () => {
    const plan = planPaste(
      [
        ['1', '2', '3', ''],
        ['', '', '', ''],
      ],
      target({ focus: { rowIndex: OPSTMT.rowKeys.length - 1, companyIndex: 0 } }),
    );
    expect(plan.truncated).toBeNull();
    expect(plan.edits).toHaveLength(3);
  });

  it('plans nothing for an empty block', () => {
    expect(planPaste([], target())).toEqual({ edits: [], refused: [], truncated: null, alignedByLabel: false });
  });
});

describe('planPaste by label', () => {
  it('lines rows up by label, drops the header of company names and skips derived rows', () => {
    const block = parseTsv(
      [
        'Operating Statement (₹ lakhs)\tAcme\tBeta',
        'Sales / Receipts – Domestic\t100\t200',
        'Sales – Exports\t10\t20',
        'TOTAL SALES\t110\t220',
        'Depreciation\t5\t6',
      ].join('\r\n'),
    );
    const plan = planPaste(block, target({ focus: { rowIndex: 7, companyIndex: 0 } }));
    expect(plan.alignedByLabel).toBe(true);
    expect(plan.edits).toEqual([
      { rowKey: 'salesDomestic', companyIndex: 0, value: 100 },
      { rowKey: 'salesDomestic', companyIndex: 1, value: 200 },
      { rowKey: 'salesExports', companyIndex: 0, value: 10 },
      { rowKey: 'salesExports', companyIndex: 1, value: 20 },
      { rowKey: 'depreciation', companyIndex: 0, value: 5 },
      { rowKey: 'depreciation', companyIndex: 1, value: 6 },
    ]);
    expect(plan.refused).toEqual([]);
  });

  it('matches labels loosely and accepts wire keys', () => {
    const plan = planPaste(
      [
        ['SALES - EXPORTS', '1'],
        ['powerFuel', '2'],
      ],
      target(),
    );
    expect(plan.alignedByLabel).toBe(true);
    expect(plan.edits).toEqual([
      { rowKey: 'salesExports', companyIndex: 0, value: 1 },
      { rowKey: 'powerFuel', companyIndex: 0, value: 2 },
    ]);
  });

  it('puts values across companies from the focused company, cut at the edge', () => {
    const plan = planPaste([['Depreciation', '1', '2', '3']], target({ focus: { rowIndex: 0, companyIndex: 1 } }));
    expect(plan.edits).toEqual([
      { rowKey: 'depreciation', companyIndex: 1, value: 1 },
      { rowKey: 'depreciation', companyIndex: 2, value: 2 },
    ]);
    expect(plan.truncated).toEqual({ rows: 0, columns: 1 });
  });

  it('refuses every cell of a row it does not know, and of a row named twice', () => {
    const block = [
      ['Sales – Exports', '1', '2'],
      ['Goodwill written off', '3', ''],
      ['Sales – Exports', '9', '9'],
    ];
    const plan = planPaste(block, target());
    expect(plan.edits).toHaveLength(2);
    expect(plan.refused).toEqual([
      { rowKey: null, label: 'Goodwill written off', companyIndex: 0, text: '3', reason: UNKNOWN_ROW },
      { rowKey: 'salesExports', label: 'Sales – Exports', companyIndex: 0, text: '9', reason: REPEATED_ROW },
      { rowKey: 'salesExports', label: 'Sales – Exports', companyIndex: 1, text: '9', reason: REPEATED_ROW },
    ]);
  });

  it('still refuses unreadable values on a matched row', () => {
    const plan = planPaste([['Depreciation', 'n/a']], target());
    expect(plan.refused).toEqual([{ rowKey: 'depreciation', label: 'Depreciation', companyIndex: 0, text: 'n/a', reason: REFUSAL.notANumber }]);
  });

  it('falls back to position when the first column holds numbers or names none of our rows', () => {
    expect(
      planPaste(
        [
          ['1', '2'],
          ['Depreciation', '3'],
        ],
        target(),
      ).alignedByLabel,
    ).toBe(false);
    const widgets = planPaste([['Widgets']], target());
    expect(widgets.alignedByLabel).toBe(false);
    expect(widgets.refused[0]).toMatchObject({ rowKey: 'salesDomestic', text: 'Widgets', reason: REFUSAL.notANumber });
  });

  it('pastes nothing by position when a row or column of text names none of our rows, and says which', () => {
    // Two header rows and a label column from another layout: by position every year would move one column right.
    const foreign = parseTsv('Particulars\tFY 2023\tFY 2024\r\n\tAudited\tAudited\r\nWidgets\t100\t200\r\nGadgets\t300\t400');
    const plan = planPaste(foreign, target());
    expect(plan).toEqual({ edits: [], refused: [], truncated: null, alignedByLabel: false, stoppedBy: { rows: [1, 2], columns: [1] } });
    expect(planPaste([['Widgets', '3']], target()).stoppedBy).toEqual({ rows: [], columns: [1] });
  });

  it('still pastes a numeric block with one unreadable cell by position, refusing that cell', () => {
    const plan = planPaste(
      [
        ['5', 'abc'],
        ['6', '7'],
      ],
      target(),
    );
    expect(plan.stoppedBy).toBeUndefined();
    expect(plan.edits).toHaveLength(3);
    expect(plan.refused).toEqual([{ rowKey: 'salesDomestic', companyIndex: 1, text: 'abc', reason: REFUSAL.notANumber }]);
  });
});

describe('describeRefusals', () => {
  const labelOf = (key: string) => OPSTMT.rowLabels[key] ?? key;
  const names = ['Acme', 'Beta'];
  const cell = (rowKey: string, companyIndex: number, text: string, reason: string = REFUSAL.notANumber): PasteRefusal => ({
    rowKey,
    companyIndex,
    text,
    reason,
  });

  it('names the row, the company, the text and the reason', () => {
    expect(describeRefusals([cell('salesExports', 0, 'abc')], labelOf, names)).toBe("1 cell kept its old value: Sales – Exports / Acme: 'abc' (not a number).");
  });

  it('lists five cells, then how many more', () => {
    const refused = Array.from({ length: 8 }, (_, i) => cell('depreciation', i % 2, `x${i}`));
    const text = describeRefusals(refused, labelOf, names);
    expect(text.startsWith("8 cells kept their old value: Depreciation / Acme: 'x0' (not a number); Depreciation / Beta: 'x1'")).toBe(true);
    expect(text.endsWith("Depreciation / Acme: 'x4' (not a number); and 3 more.")).toBe(true);
  });

  it('lists an unknown row once, with its cell count', () => {
    const unknown = (companyIndex: number): PasteRefusal => ({
      rowKey: null,
      label: 'Goodwill',
      companyIndex,
      text: '1',
      reason: UNKNOWN_ROW,
    });
    expect(describeRefusals([unknown(0), unknown(1), cell('others', 5, '-3', REFUSAL.negative)], labelOf, names)).toBe(
      "3 cells kept their old value: 'Goodwill' (2 cells): unknown row; Others / Company 6: '-3' (negative not allowed).",
    );
  });

  it('says nothing when nothing was refused', () => {
    expect(describeRefusals([], labelOf, names)).toBe('');
  });
});
