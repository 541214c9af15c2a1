import { describe, expect, it } from 'vitest';
import { FORM_IV, formItemValues } from '../forms';
import type { AnyMetricId, MetricId } from '../formula';
import { companyPeriodResolvers, rowOf } from '../model';
import type { CompanyInputs } from '../model';
import type { Dec } from '../money';
import type { Period } from '../periods';
import { defaultDrivers } from '../projections/defaults';
import { projectCompany } from '../projections/project';
import { DEFAULT_SETTINGS } from '../settings';
import { excelFormula, explain } from '../working';

// A full audited year, then a 6-month provisional one (a change of accounting year, cma-forms §1.2).
// Year 1: sales 1,200.00, purchases 600.00 → PAT 600.00. Year 2 (6 months): sales 660.00, purchases 300.00
// → PAT 360.00; capital 400.00 → TNW 400.00; debtors 110.00, creditors 50.00.
const PERIODS: Period[] = [
  { year: 2025, kind: 'Audited' },
  { year: 2026, kind: 'Provisional' },
];
const statements = (opstmt: Record<string, number>, assetnliabs: Record<string, number>): CompanyInputs => ({ opstmt, assetnliabs, ocaocl: {} });
const YEAR_1 = statements({ salesDomestic: 1200, purchaseRM: 600 }, { paidUpCapital: 400 });
const YEAR_2 = statements({ salesDomestic: 660, purchaseRM: 300 }, { paidUpCapital: 400, tradeDebtors6: 110, sundryCreditorsTrade: 50 });

function secondYear(months: number[]) {
  const [, r] = companyPeriodResolvers([YEAR_1, YEAR_2], PERIODS, 2026, DEFAULT_SETTINGS, [], months);
  return { resolve: r!, at: (id: AnyMetricId) => (r!(id) as Dec).toDecimalPlaces(4).toNumber() };
}

describe('a period of 6 months: flows annualised, holding months on the period (cma-forms §1.2, Form II item 4)', () => {
  const { resolve, at } = secondYear([12, 6]);

  it('sales growth compares annualised sales: 660 × 12 ÷ 6 = 1,320 against 1,200 → +10 % (not −45 %), on Form II, KFI and the trend', () => {
    expect(at('ratios.percent_rise_ans_fall_in_sales')).toBe(10);
    expect(at('kfi.percent_rise_fall_in_sales')).toBe(10);
    expect(at('trend.sales_growth')).toBe(10);
  });

  it('PAT growth compares annualised profit: 360 × 2 = 720 against 600 → +20 %', () => {
    expect(at('trend.pat_growth')).toBe(20);
  });

  it('turnover and return ratios are a year’s: sales ÷ TNW = 1,320 ÷ 400 = 3.30; PAT ÷ TNW = 720 ÷ 400 = 180 %', () => {
    expect(at('ratios.sales_and_TNW')).toBe(3.3);
    expect(at('ratios.Net_Profit_and_TNW_percent')).toBe(180);
  });

  it('inventory + receivables in days of a year’s sales: 110 × 365 ÷ 1,320 = 30.4167 days (not 60.83)', () => {
    expect(at('ratios.Inv_plus_Receivables_and_Sales_days')).toBe(30.4167);
  });

  it('holding months on the 6 months’ flow: debtors 110 ÷ 660 × 6 = 1.00, creditors 50 ÷ 300 × 6 = 1.00 (not 2.00), on WC/TL and Form IV', () => {
    expect(at('wctl.months_gross_sales')).toBe(1);
    expect(at('wctl.months_purchases')).toBe(1);
    const months = FORM_IV.items.flatMap((item) => {
      const v = formItemValues(item, resolve, DEFAULT_SETTINGS);
      return v && 'months' in v && v.months !== null && v.value !== null ? [[String(v.value), (v.months as Dec).toNumber()]] : [];
    });
    expect(months).toContainEqual(['110', 1]);
    expect(months).toContainEqual(['50', 1]);
  });

  it('the Nayak turnover method takes a year’s turnover: 25 % of 1,320 = 330.00, 5 % = 66.00', () => {
    expect(at('kfi.twenty_five_percent_of_net_sales')).toBe(330);
    expect(at('kfi.less_five_percent_margin')).toBe(66);
  });

  it('the working and the Excel formula say where a figure is annualised', () => {
    const working = explain('ratios.percent_rise_ans_fall_in_sales', resolve, DEFAULT_SETTINGS);
    expect(working.text).toContain('× 12 ÷ 6 (annualised)');
    const row = rowOf('ratios.percent_rise_ans_fall_in_sales');
    if (row.kind !== 'derived') {
      throw new Error('a derived row');
    }
    const cell = (id: MetricId, offset: number) => `${id}@${offset}`;
    const formula = excelFormula(row.formula, cell, DEFAULT_SETTINGS, { earlierPeriods: 1, assessed: true, months: [6, 12] });
    expect(formula).toBe('IF(opstmt.totalSales@-1=0,"",(opstmt.totalSales@0*12/6-opstmt.totalSales@-1)/opstmt.totalSales@-1*100)');
  });
});

describe('12-month periods are unchanged', () => {
  it('growth (660 − 1,200) ÷ 1,200 = −45 %, debtors 110 ÷ 660 × 12 = 2.00 months, with no "annualised" in the working', () => {
    const { resolve, at } = secondYear([12, 12]);
    expect(at('ratios.percent_rise_ans_fall_in_sales')).toBe(-45);
    expect(at('wctl.months_gross_sales')).toBe(2);
    expect(explain('ratios.percent_rise_ans_fall_in_sales', resolve, DEFAULT_SETTINGS).text).not.toContain('annualised');
  });
});

describe('projections over a 6-month period', () => {
  it('holding_months 2.5 on debtors: 2.5 × 660 ÷ 6 = 275.00, and Form IV reads back 2.50 months (not 5.00)', () => {
    const projected: Period[] = [PERIODS[0]!, { year: 2026, kind: 'Projected' }];
    const inputs = [YEAR_1, statements({ salesDomestic: 660 }, {})];
    const projection = projectCompany({
      periods: projected,
      months: [12, 6],
      inputs,
      drivers: { '2026': { 'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2.5 } } },
      blocks: [],
      loans: [],
      settings: DEFAULT_SETTINGS,
    });
    const [, r] = companyPeriodResolvers(inputs, projected, 2026, DEFAULT_SETTINGS, projection.driven, [12, 6]);
    expect(String(r!('assetnliabs.tradeDebtors6'))).toBe('275');
    expect(String(r!('wctl.months_gross_sales'))).toBe('2.5');
  });

  it('defaults from a 6-month last year: growth of annualised sales 10 %, debtors 110 ÷ 660 × 6 = 1.00 month', () => {
    const [first, second] = companyPeriodResolvers([YEAR_1, YEAR_2], PERIODS, 2026, DEFAULT_SETTINGS, [], [12, 6]);
    const drivers = defaultDrivers(second!, first!, { last: 6, before: 12 });
    expect(drivers['opstmt.salesDomestic']).toEqual({ method: 'growth_pct', value: 10 });
    expect(drivers['assetnliabs.tradeDebtors6']).toEqual({ method: 'holding_months', value: 1 });
  });
});
