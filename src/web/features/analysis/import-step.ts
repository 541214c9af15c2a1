import type { EditChange } from './edit-history';
import { INPUT_SCREENS, inputRows } from '../../../domain/model';
import type { Outcome } from '../../lib/outcome';
import type { AnalysisStore } from './analysis-store';

type Figures = Map<string, number>;
const keyOf = (year: number, screen: string, key: string) => `${year}\t${screen}\t${key}`;

/** Every input figure of one company, by year, statement and row. */
function figuresOf(store: AnalysisStore, company: number): Figures {
  const figures: Figures = new Map();
  store.doc.periods.forEach((p, period) => {
    for (const screen of INPUT_SCREENS) {
      for (const row of inputRows(screen)) {
        figures.set(keyOf(p.year, screen, row.key), store.doc.input({ company, period, screen, key: row.key }) ?? 0);
      }
    }
  });
  return figures;
}

/**
 * Runs a write the server makes in one transaction (an import's accept) as ONE undo step: pending edits are
 * saved first, `write` runs with the analysis version, the analysis is loaded again, and every figure of
 * `company` that changed is recorded under `label`. Undo then puts the old figures back through the usual
 * edit path (a year the import added stays, empty).
 */
export async function writeAsOneStep(store: AnalysisStore, company: number, label: string, write: (version: number | null) => Promise<void>): Promise<Outcome> {
  const saved = await store.sync.save();
  if (!store.sync.isSaved) {
    return saved;
  }
  const before = figuresOf(store, company);
  await write(store.sync.version);
  const outcome = await store.sync.reload();
  const changes: EditChange[] = [];
  store.doc.periods.forEach((p, period) => {
    for (const screen of INPUT_SCREENS) {
      for (const row of inputRows(screen)) {
        const was = before.get(keyOf(p.year, screen, row.key)) ?? 0;
        const now = store.doc.input({ company, period, screen, key: row.key }) ?? 0;
        if (was !== now) {
          changes.push({ target: { company, period, screen, key: row.key }, before: was, after: now });
        }
      }
    }
  });
  store.history.record(label, changes);
  return outcome;
}
