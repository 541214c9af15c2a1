import { describe, expect, it } from 'vitest';
import workedExample from '../../../fixtures/worked-example.json';
import { flagsFor } from '../flags';
import type { ScreenId } from '../formula';
import { companyResolver, screenValues } from '../model';
import type { CompanyInputs } from '../model';
import { DEFAULT_SETTINGS } from '../settings';

const a = workedExample.companies[0]! as unknown as CompanyInputs;

/** [wire key, expected, decimals]; `exact` for amounts and for figures the reference gives in full. */
type Vector = readonly [string, number | boolean | null, number | 'exact'];

function check(screen: ScreenId, vectors: readonly Vector[], settings = DEFAULT_SETTINGS) {
  const values = screenValues(screen, companyResolver(a, settings));
  it.each(vectors)(`${screen}.%s = %s`, (key, expected, decimals) => {
    expect(key in values, `${key} is a row of ${screen}`).toBe(true);
    const actual = values[key];
    if (decimals === 'exact' || expected === null || typeof expected === 'boolean') {
      expect(actual).toBe(expected);
    } else {
      expect(actual).toBeCloseTo(expected, decimals);
    }
  });
}

describe('worked example A, ratios (cma-domain §8.3)', () => {
  check('ratios', [
    ['net_sale', 2000, 'exact'],
    ['consumption_of_raw_materials', 1190, 'exact'],
    ['cost_of_production', 1454, 'exact'],
    ['cost_of_sales', 1444, 'exact'],
    ['production_at_sale_value', 2020, 'exact'],
    ['cost_of_production_Depn_and_Sales_in_FG', 70.85, 2],
    ['cost_of_sales_Depn_and_Sales', 70.7, 'exact'],
    ['R_M_and_production_Sales_percent', 58.91, 2],
    ['Net_Profit_and_Sales_percent', 9, 'exact'],
    ['Operaing_Cost_and_Cost_of_Sales_percent', 122.16, 2],
    ['Mfg_Exp_and_Cost_of_Sales_percent', 2.77, 2],
    ['Selling_and_Admn_Exp_and_Cost_of_Sales_percent', 17.31, 2],
    ['Fin_Charges_and_Cost_of_Sales_percent', 4.85, 2],
    ['tangible_net_worth', 395, 'exact'],
    ['increase_and_decrease', null, 'exact'],
    ['TNW_Adjusted', 355, 'exact'],
    ['TNW_Quasi_Equity', 455, 'exact'],
    ['net_working_capital', 190, 'exact'],
    ['increase_and_decrease_fi', null, 'exact'],
    ['current_ratio', 1.413043, 6],
    ['TOl_and_TNW', 1.898734, 6],
    ['TOL_and_TNW_Quasi_Equity', 1.516484, 6],
    ['TOL_and_TNW_Adjusted', 2.112676, 6],
    ['Funded_Debt_and_TNW', 0.658228, 6],
    ['NET_SALES_PROF_RATIOS', 2000, 'exact'],
    ['percent_rise_ans_fall_in_sales', null, 'exact'],
    ['operating_profit', 236, 'exact'],
    ['PBDIT', 340, 'exact'],
    ['NET_PROFIT', 180, 'exact'],
    ['Depreciation', 30, 'exact'],
    ['cash_accruals', 210, 'exact'],
    ['PBDIT_and_Sales_percent', 17, 'exact'],
    ['operating_cost_and_sales_percent', 88.2, 'exact'],
    ['Net_Profit_and_Sales_percent_PROF_RATIOS', 9, 'exact'],
    ['Net_Profit_and_TNW_percent', 45.57, 2],
    ['sales_and_TNW', 5.063291, 6],
    ['total_bank_borrowings', 220, 'exact'],
    ['Inc_and_dec_in_Bank_Borrowings_percent', null, 'exact'],
    ['Bank_Finance_and_Current_Assets', 33.85, 2],
    ['Inv_plus_Receivables_and_Sales_days', 105.85, 'exact'],
    ['PBDIT_and_Interest', 4.857143, 6],
  ]);
});

