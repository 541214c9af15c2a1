import { describe, expect, it } from 'vitest';
import { planScreenPaste } from './screen-paste';

const companies = ['Acme', 'Beta'];

describe('planScreenPaste', () => {
  it('never marks a row it applied as refused when the block names it twice', () => {
    const text = 'Plant & Machinery\t100\nPlant & Machinery\t200\nNo Such Row\t5\n';
    const plan = planScreenPaste('assetnliabs', text, { key: 'plantMachinery', company: 0 }, companies);
    expect(plan.edits).toEqual([{ company: 0, screen: 'assetnliabs', key: 'plantMachinery', value: 100 }]);
    expect(plan.refusedCells).toEqual([]);
    expect(plan.refused).toBe(2);
    // The unknown label is listed with its text.
    expect(plan.notices.find((n) => n !== null)?.text).toContain("'No Such Row'");
  });

  it('fills a selected block with one pasted value, skipping the derived rows inside it', () => {
    const block = { rows: ['salesDomestic', 'salesExports', 'others', 'totalSales'], companies: [0, 1] };
    const plan = planScreenPaste('opstmt', '42\r\n', { key: 'others', company: 1 }, companies, block);
    expect(plan.edits).toHaveLength(6);
    expect(new Set(plan.edits.map((e) => `${e.key}/${e.company}=${e.value}`))).toEqual(
      new Set(['salesDomestic', 'salesExports', 'others'].flatMap((k) => [`${k}/0=42`, `${k}/1=42`])),
    );
  });

  it('pastes a multi-cell block from the focused cell even when a block is selected', () => {
    const block = { rows: ['salesDomestic', 'salesExports'], companies: [0, 1] };
    const plan = planScreenPaste('opstmt', '1\t2\n', { key: 'salesExports', company: 0 }, companies, block);
    expect(plan.edits.map((e) => `${e.key}/${e.company}`)).toEqual(['salesExports/0', 'salesExports/1']);
  });
});
