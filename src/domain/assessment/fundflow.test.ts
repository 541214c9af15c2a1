import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisResolvers } from '../analysis';
import { fundFlowFlag } from '../flags';
import { companyPeriodResolvers, inputRows, screenValues } from '../model';
import type { AnyResolve, CompanyInputs, InputScreenId } from '../model';
import type { Dec } from '../money';
import type { Period } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import { explain } from '../working';
import { Y1, Y2, Y3 } from './three-years.fixture';

const TWO_YEARS: readonly Period[] = [
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Projected' },
];

/** The fund flow of the later of two periods. */
function fundFlow(earlier: CompanyInputs, later: CompanyInputs) {
  const [first, second] = companyPeriodResolvers([earlier, later], TWO_YEARS, 2025, DEFAULT_SETTINGS);
  return { first: first!, second: second!, v: screenValues('fundflow', second!) };
}

describe('Form VI on company A, Y2 against Y1 (cma-forms §5.3–§5.5)', () => {
  const { first, second, v } = fundFlow(Y1, Y2);

  it('gives every item as the reference works it by hand', () => {
    // Building blocks: K = (400 − 0) − (220 − 0) − 160 = 20; T = (310 − 20) − (347 − 20) = −37;
    // F = (450 − 420) + 30 − 0 = 60; N = 65 − 58 = 7; G = (3 + 2) − (4 + 3) = −2
    expect([v.capitalMovement, v.termLiabilitiesChange, v.netCapitalExpenditure, v.nonCurrentAssetsChange, v.intangiblesChange]).toEqual([20, -37, 60, 7, -2]);
    // Sources 180 + 30 + 20 + 0 + 0 + 0 + 2 = 232
    expect([v.netProfit, v.depreciation, v.increaseInCapital, v.increaseInTermLiabilities, v.decreaseInFixedAssets]).toEqual([180, 30, 20, 0, 0]);
    expect([v.decreaseInNonCurrentAssets, v.otherSources, v.totalSources]).toEqual([0, 2, 232]);
    // Uses 0 + 37 + 60 + 7 + 20 + 0 = 124
    expect([v.netLoss, v.decreaseInTermLiabilities, v.increaseInFixedAssets, v.increaseInNonCurrentAssets]).toEqual([0, 37, 60, 7]);
    expect([v.dividendPayments, v.otherUses, v.totalUses]).toEqual([20, 0, 124]);
    // 3: 232 − 124 = 108; 4: 650 − 556 = 94; 5: 240 − 213 = 27; 6: 94 − 27 = 67; 7: 108 − 67 = 41; 8: 220 − 261 = −41
    expect([v.longTermSurplus, v.currentAssetsChange, v.currentLiabilitiesChange, v.workingCapitalGapChange]).toEqual([108, 94, 27, 67]);
    expect([v.netSurplus, v.bankBorrowingsChange, v.netSalesChange]).toEqual([41, -41, 300]);
    // Break-up: 120 − 110, 50 − 40, 100 − 90, 300 − 250, export 0, 10 − 9, 70 − 57
    expect([
      v.rawMaterialsChange,
      v.stockInProcessChange,
      v.finishedGoodsChange,
      v.domesticReceivablesChange,
      v.exportReceivablesChange,
      v.sparesChange,
      v.otherCurrentAssetsChange,
    ]).toEqual([10, 10, 10, 50, 0, 1, 13]);
  });

  it('ties out: C1–C4 hold and the residual is 0', () => {
    expect([v.tieC1, v.tieC2, v.tieC3, v.tieC4]).toEqual([true, true, true, true]);
    expect(v.tieOutResidual).toBe(0);
    expect(fundFlowFlag(second)).toBeNull();
    expect(v.longTermSurplus).toBe(screenValues('ratios', second).increase_and_decrease_fi); // C1 against the ratio row
  });

  it('has no fund flow in the first period: every item is "—", for the reason "no earlier period"', () => {
    const y1 = screenValues('fundflow', first);
    expect(Object.values(y1).every((x) => x === null)).toBe(true);
    expect(explain('fundflow.depreciation', first, DEFAULT_SETTINGS).reason).toBe('NO_EARLIER_PERIOD');
    expect(fundFlowFlag(first)).toBeNull();
  });

  it("shows the working of an item with the two periods' cells", () => {
    const w = explain('fundflow.bankBorrowingsChange', second, DEFAULT_SETTINGS);
    expect(w.text).toBe(
      '8. Increase / decrease in bank borrowings = Total Bank Borrowings 220.00 − Total Bank Borrowings 261.00 = −41.00 — cma-forms §4.3 Form VI item 8',
    );
  });
});

