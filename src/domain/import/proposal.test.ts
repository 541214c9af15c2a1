import { describe, expect, it } from 'vitest';
import type { CompanyInputs } from '../model';
import { readTable, tsvGrid } from './layout';
import { normaliseLabel } from './normalise';
import { propose } from './proposal';
import { BANK_INPUT_SHEET, CA_FORM_II, CA_FORM_III, bankSheet, caSheet, mappingCounts, pastedTsv } from './sample-sources.fixture';
import type { ProposalContext } from './types';

const LAKHS = 5;
const empty: ProposalContext = { targetExponent: LAKHS, existing: () => undefined, remembered: new Map(), synonyms: new Map() };
const caTables = () => [caSheet('Form II', 'CMA FORM II', CA_FORM_II), caSheet('Form III', 'CMA FORM III', CA_FORM_III)].map((g) => readTable(g)!);
const period = (opstmt: Record<string, number> = {}): CompanyInputs => ({ opstmt, assetnliabs: {}, ocaocl: {} });

describe('propose', () => {
  it("maps the CA's six-year Form II and III with no line auto and wrong", () => {
    const proposal = propose(caTables(), empty);
    expect(mappingCounts(proposal.lines, [...CA_FORM_II, ...CA_FORM_III])).toEqual({
      autoRight: 49,
      autoWrong: 0,
      reviewRight: 0,
      reviewWrong: 0,
      manual: 0,
      skippedRight: 33,
      skippedWrong: 0,
    });
    expect(proposal.years.map((y) => [y.column, y.year, y.kind]).slice(0, 6)).toEqual([
      ['Form II!D', 2020, 'Audited'],
      ['Form II!E', 2021, 'Audited'],
      ['Form II!F', 2022, 'Audited'],
      ['Form II!G', 2023, 'Audited'],
      ['Form II!H', 2024, 'Provisional'],
      ['Form II!I', 2025, 'Estimated'],
    ]);
    expect(proposal.unit).toEqual({ name: 'lakhs', exponent: 5 });
  });

  it('sends only the unsure lines of a bank input sheet to a person, in ₹ crores converted exactly to lakhs', () => {
    const proposal = propose([readTable(bankSheet())!], empty);
    expect(mappingCounts(proposal.lines, BANK_INPUT_SHEET)).toEqual({
      autoRight: 15,
      autoWrong: 0,
      reviewRight: 2,
      reviewWrong: 0,
      manual: 1,
      skippedRight: 1,
      skippedWrong: 0,
    });
    // 12.5 + 1 crores in FY 2023 = 1,350 lakhs; 7.75 + 0.5 = 8.25 crores = 825 lakhs.
    expect(proposal.figures.amounts.get(2023)?.opstmt).toMatchObject({ salesDomestic: 1350, purchaseRM: 825 });
    expect(proposal.checks.find((c) => c.name === 'unit')).toMatchObject({ ok: true, detail: 'the source is in crores, converted exactly' });
  });

  it('rounds a workbook in rupees to lakhs half-even only when asked, each line keeping its exact figure', () => {
    const tsv = 'Particulars\tFY 2024\nRs. in rupees\t\nDomestic sales\t1234567.89\nPower and fuel\t250000\n';
    const table = readTable(tsvGrid(tsv))!;
    expect(propose([table], empty).checks.find((c) => c.name === 'unit')).toMatchObject({ ok: false, blocking: true, roundable: true });
    const rounded = propose([table], { ...empty, round: true });
    // ₹12,34,567.89 = 12.3456789 lakhs → 12.35; ₹2,50,000 = 2.5 exactly.
    expect(rounded.lines.find((l) => l.label === 'Domestic sales')).toMatchObject({ amounts: { 2024: 12.35 }, exact: { 2024: '12.3456789' } });
    expect(rounded.lines.find((l) => l.label === 'Power and fuel')?.exact).toBeUndefined();
    expect(rounded.figures.sources.get('2024 opstmt.salesDomestic')?.working).toBe('Domestic sales 12.35 (12.3456789 rounded)');
    expect(rounded.checks.find((c) => c.name === 'unit')?.detail).toBe(
      "1 figures rounded half-even to 2 decimals of the analysis's unit, as asked; total rounding +0.0043211 (rounded − exact)",
    );
  });

  it('maps consumption through to purchases: consumption + closing − opening, with the working', () => {
    const { figures } = propose(caTables(), empty);
    // FY 2019-20: 50 + 550.5 consumed + closing 110 − opening 100 (its own opening line) = 610.5.
    expect(figures.amounts.get(2020)?.opstmt?.purchaseRM).toBe(610.5);
    // FY 2020-21: 55 + 600.5 + 120 − 110 = 665.5.
    expect(figures.amounts.get(2021)?.opstmt?.purchaseRM).toBe(665.5);
    expect(figures.sources.get('2021 opstmt.purchaseRM')?.working).toBe('consumption 655.5 + closing stock 120 − opening stock 110 = 665.5');
  });

  it('takes the opening stock from the year before in the analysis, and says so when there is none', () => {
    const block = tsvGrid(['Particulars\t2023-24', 'Raw materials consumed\t500', 'Closing stock of raw materials\t80'].join('\n'));
    const none = propose([readTable(block)!], empty);
    expect(none.figures.amounts.get(2024)?.opstmt?.purchaseRM).toBeUndefined();
    expect(none.checks.find((c) => c.name === 'opening stock 2024')).toMatchObject({ ok: false });
    const withPrior = propose([readTable(block)!], { ...empty, existing: (y) => (y === 2023 ? period({ closingStockRM: 70 }) : period()) });
    // 500 + 80 − 70 = 510.
    expect(withPrior.figures.amounts.get(2024)?.opstmt?.purchaseRM).toBe(510);
  });

  it('counts a closing stock repeated in Form III once, as a cross-check', () => {
    const proposal = propose(caTables(), empty);
    const copy = proposal.lines.find((l) => l.label.startsWith('(ii) Stocks-in-process'))!;
    expect(copy).toMatchObject({ kind: 'copy', row: 'opstmt.closingStockWIP' });
    expect(copy.reason).toMatch(/^the same figure as Form II!B\d+/);
    expect(proposal.figures.amounts.get(2020)?.opstmt?.closingStockWIP).toBe(55);
  });

  it('adds several lines of one row, and the balance sheet tallies every year', () => {
    const proposal = propose(caTables(), empty);
    // Receivables 250 + export receivables 40 in FY 2019-20.
    expect(proposal.figures.amounts.get(2020)?.assetnliabs?.tradeDebtors6).toBe(290);
    expect(proposal.checks.filter((c) => c.name.startsWith('tally')).map((c) => c.ok)).toEqual([true, true, true, true, true, true]);
    const totals = proposal.checks.filter((c) => /Net Sales|Profit before tax|Total current assets|Total assets/.test(c.name));
    expect(totals.length).toBe(24);
    expect(totals.every((c) => c.ok)).toBe(true);
  });

  it('finds a total by its arithmetic when no label says so', () => {
    const block = tsvGrid(
      ['Particulars\t2024\t2025', 'Domestic sales\t100\t110', 'Export sales\t20\t30', 'Gross receipts\t120\t140', 'Power and fuel\t9\t10'].join('\n'),
    );
    const lines = propose([readTable(block)!], empty).lines;
    expect(lines.map((l) => l.kind)).toEqual(['row', 'row', 'total', 'row']);
    expect(lines[2]!.reason).toBe('a total: the sum of the 2 lines above');
  });

  it('checks changes in inventories against the stocks, and refuses a unit that cannot be converted exactly', () => {
    const block = tsvGrid(
      ['(Rs. in lakhs)', 'Particulars\t2024', 'Opening stock of finished goods\t40', 'Closing stock of finished goods\t55', 'Changes in inventories\t-15'].join(
        '\n',
      ),
    );
    const proposal = propose([readTable(block)!], empty);
    expect(proposal.checks.find((c) => c.name === 'Changes in inventories 2024')).toMatchObject({ ok: true });
    const inCrores = propose([readTable(tsvGrid(['Rs. in lakhs', 'Particulars\t2024', 'Domestic sales\t0.5'].join('\n')))!], { ...empty, targetExponent: 7 });
    expect(inCrores.checks.find((c) => c.name === 'unit')).toMatchObject({ ok: false, blocking: true });
  });

  it("applies the analyst's choices and years, and shows old → new for figures the analysis holds", () => {
    const tables = [readTable(tsvGrid(pastedTsv(CA_FORM_II, 2)))!];
    const first = propose(tables, empty).lines.find((l) => l.label === '9. Interest')!;
    const proposal = propose(tables, {
      ...empty,
      existing: (y) => (y === 2021 ? period({ interestFinCharges: 40 }) : undefined),
      choices: new Map([[first.id, { row: 'opstmt.lessOtherExpenses' }]]),
      years: new Map([
        ['B', 2021],
        ['C', 2022],
      ]),
    });
    const line = proposal.lines.find((l) => l.id === first.id)!;
    expect(line).toMatchObject({ row: 'opstmt.lessOtherExpenses', reason: 'set by the analyst', amounts: { 2021: 45, 2022: 46 } });
    const sales = proposal.lines.find((l) => l.label === '(i) Domestic sales')!;
    expect(sales.amounts).toEqual({ 2021: 1000, 2022: 1100 });
    const remembered = new Map([[normaliseLabel('9. Interest'), { row: 'opstmt.interestFinCharges', acceptedOn: '2026-01-05' }]]);
    const again = propose(tables, { ...empty, existing: (y) => (y === 2020 ? period({ interestFinCharges: 40 }) : undefined), remembered });
    expect(again.lines.find((l) => l.id === first.id)).toMatchObject({ reason: 'as accepted on 2026-01-05', old: { 2020: 40 } });
  });
});
