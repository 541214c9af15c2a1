/**
 * The workload the domain benches share: 8 companies (the worked example scaled, so no two columns share a
 * value) over 10 periods, today's full recompute of them, and the timing helpers.
 */
import { analysisResolvers } from '../src/domain/analysis';
import { flagsFor, fundFlowFlag } from '../src/domain/flags';
import type { AnyScreenId, ScreenId } from '../src/domain/formula';
import { companyResolver, screenValues } from '../src/domain/model';
import type { AnyResolve, CompanyInputs } from '../src/domain/model';
import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR, scaledExample } from '../src/domain/full-size.fixture';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { ALL_SCREENS, SCREENS } from '../src/domain/screens';

export const RUNS = 1000;
export const WARMUP = 200;
const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];
const ALL_SCREEN_IDS = Object.keys(ALL_SCREENS) as AnyScreenId[];
// Eight different companies (the worked example scaled, so no two columns share a value) over ten periods.
export const companies: CompanyInputs[] = Array.from({ length: 8 }, (_, i) => scaledExample(1 + i * 0.37));
export const PERIODS = FULL_SIZE_PERIODS;
export const companyPeriods = FULL_SIZE_INPUTS;

export function recomputeOnePeriod(): number {
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

export function recomputeTenPeriods(): number {
  let cells = 0;
  const resolvers = tenPeriodResolvers();
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

export interface Sample {
  wall: number[];
  cpu: number[];
}

export function time(run: () => number, into: Sample): void {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  run();
  into.wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  into.cpu.push((c.user + c.system) / 1000);
}

/** The value at quantile `q` of `xs`, to the µs. */
export const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
};

/** Min, median, p95 and max of wall time, and the CPU median and p95, of a sample. */
export const summary = (s: Sample, cells: number) => ({
  cellsPerRun: cells,
  minMs: quantile(s.wall, 0),
  medianMs: quantile(s.wall, 0.5),
  p95Ms: quantile(s.wall, 0.95),
  maxMs: quantile(s.wall, 1),
  cpuMedianMs: quantile(s.cpu, 0.5),
  cpuP95Ms: quantile(s.cpu, 0.95),
});

/** Fresh (cold) resolvers of the 8 companies over the 10 periods. */
export function tenPeriodResolvers(): AnyResolve[][] {
  return analysisResolvers({ periods: PERIODS, assessmentYear: FULL_SIZE_YEAR, companies: companyPeriods }, DEFAULT_SETTINGS);
}
