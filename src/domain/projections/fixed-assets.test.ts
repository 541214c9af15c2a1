import { describe, expect, it } from 'vitest';
import { companyPeriodResolvers } from '../model';
import { Dec } from '../money';
import type { Period } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import { fixedAssetSchedule, monthsInUse, scheduleIIRatePct } from './fixed-assets';
import type { AssetBlock } from './fixed-assets';
import { projectCompany } from './project';

const plant = (method: 'slm' | 'wdv', ratePct: number): AssetBlock => ({
  row: 'plantMachinery',
  method,
  ratePct,
  openingAccumulatedDepreciation: 50,
  additions: [{ year: 2026, amount: 60, putToUse: '2026-02' }],
});

describe('fixed-asset schedule (loans-and-projections §8)', () => {
  it('Schedule II rates from useful lives and a 5 % residual', () => {
    expect(scheduleIIRatePct('plantMachinery', 'slm')).toBe(6.3333);
    expect(scheduleIIRatePct('plantMachinery', 'wdv')).toBe(18.1036);
    expect(scheduleIIRatePct('landBuilding', 'slm')).toBe(3.1667);
    expect(scheduleIIRatePct('landBuilding', 'wdv')).toBe(9.5034);
    expect(scheduleIIRatePct('furnitureFixturesSundries', 'slm')).toBe(9.5);
    expect(scheduleIIRatePct('furnitureFixturesSundries', 'wdv')).toBe(25.8866);
  });

  it('months in use run from the month put to use to March: February → 2, October → 6, a later year → 0', () => {
    expect(monthsInUse('2026-02', 2026)).toBe(2);
    expect(monthsInUse('2025-10', 2026)).toBe(6);
    expect(monthsInUse('2026-04', 2026)).toBe(0);
    expect(monthsInUse('2024-04', 2026)).toBe(12);
  });

  it('SLM with a part-year addition: 200 × 6.3333 % + 60 × 6.3333 % × 2/12 = 12.6666 + 0.63333 → 13.30', () => {
    const year = fixedAssetSchedule([plant('slm', 6.3333)], [{ year: 2026, months: 12 }], () => new Dec(200)).get(2026)!;
    expect(year.depreciation.toString()).toBe('13.29993');
    expect(year.depreciation.toFixed(2)).toBe('13.30');
    expect(year.blocks.get('plantMachinery')!.gross.toString()).toBe('260');
    expect(year.accumulated.toString()).toBe('63.29993');
  });

  it('WDV with a part-year addition: (200 − 50) × 18.1036 % + 60 × 18.1036 % × 2/12 = 27.1554 + 1.81036 → 28.97', () => {
    const year = fixedAssetSchedule([plant('wdv', 18.1036)], [{ year: 2026, months: 12 }], () => new Dec(200)).get(2026)!;
    expect(year.depreciation.toString()).toBe('28.96576');
    expect(year.depreciation.toFixed(2)).toBe('28.97');
  });

  it('capital work in progress holds an addition until it is put to use, with no depreciation before', () => {
    const block: AssetBlock = { ...plant('slm', 10), openingAccumulatedDepreciation: 0, additions: [{ year: 2026, amount: 60, putToUse: '2026-10' }] };
    const years = fixedAssetSchedule(
      [block],
      [
        { year: 2026, months: 12 },
        { year: 2027, months: 12 },
      ],
      () => new Dec(100),
    );
    expect(years.get(2026)!.cwip.toString()).toBe('60');
    expect(years.get(2026)!.depreciation.toString()).toBe('10');
    expect(years.get(2027)!.cwip.toString()).toBe('0');
    // October 2026 is in FY 2027: 100 × 10 % + 60 × 10 % × 6/12.
    expect(years.get(2027)!.depreciation.toString()).toBe('13');
    expect(years.get(2027)!.blocks.get('plantMachinery')!.gross.toString()).toBe('160');
  });

  it('drives depreciation, the gross block, CWIP and accumulated depreciation of the statements', () => {
    const periods: Period[] = [
      { year: 2025, kind: 'Audited' },
      { year: 2026, kind: 'Projected' },
    ];
    const audited = { opstmt: {}, assetnliabs: { plantMachinery: 200 }, ocaocl: {} };
    const inputs = [audited, { opstmt: {}, assetnliabs: {}, ocaocl: {} }];
    const projection = projectCompany({
      periods,
      months: [12, 12],
      inputs,
      blocks: [plant('wdv', 18.1036)],
      loans: [],
      settings: DEFAULT_SETTINGS,
      drivers: {
        '2026': {
          'opstmt.depreciation': { method: 'schedule' },
          'assetnliabs.plantMachinery': { method: 'schedule' },
          'assetnliabs.lessDepreciation': { method: 'schedule' },
        },
      },
    });
    const r = companyPeriodResolvers(inputs, periods, 2025, DEFAULT_SETTINGS, projection.driven)[1]!;
    // The schedule's 28.96576 as the statements carry it, in paise.
    expect((r('opstmt.depreciation') as Dec).toString()).toBe('28.97');
    expect((r('assetnliabs.plantMachinery') as Dec).toString()).toBe('260');
    expect((r('assetnliabs.lessDepreciation') as Dec).toString()).toBe('78.97');
    expect(projection.workings[1]!.get('opstmt.depreciation')).toContain('WDV 150.00 × 18.1036 % + 60.00 × 18.1036 % × 2 ÷ 12');
  });
});
