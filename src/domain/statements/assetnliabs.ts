import type { Screen } from '../catalogue';
import { add, eqZero, sub } from '../formula';
import type { Expr } from '../formula';
import { al, derived, header, input, memo, oca, ofWhich, op } from '../rows';

const S = 'cma-domain §2.3; spec §5';
const link = (key: string, label: string, from: Expr, source: string) => derived(key, label, from, source, { link: true });

/**
 * Assets & liabilities (`/asset`, spec §3, cma-domain §2.3). Closing stocks come from the operating
 * statement and the "other" rows from the OCA/OCL schedule: those links are read-only here.
 */
export const ASSETS_LIABILITIES: Screen = {
  id: 'assetnliabs',
  title: 'Assets & Liabilities',
  rows: [
    header('h_currentAssets', 'CURRENT ASSETS'),
    link('closingStockRM', 'Raw Materials', op('closingStockRM'), 'Linked: Operating Statement, closing stock RM'),
    link('closingStockWIP', 'Stock in Process', op('closingStockWIP'), 'Linked: Operating Statement, closing stock WIP'),
    link('closingStockFinishedGoods', 'Finished Goods', op('closingStockFinishedGoods'), 'Linked: Operating Statement, closing stock FG'),
    input('consumableSpares', 'Consumable Spares'),
    input('tradeDebtors6', 'Trade Debtors < 6 months', { negativeGoesTo: 'ocaocl.advancesFromCustomers' }),
    ofWhich('exportReceivables', 'of which: Export receivables', 'tradeDebtors6'),
    link('otherCurrentAssets', 'Other Current Assets', oca('totalOtherCurrentAssets'), 'Linked: OCA & OCL, total other current assets'),
    derived(
      'totalCurrentAssets',
      'TOTAL CURRENT ASSETS',
      add(...['closingStockRM', 'closingStockWIP', 'closingStockFinishedGoods', 'consumableSpares', 'tradeDebtors6', 'otherCurrentAssets'].map(al)),
      S,
    ),
    header('h_fixedAssets', 'FIXED ASSETS'),
    input('landBuilding', 'Land & Building'),
    input('plantMachinery', 'Plant & Machinery'),
    input('furnitureFixturesSundries', 'Furniture / Fixtures / Sundries'),
    input('capitalWorkInProgress', 'Capital Work in Progress'),
    derived('grossBlock', 'GROSS BLOCK', add(...['landBuilding', 'plantMachinery', 'furnitureFixturesSundries', 'capitalWorkInProgress'].map(al)), S),
    input('lessDepreciation', 'Less: Accumulated Depreciation'),
    derived('netFixedAssets', 'NET FIXED ASSETS', sub(al('grossBlock'), al('lessDepreciation')), S),
    header('h_nonCurrentAssets', 'NON-CURRENT ASSETS'),
    input('investmtLoanToAssociate', 'Investment / Loan to Associates'),
    link('otherNonCurrentAssets', 'Other Non-Current Assets', oca('totalNonCurrentAssets'), 'Linked: OCA & OCL, total non-current assets'),
    derived('totalNca', 'TOTAL NON-CURRENT ASSETS', add(al('investmtLoanToAssociate'), al('otherNonCurrentAssets')), S),
    header('h_intangibleAssets', 'INTANGIBLE ASSETS'),
    input('expensesNotWrittenOff', 'Expenses not written off'),
    input('profitLossAc', 'Profit & Loss a/c (debit balance)', { negativeGoesTo: 'assetnliabs.profitLossAcc' }),
    input('deferedRevenueExpenditure', 'Deferred Revenue Expenditure'),
    derived('totalIa', 'TOTAL INTANGIBLE ASSETS', add(al('expensesNotWrittenOff'), al('profitLossAc'), al('deferedRevenueExpenditure')), S),
    derived('totalAssets', 'TOTAL ASSETS', add(al('totalCurrentAssets'), al('netFixedAssets'), al('totalNca'), al('totalIa')), S),
    header('h_currentLiabilities', 'CURRENT LIABILITIES'),
    input('wcBorrowingsFromIob', 'WC Borrowings – our bank', { negativeGoesTo: 'ocaocl.cashAndBankBalance' }),
    input('wcFromBanksInstitution', 'WC Borrowings – other Banks / Institutions', { negativeGoesTo: 'ocaocl.cashAndBankBalance' }),
    input('sundryCreditorsTrade', 'Sundry Creditors – Trade', { negativeGoesTo: 'ocaocl.advanceToSuppliers' }),
    link('otherCurrentLiab', 'Other Current Liabilities', oca('totalOtherCurrentLiabilities'), 'Linked: OCA & OCL, total other current liabilities'),
    derived(
      'totalCurrentLiab',
      'TOTAL CURRENT LIABILITIES',
      add(...['wcBorrowingsFromIob', 'wcFromBanksInstitution', 'sundryCreditorsTrade', 'otherCurrentLiab'].map(al)),
      S,
    ),
    header('h_deferredLiabilities', 'DEFERRED LIABILITIES'),
    input('termLoanIob', 'Term Loan – our bank'),
    input('termLoanOtherBanks', 'Term Loan – other Banks'),
    input('termLoanInstitution', 'Term Loan – Institutions'),
    link('otherLongTermLiab', 'Other Long-Term Liabilities', oca('totalOtherTermLiabilities'), 'Linked: OCA & OCL, total other term liabilities'),
    derived('longTermLiab', 'LONG-TERM LIABILITIES', add(...['termLoanIob', 'termLoanOtherBanks', 'termLoanInstitution', 'otherLongTermLiab'].map(al)), S),
    derived('totalOutsideLiab', 'TOTAL OUTSIDE LIABILITIES (TOL)', add(al('totalCurrentLiab'), al('longTermLiab')), S),
    header('h_capitalSurplus', 'CAPITAL & SURPLUS'),
    input('paidUpCapital', 'Paid-up Capital'),
    input('reservesSurplus', 'Reserves & Surplus', {
      signed:
        'Schedule III Part I note "Reserves and surplus": a debit balance of the statement of profit and loss is shown as a negative figure under "Surplus", and the head\'s total may be negative (Form III 20)',
    }),
    input('profitLossAcc', 'Profit & Loss a/c (credit balance)', { negativeGoesTo: 'assetnliabs.profitLossAc' }),
    derived('netWorth', 'NET WORTH', add(al('paidUpCapital'), al('reservesSurplus'), al('profitLossAcc')), S),
    derived('totalLiab', 'TOTAL LIABILITIES', add(al('totalOutsideLiab'), al('netWorth')), S),
    derived('differenceIfAny', 'Difference, if any', sub(al('totalAssets'), al('totalLiab')), S),
    derived('wheatherAssetsLiabTallied', 'Whether Assets & Liab Tallied', eqZero(al('differenceIfAny')), `${S}: Yes only when the difference is exactly 0`, {
      unit: 'yesno',
    }),
    header('h_memo', 'MEMO (in no total)'),
    memo('arrearsOfDepreciation', 'Arrears of depreciation'),
    memo('contingentLiabilities', 'Contingent liabilities'),
  ],
};
