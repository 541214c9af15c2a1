import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricId } from '../formula';
import { companyPeriodResolvers } from '../model';
import type { CompanyInputs } from '../model';
import type { Dec } from '../money';
import type { Period } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import type { Driver } from './drivers';
import type { AssetBlock } from './fixed-assets';
import { projectCompany } from './project';

const PERIODS: Period[] = Array.from({ length: 10 }, (_, i) => ({ year: 2021 + i, kind: i < 2 ? 'Audited' : 'Projected' }));
const amount = fc.integer({ min: 0, max: 10_000_000 }).map((h) => h / 100);
const pct = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((h) => h / 100);

/** Typed figures on the rows no method drives below, in every period. */
const typed: fc.Arbitrary<CompanyInputs> = fc
  .record({
    salesDomestic: amount,
    salesExports: amount,
    closingStockRM: amount,
    closingStockWIP: amount,
    closingStockFinishedGoods: amount,
    powerFuel: amount,
    paidUpCapital: amount,
    plantMachinery: amount,
    investment: amount,
    expensesPayable: amount,
    cashAndBankBalance: amount,
    wcFromBanksInstitution: amount,
    reservesSurplus: amount,
  })
  .map((f) => ({
    opstmt: {
      salesDomestic: f.salesDomestic,
      salesExports: f.salesExports,
      closingStockRM: f.closingStockRM,
      closingStockWIP: f.closingStockWIP,
      closingStockFinishedGoods: f.closingStockFinishedGoods,
      powerFuel: f.powerFuel,
    },
    assetnliabs: {
      paidUpCapital: f.paidUpCapital,
      plantMachinery: f.plantMachinery,
      wcFromBanksInstitution: f.wcFromBanksInstitution,
      reservesSurplus: f.reservesSurplus,
    },
    ocaocl: { investment: f.investment, expensesPayable: f.expensesPayable, cashAndBankBalance: f.cashAndBankBalance },
  }));

const drivers: fc.Arbitrary<Partial<Record<MetricId, Driver>>> = fc
  .record({
    growth: pct(-60, 150),
    rm: pct(0, 6),
    wip: pct(0, 4),
    fg: pct(0, 4),
    debtors: pct(0, 8),
    creditors: pct(0, 6),
    consumption: pct(0, 90),
    selling: pct(0, 40),
    interest: pct(0, 30),
    tax: pct(0, 100),
    dividend: pct(0, 100),
  })
  .map((v) => ({
    'opstmt.salesDomestic': { method: 'growth_pct', value: v.growth },
    'opstmt.salesExports': { method: 'growth_pct', value: v.growth },
    'opstmt.openingStockRM': { method: 'carry_forward' },
    'opstmt.openingStockWIP': { method: 'carry_forward' },
    'opstmt.openingStockFinishedGoods': { method: 'carry_forward' },
    'opstmt.purchaseRM': { method: 'consumption_pct_of_sales', value: v.consumption },
    'opstmt.closingStockRM': { method: 'holding_months', value: v.rm },
    'opstmt.closingStockWIP': { method: 'holding_months', value: v.wip },
    'opstmt.closingStockFinishedGoods': { method: 'holding_months', value: v.fg },
    'opstmt.sellingAdmExpenses': { method: 'pct_of_sales', value: v.selling },
    'opstmt.depreciation': { method: 'schedule' },
    'opstmt.interestFinCharges': { method: 'interest_on_borrowings', value: v.interest },
    'opstmt.provisionForTaxes': { method: 'pct_of_pbt', value: v.tax },
    'opstmt.dividendDrawings': { method: 'pct_of_pat', value: v.dividend },
    'assetnliabs.tradeDebtors6': { method: 'holding_months', value: v.debtors },
    'assetnliabs.sundryCreditorsTrade': { method: 'holding_months', value: v.creditors },
    'assetnliabs.plantMachinery': { method: 'schedule' },
    'assetnliabs.capitalWorkInProgress': { method: 'schedule' },
    'assetnliabs.lessDepreciation': { method: 'carry_forward' },
    'assetnliabs.reservesSurplus': { method: 'carry_forward' },
    'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' },
  }));

const block: fc.Arbitrary<AssetBlock> = fc.record({ wdv: fc.boolean(), rate: pct(0, 40), amount: amount, month: fc.integer({ min: 0, max: 95 }) }).map((b) => ({
  row: 'plantMachinery',
  method: b.wdv ? 'wdv' : 'slm',
  ratePct: b.rate,
  openingAccumulatedDepreciation: 0,
  additions: [
    {
      year: 2023 + Math.floor(b.month / 12),
      amount: Math.max(b.amount, 1),
      putToUse: `${2023 + Math.floor((b.month + 3) / 12)}-${String(((b.month + 3) % 12) + 1).padStart(2, '0')}`,
    },
  ],
}));

const company = fc.record({
  inputs: fc.array(typed, { minLength: 10, maxLength: 10 }),
  drivers,
  block,
  months: fc.integer({ min: 1, max: 15 }),
});

describe('a projected balance sheet balances itself', () => {
  it('tallies exactly in every projected period of 8 companies × 10 periods, for 200 random assumption sets, with no negative balancing figure', () => {
    fc.assert(
      fc.property(fc.array(company, { minLength: 8, maxLength: 8 }), (companies) => {
        for (const c of companies) {
          const months = PERIODS.map((_, i) => (i === 2 ? c.months : 12));
          const projection = projectCompany({
            periods: PERIODS,
            months,
            inputs: c.inputs,
            drivers: Object.fromEntries(PERIODS.slice(2).map((p) => [String(p.year), c.drivers])),
            blocks: [c.block],
            loans: [],
            settings: DEFAULT_SETTINGS,
          });
          const resolvers = companyPeriodResolvers(c.inputs, PERIODS, 2023, DEFAULT_SETTINGS, projection.driven);
          for (let i = 2; i < PERIODS.length; i++) {
            const r = resolvers[i]!;
            expect((r('assetnliabs.differenceIfAny') as Dec).isZero()).toBe(true);
            expect(r('assetnliabs.wheatherAssetsLiabTallied')).toBe(true);
            expect((r('assetnliabs.wcBorrowingsFromIob') as Dec).gte(0)).toBe(true);
            expect((r('ocaocl.cashAndBankBalance') as Dec).gte(0)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 600_000);
});
