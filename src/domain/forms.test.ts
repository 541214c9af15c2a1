import { describe, expect, it } from 'vitest';
import type { CompanyType } from './company-type';
import { FORM_II, FORM_III, FORM_IV, FORM_V, FORM_VI, formIIINetWorkingCapitalCheck, formItemLabel, formItemValues } from './forms';
import { evaluate } from './formula';
import type { CmaForm } from './forms';
import { companyPeriodResolvers, screenValues } from './model';
import type { AnyResolve } from './model';
import type { Dec } from './money';
import { DEFAULT_SETTINGS } from './settings';
import { Y1, Y2 } from './assessment/three-years.fixture';

const [y1, y2] = companyPeriodResolvers(
  [Y1, Y2],
  [
    { year: 2024, kind: 'Audited' },
    { year: 2025, kind: 'Projected' },
  ],
  2025,
  DEFAULT_SETTINGS,
) as [AnyResolve, AnyResolve];

/** Item number → amount as a plain number (null for "—"). */
function amounts(form: CmaForm, resolve: AnyResolve, field: 'value' | 'months' = 'value'): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const i of form.items) {
    const printed = formItemValues(i, resolve, DEFAULT_SETTINGS);
    const v = printed === undefined || 'notFurnished' in printed ? undefined : printed[field];
    if (v !== undefined && typeof v !== 'boolean') {
      out[i.no || i.label] = v === null ? null : Number(v.toFixed(2));
    }
  }
  return out;
}

