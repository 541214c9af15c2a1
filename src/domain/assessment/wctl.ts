import type { Screen } from '../catalogue';
import { add, assessedOnly, meanToDate, whenEarlier, div, floor0, gt, min, months, mul, num, pct, setting, sub } from '../formula';
import type { Expr } from '../formula';
import { al, derived, header, oca, op, ratio, wctl } from '../rows';

const row = (n: number) => `cma-domain §4 row ${n}`;

/** RM holding, months: closing RM ÷ RM consumed × 12 (the source divided by purchases, §7 Q10). Row 2. */
export const rawMaterialHoldingMonths: Expr = months(wctl('Raw_Materials'), ratio('consumption_of_raw_materials'));

/** WIP holding, months: closing WIP ÷ cost of production × 12 (the source divided by COS, §7 Q10). Row 4. */
export const workInProcessHoldingMonths: Expr = months(wctl('stock_in_process'), op('costOfProduction'));

/** FG holding, months: closing FG ÷ cost of sales × 12. Row 6. */
export const finishedGoodsHoldingMonths: Expr = months(wctl('finished_goods'), op('costOfSales'));

/**
 * Spares holding, months: consumable spares ÷ repairs & maintenance × 12. Repairs stand in for the
 * annual consumption of stores and spares; `null` when there were none (§7 Q1). Row 8.
 */
export const sparesHoldingMonths: Expr = months(wctl('other_consumable_spares'), op('repairsMaintenance'));

/** Total inventory, amount: RM + WIP + FG + consumable spares. Row 9. */
export const totalInventory: Expr = add(wctl('Raw_Materials'), wctl('stock_in_process'), wctl('finished_goods'), wctl('other_consumable_spares'));

/** Receivables holding, months: debtors under 6 months ÷ gross sales × 12. Row 11. */
export const receivablesHoldingMonths: Expr = months(wctl('RECEIVABLES'), op('totalSales'));

/** Chargeable current assets, amount: inventory + receivables + other current assets (= total current assets). Row 13. */
export const chargeableCurrentAssets: Expr = add(wctl('TOTAL_INVENTORY'), wctl('RECEIVABLES'), wctl('other_current_assets'));

/** Creditors holding, months: trade creditors ÷ purchases × 12. Row 15. */
export const creditorsHoldingMonths: Expr = months(wctl('TRADE_CREDITORS'), op('purchaseRM'));

/** Current liabilities other than bank borrowings, amount. Row 17. */
export const otherCurrentLiabilitiesTotal: Expr = add(wctl('TRADE_CREDITORS'), wctl('other_current_liabilities'));

/** Working capital gap (A), amount: current assets − current liabilities other than bank borrowings. Row 18; Form V item 3. */
export const workingCapitalGap: Expr = sub(wctl('TOTAL_CHARGEABLE_CA'), wctl('TOTAL_LIABILITIES'));

/**
 * Minimum stipulated NWC (B), amount: the Tandon margin (default 25%) of current assets excluding
 * export receivables (the optional input `exportReceivables`, 0 when not entered, so the base is all
 * current assets until it is; §7 Q22, cma-forms §6). Row 19; Form V item 4.
 */
export const minimumStipulatedNwc: Expr = mul(setting('tandonMarginPct'), sub(wctl('TOTAL_CHARGEABLE_CA'), al('exportReceivables')));

/** Item 6 of Form V (I), amount: A − B. Row 21. */
export const gapLessMinimumNwc: Expr = sub(wctl('Working_Capital_Gap_A'), wctl('twenrtfive_percent_Margin_on_C_A_B'));

/** Item 7 of Form V (II), amount: A − C, which equals the actual bank borrowings (§2.3 identity). Row 22. */
export const gapLessActualNwc: Expr = sub(wctl('Working_Capital_Gap_A'), wctl('Actual_and_Projected_N_W_C'));

/**
 * Maximum permissible bank finance, Tandon second method, amount: the lower of I and II, floored at 0
 * (shown "Nil"; the source let it go negative, §7 Q11). Only for the assessment year and projected
 * years (`isAssessedPeriod`); "—" in other periods. Row 23; Form V item 8.
 */
