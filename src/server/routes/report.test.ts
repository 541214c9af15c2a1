import { describe, expect, it } from 'vitest';
import type { AnalysisLimits, ReportModel, UserProfile } from '../../contract/report';
import { reportModel } from '../../contract/report';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('Form I limits, the profile and the CMA report on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('stores Form I per company under If-Match (409 when stale), refuses a wrong count, and moves it with its company', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies'));
    const url = `/api/analyses/${analysis.id}/limits/`;
    const empty = await u.inject({ method: 'GET', url });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<AnalysisLimits>()).toEqual({ companies: [[], [], []] });

    const limits: AnalysisLimits = {
      companies: [
        [{ facility: 'Cash credit', existing: 200, proposed: 250.5, outstanding: 180, as_on: '2025-03-31' }],
        [],
        [{ facility: 'Term loan', proposed: 90 }],
      ],
    };
    const put = await u.inject({ method: 'PUT', url, payload: limits, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ version: number }>().version).toBe(analysis.version + 1);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(limits);

    const stale = await u.inject({ method: 'PUT', url, payload: { companies: [[], [], []] }, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);
    const wrongCount = await u.inject({ method: 'PUT', url, payload: { companies: [[]] } });
    expect(wrongCount.statusCode).toBe(400);
    const noFacility = await u.inject({ method: 'PUT', url, payload: { companies: [[{ facility: ' ' }], [], []] } });
    expect(noFacility.statusCode).toBe(400);
    const negative = await u.inject({ method: 'PUT', url, payload: { companies: [[{ facility: 'CC', existing: -1 }], [], []] } });
    expect(negative.statusCode).toBe(400);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(limits);

    // The analysis file carries Form I, and importing it gives the same table.
    const file = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<{ companies: { limits?: unknown }[] }>();
    expect(file.companies.map((c) => c.limits)).toEqual([limits.companies[0], undefined, limits.companies[2]]);
    const imported = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: file });
    expect(imported.statusCode).toBe(201);
    const importedId = imported.json<{ id: number }>().id;
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${importedId}/limits/` })).json()).toEqual(limits);

    const reorder = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { company_order: [2, 1, 0] } });
    expect(reorder.statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ companies: [limits.companies[2], [], limits.companies[0]] });

    const other = await t.user();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url, payload: limits })).statusCode).toBe(404);
  });

  it('keeps a profile per user: empty until set, patched field by field', async () => {
    const u = await t.user();
    const other = await t.user();
    const url = '/api/me/profile/';
    expect((await u.inject({ method: 'GET', url })).json<UserProfile>()).toEqual({ firm_name: '', prepared_by: '', print_product_name: false });
    const first = await u.inject({ method: 'PATCH', url, payload: { firm_name: ' Rao & Co., Chartered Accountants ' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ firm_name: 'Rao & Co., Chartered Accountants', prepared_by: '', print_product_name: false });
    await u.inject({ method: 'PATCH', url, payload: { prepared_by: 'CA S. Rao' } });
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({
      firm_name: 'Rao & Co., Chartered Accountants',
      prepared_by: 'CA S. Rao',
      print_product_name: false,
    });
    expect((await u.inject({ method: 'PATCH', url, payload: {} })).json()).toEqual({
      firm_name: 'Rao & Co., Chartered Accountants',
      prepared_by: 'CA S. Rao',
      print_product_name: false,
    });
    const chosen = await u.inject({ method: 'PATCH', url, payload: { print_product_name: true } });
    expect(chosen.json()).toEqual({ firm_name: 'Rao & Co., Chartered Accountants', prepared_by: 'CA S. Rao', print_product_name: true });
    expect((await u.inject({ method: 'PATCH', url, payload: { print_product_name: 'yes' } })).statusCode).toBe(400);
    expect((await u.inject({ method: 'PATCH', url, payload: { firm_name: 'x'.repeat(161) } })).statusCode).toBe(400);
    expect((await u.inject({ method: 'PATCH', url, payload: { udin: '1' } })).statusCode).toBe(400);
    expect((await other.inject({ method: 'GET', url })).json()).toEqual({ firm_name: '', prepared_by: '', print_product_name: false });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('reports Forms I–VI with the worked example’s figures, labels and assumptions following the settings', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    await u.inject({ method: 'PATCH', url: '/api/me/profile/', payload: { firm_name: 'Rao & Co.', prepared_by: 'CA S. Rao', print_product_name: false } });
    await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/limits/`, payload: { companies: [[{ facility: 'Cash credit', existing: 200 }]] } });
    const get = async () => {
      const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` });
      expect(res.statusCode).toBe(200);
      return reportModel.parse(res.json()) as ReportModel;
    };
    const report = await get();
    expect(report.profile).toEqual({ firm_name: 'Rao & Co.', prepared_by: 'CA S. Rao', print_product_name: false });
    // A one-year analysis file is stored as one Estimated period, the assessment year.
    expect(report.periods).toEqual([
      { year: analysis.year, kind: 'Estimated', label: `FY ${analysis.year - 1}-${String(analysis.year % 100).padStart(2, '0')} (Estimated)` },
    ]);
    const [company] = report.companies;
    expect(company!.limits).toEqual([{ facility: 'Cash credit', existing: 200 }]);
    expect(company!.forms.map((f) => f.id)).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI']);
    const line = (form: string, no: string) => company!.forms.find((f) => f.id === form)!.lines.find((l) => l.no === no)!;
    // cma-domain §8: NWC 190, TNW 395, MPBF 220 (Tandon II).
    expect(line('III', '45').values).toEqual([190]);
    expect(line('III', '44').values).toEqual([395]);
    expect(line('V', '8').values).toEqual([220]);
    expect(line('V', '4').label).toContain('25%');
    expect(line('II', '2').values).toEqual([null]);
    expect(line('II', '2').reasons![0]).toMatch(/^not furnished: /);
    // One period: the fund flow has no earlier period to compare with.
    expect(line('VI', '1.a').values).toEqual([null]);
    expect(line('VI', '1.a').reasons).toEqual(['no earlier period']);
    expect(company!.forms.find((f) => f.id === 'VI')!.flags).toEqual([null]);
    expect(report.assumptions).toContainEqual({ label: 'Tandon: minimum stipulated NWC (% of current assets)', value: '25%' });
    expect(report.assumptions).toContainEqual({ label: 'Figures in', value: '₹ lakhs' });

    await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/settings/`, payload: { tandonMarginPct: 30, dscrFloor: 1.5 } });
    const changed = await get();
    const changedLine = (form: string, no: string) => changed.companies[0]!.forms.find((f) => f.id === form)!.lines.find((l) => l.no === no)!;
    expect(changedLine('V', '4').label).toContain('30%');
    expect(changedLine('V', '4').label).not.toContain('25%');
    expect(changed.assumptions).toContainEqual({ label: 'Tandon: minimum stipulated NWC (% of current assets)', value: '30%' });
    expect(changed.assumptions).toContainEqual({ label: 'Minimum acceptable net DSCR (times)', value: '1.5' });
    expect(changed.analysis.version).toBe(report.analysis.version + 1);

    expect((await (await t.user()).inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).statusCode).toBe(404);
  });
});
