import type { AnyScreenId, Expr, MetricId, ScreenId } from './formula';
import type { SettingKey, Settings } from './settings';
import { DEFAULT_SETTINGS } from './settings';

/** How a value is measured and shown (cma-domain §3–§5 units). */
export type MetricUnit = 'amount' | 'percent' | 'months' | 'days' | 'times' | 'yesno';

/**
 * One row of a screen. Grids, API validation, fixtures, the xlsx export and the docs are all
 * generated from these rows; nobody retypes a row list (design.md §2).
 */
export type RowDef = HeaderRow | InputRow | DerivedRow;

/** A section heading that spans the grid. It has no value and is not on the wire. */
export interface HeaderRow {
  readonly kind: 'header';
  /** Unique within the screen, for grid row ids; not a wire key. */
  readonly key: string;
  readonly label: string;
}

/**
 * A figure the analyst enters: an amount with at most 2 decimals, non-negative (spec §5) unless the row
 * is `signed`.
 */
export interface InputRow {
  readonly kind: 'input';
  /** The wire key (spec §3), misspellings kept. */
  readonly key: string;
  readonly label: string;
  readonly unit: 'amount';
  /** An optional input beyond the spec's rows (cma-forms §6); absent counts as 0 like any input. */
  readonly optional?: boolean;
  /** For an "of which" optional input: the wire key of the input it is part of, which it must not exceed. */
  readonly ofWhich?: string;
  /**
   * Why this row may hold a negative figure (a tax credit, a reversal, accumulated losses), with the
   * Schedule III / CMA line it follows; absent: the row is minimum 0. The one list of signed rows
   * (docs/domain.md "Signed figures").
   */
  readonly signed?: string;
  /** For a minimum-0 row: the input where a negative amount of this kind belongs (named in the refusal). */
  readonly negativeGoesTo?: MetricId;
}

/** A read-only figure computed from other rows. */
export interface DerivedRow {
  readonly kind: 'derived';
  readonly key: string;
  readonly label: string;
  readonly unit: MetricUnit;
  readonly formula: Expr;
  /** Where the rule comes from, shown with the working, e.g. "cma-domain §4 row 23; Tandon II, Form V item 8". */
  readonly source: string;
  /** A link copies a figure from another statement (read-only in the target, cma-domain §2.3). */
  readonly link?: boolean;
  /** A TNW-denominated row, flagged "NM – negative TNW" when TNW ≤ 0 (cma-domain §3). */
  readonly tnwDenominated?: boolean;
  /** Shown for information only; not part of the spec's original row list (cma-domain "optional"). */
  readonly optional?: boolean;
  /** The percentage setting the label names at its default ("Margin 25% (stock)"): see {@link labelOf}. */
  readonly norm?: SettingKey;
}

/** A screen's catalogue: its id, title and rows in display order (`Id` widens to the fund flow). */
export interface Screen<Id extends AnyScreenId = ScreenId> {
  readonly id: Id;
  readonly title: string;
  readonly rows: readonly RowDef[];
}

export function isValueRow(row: RowDef): row is InputRow | DerivedRow {
  return row.kind !== 'header';
}

/**
 * A row's label under an analysis's settings: a label that names a norm at its default ("25% of Net
 * Sales", "Minimum stipulated NWC: 25% of CA (B)", "Margin 25% (stock)", "Margin 50% (book debts)",
 * "Less: 5% Margin") names the setting in effect instead ("Margin 30% (stock)"). Every other label is
 * returned as it is. The one place grid, working, print and xlsx take a label from.
 */
export function labelOf(row: RowDef, settings: Settings): string {
  return row.kind === 'derived' ? normLabel(row.label, row.norm, settings) : row.label;
}

/** `label` with the default of the percentage setting `norm` replaced by the setting in effect (see {@link labelOf}). */
export function normLabel(label: string, norm: SettingKey | undefined, settings: Settings): string {
  const parts = normLabelParts(label, norm);
  return parts === null ? label : `${parts.before}${settings[parts.norm]}%${parts.after}`;
}

/**
 * The text either side of the setting a label quotes ("Margin " and " (stock)" of "Margin 25% (stock)"),
 * for a copy that fills the setting in itself (the xlsx, as a formula over its Assumptions cell); `null`
 * when the label quotes none.
 */
export function normLabelParts(label: string, norm: SettingKey | undefined): { before: string; norm: SettingKey; after: string } | null {
  const quoted = norm === undefined ? -1 : label.indexOf(`${DEFAULT_SETTINGS[norm]}%`);
  if (norm === undefined || quoted < 0) {
    return null;
  }
  return { before: label.slice(0, quoted), norm, after: label.slice(quoted + `${DEFAULT_SETTINGS[norm]}%`.length) };
}
