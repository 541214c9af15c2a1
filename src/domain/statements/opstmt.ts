import type { Screen } from '../catalogue';
import { add, sub } from '../formula';
import { derived, header, input, memo, ofWhich, op } from '../rows';

const S = 'cma-domain §2.1';

/**
 * The operating statement (`/opstmt`, spec §3, cma-domain §2.1): 21 inputs and 11 derived rows,
 * amounts in the analysis's unit, plus the optional imported split of raw material (cma-forms §6).
 */
export const OPERATING_STATEMENT: Screen = {
  id: 'opstmt',
  title: 'Operating Statement',
  rows: [
    header('h_netSales', 'NET SALES'),
    input('salesDomestic', 'Sales / Receipts – Domestic'),
    input('salesExports', 'Sales – Exports'),
    input('others', 'Others'),
    derived('totalSales', 'TOTAL SALES', add(op('salesDomestic'), op('salesExports'), op('others')), `${S} #5; spec §5`),
    header('h_costOfSales', 'COST OF SALES — Add: Opening stock'),
    input('openingStockFinishedGoods', 'Finished Goods (opening)'),
    input('openingStockWIP', 'Work in Process (opening)'),
    input('openingStockRM', 'Raw Material (opening)'),
    input('purchaseRM', 'Purchase / RM'),
    ofWhich('purchaseRMImported', 'of which: Imported RM purchases', 'purchaseRM'),
    input('powerFuel', 'Power & Fuel'),
    input('directLabour', 'Direct Labour'),
    input('repairsMaintenance', 'Repairs & Maintenance'),
    // Memo (Form II 5.ii): the spares consumed within the costs above; blank, Form II uses repairs as the proxy.
    memo('sparesConsumedImported', 'Spares consumed – Imported (memo)'),
    memo('sparesConsumedIndigenous', 'Spares consumed – Indigenous (memo)'),
    input('mfgDirectExpenses', 'Mfg / Direct Expenses'),
    input('depreciation', 'Depreciation'),
    header('h_closingStock', 'LESS: Closing stock'),
    input('closingStockFinishedGoods', 'Finished Goods (closing)'),
    input('closingStockWIP', 'Work in Process (closing)'),
    input('closingStockRM', 'Raw Material (closing)'),
    ofWhich('closingStockRMImported', 'of which: Imported RM (closing)', 'closingStockRM'),
    derived(
      'costOfSales',
      'COST OF SALES',
      sub(add(op('costOfProduction'), op('openingStockFinishedGoods')), op('closingStockFinishedGoods')),
      `${S} #18; spec §5`,
    ),
    derived(
      'costOfProduction',
      'COST OF PRODUCTION',
      sub(
        add(
          op('openingStockWIP'),
          op('openingStockRM'),
          op('purchaseRM'),
          op('powerFuel'),
          op('directLabour'),
          op('repairsMaintenance'),
          op('mfgDirectExpenses'),
          op('depreciation'),
        ),
        add(op('closingStockWIP'), op('closingStockRM')),
      ),
      `${S} #19; spec §5`,
    ),
    derived('grossProfitLoss', 'GROSS PROFIT (+) / LOSS (−)', sub(op('totalSales'), op('costOfSales')), `${S} #20`),
    input('sellingAdmExpenses', 'Selling & Adm Expenses'),
    input('interestFinCharges', 'Interest & Fin Charges'),
    derived(
      'operatingProfitLoss',
      'OPERATING PROFIT / LOSS',
      sub(op('grossProfitLoss'), add(op('sellingAdmExpenses'), op('interestFinCharges'))),
      `${S} #23 (after interest, Indian CMA)`,
    ),
    header('h_otherIncomeExpenses', 'OTHER INCOME / EXPENSE'),
    input('addOtherIncome', 'Add: Other Income', {
      signed:
        'Schedule III Part II "Other income" is a net figure: a loss on sale of assets or on exchange, or an earlier income reversed, can exceed the year\'s income (Form II 11.i)',
    }),
    input('lessOtherExpenses', 'Less: Other Expenses', {
      signed:
        'a write-back of an earlier year\'s provision or a prior-period credit (Schedule III "exceptional / prior-period items") can exceed the year\'s other expenses (Form II 11.ii)',
    }),
    derived('profitBeforeTax', 'PROFIT BEFORE TAX', sub(add(op('operatingProfitLoss'), op('addOtherIncome')), op('lessOtherExpenses')), `${S} #27`),
    input('provisionForTaxes', 'Provision for Taxes', {
      signed:
        'Schedule III Part II "Tax expense" is current tax plus deferred tax: a deferred-tax credit in a loss year or a MAT credit makes it negative (Form II 13, "including deferred tax")',
    }),
    derived('netProfitAfterTaxLoss', 'Net Profit after Tax / Loss', sub(op('profitBeforeTax'), op('provisionForTaxes')), `${S} #29`),
    derived('pbdIT', 'P B D I T', add(op('profitBeforeTax'), op('depreciation'), op('interestFinCharges')), `${S} #30`),
    derived('cashAccruals', 'Cash Accruals', add(op('netProfitAfterTaxLoss'), op('depreciation')), `${S} #31`),
    input('dividendDrawings', 'Dividend / Drawings'),
    derived('retainedProfit', 'Retained Profit', sub(op('netProfitAfterTaxLoss'), op('dividendDrawings')), `${S} #33`),
    derived('netCashAccrual', 'Net Cash Accrual', sub(op('cashAccruals'), op('dividendDrawings')), `${S} #34`),
  ],
};
