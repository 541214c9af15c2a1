// Over 300 lines: Forms II–VI as data, one table per form, laid out as the reference prints them.
import { normLabel } from './catalogue';
import { DEFAULT_COMPANY_TYPE, isFirm } from './company-type';
import type { CompanyType } from './company-type';
import { add, delta, div, evaluate, months, num, pct, prev, ref, sub } from './formula';
import type { Expr, PeriodContext, Resolve, Value } from './formula';
import { contextOf } from './model';
import type { Settings, SettingKey } from './settings';
import * as flow from './assessment/fundflow';
import { NO_PROFIT_REASON, ratioVerdict, TNW_RULE } from './verdict';
import type { RatioRule } from './verdict';

/** An item the product does not capture: printed "—" with the reason as a footnote (cma-forms §6). */
export interface NotFurnished {
  readonly notFurnished: string;
}

/**
 * One printed item of a CMA form (cma-forms §3, §4.3), in the bank's order: its number ("5.i"; empty for
 * a sub-total printed without one), its label as printed, and what fills it in each period: a formula
 * over the catalogues' rows, `null` for a heading, or {@link NotFurnished} (never an invented figure).
 */
export interface FormItem {
  readonly no: string;
  readonly label: string;
  readonly value: Expr | NotFurnished | null;
  /** Form IV: the holding level printed under the amount, months. */
  readonly months?: Expr;
  /** The rule of the months (Form IV item 2: spares consumed, or the repairs proxy when blank). */
  readonly monthsRule?: RatioRule;
  /** The percentage setting the label names at its default (see `labelOf`). */
  readonly norm?: SettingKey;
  /** A ratio line's "NM" / "—" rule, applied by `ratioVerdict` wherever the line is printed. */
  readonly rule?: RatioRule;
  /** The label printed for a proprietorship or partnership, whose owners draw rather than take dividends. */
  readonly firmLabel?: string;
}

/** A CMA form: its number, title as printed and items in order. */
export interface CmaForm {
  readonly id: 'II' | 'III' | 'IV' | 'V' | 'VI';
  readonly title: string;
  readonly items: readonly FormItem[];
}

const item = (no: string, label: string, value: Expr | NotFurnished | null, extra: Partial<FormItem> = {}): FormItem => ({
  no,
  label,
  value,
  ...extra,
});
const heading = (no: string, label: string): FormItem => item(no, label, null);
const notFurnished = (no: string, label: string, why: string): FormItem => item(no, label, { notFurnished: why });

const o = (key: string): Expr => ref(`opstmt.${key}`);

/** Raw materials consumed, imported: opening imported stock (the previous period's closing) + imported purchases − closing. */
const importedConsumption = add(sub(prev('opstmt.closingStockRMImported'), o('closingStockRMImported')), o('purchaseRMImported'));

/** Nothing imported in the period: a first period's split of RM consumed is then known (0.00 imported). */
const noImports: readonly Expr[] = [o('purchaseRMImported'), o('closingStockRMImported')];

/** Retained profit ÷ net profit × 100, percent; "—" when PAT ≤ 0 (its rule, below): a share of a loss means nothing. */
const retainedShare = pct(o('retainedProfit'), o('netProfitAfterTaxLoss'));
const noProfit: RatioRule = { kind: 'positive', of: o('netProfitAfterTaxLoss'), reason: NO_PROFIT_REASON };

/** Spares consumed (Form II 5.ii), a memo within the costs typed; blank, repairs & maintenance stands in. */
const sparesConsumed = add(o('sparesConsumedImported'), o('sparesConsumedIndigenous'));
/** The footnote of a line that uses the proxy (a note, never a label: the form's label stays the bank's). */
export const SPARES_PROXY_NOTE = 'Spares consumed not entered: repairs & maintenance is shown as a proxy for other spares (5.ii)';
const sparesProxy = (then?: Expr): RatioRule => ({
  kind: 'proxy',
  blank: [o('sparesConsumedImported'), o('sparesConsumedIndigenous')],
  note: SPARES_PROXY_NOTE,
  ...(then ? { then } : {}),
});

