import { describe, expect, it } from 'vitest';
import type { AnyMetricId } from './formula';
import { Dec } from './money';
import { lineFigures, renewalVariance, restated, VARIANCE_LINES } from './variance';
import type { LineFigures, VarianceFigures } from './variance';

/** A company's line figures: the ones given, every other line "—". */
const figures = (given: Partial<LineFigures>): LineFigures => ({ ...Object.fromEntries(VARIANCE_LINES.map((l) => [l.id, null])), ...given }) as LineFigures;

// Submitted in January 2025: FY 2024-25 estimated, FY 2025-26 projected.
const snapshot: VarianceFigures = {
  periods: [
    { year: 2024, kind: 'Audited' },
    { year: 2025, kind: 'Estimated' },
    { year: 2026, kind: 'Projected' },
  ],
  companies: [
    {
      name: 'Lakshmi Traders',
      byYear: {
        '2024': figures({ sales: '900' }),
        '2025': figures({ sales: '1000', pbt: '80', pat: '-40', tnw: '0', current_ratio: '1.33', bank_borrowing: '200' }),
        '2026': figures({ sales: '1200' }),
      },
    },
  ],
};
// At renewal FY 2024-25 is audited; FY 2025-26 is still projected.
const now: VarianceFigures = {
  periods: [
    { year: 2024, kind: 'Audited' },
    { year: 2025, kind: 'Audited' },
    { year: 2026, kind: 'Projected' },
  ],
  companies: [
    {
      name: 'Lakshmi Traders (renamed)',
      byYear: {
        '2024': figures({ sales: '900' }),
        '2025': figures({ sales: '1250', pbt: '70', pat: '-20', tnw: '15', current_ratio: '1.064', bank_borrowing: null }),
        '2026': figures({ sales: '1500' }),
      },
    },
    { name: 'Added since', byYear: {} },
  ],
};

describe('renewal variance: projected in the snapshot beside actual now', () => {
  const [company, ...rest] = renewalVariance(snapshot, now, 20);
  const row = (line: string) => company!.years[0]!.rows.find((r) => r.line === line)!;
  const text = (d: Dec | null) => (d === null ? null : d.toString());

  it('compares only the years projected then and actual now, per company by column', () => {
    expect(rest).toEqual([]);
    expect(company!.name).toBe('Lakshmi Traders (renamed)');
    expect(company!.years.map((y) => [y.year, y.projectedKind, y.actualKind])).toEqual([[2025, 'Estimated', 'Audited']]);
    expect(company!.years[0]!.rows.map((r) => r.line)).toEqual(VARIANCE_LINES.map((l) => l.id));
  });

  it('takes difference = actual − projected and pct = difference ÷ |projected| × 100, flagged above 20 %', () => {
    // Sales 1,000 → 1,250: +250, +25 % (flagged).
    expect([text(row('sales').difference), text(row('sales').pct), row('sales').flagged]).toEqual(['250', '25', true]);
    // PBT 80 → 70: −10, −12.5 % (within the threshold).
    expect([text(row('pbt').difference), text(row('pbt').pct), row('pbt').flagged]).toEqual(['-10', '-12.5', false]);
    // A loss of 40 projected, 20 actual: +20 over |−40| = +50 % (better, but still a deviation the bank asks about).
    expect([text(row('pat').difference), text(row('pat').pct), row('pat').flagged]).toEqual(['20', '50', true]);
    // Current ratio 1.33 → 1.064: −0.266, exactly −20 %: not above the threshold.
    expect([text(row('current_ratio').difference), text(row('current_ratio').pct), row('current_ratio').flagged]).toEqual(['-0.266', '-20', false]);
  });

  it('gives "—" with its reason when projected is 0 or a figure is missing', () => {
    expect(row('tnw')).toMatchObject({ difference: new Dec(15), pct: null, flagged: false, reason: 'projected figure is 0' });
    expect(row('bank_borrowing')).toMatchObject({ difference: null, pct: null, flagged: false, reason: 'no actual figure' });
    expect(row('dscr')).toMatchObject({ projected: null, difference: null, pct: null, reason: 'no projected figure in the snapshot' });
  });

  it('flags by the threshold given', () => {
    const strict = renewalVariance(snapshot, now, 10)[0]!.years[0]!.rows;
    expect(strict.filter((r) => r.flagged).map((r) => r.line)).toEqual(['sales', 'pbt', 'pat', 'current_ratio']);
  });
});

describe('the line figures of a period', () => {
  const resolverOf = (values: Partial<Record<AnyMetricId, string>>) => (id: AnyMetricId) => (values[id] === undefined ? null : new Dec(values[id]));

  it('reads each line from its metric, DSCR from the loans, exact', () => {
    const lines = lineFigures(
      resolverOf({ 'opstmt.totalSales': '3215.5', 'ratios.tangible_net_worth': '395', 'ratios.TOl_and_TNW': '1.7', 'wctl.months_gross_sales': '2.25' }),
      new Dec('1.4'),
    );
    expect(lines).toMatchObject({ sales: '3215.5', tnw: '395', tol_tnw: '1.7', receivable_months: '2.25', dscr: '1.4', pbt: null });
  });

  it('leaves TOL / TNW out when TNW ≤ 0 (not meaningful)', () => {
    expect(lineFigures(resolverOf({ 'ratios.tangible_net_worth': '-5', 'ratios.TOl_and_TNW': '-40' }), null).tol_tnw).toBeNull();
  });
});

describe('a snapshot taken in another unit', () => {
  it('is restated in the unit of the analysis now: amounts moved, ratios and months kept', () => {
    // ₹ lakhs then, ₹ crores now: 1,000 lakhs = 10 crores; a current ratio of 1.33 stays 1.33.
    const inCrores = restated(snapshot, -2).companies[0]!.byYear['2025']!;
    expect([inCrores.sales, inCrores.pbt, inCrores.pat, inCrores.bank_borrowing]).toEqual(['10', '0.8', '-0.4', '2']);
    expect([inCrores.current_ratio, inCrores.dscr]).toEqual(['1.33', null]);
    expect(restated(snapshot, 0)).toBe(snapshot);
  });
});
