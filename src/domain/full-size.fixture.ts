import workedExample from '../../fixtures/worked-example.json';
import type { CompanyInputs } from './model';
import type { Period } from './periods';

/**
 * The product's full size: 8 companies × 10 periods with every input filled, for the benches and the
 * tests that must hold at that size. Each company is the worked example scaled (to paise) by
 * 1 + 0.37 c, and grows 6 % a year, so no two columns or periods share a value.
 */
const base = workedExample.companies[0]! as unknown as CompanyInputs;

/** The worked example with every input scaled by `k`, rounded to paise. */
export const scaledExample = (k: number): CompanyInputs =>
  Object.fromEntries(
    Object.entries(base).map(([s, m]) => [s, Object.fromEntries(Object.entries(m).map(([key, x]) => [key, Math.round(x * k * 100) / 100]))]),
  ) as unknown as CompanyInputs;

/** FY 2016-17 … FY 2025-26: two audited, one estimated, the assessment year FY 2019-20 and six projected. */
export const FULL_SIZE_PERIODS: readonly Period[] = Array.from({ length: 10 }, (_, i): Period => ({
  year: 2017 + i,
  kind: i < 2 ? 'Audited' : i === 2 ? 'Estimated' : 'Projected',
}));

/** The assessment year of the full-size analysis. */
export const FULL_SIZE_YEAR = 2020;

/** `FULL_SIZE_INPUTS[c][p]`: the statements of company c in period p. */
export const FULL_SIZE_INPUTS: readonly (readonly CompanyInputs[])[] = Array.from({ length: 8 }, (_, c) =>
  FULL_SIZE_PERIODS.map((_p, p) => scaledExample((1 + c * 0.37) * 1.06 ** p)),
);
