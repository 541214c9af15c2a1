import workedExample from '../../../fixtures/worked-example.json';
import type { CompanyInputs } from '../model';
import type { Period } from '../periods';

/**
 * Company A over three years (₹ lakhs), for the multi-period tests. Y1 and Y2 are cma-forms §5.1 (Y2 is
 * company A of cma-domain §8 unchanged); Y3 is ours: sales up to 2,300, opening stocks = Y2's closing,
 * tax 110, TL repaid by 50, debtors up by 50, bank borrowing down to 200 and cash up to 317 so that the
 * balance sheet tallies (totals worked in the tests that use it).
 */
export const Y2 = workedExample.companies[0]! as unknown as CompanyInputs;

export const Y1: CompanyInputs = {
  opstmt: {
    salesDomestic: 1550,
    salesExports: 150,
    others: 0,
    openingStockFinishedGoods: 80,
    openingStockWIP: 35,
    openingStockRM: 100,
    purchaseRM: 1020,
    powerFuel: 70,
    directLabour: 88,
    repairsMaintenance: 20,
    mfgDirectExpenses: 34,
    depreciation: 27,
    closingStockFinishedGoods: 90,
    closingStockWIP: 40,
    closingStockRM: 110,
    sellingAdmExpenses: 220,
    interestFinCharges: 66,
    addOtherIncome: 8,
    lessOtherExpenses: 4,
    provisionForTaxes: 46,
    dividendDrawings: 15,
  },
  ocaocl: {
    cashAndBankBalance: 20,
    fixedDepositsWithBank: 12,
    advanceIncomeTaxSalesTax: 6,
    advanceToStaffDirectors: 2,
    advanceToSuppliers: 10,
    exciseCustomsTuf: 3,
    loansAndAdvances: 4,
    others: 0,
    securityDepositsEbEtc: 5,
    loanAndAdvances: 6,
    sundryDebtorsGreater6months: 12,
    investment: 5,
    interestAccruedOnLoans: 0,
    othersNonCurrent: 0,
    tlInstDueIn1YearIob: 40,
    tlInstDueIn1YearBankInst: 10,
    sundryCreditorsExpenses: 10,
    expensesPayable: 7,
    provisionForTaxEtc: 12,
    othersCurrentLiabilities: 4,
    unsecuredLoanPromotors: 50,
    deferredTax: 12,
    securityDeposit: 5,
    revaluationReserve: 20,
  },
  assetnliabs: {
    consumableSpares: 9,
    tradeDebtors6: 250,
    landBuilding: 200,
    plantMachinery: 380,
    furnitureFixturesSundries: 25,
    capitalWorkInProgress: 35,
    lessDepreciation: 220,
    investmtLoanToAssociate: 30,
    expensesNotWrittenOff: 4,
    profitLossAc: 0,
    deferedRevenueExpenditure: 3,
    wcBorrowingsFromIob: 231,
    wcFromBanksInstitution: 30,
    sundryCreditorsTrade: 130,
    termLoanIob: 200,
    termLoanOtherBanks: 0,
    termLoanInstitution: 60,
    paidUpCapital: 130,
    reservesSurplus: 90,
    profitLossAcc: 0,
  },
};

export const Y3: CompanyInputs = {
  opstmt: {
    ...Y2.opstmt,
    salesDomestic: 2100,
    openingStockFinishedGoods: 100,
    openingStockWIP: 50,
    openingStockRM: 120,
    provisionForTaxes: 110,
  },
  ocaocl: { ...Y2.ocaocl, cashAndBankBalance: 317 },
  assetnliabs: {
    ...Y2.assetnliabs,
    tradeDebtors6: 350,
    lessDepreciation: 280,
    expensesNotWrittenOff: 2,
    deferedRevenueExpenditure: 1,
    wcBorrowingsFromIob: 200,
    termLoanIob: 120,
    termLoanInstitution: 40,
    reservesSurplus: 630,
  },
};

/** FY 2022-23 and FY 2023-24 audited, FY 2024-25 the assessment year (Projected, so it is assessed). */
export const PERIODS: readonly Period[] = [
  { year: 2023, kind: 'Audited' },
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Projected' },
];