/** Form II, operating statement (cma-forms §3.2). */
export const FORM_II: CmaForm = {
  id: 'II',
  title: 'Form II — Operating statement',
  items: [
    heading('1', 'Gross sales'),
    item('1.i', 'Domestic sales', o('salesDomestic')),
    item('1.ii', 'Export sales', o('salesExports')),
    item('1.iii', 'Add: other revenue income', o('others')),
    item('', 'Total', o('totalSales')),
    notFurnished('2', 'Less: Excise duty', 'Sales are net of GST; excise duty applies only to goods outside GST'),
    item('3', 'Net sales (1 − 2)', o('totalSales')),
    item('4', '% age rise (+) or fall (−) in net sales as compared to previous year (annualised)', ref('ratios.percent_rise_ans_fall_in_sales')),
    heading('5', 'Cost of sales'),
    item('5.i', 'Raw materials (including stores and other items used in the process of manufacture)', ref('ratios.consumption_of_raw_materials')),
    item('5.i.a', 'Imported', importedConsumption, { rule: { kind: 'nilSplit', nil: noImports, then: num('0') } }),
    item('5.i.b', 'Indigenous', sub(ref('ratios.consumption_of_raw_materials'), importedConsumption), {
      rule: { kind: 'nilSplit', nil: noImports, then: ref('ratios.consumption_of_raw_materials') },
    }),
    item('5.ii', 'Other spares', sparesConsumed, { rule: sparesProxy(o('repairsMaintenance')) }),
    item('5.ii.a', 'Imported', o('sparesConsumedImported'), { rule: sparesProxy() }),
    item('5.ii.b', 'Indigenous', o('sparesConsumedIndigenous'), { rule: sparesProxy() }),
    item('5.iii', 'Power and fuel', o('powerFuel')),
    item('5.iv', 'Direct labour (factory wages & salaries)', o('directLabour')),
    // Spares entered come out of repairs and other manufacturing expenses, so the sub-total (5.vii) stays the same.
    item('5.v', 'Other manufacturing expenses', sub(add(o('mfgDirectExpenses'), o('repairsMaintenance')), sparesConsumed), {
      rule: sparesProxy(o('mfgDirectExpenses')),
    }),
    item('5.vi', 'Depreciation', o('depreciation')),
    item(
      '5.vii',
      'Sub-total (i to vi)',
      add(ref('ratios.consumption_of_raw_materials'), o('repairsMaintenance'), o('powerFuel'), o('directLabour'), o('mfgDirectExpenses'), o('depreciation')),
    ),
    item('5.viii', 'Add: Opening stock-in-process', o('openingStockWIP')),
    item('5.ix', 'Deduct: Closing stock-in-process', o('closingStockWIP')),
    item('5.x', 'Cost of production', o('costOfProduction')),
    item('5.xi', 'Add: Opening stock of finished goods', o('openingStockFinishedGoods')),
    item('5.xii', 'Deduct: Closing stock of finished goods', o('closingStockFinishedGoods')),
    item('5.xiii', 'Sub-total (total cost of sales)', o('costOfSales')),
    item('6', 'Selling, general and administrative expenses', o('sellingAdmExpenses')),
    item('7', 'Sub-total (5 + 6)', add(o('costOfSales'), o('sellingAdmExpenses'))),
    item('8', 'Operating profit before interest (3 − 7)', add(o('operatingProfitLoss'), o('interestFinCharges'))),
    item('9', 'Interest', o('interestFinCharges')),
    item('10', 'Operating profit after interest (8 − 9)', o('operatingProfitLoss')),
    item('11.i', 'Add: Other non-operating income', o('addOtherIncome')),
    item('11.ii', 'Deduct: Other non-operating expenses', o('lessOtherExpenses')),
    item('11.iii', 'Net of other non-operating income / expenses', sub(o('addOtherIncome'), o('lessOtherExpenses'))),
    item('12', 'Profit before tax / loss [10 + 11(iii)]', o('profitBeforeTax')),
    item('13', 'Provision for taxes', o('provisionForTaxes')),
    item('14', 'Net profit / loss (12 − 13)', o('netProfitAfterTaxLoss')),
    item('15.a', 'Equity dividend paid — amount (drawings for a firm)', o('dividendDrawings')),
    notFurnished('15.b', 'Dividend rate (% age)', 'not captured; not derived from dividends ÷ capital, which mixes preference dividend, tax and drawings'),
    item('16', 'Retained profit (14 − 15)', o('retainedProfit')),
    item('17', 'Retained profit / Net profit (% age)', retainedShare, { rule: noProfit }),
  ],
};

