/**
 * The product's full size as an analysis file: 8 companies × 10 periods (FY 2016-17 … FY 2025-26; two
 * audited, one estimated, the assessment year FY 2019-20 and six projected) with every input filled,
 * from the same figures as the domain benches (bench/recompute-workload.ts), for the server and
 * browser benches to import.
 */
import { INPUT_SCREENS } from '../src/domain/model';
import { PERIODS, companyPeriods } from './recompute-workload';

/** The assessment year of the full-size analysis. */
export const FULL_SIZE_YEAR = 2020;

/** The full-size analysis as a version-2 analysis file (JSON-ready), named `name`. */
export function fullSizeFile(name = 'Full size 8 × 10') {
  return {
    schemaVersion: 2,
    name,
    year: FULL_SIZE_YEAR,
    unit: 'lakhs',
    periods: PERIODS,
    companies: companyPeriods.map((byPeriod, c) => ({
      name: `Company ${c + 1}`,
      years: Object.fromEntries(
        byPeriod.map((inputs, p) => [String(PERIODS[p]!.year), Object.fromEntries(INPUT_SCREENS.map((s) => [s, inputs[s]]))]),
      ),
    })),
  } as const;
}
