import type { Section } from '../dictionary';
import type { ReservedGroup } from './groups';

/**
 * How a reserved group's ledgers go into the CMA (docs/import.md "Tally"): the side its balances normally
 * stand on, the row its ledgers take unless their names say otherwise, the sections a name may choose a row
 * from, and the row a balance on the other side is reclassified to (cma-domain: a debtor in credit is an
 * advance from a customer, a creditor in debit an advance to a supplier, a bank in credit a working-capital
 * borrowing, Duties & Taxes in debit taxes recoverable).
 */
export interface GroupRule {
  /** The side a ledger of the group normally stands on. */
  readonly side: 'Dr' | 'Cr';
  /** True for income and expense groups: their balances make the year's profit. */
  readonly profitAndLoss: boolean;
  /** The row a ledger takes when its name does not choose one, and how sure that is. */
  readonly row: string | null;
  readonly confidence: number;
  /** Why the group's row, shown as the line's reason. */
  readonly reason: string;
  /** The sections whose rows a ledger's name may choose (none: party ledgers, named after people and firms). */
  readonly byName?: readonly Section[];
  /** Rows of those sections a name may not choose (an indirect expense is no manufacturing cost). */
  readonly except?: readonly string[];
  /** A balance on the other side: the row it goes to, the reason, and an "of which" row it also fills. */
  readonly contra?: { readonly row: string; readonly reason: string; readonly ofWhich?: string };
  /** Blocks the accept until the analyst clears every ledger of the group (Suspense, Branch/Divisions). */
  readonly blocks?: true;
}

const AUTO = 95;
const REVIEW = 80;

