import { CMA_FORMS } from './forms';
import type { CmaForm, FormItem } from './forms';
import { references } from './references';
import type { Expr, MetricId } from './formula';
import { INPUT_SCREENS, inputRows, rowOf } from './model';

/** A printed line of Forms II–VI: the form and the index of its item. */
export interface FormLineRef {
  readonly form: CmaForm['id'];
  readonly item: number;
}

/** The expressions a form item prints (its figure and Form IV's months). */
const exprsOf = (item: FormItem): Expr[] => [...(item.value && !('notFurnished' in item.value) ? [item.value] : []), ...(item.months ? [item.months] : [])];

/** Every metric an expression reads, through the computed rows it reads (each row once). */
function readsThrough(expr: Expr, seen = new Set<MetricId>()): Set<MetricId> {
  for (const id of references(expr)) {
    if (!seen.has(id)) {
      seen.add(id);
      const row = rowOf(id);
      if (row.kind === 'derived') {
        readsThrough(row.formula, seen);
      }
    }
  }
  return seen;
}

let homes: ReadonlyMap<MetricId, FormLineRef> | null = null;

/**
 * Where the CMA report prints the analyst's note on an input: the first line of Forms II–VI (in the bank's
 * order) that reads the input itself ("Sales – Exports" on Form II's export sales), else the first that reads
 * it through a computed row (purchases of raw material on "Raw materials consumed"). Every input has a home
 * (a test holds it), so no note is left out of the print.
 */
export function noteHome(id: MetricId): FormLineRef | undefined {
  if (!homes) {
    const direct = new Map<MetricId, FormLineRef>();
    const through = new Map<MetricId, FormLineRef>();
    for (const form of CMA_FORMS) {
      form.items.forEach((item, index) => {
        for (const expr of exprsOf(item)) {
          for (const ref of references(expr)) {
            if (!direct.has(ref)) {
              direct.set(ref, { form: form.id, item: index });
            }
          }
          for (const ref of readsThrough(expr)) {
            if (!through.has(ref)) {
              through.set(ref, { form: form.id, item: index });
            }
          }
        }
      });
    }
    const inputs = INPUT_SCREENS.flatMap((screen) => inputRows(screen).map((row): MetricId => `${screen}.${row.key}`));
    homes = new Map(
      inputs.flatMap((id) => {
        const home = direct.get(id) ?? through.get(id);
        return home ? [[id, home] as const] : [];
      }),
    );
  }
  return homes.get(id);
}
