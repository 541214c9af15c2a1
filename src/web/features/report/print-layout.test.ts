import { describe, expect, it } from 'vitest';
import { paginate, PAGE_CONTENT_HEIGHT } from './print-layout';
import type { BoxBlock, TableBlock } from './print-layout';

const flags = { gap: 0, breakBefore: false, breakAfter: false, avoidBreakBefore: false, avoidBreakAfter: false, entry: false };
const box = (height: number, over: Partial<BoxBlock> = {}): BoxBlock => ({ kind: 'box', height, ...flags, ...over });
const title = (height = 20) => box(height, { breakBefore: true, avoidBreakAfter: true, entry: true });
const table = (rows: number[], over: Partial<TableBlock> = {}, head = 40): TableBlock => ({
  kind: 'table',
  head,
  rows: rows.map((height) => ({ height, keepWithNext: false })),
  ...flags,
  gap: 8,
  ...over,
});

// Pages of 100 px: figures are easy to follow by hand.
describe('paginate', () => {
  it('starts each section on a new page and runs a long table on, its header repeated', () => {
    // Cover (1), then section A: title 20 + gap 8 + head 40 + rows 10,10 = 88 → page 2; rows 3–4 do not fit (88+10 = 98 fits, 108 does not):
    // page 2 holds rows 1–3 (98), page 3 the header 40 + row 4 (50). Section B starts on page 4.
    const blocks = [box(50, { breakAfter: true }), title(), table([10, 10, 10, 10]), title(), table([10])];
    expect(paginate(blocks, 100)).toEqual({ entryPages: [2, 4], pages: 4 });
  });

  it('moves footnotes that do not fit to the next page with the last row, under the repeated header', () => {
    // Title 20 + 8 + 40 + 3 × 10 = 98; footnotes 6 + 15 would make 119: the last row and the footnotes go to page 2
    // (40 + 10 + 6 + 15 = 71), and a box of 25 still fits under them (96).
    const notes = box(15, { gap: 6, avoidBreakBefore: true });
    const after = box(25, { gap: 0 });
    expect(paginate([title(), table([10, 10, 10]), notes, after], 100)).toEqual({ entryPages: [1], pages: 2 });
    // A section after them that flows (no forced break) lands where the moved row leaves room: 71 + 6 + 30 = 107, page 3.
    expect(paginate([title(), table([10, 10, 10]), notes, box(30, { gap: 6, entry: true })], 100).entryPages).toEqual([1, 3]);
  });

  it('keeps a title with its table: when the first row does not fit, both start the next page', () => {
    // A box of 60 flows on page 1; the title (20) fits (80) but the head and first row (50) do not: both move to page 2.
    const flowing = [box(60), box(20, { avoidBreakAfter: true, entry: true }), table([10], { gap: 0 })];
    expect(paginate(flowing, 100)).toEqual({ entryPages: [2], pages: 2 });
  });

  it('keeps a heading row with the row under it', () => {
    // Head 40 + rows 20, 20 = 80; the heading row (15) fits (95) but the row under it (10) does not: both move (40 + 15 + 10).
    const rows = [
      { height: 20, keepWithNext: false },
      { height: 20, keepWithNext: false },
      { height: 15, keepWithNext: true },
      { height: 10, keepWithNext: false },
    ];
    const t: TableBlock = { ...table([]), rows, gap: 0, entry: true };
    expect(paginate([t, box(40, { breakBefore: true, entry: true })], 100)).toEqual({ entryPages: [1, 3], pages: 3 });
  });

  it('runs a box taller than a page onto the pages it needs', () => {
    expect(paginate([box(250, { entry: true }), box(10, { breakBefore: true, entry: true })], 100)).toEqual({ entryPages: [1, 4], pages: 4 });
  });

  it('uses the A4 landscape content height by default, in whole px as Chromium prints (794 − 41 − 49)', () => {
    expect(PAGE_CONTENT_HEIGHT).toBe(704);
  });
});
