import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricId } from '../formula';
import type { TermLoan } from '../loans/term-loan';
import type { CompanyInputs } from '../model';
import { amountToDec } from '../money';
import type { Amount } from '../money';
import type { Period } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import { DECIMAL_ARITHMETIC } from './arithmetic';
import type { Driver } from './drivers';
import type { AssetBlock } from './fixed-assets';
import { projectCompany } from './project';
import type { CompanyProjectionInput } from './project';

// The exact-fraction projection against the decimal.js arithmetic it replaced, figure by figure, on inputs
// wider than the tally test's: negative and large figures, 4-decimal values across each method's whole range,
// a term loan, periods of 1–15 months, either branch of raw material, interest and tax.
const PERIODS: Period[] = Array.from({ length: 10 }, (_, i) => ({ year: 2021 + i, kind: i < 2 ? 'Audited' : 'Projected' }));
const amount = fc.integer({ min: -1e9, max: 1e12 }).map((h) => h / 100);
const value = (min: number, max: number) => fc.integer({ min: min * 1e4, max: max * 1e4 }).map((h) => h / 1e4);
const figures = (keys: readonly string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, amount])) as Record<string, fc.Arbitrary<number>>);

const typed: fc.Arbitrary<CompanyInputs> = fc.record({
  opstmt: figures(['salesDomestic', 'salesExports', 'others', 'openingStockRM', 'purchaseRM', 'closingStockRM', 'closingStockWIP', 'powerFuel']),
  assetnliabs: figures(['paidUpCapital', 'plantMachinery', 'wcFromBanksInstitution', 'reservesSurplus', 'exportReceivables', 'lessDepreciation']),
  ocaocl: figures(['investment', 'expensesPayable', 'cashAndBankBalance']),
});

const drivers: fc.Arbitrary<Partial<Record<MetricId, Driver>>> = fc
  .record({
    growth: value(-100, 1000),
    otherGrowth: value(-100, 1000),
    months: fc.array(value(0, 120), { minLength: 5, maxLength: 5 }),
    consumption: fc.option(value(0, 100), { nil: undefined }),
    selling: value(0, 1000),
    depreciation: value(0, 100),
    interest: fc.option(value(0, 40), { nil: undefined }),
    tax: fc.option(value(0, 100), { nil: undefined }),
    dividend: value(0, 100),
    schedule: fc.boolean(),
  })
  .map((v) => ({
    'opstmt.salesDomestic': { method: 'growth_pct', value: v.growth },
    'opstmt.others': { method: 'growth_pct', value: v.otherGrowth },
    'opstmt.openingStockRM': { method: 'carry_forward' },
    'opstmt.openingStockWIP': { method: 'carry_forward' },
    'opstmt.openingStockFinishedGoods': { method: 'carry_forward' },
    ...(v.consumption === undefined ? {} : { 'opstmt.purchaseRM': { method: 'consumption_pct_of_sales', value: v.consumption } }),
    'opstmt.closingStockRM': { method: 'holding_months', value: v.months[0] },
    'opstmt.closingStockWIP': { method: 'holding_months', value: v.months[1] },
    'opstmt.closingStockFinishedGoods': { method: 'holding_months', value: v.months[2] },
    'assetnliabs.tradeDebtors6': { method: 'holding_months', value: v.months[3] },
    'assetnliabs.sundryCreditorsTrade': { method: 'holding_months', value: v.months[4] },
    'opstmt.sellingAdmExpenses': { method: 'pct_of_sales', value: v.selling },
    'opstmt.depreciation': v.schedule ? { method: 'schedule' } : { method: 'pct_of_sales', value: v.depreciation },
    ...(v.interest === undefined ? {} : { 'opstmt.interestFinCharges': { method: 'interest_on_borrowings', value: v.interest } }),
    ...(v.tax === undefined ? {} : { 'opstmt.provisionForTaxes': { method: 'pct_of_pbt', value: v.tax } }),
    'opstmt.dividendDrawings': { method: 'pct_of_pat', value: v.dividend },
    'assetnliabs.plantMachinery': { method: 'schedule' },
    'assetnliabs.capitalWorkInProgress': { method: 'schedule' },
    'assetnliabs.lessDepreciation': { method: v.schedule ? 'schedule' : 'carry_forward' },
    'assetnliabs.reservesSurplus': { method: 'carry_forward' },
    'assetnliabs.termLoanIob': { method: 'schedule' },
    'ocaocl.tlInstDueIn1YearIob': { method: 'schedule' },
    'assetnliabs.wcBorrowingsFromIob': { method: 'balancing' },
  }));

const block: fc.Arbitrary<AssetBlock> = fc
  .record({ wdv: fc.boolean(), rate: value(0, 100), amount: fc.integer({ min: 1, max: 1e11 }), month: fc.integer({ min: 0, max: 95 }) })
  .map((b) => ({
    row: 'plantMachinery',
    method: b.wdv ? 'wdv' : 'slm',
    ratePct: b.rate,
    openingAccumulatedDepreciation: 0,
    additions: [
      {
        year: 2023 + Math.floor(b.month / 12),
        amount: b.amount / 100,
        putToUse: `${2023 + Math.floor((b.month + 3) / 12)}-${String(((b.month + 3) % 12) + 1).padStart(2, '0')}`,
      },
    ],
  }));

const loan: fc.Arbitrary<TermLoan> = fc.record({ amount: fc.integer({ min: 1, max: 1e10 }), rate: value(0, 40) }).map((l) => ({
  name: 'Plant loan',
  lender: 'our_bank',
  amount: l.amount / 100,
  ratePct: l.rate,
  firstMonth: '2022-07',
  moratoriumMonths: 6,
  moratoriumInterest: 'paid',
  instalments: 60,
  frequency: 'monthly',
  repayment: 'emi',
}));

const company: fc.Arbitrary<CompanyProjectionInput> = fc
  .record({
    inputs: fc.array(typed, { minLength: 10, maxLength: 10 }),
    drivers,
    block,
    loans: fc.array(loan, { maxLength: 1 }),
    months: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 10, maxLength: 10 }),
  })
  .map((c) => ({
    periods: PERIODS,
    months: c.months,
    inputs: c.inputs,
    drivers: Object.fromEntries(PERIODS.slice(2).map((p) => [String(p.year), c.drivers])),
    blocks: [c.block],
    loans: c.loans,
    settings: DEFAULT_SETTINGS,
  }));

const paise = (a: Amount | undefined) => (a === undefined ? undefined : amountToDec(a).toFixed(2));

describe('the projection in exact fractions', () => {
  it('gives every figure and working of the decimal.js arithmetic, to the paisa, for 8 companies × 10 periods of 100 random assumption sets', () => {
    fc.assert(
      fc.property(fc.array(company, { minLength: 8, maxLength: 8 }), (companies) => {
        for (const c of companies) {
          const exact = projectCompany(c);
          const reference = projectCompany(c, DECIMAL_ARITHMETIC);
          for (let i = 0; i < PERIODS.length; i++) {
            const ids = [...(reference.driven[i]?.keys() ?? [])];
            expect([...(exact.driven[i]?.keys() ?? [])]).toEqual(ids);
            for (const id of ids) {
              // Both are rounded to paise: equal to 2 decimals is equal.
              expect(paise(exact.driven[i]!.get(id))).toBe(paise(reference.driven[i]!.get(id)));
              expect(exact.workings[i]!.get(id)).toBe(reference.workings[i]!.get(id));
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 600_000);
});
