import type { DerivedRow, HeaderRow, InputRow, MetricUnit } from './catalogue';
import { ref } from './formula';
import type { Expr, ScreenId } from './formula';
import type { SettingKey } from './settings';

/** Short builders so each catalogue reads like its reference table. */
export const header = (key: string, label: string): HeaderRow => ({ kind: 'header', key, label });
export const input = (key: string, label: string, extra: Pick<InputRow, 'signed' | 'negativeGoesTo'> = {}): InputRow => ({
  kind: 'input',
  key,
  label,
  unit: 'amount',
  ...extra,
});
/**
 * An optional "of which" input (cma-forms §6): part of the input `parent` of the same statement, never
 * more than it; absent = 0, so every total is unchanged until it is entered.
 */
export const ofWhich = (key: string, label: string, parent: string): InputRow => ({
  ...input(key, label),
  optional: true,
  ofWhich: parent,
});
/** An optional memo input (cma-forms §6): printed on the forms, entering no total. */
export const memo = (key: string, label: string): InputRow => ({ ...input(key, label), optional: true });
export const derived = (
  key: string,
  label: string,
  formula: Expr,
  source: string,
  extra: { unit?: MetricUnit; link?: boolean; tnwDenominated?: boolean; optional?: boolean; norm?: SettingKey } = {},
): DerivedRow => ({ kind: 'derived', key, label, formula, source, unit: extra.unit ?? 'amount', ...extra });

/** A function that references metrics of one screen: `op('totalSales')` → `ref('opstmt.totalSales')`. */
export const refsOf =
  (screen: ScreenId) =>
  (key: string): Expr =>
    ref(`${screen}.${key}`);

export const op = refsOf('opstmt');
export const al = refsOf('assetnliabs');
export const oca = refsOf('ocaocl');
export const ratio = refsOf('ratios');
export const wctl = refsOf('wctl');
export const kfi = refsOf('kfi');
