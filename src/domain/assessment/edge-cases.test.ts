import { describe, expect, it } from 'vitest';
import workedExample from '../../../fixtures/worked-example.json';
import { isValueRow } from '../catalogue';
import { flagsFor } from '../flags';
import { references } from '../references';
import type { MetricId, ScreenId } from '../formula';
import { companyResolver, rowOf, screenValues } from '../model';
import type { CompanyInputs, PlainValue } from '../model';
import { DEFAULT_SETTINGS } from '../settings';
import type { Settings } from '../settings';
import { SCREENS } from '../screens';

const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];
const A = workedExample.companies[0]! as unknown as CompanyInputs;

function allValues(inputs: CompanyInputs, settings: Settings = DEFAULT_SETTINGS) {
  const resolve = companyResolver(inputs, settings);
  return Object.fromEntries(SCREEN_IDS.map((s) => [s, screenValues(s, resolve)])) as Record<ScreenId, Record<string, PlainValue>>;
}

function expectNoNaN(values: Record<ScreenId, Record<string, PlainValue>>) {
  for (const [screen, rows] of Object.entries(values)) {
    for (const [key, v] of Object.entries(rows)) {
      if (typeof v === 'number') {
        expect(Number.isFinite(v), `${screen}.${key} = ${v}`).toBe(true);
      }
    }
  }
}

/**
 * A loss-making manufacturer: sales 500 against a cost of sales of 610, no repairs, a P&L debit balance
 * of 300 that wipes out its capital of 100 (TNW −200), and creditors that exceed its current assets
 * (NWC −210). The balance sheet tallies at 610.
 */
const LOSS_MAKER: CompanyInputs = {
  opstmt: {
    salesDomestic: 500,
    openingStockFinishedGoods: 20,
    openingStockWIP: 10,
    openingStockRM: 50,
    purchaseRM: 400,
    powerFuel: 60,
    directLabour: 80,
    repairsMaintenance: 0,
    mfgDirectExpenses: 30,
    depreciation: 40,
    closingStockFinishedGoods: 30,
    closingStockWIP: 10,
    closingStockRM: 40,
    sellingAdmExpenses: 90,
    interestFinCharges: 60,
  },
  assetnliabs: {
    consumableSpares: 5,
    tradeDebtors6: 60,
    landBuilding: 200,
    lessDepreciation: 50,
    profitLossAc: 300,
    wcBorrowingsFromIob: 150,
    sundryCreditorsTrade: 200,
    termLoanIob: 140,
    paidUpCapital: 100,
  },
  ocaocl: { cashAndBankBalance: 15, tlInstDueIn1YearIob: 20 },
};

describe('a loss-making company with negative NWC and TNW and no repairs', () => {
  const v = allValues(LOSS_MAKER);
  const resolve = companyResolver(LOSS_MAKER, DEFAULT_SETTINGS);

  it('is the company described: a loss, NWC −210, TNW −200, balance sheet tallied', () => {
    expect(v.opstmt.netProfitAfterTaxLoss).toBe(-260);
    expect(v.ratios.net_working_capital).toBe(-210);
    expect(v.ratios.tangible_net_worth).toBe(-200);
    expect(v.assetnliabs.wheatherAssetsLiabTallied).toBe(true);
  });

  it('shows spares holding as n/a, not 0, when repairs are 0 (§7 Q1)', () => {
    expect(v.wctl.months_consumption_cs).toBeNull();
  });

  it('still computes the TNW ratios, and flags each of them NM', () => {
    expect(v.ratios.TOl_and_TNW).toBe(-2.55);
    expect(flagsFor('ratios', resolve)).toEqual({
      TOl_and_TNW: 'NM',
      TOL_and_TNW_Quasi_Equity: 'NM',
      TOL_and_TNW_Adjusted: 'NM',
      Funded_Debt_and_TNW: 'NM',
      Net_Profit_and_TNW_percent: 'NM',
      sales_and_TNW: 'NM',
    });
    expect(flagsFor('kfi', resolve)).toEqual({
      tol_tnw: 'NM',
      tol_tnw_adjusted: 'NM',
      tol_tnw_quasi_equity: 'NM',
      funded_debt_tnw: 'NM',
    });
    expect(flagsFor('wctl', resolve)).toEqual({});
  });

  it('floors MPBF at Nil and states the NWC shortfall as a positive amount', () => {
    expect(v.wctl.Working_Capital_Gap_A).toBe(-60);
    expect(v.wctl.A_B_I).toBe(-100);
    expect(v.wctl.A_C_II).toBe(150);
    expect(v.wctl.MPBF_Lower_of_I_or_II).toBe(0);
    expect(v.wctl.MPBF_Tandon_Method_I).toBe(0);
    expect(v.wctl.Shortfall_in_NWC).toBe(250);
    expect(v.wctl.Excess_Bank_Borrowing_over_MPBF).toBe(150);
    // With MPBF Nil, all of the borrowing is excess and all of it represents the shortfall.
    expect(v.wctl.excess_borrowings_representing).toBe(150);
  });

  it('gives no drawing power on a negative paid stock, and no margin on it (§7 Q17)', () => {
    expect(v.kfi.paid_stock).toBe(-115);
    expect(v.kfi.margin_25_percent).toBe(0);
    expect(v.kfi.drawing_power_1).toBe(0);
    expect(v.kfi.drawing_power_2).toBe(30);
    expect(v.kfi.total_eligible_limit).toBe(30);
    const strict = allValues(LOSS_MAKER, { ...DEFAULT_SETTINGS, drawingPowerMethod: 'strict' });
    // Creditors beyond the stock's drawing power are set against the book debts too.
    expect(strict.kfi.total_eligible_limit).toBe(0);
  });

  it('reports the Nayak shortfall as a positive amount', () => {
    expect(v.kfi.nwc_shortfall).toBe(235);
    expect(v.kfi.permissible_bank_finance).toBe(100);
  });

  it('says cash accruals do not cover the instalments', () => {
    expect(v.wctl.Cash_Accrual).toBe(-220);
    expect(v.wctl.Difference).toBe(-240);
    expect(v.wctl.IF_Cash_accrual_TL_Installment).toBe(false);
    expect(v.wctl.Net_DSCR).toBe(-11);
  });

  it('has no NaN or Infinity anywhere', () => expectNoNaN(v));
});

