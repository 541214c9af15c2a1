import { describe, expect, it } from 'vitest';
import { pasteOnto, planScreenPaste } from './screen-paste';

const companies = ['Acme', 'Beta'];

describe('planScreenPaste', () => {
  it('never marks a row it applied as refused when the block names it twice', () => {
    const text = 'Plant & Machinery\t100\nPlant & Machinery\t200\nNo Such Row\t5\n';
    const plan = planScreenPaste('assetnliabs', text, { key: 'plantMachinery', company: 0 }, companies);
    expect(plan.edits).toEqual([{ column: 0, screen: 'assetnliabs', key: 'plantMachinery', value: 100 }]);
    expect(plan.refusedCells).toEqual([]);
    expect(plan.refused).toBe(2);
    // The unknown label is listed with its text.
    expect(plan.notices.find((n) => n !== null)?.text).toContain("'No Such Row'");
  });

  it('fills a selected block with one pasted value, skipping the derived rows inside it', () => {
    const block = { rows: ['salesDomestic', 'salesExports', 'others', 'totalSales'], companies: [0, 1] };
    const plan = planScreenPaste('opstmt', '42\r\n', { key: 'others', company: 1 }, companies, block);
    expect(plan.edits).toHaveLength(6);
    expect(new Set(plan.edits.map((e) => `${e.key}/${e.column}=${e.value}`))).toEqual(
      new Set(['salesDomestic', 'salesExports', 'others'].flatMap((k) => [`${k}/0=42`, `${k}/1=42`])),
    );
  });

  it('takes a bracket or trailing-minus negative on a signed row and refuses one elsewhere, saying where it belongs', () => {
    const text = 'Add: Other Income\t(2.50)\t3\nLess: Other Expenses\t1\t0.75-\nProvision for Taxes\t(14.57)\t5\nDepreciation\t(1)\t2\n';
    const plan = planScreenPaste('opstmt', text, { key: 'addOtherIncome', company: 0 }, companies);
    expect(plan.edits.filter((e) => e.value < 0).map((e) => `${e.key}/${e.column}=${e.value}`)).toEqual([
      'addOtherIncome/0=-2.5',
      'lessOtherExpenses/1=-0.75',
      'provisionForTaxes/0=-14.57',
    ]);
    expect(plan.refusedCells).toEqual([{ column: 0, screen: 'opstmt', key: 'depreciation' }]);
    expect(plan.notices.find((n) => n !== null)?.text).toContain("Depreciation / Acme: '(1)' (must not be negative)");
    const misplaced = planScreenPaste('assetnliabs', '(40)\n', { key: 'sundryCreditorsTrade', company: 1 }, companies);
    expect(misplaced.notices.find((n) => n !== null)?.text).toContain("enter it as a positive figure in 'Advance to Suppliers'");
  });

  it('pastes a multi-cell block from the focused cell even when a block is selected', () => {
    const block = { rows: ['salesDomestic', 'salesExports'], companies: [0, 1] };
    const plan = planScreenPaste('opstmt', '1\t2\n', { key: 'salesExports', company: 0 }, companies, block);
    expect(plan.edits.map((e) => `${e.key}/${e.column}`)).toEqual(['salesExports/0', 'salesExports/1']);
  });
});

describe('planScreenPaste of a block copied here with a computed row', () => {
  // Copied from Sales – Domestic down to the first opening stock: Domestic, Exports, Others, TOTAL SALES, FG (opening).
  const text = '100\r\n20\r\n3\r\n123\r\n40';
  const computed = [null, null, null, 'TOTAL SALES', null];

  it('skips the computed row, so the row below it lands on its own input row, and says so', () => {
    const plan = planScreenPaste('opstmt', text, { key: 'salesDomestic', company: 1 }, companies, null, undefined, { computedRows: computed });
    expect(plan.edits.map((e) => `${e.key}=${e.value}`)).toEqual(['salesDomestic=100', 'salesExports=20', 'others=3', 'openingStockFinishedGoods=40']);
    expect(plan.notices.find((n) => n !== null)?.text).toBe('TOTAL SALES is computed here, so its row was skipped; the figures below went to their own rows.');
  });

  it("without the copy's note of its computed rows (a block from Excel), pastes every row by position", () => {
    const plan = planScreenPaste('opstmt', text, { key: 'salesDomestic', company: 1 }, companies);
    expect(plan.edits.map((e) => e.key)).toEqual(['salesDomestic', 'salesExports', 'others', 'openingStockFinishedGoods', 'openingStockWIP']);
  });
});

