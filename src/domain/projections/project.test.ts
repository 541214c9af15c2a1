import { describe, expect, it } from 'vitest';
import type { MetricId } from '../formula';
import { companyPeriodResolvers } from '../model';
import type { CompanyInputs } from '../model';
import type { Dec } from '../money';
import type { Period } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import type { CompanyDrivers, Driver } from './drivers';
import { projectCompany } from './project';
import type { CompanyProjectionInput } from './project';

const empty = (): { opstmt: Record<string, number>; assetnliabs: Record<string, number>; ocaocl: Record<string, number> } => ({
  opstmt: {},
  assetnliabs: {},
  ocaocl: {},
});
const TWO: Period[] = [
  { year: 2025, kind: 'Audited' },
  { year: 2026, kind: 'Projected' },
];

function run(base: Partial<CompanyProjectionInput> & { inputs: CompanyInputs[]; drivers: CompanyDrivers }, periods = TWO) {
  const input: CompanyProjectionInput = {
    periods,
    months: periods.map(() => 12),
    blocks: [],
    loans: [],
    settings: DEFAULT_SETTINGS,
    ...base,
  };
  const projection = projectCompany(input);
  const resolvers = companyPeriodResolvers(input.inputs, periods, periods[0]!.year, DEFAULT_SETTINGS, projection.driven);
  const at = (i: number, id: MetricId): Dec => resolvers[i]!(id) as Dec;
  return { projection, at, resolvers };
}
const cells = (year: number, c: Partial<Record<MetricId, Driver>>): CompanyDrivers => ({ [String(year)]: c });

