import { describe, expect, it } from 'vitest';
import type { AnalysisLimits, FacilityLimit, ReportModel } from '../../contract/report';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

/** A facility with every Form I field a bank asks for. */
const cashCredit: FacilityLimit = {
  facility: 'Cash credit (hypothecation of stock and book debts)',
  bank: 'Bank of Baroda',
  facility_type: 'cc',
  existing: 200,
  proposed: 260,
  outstanding: 195.5,
  as_on: '2025-03-31',
  max_utilisation: 199.75,
  min_utilisation: 120,
  overdue: 12.5,
  overdue_since: '2025-01-15',
  security: 'Hypothecation of stock and book debts; EM of factory land',
  rate_pct: 9.25,
};

describe.each(BACKENDS)('Form I as a bank asks for it on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('stores bank, type, utilisation, overdues, security and rate; refuses what does not hold with 400 and writes nothing', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/limits/`;
    const limits: AnalysisLimits = { companies: [[cashCredit], [], []] };
    const put = await u.inject({ method: 'PUT', url, payload: limits, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(limits);

    const refused: [Partial<Record<keyof FacilityLimit, unknown>>, string][] = [
      [{ min_utilisation: 250 }, 'min_utilisation'],
      [{ overdue: undefined }, 'overdue_since'],
      [{ facility_type: 'loan' }, 'facility_type'],
      [{ rate_pct: 101 }, 'rate_pct'],
      [{ rate_pct: 9.255 }, 'rate_pct'],
      [{ max_utilisation: -1 }, 'max_utilisation'],
      [{ overdue_since: '2025-02-30' }, 'overdue_since'],
      [{ bank: 'x'.repeat(121) }, 'bank'],
    ];
    for (const [change, path] of refused) {
      const bad = await u.inject({ method: 'PUT', url, payload: { companies: [[{ ...cashCredit, ...change }], [], []] } });
      expect(bad.statusCode, path).toBe(400);
      const body = bad.json<{ error: string; code: string; details: { path: (string | number)[] }[] }>();
      expect(body.code).toBe('invalid_request');
      expect(
        body.details.some((d) => d.path.includes(path)),
        JSON.stringify(body.details),
      ).toBe(true);
    }
    const unknown = await u.inject({ method: 'PUT', url, payload: { companies: [[{ ...cashCredit, sanctioned_on: '2024-01-01' }], [], []] } });
    expect(unknown.statusCode).toBe(400);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(limits);

    const stale = await u.inject({ method: 'PUT', url, payload: { companies: [[], [], []] }, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('version_conflict');

    const other = await t.user();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url, payload: limits })).statusCode).toBe(404);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(limits);
  });

  it('converts the utilisation and overdue amounts with the unit, and the report prints the new fields, pages and flags', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/limits/`;
    // An outstanding typed in rupees into the analysis's unit: 1,96,40,000 against a limit of 200.
    const typo: FacilityLimit = { facility: 'Bank guarantee', facility_type: 'bg', existing: 200, outstanding: 19640000 };
    await u.inject({ method: 'PUT', url, payload: { companies: [[cashCredit, typo], [], []] } });

    const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<ReportModel>();
    expect(report.companies[0]!.limits[0]).toEqual(cashCredit);
    expect(report.companies[0]!.pages!.map((p) => p.id)).toEqual(['ratios', 'kfi', 'assessment', 'drawing_power', 'security']);
    expect(
      report.companies[0]!.limit_flags!.some((f) => f.startsWith('Bank guarantee: outstanding 1,96,40,000.00 is more than 1.5 × the limit of 200.00')),
    ).toBe(true);

    expect(report.analysis.unit).toBe('lakhs');
    const patched = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { unit: 'thousands', unit_change: 'convert' } });
    expect(patched.statusCode).toBe(200);
    const converted = (await u.inject({ method: 'GET', url })).json<AnalysisLimits>().companies[0]![0]!;
    // ₹ lakhs to ₹ thousands: × 100, exactly.
    expect(converted).toMatchObject({ existing: 20000, max_utilisation: 19975, min_utilisation: 12000, overdue: 1250 });
    expect(converted.rate_pct).toBe(9.25);
  });
});