export const maximumPermissibleBankFinance: Expr = assessedOnly(floor0(min(wctl('A_B_I'), wctl('A_C_II'))));

/**
 * The borrower's margin by the Tandon first method, amount: the Tandon margin (default 25%) of the working
 * capital gap, to come from long-term sources (cma-domain §9, Method I).
 */
export const tandonMethodIMargin: Expr = mul(setting('tandonMarginPct'), wctl('Working_Capital_Gap_A'));

/**
 * MPBF by the Tandon first method, amount: the lower of (1 − margin) × WCG and WCG − NWC, floored
 * at 0. Never below the second method's MPBF, since the margin on CA ≥ the margin on the gap. Optional row (§4).
 */
export const maximumPermissibleBankFinanceMethodI: Expr = assessedOnly(floor0(min(sub(wctl('Working_Capital_Gap_A'), tandonMethodIMargin), wctl('A_C_II'))));

/** Shortfall in NWC, amount: B − C when positive, else 0 (the source gave a negative amount, §7 Q11). Row 25; Form V item 9. */
export const nwcShortfall: Expr = floor0(sub(wctl('twenrtfive_percent_Margin_on_C_A_B'), wctl('Actual_and_Projected_N_W_C')));

/** Bank borrowings in excess of MPBF, amount, ≥ 0. Optional row (§4). */
export const excessBorrowingOverMpbf: Expr = floor0(sub(ratio('total_bank_borrowings'), wctl('MPBF_Lower_of_I_or_II')));

/**
 * Excess borrowings representing the NWC shortfall, amount: the part of the borrowing above MPBF that the
 * shortfall accounts for, min(excess over MPBF, shortfall). It equals the shortfall while MPBF is
 * positive and is all of the borrowing when MPBF is Nil. Row 24; Form V item 9 (see docs/domain.md).
 */
export const excessBorrowingsRepresentingShortfall: Expr = min(wctl('Excess_Bank_Borrowing_over_MPBF'), wctl('Shortfall_in_NWC'));

/** Term loans outstanding, amount: all term loans plus the instalments due within a year (§7 Q12). Row 28. */
export const termLoansOutstanding: Expr = add(al('termLoanIob'), al('termLoanOtherBanks'), al('termLoanInstitution'), wctl('TL_Installment'));

/** Gross fixed assets ÷ term loans outstanding, times. Row 29. */
export const grossFixedAssetsToTermLoans: Expr = div(wctl('Gross_Fixed_Assets'), wctl('Term_Loan_O_and_s'));

/** Security margin on fixed assets, amount: WDV − term loans outstanding. Row 30. */
export const fixedAssetMargin: Expr = sub(wctl('WDV_of_Fixed_Assets'), wctl('Term_Loan_O_and_s'));

/** Security margin, percent: margin ÷ WDV × 100, always computed (the source only when < 1, §7 Q13). Row 31. */
export const securityMarginPercent: Expr = pct(wctl('Margin'), wctl('WDV_of_Fixed_Assets'));

/**
 * Average security margin, percent: the arithmetic mean of the security margin (row 31) over this
 * period and every earlier one of the company, skipping periods where it is "—" (no fixed assets);
 * "—" when it is "—" in all of them, and in the first period (an average across years needs two,
 * cma-domain row 32: n/a for a single year). Row 32; "over the periods present" read as the periods up
 * to this one, so a column never depends on a later year.
 */
export const averageSecurityMargin: Expr = whenEarlier(meanToDate('wctl.Security_Margin'));

/** Fixed asset coverage ratio, times: WDV ÷ term loans outstanding. Row 33. */
export const fixedAssetCoverageRatio: Expr = div(wctl('WDV_of_Fixed_Assets'), wctl('Term_Loan_O_and_s'));

/** Whether net cash accrual exceeds the year's TL instalments, yes/no. Row 34. */
export const cashAccrualCoversInstalments: Expr = gt(wctl('Difference'), num('0'));

/** TL instalments due within a year, amount: own bank + other banks/institutions (§7 Q12). Row 36. */
export const termLoanInstalments: Expr = add(oca('tlInstDueIn1YearIob'), oca('tlInstDueIn1YearBankInst'));