describe('Form VI, our own example: Y3 against Y2', () => {
  const { second, v } = fundFlow(Y2, Y3);

  it('gives every item, computed by hand', () => {
    // PAT 400, DEP 30, DIV 20, RP 380. K = (780 − 400) − 380 = 0; T = (260 − 20) − (310 − 20) = −50;
    // F = (420 − 450) + 30 − 0 = 0; N = 65 − 65 = 0; G = (2 + 1) − (3 + 2) = −2
    expect([v.capitalMovement, v.termLiabilitiesChange, v.netCapitalExpenditure, v.nonCurrentAssetsChange, v.intangiblesChange]).toEqual([0, -50, 0, 0, -2]);
    // Sources 400 + 30 + 0 + 0 + 0 + 0 + 2 = 432; uses 0 + 50 + 0 + 0 + 20 + 0 = 70
    expect([v.netProfit, v.depreciation, v.increaseInCapital, v.otherSources, v.totalSources]).toEqual([400, 30, 0, 2, 432]);
    expect([v.decreaseInTermLiabilities, v.increaseInFixedAssets, v.dividendPayments, v.otherUses, v.totalUses]).toEqual([50, 0, 20, 0, 70]);
    // 3: 432 − 70 = 362 (= NWC 552 − 190); 4: 992 − 650 = 342; 5: 240 − 240 = 0; 6: 342; 7: 362 − 342 = 20; 8: 200 − 220 = −20
    expect([v.longTermSurplus, v.currentAssetsChange, v.currentLiabilitiesChange, v.workingCapitalGapChange]).toEqual([362, 342, 0, 342]);
    expect([v.netSurplus, v.bankBorrowingsChange, v.netSalesChange]).toEqual([20, -20, 300]);
    // Break-up: stocks unchanged, receivables 350 − 300 = 50, spares 0, OCA 362 − 70 = 292 → 342
    expect([v.rawMaterialsChange, v.stockInProcessChange, v.finishedGoodsChange, v.domesticReceivablesChange, v.sparesChange]).toEqual([0, 0, 0, 50, 0]);
    expect(v.otherCurrentAssetsChange).toBe(292);
    expect([v.tieC1, v.tieC2, v.tieC3, v.tieC4]).toEqual([true, true, true, true]);
    expect(fundFlowFlag(second)).toBeNull();
  });

  it('splits export receivables out of the receivables (break-up iv.a / iv.b) and out of the Tandon II base', () => {
    const withExports = (c: CompanyInputs, x: number): CompanyInputs => ({ ...c, assetnliabs: { ...c.assetnliabs, exportReceivables: x } });
    const split = fundFlow(withExports(Y2, 40), withExports(Y3, 100));
    // Δ receivables 50 = domestic (50 − 60 = −10) + export (100 − 40 = 60)
    expect([split.v.domesticReceivablesChange, split.v.exportReceivablesChange, split.v.tieC4]).toEqual([-10, 60, true]);
    // B = 25% × (992 − 100) = 223; A − B = 752 − 223 = 529; A − C = 200 → MPBF still 200 (II binds)
    expect(screenValues('wctl', split.second).twenrtfive_percent_Margin_on_C_A_B).toBe(223);
  });
});

