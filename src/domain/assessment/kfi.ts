import type { Screen } from '../catalogue';
import { add, assessedOnly, byDrawingPowerMethod, delta, floor0, max, mul, perYear, prev, setting, sub } from '../formula';
import type { Expr } from '../formula';
import { al, derived, header, kfi, op, ratio, wctl } from '../rows';

const row = (n: number) => `cma-domain §5 row ${n}`;

/** Nayak working-capital requirement, amount: the requirement % (default 25) of projected annual turnover (annualised). Row 36. */
export const nayakWorkingCapitalRequirement: Expr = mul(setting('nayakRequirementPct'), perYear(kfi('net_sales_NAYAK_COMMITTEE')));

/** Nayak borrower's minimum margin, amount: the margin % (default 5) of annual turnover (annualised). Row 37. */
export const nayakMinimumMargin: Expr = mul(setting('nayakMarginPct'), perYear(kfi('net_sales_NAYAK_COMMITTEE')));

/** Nayak eligible bank borrowings, amount: requirement − minimum margin (= 20% of turnover by default). Row 38. */
export const nayakEligibleBankBorrowings: Expr = sub(kfi('twenty_five_percent_of_net_sales'), kfi('less_five_percent_margin'));

/** Nayak NWC shortfall, amount: minimum margin − NWC when positive, else 0 (the source gave a negative amount). Row 40. */
export const nayakNwcShortfall: Expr = floor0(sub(kfi('less_five_percent_margin'), kfi('estimated_nwc_wc_margin')));

/**
 * Permissible bank finance by the turnover method, amount: requirement − the higher of the minimum
 * margin and the available NWC, floored at 0 like MPBF. Optional row 41 (§5, §9 Nayak).
 */
export const nayakPermissibleBankFinance: Expr = floor0(
  sub(kfi('twenty_five_percent_of_net_sales'), max(kfi('less_five_percent_margin'), kfi('estimated_nwc_wc_margin'))),
);

/** TNW opening balance, amount: the previous period's closing TNW. Row 24; cma-forms §4.6. */
export const openingTangibleNetWorth: Expr = prev('ratios.tangible_net_worth');

/**
 * Increase in capital, amount, signed: the balancing figure TNW(t) − TNW(t−1) − PAT(t) + drawings(t), so
 * opening + PAT + increase − drawings = closing exactly. It equals K − G of the fund flow (intangibles
 * written off count as capital on a TNW basis). Not floored (a floor would break the movement). Row 26;
 * cma-forms §4.6.
 */
export const capitalIncreaseBalancing: Expr = add(sub(delta('ratios.tangible_net_worth'), op('netProfitAfterTaxLoss')), op('dividendDrawings'));

/** Paid stock, amount: stock − trade creditors (may be negative). Row 44. */
export const paidStock: Expr = sub(kfi('stock_value'), kfi('sundry_creditors'));

/**
 * Margin on stock, amount: the stock margin (default 25%) of paid stock floored at 0 (§7 Q17), or of the
 * whole stock under the strict method. Row 45.
 */
export const stockMargin: Expr = byDrawingPowerMethod({
  paidStock: mul(setting('stockMarginPct'), floor0(kfi('paid_stock'))),
  strict: mul(setting('stockMarginPct'), kfi('stock_value')),
});

/**
 * Drawing power on stock, amount, ≥ 0: paid stock − margin; under the strict method stock − margin −
 * creditors. Zero only when ≤ 0, not when < 1 (§7 Q17). Row 46.
 */
export const stockDrawingPower: Expr = assessedOnly(
  byDrawingPowerMethod({
    paidStock: floor0(sub(kfi('paid_stock'), kfi('margin_25_percent'))),
    strict: floor0(sub(sub(kfi('stock_value'), kfi('margin_25_percent')), kfi('sundry_creditors'))),
  }),
);

/** Margin on book debts, amount: the book-debt margin (default 50%) of debtors under 6 months. Row 48. */
export const bookDebtMargin: Expr = mul(setting('bookDebtMarginPct'), kfi('book_debts'));

/** Drawing power on book debts, amount, ≥ 0. Row 49. */
export const bookDebtDrawingPower: Expr = assessedOnly(floor0(sub(kfi('book_debts'), kfi('margin_50_percent'))));

