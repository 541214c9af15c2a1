/**
 * One edit at full size, in the browser's model (`AnalysisDocument`, MobX computeds over the domain
 * formulas), run in Node: `npx tsx bench/edit-recompute.ts`. The full-size analysis (8 companies × 10
 * periods) is open with every value of the six screens observed for the period on screen, as the grid
 * and the derived screens hold them; each run types one figure into a random input of a random company
 * and period, and the time is that of the edit with everything it invalidates recomputed (MobX runs the
 * reaction before the action returns). The anchor, interleaved run by run: the domain's full recompute
 * of every screen of 8 × 10 from nothing (bench/recompute-workload.ts). Target: < 0.5 ms median for one edit.
 */
import { autorun } from 'mobx';
import type { MetricId, ScreenId } from '../src/domain/formula';
import { FULL_SIZE_YEAR } from '../src/domain/full-size.fixture';
import { INPUT_SCREENS, inputRows, valueRows } from '../src/domain/model';
import { SCREENS } from '../src/domain/screens';
import { fullSizeDocument } from '../src/web/features/analysis/full-size.fixture';
import { quantile, recomputeTenPeriods, time } from './recompute-workload';
import type { Sample } from './recompute-workload';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const doc = fullSizeDocument();
const onScreen = doc.periods.findIndex((p) => p.year === FULL_SIZE_YEAR);
const shown = (Object.keys(SCREENS) as ScreenId[]).flatMap((s) => valueRows(s).map((row) => `${s}.${row.key}` as MetricId));
const stop = autorun(() => {
  for (let c = 0; c < doc.companyCount; c++) {
    for (const id of shown) {
      doc.plain(c, id, onScreen);
    }
  }
});
const inputs = INPUT_SCREENS.flatMap((screen) => inputRows(screen).map((row) => ({ screen, key: row.key })));
let seed = 42;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const edit = () => {
  const cell = inputs[random(inputs.length)]!;
  doc.apply([{ company: random(doc.companyCount), period: random(doc.periods.length), ...cell, value: random(1_000_000) / 100 }]);
  return 1;
};
for (let i = 0; i < 200; i++) {
  edit();
  recomputeTenPeriods();
}
const edits: Sample = { wall: [], cpu: [] };
const full: Sample = { wall: [], cpu: [] };
for (let i = 0; i < RUNS; i++) {
  time(edit, edits);
  time(recomputeTenPeriods, full);
}
stop();
const ms = (s: Sample) =>
  `${quantile(s.wall, 0).toFixed(3)} / ${quantile(s.wall, 0.5).toFixed(3)} / ${quantile(s.wall, 1).toFixed(3)} ms (p95 ${quantile(s.wall, 0.95).toFixed(3)})`;
console.log(`one edit at 8 × 10, ${shown.length * doc.companyCount} values observed: ${ms(edits)}`);
console.log(`full recompute of 8 × 10 (anchor):          ${ms(full)}`);
const ratios = edits.wall.map((e, i) => e / full.wall[i]!);
console.log(`edit ÷ full, per run: ${quantile(ratios, 0).toFixed(3)} / ${quantile(ratios, 0.5).toFixed(3)} / ${quantile(ratios, 1).toFixed(3)}`);
console.log(`target < 0.5 ms median for one edit: ${quantile(edits.wall, 0.5) < 0.5 ? 'met' : 'MISSED'} (${process.version})`);
