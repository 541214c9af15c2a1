import { financialYearOf, monthIndexOf } from '../loans/term-loan';
import { Dec, ZERO } from '../money';
import type { BlockRow } from './drivers';

/** How a block is depreciated: straight line on cost, or written-down value. */
export type DepreciationMethod = 'slm' | 'wdv';

/** Capital expenditure on a block: spent in FY `year`, put to use in the month `putToUse` ("YYYY-MM"). */
export interface AssetAddition {
  readonly year: number;
  /** In the analysis's unit, > 0, at most 2 decimals. */
  readonly amount: number;
  readonly putToUse: string;
}

/**
 * One block of a company's fixed-asset schedule (loans-and-projections §8), on a gross-block row of the
 * assets & liabilities statement.
 */
export interface AssetBlock {
  readonly row: BlockRow;
  readonly method: DepreciationMethod;
  /** Annual rate, % (0–100). */
  readonly ratePct: number;
  /** Accumulated depreciation at the start of the first projected period; the WDV base is gross less it. */
  readonly openingAccumulatedDepreciation: number;
  readonly additions: readonly AssetAddition[];
}

/** Companies Act 2013 Schedule II useful lives of the blocks, years; land is not depreciated. */
export const SCHEDULE_II_LIFE: Readonly<Record<BlockRow, number | null>> = {
  landBuilding: 30,
  plantMachinery: 15,
  furnitureFixturesSundries: 10,
};

/** The residual value Schedule II assumes, as a share of cost. */
const RESIDUAL = new Dec('0.05');

/**
 * The Schedule II rate of a block, % a year, from its useful life and a 5 % residual value
 * (loans-and-projections §8): SLM = 95 % ÷ life; WDV = 1 − 0.05^(1/life). Plant (15 years): 6.3333 % and
 * 18.1036 %. Rounded to 4 decimals, the precision a rate is stored with.
 */
export function scheduleIIRatePct(row: BlockRow, method: DepreciationMethod): number {
  const life = SCHEDULE_II_LIFE[row];
  if (life === null) {
    return 0;
  }
  const rate = method === 'slm' ? new Dec(95).div(life) : new Dec(1).minus(RESIDUAL.pow(new Dec(1).div(life))).times(100);
  return rate.toDecimalPlaces(4).toNumber();
}

/**
 * Months an asset put to use in `putToUse` is used in the financial year `year` (April–March): from its
 * month to March inclusive (February → 2, October → 6), 0 when put to use in a later year, 12 when earlier.
 */
export function monthsInUse(putToUse: string, year: number): number {
  const index = monthIndexOf(putToUse);
  const fy = financialYearOf(index);
  if (fy > year) {
    return 0;
  }
  if (fy < year) {
    return 12;
  }
  return year * 12 + 2 - index + 1;
}

/** One block in one period. */
export interface BlockYear {
  readonly gross: Dec;
  readonly depreciation: Dec;
  readonly accumulated: Dec;
  /** What the depreciation is made of, in words with the figures. */
  readonly working: string;
}

/** The schedule of all blocks in one projected period. */
export interface FixedAssetYear {
  readonly blocks: ReadonlyMap<BlockRow, BlockYear>;
  readonly depreciation: Dec;
  readonly accumulated: Dec;
  /** Additions spent by this year and put to use after it: capital work in progress, no depreciation. */
  readonly cwip: Dec;
}

const fmt = (d: Dec): string => d.toFixed(2);

/**
 * The fixed-asset schedule over the projected periods (loans-and-projections §8), exact. `periods` are the
 * projected periods in order with their months; `openingGross(row)` is the block row's figure just before
 * the first of them. In each period: depreciation = the opening base × rate × months ÷ 12 (SLM on gross, WDV
 * on gross less accumulated) plus each addition put to use in it × rate × months in use ÷ 12; SLM stops at
 * the 5 % residual. Gross grows by the additions put to use; capital work in progress holds those spent but
 * not yet put to use.
 */
export function fixedAssetSchedule(
  blocks: readonly AssetBlock[],
  periods: readonly { readonly year: number; readonly months: number }[],
  openingGross: (row: BlockRow) => Dec,
): Map<number, FixedAssetYear> {
  const state = blocks.map((b) => ({ block: b, gross: openingGross(b.row), accumulated: new Dec(b.openingAccumulatedDepreciation) }));
  const out = new Map<number, FixedAssetYear>();
  for (const { year, months } of periods) {
    const byRow = new Map<BlockRow, BlockYear>();
    let depreciation = ZERO;
    let accumulated = ZERO;
    let cwip = ZERO;
    for (const s of state) {
      const rate = new Dec(s.block.ratePct).div(100);
      const base = s.block.method === 'slm' ? s.gross : s.gross.minus(s.accumulated);
      let dep = base.times(rate).times(months).div(12);
      const parts = [`${fmt(base)} × ${s.block.ratePct} %${months === 12 ? '' : ` × ${months} ÷ 12`}`];
      let added = ZERO;
      for (const a of s.block.additions) {
        const used = Math.min(monthsInUse(a.putToUse, year), months);
        const fyOfUse = financialYearOf(monthIndexOf(a.putToUse));
        if (fyOfUse === year) {
          added = added.plus(a.amount);
          dep = dep.plus(new Dec(a.amount).times(rate).times(used).div(12));
          parts.push(`${fmt(new Dec(a.amount))} × ${s.block.ratePct} % × ${used} ÷ 12`);
        } else if (a.year <= year && fyOfUse > year) {
          cwip = cwip.plus(a.amount);
        }
      }
      const gross = s.gross.plus(added);
      if (s.block.method === 'slm') {
        const room = gross.times(new Dec(1).minus(RESIDUAL)).minus(s.accumulated);
        dep = Dec.max(ZERO, Dec.min(dep, room));
      }
      s.gross = gross;
      s.accumulated = s.accumulated.plus(dep);
      depreciation = depreciation.plus(dep);
      accumulated = accumulated.plus(s.accumulated);
      byRow.set(s.block.row, {
        gross,
        depreciation: dep,
        accumulated: s.accumulated,
        working: `${s.block.method.toUpperCase()} ${parts.join(' + ')} = ${fmt(dep)}`,
      });
    }
    out.set(year, { blocks: byRow, depreciation, accumulated, cwip });
  }
  return out;
}
