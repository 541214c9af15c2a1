import type { Screen } from '../catalogue';
import { add } from '../formula';
import { derived, header, input, oca, ofWhich } from '../rows';

const S = 'cma-domain §2.2; spec §5';

/** Other current assets & liabilities (`/oca-ocl`, spec §3, cma-domain §2.2): 24 inputs, 4 totals, and one optional "of which" (cma-forms §6). */
export const OTHER_CURRENT_ASSETS_LIABILITIES: Screen = {
  id: 'ocaocl',
  title: 'Other Current Assets & Liabilities',
  rows: [
    header('h_oca', 'OTHER CURRENT ASSETS'),
    input('cashAndBankBalance', 'Cash & Bank Balance', { negativeGoesTo: 'assetnliabs.wcBorrowingsFromIob' }),
    input('fixedDepositsWithBank', 'Fixed Deposits with Bank'),
    input('advanceIncomeTaxSalesTax', 'Advance Income Tax / Sales Tax', { negativeGoesTo: 'ocaocl.provisionForTaxEtc' }),
    input('advanceToStaffDirectors', 'Advance to Staff / Directors'),
    input('advanceToSuppliers', 'Advance to Suppliers', { negativeGoesTo: 'assetnliabs.sundryCreditorsTrade' }),
    input('exciseCustomsTuf', 'Excise / Customs / TUF'),
    input('loansAndAdvances', 'Loans and Advances (current)'),
    input('others', 'Others'),
    derived(
      'totalOtherCurrentAssets',
      'TOTAL OTHER CURRENT ASSETS',
      add(
        ...[
          'cashAndBankBalance',
          'fixedDepositsWithBank',
          'advanceIncomeTaxSalesTax',
          'advanceToStaffDirectors',
          'advanceToSuppliers',
          'exciseCustomsTuf',
          'loansAndAdvances',
          'others',
        ].map(oca),
      ),
      `${S} (8 rows)`,
    ),
    header('h_nca', 'OTHER NON-CURRENT ASSETS'),
    input('securityDepositsEbEtc', 'Security Deposits (EB etc.)'),
    input('loanAndAdvances', 'Loans and Advances (non-current)'),
    input('sundryDebtorsGreater6months', 'Sundry Debtors > 6 months'),
    input('investment', 'Investment'),
    input('interestAccruedOnLoans', 'Interest Accrued on Loans'),
    input('othersNonCurrent', 'Others (non-current)'),
    derived(
      'totalNonCurrentAssets',
      'TOTAL NON-CURRENT ASSETS',
      add(...['securityDepositsEbEtc', 'loanAndAdvances', 'sundryDebtorsGreater6months', 'investment', 'interestAccruedOnLoans', 'othersNonCurrent'].map(oca)),
      `${S} (6 rows)`,
    ),
    header('h_ocl', 'OTHER CURRENT LIABILITIES'),
    input('tlInstDueIn1YearIob', 'TL Instalments due in 1 year – our bank'),
    input('tlInstDueIn1YearBankInst', 'TL Instalments due in 1 year – other Banks / Institutions'),
    input('sundryCreditorsExpenses', 'Sundry Creditors – Expenses'),
    input('expensesPayable', 'Expenses Payable'),
    input('provisionForTaxEtc', 'Provision for Tax etc.', { negativeGoesTo: 'ocaocl.advanceIncomeTaxSalesTax' }),
    input('othersCurrentLiabilities', 'Others (current liabilities)'),
    ofWhich('advancesFromCustomers', 'of which: Advances from customers / deposits from dealers', 'othersCurrentLiabilities'),
    derived(
      'totalOtherCurrentLiabilities',
      'TOTAL OTHER CURRENT LIABILITIES',
      add(
        ...[
          'tlInstDueIn1YearIob',
          'tlInstDueIn1YearBankInst',
          'sundryCreditorsExpenses',
          'expensesPayable',
          'provisionForTaxEtc',
          'othersCurrentLiabilities',
        ].map(oca),
      ),
      `${S} (6 rows)`,
    ),
    header('h_otl', 'OTHER TERM LIABILITIES'),
    input('unsecuredLoanPromotors', 'Unsecured Loans – Promoters (quasi-equity)'),
    input('deferredTax', 'Deferred Tax Liability', { negativeGoesTo: 'ocaocl.othersNonCurrent' }),
    input('securityDeposit', 'Security Deposits (received)'),
    input('revaluationReserve', 'Revaluation Reserve'),
    derived(
      'totalOtherTermLiabilities',
      'TOTAL OTHER TERM LIABILITIES',
      add(...['unsecuredLoanPromotors', 'deferredTax', 'securityDeposit', 'revaluationReserve'].map(oca)),
      `${S} (4 rows)`,
    ),
  ],
};
