import { capitalMovement } from './assessment/fundflow';
import { DEFAULT_COMPANY_TYPE, isFirm } from './company-type';
import type { CompanyType } from './company-type';
import { fundFlowTieText } from './flags';
import { formatAmount } from './format';
import { delta, evaluate, prev, ref, sub } from './formula';
import type { Expr, MetricId, PeriodContext, Resolve, Value } from './formula';
import { contextOf, rowOf, toPlain } from './model';
import { Dec } from './money';
import { SCREENS } from './screens';
import type { Settings } from './settings';
import { ofWhichExcesses } from './of-which';

/**
 * One check across years of one company in one period (cma-forms §4.7). `warning`: a figure that does
 * not carry forward or tie, to look at before the file goes to the bank; `info`: a figure to read (a
 * firm's capital introduced or withdrawn). Neither blocks saving, printing or Finish.
 */
export interface ConsistencyWarning {
  readonly level: 'warning' | 'info';
  /** The input where the figure is typed (the cell marked on the screen); null for a Form VI column. */
  readonly cell: MetricId | null;
  /** The sentence for the tooltip, the working and the report's list. */
  readonly text: string;
}

const amount = (v: number) => formatAmount(v);
const plain = (v: Value): number | null => {
  const p = toPlain(v);
  return typeof p === 'number' ? p : null;
};

/** Opening stock of each kind against the closing stock of the year before. */
const STOCKS: readonly (readonly [opening: string, closing: string, name: string])[] = [
  ['openingStockRM', 'closingStockRM', 'raw material'],
  ['openingStockWIP', 'closingStockWIP', 'work in process'],
  ['openingStockFinishedGoods', 'closingStockFinishedGoods', 'finished goods'],
];

/** The inputs whose move against the year before is checked for a unit or typing slip. */
const MOVERS: readonly MetricId[] = [
  'opstmt.salesDomestic',
  'opstmt.salesExports',
  'assetnliabs.tradeDebtors6',
  'assetnliabs.sundryCreditorsTrade',
  'opstmt.closingStockRM',
  'opstmt.closingStockWIP',
  'opstmt.closingStockFinishedGoods',
];

/** Every input a check can mark: the screens give these cells a warning mark when one fires. */
export const CHECKED_INPUTS: ReadonlySet<MetricId> = new Set<MetricId>([
  ...STOCKS.map(([opening]): MetricId => `opstmt.${opening}`),
  'assetnliabs.lessDepreciation',
  'assetnliabs.reservesSurplus',
  ...MOVERS,
  ...(['opstmt', 'assetnliabs', 'ocaocl'] as const).flatMap((screen) =>
    SCREENS[screen].rows.filter((r) => r.kind === 'input' && r.ofWhich !== undefined).map((r): MetricId => `${screen}.${r.key}`),
  ),
]);

/** Reserves moved other than by retained profit and fresh capital: K − Δ paid-up capital (cma-forms §4.2 K). */
const reservesMovedOtherwise: Expr = sub(capitalMovement, delta('assetnliabs.paidUpCapital'));

/**
 * The checks across years of one company in one period (cma-forms §4.7), in this order:
 *
 * - an opening stock (RM, WIP, FG) that differs from the closing stock of the year before;
 * - accumulated depreciation that rose by other than the year's depreciation (disposals, a change of method);
 * - for a company, net worth that moved by other than retained profit and the change in paid-up capital
 *   (reserves moved some other way), with the amount; for a proprietorship or partnership the same
 *   amount is capital introduced or withdrawn, an `info` line;
 * - a Form VI column that does not tie (a balance sheet that does not tally, cma-forms §4.4);
 * - an "of which" larger than its whole (cma-forms §6);
 * - sales, debtors, creditors or a stock more than `jumpRiseTimes` × the year before, or down more than
 *   `jumpFallPct` % (a likely unit or typing slip).
 *
 * The checks that compare with the year before say nothing in the first period or after a gap.
 * `context` defaults to the resolver's own periods (a resolver of model.ts).
 */
