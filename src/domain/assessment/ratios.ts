import type { Screen } from '../catalogue';
import { add, annualisedGrowth, days, delta, div, growth, pct, perYear, sub } from '../formula';
import type { Expr } from '../formula';
import { al, derived, header, oca, op, ratio } from '../rows';

const row = (n: number) => `cma-domain §3 row ${n}`;

/** Tangible net worth, amount: net worth − intangibles (P&L debit, deferred revenue expenditure). Row 14. */
export const tangibleNetWorth: Expr = sub(al('netWorth'), al('totalIa'));

/** Raw material consumed, amount: opening RM + purchases − closing RM. Row 2. */
export const rawMaterialConsumption: Expr = sub(add(op('openingStockRM'), op('purchaseRM')), op('closingStockRM'));

/** Production at sale value, amount: sales + increase in FG and WIP stocks. Row 5. */
export const productionAtSaleValue: Expr = sub(
  add(op('totalSales'), op('closingStockFinishedGoods'), op('closingStockWIP')),
  add(op('openingStockFinishedGoods'), op('openingStockWIP')),
);

/**
 * Cash cost of production as % of sales plus the increase in FG, percent. Row 6.
 * The denominator counts the FG change once (the source added it to production at sale value, counting it twice).
 */
export const costOfProductionLessDepreciationToSales: Expr = pct(
  sub(op('costOfProduction'), op('depreciation')),
  sub(add(op('totalSales'), op('closingStockFinishedGoods')), op('openingStockFinishedGoods')),
);

/** Cash cost of sales as % of sales, percent. Row 7. */
export const costOfSalesLessDepreciationToSales: Expr = pct(sub(op('costOfSales'), op('depreciation')), op('totalSales'));

/** Raw material consumed as % of production at sale value, percent. Row 8. */
export const rawMaterialToProduction: Expr = pct(ratio('consumption_of_raw_materials'), ratio('production_at_sale_value'));

/** Net profit margin, percent: PAT ÷ sales × 100. Rows 9 and 34. */
export const netProfitMargin: Expr = pct(op('netProfitAfterTaxLoss'), op('totalSales'));

/**
 * Operating cost as % of cost of sales, percent. Row 10. Operating cost = sales − operating profit
 * (= COS + selling & admin + interest), the definition of row 33; the source's bracket bug gave ≈ 9,984.
 */
export const operatingCostToCostOfSales: Expr = pct(sub(op('totalSales'), op('operatingProfitLoss')), op('costOfSales'));

/** Manufacturing expenses as % of cost of sales, percent. Row 11. */
export const mfgExpensesToCostOfSales: Expr = pct(op('mfgDirectExpenses'), op('costOfSales'));

/** Selling & admin expenses as % of cost of sales, percent. Row 12. */
export const sellingAdminToCostOfSales: Expr = pct(op('sellingAdmExpenses'), op('costOfSales'));

/** Interest & finance charges as % of cost of sales, percent. Row 13. */
export const financeChargesToCostOfSales: Expr = pct(op('interestFinCharges'), op('costOfSales'));

/** TNW increase / decrease, amount: TNW(t) − TNW(t−1); "—" in the first period. Row 15; cma-forms §4.6. */
export const tangibleNetWorthChange: Expr = delta('ratios.tangible_net_worth');

/** NWC increase / decrease, amount: NWC(t) − NWC(t−1) (= Form VI item 3). Row 19; cma-forms §4.6. */
export const netWorkingCapitalChange: Expr = delta('ratios.net_working_capital');

/**
 * % rise (+) / fall (−) in net sales, percent: (S′(t) − S′(t−1)) ÷ S′(t−1) × 100, S′ = sales × 12 ÷ the
 * period's months (annualised, so a 6-month year compares with a full one); "—" in the first period or
 * when S′(t−1) = 0. Row 26; cma-forms §3.2 Form II item 4.
 */
export const salesGrowth: Expr = annualisedGrowth('opstmt.totalSales');

/** Change in bank borrowings, percent: (BB(t) − BB(t−1)) ÷ BB(t−1) × 100; "—" when BB(t−1) = 0. Row 38; cma-forms §4.6. */
export const bankBorrowingsGrowth: Expr = growth('ratios.total_bank_borrowings');

/** Adjusted TNW, amount: TNW less investments in and loans to associates. Row 16. */
export const adjustedTangibleNetWorth: Expr = sub(ratio('tangible_net_worth'), al('investmtLoanToAssociate'));

/** Quasi-equity TNW, amount: TNW plus subordinated promoters' unsecured loans. Row 17. */
export const quasiEquityTangibleNetWorth: Expr = add(ratio('tangible_net_worth'), oca('unsecuredLoanPromotors'));

/** Net working capital, amount: current assets − current liabilities (incl. bank borrowings). Row 18. */
export const netWorkingCapital: Expr = sub(al('totalCurrentAssets'), al('totalCurrentLiab'));

/** Current ratio, times: current assets ÷ current liabilities (Tandon II implies 1.33). Row 20. */
export const currentRatio: Expr = div(al('totalCurrentAssets'), al('totalCurrentLiab'));