const a = (key: string): Expr => ref(`assetnliabs.${key}`);
const c = (key: string): Expr => ref(`ocaocl.${key}`);
const NOT_CAPTURED = 'not captured';

/** Form III total term liabilities (item 17): term liabilities with the revaluation reserve moved to net worth. */
const formIIITermLiabilities = sub(a('longTermLiab'), c('revaluationReserve'));
/** Form III net worth (item 24): with the revaluation reserve, less a P&L debit balance. */
const formIIINetWorth = sub(add(a('netWorth'), c('revaluationReserve')), a('profitLossAc'));
/** Form III intangibles (item 42): without the P&L debit balance, which item 23 shows as a deficit. */
const formIIIIntangibles = add(a('expensesNotWrittenOff'), a('deferedRevenueExpenditure'));

/**
 * Form III, analysis of the balance sheet (cma-forms §3.3). The revaluation reserve moves from term
 * liabilities to net worth and a P&L debit balance from intangibles to a deficit in net worth, so items
 * 17, 18, 24, 25, 42 and 43 differ from the Assets & Liabilities totals by those two amounts.
 */
export const FORM_III: CmaForm = {
  id: 'III',
  title: 'Form III — Analysis of balance sheet',
  items: [
    heading('', 'CURRENT LIABILITIES'),
    heading('1', 'Short-term borrowings from banks (including bills purchased, discounted & excess borrowings placed on repayment basis)'),
    item('1.i', 'From applicant bank', a('wcBorrowingsFromIob')),
    item('1.ii', 'From other banks (includes institutions)', a('wcFromBanksInstitution')),
    notFurnished('1.iii', '(of which BP & BD)', NOT_CAPTURED),
    item('', 'Sub-total (A)', ref('ratios.total_bank_borrowings')),
    notFurnished('2', 'Short-term borrowings from others', NOT_CAPTURED),
    item('3', 'Sundry creditors (trade)', a('sundryCreditorsTrade')),
    item('4', 'Advance payments from customers / deposits from dealers', c('advancesFromCustomers')),
    item('5', 'Provision for taxation', c('provisionForTaxEtc')),
    notFurnished('6', 'Dividend payable', 'included in items 5 / 9'),
    notFurnished('7', 'Other statutory liabilities (due within one year)', 'included in items 5 / 9'),
    item(
      '8',
      'Deposits / instalments of term loans / DPGs / debentures, etc. (due within one year)',
      add(c('tlInstDueIn1YearIob'), c('tlInstDueIn1YearBankInst')),
    ),
    item(
      '9',
      'Other current liabilities & provisions (due within one year)',
      sub(add(c('sundryCreditorsExpenses'), c('expensesPayable'), c('othersCurrentLiabilities')), c('advancesFromCustomers')),
    ),
    item('', 'Sub-total (B)', ref('wctl.TOTAL_LIABILITIES')),
    item('10', 'Total current liabilities (total of 1 to 9)', a('totalCurrentLiab')),
    heading('', 'TERM LIABILITIES'),
    notFurnished('11', 'Debentures (not maturing within one year)', 'entered under term loans or other term liabilities'),
    notFurnished('12', 'Preference shares (redeemable after one year)', 'entered under term loans or other term liabilities'),
    item('13', 'Term loans (excluding instalments payable within one year)', add(a('termLoanIob'), a('termLoanOtherBanks'), a('termLoanInstitution'))),
    notFurnished('14', 'Deferred payment credits (excluding instalments due within one year)', 'entered under term loans or other term liabilities'),
    notFurnished('15', 'Term deposits (repayable after one year)', 'entered under term loans or other term liabilities'),
    item('16', 'Other term liabilities', add(c('unsecuredLoanPromotors'), c('deferredTax'), c('securityDeposit'))),
    item('17', 'Total term liabilities (total of 11 to 16)', formIIITermLiabilities),
    item('18', 'Total outside liabilities (10 + 17)', sub(a('totalOutsideLiab'), c('revaluationReserve'))),
    heading('', 'NET WORTH'),
    item('19', 'Ordinary share capital', a('paidUpCapital')),
    item('20', 'Reserves and surplus (general and other reserves, P&L balance carried in reserves)', a('reservesSurplus')),
    item('21', 'Revaluation reserve', c('revaluationReserve')),
    notFurnished('22', 'Other reserves (excluding provisions)', 'included in item 20'),
    item('23', 'Surplus (+) or deficit (−) in Profit & Loss account', sub(a('profitLossAcc'), a('profitLossAc'))),
    item('24', 'Net worth', formIIINetWorth),
    item('25', 'Total liabilities (18 + 24)', sub(a('totalLiab'), a('profitLossAc'))),
    heading('', 'CURRENT ASSETS'),
    item('26', 'Cash and bank balances', c('cashAndBankBalance')),
    heading('27', 'Investments (other than long-term investments)'),
    notFurnished('27.i', 'Government and other trustee securities', 'included in other current assets'),
    item('27.ii', 'Fixed deposits with banks', c('fixedDepositsWithBank')),
    item(
      '28.i',
      'Receivables other than deferred & exports (including bills purchased & discounted by bankers)',
      sub(a('tradeDebtors6'), a('exportReceivables')),
    ),
    item('28.ii', 'Export receivables (including bills purchased and discounted by bankers)', a('exportReceivables')),
    notFurnished('29', 'Instalments of deferred receivables (due within one year)', 'included in other current assets'),
    heading('30', 'Inventory'),
    item('30.i', 'Raw materials (including stores and other items used in the process of manufacture)', a('closingStockRM')),
    item('30.i.a', 'Imported', o('closingStockRMImported')),
    item('30.i.b', 'Indigenous', sub(a('closingStockRM'), o('closingStockRMImported'))),
    item('30.ii', 'Stocks-in-process', a('closingStockWIP')),
    item('30.iii', 'Finished goods', a('closingStockFinishedGoods')),
    item('30.iv', 'Other consumable spares', a('consumableSpares')),
    item('31', 'Advances to suppliers of raw materials and stores / spares', c('advanceToSuppliers')),
    item('32', 'Advance payment of taxes', c('advanceIncomeTaxSalesTax')),
    item('33', 'Other current assets', add(c('advanceToStaffDirectors'), c('exciseCustomsTuf'), c('loansAndAdvances'), c('others'))),
    item('34', 'Total current assets (total of 26 to 33)', a('totalCurrentAssets')),
    heading('', 'FIXED ASSETS'),
    item('35', 'Gross block (land & building, machinery, work-in-process)', a('grossBlock')),
    item('36', 'Depreciation to date', a('lessDepreciation')),
    item('37', 'Net block (35 − 36)', a('netFixedAssets')),
    heading('', 'OTHER NON-CURRENT ASSETS'),
    heading('38', 'Investments / book debts / advances / deposits which are not current assets'),
    item('38.i.a', 'Investments in subsidiary companies / affiliates (includes loans to associates)', a('investmtLoanToAssociate')),
    item('38.i.b', 'Others', c('investment')),
    notFurnished('38.ii', 'Advances to suppliers of capital goods and contractors', 'included in other non-current assets'),
    notFurnished('38.iii', 'Deferred receivables (maturity exceeding one year)', 'included in other non-current assets'),
    item('38.iv', 'Others', add(c('securityDepositsEbEtc'), c('loanAndAdvances'), c('sundryDebtorsGreater6months'), c('interestAccruedOnLoans'))),
    notFurnished('39', 'Non-consumable stores and spares', 'included in other non-current assets'),
    item('40', 'Other non-current assets including dues from directors', c('othersNonCurrent')),
    item('41', 'Total other non-current assets (total of 38 to 40)', a('totalNca')),
    item('42', 'Intangible assets (patents, goodwill, preliminary expenses, bad / doubtful debts not provided for, etc.)', formIIIIntangibles),
    item('43', 'Total assets (34 + 37 + 41 + 42)', sub(a('totalAssets'), a('profitLossAc'))),
    item('44', 'Tangible net worth (24 − 42; excluding the revaluation reserve, as banks read it)', ref('ratios.tangible_net_worth')),
    item('45', 'Net working capital [(17 + 24) − (37 + 41 + 42)] to tally with (34 − 10)', ref('ratios.net_working_capital')),
    item('46', 'Current ratio (34 / 10)', ref('ratios.current_ratio')),
    item('47', 'Total outside liabilities / Tangible net worth (18 / 44)', ref('ratios.TOl_and_TNW'), { rule: TNW_RULE }),
    item('48', 'Total term liabilities / Tangible net worth (17 / 44)', div(formIIITermLiabilities, ref('ratios.tangible_net_worth')), { rule: TNW_RULE }),
    heading('', 'ADDITIONAL INFORMATION'),
    item('A', 'Arrears of depreciation', a('arrearsOfDepreciation')),
    item('B', 'Contingent liabilities', a('contingentLiabilities')),
  ],
};

