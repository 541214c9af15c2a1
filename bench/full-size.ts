/**
 * The product's full size as an analysis file: 8 companies × 10 periods (FY 2016-17 … FY 2025-26; two
 * audited, one estimated, the assessment year FY 2019-20 and six projected) with every input filled,
 * from src/domain/full-size.fixture.ts (the domain benches' figures), for the server and browser
 * benches to import.
 */
import { analysisResolvers } from '../src/domain/analysis';
import { FULL_SIZE_INPUTS, FULL_SIZE_PERIODS, FULL_SIZE_YEAR } from '../src/domain/full-size.fixture';
import { INPUT_SCREENS } from '../src/domain/model';
import type { CompanyDrivers } from '../src/domain/projections/drivers';
import { defaultDrivers } from '../src/domain/projections/defaults';
import { DEFAULT_SETTINGS } from '../src/domain/settings';

export { FULL_SIZE_YEAR };

/** The full-size analysis as a version-2 analysis file (JSON-ready), named `name`. */
export function fullSizeFile(name = 'Full size 8 × 10') {
  return {
    schemaVersion: 2,
    name,
    year: FULL_SIZE_YEAR,
    unit: 'lakhs',
    periods: FULL_SIZE_PERIODS,
    companies: FULL_SIZE_INPUTS.map((byPeriod, c) => ({
      name: `Company ${c + 1}`,
      years: Object.fromEntries(
        byPeriod.map((inputs, p) => [String(FULL_SIZE_PERIODS[p]!.year), Object.fromEntries(INPUT_SCREENS.map((s) => [s, inputs[s]]))]),
      ),
    })),
  } as const;
}

/**
 * Per company, every estimated and projected period driven by the defaults its history proposes (growth, % of
 * sales, holding months, carry forward, tax, dividend and the balancing line): the all-driven full size.
 */
export const FULL_SIZE_DRIVERS: readonly CompanyDrivers[] = (() => {
  const typed = analysisResolvers({ periods: FULL_SIZE_PERIODS, assessmentYear: FULL_SIZE_YEAR, companies: FULL_SIZE_INPUTS }, DEFAULT_SETTINGS);
  return FULL_SIZE_INPUTS.map((_, c) => {
    const cells = defaultDrivers(typed[c]![1]!, typed[c]![0]!);
    return Object.fromEntries(FULL_SIZE_PERIODS.slice(2).map((p) => [String(p.year), cells]));
  });
})();
