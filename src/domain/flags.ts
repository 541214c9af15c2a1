import type { DerivedRow } from './catalogue';
import { formatAmount } from './format';
import type { Resolve, ScreenId, Value } from './formula';
import { plainValue } from './model';
import type { AnyResolve } from './model';
import { Dec } from './money';
import { SCREENS } from './screens';
import type { Settings } from './settings';
import { NM_REASON, ratioVerdict, ruleOfRow, tnwNotPositive } from './verdict';

/** A flag on a derived cell. `NM`: not meaningful, because TNW ≤ 0 (cma-domain §3). */
export type MetricFlag = 'NM';

/** The wording of each flag, for badges and tooltips. */
export const FLAG_TEXT: Readonly<Record<MetricFlag, string>> = { NM: NM_REASON };

/**
 * The flags of one company's rows on a screen, keyed by wire key: a row is `NM` when {@link ratioVerdict}
 * says so (a TNW-denominated row when TNW ≤ 0). The number itself is still shown on the screens (banks
 * read a negative TNW as a red flag of its own); the report and the xlsx print "NM".
 */
export function flagsFor(screen: ScreenId, resolve: Resolve): Record<string, MetricFlag> {
  if (!tnwNotPositive(resolve)) {
    return {}; // the common case, decided without walking the rows
  }
  const flagged = SCREENS[screen].rows.filter((r): r is DerivedRow => r.kind === 'derived' && ratioVerdict(ruleOfRow(r), resolve).kind === 'nm');
  return Object.fromEntries(flagged.map((r) => [r.key, 'NM' as const]));
}

/**
 * An integrity flag on a cell of the grid: NM, or a figure a banker would stop at. The wire's `flags`
 * carry NM only ({@link flagsFor}); these are for the screen.
 */
export type CellFlag = MetricFlag | 'notTallied' | 'lowCurrentRatio' | 'lowDscr' | 'accrualShort' | 'negativeNwc';

/** The current ratio a bank expects at least (Tandon Committee, second method of lending). */
export const CURRENT_RATIO_BENCHMARK = 1.33;

/** The badge and the sentence (tooltip and screen-reader text) of a cell flag. */
export function cellFlagText(flag: CellFlag, settings: Pick<Settings, 'dscrFloor'>): { badge: string; text: string } {
  switch (flag) {
    case 'NM':
      return { badge: 'NM', text: FLAG_TEXT.NM };
    case 'notTallied':
      return { badge: '≠', text: 'Balance sheet not tallied: total assets and total liabilities differ (see "Difference, if any").' };
    case 'lowCurrentRatio':
      return { badge: '!', text: `Current ratio below ${CURRENT_RATIO_BENCHMARK} (Tandon Committee benchmark).` };
    case 'lowDscr':
      return { badge: '!', text: `Net DSCR below the DSCR floor of ${settings.dscrFloor} set in the settings.` };
    case 'accrualShort':
      return { badge: '!', text: 'Net cash accrual does not cover the term-loan instalments due within a year.' };
    case 'negativeNwc':
      return { badge: '!', text: 'Negative net working capital: current liabilities exceed current assets.' };
  }
}

/** Row keys (on any screen) and the test that flags their value. */
const CELL_RULES: readonly { key: string; flag: CellFlag; when: (v: number | boolean, s: Pick<Settings, 'dscrFloor'>) => boolean }[] = [
  { key: 'wheatherAssetsLiabTallied', flag: 'notTallied', when: (v) => v === false },
  { key: 'differenceIfAny', flag: 'notTallied', when: (v) => typeof v === 'number' && v !== 0 },
  { key: 'current_ratio', flag: 'lowCurrentRatio', when: (v) => typeof v === 'number' && v < CURRENT_RATIO_BENCHMARK },
  { key: 'Net_DSCR', flag: 'lowDscr', when: (v, s) => typeof v === 'number' && v < s.dscrFloor },
  { key: 'IF_Cash_accrual_TL_Installment', flag: 'accrualShort', when: (v) => v === false },
  { key: 'net_working_capital', flag: 'negativeNwc', when: (v) => typeof v === 'number' && v < 0 },
];

/** The keys of rows that may carry a cell flag (besides the TNW-denominated rows, flagged NM). */
export const FLAGGABLE_KEYS: ReadonlySet<string> = new Set(CELL_RULES.map((r) => r.key));

/**
 * The cell flags of one company's rows on a screen, keyed by wire key: NM ({@link flagsFor}), a
 * balance sheet that does not tally (cma-domain §2.3), current ratio below 1.33, Net DSCR below the
 * `dscrFloor` setting, net cash accrual below the TL instalments, and negative NWC. A value that
 * cannot be computed is never flagged.
 */
export function cellFlagsFor(screen: ScreenId, resolve: Resolve, settings: Pick<Settings, 'dscrFloor'>): Record<string, CellFlag> {
  const flags: Record<string, CellFlag> = { ...flagsFor(screen, resolve) };
  const keys = new Set(SCREENS[screen].rows.map((r) => r.key));
  for (const rule of CELL_RULES) {
    const value = keys.has(rule.key) ? plainValue(resolve, `${screen}.${rule.key}`) : null;
    if (value !== null && rule.when(value, settings)) {
      flags[rule.key] = rule.flag;
    }
  }
  return flags;
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
  return { residual: residual.toNumber(), differenceChange: change.toNumber(), text: fundFlowTieText(opening.toNumber(), closing.toNumber()) };
}

/**
 * The sentence of a fund flow column whose balance sheets do not tally, from the balance-sheet
 * differences of t−1 (`opening`) and t (`closing`), amounts: "does not tie: balance-sheet difference
 * changed by ₹x", or "balance sheets do not tally (difference ₹x in both periods); …" when it did not change.
 */
export function fundFlowTieText(opening: number, closing: number): string {
  const change = new Dec(closing).minus(opening);
  return change.isZero()
    ? `balance sheets do not tally (difference ₹${formatAmount(closing)} in both periods); the fund flow ties on the figures entered`
    : `does not tie: balance-sheet difference changed by ₹${formatAmount(change.toNumber())}`;
}

function isAmount(v: Value): v is Dec {
  return v !== null && typeof v !== 'boolean';
}