describe('planScreenPaste of a block with foreign headers', () => {
  it('pastes nothing and names the rows and columns of text that stopped it', () => {
    const text = 'Particulars\tFY 2023\tFY 2024\r\nWidgets\t100\t200\r\n';
    const plan = planScreenPaste('opstmt', text, { key: 'salesDomestic', company: 0 }, companies);
    expect(plan.edits).toEqual([]);
    expect(plan.notices.find((n) => n !== null)?.text).toBe(
      "Nothing was pasted: row 1 and column 1 of the block hold text that names none of this statement's rows. " +
        'Pasted by position, every figure would land in the wrong row or year. Copy the figures alone, or with the row labels of this screen.',
    );
  });
});

describe('planScreenPaste in a display unit', () => {
  const inCrores = { entered: 'lakhs', shown: 'crores' } as const;

  it('reads amounts in the display unit and stores them exactly in the entry unit', () => {
    const plan = planScreenPaste('opstmt', '0.5\t12.3456\n', { key: 'salesDomestic', company: 0 }, companies, null, inCrores);
    expect(plan.edits.map((e) => e.value)).toEqual([50, 1234.56]);
  });

  it('refuses a figure the entry unit cannot hold, keeping the cell, with the reason in the notice', () => {
    const plan = planScreenPaste('opstmt', '1,23,456\t1,23,000\n', { key: 'salesDomestic', company: 0 }, companies, null, {
      entered: 'lakhs',
      shown: 'rupees',
    });
    expect(plan.edits).toEqual([{ column: 1, screen: 'opstmt', key: 'salesDomestic', value: 1.23 }]);
    expect(plan.refusedCells).toEqual([{ column: 0, screen: 'opstmt', key: 'salesDomestic' }]);
    expect(plan.notices.find((n) => n !== null)?.text).toContain('1.23456 ₹ lakhs cannot be stored');
  });
});

describe('pasteOnto with checkScale', () => {
  const columns = [
    { company: 0, period: 0 },
    { company: 1, period: 0 },
  ];
  const stored: Record<string, number> = { 'salesDomestic|0': 120, 'salesExports|0': 45 };
  const hostWith = (committed: unknown[]) => ({
    commitEdits: (edits: readonly unknown[]) => {
      committed.push(...edits);
      return [...edits] as never[];
    },
    markRefused: () => undefined,
    linesOf: () => [],
    titleOf: (c: { company: number }) => companies[c.company]!,
    valueOf: (c: { key: string; company: number }) => stored[`${c.key}|${c.company}`],
  });
  const request = {
    screen: 'opstmt' as const,
    text: '12000\n4500\n',
    focus: { key: 'salesDomestic', company: 1, period: 0 },
    units: undefined,
    block: null,
    columns,
  };

  it('stores nothing and returns the question when a plain block is 100× the column beside it', () => {
    const committed: unknown[] = [];
    const outcome = pasteOnto(hostWith(committed), { ...request, options: { checkScale: true } });
    expect(committed).toEqual([]);
    expect(outcome.changed).toBe(0);
    expect(outcome.scale?.factor).toBe(100);
    expect(outcome.scale?.examples.map((e) => `${e.key} ${e.pasted}/${e.beside}`)).toEqual(['salesDomestic 12000/120', 'salesExports 4500/45']);
  });

  it('stores the block once confirmed (no check), and stores a same-sized block without asking', () => {
    const confirmed: unknown[] = [];
    expect(pasteOnto(hostWith(confirmed), { ...request, options: {} }).changed).toBe(2);
    const sameSize: unknown[] = [];
    const outcome = pasteOnto(hostWith(sameSize), { ...request, text: '130\n50\n', options: { checkScale: true } });
    expect(outcome.scale).toBeUndefined();
    expect(sameSize).toHaveLength(2);
  });
});
