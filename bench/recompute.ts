/**
 * Domain recompute benchmark (design.md §7), from cold resolvers (no memo carried between runs):
 *
 * - one period: every value of the six screens, plus the NM flags, for 8 companies (the anchor);
 * - ten periods: every value of every screen (the six, the fund flow and the growth trend), the NM
 *   flags and the fund flow's tie-out flag, for 8 companies × 10 periods.
 *
 * The two are interleaved run by run, so machine load hits both alike. Run: `npx tsx bench/recompute.ts`.
 */
import { PERIODS, RUNS, WARMUP, companies, quantile, recomputeOnePeriod, recomputeTenPeriods, summary, time } from './recompute-workload';
import type { Sample } from './recompute-workload';

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
