import type { DerivedRow } from './catalogue';
import { formatAmount, formatValue } from './format';
import type { MetricId, Resolve, ScreenId, WorkValue } from './formula';
import { plainValue, rowOf, splitId, workValue } from './model';
import type { AnyResolve } from './model';
import { amountIsZero, amountMinus, amountOf, amountToNumber } from './money';
import type { Amount } from './money';
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
export type CellFlag =
  | MetricFlag
  | 'notTallied'
  | 'lowCurrentRatio'
  | 'lowDscr'
  | 'accrualShort'
  | 'negativeNwc'
  // Banker's flags with a threshold in the settings.
  | 'highTolTnw'
  | 'slowReceivables'
  | 'slowCreditors'
  | 'rmAboveNorm'
  | 'wipAboveNorm'
  | 'fgAboveNorm';

/** The current ratio a bank expects at least (Tandon Committee, second method of lending): the default of `currentRatioFloor`. */
export const CURRENT_RATIO_BENCHMARK = 1.33;

/** A Form IV holding norm, months, as a flag names it; 0 is "no norm set". */
const norm = (months: number) => `the Form IV norm of ${months} months set in the settings`;

/** The badge and the sentence of each cell flag, naming the figure and the threshold in effect. */
const FLAG_WORDS: Readonly<Record<CellFlag, { badge: string; text: (s: Settings) => string }>> = {
  NM: { badge: 'NM', text: () => FLAG_TEXT.NM },
  notTallied: { badge: '≠', text: () => 'Balance sheet not tallied: total assets and total liabilities differ (see "Difference, if any").' },
  lowCurrentRatio: { badge: '!', text: (s) => `Current ratio below ${s.currentRatioFloor} (the floor set in the settings; Tandon Committee benchmark 1.33).` },
  lowDscr: { badge: '!', text: (s) => `Instalment cover (row 38) below the DSCR floor of ${s.dscrFloor} set in the settings.` },
  accrualShort: { badge: '!', text: () => 'Net cash accrual does not cover the term-loan instalments due within a year.' },
  negativeNwc: { badge: '!', text: () => 'Negative net working capital: current liabilities exceed current assets.' },
  highTolTnw: { badge: '!', text: (s) => `TOL / TNW above ${s.tolTnwCeiling}, the ceiling set in the settings.` },
  slowReceivables: { badge: '!', text: (s) => `Receivables above ${s.receivableMonthsCeiling} months' gross sales, the ceiling set in the settings.` },
  slowCreditors: { badge: '!', text: (s) => `Creditors above ${s.creditorMonthsCeiling} months' purchases, the ceiling set in the settings.` },
  rmAboveNorm: { badge: '!', text: (s) => `Raw material held above ${norm(s.rmNormMonths)}.` },
  wipAboveNorm: { badge: '!', text: (s) => `Stock in process held above ${norm(s.wipNormMonths)}.` },
  fgAboveNorm: { badge: '!', text: (s) => `Finished goods held above ${norm(s.fgNormMonths)}.` },
};

/** The badge and the sentence (tooltip and screen-reader text) of a cell flag. */
export function cellFlagText(flag: CellFlag, settings: Settings): { badge: string; text: string } {
  const words = FLAG_WORDS[flag];
  return { badge: words.badge, text: words.text(settings) };
}

const above = (v: number | boolean, limit: number) => typeof v === 'number' && v > limit;
/** Above a norm that is set (a norm of 0 is none). */
const aboveNorm = (v: number | boolean, months: number) => months > 0 && above(v, months);

/** Row keys (on any screen) and the test that flags their value. */
const CELL_RULES: readonly { key: string; flag: CellFlag; when: (v: number | boolean, s: Settings) => boolean }[] = [
  { key: 'wheatherAssetsLiabTallied', flag: 'notTallied', when: (v) => v === false },
  { key: 'differenceIfAny', flag: 'notTallied', when: (v) => typeof v === 'number' && v !== 0 },
  { key: 'current_ratio', flag: 'lowCurrentRatio', when: (v, s) => typeof v === 'number' && v < s.currentRatioFloor },
  { key: 'Net_DSCR', flag: 'lowDscr', when: (v, s) => typeof v === 'number' && v < s.dscrFloor },
  { key: 'IF_Cash_accrual_TL_Installment', flag: 'accrualShort', when: (v) => v === false },
  { key: 'net_working_capital', flag: 'negativeNwc', when: (v) => typeof v === 'number' && v < 0 },
  // Banker's flags: the KFI repeats these rows under the same keys, so both screens carry them.
  { key: 'TOl_and_TNW', flag: 'highTolTnw', when: (v, s) => above(v, s.tolTnwCeiling) },
  { key: 'months_gross_sales', flag: 'slowReceivables', when: (v, s) => above(v, s.receivableMonthsCeiling) },
  { key: 'months_purchases', flag: 'slowCreditors', when: (v, s) => above(v, s.creditorMonthsCeiling) },
  { key: 'months_consumption', flag: 'rmAboveNorm', when: (v, s) => aboveNorm(v, s.rmNormMonths) },
  { key: 'months_cost_of_production', flag: 'wipAboveNorm', when: (v, s) => aboveNorm(v, s.wipNormMonths) },
  { key: 'months_cost_of_sales', flag: 'fgAboveNorm', when: (v, s) => aboveNorm(v, s.fgNormMonths) },
];

