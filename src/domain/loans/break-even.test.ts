import { describe, expect, it } from 'vitest';
import { Dec } from '../money';
import { DEFAULT_SETTINGS } from '../settings';
import { breakEven, breakEvenWorking } from './break-even';
import { SECTION5_BREAK_EVEN } from './examples.fixture';

const section5 = SECTION5_BREAK_EVEN;

describe('break-even (loans-and-projections §5)', () => {
  it('splits costs by the default shares and finds BEP, cash BEP and the margin of safety', () => {
    const r = breakEven(section5, DEFAULT_SETTINGS);
    expect(r.variableCosts.toNumber()).toBe(630);
    expect(r.fixedCosts.toNumber()).toBe(260);
    expect(r.contribution.toNumber()).toBe(370);
    expect(r.pvRatioPct!.toNumber()).toBe(37);
    // 260 ÷ 0.37 = 702.7027…; 230 ÷ 0.37 = 621.6216…
    expect(r.bepSales!.equals(new Dec(260).div('0.37'))).toBe(true);
    expect(r.bepSales!.toFixed(2)).toBe('702.70');
    expect(r.bepPctOfSales!.toFixed(2)).toBe('70.27');
    expect(r.cashBepSales!.toFixed(2)).toBe('621.62');
    expect(r.cashBepPctOfSales!.toFixed(2)).toBe('62.16');
    expect(r.marginOfSafetyPct!.toFixed(2)).toBe('29.73');
  });

  it('moves a cost by its variable share: half of direct labour variable', () => {
    // Variable 630 + 40 = 670, fixed 220, contribution 330: BEP 220 ÷ 0.33 = 666.67.
    const r = breakEven(section5, { ...DEFAULT_SETTINGS, breakEvenVariablePctDirectLabour: 50 });
    expect(r.variableCosts.toNumber()).toBe(670);
    expect(r.fixedCosts.toNumber()).toBe(220);
    expect(r.bepSales!.toFixed(2)).toBe('666.67');
  });

  it('has no BEP when the contribution is not positive, but still shows the P/V ratio', () => {
    const r = breakEven({ ...section5, sales: new Dec(600) }, DEFAULT_SETTINGS);
    expect(r.pvRatioPct!.toFixed(2)).toBe('-5.00');
    expect([r.bepSales, r.bepPctOfSales, r.cashBepSales, r.cashBepPctOfSales, r.marginOfSafetyPct]).toEqual([null, null, null, null, null]);
    expect(r.reason).toBe('NO_CONTRIBUTION');
  });

  it('has no P/V ratio with no sales', () => {
    const r = breakEven({ ...section5, sales: new Dec(0) }, DEFAULT_SETTINGS);
    expect(r.pvRatioPct).toBeNull();
    expect(r.reason).toBe('NO_SALES');
  });

  it('writes the working of each figure with its inputs', () => {
    const w = breakEvenWorking(section5, breakEven(section5, DEFAULT_SETTINGS), DEFAULT_SETTINGS);
    expect(w.bep_sales).toBe('BEP sales = fixed costs 260.00 ÷ P/V ratio 37.00% = 702.70');
    expect(w.variable_costs).toBe('Variable costs = Raw material consumed 550.00 + Power & fuel 50.00 + Mfg / direct expenses 30.00 = 630.00');
  });
});
