/**
 * Projections bench: the recompute of 8 companies × 10 periods (2 audited, 8 estimated or projected) with
 * every projected row the defaults from history drive (growth, % of sales, holding months, carry forward,
 * the profit chain and the balancing line), against today's typed recompute of the same analysis, run by
 * run so machine load hits both alike. Both from cold resolvers, every value of every screen read. The
 * projection alone (the 8 companies' driven figures, no screen read) is timed in the same rounds.
 * As many runs after as long a warm-up as the typed recompute bench (bench/recompute.ts), so both measure the
 * code after the JIT has settled, not the first few runs. Run: `npx tsx bench/projections.ts`.
 */
import { analysisResolvers } from '../src/domain/analysis';
import type { AnyScreenId } from '../src/domain/formula';
import { screenValues } from '../src/domain/model';
import { projectCompany } from '../src/domain/projections/project';
import { ALL_SCREENS } from '../src/domain/screens';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR } from '../src/domain/full-size.fixture';
import { FULL_SIZE_DRIVERS } from './full-size';
import { RUNS, WARMUP, quantile, summary, time } from './recompute-workload';
import type { Sample } from './recompute-workload';

const SCREEN_IDS = Object.keys(ALL_SCREENS) as AnyScreenId[];
const drivers = FULL_SIZE_DRIVERS;

/** The driven figures of the 8 companies: the projection alone. */
const project = () =>
  FULL_SIZE_INPUTS.map(
    (inputs, c) =>
      projectCompany({
        periods: FULL_SIZE_PERIODS,
        months: FULL_SIZE_PERIODS.map(() => 12),
        inputs,
        drivers: drivers[c]!,
        blocks: [],
        loans: [],
        settings: DEFAULT_SETTINGS,
      }).driven,
  );

function recompute(driven: boolean): number {
  const projections = driven ? project() : undefined;
  const resolvers = analysisResolvers(
    { periods: FULL_SIZE_PERIODS, assessmentYear: FULL_SIZE_YEAR, companies: FULL_SIZE_INPUTS, ...(projections ? { driven: projections } : {}) },
    DEFAULT_SETTINGS,
  );
  let cells = 0;
  for (const periods of resolvers) {
    for (const resolve of periods) {
      for (const screen of SCREEN_IDS) {
        cells += Object.keys(screenValues(screen, resolve)).length;
      }
    }
  }
  return cells;
}

const cellsTyped = recompute(false);
const cellsDriven = recompute(true);
for (let i = 0; i < WARMUP; i++) {
  recompute(false);
  recompute(true);
}
const typedSample: Sample = { wall: [], cpu: [] };
const drivenSample: Sample = { wall: [], cpu: [] };
const projectionSample: Sample = { wall: [], cpu: [] };
for (let i = 0; i < RUNS; i++) {
  time(() => recompute(false), typedSample);
  time(() => recompute(true), drivenSample);
  time(() => project().length, projectionSample);
}
console.log(
  JSON.stringify(
    {
      runs: RUNS,
      typed: summary(typedSample, cellsTyped),
      allDriven: summary(drivenSample, cellsDriven),
      projectionAlone: summary(projectionSample, 0),
      drivenOverTypedMedian: Number((quantile(drivenSample.wall, 0.5) / quantile(typedSample.wall, 0.5)).toFixed(2)),
      drivenOverTypedCpuMedian: Number((quantile(drivenSample.cpu, 0.5) / quantile(typedSample.cpu, 0.5)).toFixed(2)),
      node: process.version,
    },
    null,
    2,
  ),
);
