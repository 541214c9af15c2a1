import { describe, expect, it } from 'vitest';
import type { CompanyInputs } from '../model';
import { pdfChecks } from './pdf-checks';
import type { Proposal, ProposedLine } from './types';

const line = (id: string, label: string, amounts: Record<string, number>, kind: ProposedLine['kind'] = 'row', page = 2): ProposedLine => ({
  id,
  label,
  amounts,
  kind,
  page,
  text: label,
  norm: label.toLowerCase(),
  row: null,
  confidence: 100,
  band: 'auto',
  reason: '',
  cells: {},
});
const proposal = (lines: ProposedLine[], amounts: Proposal['figures']['amounts'] = new Map()): Proposal => ({
  unit: null,
  years: [],
  lines,
  figures: { amounts, sources: new Map() },
  checks: [],
});
const none = { existing: () => undefined };

describe('audited PDF checks', () => {
  it('passes a section whose lines add up to its printed total, and shows the difference when they do not', () => {
    const lines = [
      line('1', 'Share capital', { 2024: 200, 2023: 200 }),
      line('2', 'Reserves and surplus', { 2024: 350.5, 2023: 280 }),
      line('3', 'Total', { 2024: 550.5, 2023: 490 }, 'total'),
      line('4', 'Trade payables', { 2024: 0.1 }),
      line('5', 'Other current liabilities', { 2024: 0.2 }),
      line('6', 'Total current liabilities', { 2024: 0.3 }, 'total'),
    ];
    const checks = pdfChecks(proposal(lines), none);
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['sum 3 2023', false],
      ['sum 3 2024', true],
      // 0.1 + 0.2 is 0.3 exactly in decimals.
      ['sum 6 2024', true],
    ]);
    expect(checks[0]!.detail).toBe('page 2, FY 2022-23: the 2 lines above "Total" add up to 480.00, the PDF prints 490.00');
  });

  it("compares a page's first and last TOTAL: the balance sheet's two sides", () => {
    const tallied = pdfChecks(proposal([line('1', 'TOTAL', { 2024: 1620.5 }, 'total'), line('2', 'TOTAL', { 2024: 1620.5 }, 'total')]), none);
    expect(tallied.filter((c) => c.name.startsWith('printed tally'))).toEqual([
      { name: 'printed tally p.2 2024', ok: true, detail: 'page 2, FY 2023-24: the printed totals of liabilities and assets agree (1620.5)' },
    ]);
    const off = pdfChecks(proposal([line('1', 'TOTAL', { 2024: 1620.5 }, 'total'), line('2', 'TOTAL', { 2024: 1602.5 }, 'total')]), none);
    expect(off.find((c) => c.name === 'printed tally p.2 2024')).toMatchObject({
      ok: false,
      detail: 'page 2, FY 2023-24: the printed totals differ: 1620.5 and 1602.5',
    });
  });

  it("lists the previous year's figures that differ from those the analysis holds, and passes when they agree", () => {
    const amounts = new Map([
      [2023, { assetnliabs: { sundryCreditorsTrade: 230, paidUpCapital: 200 } }],
      [2024, { assetnliabs: { sundryCreditorsTrade: 250, paidUpCapital: 200 } }],
    ]);
    const held = (creditors: number) => ({
      existing: (y: number): CompanyInputs | undefined =>
        y === 2023 ? { opstmt: {}, assetnliabs: { sundryCreditorsTrade: creditors, paidUpCapital: 200 }, ocaocl: {} } : undefined,
    });
    expect(pdfChecks(proposal([], amounts), held(230))).toEqual([
      { name: 'previous year 2023', ok: true, detail: "FY 2022-23: the PDF's previous-year figures equal those the analysis holds" },
    ]);
    expect(pdfChecks(proposal([], amounts), held(225))[0]).toMatchObject({
      ok: false,
      detail: 'FY 2022-23: 1 figures differ from the analysis (analysis → PDF): sundryCreditorsTrade 225 → 230',
    });
  });
});
