import { describe, expect, it } from 'vitest';
import type { FacilityLimit } from '../contract/report';
import { PERIODS, Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import { NA_REASON_TEXT } from '../domain/formula';
import { NM_REASON } from '../domain/verdict';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { reportModelOf } from './report';
import { ASSESSMENT_YEAR_ONLY } from './report-pages';

/**
 * Company A over FY 2022-23 … FY 2024-25 with FY 2023-24 (company A of cma-domain §8) as the assessment year,
 * so the assessed figures are §8.4 and §8.5's hand calculation. FY 2022-23 has a debit balance of 300 in
 * profit and loss, which takes its TNW below 0 (TNW-denominated ratios "NM").
 */
const limits: FacilityLimit[] = [
  // Form III's bank borrowings at 31 March 2024 are 220 (§8.4 row 22), so this ties.
  {
    facility: 'Cash credit',
    bank: 'Bank of Baroda',
    facility_type: 'cc',
    existing: 200,
    proposed: 260,
    outstanding: 220,
    as_on: '2024-03-31',
    max_utilisation: 215,
    min_utilisation: 120,
  },
  // An amount in rupees typed into a ₹-lakhs field.
  { facility: 'Bank guarantee', facility_type: 'bg', existing: 200, outstanding: 19640000, as_on: '2024-03-31' },
];
const negativeTnwY1 = { ...Y1, assetnliabs: { ...Y1.assetnliabs, profitLossAc: 300 } };
const doc: AnalysisDocument = {
  id: 7,
  name: 'Three years',
  version: 3,
  unit: 'lakhs',
  settings: DEFAULT_SETTINGS,
  inputs: { periods: PERIODS, assessmentYear: 2024, companies: [[negativeTnwY1, Y2, Y3]] },
  companies: [{ name: 'Company A', limits }],
};
const company = reportModelOf(doc, { firm_name: '', prepared_by: '', print_product_name: false }).companies[0]!;
const page = (id: string) => company.pages!.find((p) => p.id === id)!;
const line = (id: string, label: string) => page(id).lines.find((l) => l.label === label)!;
/** FY 2023-24, the assessment year. */
const AY = 1;

describe('the analysis pages of the printed CMA (cma-domain §8, company A)', () => {
  it('prints the pages in the order a bank reads them, numbered lines under headings', () => {
    expect(company.pages!.map((p) => p.id)).toEqual(['ratios', 'kfi', 'assessment', 'drawing_power', 'security']);
    expect(page('ratios').lines[0]).toEqual({ no: '', label: 'OPERATING DATA', heading: true, format: 'amount' });
    expect(page('ratios').lines[1]!.no).toBe('1');
  });

  it('gives the key ratios as the screen does, "NM" where TNW ≤ 0 with the figure kept', () => {
    const tolTnw = line('ratios', 'TOL / TNW');
    expect(tolTnw.values![AY]).toBeCloseTo(1.9, 2); // 750 / 395 (§8.5 row 10)
    expect(tolTnw.nm).toEqual([true, false, false]);
    expect(tolTnw.reasons![0]).toBe(NM_REASON);
    expect(tolTnw.values![0]).not.toBeNull();
  });

  it('gives the KFI of §8.5', () => {
    expect(line('kfi', 'Net Sales').values![AY]).toBe(2000);
    expect(line('kfi', 'TNW').values![AY]).toBe(395);
    expect(line('kfi', 'Current Ratio').values![AY]).toBeCloseTo(650 / 460, 10);
  });

  it('puts Tandon I and II and the turnover method on the assessment page with the figures of §8.4–§8.5', () => {
    const at = (label: string) => line('assessment', label).values![AY];
    expect(at('Working Capital Gap (A)')).toBe(410); // 650 − 240
    expect(at("Borrower's margin: 25% of the gap")).toBe(102.5); // 0.25 × 410
    expect(at('Gap less the margin')).toBe(307.5);
    expect(at('MPBF (Tandon Method I)')).toBe(220); // min(307.5, 220)
    expect(at('Minimum stipulated NWC: 25% of CA (B)')).toBe(162.5);
    expect(at('A − B (I)')).toBe(247.5);
    expect(at('MPBF (lower of I or II)')).toBe(220);
    expect(at('Eligible Bank Borrowings')).toBe(400); // 500 − 100
    expect(at('Permissible Bank Finance (turnover method)')).toBe(310); // 500 − max(100, 190)
    // MPBF is assessed only from the assessment year on.
    expect(line('assessment', 'MPBF (lower of I or II)').values![0]).toBeNull();
    expect(line('assessment', 'MPBF (lower of I or II)').reasons![0]).toBe(NA_REASON_TEXT.NOT_ASSESSED);
  });

  it('recommends the lower of the limit requested and the higher of MPBF and the turnover limit, in the assessment year', () => {
    const at = (label: string) => line('assessment', label);
    expect(at('Limit requested (Form I)').values).toEqual([null, 260, null]); // the CC only: the BG is not fund-based
    expect(at('Limit requested (Form I)').reasons).toEqual([ASSESSMENT_YEAR_ONLY, null, ASSESSMENT_YEAR_ONLY]);
    expect(at('MPBF (Tandon method II)').values![AY]).toBe(220);
    expect(at('Limit by the turnover method').values![AY]).toBe(310);
    expect(at('Eligible limit (higher of MPBF and the turnover method)').values![AY]).toBe(310);
    expect(at('Recommended limit (lower of requested and eligible)').values![AY]).toBe(260);
    expect(at('Requested above / (below) the eligible limit').values![AY]).toBe(-50);
  });

  it('computes drawing power with the margins in force (§8.5 rows 42–52)', () => {
    const at = (label: string) => line('drawing_power', label).values![AY];
    expect(at('Paid Stock')).toBe(130);
    expect(at('Margin 25% (stock)')).toBe(32.5);
    expect(at('Drawing Power (stock)')).toBe(97.5);
    expect(at('Margin 50% (book debts)')).toBe(150);
    expect(at('Total Eligible Limit (DP)')).toBe(247.5);
    expect(at('DP Surplus / (Shortfall)')).toBe(27.5);
  });

  it('names the margin in force when the settings change it', () => {
    const changed = reportModelOf(
      { ...doc, settings: { ...DEFAULT_SETTINGS, stockMarginPct: 30 } },
      { firm_name: '', prepared_by: '', print_product_name: false },
    );
    const dp = changed.companies[0]!.pages!.find((p) => p.id === 'drawing_power')!;
    expect(dp.lines.find((l) => l.label === 'Margin 30% (stock)')!.values![AY]).toBe(39); // 0.30 × 130
  });

  it('gives the security margin and fixed-asset coverage of §8.4 rows 26–33', () => {
    const at = (label: string) => line('security', label).values![AY]!;
    expect(at('Term Loans Outstanding')).toBe(260);
    expect(at('Margin')).toBe(190);
    expect(at('Security Margin')).toBeCloseTo(42.222222, 5);
    expect(at('Fixed Asset Coverage Ratio (FACR)')).toBeCloseTo(1.730769, 5);
  });

  it('flags Form I: an outstanding above 1.5 × its limit and a request above MPBF, with their figures', () => {
    expect(company.limit_flags).toEqual([
      'Bank guarantee: outstanding 1,96,40,000.00 is more than 1.5 × the limit of 200.00 (₹ lakhs); check the figure and its unit.',
      'Working-capital limit requested 260.00 is above the MPBF of 220.00 (₹ lakhs).',
    ]);
  });

  it('flags a Form I working-capital outstanding that differs from Form III of the same date', () => {
    const off = reportModelOf(
      { ...doc, companies: [{ name: 'A', limits: [{ ...limits[0]!, outstanding: 230 }] }] },
      { firm_name: '', prepared_by: '', print_product_name: false },
    );
    expect(off.companies[0]!.limit_flags).toContain(
      'Working-capital outstanding on 2024-03-31 is 230.00 in Form I but bank borrowings are 220.00 in Form III of the same date (₹ lakhs).',
    );
  });
});