/**
 * Form III item 45 the long way, (17 + 24) − (37 + 41 + 42), which must equal item 45 = 34 − 10
 * (cma-forms §1.3); the tests assert it.
 */
export const formIIINetWorkingCapitalCheck: Expr = sub(
  add(formIIITermLiabilities, formIIINetWorth),
  add(a('netFixedAssets'), a('totalNca'), formIIIIntangibles),
);

/** Form IV, comparative statement of current assets and current liabilities (cma-forms §3.4). */
export const FORM_IV: CmaForm = {
  id: 'IV',
  title: 'Form IV — Comparative statement of current assets and current liabilities',
  items: [
    heading('A', 'CURRENT ASSETS'),
    item('1', "Raw materials (including stores and other items used in the process of manufacture) (months' consumption)", ref('assetnliabs.closingStockRM'), {
      months: ref('wctl.months_consumption'),
    }),
    item('1(a)', 'Imported', ref('opstmt.closingStockRMImported')),
    item('1(b)', 'Indigenous', sub(ref('assetnliabs.closingStockRM'), ref('opstmt.closingStockRMImported'))),
    item('2', "Other consumable spares, excluding those included in 1 above (months' consumption)", ref('assetnliabs.consumableSpares'), {
      months: months(ref('assetnliabs.consumableSpares'), sparesConsumed),
      monthsRule: sparesProxy(ref('wctl.months_consumption_cs')),
    }),
    item('3', "Stock-in-process (months' cost of production)", ref('assetnliabs.closingStockWIP'), {
      months: ref('wctl.months_cost_of_production'),
    }),
    item('4', "Finished goods (months' cost of sales)", ref('assetnliabs.closingStockFinishedGoods'), {
      months: ref('wctl.months_cost_of_sales'),
    }),
    item(
      '5',
      "Receivables other than export & deferred receivables (months' domestic sales)",
      sub(ref('assetnliabs.tradeDebtors6'), ref('assetnliabs.exportReceivables')),
      { months: months(sub(ref('assetnliabs.tradeDebtors6'), ref('assetnliabs.exportReceivables')), add(ref('opstmt.salesDomestic'), ref('opstmt.others'))) },
    ),
    item('6', "Export receivables (months' export sales)", ref('assetnliabs.exportReceivables'), {
      months: months(ref('assetnliabs.exportReceivables'), ref('opstmt.salesExports')),
    }),
    item('7', 'Advances to suppliers of raw materials & stores / spares, consumables', ref('ocaocl.advanceToSuppliers')),
    item(
      '8',
      'Other current assets including cash & bank balances & deferred receivables due within one year',
      sub(ref('ocaocl.totalOtherCurrentAssets'), ref('ocaocl.advanceToSuppliers')),
    ),
    item('9', 'Total current assets (to agree with item 34 of Form III)', ref('assetnliabs.totalCurrentAssets')),
    heading('B', 'CURRENT LIABILITIES (other than bank borrowings for working capital)'),
    item('10', "Creditors for purchase of raw materials, stores & consumable spares (months' purchases)", ref('assetnliabs.sundryCreditorsTrade'), {
      months: ref('wctl.months_purchases'),
    }),
    item('11', 'Advances from customers', ref('ocaocl.advancesFromCustomers')),
    item('12', 'Statutory liabilities', ref('ocaocl.provisionForTaxEtc')),
    item(
      '13',
      'Other current liabilities (short-term borrowings, unsecured loans, dividend payable, instalments of TL, DPG, public deposits, debentures, etc.)',
      sub(sub(ref('ocaocl.totalOtherCurrentLiabilities'), ref('ocaocl.provisionForTaxEtc')), ref('ocaocl.advancesFromCustomers')),
    ),
    item('14', 'Total (to agree with sub-total B of Form III)', ref('wctl.TOTAL_LIABILITIES')),
  ],
};