/** Outside liabilities net of the revaluation reserve, amount (the numerator of rows 21 and 23). */
const outsideLiabilities: Expr = sub(al('totalOutsideLiab'), oca('revaluationReserve'));

/** TOL ÷ TNW, times; the revaluation reserve is not an outside liability. Row 21. */
export const tolToTnw: Expr = div(outsideLiabilities, ratio('tangible_net_worth'));

/**
 * TOL ÷ TNW with quasi-equity, times: promoters' loans move from TOL to TNW (the source left them in
 * both, counting them as debt and equity). Row 22.
 */
export const tolToQuasiEquityTnw: Expr = div(sub(outsideLiabilities, oca('unsecuredLoanPromotors')), ratio('TNW_Quasi_Equity'));

/** TOL ÷ adjusted TNW, times. Row 23. */
export const tolToAdjustedTnw: Expr = div(outsideLiabilities, ratio('TNW_Adjusted'));

/**
 * Funded debt ÷ TNW, times. Funded debt = every interest-bearing long-term borrowing, including the
 * instalments due within a year; promoters' quasi-equity, deferred tax, deposits and the revaluation
 * reserve are not funded debt. Row 24.
 */
export const fundedDebtToTnw: Expr = div(
  add(al('termLoanIob'), al('termLoanOtherBanks'), al('termLoanInstitution'), oca('tlInstDueIn1YearIob'), oca('tlInstDueIn1YearBankInst')),
  ratio('tangible_net_worth'),
);

/** PBDIT margin, percent. Row 32. */
export const pbditMargin: Expr = pct(op('pbdIT'), op('totalSales'));

/** Operating cost as % of sales, percent: (sales − operating profit) ÷ sales × 100. Row 33. */
export const operatingCostToSales: Expr = pct(sub(op('totalSales'), op('operatingProfitLoss')), op('totalSales'));

/** Return on TNW, percent a year: PAT (annualised) ÷ TNW × 100. Row 35. */
export const returnOnTnw: Expr = pct(perYear(op('netProfitAfterTaxLoss')), ratio('tangible_net_worth'));

/** Sales ÷ TNW, times a year: sales (annualised) ÷ TNW, a turnover. Row 36. */
export const salesToTnw: Expr = div(perYear(op('totalSales')), ratio('tangible_net_worth'));

/** Working-capital bank borrowings from all banks, amount. Row 37. */
export const totalBankBorrowings: Expr = add(al('wcBorrowingsFromIob'), al('wcFromBanksInstitution'));

/** Bank finance as % of current assets, percent. Row 39. */
export const bankFinanceToCurrentAssets: Expr = pct(ratio('total_bank_borrowings'), al('totalCurrentAssets'));

/**
 * Inventory + receivables in days of sales (annualised: 365 days of a year's sales), days. Receivables
 * are debtors under 6 months only (older debtors are non-current, cma-domain §7 Q9). Row 40.
 */
export const inventoryAndReceivablesDays: Expr = days(
  add(al('closingStockRM'), al('closingStockWIP'), al('closingStockFinishedGoods'), al('consumableSpares'), al('tradeDebtors6')),
  perYear(op('totalSales')),
);

/** Interest cover, times: PBDIT ÷ interest & finance charges. Row 41. */
export const interestCover: Expr = div(op('pbdIT'), op('interestFinCharges'));

const tnw = { tnwDenominated: true } as const;

