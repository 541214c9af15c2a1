import { describe, expect, it } from 'vitest';
import { analysisResolvers } from './analysis';
import type { AnyScreenId } from './formula';
import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR } from './full-size.fixture';
import { plainValue, screenValues, toPlain, valueRows } from './model';
import type { AnyResolve } from './model';
import { ALL_SCREENS } from './screens';
import { DEFAULT_SETTINGS } from './settings';

const SCREEN_IDS = Object.keys(ALL_SCREENS) as AnyScreenId[];

describe('screenValues at full size (8 × 10)', () => {
  const resolvers = analysisResolvers({ periods: FULL_SIZE_PERIODS, assessmentYear: FULL_SIZE_YEAR, companies: FULL_SIZE_INPUTS }, DEFAULT_SETTINGS);

  it('gives every value row of every screen, in display order, equal to the metric read one by one', () => {
    for (const periods of resolvers) {
      for (const resolve of periods) {
        for (const screen of SCREEN_IDS) {
          const values = screenValues(screen, resolve);
          const keys = valueRows(screen).map((r) => r.key);
          expect(Object.keys(values)).toEqual(keys);
          expect(values).toEqual(Object.fromEntries(keys.map((k) => [k, plainValue(resolve, `${screen}.${k}`)])));
        }
      }
    }
  });

  it('gives the same values through a resolver of ids that is not the model’s (no memo to read)', () => {
    const resolve = resolvers[3]![4]!;
    const foreign: AnyResolve = (id) => resolve(id);
    for (const screen of SCREEN_IDS) {
      const values = screenValues(screen, foreign);
      expect(values).toEqual(screenValues(screen, resolve));
      // And each equals the exact value made plain.
      expect(values).toEqual(Object.fromEntries(valueRows(screen).map((r) => [r.key, toPlain(resolve(`${screen}.${r.key}`))])));
    }
  });
});