/** The keys of rows that may carry a cell flag (besides the TNW-denominated rows, flagged NM). */
export const FLAGGABLE_KEYS: ReadonlySet<string> = new Set(CELL_RULES.map((r) => r.key));

/**
 * The cell flags of one company's rows on a screen, keyed by wire key: NM ({@link flagsFor}), a
 * balance sheet that does not tally (cma-domain §2.3), current ratio below `currentRatioFloor`, Net DSCR
 * below `dscrFloor`, net cash accrual below the TL instalments, negative NWC, and the banker's flags
 * (TOL / TNW, receivables and creditors months, stocks above a Form IV norm). A value that cannot be
 * computed is never flagged, and an NM ratio keeps its NM.
 */
export function cellFlagsFor(screen: ScreenId, resolve: Resolve, settings: Settings): Record<string, CellFlag> {
  const flags: Record<string, CellFlag> = { ...flagsFor(screen, resolve) };
  const keys = new Set(SCREENS[screen].rows.map((r) => r.key));
  for (const rule of CELL_RULES) {
    const value = keys.has(rule.key) && flags[rule.key] === undefined ? plainValue(resolve, `${screen}.${rule.key}`) : null;
    if (value !== null && rule.when(value, settings)) {
      flags[rule.key] = rule.flag;
    }
  }
  return flags;
}

/** Where the report reads the banker's flags, and the figure's name there: each rule's row on the screen that computes it (not the KFI repeat). */
const BANKER_ROWS: readonly (readonly [MetricId, string])[] = [
  ['ratios.current_ratio', 'Current ratio'],
  ['ratios.TOl_and_TNW', 'TOL / TNW'],
  ['wctl.months_gross_sales', "Receivables (months' gross sales)"],
  ['wctl.months_purchases', "Creditors (months' purchases)"],
  ['wctl.months_consumption', "Raw material (months' consumption)"],
  ['wctl.months_cost_of_production', "Stock in process (months' cost of production)"],
  ['wctl.months_cost_of_sales', "Finished goods (months' cost of sales)"],
  ['wctl.Net_DSCR', 'Net DSCR'],
  ['ratios.net_working_capital', 'Net working capital'],
];

/**
 * The banker's flags of one company in one period as sentences for the report's list, each naming the
 * figure, its value and the threshold: "TOL / TNW 3.42: TOL / TNW above 3, the ceiling set in the settings."
 */
export function bankersFlags(resolve: Resolve, settings: Settings): string[] {
  const out: string[] = [];
  for (const [id, name] of BANKER_ROWS) {
    const [screen, key] = splitId(id);
    const flag = cellFlagsFor(screen, resolve, settings)[key];
    const value = plainValue(resolve, id);
    if (flag !== undefined && flag !== 'NM' && typeof value === 'number') {
      out.push(`${name} ${formatValue(value, rowOf(id).unit)}: ${cellFlagText(flag, settings).text}`);
    }
  }
  return out;
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
  // Exact arithmetic on the engine's working values: hundredths stay integers (no `Dec` per column).
  const opening = workValue(resolve, 'fundflow.openingDifference');
  const closing = workValue(resolve, 'fundflow.closingDifference');
  const residual = workValue(resolve, 'fundflow.tieOutResidual');
  if (!isAmount(opening) || !isAmount(closing) || !isAmount(residual)) {
    return null;
  }
  const change = amountToNumber(amountMinus(closing, opening));
  return { residual: amountToNumber(residual), differenceChange: change, text: fundFlowTieText(amountToNumber(opening), amountToNumber(closing)) };
}

/**
 * The sentence of a fund flow column whose balance sheets do not tally, from the balance-sheet
 * differences of t−1 (`opening`) and t (`closing`), amounts: "does not tie: balance-sheet difference
 * changed by ₹x", or "balance sheets do not tally (difference ₹x in both periods); …" when it did not change.
 */
export function fundFlowTieText(opening: number, closing: number): string {
  // `amountOf` is the decimal each number means (hundredths when it has 2 decimals), so this is exact.
  const change = amountMinus(amountOf(closing), amountOf(opening));
  return amountIsZero(change)
    ? `balance sheets do not tally (difference ₹${formatAmount(closing)} in both periods); the fund flow ties on the figures entered`
    : `does not tie: balance-sheet difference changed by ₹${formatAmount(amountToNumber(change))}`;
}

function isAmount(v: WorkValue): v is Amount {
  return v !== null && typeof v !== 'boolean';
}
