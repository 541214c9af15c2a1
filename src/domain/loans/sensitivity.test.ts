import { describe, expect, it } from 'vitest';
import { Dec } from '../money';
import { DEFAULT_SETTINGS } from '../settings';
import { SECTION5_BREAK_EVEN } from './examples.fixture';
import { NO_LOAN_YEAR } from './schedule';
import { DEFAULT_SENSITIVITY_CASES, stressCompany } from './sensitivity';
import type { SensitivityPeriod } from './sensitivity';

/** loans-and-projections §6 on the §5 figures: PBT 100, tax 25, raw material consumed 550, depreciation 30. */
const base = (kind: SensitivityPeriod['kind'], year: number): SensitivityPeriod => ({
  year,
  kind,
  pbt: new Dec(100),
  tax: new Dec(25),
  depreciation: new Dec(30),
  breakEven: SECTION5_BREAK_EVEN,
  loans: { ...NO_LOAN_YEAR, interest: new Dec(10), principal: new Dec(20) },
});

const periods = [base('Audited', 2025), base('Projected', 2026)];
const [pricedDown, rawUp, both] = DEFAULT_SENSITIVITY_CASES.map((c) => stressCompany(periods, c, DEFAULT_SETTINGS));

describe('sensitivity (loans-and-projections §6)', () => {
  it('sales price −5 %: sales 950, PBT 50, tax 12.50, PAT 37.50', () => {
    const y = pricedDown!.byYear[1]!;
    expect([y.totalSales.toNumber(), y.pbt.toNumber(), y.pat.toNumber(), y.cashAccruals.toNumber()]).toEqual([950, 50, 37.5, 67.5]);
    // DSCR (37.50 + 30 + 10) ÷ (10 + 20)
    expect(y.dscr.dscr!.equals(new Dec('77.5').div(30))).toBe(true);
  });

  it('raw material +5 %: PBT 72.50, PAT 54.375; both: PBT 22.50, PAT 16.875', () => {
    expect([rawUp!.byYear[1]!.pbt.toNumber(), rawUp!.byYear[1]!.pat.toNumber()]).toEqual([72.5, 54.375]);
    expect([both!.byYear[1]!.pbt.toNumber(), both!.byYear[1]!.pat.toNumber()]).toEqual([22.5, 16.875]);
  });

  it('never changes an audited year', () => {
    const y = both!.byYear[0]!;
    expect([y.totalSales.toNumber(), y.pbt.toNumber(), y.pat.toNumber()]).toEqual([1000, 100, 75]);
  });

  it('gives a stressed loss no tax credit', () => {
    const r = stressCompany(periods, { name: 'Crash', salesPricePct: -20, rawMaterialPct: 0 }, DEFAULT_SETTINGS);
    const y = r.byYear[1]!;
    expect(y.pbt.toNumber()).toBe(-100);
    expect(y.pat.toNumber()).toBe(-100);
  });

  it('recomputes BEP % of sales on the stressed sales and raw material', () => {
    // Price −5 %: sales 950, variable 630, contribution 320, fixed 260: BEP 260 × 950 ÷ 320 = 771.875 = 81.25 % of 950.
    expect(pricedDown!.byYear[1]!.bepPctOfSales!.toNumber()).toBe(81.25);
    expect(pricedDown!.tenor.years).toEqual([2026]);
  });
});
