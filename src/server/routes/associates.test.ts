import { describe, expect, it } from 'vitest';
import type { AnalysisAssociates, AssociateConcern, ReportModel } from '../../contract/report';
import { analysisFile } from '../../contract/fixture';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

/** A sister concern with every field a bank asks for. */
const exports: AssociateConcern = {
  name: 'Sri Venkateswara Exports LLP',
  relationship: 'Common partners',
  bank: 'Canara Bank',
  exposure: 150.5,
  outstanding: 120.25,
  overdue: 7.5,
};

describe.each(BACKENDS)('Form I associate / group concerns on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('stores them per company under If-Match, refuses what does not hold with 400 and writes nothing, 409 when stale, 404 to another user', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/associates/`;
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ companies: [[], [], []] });
    const associates: AnalysisAssociates = { companies: [[exports, { name: 'Promoter’s HUF' }], [], []] };
    const put = await u.inject({ method: 'PUT', url, payload: associates, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ version: number }>().version).toBe(analysis.version + 1);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(associates);

    const refused: [unknown, string][] = [
      [{ companies: [[{ ...exports, name: ' ' }], [], []] }, 'name'],
      [{ companies: [[{ ...exports, exposure: -1 }], [], []] }, 'exposure'],
      [{ companies: [[{ ...exports, overdue: 1.234 }], [], []] }, 'overdue'],
      [{ companies: [[{ ...exports, relationship: 'x'.repeat(121) }], [], []] }, 'relationship'],
      [{ companies: [[{ ...exports, rating: 'BB' }], [], []] }, ''],
      [{ companies: [[exports], []] }, 'companies'],
      [{ companies: [Array.from({ length: 21 }, () => exports), [], []] }, 'companies'],
    ];
    for (const [payload, path] of refused) {
      const bad = await u.inject({ method: 'PUT', url, payload: payload as object });
      expect(bad.statusCode, path).toBe(400);
      const body = bad.json<{ error: string; code: string; details: { path: (string | number)[] }[] }>();
      expect(body.code).toBe('invalid_request');
      expect(body.details.map((d) => d.path.join('.')).join(' ')).toContain(path);
    }
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(associates);

    const stale = await u.inject({ method: 'PUT', url, payload: { companies: [[], [], []] }, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('version_conflict');

    const other = await t.user();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url, payload: associates })).statusCode).toBe(404);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(associates);
  });

  it('prints them in the report with the overdue flagged, keeps them in the analysis file, and converts their amounts with the unit', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const base = `/api/analyses/${analysis.id}`;
    await u.inject({ method: 'PUT', url: `${base}/associates/`, payload: { companies: [[exports], [], [{ name: 'Kaveri Cold Storage', exposure: 40 }]] } });

    const report = (await u.inject({ method: 'GET', url: `${base}/report/` })).json<ReportModel>();
    expect(report.companies.map((c) => c.associates)).toEqual([[exports], [], [{ name: 'Kaveri Cold Storage', exposure: 40 }]]);
    expect(report.companies[0]!.limit_flags).toContain('Associate concern Sri Venkateswara Exports LLP has 7.50 overdue with Canara Bank (₹ lakhs).');
    expect(report.companies[2]!.limit_flags!.some((f) => f.startsWith('Associate concern'))).toBe(false);

    // The analysis file carries them; importing it gives them back.
    const file = analysisFile.parse((await u.inject({ method: 'GET', url: `${base}/export/` })).json());
    expect(file.companies[0]).toMatchObject({ associates: [exports] });
    expect('associates' in file.companies[1]!).toBe(false);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: file });
    expect(imported.statusCode).toBe(201);
    const copy = imported.json<{ id: number }>().id;
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${copy}/associates/` })).json<AnalysisAssociates>().companies[0]).toEqual([exports]);

    // ₹ lakhs to ₹ thousands: × 100, exactly.
    expect((await u.inject({ method: 'PATCH', url: `${base}/`, payload: { unit: 'thousands', unit_change: 'convert' } })).statusCode).toBe(200);
    const converted = (await u.inject({ method: 'GET', url: `${base}/associates/` })).json<AnalysisAssociates>();
    expect(converted.companies[0]).toEqual([{ ...exports, exposure: 15050, outstanding: 12025, overdue: 750 }]);
    expect(converted.companies[2]).toEqual([{ name: 'Kaveri Cold Storage', exposure: 4000 }]);
  });
});