describe('an untallied balance sheet', () => {
  it('flags the column with the residual and plugs nothing (cma-forms §4.4)', () => {
    // Y2 capital 149.99: assets exceed liabilities by 0.01, so D(Y2) = 0.01 and D(Y1) = 0.
    const short = { ...Y2, assetnliabs: { ...Y2.assetnliabs, paidUpCapital: 149.99 } };
    const { second, v } = fundFlow(Y1, short);
    // K = 19.99, so item 3 = 107.99 = ΔNWC 108 − ΔD 0.01; item 7 = 107.99 − 67 = 40.99; item 8 = −41
    expect([v.increaseInCapital, v.longTermSurplus, v.netSurplus, v.bankBorrowingsChange]).toEqual([19.99, 107.99, 40.99, -41]);
    expect(v.tieOutResidual).toBe(-0.01);
    expect([v.tieC1, v.tieC2, v.tieC3, v.tieC4]).toEqual([false, true, false, true]);
    expect(fundFlowFlag(second)).toEqual({
      residual: -0.01,
      differenceChange: 0.01,
      text: 'does not tie: balance-sheet difference changed by ₹0.01',
    });
  });

  it('still flags the column when both periods are out by the same amount', () => {
    const out = (c: CompanyInputs): CompanyInputs => ({ ...c, assetnliabs: { ...c.assetnliabs, reservesSurplus: c.assetnliabs.reservesSurplus! + 5 } });
    const { second, v } = fundFlow(out(Y1), out(Y2));
    expect(v.tieOutResidual).toBe(0);
    expect(fundFlowFlag(second)?.residual).toBe(0);
    expect(fundFlowFlag(second)?.text).toContain('do not tally');
  });
});

// ---- C1–C4 on random two-year companies ----

const amount = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 1_000_000_000 }).map((hundredths) => hundredths / 100) },
);
const statement = (screen: InputScreenId) => fc.record(Object.fromEntries(inputRows(screen).map((r) => [r.key, amount])));
const company: fc.Arbitrary<CompanyInputs> = fc.record({
  opstmt: statement('opstmt'),
  assetnliabs: statement('assetnliabs'),
  ocaocl: statement('ocaocl'),
});

/** The company with its balance sheet made to tally: the difference goes to reserves or to cash. */
function tallied(c: CompanyInputs): CompanyInputs {
  const [r] = companyPeriodResolvers([c], [{ year: 2025, kind: 'Audited' }], 2025, DEFAULT_SETTINGS);
  const d = (r!('assetnliabs.differenceIfAny') as Dec).toNumber();
  const plus = (x: number | undefined, y: number) => Math.round(((x ?? 0) + y) * 100) / 100;
  return d >= 0
    ? { ...c, assetnliabs: { ...c.assetnliabs, reservesSurplus: plus(c.assetnliabs.reservesSurplus, d) } }
    : { ...c, ocaocl: { ...c.ocaocl, cashAndBankBalance: plus(c.ocaocl.cashAndBankBalance, -d) } };
}

const dec = (r: AnyResolve, id: Parameters<AnyResolve>[0]) => r(id) as Dec;

describe('fund flow laws over random two-year companies', { timeout: 60_000 }, () => {
  it('C1–C4 hold exactly when both balance sheets tally', () => {
    fc.assert(
      fc.property(company, company, (a, b) => {
        const [, second] = analysisResolvers({ periods: TWO_YEARS, assessmentYear: 2025, companies: [[tallied(a), tallied(b)]] }, DEFAULT_SETTINGS)[0]!;
        const r = second!;
        expect(dec(r, 'fundflow.longTermSurplus').equals(dec(r, 'ratios.increase_and_decrease_fi'))).toBe(true); // C1
        expect([r('fundflow.tieC1'), r('fundflow.tieC2'), r('fundflow.tieC3'), r('fundflow.tieC4')]).toEqual([true, true, true, true]);
        expect(dec(r, 'fundflow.tieOutResidual').isZero()).toBe(true);
        expect(fundFlowFlag(r)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('otherwise C2 and C4 still hold, and item 3 and item 7 + item 8 miss by exactly the change in the difference', () => {
    fc.assert(
      fc.property(company, company, (a, b) => {
        const [first, second] = companyPeriodResolvers([a, b], TWO_YEARS, 2025, DEFAULT_SETTINGS);
        const r = second!;
        const change = dec(r, 'assetnliabs.differenceIfAny').minus(dec(first!, 'assetnliabs.differenceIfAny'));
        expect([r('fundflow.tieC2'), r('fundflow.tieC4')]).toEqual([true, true]);
        expect(dec(r, 'fundflow.longTermSurplus').equals(dec(r, 'ratios.increase_and_decrease_fi').minus(change))).toBe(true);
        expect(dec(r, 'fundflow.tieOutResidual').equals(change.negated())).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
