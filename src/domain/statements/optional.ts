import type { InputRow } from '../catalogue';
import type { CompanyInputs, InputScreenId } from '../model';
import { SCREENS } from '../screens';

const ofWhich = (key: string, label: string, parent: string): InputRow => ({ kind: 'input', key, label, unit: 'amount', ofWhich: parent });
const memo = (key: string, label: string): InputRow => ({ kind: 'input', key, label, unit: 'amount' });

/**
 * The optional inputs of cma-forms §6, per statement: figures the spec's statements do not capture,
 * which the CMA forms print. Each is an ordinary input (absent = 0) that is not on the spec's wire
 * rows, so every existing total and every spec payload is unchanged until the analyst enters one.
 * "Of which" inputs are part of the input named by `ofWhich` and must not exceed it.
 *
 * - `exportReceivables` (of which `tradeDebtors6`): excluded from the Tandon margin base (Form V item 4)
 *   and split out in the fund flow (Form VI iv.b). It changes MPBF (cma-domain §7 Q22).
 * - `advancesFromCustomers` (of which `othersCurrentLiabilities`): Form III item 4, Form IV item 11.
 * - `purchaseRMImported` (of which `purchaseRM`) and `closingStockRMImported` (of which `closingStockRM`):
 *   Form II 5.i (a), Form III 30.i (a), Form IV 1 (a).
 * - `arrearsOfDepreciation`, `contingentLiabilities`: memo figures of Form III's additional information,
 *   entering no total.
 */
export const OPTIONAL_INPUTS: Readonly<Record<InputScreenId, readonly InputRow[]>> = {
  opstmt: [
    ofWhich('purchaseRMImported', 'of which: Purchase / RM – imported', 'purchaseRM'),
    ofWhich('closingStockRMImported', 'of which: Raw Material (closing) – imported', 'closingStockRM'),
  ],
  assetnliabs: [
    ofWhich('exportReceivables', 'of which: Export receivables', 'tradeDebtors6'),
    memo('arrearsOfDepreciation', 'Arrears of depreciation (memo)'),
    memo('contingentLiabilities', 'Contingent liabilities (memo)'),
  ],
  ocaocl: [ofWhich('advancesFromCustomers', 'of which: Advances from customers / deposits from dealers', 'othersCurrentLiabilities')],
};

/**
 * Every "of which" input of a company that exceeds the input it is part of, as sentences, e.g.
 * "of which: Export receivables (350) exceeds Trade Debtors < 6 months (300)." Empty when all are within.
 */
export function ofWhichErrors(inputs: CompanyInputs): string[] {
  const errors: string[] = [];
  for (const [screen, rows] of Object.entries(OPTIONAL_INPUTS) as [InputScreenId, readonly InputRow[]][]) {
    for (const row of rows) {
      const value = inputs[screen]?.[row.key];
      if (row.ofWhich === undefined || value === undefined) {
        continue;
      }
      const parent = inputs[screen]?.[row.ofWhich] ?? 0;
      if (value > parent) {
        const parentLabel = SCREENS[screen].rows.find((r) => r.key === row.ofWhich)?.label ?? row.ofWhich;
        errors.push(`${row.label} (${value}) exceeds ${parentLabel} (${parent}).`);
      }
    }
  }
  return errors;
}
