import { describe, expect, it } from 'vitest';
import { analysisResolvers } from '../analysis';
import type { AnyMetricId } from '../formula';
import { ALL_SCREENS } from '../screens';
import { companyResolver, rowOf, screenValues } from '../model';
import type { AnyResolve } from '../model';
import { removePeriod } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import { excelFormula, explain } from '../working';
import type { AnyScreenId } from '../formula';
import { PERIODS, Y1, Y2, Y3 } from './three-years.fixture';

const [r1, r2, r3] = analysisResolvers({ periods: PERIODS, assessmentYear: 2025, companies: [[Y1, Y2, Y3]] }, DEFAULT_SETTINGS)[0]! as [
  AnyResolve,
  AnyResolve,
  AnyResolve,
];
const num = (resolve: AnyResolve, id: AnyMetricId) => {
  const v = resolve(id);
  return v === null || typeof v === 'boolean' ? v : v.toNumber();
};

const PRIOR_PERIOD_ROWS: AnyMetricId[] = [
  'ratios.increase_and_decrease',
  'ratios.increase_and_decrease_fi',
  'ratios.percent_rise_ans_fall_in_sales',
  'ratios.Inc_and_dec_in_Bank_Borrowings_percent',
  'kfi.percent_rise_fall_in_sales',
  'kfi.opening_balance',
  'kfi.increase_in_capital',
  'wctl.Average_Security_Margin',
  'trend.sales_growth',
  'trend.pat_growth',
  'trend.tnw_growth',
];

