/**
 * Domain recompute benchmark (design.md §7), from cold resolvers (no memo carried between runs):
 *
 * - one period: every value of the six screens, plus the NM flags, for 8 companies (the anchor);
 * - ten periods: every value of every screen (the six, the fund flow and the growth trend), the NM
 *   flags and the fund flow's tie-out flag, for 8 companies × 10 periods.
 *
 * The two are interleaved run by run, so machine load hits both alike. Run: `npx tsx bench/recompute.ts`.
 */
import workedExample from '../fixtures/worked-example.json';
import { analysisResolvers } from '../src/domain/analysis';
import { flagsFor, fundFlowFlag } from '../src/domain/flags';
import type { AnyScreenId, ScreenId } from '../src/domain/formula';
import { companyResolver, screenValues } from '../src/domain/model';
import type { CompanyInputs } from '../src/domain/model';
import type { Period } from '../src/domain/periods';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { ALL_SCREENS, SCREENS } from '../src/domain/screens';

const RUNS = 1000;
const WARMUP = 200;
const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];
const ALL_SCREEN_IDS = Object.keys(ALL_SCREENS) as AnyScreenId[];
const base = workedExample.companies[0]! as unknown as CompanyInputs;

/** The worked example with every input scaled by `k` (to paise). */
const scaled = (k: number): CompanyInputs =>
  Object.fromEntries(
    Object.entries(base).map(([s, m]) => [s, Object.fromEntries(Object.entries(m).map(([key, x]) => [key, Math.round(x * k * 100) / 100]))]),
  ) as unknown as CompanyInputs;

// Eight different companies: the worked example scaled, so no two columns share a value.
const companies: CompanyInputs[] = Array.from({ length: 8 }, (_, i) => scaled(1 + i * 0.37));

// Ten periods, FY 2016-17 … FY 2025-26: two audited, one estimated, the assessment year and six projected.
const PERIODS: Period[] = Array.from({ length: 10 }, (_, i): Period => ({
  year: 2017 + i,
  kind: i < 2 ? 'Audited' : i === 2 ? 'Estimated' : 'Projected',
}));
// Each company grows 6% a year, so every period differs from the one before.
const companyPeriods: CompanyInputs[][] = companies.map((_, c) => PERIODS.map((_p, p) => scaled((1 + c * 0.37) * 1.06 ** p)));

function recomputeOnePeriod(): number {
  let cells = 0;
  for (const c of companies) {
    const resolve = companyResolver(c, DEFAULT_SETTINGS);
    for (const screen of SCREEN_IDS) {
      cells += Object.keys(screenValues(screen, resolve)).length;
      flagsFor(screen, resolve);
    }
  }
  return cells;
}

function recomputeTenPeriods(): number {
  let cells = 0;
  const resolvers = analysisResolvers({ periods: PERIODS, assessmentYear: 2020, companies: companyPeriods }, DEFAULT_SETTINGS);
  for (const periods of resolvers) {
    for (const resolve of periods) {
      for (const screen of ALL_SCREEN_IDS) {
        cells += Object.keys(screenValues(screen, resolve)).length;
      }
      for (const screen of SCREEN_IDS) {
        flagsFor(screen, resolve);
      }
      fundFlowFlag(resolve);
    }
  }
  return cells;
}

interface Sample {
  wall: number[];
  cpu: number[];
}

function time(run: () => number, into: Sample): void {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  run();
  into.wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  into.cpu.push((c.user + c.system) / 1000);
}

const cellsOne = recomputeOnePeriod();
const cellsTen = recomputeTenPeriods();
for (let i = 0; i < WARMUP; i++) {
  recomputeOnePeriod();
  recomputeTenPeriods();
}
// Wall time, and this process's CPU time, which a busy machine inflates less.
const one: Sample = { wall: [], cpu: [] };
const ten: Sample = { wall: [], cpu: [] };
for (let i = 0; i < RUNS; i++) {
  time(recomputeOnePeriod, one);
  time(recomputeTenPeriods, ten);
}
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
};
const summary = (s: Sample, cells: number) => ({
  cellsPerRun: cells,
  minMs: quantile(s.wall, 0),
  medianMs: quantile(s.wall, 0.5),
  p95Ms: quantile(s.wall, 0.95),
  maxMs: quantile(s.wall, 1),
  cpuMedianMs: quantile(s.cpu, 0.5),
  cpuP95Ms: quantile(s.cpu, 0.95),
});

console.log(
  JSON.stringify(
    {
      companies: companies.length,
      runs: RUNS,
      warmup: WARMUP,
      onePeriod: summary(one, cellsOne),
      tenPeriods: { periods: PERIODS.length, ...summary(ten, cellsTen) },
      tenOverOneMedian: Number((quantile(ten.wall, 0.5) / quantile(one.wall, 0.5)).toFixed(2)),
      node: process.version,
    },
    null,
    2,
  ),
);
