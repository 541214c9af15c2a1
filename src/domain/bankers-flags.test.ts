import { describe, expect, it } from 'vitest';
import { bankersFlags, cellFlagsFor } from './flags';
import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from './loss-year.fixture';
import { companyPeriodResolvers, plainValue } from './model';
import { DEFAULT_SETTINGS } from './settings';
import type { Settings } from './settings';

// The loss-year unit in 2024 (loss-year.fixture.ts), by hand: TOL 170 / TNW 58.52 = 2.905; CA (RM 15 + cash
// 30.94) / CL (creditors 20) = 2.297; creditors 20 / purchases 150 × 12 = 1.6 months; RM 15 / consumption
// (150 − 15) × 12 = 1.333 months; no receivables.
const [, y2] = companyPeriodResolvers([LOSS_YEAR_1, LOSS_YEAR_2], LOSS_YEAR_PERIODS, 2024, DEFAULT_SETTINGS);
const resolve = y2!;
const round = (id: Parameters<typeof plainValue>[1]) => Number((plainValue(resolve, id) as number).toFixed(3));
const flags = (settings: Partial<Settings>) => ({
  ratios: cellFlagsFor('ratios', resolve, { ...DEFAULT_SETTINGS, ...settings }),
  wctl: cellFlagsFor('wctl', resolve, { ...DEFAULT_SETTINGS, ...settings }),
});

describe("banker's flags (thresholds in the settings)", () => {
  it('read the hand figures', () => {
    expect([round('ratios.TOl_and_TNW'), round('ratios.current_ratio'), round('wctl.months_purchases'), round('wctl.months_consumption')]).toEqual([
      2.905, 2.297, 1.6, 1.333,
    ]);
  });

  it('say nothing at the defaults, where every figure is within its threshold and no Form IV norm is set', () => {
    const { ratios, wctl } = flags({});
    expect(ratios).toEqual({});
    expect(Object.values(wctl).filter((f) => f !== 'lowDscr' && f !== 'accrualShort')).toEqual([]);
    expect(bankersFlags(resolve, DEFAULT_SETTINGS).filter((t) => !t.startsWith('Net DSCR'))).toEqual([]);
  });

  it('flag each figure past its threshold, and name the figure, its value and the threshold', () => {
    const tight = { tolTnwCeiling: 2.9, currentRatioFloor: 2.5, creditorMonthsCeiling: 1.5, rmNormMonths: 1 };
    const { ratios, wctl } = flags(tight);
    expect(ratios).toMatchObject({ TOl_and_TNW: 'highTolTnw', current_ratio: 'lowCurrentRatio' });
    expect(wctl).toMatchObject({ months_purchases: 'slowCreditors', months_consumption: 'rmAboveNorm' });
    expect(wctl.months_gross_sales).toBeUndefined();
    expect(bankersFlags(resolve, { ...DEFAULT_SETTINGS, ...tight }).filter((t) => !t.startsWith('Net DSCR'))).toEqual([
      'Current ratio 2.30: Current ratio below 2.5 (the floor set in the settings; Tandon Committee benchmark 1.33).',
      'TOL / TNW 2.90: TOL / TNW above 2.9, the ceiling set in the settings.',
      "Creditors (months' purchases) 1.60: Creditors above 1.5 months' purchases, the ceiling set in the settings.",
      "Raw material (months' consumption) 1.33: Raw material held above the Form IV norm of 1 months set in the settings.",
    ]);
  });

  it('keep "NM" on TOL / TNW when TNW ≤ 0, whatever the ceiling', () => {
    const [, wiped] = companyPeriodResolvers(
      [LOSS_YEAR_1, { ...LOSS_YEAR_2, assetnliabs: { ...LOSS_YEAR_2.assetnliabs, reservesSurplus: -141.48 } }],
      LOSS_YEAR_PERIODS,
      2024,
      DEFAULT_SETTINGS,
    );
    expect(cellFlagsFor('ratios', wiped!, { ...DEFAULT_SETTINGS, tolTnwCeiling: 0 }).TOl_and_TNW).toBe('NM');
  });
});