describe('prior-period rows over three years of company A (cma-forms §4.6, §5.6)', () => {
  it('are null in the first period, and the working says "no earlier period"', () => {
    for (const id of PRIOR_PERIOD_ROWS) {
      expect(r1(id), id).toBeNull();
      expect(explain(id, r1, DEFAULT_SETTINGS).reason, id).toBe('NO_EARLIER_PERIOD');
    }
  });

  // Statement totals (cma-forms §5.2; Y3 worked the same way):
  //   TNW  Y1 220 − 7 = 213; Y2 400 − 5 = 395; Y3 (150 + 630) − (2 + 0 + 1) = 777
  //   NWC  Y1 556 − 474 = 82; Y2 650 − 460 = 190; Y3 992 − 440 = 552
  //        (Y3 CA = 120 + 50 + 100 + 10 + 350 + 362 = 992; CL = 200 + 0 + 150 + 90 = 440)
  //   Sales Y1 1,700; Y2 2,000; Y3 2,100 + 200 = 2,300
  //   PAT  Y1 138; Y2 180; Y3: COP 50+120+1200+80+100+24+40+30−50−120 = 1,474 = COS; GP 2,300 − 1,474 = 826;
  //        OP 826 − 250 − 70 = 506; PBT 506 + 10 − 6 = 510; PAT 510 − 110 = 400
  //   Bank borrowings Y1 231 + 30 = 261; Y2 220; Y3 200
  it('Y2 against Y1, as cma-forms §5.6 works them', () => {
    expect(num(r2, 'ratios.increase_and_decrease')).toBe(182); // 395 − 213
    expect(num(r2, 'ratios.increase_and_decrease_fi')).toBe(108); // 190 − 82
    expect(num(r2, 'ratios.percent_rise_ans_fall_in_sales')).toBeCloseTo(17.6470588235, 9); // 300 ÷ 1,700 × 100
    expect(num(r2, 'kfi.percent_rise_fall_in_sales')).toBeCloseTo(17.6470588235, 9);
    expect(num(r2, 'ratios.Inc_and_dec_in_Bank_Borrowings_percent')).toBeCloseTo(-15.7088122605, 9); // −41 ÷ 261 × 100
    expect(num(r2, 'kfi.opening_balance')).toBe(213);
    expect(num(r2, 'kfi.increase_in_capital')).toBe(22); // 395 − 213 − 180 + 20
    expect(num(r2, 'kfi.closing_balance')).toBe(395); // 213 + 180 + 22 − 20
    expect(num(r2, 'trend.pat_growth')).toBeCloseTo(30.4347826087, 9); // (180 − 138) ÷ 138 × 100
    expect(num(r2, 'trend.tnw_growth')).toBeCloseTo(85.4460093897, 9); // 182 ÷ 213 × 100
  });

  it('Y3 against Y2', () => {
    expect(num(r3, 'ratios.increase_and_decrease')).toBe(382); // 777 − 395
    expect(num(r3, 'ratios.increase_and_decrease_fi')).toBe(362); // 552 − 190
    expect(num(r3, 'ratios.percent_rise_ans_fall_in_sales')).toBe(15); // 300 ÷ 2,000 × 100
    expect(num(r3, 'ratios.Inc_and_dec_in_Bank_Borrowings_percent')).toBeCloseTo(-9.0909090909, 9); // −20 ÷ 220 × 100
    expect(num(r3, 'kfi.opening_balance')).toBe(395);
    // 777 − 395 − 400 + 20 = 2, which is K − G: K = (780 − 400) − 380 = 0, G = (2 + 1) − (3 + 2) = −2
    expect(num(r3, 'kfi.increase_in_capital')).toBe(2);
    expect(num(r3, 'trend.sales_growth')).toBe(15);
    expect(num(r3, 'trend.pat_growth')).toBeCloseTo(122.2222222222, 9); // 220 ÷ 180 × 100
    expect(num(r3, 'trend.tnw_growth')).toBeCloseTo(96.7088607595, 9); // 382 ÷ 395 × 100
  });

  it('the TNW movement ties in every later period: opening + PAT + increase − drawings = closing', () => {
    for (const r of [r2, r3]) {
      const [opening, pat, increase, drawings, closing] = (
        ['kfi.opening_balance', 'kfi.profit_loss_after_tax', 'kfi.increase_in_capital', 'kfi.drawings', 'kfi.closing_balance'] as const
      ).map((id) => num(r, id) as number);
      expect(opening! + pat! + increase! - drawings!).toBe(closing);
    }
  });

  // Security margin = (WDV − TL outstanding) ÷ WDV × 100, TL outstanding = term loans + instalments 50:
  //   Y1 (420 − 310) ÷ 420 = 550/21 %; Y2 (450 − 260) ÷ 450 = 380/9 %; Y3 (420 − 210) ÷ 420 = 50 %
  it('averages the security margin over the periods to date', () => {
    expect(num(r1, 'wctl.Security_Margin')).toBeCloseTo(26.1904761905, 9);
    expect(num(r2, 'wctl.Average_Security_Margin')).toBeCloseTo(34.2063492063, 9); // (550/21 + 380/9) ÷ 2 = 2155/63
    expect(num(r3, 'wctl.Average_Security_Margin')).toBeCloseTo(39.4708994709, 9); // (550/21 + 380/9 + 50) ÷ 3 = 7460/189
  });

  it('gives MPBF and drawing power only to the assessment year and projected years', () => {
    for (const r of [r1, r2]) {
      expect(r('wctl.MPBF_Lower_of_I_or_II')).toBeNull();
      expect(r('kfi.total_eligible_limit')).toBeNull();
      expect(explain('wctl.MPBF_Lower_of_I_or_II', r, DEFAULT_SETTINGS).reason).toBe('NOT_ASSESSED');
    }
    // Y3: WCG 992 − 240 = 752; B 25% × 992 = 248; A − B 504; A − C 752 − 552 = 200 → MPBF 200
    expect(num(r3, 'wctl.MPBF_Lower_of_I_or_II')).toBe(200);
    // Paid stock 280 − 150 = 130, DP 130 − 32.50 = 97.50; book debts 350 − 175 = 175 → 272.50
    expect(num(r3, 'kfi.total_eligible_limit')).toBe(272.5);
    // The rows MPBF does not gate are computed in every period.
    expect(num(r1, 'wctl.Working_Capital_Gap_A')).toBe(343);
  });

  it("shows the previous period's cell in the working, linked with its period", () => {
    const w = explain('ratios.increase_and_decrease', r2, DEFAULT_SETTINGS);
    expect(w.text).toBe(
      'Increase / Decrease (TNW) = Tangible Net Worth (TNW) 395.00 − Tangible Net Worth (TNW) 213.00 = 182.00 — cma-domain §3 row 15; cma-forms §4.6',
    );
    expect(w.parts.filter((p) => p.kind === 'ref')).toEqual([
      { kind: 'ref', id: 'ratios.tangible_net_worth', label: 'Tangible Net Worth (TNW)', value: 395, display: '395.00' },
      { kind: 'ref', id: 'ratios.tangible_net_worth', label: 'Tangible Net Worth (TNW)', value: 213, display: '213.00', periodOffset: -1 },
    ]);
    expect(w.reason).toBeUndefined();
    const mean = explain('wctl.Average_Security_Margin', r3, DEFAULT_SETTINGS);
    expect(mean.parts.filter((p) => p.kind === 'ref').map((p) => (p.kind === 'ref' ? p.periodOffset : 0))).toEqual([-2, -1, undefined]);
  });

  it("references the previous period's column in Excel", () => {
    const cell = (id: string, offset: number) => `[${id}@${offset}]`;
    const row = rowOf('kfi.opening_balance');
    if (row.kind !== 'derived') {
      throw new Error('derived');
    }
    expect(excelFormula(row.formula, cell, DEFAULT_SETTINGS, { earlierPeriods: 1, assessed: true })).toBe('[ratios.tangible_net_worth@-1]');
    expect(excelFormula(row.formula, cell, DEFAULT_SETTINGS)).toBe('""');
    const growth = rowOf('ratios.percent_rise_ans_fall_in_sales');
    if (growth.kind !== 'derived') {
      throw new Error('derived');
    }
    expect(excelFormula(growth.formula, cell, DEFAULT_SETTINGS, { earlierPeriods: 2, assessed: true })).toBe(
      'IF([opstmt.totalSales@-1]=0,"",([opstmt.totalSales@0]-[opstmt.totalSales@-1])/[opstmt.totalSales@-1]*100)',
    );
    const mpbf = rowOf('wctl.MPBF_Lower_of_I_or_II');
    if (mpbf.kind !== 'derived') {
      throw new Error('derived');
    }
    expect(excelFormula(mpbf.formula, cell, DEFAULT_SETTINGS, { earlierPeriods: 2, assessed: false })).toBe('""');
    const asm = rowOf('wctl.Average_Security_Margin');
    if (asm.kind !== 'derived') {
      throw new Error('derived');
    }
    expect(excelFormula(asm.formula, cell, DEFAULT_SETTINGS, { earlierPeriods: 2, assessed: true })).toBe(
      'IF(COUNT([wctl.Security_Margin@-2],[wctl.Security_Margin@-1],[wctl.Security_Margin@0])=0,"",AVERAGE([wctl.Security_Margin@-2],[wctl.Security_Margin@-1],[wctl.Security_Margin@0]))',
    );
  });
});

