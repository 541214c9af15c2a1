import type { InputRow } from '../catalogue';
import type { CompanyInputs, InputScreenId } from '../model';
import { SCREENS } from '../screens';

/**
 * Every "of which" input of a company that exceeds the input it is part of (cma-forms §6: an "of
 * which" must not exceed its parent), as sentences, e.g. "of which: Export receivables (350) exceeds
 * Trade Debtors < 6 months (300)." Empty when all are within. An absent input counts as 0.
 */
export function ofWhichErrors(inputs: CompanyInputs): string[] {
  const errors: string[] = [];
  for (const screen of ['opstmt', 'assetnliabs', 'ocaocl'] as const satisfies readonly InputScreenId[]) {
    const rows = SCREENS[screen].rows;
    for (const row of rows.filter((r): r is InputRow => r.kind === 'input' && r.ofWhich !== undefined)) {
      const value = inputs[screen]?.[row.key] ?? 0;
      const parent = inputs[screen]?.[row.ofWhich!] ?? 0;
      if (value > parent) {
        const parentLabel = rows.find((r) => r.key === row.ofWhich)?.label ?? row.ofWhich;
        errors.push(`${row.label} (${value}) exceeds ${parentLabel} (${parent}).`);
      }
    }
  }
  return errors;
}
