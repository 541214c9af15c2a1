import type { DerivedRow } from './catalogue';
import { formatAmount } from './format';
import type { Resolve, ScreenId, Value } from './formula';
import { plainValue } from './model';
import type { AnyResolve } from './model';
import type { Dec } from './money';
import { SCREENS } from './screens';

/** A flag on a derived cell. `NM`: not meaningful, because TNW ≤ 0 (cma-domain §3). */
export type MetricFlag = 'NM';

/** The wording of each flag, for badges and tooltips. */
export const FLAG_TEXT: Readonly<Record<MetricFlag, string>> = {
  NM: 'NM – negative TNW: the ratio is computed but not meaningful, because tangible net worth is zero or negative.',
};

/**
 * The flags of one company's rows on a screen, keyed by wire key: every TNW-denominated row is `NM`
 * when TNW ≤ 0. The number itself is still shown (banks read a negative TNW as a red flag of its own).
 */
export function flagsFor(screen: ScreenId, resolve: Resolve): Record<string, MetricFlag> {
  // A plain number keeps the sign of the exact value, which is all this needs.
  const tnw = plainValue(resolve, 'ratios.tangible_net_worth');
  if (typeof tnw !== 'number' || tnw > 0) {
    return {};
  }
  const flagged = SCREENS[screen].rows.filter((r): r is DerivedRow => r.kind === 'derived' && r.tnwDenominated === true);
  return Object.fromEntries(flagged.map((r) => [r.key, 'NM' as const]));
}

/** A fund flow column that does not tie because a balance sheet does not tally (cma-forms §4.4). */
export interface FundFlowFlag {
  /** Item 7 + item 8, amount: what is left over; never plugged into a line. Equals −`differenceChange`. */
  readonly residual: number;
  /** D(t) − D(t−1), amount: the change in the balance-sheet difference (`differenceIfAny`). */
  readonly differenceChange: number;
  /** "does not tie: balance-sheet difference changed by ₹x" (or "… differs in both years" when it did not change). */
  readonly text: string;
}

/**
 * The flag of one company's fund flow column: `null` when both balance sheets (t and t−1) tally, or in
 * the first period (no fund flow there); otherwise the residual and the sentence the column carries.
 * `resolve` must be a resolver of model.ts (it reads the fund flow).
 */
export function fundFlowFlag(resolve: AnyResolve): FundFlowFlag | null {
  // Both balance sheets tally in almost every column: decide that from plain values, without a `Dec`.
  const openingPlain = plainValue(resolve, 'fundflow.openingDifference');
  if (openingPlain === null || (openingPlain === 0 && plainValue(resolve, 'fundflow.closingDifference') === 0)) {
    return null;
  }
  const opening = resolve('fundflow.openingDifference');
  const closing = resolve('fundflow.closingDifference');
  const residual = resolve('fundflow.tieOutResidual');
  if (!isAmount(opening) || !isAmount(closing) || !isAmount(residual)) {
    return null;
  }
  const change = closing.minus(opening);
  const text = change.isZero()
    ? `balance sheets do not tally (difference ₹${formatAmount(closing.toNumber())} in both periods); the fund flow ties on the figures entered`
    : `does not tie: balance-sheet difference changed by ₹${formatAmount(change.toNumber())}`;
  return { residual: residual.toNumber(), differenceChange: change.toNumber(), text };
}

function isAmount(v: Value): v is Dec {
  return v !== null && typeof v !== 'boolean';
}