describe('projection methods, each on a hand-worked example', () => {
  it('growth_pct: last year 1,200.00 × (1 + 10 %) = 1,320.00, and the working says so', () => {
    const a = empty();
    a.opstmt.salesDomestic = 1200;
    const { at, projection } = run({ inputs: [a, empty()], drivers: cells(2026, { 'opstmt.salesDomestic': { method: 'growth_pct', value: 10 } }) });
    expect(at(1, 'opstmt.salesDomestic').toString()).toBe('1320');
    expect(projection.workings[1]!.get('opstmt.salesDomestic')).toBe('Sales / Receipts – Domestic = 1,200.00 × (1 + 10.00 %) = 1,320.00');
    expect(projection.driven[0]).toBeUndefined();
  });

  it('growth_pct over a 5-month year: 500.00 in 5 months grown 12 % into a 12-month year = 500 × 12 ÷ 5 × 1.12 = 1,344.00', () => {
    const a = empty();
    a.opstmt.salesDomestic = 500;
    const { at } = run({
      inputs: [a, empty()],
      months: [5, 12],
      drivers: cells(2026, { 'opstmt.salesDomestic': { method: 'growth_pct', value: 12 } }),
    });
    expect(at(1, 'opstmt.salesDomestic').toString()).toBe('1344');
  });

  it('pct_of_sales: 8 % of total sales 1,320.00 = 105.60', () => {
    const b = empty();
    b.opstmt.salesDomestic = 1320;
    const { at } = run({ inputs: [empty(), b], drivers: cells(2026, { 'opstmt.sellingAdmExpenses': { method: 'pct_of_sales', value: 8 } }) });
    expect(at(1, 'opstmt.sellingAdmExpenses').toString()).toBe('105.6');
  });

  it('consumption_pct_of_sales with RM holding (§7): 55 % of 1,200.00 = 660.00; 1.5 months → 82.50; purchases 682.50; creditors 1 month = 56.875 → 56.88 (paise, half-even)', () => {
    const a = empty();
    a.opstmt.closingStockRM = 60;
    const b = empty();
    b.opstmt.salesDomestic = 1200;
    const { at, projection } = run({
      inputs: [a, b],
      drivers: cells(2026, {
        'opstmt.openingStockRM': { method: 'carry_forward' },
        'opstmt.purchaseRM': { method: 'consumption_pct_of_sales', value: 55 },
        'opstmt.closingStockRM': { method: 'holding_months', value: 1.5 },
        'assetnliabs.sundryCreditorsTrade': { method: 'holding_months', value: 1 },
      }),
    });
    expect(at(1, 'opstmt.openingStockRM').toString()).toBe('60');
    expect(at(1, 'opstmt.closingStockRM').toString()).toBe('82.5');
    expect(at(1, 'opstmt.purchaseRM').toString()).toBe('682.5');
    expect(at(1, 'assetnliabs.sundryCreditorsTrade').toString()).toBe('56.88');
    // Read back through Form IV's rows: 1.5 months of consumption, 1 month of purchases (56.88 × 12 ÷ 682.50 = 1.0001 as shown 1.00).
    expect(at(1, 'wctl.months_consumption').toString()).toBe('1.5');
    expect(at(1, 'wctl.months_purchases').toFixed(2)).toBe('1.00');
    expect(at(1, 'wctl.months_purchases').minus(1).abs().toNumber()).toBeLessThanOrEqual(0.06 / 682.5);
    expect(projection.workings[1]!.get('opstmt.openingStockRM')).toContain("last year's Raw Material (closing)");
  });

  it('holding_months on debtors (§7): 2.5 months × sales 1,320.00 ÷ 12 = 275.00, and the working reads so', () => {
    const b = empty();
    b.opstmt.salesDomestic = 1320;
    const { at, projection } = run({ inputs: [empty(), b], drivers: cells(2026, { 'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2.5 } }) });
    expect(at(1, 'assetnliabs.tradeDebtors6').toString()).toBe('275');
    expect(projection.workings[1]!.get('assetnliabs.tradeDebtors6')).toBe('Trade Debtors < 6 months = 2.50 months × sales 1,320.00 ÷ 12 = 275.00');
  });

  it('holding_months on finished goods is solved in closed form (§7): 850 ÷ 13 = 65.3846 → 65.38, cost of sales 784.62, reads back 1.00 month', () => {
    const a = empty();
    a.opstmt.closingStockFinishedGoods = 50;
    const b = empty();
    b.opstmt.directLabour = 800; // cost of production 800.00
    const { at } = run({
      inputs: [a, b],
      drivers: cells(2026, {
        'opstmt.openingStockFinishedGoods': { method: 'carry_forward' },
        'opstmt.closingStockFinishedGoods': { method: 'holding_months', value: 1 },
      }),
    });
    expect(at(1, 'opstmt.closingStockFinishedGoods').toString()).toBe('65.38');
    expect(at(1, 'opstmt.costOfSales').toString()).toBe('784.62');
    // 65.38 × 12 ÷ 784.62 = 0.99993, shown 1.00.
    expect(at(1, 'wctl.months_cost_of_sales').toFixed(2)).toBe('1.00');
  });

  it('holding_months round trip on every Form IV row: the months set are the months read back, as shown (2 decimals) and to within 0.06 ÷ the flow', () => {
    const a = empty();
    Object.assign(a.opstmt, { closingStockRM: 40, closingStockWIP: 30, closingStockFinishedGoods: 50 });
    const b = empty();
    Object.assign(b.opstmt, { salesDomestic: 1000, salesExports: 200, others: 20, purchaseRM: 600, powerFuel: 40, directLabour: 90, depreciation: 12 });
    b.assetnliabs.exportReceivables = 30;
    const drivers = cells(2026, {
      'opstmt.openingStockRM': { method: 'carry_forward' },
      'opstmt.openingStockWIP': { method: 'carry_forward' },
      'opstmt.openingStockFinishedGoods': { method: 'carry_forward' },
      'opstmt.closingStockRM': { method: 'holding_months', value: 1.25 },
      'opstmt.closingStockWIP': { method: 'holding_months', value: 0.5 },
      'opstmt.closingStockFinishedGoods': { method: 'holding_months', value: 0.75 },
      'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2 },
      'assetnliabs.sundryCreditorsTrade': { method: 'holding_months', value: 1.5 },
    });
    const { at } = run({ inputs: [a, b], drivers });
    // Every flow here is above 600, so a figure rounded to paise reads back within 0.06 ÷ 600 = 0.0001 month.
    const readsBack = (months: Dec, set: number) => {
      expect(months.toFixed(2)).toBe(set.toFixed(2));
      expect(months.minus(set).abs().toNumber()).toBeLessThanOrEqual(0.0001);
    };
    readsBack(at(1, 'wctl.months_consumption'), 1.25);
    readsBack(at(1, 'wctl.months_cost_of_production'), 0.5);
    readsBack(at(1, 'wctl.months_cost_of_sales'), 0.75);
    readsBack(at(1, 'wctl.months_purchases'), 1.5);
    // Form IV item 5: debtors other than export ÷ (domestic sales + others) × 12.
    readsBack(at(1, 'assetnliabs.tradeDebtors6').minus(30).div(1020).times(12), 2);
  });

  it('pct_of_pbt and pct_of_pat: PBT 200 → tax 30 % = 60, dividend 25 % of PAT 140 = 35; in a loss year both are 0', () => {
    const b = empty();
    Object.assign(b.opstmt, { salesDomestic: 1000, directLabour: 800 });
    const drivers = cells(2026, {
      'opstmt.provisionForTaxes': { method: 'pct_of_pbt', value: 30 },
      'opstmt.dividendDrawings': { method: 'pct_of_pat', value: 25 },
    });
    const profit = run({ inputs: [empty(), b], drivers });
    expect(profit.at(1, 'opstmt.provisionForTaxes').toString()).toBe('60');
    expect(profit.at(1, 'opstmt.dividendDrawings').toString()).toBe('35');
    const loss = empty();
    Object.assign(loss.opstmt, { salesDomestic: 700, directLabour: 800 });
    const lossRun = run({ inputs: [empty(), loss], drivers });
    expect(lossRun.at(1, 'opstmt.provisionForTaxes').toString()).toBe('0');
    expect(lossRun.at(1, 'opstmt.dividendDrawings').toString()).toBe('0');
  });

  it('carry_forward: reserves 100 + retained profit 140 = 240; accumulated depreciation 50 + 12 = 62', () => {
    const a = empty();
    Object.assign(a.assetnliabs, { reservesSurplus: 100, lessDepreciation: 50 });
    const b = empty();
    Object.assign(b.opstmt, { salesDomestic: 1000, directLabour: 788, depreciation: 12, provisionForTaxes: 60 });
    const { at } = run({
      inputs: [a, b],
      drivers: cells(2026, { 'assetnliabs.reservesSurplus': { method: 'carry_forward' }, 'assetnliabs.lessDepreciation': { method: 'carry_forward' } }),
    });
    expect(at(1, 'assetnliabs.reservesSurplus').toString()).toBe('240');
    expect(at(1, 'assetnliabs.lessDepreciation').toString()).toBe('62');
  });

  it('balancing: a surplus of 70 goes to cash, a deficit of 30 to the bank; the balance sheet tallies', () => {
    const b = empty();
    Object.assign(b.assetnliabs, { paidUpCapital: 100, plantMachinery: 30 });
    const surplus = run({ inputs: [empty(), b], drivers: cells(2026, { 'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' } }) });
    expect(surplus.at(1, 'ocaocl.cashAndBankBalance').toString()).toBe('70');
    expect(surplus.at(1, 'assetnliabs.wcBorrowingsFromIob').toString()).toBe('0');
    expect(surplus.resolvers[1]!('assetnliabs.wheatherAssetsLiabTallied')).toBe(true);
    const c = empty();
    Object.assign(c.assetnliabs, { paidUpCapital: 100, plantMachinery: 130 });
    const deficit = run({ inputs: [empty(), c], drivers: cells(2026, { 'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' } }) });
    expect(deficit.at(1, 'assetnliabs.wcBorrowingsFromIob').toString()).toBe('30');
    expect(deficit.at(1, 'ocaocl.cashAndBankBalance').toString()).toBe('0');
    expect(deficit.resolvers[1]!('assetnliabs.wheatherAssetsLiabTallied')).toBe(true);
    expect(deficit.projection.workings[1]!.get('assetnliabs.wcBorrowingsFromIob')).toContain('balancing figure');
  });

  /** Sales 1,000, a cost, capital 100 and plant; interest at 10 % on the borrowing that balances, tax 25 % of PBT. */
  const circular = (cost: number, plant: number) => {
    const b = empty();
    Object.assign(b.opstmt, { salesDomestic: 1000, directLabour: cost });
    Object.assign(b.assetnliabs, { paidUpCapital: 100, plantMachinery: plant });
    return run({
      inputs: [empty(), b],
      drivers: cells(2026, {
        'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' },
        'opstmt.interestFinCharges': { method: 'interest_on_borrowings', value: 10 },
        'opstmt.provisionForTaxes': { method: 'pct_of_pbt', value: 25 },
        'assetnliabs.reservesSurplus': { method: 'carry_forward' },
      }),
    });
  };

  it('interest_on_borrowings with the balancing line in a loss year is solved exactly: x − 0.05x = 100 → x = 100 ÷ 0.95 = 105.263…; interest 5.26, so the line takes 105.26', () => {
    // Assets 200 (plant), capital 100, reserves carried forward from 0 with the interest as the only cost:
    // interest = 10 % × (0 + x) ÷ 2 = 0.05x; PBT = 1,000 − 1,000 − 0.05x < 0 → no tax: x − 0.05x = 100 → x = 105.263…
    const { at, resolvers } = circular(1000, 200);
    // Interest 0.05 × 105.263… = 5.263… → 5.26; reserves −5.26; the line is the residual 200 − 100 + 5.26.
    expect(at(1, 'opstmt.interestFinCharges').toString()).toBe('5.26');
    expect(at(1, 'assetnliabs.wcBorrowingsFromIob').toString()).toBe('105.26');
    expect(at(1, 'opstmt.provisionForTaxes').toString()).toBe('0');
    expect(resolvers[1]!('assetnliabs.differenceIfAny')!.toString()).toBe('0');
  });

  it('interest_on_borrowings in a profit year: PBT 400 − 0.05x taxed 25 %, x − 0.0375x = 100 → x = 103.8961…; in paise the line is 103.89', () => {
    // Assets 500; capital 100 + reserves 0.75 × (400 − 0.05x) + x = 500 → 0.9625x = 100.
    const { at, resolvers } = circular(600, 500);
    // Interest 0.05 × 103.8961 = 5.1948 → 5.19; PBT 394.81; tax 98.7025 → 98.70; reserves 296.11; 500 − 100 − 296.11.
    expect(at(1, 'opstmt.interestFinCharges').toString()).toBe('5.19');
    expect(at(1, 'opstmt.provisionForTaxes').toString()).toBe('98.7');
    expect(at(1, 'assetnliabs.wcBorrowingsFromIob').toString()).toBe('103.89');
    expect(resolvers[1]!('assetnliabs.wheatherAssetsLiabTallied')).toBe(true);
  });

  it('a typed analysis is unchanged: no drivers, no driven figures', () => {
    const a = empty();
    a.opstmt.salesDomestic = 1234.56;
    const { projection } = run({ inputs: [a, a], drivers: {} });
    expect(projection.driven).toEqual([undefined, undefined]);
  });
});
