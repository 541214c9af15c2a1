import type { DerivedRow } from './catalogue';
import type { Resolve, ScreenId } from './formula';
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
  const tnw = resolve('ratios.tangible_net_worth');
  if (tnw === null || typeof tnw === 'boolean' || tnw.greaterThan(0)) {
    return {};
  }
  const flagged = SCREENS[screen].rows.filter((r): r is DerivedRow => r.kind === 'derived' && r.tnwDenominated === true);
  return Object.fromEntries(flagged.map((r) => [r.key, 'NM' as const]));
}
