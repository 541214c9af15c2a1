import type { CompanyInputs } from './model';
import type { Period } from './periods';

/**
 * A new manufacturing unit over its first two years (₹ lakhs), built around the published loss-year CMA
 * the issue quotes: Form II item 13 (provision for taxes) −0.01 and −14.57, item 16 (retained profit)
 * −0.02 and −41.46. Year 1 (2023) is pre-operative: 0.03 of expenses and a deferred-tax credit of 0.01.
 * Year 2 (2024) trades at a loss of 56.03 before tax and books a deferred-tax credit of 14.57. Reserves
 * carry both losses (a negative reserve, Schedule III), the deferred-tax asset sits in other non-current
 * assets, no capital is raised, and both balance sheets tally to the paisa:
 *
 * - 2023: net worth 100 − 0.02 = 99.98 = cash 99.97 + DTA 0.01.
 * - 2024: COP 150 + 20 + 30 + 5 + 10 + 12 − 15 = 212; GP 200 − 212 = −12; PBT −12 − 25 − 19.03 = −56.03;
 *   PAT −56.03 + 14.57 = −41.46. Net worth 100 − 41.48 = 58.52; with TL 150 and creditors 20, liabilities
 *   228.52 = RM 15 + net block 168 + DTA 14.58 + cash 30.94.
 */
export const LOSS_YEAR_PERIODS: readonly Period[] = [
  { year: 2023, kind: 'Audited' },
  { year: 2024, kind: 'Audited' },
];

export const LOSS_YEAR_1: CompanyInputs = {
  opstmt: { sellingAdmExpenses: 0.03, provisionForTaxes: -0.01 },
  assetnliabs: { paidUpCapital: 100, reservesSurplus: -0.02 },
  ocaocl: { cashAndBankBalance: 99.97, othersNonCurrent: 0.01 },
};

export const LOSS_YEAR_2: CompanyInputs = {
  opstmt: {
    salesDomestic: 200,
    purchaseRM: 150,
    powerFuel: 20,
    directLabour: 30,
    repairsMaintenance: 5,
    mfgDirectExpenses: 10,
    depreciation: 12,
    closingStockRM: 15,
    sellingAdmExpenses: 25,
    interestFinCharges: 19.03,
    provisionForTaxes: -14.57,
  },
  assetnliabs: { plantMachinery: 180, lessDepreciation: 12, termLoanIob: 150, sundryCreditorsTrade: 20, paidUpCapital: 100, reservesSurplus: -41.48 },
  ocaocl: { cashAndBankBalance: 30.94, othersNonCurrent: 14.58 },
};
