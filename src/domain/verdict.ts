import { evaluate } from './formula';
import type { Expr, PeriodContext, Resolve, Value } from './formula';
import { contextOf, plainValue, toPlain } from './model';
import { DEFAULT_SETTINGS } from './settings';
import type { Settings } from './settings';

/**
 * The rule a ratio line follows besides "a zero denominator gives —" (which `div` already gives):
 * `tnw`, a TNW-denominated ratio, is "NM" when TNW ≤ 0 (cma-domain §3); `positive` is "—" with `reason`
 * when `of` is zero or negative (Form II item 17, retained profit as % of a loss).
 */
export type RatioRule =
  | { readonly kind: 'tnw' }
  | { readonly kind: 'positive'; readonly of: Expr; readonly reason: string }
  /**
   * A split of a known whole (Form II 5.i a/b) that needs the previous period: in a first period where every
   * `nil` input is 0 (nothing imported), the split is known after all and prints `then` (0.00, or the whole).
   */
  | { readonly kind: 'nilSplit'; readonly nil: readonly Expr[]; readonly then: Expr }
  /**
   * A line read from optional inputs with a stand-in when they are blank (Form II 5.ii, spares consumed, with
   * repairs & maintenance as the proxy): when every `blank` input is 0 it prints `then` with `note` as its
   * footnote, or "—" with `note` as the reason when there is no stand-in (the split 5.ii a/b).
   */
  | { readonly kind: 'proxy'; readonly blank: readonly Expr[]; readonly then?: Expr; readonly note: string };

/**
 * How a line prints in one period: its figure, another `value` (a nil split), "—" with the reason, or "NM"
 * with the reason (the figure kept for the working).
 */
export type RatioVerdict =
  | { readonly kind: 'figure' }
  | { readonly kind: 'value'; readonly value: Value; readonly note?: string }
  | { readonly kind: 'na'; readonly reason: string }
  | { readonly kind: 'nm'; readonly reason: string };

/** The wording of "NM": badges' tooltips, the report's footnote and the xlsx note. */
export const NM_REASON = 'NM – negative TNW: the ratio is computed but not meaningful, because tangible net worth is zero or negative.';

/** The wording of a Form II item 17 in a year without profit. */
export const NO_PROFIT_REASON = 'cannot be computed: no profit after tax';

const FIGURE: RatioVerdict = { kind: 'figure' };
const NOT_MEANINGFUL: RatioVerdict = { kind: 'nm', reason: NM_REASON };

/** True when tangible net worth is zero or negative, so every TNW-denominated ratio of the period is "NM". */
export function tnwNotPositive(resolve: Resolve): boolean {
  // A plain number keeps the sign of the exact value, which is all this needs.
  const tnw = plainValue(resolve, 'ratios.tangible_net_worth');
  return typeof tnw === 'number' && tnw <= 0;
}

/**
 * The one decision of what a ratio line prints, for the screens, the dashboard, the report and the xlsx:
 * "NM" for a TNW-denominated ratio when TNW ≤ 0, "—" with the rule's reason when its base is ≤ 0, else
 * the figure (which may itself be `null`, "—", for a zero denominator or a missing earlier period).
 * `settings` are read only by a base that names a setting; `context` defaults to the resolver's own periods
 * (a resolver of model.ts).
 */
export function ratioVerdict(
  rule: RatioRule | undefined,
  resolve: Resolve,
  settings: Settings = DEFAULT_SETTINGS,
  context: PeriodContext = contextOf(resolve),
): RatioVerdict {
  if (rule === undefined) {
    return FIGURE;
  }
  if (rule.kind === 'tnw') {
    return tnwNotPositive(resolve) ? NOT_MEANINGFUL : FIGURE;
  }
  if (rule.kind === 'proxy') {
    if (!rule.blank.every((e) => toPlain(evaluate(e, resolve, settings, context)) === 0)) {
      return FIGURE;
    }
    return rule.then ? { kind: 'value', value: evaluate(rule.then, resolve, settings, context), note: rule.note } : { kind: 'na', reason: rule.note };
  }
  if (rule.kind === 'nilSplit') {
    const nil = context.earlier.length === 0 && rule.nil.every((e) => toPlain(evaluate(e, resolve, settings, context)) === 0);
    return nil ? { kind: 'value', value: evaluate(rule.then, resolve, settings, context) } : FIGURE;
  }
  const base = toPlain(evaluate(rule.of, resolve, settings, context));
  return typeof base === 'number' && base <= 0 ? { kind: 'na', reason: rule.reason } : FIGURE;
}

/** The rule of a catalogue row: `tnw` for a TNW-denominated one, none otherwise. */
export function ruleOfRow(row: { readonly tnwDenominated?: boolean }): RatioRule | undefined {
  return row.tnwDenominated ? TNW_RULE : undefined;
}

/** The rule of every TNW-denominated ratio. */
export const TNW_RULE: RatioRule = { kind: 'tnw' };
