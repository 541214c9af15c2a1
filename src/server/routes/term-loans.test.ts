import { describe, expect, it } from 'vitest';
import { FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import type { AnalysisTermLoans, BreakEvenScreen, SensitivityResponse, TermLoanSchedule, WireTermLoan } from '../../contract/term-loans';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

/** fixtures/term-loan.json: the loans-and-projections §2 loan on the first of two companies, with §4's PAT and depreciation. */
const SECTION2: WireTermLoan = {
  name: 'Plant and machinery loan',
  lender: 'our_bank',
  amount: 120,
  rate_pct: 12,
  first_month: '2025-10',
  moratorium_months: 6,
  moratorium_interest: 'paid',
  instalments: 20,
  frequency: 'quarterly',
  repayment: 'equal_principal',
};

describe.each(BACKENDS)('term loans, their schedule and DSCR, break-even and sensitivity on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('imports the fixture and gives the §2 schedule and the §4 DSCR, with min and average over the tenor', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/term-loans/schedule/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${analysis.version}"`);
    const body = res.json<TermLoanSchedule>();
    const [castings, agro] = body.companies;
    expect(castings!.loans[0]!.rows).toHaveLength(66);
    expect(castings!.loans[0]!.rows[8]).toEqual({ month: '2026-06', opening: 120, interest: 1.2, principal: 6, closing: 114 });
    expect(castings!.by_year['2027']).toEqual({
      interest: 13.32,
      interest_capitalised: 0,
      principal: 24,
      closing: 96,
      due_next_year: 24,
      dscr_numerator: 43.32,
      dscr_denominator: 37.32,
      dscr: 43.32 / 37.32,
    });
    expect(castings!.by_year['2026']!.dscr).toBe(2.25);
    // Audited years before the loan: no debt service, so no DSCR (never a huge or negative number).
    expect(castings!.by_year['2025']).toMatchObject({ dscr: null, dscr_reason: 'no debt service this year', dscr_denominator: 0 });
    // 2026–2031: Σ numerators 245.95 ÷ Σ denominators 165.00 (loans-and-projections §4 plus the fixture's 2030–2031).
    expect(castings!.dscr.years).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
    expect(castings!.dscr.min_year).toBe(2027);
    expect(castings!.dscr.min).toBeCloseTo(43.32 / 37.32, 12);
    expect(castings!.dscr.average).toBeCloseTo(245.95 / 165, 12);
    // The typed balance sheet agrees with the loan.
    expect(castings!.mismatches).toEqual([]);
    expect(agro).toMatchObject({ loans: [], dscr: { min: null, min_year: null, average: null, years: [] }, mismatches: [] });

    // Leaving the moratorium year out is a setting; the FY 2026 year then drops out of the average.
    await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/settings/`, payload: { dscrExcludeMoratoriumYears: true } });
    const excluded = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/term-loans/schedule/` })).json<TermLoanSchedule>();
    expect(excluded.companies[0]!.dscr.years).toEqual([2027, 2028, 2029, 2030, 2031]);
    expect(excluded.companies[0]!.dscr.average).toBeCloseTo((245.95 - 16.2) / (165 - 7.2), 12);
  });

  it('flags a typed balance sheet that disagrees with the loans, with both figures', async () => {
    const u = await t.user();
    const file = fixture('term-loan');
    file.companies[0]!.years['2027']!.assetnliabs = { termLoanIob: 80 };
    const { analysis } = await t.analysis(u, file);
    const body = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/term-loans/schedule/` })).json<TermLoanSchedule>();
    expect(body.companies[0]!.mismatches).toEqual([
      { year: 2027, row: 'Term Loan – our bank (excluding instalments due within one year)', loans: 72, balance_sheet: 80 },
    ]);
  });

  it('stores loans per company under If-Match (409 when stale), refuses bad loans naming the field, moves and converts them', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    const url = `/api/analyses/${analysis.id}/term-loans/`;
    const got = await u.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.json<AnalysisTermLoans>()).toEqual({ companies: [[SECTION2], []] });

    const emi: WireTermLoan = {
      ...SECTION2,
      name: 'Vehicle loan',
      lender: 'other_banks',
      amount: 10,
      moratorium_months: 0,
      instalments: 12,
      frequency: 'monthly',
      repayment: 'emi',
      first_month: '2026-04',
    };
    const loans: AnalysisTermLoans = { companies: [[SECTION2], [emi]] };
    const put = await u.inject({ method: 'PUT', url, payload: loans, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ version: number }>().version).toBe(analysis.version + 1);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(loans);
    const stale = await u.inject({ method: 'PUT', url, payload: { companies: [[], []] }, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);

    const bad = async (companies: unknown, path: (string | number)[]) => {
      const res = await u.inject({ method: 'PUT', url, payload: { companies } });
      expect(res.statusCode).toBe(400);
      const error = res.json<{ error: string; code: string; details: { path: (string | number)[] }[] }>();
      expect(error.code).toBe('invalid_request');
      expect(error.details.map((d) => d.path)).toContainEqual(path);
    };
    await bad([[{ ...SECTION2, frequency: 'quarterly', repayment: 'emi' }], []], ['companies', 0, 0, 'repayment']);
    await bad([[], [{ ...SECTION2, amount: 0 }]], ['companies', 1, 0, 'amount']);
    await bad([[], [{ ...SECTION2, amount: 10.001 }]], ['companies', 1, 0, 'amount']);
    await bad([[{ ...SECTION2, rate_pct: 41 }], []], ['companies', 0, 0, 'rate_pct']);
    await bad([[{ ...SECTION2, first_month: '2025-13' }], []], ['companies', 0, 0, 'first_month']);
    await bad([[{ ...SECTION2, moratorium_months: 61 }], []], ['companies', 0, 0, 'moratorium_months']);
    await bad([[{ ...SECTION2, instalments: 361 }], []], ['companies', 0, 0, 'instalments']);
    await bad([[{ ...SECTION2, name: '' }], []], ['companies', 0, 0, 'name']);
    await bad([Array.from({ length: 21 }, () => SECTION2), []], ['companies', 0]);
    await bad([[]], ['companies']);
    // Nothing of the refused writes was stored.
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(loans);

    const reorder = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { company_order: [1, 0] } });
    expect(reorder.statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ companies: [[emi], [SECTION2]] });

    const thousands = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { unit: 'thousands', unit_change: 'convert' } });
    expect(thousands.statusCode).toBe(200);
    const converted = { companies: [[{ ...emi, amount: 1000 }], [{ ...SECTION2, amount: 12000 }]] };
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(converted);

    // The file carries the loans (since format version 3), and importing it gives them back.
    const file = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<{ schemaVersion: number }>();
    expect(file.schemaVersion).toBe(FIXTURE_SCHEMA_VERSION);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: file });
    expect(imported.statusCode).toBe(201);
    const importedId = imported.json<{ id: number }>().id;
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${importedId}/term-loans/` })).json()).toEqual(converted);

    const other = await t.user();
    for (const [method, path] of [
      ['GET', url],
      ['PUT', url],
      ['GET', `${url}schedule/`],
      ['GET', `/api/analyses/${analysis.id}/screens/breakeven/`],
      ['POST', `/api/analyses/${analysis.id}/sensitivity/`],
    ] as const) {
      const payload = method === 'PUT' ? loans : method === 'POST' ? { cases: [{ name: 'x' }] } : undefined;
      expect((await other.inject({ method, url: path, ...(payload ? { payload } : {}) })).statusCode).toBe(404);
    }
  });

  it('gives the break-even of every period with its working, and the three stress cases', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/screens/breakeven/` });
    expect(res.statusCode).toBe(200);
    const screen = res.json<BreakEvenScreen>();
    // FY 2026-27 of the castings company: sales 480; variable 300 + 35 = 335; fixed 45 + 10 + 40 + 21.32 = 116.32.
    const y = screen.companies[0]!.by_year['2027']!;
    expect(y).toMatchObject({ variable_costs: 335, fixed_costs: 116.32, contribution: 145 });
    expect(y.pv_ratio_pct).toBeCloseTo((145 / 480) * 100, 12);
    expect(y.bep_sales).toBeCloseTo((116.32 * 480) / 145, 12);
    expect(y.cash_bep_sales).toBeCloseTo((106.32 * 480) / 145, 12);
    expect(y.margin_of_safety_pct).toBeCloseTo(((480 - (116.32 * 480) / 145) / 480) * 100, 12);
    expect(screen.companies[0]!.working_by_year['2027']!.fixed_costs).toBe(
      'Fixed costs = Direct labour 45.00 + Repairs & maintenance 0.00 + Depreciation 10.00 + Selling & administration 40.00 + Interest 21.32 = 116.32',
    );

    const stress = await u.inject({
      method: 'POST',
      url: `/api/analyses/${analysis.id}/sensitivity/`,
      payload: { cases: [{ name: 'Base' }, { name: 'Price −5%', sales_price_pct: -5 }, { name: 'RM +5%', raw_material_pct: 5 }] },
    });
    expect(stress.statusCode).toBe(200);
    const [base, price, rm] = stress.json<SensitivityResponse>().cases;
    // Audited years never move.
    expect(price!.companies[0]!.by_year['2025']).toEqual(base!.companies[0]!.by_year['2025']);
    // FY 2026-27: PBT 28.68, tax 8.68 (effective 8.68 ÷ 28.68); price −5 % takes 24 off sales and PBT.
    expect(price!.companies[0]!.by_year['2027']!.total_sales).toBe(456);
    expect(price!.companies[0]!.by_year['2027']!.pbt).toBeCloseTo(4.68, 12);
    expect(price!.companies[0]!.by_year['2027']!.pat).toBeCloseTo(4.68 - (4.68 * 8.68) / 28.68, 12);
    // RM +5 % on consumption 300 takes 15 off PBT.
    expect(rm!.companies[0]!.by_year['2027']!.pbt).toBeCloseTo(13.68, 12);
    expect(base!.companies[0]!.dscr.average).toBeCloseTo(245.95 / 165, 12);
    expect(price!.companies[0]!.dscr.min!).toBeLessThan(base!.companies[0]!.dscr.min!);

    for (const payload of [
      { cases: [] },
      { cases: Array.from({ length: 7 }, (_, i) => ({ name: `c${i}` })) },
      { cases: [{ name: 'x', sales_price_pct: 51 }] },
    ]) {
      const refused = await u.inject({ method: 'POST', url: `/api/analyses/${analysis.id}/sensitivity/`, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('invalid_request');
    }
  });
});
