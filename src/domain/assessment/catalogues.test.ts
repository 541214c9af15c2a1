import { describe, expect, it } from 'vitest';
import type { DerivedRow } from '../catalogue';
import { references } from '../references';
import type { MetricId } from '../formula';
import { ROWS_BY_ID, valueRows } from '../model';
import { SCREENS } from '../screens';

// The wire keys of cma-domain §3–§5 in display order (misspellings kept), optional rows where we show them.
const RATIO_KEYS = [
  'net_sale',
  'consumption_of_raw_materials',
  'cost_of_production',
  'cost_of_sales',
  'production_at_sale_value',
  'cost_of_production_Depn_and_Sales_in_FG',
  'cost_of_sales_Depn_and_Sales',
  'R_M_and_production_Sales_percent',
  'Net_Profit_and_Sales_percent',
  'Operaing_Cost_and_Cost_of_Sales_percent',
  'Mfg_Exp_and_Cost_of_Sales_percent',
  'Selling_and_Admn_Exp_and_Cost_of_Sales_percent',
  'Fin_Charges_and_Cost_of_Sales_percent',
  'tangible_net_worth',
  'increase_and_decrease',
  'TNW_Adjusted',
  'TNW_Quasi_Equity',
  'net_working_capital',
  'increase_and_decrease_fi',
  'current_ratio',
  'TOl_and_TNW',
  'TOL_and_TNW_Quasi_Equity',
  'TOL_and_TNW_Adjusted',
  'Funded_Debt_and_TNW',
  'NET_SALES_PROF_RATIOS',
  'percent_rise_ans_fall_in_sales',
  'operating_profit',
  'PBDIT',
  'NET_PROFIT',
  'Depreciation',
  'cash_accruals',
  'PBDIT_and_Sales_percent',
  'operating_cost_and_sales_percent',
  'Net_Profit_and_Sales_percent_PROF_RATIOS',
  'Net_Profit_and_TNW_percent',
  'sales_and_TNW',
  'total_bank_borrowings',
  'Inc_and_dec_in_Bank_Borrowings_percent',
  'Bank_Finance_and_Current_Assets',
  'Inv_plus_Receivables_and_Sales_days',
  'PBDIT_and_Interest',
];

const WCTL_KEYS = [
  'Raw_Materials',
  'months_consumption',
  'stock_in_process',
  'months_cost_of_production',
  'finished_goods',
  'months_cost_of_sales',
  'other_consumable_spares',
  'months_consumption_cs',
  'TOTAL_INVENTORY',
  'RECEIVABLES',
  'months_gross_sales',
  'other_current_assets',
  'TOTAL_CHARGEABLE_CA',
  'TRADE_CREDITORS',
  'months_purchases',
  'other_current_liabilities',
  'TOTAL_LIABILITIES',
  'Working_Capital_Gap_A',
  'twenrtfive_percent_Margin_on_C_A_B',
  'Actual_and_Projected_N_W_C',
  'A_B_I',
  'A_C_II',
  'MPBF_Lower_of_I_or_II',
  'excess_borrowings_representing',
  'Shortfall_in_NWC',
  'Excess_Bank_Borrowing_over_MPBF',
  'MPBF_Tandon_Method_I',
  'Gross_Fixed_Assets',
  'WDV_of_Fixed_Assets',
  'Term_Loan_O_and_s',
  'Gross_Fixed_Assets_and_Term_Loan_O_and_s',
  'Margin',
  'Security_Margin',
  'Average_Security_Margin',
  'Fixed_Asset_Coverage_Ratio',
  'IF_Cash_accrual_TL_Installment',
  'Cash_Accrual',
  'TL_Installment',
  'Difference',
  'Net_DSCR',
  'Gross_DSCR',
];

