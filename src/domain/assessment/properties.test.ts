import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricId, ScreenId, Value } from '../formula';
import { flagsFor } from '../flags';
import { companyResolver, inputRows, screenValues } from '../model';
import type { CompanyInputs, InputScreenId } from '../model';
import { Dec } from '../money';
import { DEFAULT_SETTINGS } from '../settings';
import type { Settings } from '../settings';
import { SCREENS } from '../screens';

/**
 * A valid input of a minimum-0 row: non-negative, at most 2 decimals, up to 1 crore in the analysis's unit; zero often,
 * so zero denominators come up.
 */
const amount = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 1_000_000_000 }).map((hundredths) => hundredths / 100) },
);

/** A valid input of a signed row (docs/domain.md "Signed figures"): either sign. */
const signedAmount = fc.tuple(amount, fc.boolean()).map(([a, negative]) => (negative && a !== 0 ? -a : a));

const statement = (screen: InputScreenId) => fc.record(Object.fromEntries(inputRows(screen).map((r) => [r.key, r.signed ? signedAmount : amount])));

const company: fc.Arbitrary<CompanyInputs> = fc.record({
  opstmt: statement('opstmt'),
  assetnliabs: statement('assetnliabs'),
  ocaocl: statement('ocaocl'),
});

const percent = fc.integer({ min: 0, max: 100 });
/** The term-loan and break-even settings, which no screen formula reads (they vary anyway). */
const DEFAULT_SETTINGS_ARBITRARY = {
  dscrAverageFloor: fc.constant(DEFAULT_SETTINGS.dscrAverageFloor),
  dscrExcludeMoratoriumYears: fc.boolean(),
  breakEvenVariablePctRawMaterial: percent,
  breakEvenVariablePctPowerFuel: percent,
  breakEvenVariablePctMfgDirect: percent,
  breakEvenVariablePctDirectLabour: percent,
  breakEvenVariablePctRepairs: percent,
  breakEvenVariablePctDepreciation: percent,
  breakEvenVariablePctSellingAdm: percent,
  breakEvenVariablePctInterest: percent,
};
const settings: fc.Arbitrary<Settings> = fc
  .record({
    ...DEFAULT_SETTINGS_ARBITRARY,
    drawingPowerMethod: fc.constantFrom('paidStock' as const, 'strict' as const),
    stockMarginPct: percent,
    bookDebtMarginPct: percent,
    nayakRequirementPct: percent,
    nayakMarginPct: percent,
    tandonMarginPct: percent,
    dscrFloor: fc.constantFrom(1.25, 1.5),
  })
  .map((s) => ({ ...DEFAULT_SETTINGS, ...s }));

const dec = (resolve: (id: MetricId) => Value, id: MetricId): Dec => {
  const v = resolve(id);
  if (v === null || typeof v === 'boolean') {
    throw new Error(`${id} is not an amount`);
  }
  return v;
};

const RUNS = { numRuns: 300 };

const withoutExportReceivables = (c: CompanyInputs): CompanyInputs => ({
  ...c,
  assetnliabs: { ...c.assetnliabs, exportReceivables: 0 },
});

// Each law runs 300 random companies; on a loaded 2-core CI machine that can pass the 5 s default.
describe('assessment laws over random valid companies', { timeout: 60_000 }, () => {
  it('WCG − NWC = total bank borrowings, exactly (cma-domain §2.3)', () => {
    fc.assert(
      fc.property(company, settings, (c, s) => {
        const r = companyResolver(c, s);
        const gap = dec(r, 'wctl.Working_Capital_Gap_A').minus(dec(r, 'ratios.net_working_capital'));
        expect(gap.equals(dec(r, 'ratios.total_bank_borrowings'))).toBe(true);
      }),
      RUNS,
    );
  });

  it('0 ≤ MPBF (Tandon II) ≤ MPBF (Tandon I)', () => {
    fc.assert(
      // Without export receivables: excluding them from the Tandon II margin base (cma-forms §6) can lift
      // MPBF II above Method I, which has no such exclusion (the next law covers that case).
      fc.property(company.map(withoutExportReceivables), settings, (c, s) => {
        const r = companyResolver(c, s);
        const mpbf = dec(r, 'wctl.MPBF_Lower_of_I_or_II');
        expect(mpbf.greaterThanOrEqualTo(0)).toBe(true);
        expect(mpbf.lessThanOrEqualTo(dec(r, 'wctl.MPBF_Tandon_Method_I'))).toBe(true);
      }),
      RUNS,
    );
  });

  it('export receivables lower the Tandon II margin by the margin % of them, and never lower MPBF', () => {
    fc.assert(
      fc.property(company, settings, (c, s) => {
        const withExports = companyResolver(c, s);
        const without = companyResolver(withoutExportReceivables(c), s);
        const exportReceivables = c.assetnliabs.exportReceivables ?? 0;
        const marginCut = dec(without, 'wctl.twenrtfive_percent_Margin_on_C_A_B').minus(dec(withExports, 'wctl.twenrtfive_percent_Margin_on_C_A_B'));
        expect(marginCut.equals(new Dec(exportReceivables).times(s.tandonMarginPct).div(100))).toBe(true);
        expect(dec(withExports, 'wctl.MPBF_Lower_of_I_or_II').greaterThanOrEqualTo(dec(without, 'wctl.MPBF_Lower_of_I_or_II'))).toBe(true);
      }),
      RUNS,
    );
  });

  it('drawing powers, shortfalls and permissible finance are never negative, under either method', () => {
    const nonNegative: MetricId[] = [
      'kfi.drawing_power_1',
      'kfi.drawing_power_2',
      'kfi.total_eligible_limit',
      'kfi.margin_25_percent',
      'kfi.nwc_shortfall',
      'kfi.permissible_bank_finance',
      'wctl.Shortfall_in_NWC',
      'wctl.Excess_Bank_Borrowing_over_MPBF',
      'wctl.excess_borrowings_representing',
    ];
    fc.assert(
      fc.property(company, settings, (c, s) => {
        const r = companyResolver(c, s);
        for (const id of nonNegative) {
          expect(dec(r, id).greaterThanOrEqualTo(0), id).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('no NaN or Infinity in any screen, and NM flags exactly when TNW ≤ 0', () => {
    fc.assert(
      fc.property(company, settings, (c, s) => {
        const r = companyResolver(c, s);
        for (const screen of Object.keys(SCREENS) as ScreenId[]) {
          for (const [key, v] of Object.entries(screenValues(screen, r))) {
            expect(v === null || typeof v === 'boolean' || Number.isFinite(v), `${screen}.${key}`).toBe(true);
          }
        }
        const flagged = Object.keys(flagsFor('ratios', r)).length > 0;
        expect(flagged).toBe(dec(r, 'ratios.tangible_net_worth').lessThanOrEqualTo(0));
      }),
      RUNS,
    );
  });
});