/** Form V, computation of maximum permissible bank finance for working capital (cma-forms §3.5). */
export const FORM_V: CmaForm = {
  id: 'V',
  title: 'Form V — Computation of maximum permissible bank finance for working capital',
  items: [
    item('1', 'Total current assets (9 in Form IV)', ref('wctl.TOTAL_CHARGEABLE_CA')),
    item('2', 'Other current liabilities (other than bank borrowings) (14 of Form IV)', ref('wctl.TOTAL_LIABILITIES')),
    item('3', 'Working capital gap (WCG) (1 − 2)', ref('wctl.Working_Capital_Gap_A')),
    item(
      '4',
      'Min. stipulated net working capital, i.e. 25% of total current assets excluding export receivables',
      ref('wctl.twenrtfive_percent_Margin_on_C_A_B'),
      { norm: 'tandonMarginPct' },
    ),
    item('5', 'Actual / projected net working capital (45 in Form III)', ref('wctl.Actual_and_Projected_N_W_C')),
    item('6', 'Item 3 minus item 4', ref('wctl.A_B_I')),
    item('7', 'Item 3 minus item 5', ref('wctl.A_C_II')),
    item('8', 'Maximum permissible bank finance (item 6 or 7, whichever is lower)', ref('wctl.MPBF_Lower_of_I_or_II')),
    item('9', 'Excess borrowings representing shortfall in NWC (4 − 5)', ref('wctl.Shortfall_in_NWC')),
  ],
};