const KFI_KEYS = [
  'net_sales',
  'percent_rise_fall_in_sales',
  'operating_profit',
  'net_profit_after_tax',
  'cash_accruals',
  'net_working_capital',
  'current_ratio',
  'tnw',
  'tnw_adjusted',
  'tol_tnw',
  'tol_tnw_adjusted',
  'tol_tnw_quasi_equity',
  'funded_debt_tnw',
  'gross_fixed_asset_term_loan',
  'capital_and_reserves',
  'long_term_liabilities',
  'current_liabilities',
  'total_liabilities',
  'fixed_assets',
  'non_current_assets',
  'current_assets',
  'intangible_assets',
  'total_assets',
  'opening_balance',
  'profit_loss_after_tax',
  'increase_in_capital',
  'drawings',
  'closing_balance',
  'finished_goods',
  'months_cost_of_sales',
  'receivables',
  'months_gross_sales',
  'trade_creditors',
  'months_purchases',
  'net_sales_NAYAK_COMMITTEE',
  'twenty_five_percent_of_net_sales',
  'less_five_percent_margin',
  'eligible_bank_borrowings',
  'estimated_nwc_wc_margin',
  'nwc_shortfall',
  'permissible_bank_finance',
  'stock_value',
  'sundry_creditors',
  'paid_stock',
  'margin_25_percent',
  'drawing_power_1',
  'book_debts',
  'margin_50_percent',
  'drawing_power_2',
  'total_eligible_limit',
  'bank_outstanding',
  'dp_surplus_shortfall',
];

const derivedRows = (screen: 'ratios' | 'wctl' | 'kfi') => SCREENS[screen].rows.filter((r): r is DerivedRow => r.kind === 'derived');

describe('assessment catalogues (cma-domain §3–§5)', () => {
  it.each([
    ['ratios', RATIO_KEYS, 41, []],
    ['wctl', WCTL_KEYS, 38, ['Excess_Bank_Borrowing_over_MPBF', 'MPBF_Tandon_Method_I', 'Gross_DSCR']],
    ['kfi', KFI_KEYS, 50, ['permissible_bank_finance', 'dp_surplus_shortfall']],
  ] as const)('%s has every row in order, and exactly the listed optional rows', (screen, keys, required, optional) => {
    expect(valueRows(screen).map((r) => r.key)).toEqual(keys);
    const rows = derivedRows(screen);
    expect(rows.filter((r) => !r.optional)).toHaveLength(required);
    expect(rows.filter((r) => r.optional).map((r) => r.key)).toEqual(optional);
  });

  it.each(['ratios', 'wctl', 'kfi'] as const)('%s: every row cites its source and reads only rows that exist', (screen) => {
    for (const row of derivedRows(screen)) {
      expect(row.source, row.key).toMatch(/cma-domain §[345]/);
      for (const id of references(row.formula)) {
        expect(ROWS_BY_ID.has(id), `${screen}.${row.key} reads ${id}`).toBe(true);
      }
    }
  });

  it('flags every row that divides by TNW, directly or through a ratio it repeats', () => {
    const flagged = (id: MetricId) => (ROWS_BY_ID.get(id) as DerivedRow | undefined)?.tnwDenominated === true;
    expect(
      derivedRows('ratios')
        .filter((r) => r.tnwDenominated)
        .map((r) => r.key),
    ).toEqual(['TOl_and_TNW', 'TOL_and_TNW_Quasi_Equity', 'TOL_and_TNW_Adjusted', 'Funded_Debt_and_TNW', 'Net_Profit_and_TNW_percent', 'sales_and_TNW']);
    for (const row of derivedRows('kfi')) {
      const repeatsFlagged = row.formula.op === 'ref' && flagged(row.formula.id);
      expect(row.tnwDenominated === true, row.key).toBe(repeatsFlagged);
    }
  });

  it('gives the yes/no row its unit and every header a unique key', () => {
    expect(valueRows('wctl').find((r) => r.key === 'IF_Cash_accrual_TL_Installment')?.unit).toBe('yesno');
    for (const screen of ['ratios', 'wctl', 'kfi'] as const) {
      const keys = SCREENS[screen].rows.map((r) => r.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