describe('removing a period re-links the rows', () => {
  it('removing the middle year leaves Y3 without a previous period (cma-forms §4.5: a missing t−1 gives —)', () => {
    const removed = removePeriod(PERIODS, 2025, 2024);
    expect(removed.ok).toBe(true);
    const periods = removed.ok ? removed.periods : [];
    expect(periods.map((p) => p.year)).toEqual([2023, 2025]);
    const [, after] = analysisResolvers({ periods, assessmentYear: 2025, companies: [[Y1, Y3]] }, DEFAULT_SETTINGS)[0]!;
    for (const id of PRIOR_PERIOD_ROWS) {
      expect(after!(id), id).toBeNull();
    }
    expect(explain('kfi.opening_balance', after!, DEFAULT_SETTINGS).reason).toBe('NO_EARLIER_PERIOD');
    expect(after!('fundflow.longTermSurplus')).toBeNull();
  });

  it('removing the oldest year keeps Y3 linked to Y2, and Y2 becomes the first period', () => {
    const removed = removePeriod(PERIODS, 2025, 2023);
    const periods = removed.ok ? removed.periods : [];
    const [first, last] = analysisResolvers({ periods, assessmentYear: 2025, companies: [[Y2, Y3]] }, DEFAULT_SETTINGS)[0]!;
    expect(first!('kfi.opening_balance')).toBeNull();
    expect(num(last!, 'kfi.opening_balance')).toBe(395);
    // The average now covers Y2 and Y3 only: (380/9 + 50) ÷ 2 = 415/9
    expect(num(last!, 'wctl.Average_Security_Margin')).toBeCloseTo(46.1111111111, 9);
  });
});

describe('one period is exactly the single-period API', () => {
  it("every value of every screen equals companyResolver's", () => {
    const [only] = analysisResolvers({ periods: [{ year: 2025, kind: 'Audited' }], assessmentYear: 2025, companies: [[Y2]] }, DEFAULT_SETTINGS)[0]!;
    const single = companyResolver(Y2, DEFAULT_SETTINGS);
    for (const screen of Object.keys(ALL_SCREENS) as AnyScreenId[]) {
      expect(screenValues(screen, only!), screen).toEqual(screenValues(screen, single));
    }
  });
});