/** Form VI, funds flow statement (cma-forms §4.3): the fund flow screen's items, as printed. */
export const FORM_VI: CmaForm = {
  id: 'VI',
  title: 'Form VI — Funds flow statement',
  items: [
    heading('1', 'SOURCES'),
    item('1.a', 'Net profit', flow.fundsNetProfit),
    item('1.b', 'Depreciation', flow.fundsDepreciation),
    item('1.c', 'Increase in capital', flow.capitalIncrease),
    item('1.d', 'Increase in term liabilities (including public deposits)', flow.termLiabilitiesIncrease),
    item('1.e.i', 'Decrease in: Fixed assets', flow.fixedAssetsDecrease),
    item('1.e.ii', 'Decrease in: Other non-current assets', flow.nonCurrentAssetsDecrease),
    item('1.f', 'Others', flow.otherSources),
    item('1.g', 'Total', flow.longTermSources),
    heading('2', 'USES'),
    item('2.a', 'Net loss', flow.fundsNetLoss),
    item('2.b', 'Decrease in term liabilities (including public deposits)', flow.termLiabilitiesDecrease),
    item('2.c.i', 'Increase in: Fixed assets', flow.fixedAssetsIncrease),
    item('2.c.ii', 'Increase in: Other non-current assets', flow.nonCurrentAssetsIncrease),
    item('2.d', 'Dividend payments', flow.dividendPayments, { firmLabel: 'Dividend / drawings' }),
    item('2.e', 'Others', flow.otherUses),
    item('2.f', 'Total', flow.longTermUses),
    item('3', 'Long term surplus (+) / deficit (−) [1 − 2]', flow.longTermSurplus),
    item('4', 'Increase / decrease in current assets* (as per details given below)', flow.currentAssetsChange),
    item('5', 'Increase / decrease in current liabilities other than bank borrowings', flow.otherCurrentLiabilitiesChange),
    item('6', 'Increase / decrease in working capital gap', flow.workingCapitalGapChange),
    item('7', 'Net surplus (+) / deficit (−) [difference of 3 and 6]', flow.netSurplus),
    item('8', 'Increase / decrease in bank borrowings', flow.bankBorrowingsChange),
    item('', 'Increase / decrease in net sales', delta('opstmt.totalSales')),
    heading('', '*Break-up of (4)'),
    item('i', 'Increase / decrease in raw materials', flow.currentAssetsBreakUp[0]!),
    item('ii', 'Increase / decrease in stocks-in-process', flow.currentAssetsBreakUp[1]!),
    item('iii', 'Increase / decrease in finished goods', flow.currentAssetsBreakUp[2]!),
    item('iv.a', 'Increase / decrease in receivables — Domestic', flow.domesticReceivablesChange),
    item('iv.b', 'Increase / decrease in receivables — Export', flow.exportReceivablesChange),
    item('v', 'Increase / decrease in stores and spares', flow.currentAssetsBreakUp[5]!),
    item('vi', 'Increase / decrease in other current assets', flow.currentAssetsBreakUp[6]!),
  ],
};

