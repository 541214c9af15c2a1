import { normLabel } from './catalogue';
import { add, delta, evaluate, months, pct, prev, ref, sub } from './formula';
import type { Expr, PeriodContext, Resolve, Value } from './formula';
import { contextOf } from './model';
import type { Settings, SettingKey } from './settings';
import * as flow from './assessment/fundflow';

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
  /** The percentage setting the label names at its default (see `labelOf`). */
  readonly norm?: SettingKey;
}

/** A CMA form: its number, title as printed and items in order. */
export interface CmaForm {
  readonly id: 'II' | 'IV' | 'V' | 'VI';
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

/**
 * Retained profit ÷ net profit × 100, percent. "—" when PAT is 0; cma-forms also prints "—" for a loss,
 * which the DSL has no test for yet, so a loss year prints the ratio as computed (see docs/domain.md).
 */
const retainedShare = pct(o('retainedProfit'), o('netProfitAfterTaxLoss'));

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
    item('5.i.a', 'Imported', importedConsumption),
    item('5.i.b', 'Indigenous', sub(ref('ratios.consumption_of_raw_materials'), importedConsumption)),
    item('5.ii', 'Other spares (proxy: repairs & maintenance)', o('repairsMaintenance')),
    item('5.iii', 'Power and fuel', o('powerFuel')),
    item('5.iv', 'Direct labour (factory wages & salaries)', o('directLabour')),
    item('5.v', 'Other manufacturing expenses', o('mfgDirectExpenses')),
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
    item('17', 'Retained profit / Net profit (% age)', retainedShare),
  ],
};

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
      months: ref('wctl.months_consumption_cs'),
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
    item("6", "Export receivables (months' export sales)", ref('assetnliabs.exportReceivables'), {
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
    item("10", "Creditors for purchase of raw materials, stores & consumable spares (months' purchases)", ref('assetnliabs.sundryCreditorsTrade'), {
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
    item('2.d', 'Dividend payments', flow.dividendPayments),
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

/** The forms written as data so far, in order. Forms I and III are not yet (see docs/domain.md). */
export const CMA_FORMS: readonly CmaForm[] = [FORM_II, FORM_IV, FORM_V, FORM_VI];

/** An item's label under the analysis's settings ("25%" follows the Tandon margin). */
export function formItemLabel(formItem: FormItem, settings: Settings): string {
  return normLabel(formItem.label, formItem.norm, settings);
}

/**
 * What an item prints for one company in one period: the exact amount (`null` → "—") and, on Form IV,
 * the months of holding; the reason for an item not furnished; `undefined` for a heading. `context`
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
  const value = evaluate(formItem.value, resolve, settings, context);
  return formItem.months === undefined ? { value } : { value, months: evaluate(formItem.months, resolve, settings, context) };
}
