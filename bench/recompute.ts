/**
 * Domain recompute benchmark (design.md §7): every value of all six screens, plus the NM flags, for
 * 8 companies, from cold resolvers (no memo carried between runs). Run: `npx tsx bench/recompute.ts`.
 */
import workedExample from '../fixtures/worked-example.json';
import { flagsFor } from '../src/domain/flags';
import type { ScreenId } from '../src/domain/formula';
import { companyResolver, screenValues } from '../src/domain/model';
import type { CompanyInputs } from '../src/domain/model';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { SCREENS } from '../src/domain/screens';

const RUNS = 1000;
const WARMUP = 200;
const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];
const base = workedExample.companies[0]! as unknown as CompanyInputs;

// Eight different companies: the worked example scaled, so no two columns share a value.
const companies: CompanyInputs[] = Array.from({ length: 8 }, (_, i) => {
  const k = 1 + i * 0.37;
  return Object.fromEntries(
    Object.entries(base).map(([s, m]) => [s, Object.fromEntries(Object.entries(m).map(([key, x]) => [key, Math.round(x * k * 100) / 100]))]),
  ) as unknown as CompanyInputs;
});

function recomputeAll(): number {
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

let cells = 0;
for (let i = 0; i < WARMUP; i++) {
  cells = recomputeAll();
}
// Wall time, and this process's CPU time, which a busy machine inflates less.
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  recomputeAll();
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3));
};

console.log(
  JSON.stringify(
    {
      companies: companies.length,
      cellsPerRun: cells,
      runs: RUNS,
      warmup: WARMUP,
      medianMs: quantile(wall, 0.5),
      p95Ms: quantile(wall, 0.95),
      cpuMedianMs: quantile(cpu, 0.5),
      cpuP95Ms: quantile(cpu, 0.95),
      node: process.version,
    },
    null,
    2,
  ),
);