/** Forms II–VI as data, in order. Form I (facilities) is not captured (see docs/domain.md). */
export const CMA_FORMS: readonly CmaForm[] = [FORM_II, FORM_III, FORM_IV, FORM_V, FORM_VI];

/**
 * An item's label under the analysis's settings ("25%" follows the Tandon margin) for a company of `companyType`
 * (Form VI 2.d reads "Dividend / drawings" for a proprietorship or partnership).
 */
export function formItemLabel(formItem: FormItem, settings: Settings, companyType: CompanyType = DEFAULT_COMPANY_TYPE): string {
  return normLabel(formItemBaseLabel(formItem, companyType), formItem.norm, settings);
}

/** An item's label for a company of `companyType`, a quoted norm at its default ("25% of …"; see {@link formItemLabel}). */
export function formItemBaseLabel(formItem: FormItem, companyType: CompanyType = DEFAULT_COMPANY_TYPE): string {
  return isFirm(companyType) ? (formItem.firmLabel ?? formItem.label) : formItem.label;
}

/**
 * What an item prints for one company in one period, its rules applied: the exact amount (`null` → "—";
 * an "NM" ratio keeps its figure) and, on Form IV, the months of holding; the reason for an item not furnished; `undefined` for a heading. `context`
 * defaults to the resolver's own periods (a resolver of model.ts).
 */
export function formItemValues(
  formItem: FormItem,
  resolve: Resolve,
  settings: Settings,
  context: PeriodContext = contextOf(resolve),
): { readonly value: Value; readonly months?: Value } | NotFurnished | undefined {
  if (formItem.value === null) {
    return undefined;
  }
  if ('notFurnished' in formItem.value) {
    return formItem.value;
  }
  const byRule = (rule: RatioRule | undefined, expr: Expr): Value => {
    const verdict = ratioVerdict(rule, resolve, settings, context);
    return verdict.kind === 'value' ? verdict.value : verdict.kind === 'na' ? null : evaluate(expr, resolve, settings, context);
  };
  const value = byRule(formItem.rule, formItem.value);
  return formItem.months === undefined ? { value } : { value, months: byRule(formItem.monthsRule, formItem.months) };
}