/**
 * Total eligible limit (drawing power), amount, ≥ 0. Paid-stock method: the sum of the two drawing
 * powers. Strict method: (stock − margin) + (book debts − margin) − creditors, so creditors beyond the
 * stock's drawing power also reduce the book-debt drawing power. Row 50.
 */
export const totalDrawingPower: Expr = assessedOnly(
  byDrawingPowerMethod({
    paidStock: add(kfi('drawing_power_1'), kfi('drawing_power_2')),
    strict: floor0(sub(add(sub(kfi('stock_value'), kfi('margin_25_percent')), kfi('drawing_power_2')), kfi('sundry_creditors'))),
  }),
);

/** Drawing power surplus (+) or shortfall (−), amount: negative means the account is irregular. Optional row 52. */
export const drawingPowerSurplus: Expr = sub(kfi('total_eligible_limit'), kfi('bank_outstanding'));

const tnw = { unit: 'times', tnwDenominated: true } as const;

/** The KFI screen (`/kfi`, API `get_kfi`): the 52 rows of cma-domain §5, in order. */
export const KEY_FINANCIAL_INDICATORS: Screen = {
  id: 'kfi',
  title: 'Key Financial Indicators',
  rows: [
    header('h_keyFinancialIndicators', 'I. KEY FINANCIAL INDICATORS'),
    derived('net_sales', 'Net Sales', op('totalSales'), row(1)),
    derived(
      'percent_rise_fall_in_sales',
      '% Rise (+) / Fall (−) in Sales',
      ratio('percent_rise_ans_fall_in_sales'),
      `${row(2)}; cma-forms Form II item 4 (as on Ratios)`,
      { unit: 'percent' },
    ),
    derived('operating_profit', 'Operating Profit', op('operatingProfitLoss'), row(3)),
    derived('net_profit_after_tax', 'Net Profit After Tax', op('netProfitAfterTaxLoss'), row(4)),
    derived('cash_accruals', 'Cash Accruals', ratio('cash_accruals'), `${row(5)}: gross, as on Ratios`),
    derived('net_working_capital', 'Net Working Capital', ratio('net_working_capital'), row(6)),
    derived('current_ratio', 'Current Ratio', ratio('current_ratio'), row(7), { unit: 'times' }),
    derived('tnw', 'TNW', ratio('tangible_net_worth'), row(8)),
    derived('tnw_adjusted', 'TNW (Adjusted)', ratio('TNW_Adjusted'), row(9)),
    derived('tol_tnw', 'TOL / TNW', ratio('TOl_and_TNW'), row(10), tnw),
    derived('tol_tnw_adjusted', 'TOL / TNW (Adjusted)', ratio('TOL_and_TNW_Adjusted'), row(11), tnw),
    derived('tol_tnw_quasi_equity', 'TOL / TNW (Quasi Equity)', ratio('TOL_and_TNW_Quasi_Equity'), row(12), tnw),
    derived('funded_debt_tnw', 'Funded Debt / TNW', ratio('Funded_Debt_and_TNW'), row(13), tnw),
    derived('gross_fixed_asset_term_loan', 'Gross Fixed Assets / Term Loan', wctl('Gross_Fixed_Assets_and_Term_Loan_O_and_s'), row(14), { unit: 'times' }),

    header('h_abridgedLiabilities', 'ABRIDGED FINANCIAL LIABILITIES'),
    derived('capital_and_reserves', 'Capital & Reserves', al('netWorth'), row(15)),
    derived('long_term_liabilities', 'Long-Term Liabilities', al('longTermLiab'), row(16)),
    derived('current_liabilities', 'Current Liabilities', al('totalCurrentLiab'), row(17)),
    derived('total_liabilities', 'TOTAL LIABILITIES', al('totalLiab'), row(18)),

    header('h_assets', 'ASSETS'),
    derived('fixed_assets', 'Fixed Assets (net)', al('netFixedAssets'), row(19)),
    derived('non_current_assets', 'Non-Current Assets', al('totalNca'), row(20)),
    derived('current_assets', 'Current Assets', al('totalCurrentAssets'), row(21)),
    derived('intangible_assets', 'Intangible Assets', al('totalIa'), row(22)),
    derived('total_assets', 'TOTAL ASSETS', al('totalAssets'), row(23)),

    header('h_movementOfTnw', 'II. MOVEMENT OF TNW'),
    derived('opening_balance', 'TNW Opening Balance', openingTangibleNetWorth, `${row(24)}; cma-forms §4.6: TNW(t−1)`),
    derived('profit_loss_after_tax', 'Add: Profit / Loss After Tax', op('netProfitAfterTaxLoss'), row(25)),
    derived('increase_in_capital', 'Increase in Capital', capitalIncreaseBalancing, `${row(26)}; cma-forms §4.6: balancing figure, signed`),
    derived('drawings', 'Less: Drawings', op('dividendDrawings'), row(27)),
    derived('closing_balance', 'Closing Balance', ratio('tangible_net_worth'), row(28)),

    header('h_inventoryHoldings', 'III. INVENTORY HOLDINGS'),
    derived('finished_goods', 'Finished Goods', wctl('finished_goods'), row(29)),
    derived('months_cost_of_sales', "(Months' cost of sales)", wctl('months_cost_of_sales'), row(30), { unit: 'months' }),
    derived('receivables', 'Receivables', wctl('RECEIVABLES'), `${row(31)}: debtors < 6 months only`),
    derived('months_gross_sales', "(Months' gross sales)", wctl('months_gross_sales'), row(32), { unit: 'months' }),
    derived('trade_creditors', 'Trade Creditors', wctl('TRADE_CREDITORS'), row(33)),
    derived('months_purchases', "(Months' purchases)", wctl('months_purchases'), row(34), { unit: 'months' }),

    header('h_nayakCommittee', 'IV. NAYAK COMMITTEE (turnover method)'),
    derived('net_sales_NAYAK_COMMITTEE', 'Net Sales (projected turnover)', op('totalSales'), row(35)),
    derived('twenty_five_percent_of_net_sales', '25% of Net Sales (WC requirement)', nayakWorkingCapitalRequirement, `${row(36)}; Nayak Committee, RBI`, {
      norm: 'nayakRequirementPct',
    }),
    derived('less_five_percent_margin', "Less: 5% Margin (borrower's)", nayakMinimumMargin, `${row(37)}; Nayak Committee, RBI`, {
      norm: 'nayakMarginPct',
    }),
    derived('eligible_bank_borrowings', 'Eligible Bank Borrowings', nayakEligibleBankBorrowings, row(38)),
    derived('estimated_nwc_wc_margin', 'Estimated NWC (WC margin)', ratio('net_working_capital'), row(39)),
    derived('nwc_shortfall', 'NWC Shortfall', nayakNwcShortfall, row(40)),
    derived(
      'permissible_bank_finance',
      'Permissible Bank Finance (turnover method)',
      nayakPermissibleBankFinance,
      `${row(41)} (optional); margin = higher of 5% of turnover and NWC`,
      { optional: true },
    ),

    header('h_structuringOfLimits', 'V. STRUCTURING OF LIMITS (drawing power)'),
    derived('stock_value', 'Stock Value', wctl('TOTAL_INVENTORY'), row(42)),
    derived('sundry_creditors', 'Less: Sundry Creditors (trade)', al('sundryCreditorsTrade'), row(43)),
    derived('paid_stock', 'Paid Stock', paidStock, row(44)),
    derived('margin_25_percent', 'Margin 25% (stock)', stockMargin, `${row(45)}; margin on paid stock (§7 Q17)`, {
      norm: 'stockMarginPct',
    }),
    derived('drawing_power_1', 'Drawing Power (stock)', stockDrawingPower, row(46)),
    derived('book_debts', 'Book Debts', wctl('RECEIVABLES'), `${row(47)}: debtors < 6 months only (§7 Q9)`),
    derived('margin_50_percent', 'Margin 50% (book debts)', bookDebtMargin, row(48), { norm: 'bookDebtMarginPct' }),
    derived('drawing_power_2', 'Drawing Power (book debts)', bookDebtDrawingPower, row(49)),
    derived('total_eligible_limit', 'Total Eligible Limit (DP)', totalDrawingPower, row(50)),
    derived('bank_outstanding', 'Bank Outstanding', ratio('total_bank_borrowings'), row(51)),
    derived('dp_surplus_shortfall', 'DP Surplus / (Shortfall)', drawingPowerSurplus, `${row(52)} (optional): negative = irregular`, { optional: true }),
  ],
};