describe('worked example A, WC/TL assessment (cma-domain §8.4)', () => {
  check('wctl', [
    ['Raw_Materials', 120, 'exact'],
    ['months_consumption', 1.210084, 6],
    ['stock_in_process', 50, 'exact'],
    ['months_cost_of_production', 0.412655, 6],
    ['finished_goods', 100, 'exact'],
    ['months_cost_of_sales', 0.831025, 6],
    ['other_consumable_spares', 10, 'exact'],
    ['months_consumption_cs', 5, 'exact'],
    ['TOTAL_INVENTORY', 280, 'exact'],
    ['RECEIVABLES', 300, 'exact'],
    ['months_gross_sales', 1.8, 'exact'],
    ['other_current_assets', 70, 'exact'],
    ['TOTAL_CHARGEABLE_CA', 650, 'exact'],
    ['TRADE_CREDITORS', 150, 'exact'],
    ['months_purchases', 1.5, 'exact'],
    ['other_current_liabilities', 90, 'exact'],
    ['TOTAL_LIABILITIES', 240, 'exact'],
    ['Working_Capital_Gap_A', 410, 'exact'],
    ['twenrtfive_percent_Margin_on_C_A_B', 162.5, 'exact'],
    ['Actual_and_Projected_N_W_C', 190, 'exact'],
    ['A_B_I', 247.5, 'exact'],
    ['A_C_II', 220, 'exact'],
    ['MPBF_Lower_of_I_or_II', 220, 'exact'],
    ['excess_borrowings_representing', 0, 'exact'],
    ['Shortfall_in_NWC', 0, 'exact'],
    ['Excess_Bank_Borrowing_over_MPBF', 0, 'exact'],
    ['MPBF_Tandon_Method_I', 220, 'exact'],
    ['Gross_Fixed_Assets', 700, 'exact'],
    ['WDV_of_Fixed_Assets', 450, 'exact'],
    ['TL_Installment', 50, 'exact'],
    ['Term_Loan_O_and_s', 260, 'exact'],
    ['Gross_Fixed_Assets_and_Term_Loan_O_and_s', 2.692308, 6],
    ['Margin', 190, 'exact'],
    ['Security_Margin', 42.222222, 6],
    ['Average_Security_Margin', null, 'exact'],
    ['Fixed_Asset_Coverage_Ratio', 1.730769, 6],
    ['IF_Cash_accrual_TL_Installment', true, 'exact'],
    ['Cash_Accrual', 190, 'exact'],
    ['Difference', 140, 'exact'],
    ['Net_DSCR', 3.8, 'exact'],
    ['Gross_DSCR', 2.333333, 6],
  ]);
});

const kfiVectors: readonly Vector[] = [
  ['net_sales', 2000, 'exact'],
  ['percent_rise_fall_in_sales', null, 'exact'],
  ['operating_profit', 236, 'exact'],
  ['net_profit_after_tax', 180, 'exact'],
  ['cash_accruals', 210, 'exact'],
  ['net_working_capital', 190, 'exact'],
  ['current_ratio', 1.41, 2],
  ['tnw', 395, 'exact'],
  ['tnw_adjusted', 355, 'exact'],
  ['tol_tnw', 1.9, 2],
  ['tol_tnw_adjusted', 2.11, 2],
  ['tol_tnw_quasi_equity', 1.52, 2],
  ['funded_debt_tnw', 0.66, 2],
  ['gross_fixed_asset_term_loan', 2.69, 2],
  ['capital_and_reserves', 400, 'exact'],
  ['long_term_liabilities', 310, 'exact'],
  ['current_liabilities', 460, 'exact'],
  ['total_liabilities', 1170, 'exact'],
  ['fixed_assets', 450, 'exact'],
  ['non_current_assets', 65, 'exact'],
  ['current_assets', 650, 'exact'],
  ['intangible_assets', 5, 'exact'],
  ['total_assets', 1170, 'exact'],
  ['opening_balance', null, 'exact'],
  ['profit_loss_after_tax', 180, 'exact'],
  ['increase_in_capital', null, 'exact'],
  ['drawings', 20, 'exact'],
  ['closing_balance', 395, 'exact'],
  ['finished_goods', 100, 'exact'],
  ['months_cost_of_sales', 0.83, 2],
  ['receivables', 300, 'exact'],
  ['months_gross_sales', 1.8, 'exact'],
  ['trade_creditors', 150, 'exact'],
  ['months_purchases', 1.5, 'exact'],
  ['net_sales_NAYAK_COMMITTEE', 2000, 'exact'],
  ['twenty_five_percent_of_net_sales', 500, 'exact'],
  ['less_five_percent_margin', 100, 'exact'],
  ['eligible_bank_borrowings', 400, 'exact'],
  ['estimated_nwc_wc_margin', 190, 'exact'],
  ['nwc_shortfall', 0, 'exact'],
  ['permissible_bank_finance', 310, 'exact'],
  ['stock_value', 280, 'exact'],
  ['sundry_creditors', 150, 'exact'],
  ['paid_stock', 130, 'exact'],
  ['margin_25_percent', 32.5, 'exact'],
  ['drawing_power_1', 97.5, 'exact'],
  ['book_debts', 300, 'exact'],
  ['margin_50_percent', 150, 'exact'],
  ['drawing_power_2', 150, 'exact'],
  ['total_eligible_limit', 247.5, 'exact'],
  ['bank_outstanding', 220, 'exact'],
  ['dp_surplus_shortfall', 27.5, 'exact'],
];

describe('worked example A, KFI (cma-domain §8.5)', () => {
  check('kfi', kfiVectors);
});

describe('worked example A, strict drawing-power method (cma-domain §8.5 alt)', () => {
  check(
    'kfi',
    [
      ['margin_25_percent', 70, 'exact'],
      ['drawing_power_1', 60, 'exact'],
      ['drawing_power_2', 150, 'exact'],
      ['total_eligible_limit', 210, 'exact'],
      ['dp_surplus_shortfall', -10, 'exact'],
    ],
    { ...DEFAULT_SETTINGS, drawingPowerMethod: 'strict' },
  );
});

describe('worked example A, flags', () => {
  it('has no NM flag with a positive TNW', () => {
    const resolve = companyResolver(a, DEFAULT_SETTINGS);
    for (const screen of ['ratios', 'wctl', 'kfi'] as const) {
      expect(flagsFor(screen, resolve)).toEqual({});
    }
  });
});