export function consistencyWarnings(
  resolve: Resolve,
  settings: Settings,
  companyType: CompanyType = DEFAULT_COMPANY_TYPE,
  context: PeriodContext = contextOf(resolve),
): ConsistencyWarning[] {
  const out: ConsistencyWarning[] = [];
  const earlier = context.earlier[0];
  if (earlier !== undefined) {
    const value = (e: Expr) => plain(evaluate(e, resolve, settings, context));
    for (const [opening, closing, name] of STOCKS) {
      const open = plain(resolve(`opstmt.${opening}`));
      const close = plain(earlier(`opstmt.${closing}`));
      if (open !== null && close !== null && open !== close) {
        out.push(warn(`opstmt.${opening}`, `Opening stock of ${name} ${amount(open)} is not last year's closing stock ${amount(close)}.`));
      }
    }
    const depreciationGap = value(sub(delta('assetnliabs.lessDepreciation'), ref('opstmt.depreciation')));
    if (depreciationGap !== null && depreciationGap !== 0) {
      const rise = value(delta('assetnliabs.lessDepreciation'))!;
      out.push(
        warn(
          'assetnliabs.lessDepreciation',
          `Accumulated depreciation rose by ${amount(rise)}, not by the year's depreciation ${amount(plain(resolve('opstmt.depreciation'))!)}: ` +
            'disposals or a change of method (Form VI then counts the written-down value of disposals in fixed assets).',
        ),
      );
    }
    const otherwise = value(reservesMovedOtherwise);
    if (otherwise !== null && otherwise !== 0) {
      out.push(
        !isFirm(companyType)
          ? warn(
              'assetnliabs.reservesSurplus',
              `Net worth is ${amount(Math.abs(otherwise))} ${otherwise > 0 ? 'higher' : 'lower'} than last year's plus retained profit and the change in paid-up capital: reserves moved some other way.`,
            )
          : {
              level: 'info',
              cell: 'assetnliabs.reservesSurplus',
              text: `Capital ${otherwise > 0 ? 'introduced' : 'withdrawn'}: ${amount(Math.abs(otherwise))} (the change in net worth less retained profit).`,
            },
      );
    }
    const opening = plain(earlier('assetnliabs.differenceIfAny'));
    const closing = plain(resolve('assetnliabs.differenceIfAny'));
    if (opening !== null && closing !== null && (opening !== 0 || closing !== 0)) {
      out.push({ level: 'warning', cell: null, text: `Form VI ${fundFlowTieText(opening, closing)}.` });
    }
  }
  for (const excess of ofWhichExcesses(resolve)) {
    out.push(warn(excess.id, excess.text));
  }
  if (earlier !== undefined) {
    for (const id of MOVERS) {
      const now = plain(resolve(id));
      const before = plain(evaluate(prev(id), resolve, settings, context));
      if (now === null || before === null || before <= 0 || now < 0) {
        continue;
      }
      const label = rowOf(id).label;
      // Exact decimals: a fall of exactly 70% (150 → 45) must not be flagged by a rounding of 0.3.
      if (new Dec(now).gt(new Dec(before).times(settings.jumpRiseTimes))) {
        out.push(warn(id, `${label} ${amount(now)} is more than ${settings.jumpRiseTimes}× last year's ${amount(before)}: a unit or typing slip?`));
      } else if (new Dec(now).times(100).lt(new Dec(before).times(100 - settings.jumpFallPct))) {
        out.push(warn(id, `${label} ${amount(now)} is down more than ${settings.jumpFallPct}% from last year's ${amount(before)}: a unit or typing slip?`));
      }
    }
  }
  return out;
}

function warn(cell: MetricId, text: string): ConsistencyWarning {
  return { level: 'warning', cell, text };
}
