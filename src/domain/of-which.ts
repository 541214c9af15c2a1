import type { InputRow } from './catalogue';
import { formatAmount } from './format';
import type { MetricId, Resolve } from './formula';
import type { InputScreenId } from './model';
import { plainValue } from './model';
import { SCREENS } from './screens';

/**
 * Every "of which" input of a company in one period that exceeds the input it is part of (cma-forms §6:
 * an "of which" must not exceed its parent): the part's id and a sentence, e.g. "of which: Export
 * receivables 350.00 exceeds Trade Debtors < 6 months 300.00." Empty when all are within. An absent
 * input counts as 0.
 */
export function ofWhichExcesses(resolve: Resolve): { readonly id: MetricId; readonly text: string }[] {
  const out: { id: MetricId; text: string }[] = [];
  for (const screen of ['opstmt', 'assetnliabs', 'ocaocl'] as const satisfies readonly InputScreenId[]) {
    const rows = SCREENS[screen].rows;
    for (const row of rows.filter((r): r is InputRow => r.kind === 'input' && r.ofWhich !== undefined)) {
      const id: MetricId = `${screen}.${row.key}`;
      const value = plainValue(resolve, id) as number;
      const parent = plainValue(resolve, `${screen}.${row.ofWhich!}`) as number;
      if (value > parent) {
        const parentLabel = rows.find((r) => r.key === row.ofWhich)?.label ?? row.ofWhich;
        out.push({ id, text: `${row.label} ${formatAmount(value)} exceeds ${parentLabel} ${formatAmount(parent)}.` });
      }
    }
  }
  return out;
}