/** The ratios screen (`/ratios`, API `get_ratios`): the 41 rows of cma-domain §3, in order. */
export const RATIOS: Screen = {
  id: 'ratios',
  title: 'Ratios',
  rows: [
    header('h_operatingData', 'OPERATING DATA'),
    derived('net_sale', 'Net Sales', op('totalSales'), row(1)),
    derived('consumption_of_raw_materials', 'Consumption of Raw Materials', rawMaterialConsumption, row(2)),
    derived('cost_of_production', 'Cost of Production', op('costOfProduction'), row(3)),
    derived('cost_of_sales', 'Cost of Sales', op('costOfSales'), row(4)),
    derived('production_at_sale_value', 'Production at Sale Value', productionAtSaleValue, row(5)),
    derived('cost_of_production_Depn_and_Sales_in_FG', 'Cost of Production − Depn / Sales + Inc. in FG', costOfProductionLessDepreciationToSales, row(6), {
      unit: 'percent',
    }),
    derived('cost_of_sales_Depn_and_Sales', 'Cost of Sales − Depn / Sales', costOfSalesLessDepreciationToSales, row(7), {
      unit: 'percent',
    }),
    derived('R_M_and_production_Sales_percent', 'RM / Production at Sale Value', rawMaterialToProduction, row(8), {
      unit: 'percent',
    }),
    derived('Net_Profit_and_Sales_percent', 'Net Profit / Sales', netProfitMargin, row(9), { unit: 'percent' }),
    derived('Operaing_Cost_and_Cost_of_Sales_percent', 'Operating Cost / Cost of Sales', operatingCostToCostOfSales, row(10), { unit: 'percent' }),
    derived('Mfg_Exp_and_Cost_of_Sales_percent', 'Mfg Exp / Cost of Sales', mfgExpensesToCostOfSales, row(11), {
      unit: 'percent',
    }),
    derived('Selling_and_Admn_Exp_and_Cost_of_Sales_percent', 'Selling & Admn Exp / Cost of Sales', sellingAdminToCostOfSales, row(12), { unit: 'percent' }),
    derived('Fin_Charges_and_Cost_of_Sales_percent', 'Fin. Charges / Cost of Sales', financeChargesToCostOfSales, row(13), {
      unit: 'percent',
    }),

    header('h_financialIndicators', 'FINANCIAL INDICATORS'),
    derived('tangible_net_worth', 'Tangible Net Worth (TNW)', tangibleNetWorth, `${row(14)}; §9 TNW`),
    derived('increase_and_decrease', 'Increase / Decrease (TNW)', tangibleNetWorthChange, `${row(15)}; cma-forms §4.6`),
    derived('TNW_Adjusted', 'TNW (Adjusted)', adjustedTangibleNetWorth, row(16)),
    derived('TNW_Quasi_Equity', 'TNW (Quasi Equity)', quasiEquityTangibleNetWorth, row(17)),
    derived('net_working_capital', 'Net Working Capital (NWC)', netWorkingCapital, row(18)),
    derived('increase_and_decrease_fi', 'Increase / Decrease (NWC)', netWorkingCapitalChange, `${row(19)}; cma-forms §4.6 (= Form VI item 3)`),
    derived('current_ratio', 'Current Ratio', currentRatio, `${row(20)}; benchmark 1.33 (Tandon II)`, { unit: 'times' }),
    derived('TOl_and_TNW', 'TOL / TNW', tolToTnw, `${row(21)}; §9 TOL/TNW`, { unit: 'times', ...tnw }),
    derived('TOL_and_TNW_Quasi_Equity', 'TOL / TNW (Quasi Equity)', tolToQuasiEquityTnw, row(22), {
      unit: 'times',
      ...tnw,
    }),
    derived('TOL_and_TNW_Adjusted', 'TOL / TNW (Adjusted)', tolToAdjustedTnw, row(23), { unit: 'times', ...tnw }),
    derived('Funded_Debt_and_TNW', 'Funded Debt / TNW', fundedDebtToTnw, row(24), { unit: 'times', ...tnw }),

    header('h_profitabilityRatios', 'PROFITABILITY RATIOS'),
    derived('NET_SALES_PROF_RATIOS', 'Net Sales', op('totalSales'), row(25)),
    derived('percent_rise_ans_fall_in_sales', '% Rise (+) / Fall (−) in Sales', salesGrowth, `${row(26)}; cma-forms Form II item 4`, {
      unit: 'percent',
    }),
    derived('operating_profit', 'Operating Profit', op('operatingProfitLoss'), row(27)),
    derived('PBDIT', 'PBDIT', op('pbdIT'), row(28)),
    derived('NET_PROFIT', 'Net Profit', op('netProfitAfterTaxLoss'), row(29)),
    derived('Depreciation', 'Depreciation', op('depreciation'), row(30)),
    derived('cash_accruals', 'Cash Accruals', op('cashAccruals'), `${row(31)}: gross (PAT + depreciation), as on KFI`),
    derived('PBDIT_and_Sales_percent', 'PBDIT / Sales', pbditMargin, row(32), { unit: 'percent' }),
    derived('operating_cost_and_sales_percent', 'Operating Cost / Sales', operatingCostToSales, row(33), {
      unit: 'percent',
    }),
    derived('Net_Profit_and_Sales_percent_PROF_RATIOS', 'Net Profit / Sales', ratio('Net_Profit_and_Sales_percent'), `${row(34)} (= row 9)`, {
      unit: 'percent',
    }),
    derived('Net_Profit_and_TNW_percent', 'Net Profit / TNW', returnOnTnw, row(35), { unit: 'percent', ...tnw }),
    derived('sales_and_TNW', 'Sales / TNW', salesToTnw, row(36), { unit: 'times', ...tnw }),

    header('h_bankFinance', 'BANK FINANCE'),
    derived('total_bank_borrowings', 'Total Bank Borrowings', totalBankBorrowings, row(37)),
    derived('Inc_and_dec_in_Bank_Borrowings_percent', 'Inc / Dec in Bank Borrowings', bankBorrowingsGrowth, `${row(38)}; cma-forms §4.6`, { unit: 'percent' }),
    derived('Bank_Finance_and_Current_Assets', 'Bank Finance / Current Assets', bankFinanceToCurrentAssets, row(39), { unit: 'percent' }),
    derived('Inv_plus_Receivables_and_Sales_days', 'Inventory + Receivables / Sales', inventoryAndReceivablesDays, row(40), { unit: 'days' }),
    derived('PBDIT_and_Interest', 'PBDIT / Interest (interest cover)', interestCover, row(41), { unit: 'times' }),
  ],
};