describe('CMA forms as data (cma-forms §3.4, §3.5, §4.3), company A', () => {
  it('Form II, both years: the spot values of cma-forms §5.7', () => {
    const [a1, a2] = [amounts(FORM_II, y1), amounts(FORM_II, y2)];
    // 5.i RM consumed, 5.vii sub-total, 5.x COP, 5.xiii COS, 7 (5 + 6), 8 OP before interest, 10 OP after interest
    expect(['5.i', '5.vii', '5.x', '5.xiii', '7', '8', '10'].map((k) => a1[k])).toEqual([1010, 1249, 1244, 1234, 1454, 246, 180]);
    expect(['5.i', '5.vii', '5.x', '5.xiii', '7', '8', '10'].map((k) => a2[k])).toEqual([1190, 1464, 1454, 1444, 1694, 306, 236]);
    // 17: 123 ÷ 138 = 89.13%; 160 ÷ 180 = 88.89%. 4: "—" in Y1, 17.65% in Y2
    expect([a1['17'], a2['17'], a1['4'], a2['4']]).toEqual([89.13, 88.89, null, 17.65]);
    // No imported split entered: imported consumption is 0 from Y2 on, and 0.00 in Y1 too, as printed (nothing imported, so known)
    expect([a1['5.i.a'], a2['5.i.a'], a2['5.i.b']]).toEqual([0, 0, 1190]);
    expect(
      formItemValues(
        FORM_II.items.find((i) => i.no === '2')!,
        y2,
        DEFAULT_SETTINGS,
      ),
    ).toEqual({
      notFurnished: 'Sales are net of GST; excise duty applies only to goods outside GST',
    });
    // 5.x equals 5.vii + 5.viii − 5.ix (cma-forms §3.2: assert it)
    expect(a2['5.vii']! + a2['5.viii']! - a2['5.ix']!).toBe(a2['5.x']);
  });

  it('Form III, both years: the spot values of cma-forms §5.7', () => {
    const keys = ['Sub-total (A)', 'Sub-total (B)', '8', '9', '13', '16', '17', '18', '19', '20', '21', '23', '24', '25', '33', '34'];
    expect(keys.map((k) => amounts(FORM_III, y1)[k])).toEqual([261, 213, 50, 21, 260, 67, 327, 801, 130, 90, 20, 0, 240, 1041, 9, 556]);
    expect(keys.map((k) => amounts(FORM_III, y2)[k])).toEqual([220, 240, 50, 25, 210, 80, 290, 750, 150, 250, 20, 0, 420, 1170, 10, 650]);
    const more = ['38.i.a', '38.i.b', '38.iv', '41', '42', '43', '44', '45', '46', '47', '48'];
    expect(more.map((k) => amounts(FORM_III, y1)[k])).toEqual([30, 5, 23, 58, 7, 1041, 213, 82, 1.17, 3.76, 1.54]);
    expect(more.map((k) => amounts(FORM_III, y2)[k])).toEqual([40, 5, 20, 65, 5, 1170, 395, 190, 1.41, 1.9, 0.73]);
    // Item 45 both ways: (17 + 24) − (37 + 41 + 42) = (290 + 420) − (450 + 65 + 5) = 190 = 34 − 10
    for (const r of [y1, y2]) {
      expect((evaluate(formIIINetWorkingCapitalCheck, r, DEFAULT_SETTINGS) as Dec).toNumber()).toBe(amounts(FORM_III, r)['45']);
    }
  });

  it('Form V, both years, as cma-forms §5.7 gives them (MPBF only where assessed)', () => {
    const v1 = amounts(FORM_V, y1);
    const v2 = amounts(FORM_V, y2);
    expect([v1['1'], v1['2'], v1['3'], v1['4'], v1['5'], v1['6'], v1['7'], v1['9']]).toEqual([556, 213, 343, 139, 82, 204, 261, 57]);
    expect(v1['8']).toBeNull(); // Y1 is audited, not the assessment year
    expect([v2['1'], v2['2'], v2['3'], v2['4'], v2['5'], v2['6'], v2['7'], v2['8'], v2['9']]).toEqual([650, 240, 410, 162.5, 190, 247.5, 220, 220, 0]);
  });

  it('Form IV: items 7, 8, 12, 13 as §5.7, and the items add up to 9 and 14', () => {
    const [a1, a2] = [amounts(FORM_IV, y1), amounts(FORM_IV, y2)];
    expect([a1['7'], a1['8'], a1['12'], a1['13']]).toEqual([10, 47, 12, 71]);
    expect([a2['7'], a2['8'], a2['12'], a2['13']]).toEqual([12, 58, 15, 75]);
    for (const a of [a1, a2]) {
      expect(['1', '2', '3', '4', '5', '6', '7', '8'].reduce((s, k) => s + a[k]!, 0)).toBe(a['9']);
      expect(['10', '11', '12', '13'].reduce((s, k) => s + a[k]!, 0)).toBe(a['14']);
    }
    // Months: RM 120 ÷ 1,190 × 12 = 1.21; domestic receivables 300 ÷ 1,800 × 12 = 2.00 (over domestic
    // sales now that export receivables are an input, cma-forms §6); creditors 150 ÷ 1,200 × 12 = 1.50
    const m2 = amounts(FORM_IV, y2, 'months');
    expect([m2['1'], m2['5'], m2['10']]).toEqual([1.21, 2, 1.5]);
  });

  it("Form VI prints the fund flow screen's figures", () => {
    const ff = screenValues('fundflow', y2);
    const vi = amounts(FORM_VI, y2);
    expect([vi['1.g'], vi['2.f'], vi['3'], vi['6'], vi['7'], vi['8']]).toEqual([
      ff.totalSources,
      ff.totalUses,
      ff.longTermSurplus,
      ff.workingCapitalGapChange,
      ff.netSurplus,
      ff.bankBorrowingsChange,
    ]);
    expect(Object.values(amounts(FORM_VI, y1)).every((x) => x === null)).toBe(true);
  });

  it('labels follow the Tandon margin', () => {
    const four = FORM_V.items.find((i) => i.no === '4')!;
    expect(formItemLabel(four, { ...DEFAULT_SETTINGS, tandonMarginPct: 20 })).toContain('20% of total current assets');
  });

  it("Form VI 2.d reads 'Dividend / drawings' for a proprietorship or partnership, 'Dividend payments' for a company", () => {
    const dividends = FORM_VI.items.find((i) => i.no === '2.d')!;
    const label = (type?: CompanyType) => formItemLabel(dividends, DEFAULT_SETTINGS, type);
    expect([label(), label('company'), label('proprietorship'), label('partnership')]).toEqual([
      'Dividend payments',
      'Dividend payments',
      'Dividend / drawings',
      'Dividend / drawings',
    ]);
    // Only that line has a firm's wording: every other label is the same for all types.
    const others = FORM_VI.items.filter((i) => i !== dividends);
    expect(others.map((i) => formItemLabel(i, DEFAULT_SETTINGS, 'partnership'))).toEqual(others.map((i) => formItemLabel(i, DEFAULT_SETTINGS)));
  });
});
