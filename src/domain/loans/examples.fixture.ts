import { Dec } from '../money';
import type { BreakEvenInputs } from './break-even';
import type { TermLoan } from './term-loan';

/** loans-and-projections §2: 120.00 at 12 %, from October 2025, 6 months' moratorium, 20 quarterly instalments. */
export const SECTION2_LOAN: TermLoan = {
  name: 'Plant loan',
  lender: 'our_bank',
  amount: 120,
  ratePct: 12,
  firstMonth: '2025-10',
  moratoriumMonths: 6,
  moratoriumInterest: 'paid',
  instalments: 20,
  frequency: 'quarterly',
  repayment: 'equal_principal',
};

/** loans-and-projections §5: sales 1,000; RM consumed 40 + 570 − 60 = 550; power 50; direct 30; fixed 80 + 20 + 30 + 90 + 40. */
export const SECTION5_BREAK_EVEN: BreakEvenInputs = {
  sales: new Dec(1000),
  costs: {
    rawMaterialConsumed: new Dec(550),
    powerFuel: new Dec(50),
    mfgDirectExpenses: new Dec(30),
    directLabour: new Dec(80),
    repairsMaintenance: new Dec(20),
    depreciation: new Dec(30),
    sellingAdmExpenses: new Dec(90),
    interestFinCharges: new Dec(40),
  },
};
