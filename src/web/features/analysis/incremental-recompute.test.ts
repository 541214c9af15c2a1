import fc from 'fast-check';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { analysisResolvers } from '../../../domain/analysis';
import type { MetricId, ScreenId } from '../../../domain/formula';
import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR } from '../../../domain/full-size.fixture';
import type { CompanyInputs } from '../../../domain/model';
import { INPUT_SCREENS, inputRows, screenValues, valueRows } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { SCREENS } from '../../../domain/screens';
import type { AnalysisDocument } from './analysis-document';
import type { InputEdit } from './analysis-document';
import { fullSizeDocument } from './full-size.fixture';

const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];
const COMPANIES = FULL_SIZE_INPUTS.length;
const PERIODS = FULL_SIZE_PERIODS.length;

/** Every input cell the grid can edit, as (screen, key). */
const INPUT_CELLS = INPUT_SCREENS.flatMap((screen) => inputRows(screen).map((row) => ({ screen, key: row.key })));

/** The document's inputs as the domain takes them, for a recompute from nothing. */
function inputsOf(doc: AnalysisDocument): CompanyInputs[][] {
  return Array.from({ length: COMPANIES }, (_, company) =>
    Array.from(
      { length: PERIODS },
      (_p, period) =>
        Object.fromEntries(
          INPUT_SCREENS.map((screen) => [
            screen,
            Object.fromEntries(inputRows(screen).map((row) => [row.key, doc.input({ company, period, screen, key: row.key }) ?? 0])),
          ]),
        ) as unknown as CompanyInputs,
    ),
  );
}

/** Every value of the six screens, as the grid shows it, from the document's live computeds. */
function shown(doc: AnalysisDocument): Record<string, unknown>[][] {
  return Array.from({ length: COMPANIES }, (_, c) =>
    Array.from({ length: PERIODS }, (_p, p) =>
      Object.fromEntries(SCREEN_IDS.flatMap((s) => valueRows(s).map((row) => [`${s}.${row.key}`, doc.plain(c, `${s}.${row.key}` as MetricId, p)]))),
    ),
  );
}

/** The same values recomputed from nothing by the domain's resolvers. */
function recomputed(doc: AnalysisDocument): Record<string, unknown>[][] {
  const resolvers = analysisResolvers({ periods: FULL_SIZE_PERIODS, assessmentYear: FULL_SIZE_YEAR, companies: inputsOf(doc) }, DEFAULT_SETTINGS);
  return resolvers.map((byPeriod) =>
    byPeriod.map((resolve) => Object.fromEntries(SCREEN_IDS.flatMap((s) => Object.entries(screenValues(s, resolve)).map(([key, v]) => [`${s}.${key}`, v])))),
  );
}

const anEdit = fc.record({
  company: fc.integer({ min: 0, max: COMPANIES - 1 }),
  period: fc.integer({ min: 0, max: PERIODS - 1 }),
  cell: fc.constantFrom(...INPUT_CELLS),
  // Whole rupees and paise, small and large, zero included (a cleared cell).
  value: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 99_999_999 }).map((h) => h / 100),
  ),
});

describe('incremental recompute at full size (8 companies × 10 periods)', () => {
  it('after random edits, every value the grid shows equals a recompute from nothing', () => {
    const doc = fullSizeDocument();
    // Keep every cell observed, as the open grid does, so each edit recomputes only what depends on it.
    const stop = autorun(() => void shown(doc));
    try {
      expect(shown(doc)).toEqual(recomputed(doc));
      fc.assert(
        fc.property(fc.array(anEdit, { minLength: 1, maxLength: 6 }), (edits) => {
          const applied: InputEdit[] = edits.map(({ company, period, cell, value }) => ({ company, period, ...cell, value }));
          doc.apply(applied);
          expect(shown(doc)).toEqual(recomputed(doc));
        }),
        { numRuns: 8 },
      );
    } finally {
      stop();
    }
  }, 180_000); // 16,000 cells checked after every run: seconds on a quiet machine, more on a loaded one
});
