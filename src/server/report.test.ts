import { describe, expect, it } from 'vitest';
import { PERIODS, Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { NA_REASON_TEXT } from '../domain/formula';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { DIVISION_BY_ZERO, reportModelOf } from './report';

/** Company A over FY 2022-23 … FY 2024-25 (cma-forms §5.1 and a third year), the assessment year the last. */
const doc: AnalysisDocument = {
  id: 7,
  name: 'Three years',
  version: 3,
  unit: 'lakhs',
  settings: { ...DEFAULT_SETTINGS, stockMarginPct: 30 },
  inputs: { periods: PERIODS, assessmentYear: 2025, companies: [[Y1, Y2, Y3]] },
  companies: [{ name: 'Company A', limits: [] }],
};
const report = reportModelOf(doc, { firm_name: 'Rao & Co.', prepared_by: 'CA S. Rao', print_product_name: false }, new Date('2026-01-02T03:04:05Z'));
const form = (id: string) => report.companies[0]!.forms.find((f) => f.id === id)!;
const line = (id: string, no: string) => form(id).lines.find((l) => l.no === no)!;

describe('the CMA report model over three periods', () => {
  it('lists the periods oldest first, the assumptions in effect and when it was made', () => {
    expect(report.periods.map((p) => p.label)).toEqual(['FY 2022-23 (Audited)', 'FY 2023-24 (Audited)', 'FY 2024-25 (Projected)']);
    expect(report.assessment_year).toBe(2025);
    expect(report.assumptions).toContainEqual({ label: 'Drawing power: margin on stock', value: '30%' });
    expect(report.assumptions).toContainEqual({ label: 'Assessment year', value: 'FY 2024-25 (Projected)' });
    expect(report.generated_at).toBe('2026-01-02T03:04:05.000Z');
  });

  it('gives Form VI of cma-forms §5 (FY 2023-24 against FY 2022-23) and "—" for the first period, with the reason', () => {
    // Sources 232, uses 124, long-term surplus 108, net surplus 41, bank borrowings −41 (worked by hand in §5).
    expect(line('VI', '1.g').values![1]).toBe(232);
    expect(line('VI', '2.f').values![1]).toBe(124);
    expect(line('VI', '3').values![1]).toBe(108);
    expect(line('VI', '7').values![1]).toBe(41);
    expect(line('VI', '8').values![1]).toBe(-41);
    expect(line('VI', '1.a').values![0]).toBeNull();
    expect(line('VI', '1.a').reasons![0]).toBe(NA_REASON_TEXT.NO_EARLIER_PERIOD);
    expect(line('VI', '1.a').reasons![1]).toBeNull();
    expect(form('VI').flags).toEqual([null, null, null]);
  });

  it('gives MPBF only in assessed periods, and the worked example’s 220 in FY 2023-24 is not assessed', () => {
    expect(line('V', '8').values![0]).toBeNull();
    expect(line('V', '8').reasons![0]).toBe(NA_REASON_TEXT.NOT_ASSESSED);
    expect(line('V', '8').values![2]).not.toBeNull();
    expect(line('III', '45').values![1]).toBe(190);
  });

  it('prints an item not furnished as "—" with its reason in every period, and Form IV holding levels in months', () => {
    expect(line('II', '15.b').values).toEqual([null, null, null]);
    expect(line('II', '15.b').reasons![2]).toMatch(/^not furnished: not captured/);
    expect(line('IV', '1').months).toHaveLength(3);
    expect(line('II', '17').format).toBe('percent');
    expect(line('III', '46').format).toBe('times');
  });

  it('says a zero denominator, not "no earlier period", when a later period divides by a zero of the one before', () => {
    const empty = { opstmt: {}, assetnliabs: {}, ocaocl: {} };
    const blank = reportModelOf({ ...doc, inputs: { ...doc.inputs, companies: [[empty, empty, empty]] } }, report.profile);
    const rise = blank.companies[0]!.forms.find((f) => f.id === 'II')!.lines.find((l) => l.no === '4')!;
    expect(rise.values).toEqual([null, null, null]);
    expect(rise.reasons).toEqual([NA_REASON_TEXT.NO_EARLIER_PERIOD, DIVISION_BY_ZERO, DIVISION_BY_ZERO]);
  });
});