/** The rule of every reserved group (the Profit & Loss A/c ledger has its own working: opening + the year's profit). */
export const GROUP_RULES: Readonly<Record<Exclude<ReservedGroup, 'Profit & Loss A/c'>, GroupRule>> = {
  'Capital Account': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.paidUpCapital',
    confidence: AUTO,
    reason: 'Capital Account: paid-up capital',
    byName: ['netWorth'],
  },
  'Reserves & Surplus': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.reservesSurplus',
    confidence: AUTO,
    reason: 'Reserves & Surplus',
    byName: ['netWorth'],
  },
  'Loans (Liability)': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.termLoanOtherBanks',
    confidence: REVIEW,
    reason: 'Loans (Liability): a term loan unless its name says otherwise',
    byName: ['termLiabilities', 'currentLiabilities'],
  },
  'Secured Loans': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.termLoanOtherBanks',
    confidence: REVIEW,
    reason: 'Secured Loans: a term loan; choose our bank or an institution',
    byName: ['termLiabilities'],
  },
  'Unsecured Loans': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.termLoanInstitution',
    confidence: REVIEW,
    reason: "Unsecured Loans: outside debt until the analyst confirms they are promoters' loans (then Unsecured Loans – Promoters, quasi-equity)",
  },
  'Bank OD A/c': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.wcBorrowingsFromIob',
    confidence: REVIEW,
    reason: 'Bank OD A/c: working-capital borrowing (our bank unless another bank lends it)',
  },
  'Current Liabilities': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'ocaocl.othersCurrentLiabilities',
    confidence: REVIEW,
    reason: 'Current Liabilities: other current liabilities',
    byName: ['currentLiabilities'],
  },
  'Sundry Creditors': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'assetnliabs.sundryCreditorsTrade',
    confidence: AUTO,
    reason: 'Sundry Creditors: trade creditors',
    contra: { row: 'ocaocl.advanceToSuppliers', reason: 'a creditor with a debit balance: an advance to a supplier' },
  },
  'Duties & Taxes': {
    side: 'Cr',
    profitAndLoss: false,
    row: 'ocaocl.othersCurrentLiabilities',
    confidence: AUTO,
    reason: 'Duties & Taxes payable: other current liabilities',
    contra: { row: 'ocaocl.advanceIncomeTaxSalesTax', reason: 'Duties & Taxes with a debit balance: advance tax / taxes recoverable' },
  },
  Provisions: { side: 'Cr', profitAndLoss: false, row: 'ocaocl.provisionForTaxEtc', confidence: REVIEW, reason: 'Provisions', byName: ['currentLiabilities'] },
  'Fixed Assets': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'assetnliabs.furnitureFixturesSundries',
    confidence: REVIEW - 10,
    reason: 'Fixed Assets: its name names no class of asset',
    byName: ['fixedAssets'],
  },
  Investments: { side: 'Dr', profitAndLoss: false, row: 'ocaocl.investment', confidence: AUTO, reason: 'Investments', byName: ['nonCurrentAssets'] },
  'Current Assets': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'ocaocl.others',
    confidence: REVIEW,
    reason: 'Current Assets: other current assets',
    byName: ['currentAssets'],
  },
  'Stock-in-Hand': {
    side: 'Dr',
    profitAndLoss: true,
    row: 'opstmt.openingStockFinishedGoods',
    confidence: REVIEW,
    reason: "Stock-in-Hand in a Trial Balance is the year's opening stock; finished goods unless its name says otherwise",
    byName: ['opening'],
  },
  'Sundry Debtors': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'assetnliabs.tradeDebtors6',
    confidence: AUTO,
    reason: 'Sundry Debtors: trade debtors',
    contra: {
      row: 'ocaocl.othersCurrentLiabilities',
      ofWhich: 'ocaocl.advancesFromCustomers',
      reason: 'a debtor with a credit balance: an advance from a customer (other current liabilities, of which advances from customers)',
    },
  },
  'Cash-in-Hand': { side: 'Dr', profitAndLoss: false, row: 'ocaocl.cashAndBankBalance', confidence: AUTO, reason: 'Cash-in-Hand: cash & bank balance' },
  'Bank Accounts': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'ocaocl.cashAndBankBalance',
    confidence: AUTO,
    reason: 'Bank Accounts: cash & bank balance',
    contra: { row: 'assetnliabs.wcBorrowingsFromIob', reason: 'a bank account with a credit balance: a working-capital borrowing' },
  },
  'Deposits (Asset)': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'ocaocl.securityDepositsEbEtc',
    confidence: REVIEW,
    reason: 'Deposits (Asset): security deposits',
    byName: ['currentAssets', 'nonCurrentAssets'],
  },
  'Loans & Advances (Asset)': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'ocaocl.loansAndAdvances',
    confidence: REVIEW,
    reason: 'Loans & Advances (Asset): current loans and advances',
    byName: ['currentAssets', 'nonCurrentAssets'],
  },
  'Sales Accounts': {
    side: 'Cr',
    profitAndLoss: true,
    row: 'opstmt.salesDomestic',
    confidence: AUTO,
    reason: 'Sales Accounts: domestic sales',
    byName: ['sales'],
  },
  'Purchase Accounts': {
    side: 'Dr',
    profitAndLoss: true,
    row: 'opstmt.purchaseRM',
    confidence: AUTO,
    reason: 'Purchase Accounts: purchases',
    byName: ['costs'],
  },
  'Direct Incomes': {
    side: 'Cr',
    profitAndLoss: true,
    row: 'opstmt.others',
    confidence: REVIEW,
    reason: 'Direct Incomes: other operating income',
    byName: ['sales'],
  },
  'Indirect Incomes': {
    side: 'Cr',
    profitAndLoss: true,
    row: 'opstmt.addOtherIncome',
    confidence: AUTO,
    reason: 'Indirect Incomes: other income',
    byName: ['belowLine'],
  },
  'Direct Expenses': {
    side: 'Dr',
    profitAndLoss: true,
    row: 'opstmt.mfgDirectExpenses',
    confidence: REVIEW,
    reason: 'Direct Expenses: manufacturing / direct expenses',
    byName: ['costs'],
  },
  'Indirect Expenses': {
    side: 'Dr',
    profitAndLoss: true,
    row: 'opstmt.sellingAdmExpenses',
    confidence: REVIEW,
    reason: 'Indirect Expenses: selling & administrative expenses',
    byName: ['costs', 'belowLine'],
    except: [
      'opstmt.purchaseRM',
      'opstmt.purchaseRMImported',
      'opstmt.powerFuel',
      'opstmt.directLabour',
      'opstmt.mfgDirectExpenses',
      'opstmt.sparesConsumedImported',
      'opstmt.sparesConsumedIndigenous',
    ],
  },
  'Misc. Expenses (ASSET)': {
    side: 'Dr',
    profitAndLoss: false,
    row: 'assetnliabs.expensesNotWrittenOff',
    confidence: AUTO,
    reason: 'Misc. Expenses (ASSET): expenses not written off',
  },
  'Suspense A/c': {
    side: 'Dr',
    profitAndLoss: false,
    row: null,
    confidence: 0,
    reason: 'Suspense A/c: clear it (choose a row or skip) before accepting',
    blocks: true,
  },
  'Branch / Divisions': {
    side: 'Dr',
    profitAndLoss: false,
    row: null,
    confidence: 0,
    reason: 'Branch / Divisions: clear it (choose a row or skip) before accepting',
    blocks: true,
  },
};