describe('TNW of exactly zero', () => {
  const inputs: CompanyInputs = { ...A, assetnliabs: { ...A.assetnliabs, paidUpCapital: 0, reservesSurplus: 5 } };
  it('makes the TNW ratios n/a and flags them NM', () => {
    const resolve = companyResolver(inputs, DEFAULT_SETTINGS);
    const v = screenValues('ratios', resolve);
    expect(v.tangible_net_worth).toBe(0);
    expect(v.TOl_and_TNW).toBeNull();
    expect(v.sales_and_TNW).toBeNull();
    expect(flagsFor('ratios', resolve).TOl_and_TNW).toBe('NM');
  });
});

describe('an untallied balance sheet', () => {
  const inputs: CompanyInputs = { ...A, assetnliabs: { ...A.assetnliabs, paidUpCapital: 149.99 } };
  const v = allValues(inputs);

  it('is reported as not tallied, and the assessment is still computed from the figures entered', () => {
    expect(v.assetnliabs.differenceIfAny).toBe(0.01);
    expect(v.assetnliabs.wheatherAssetsLiabTallied).toBe(false);
    expect(v.ratios.tangible_net_worth).toBe(394.99);
    expect(v.wctl.MPBF_Lower_of_I_or_II).toBe(220);
    expect(v.kfi.total_eligible_limit).toBe(247.5);
    expectNoNaN(v);
  });
});

/** True when a row divides, or needs the prior year, anywhere below it: only such rows may be null. */
function canBeNull(id: MetricId): boolean {
  const row = rowOf(id);
  return row.kind === 'derived' && (/"op":"(div|na)"/.test(JSON.stringify(row.formula)) || references(row.formula).some(canBeNull));
}

describe('every denominator at zero (an empty company)', () => {
  const v = allValues({ opstmt: {}, assetnliabs: {}, ocaocl: {} });

  it.each(SCREEN_IDS)('%s: a row is null exactly when it divides (or needs the prior year); otherwise 0 or yes/no', (screen) => {
    for (const row of SCREENS[screen].rows.filter(isValueRow)) {
      const value = v[screen][row.key];
      if (canBeNull(`${screen}.${row.key}`)) {
        expect(value, `${screen}.${row.key}`).toBeNull();
      } else if (row.unit === 'yesno') {
        expect(typeof value, `${screen}.${row.key}`).toBe('boolean');
      } else {
        expect(value, `${screen}.${row.key}`).toBe(0);
      }
    }
  });

  it('spells out the main n/a cells', () => {
    expect(v.ratios.current_ratio).toBeNull();
    expect(v.ratios.PBDIT_and_Interest).toBeNull();
    expect(v.wctl.Net_DSCR).toBeNull();
    expect(v.wctl.Security_Margin).toBeNull();
    expect(v.kfi.months_purchases).toBeNull();
    expect(v.wctl.IF_Cash_accrual_TL_Installment).toBe(false);
    expect(v.wctl.MPBF_Lower_of_I_or_II).toBe(0);
  });

  it('has no NaN or Infinity anywhere', () => expectNoNaN(v));
});

describe('one company and eight companies', () => {
  const scaled = (k: number): CompanyInputs =>
    Object.fromEntries(
      Object.entries(A).map(([s, m]) => [s, Object.fromEntries(Object.entries(m).map(([key, x]) => [key, x * k]))]),
    ) as unknown as CompanyInputs;
  const eight: CompanyInputs[] = [A, LOSS_MAKER, { opstmt: {}, assetnliabs: {}, ocaocl: {} }, scaled(2), scaled(0.5), scaled(10), scaled(3), scaled(7)];

  it('computes each column on its own: eight together equal each alone, in any order', () => {
    const together = eight.map((c) => allValues(c));
    const reversed = [...eight]
      .reverse()
      .map((c) => allValues(c))
      .reverse();
    expect(reversed).toEqual(together);
    together.forEach((values, i) => expect(values).toEqual(allValues(eight[i]!)));
    together.forEach(expectNoNaN);
  });

  it('leaves ratios unchanged when every amount is scaled (units do not matter)', () => {
    const one = allValues(A);
    const ten = allValues(scaled(10));
    expect(ten.ratios.current_ratio).toBeCloseTo(one.ratios.current_ratio as number, 12);
    expect(ten.wctl.Net_DSCR).toBeCloseTo(one.wctl.Net_DSCR as number, 12);
    expect(ten.wctl.MPBF_Lower_of_I_or_II).toBe((one.wctl.MPBF_Lower_of_I_or_II as number) * 10);
  });
});