/** Net cash accrual less TL instalments, amount. Row 37. */
export const cashAccrualSurplus: Expr = sub(wctl('Cash_Accrual'), wctl('TL_Installment'));

/**
 * Net DSCR (row 38), times: net cash accrual ÷ the typed TL instalments; `null` with no instalments. A
 * cover of the typed instalments only, labelled so: the DSCR banks judge a term loan on is the tenor
 * DSCR of the Term loans screen (`loans/dscr.ts`), from the loans' own schedule.
 */
export const netDebtServiceCoverage: Expr = div(wctl('Cash_Accrual'), wctl('TL_Installment'));

/**
 * Gross DSCR, times: (PAT + depreciation + interest) ÷ (TL instalments + interest). The inputs do not
 * split term-loan interest from working-capital interest, so all interest stands in for TL interest
 * (an approximation, said so in the label). Optional row (§4, §9 DSCR).
 */
export const grossDebtServiceCoverage: Expr = div(
  add(op('netProfitAfterTaxLoss'), op('depreciation'), op('interestFinCharges')),
  add(wctl('TL_Installment'), op('interestFinCharges')),
);

const opt = { optional: true } as const;

/** The WC/TL assessment screen (`/wctlassmt`, API `get_wctl`): the 38 rows of cma-domain §4 and its optional rows. */
export const WC_TL_ASSESSMENT: Screen = {
  id: 'wctl',
  title: 'WC / TL Assessment',
  rows: [
    header('h_currentAssets', 'CURRENT ASSETS'),
    derived('Raw_Materials', 'Raw Materials', al('closingStockRM'), row(1)),
    derived('months_consumption', "(Months' consumption)", rawMaterialHoldingMonths, `${row(2)}; §9 holding periods`, {
      unit: 'months',
    }),
    derived('stock_in_process', 'Stock-in-Process', al('closingStockWIP'), row(3)),
    derived('months_cost_of_production', "(Months' cost of production)", workInProcessHoldingMonths, row(4), {
      unit: 'months',
    }),
    derived('finished_goods', 'Finished Goods', al('closingStockFinishedGoods'), row(5)),
    derived('months_cost_of_sales', "(Months' cost of sales)", finishedGoodsHoldingMonths, row(6), { unit: 'months' }),
    derived('other_consumable_spares', 'Other Consumable Spares', al('consumableSpares'), row(7)),
    derived('months_consumption_cs', "(Months' consumption)", sparesHoldingMonths, `${row(8)}; repairs as the proxy`, {
      unit: 'months',
    }),
    derived('TOTAL_INVENTORY', 'TOTAL INVENTORY', totalInventory, row(9)),
    derived('RECEIVABLES', 'Receivables', al('tradeDebtors6'), `${row(10)}: debtors < 6 months only (§7 Q9)`),
    derived('months_gross_sales', "(Months' gross sales)", receivablesHoldingMonths, row(11), { unit: 'months' }),
    derived('other_current_assets', 'Other Current Assets', oca('totalOtherCurrentAssets'), row(12)),
    derived('TOTAL_CHARGEABLE_CA', 'TOTAL CURRENT ASSETS (chargeable)', chargeableCurrentAssets, row(13)),

    header('h_currentLiabilities', 'CURRENT LIABILITIES OTHER THAN BANK BORROWINGS'),
    derived('TRADE_CREDITORS', 'Trade Creditors', al('sundryCreditorsTrade'), row(14)),
    derived('months_purchases', "(Months' purchases)", creditorsHoldingMonths, row(15), { unit: 'months' }),
    derived('other_current_liabilities', 'Other Current Liabilities (incl. TL instalments due within 1 year)', oca('totalOtherCurrentLiabilities'), row(16)),
    derived('TOTAL_LIABILITIES', 'TOTAL (OCL)', otherCurrentLiabilitiesTotal, row(17)),

    header('h_assessment', 'ASSESSMENT'),
    derived('Working_Capital_Gap_A', 'Working Capital Gap (A)', workingCapitalGap, `${row(18)}; Form V item 3`),
    derived(
      'twenrtfive_percent_Margin_on_C_A_B',
      'Minimum stipulated NWC: 25% of CA (B)',
      minimumStipulatedNwc,
      `${row(19)}; Tandon II, Form V item 4: current assets excluding export receivables (§7 Q22)`,
      { norm: 'tandonMarginPct' },
    ),
    derived('Actual_and_Projected_N_W_C', 'Actual / Projected NWC (C)', ratio('net_working_capital'), `${row(20)}; Form V item 5`),
    derived('A_B_I', 'A − B (I)', gapLessMinimumNwc, `${row(21)}; Form V item 6`),
    derived('A_C_II', 'A − C (II)', gapLessActualNwc, `${row(22)}; Form V item 7`),
    derived('MPBF_Lower_of_I_or_II', 'MPBF (lower of I or II)', maximumPermissibleBankFinance, `${row(23)}; Tandon II, Form V item 8`),
    derived(
      'excess_borrowings_representing',
      'Excess borrowings representing shortfall in NWC',
      excessBorrowingsRepresentingShortfall,
      `${row(24)}; Form V item 9: min(excess over MPBF, shortfall)`,
    ),
    derived('Shortfall_in_NWC', 'Shortfall in NWC', nwcShortfall, `${row(25)}; Form V item 9`),
    derived(
      'Excess_Bank_Borrowing_over_MPBF',
      'Excess Bank Borrowing over MPBF',
      excessBorrowingOverMpbf,
      'cma-domain §4 optional: max(0, bank borrowings − MPBF)',
      opt,
    ),
    derived(
      'MPBF_Tandon_Method_I',
      'MPBF (Tandon Method I)',
      maximumPermissibleBankFinanceMethodI,
      'cma-domain §4 optional; Tandon I: 25% of the gap from long-term sources',
      opt,
    ),

    header('h_fixedAssets', 'FIXED ASSETS – MARGIN OF SECURITY'),
    derived('Gross_Fixed_Assets', 'Gross Fixed Assets', al('grossBlock'), row(26)),
    derived('WDV_of_Fixed_Assets', 'WDV of Fixed Assets', al('netFixedAssets'), row(27)),
    derived('Term_Loan_O_and_s', 'Term Loans Outstanding', termLoansOutstanding, row(28)),
    derived('Gross_Fixed_Assets_and_Term_Loan_O_and_s', 'Gross Fixed Assets / Term Loan', grossFixedAssetsToTermLoans, row(29), { unit: 'times' }),
    derived('Margin', 'Margin', fixedAssetMargin, row(30)),
    derived('Security_Margin', 'Security Margin', securityMarginPercent, row(31), { unit: 'percent' }),
    derived('Average_Security_Margin', 'Average Security Margin', averageSecurityMargin, `${row(32)}: the mean of row 31 over this and every earlier period`, {
      unit: 'percent',
    }),
    derived('Fixed_Asset_Coverage_Ratio', 'Fixed Asset Coverage Ratio (FACR)', fixedAssetCoverageRatio, row(33), {
      unit: 'times',
    }),

    header('h_termLoanServicing', 'TERM LOAN SERVICING'),
    derived('IF_Cash_accrual_TL_Installment', 'Cash accrual > TL instalment?', cashAccrualCoversInstalments, row(34), {
      unit: 'yesno',
    }),
    derived('Cash_Accrual', 'Cash Accrual (net)', op('netCashAccrual'), `${row(35)}: net cash accrual`),
    derived('TL_Installment', 'TL Instalment (due within 1 year)', termLoanInstalments, row(36)),
    derived('Difference', 'Difference', cashAccrualSurplus, row(37)),
    derived('Net_DSCR', 'Instalment cover (net cash accrual ÷ typed TL instalment)', netDebtServiceCoverage, `${row(38)}; §9 DSCR`, { unit: 'times' }),
    derived(
      'Gross_DSCR',
      'Gross instalment cover (approx.: all interest taken as TL interest, not the tenor DSCR)',
      grossDebtServiceCoverage,
      'cma-domain §4 optional; §9 DSCR',
      { unit: 'times', ...opt },
    ),
  ],
};
