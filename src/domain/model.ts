import type { DerivedRow, InputRow, RowDef, Screen } from './catalogue';
import { isValueRow } from './catalogue';
import { evaluate } from './formula';
import type { MetricId, ScreenId, Value } from './formula';
import { toDec, ZERO } from './money';
import type { Settings } from './settings';
import { SCREENS } from './screens';

/** The input figures of one statement of one company: wire key → amount in the analysis's unit. */
export type StatementInputs = Readonly<Record<string, number>>;

/** The three input statements of one company. */
export type InputScreenId = 'opstmt' | 'assetnliabs' | 'ocaocl';
export const INPUT_SCREENS: readonly InputScreenId[] = ['opstmt', 'assetnliabs', 'ocaocl'];
export type CompanyInputs = Readonly<Record<InputScreenId, StatementInputs>>;

/** Every value row (input or derived) by global id, built once from the catalogues. */
export const ROWS_BY_ID: ReadonlyMap<MetricId, InputRow | DerivedRow> = new Map(
  Object.values(SCREENS).flatMap((screen: Screen) =>
    screen.rows.filter(isValueRow).map((row) => [`${screen.id}.${row.key}` as MetricId, row] as const),
  ),
);

/** The row behind a global id; throws on an id no catalogue defines (a programmer error). */
export function rowOf(id: MetricId): InputRow | DerivedRow {
  const row = ROWS_BY_ID.get(id);
  if (!row) {
    throw new Error(`Unknown metric ${id}`);
  }
  return row;
}

/** Splits a global id into its screen and wire key. */
export function splitId(id: MetricId): [ScreenId, string] {
  const dot = id.indexOf('.');
  return [id.slice(0, dot) as ScreenId, id.slice(dot + 1)];
}

/**
 * A lazy, memoised evaluator of every metric of one company. Derived values are computed on first
 * read in dependency order (statement totals → ratios → WC/TL → KFI, cma-domain §7 Q5), so there is
 * no order-of-evaluation bug to make. A missing input counts as 0 (a new analysis starts empty).
 */
export function companyResolver(inputs: CompanyInputs, settings: Settings): (id: MetricId) => Value {
  const cache = new Map<MetricId, Value>();
  const inProgress = new Set<MetricId>();
  const resolve = (id: MetricId): Value => {
    const hit = cache.get(id);
    if (hit !== undefined) {
      return hit;
    }
    const row = rowOf(id);
    let value: Value;
    if (row.kind === 'input') {
      const [screen, key] = splitId(id);
      const raw = inputs[screen as InputScreenId]?.[key];
      value = raw === undefined ? ZERO : toDec(raw);
    } else {
      if (inProgress.has(id)) {
        throw new Error(`Circular formula at ${id}`);
      }
      inProgress.add(id);
      value = evaluate(row.formula, resolve, settings);
      inProgress.delete(id);
    }
    cache.set(id, value);
    return value;
  };
  return resolve;
}

/** A value as it crosses a boundary (JSON, grid, chart): a JS number, a yes/no, or `null`. */
export type PlainValue = number | boolean | null;

/** Converts an exact value to a plain one (full precision; rounding is for display only). */
export function toPlain(value: Value): PlainValue {
  if (value === null || typeof value === 'boolean') {
    return value;
  }
  const n = value.toNumber();
  // -0 would print as "-0.00" in some formatters.
  return Object.is(n, -0) ? 0 : n;
}

/** Every value row of a screen for one company, as plain values keyed by wire key. */
export function screenValues(
  screen: ScreenId,
  resolve: (id: MetricId) => Value,
): Record<string, PlainValue> {
  const out: Record<string, PlainValue> = {};
  for (const row of SCREENS[screen].rows) {
    if (isValueRow(row)) {
      out[row.key] = toPlain(resolve(`${screen}.${row.key}`));
    }
  }
  return out;
}

/** The value rows of a screen, in display order. */
export function valueRows(screen: ScreenId): (InputRow | DerivedRow)[] {
  return SCREENS[screen].rows.filter(isValueRow);
}

/** The input rows of a screen, in display order. */
export function inputRows(screen: ScreenId): InputRow[] {
  return SCREENS[screen].rows.filter((r: RowDef): r is InputRow => r.kind === 'input');
}
