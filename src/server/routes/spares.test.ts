import { describe, expect, it } from 'vitest';
import type { ReportModel } from '../../contract/report';
import { SPARES_PROXY_NOTE } from '../../domain/forms';
import { BACKENDS, useTestApp, withCompanies, fixture, assessed } from '../testing/harness';

describe.each(BACKENDS)('spares consumed on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('are stored by the spec update, travel in the export, and print Form II 5.ii; blank, the repairs proxy is a footnote', async () => {
    const u = await t.user();
    const file = fixture();
    const { analysis } = await t.analysis(u, withCompanies(file, [{ name: 'Alpha', ...assessed(file, 0) }]));
    const line = async (no: string) => {
      const report = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json<ReportModel>();
      const form = report.companies[0]!.forms.find((f) => f.id === 'II')!;
      return form.lines.find((l) => l.no === no)!;
    };
    const repairs = Number(assessed(file, 0).opstmt.repairsMaintenance);
    const proxy = await line('5.ii');
    expect(proxy).toMatchObject({ label: 'Other spares', values: [repairs], reasons: [SPARES_PROXY_NOTE] });

    const saved = await u.inject({
      method: 'POST',
      url: `/api/update_companies_opstmt/${analysis.id}/`,
      payload: [{ metrics: { sparesConsumedImported: 1.5, sparesConsumedIndigenous: 2.25 } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entered = await line('5.ii');
    expect(entered.values).toEqual([3.75]);
    expect(entered.reasons).toBeUndefined();
    expect((await line('5.ii.a')).values).toEqual([1.5]);

    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export/` })).json<{
      companies: { years: Record<string, { opstmt: Record<string, number> }> }[];
    }>();
    expect(exported.companies[0]!.years[String(file.year)]!.opstmt).toMatchObject({ sparesConsumedImported: 1.5, sparesConsumedIndigenous: 2.25 });

    // Spares consumed cannot be negative: refused, nothing written.
    const refused = await u.inject({
      method: 'POST',
      url: `/api/update_companies_opstmt/${analysis.id}/`,
      payload: [{ metrics: { sparesConsumedImported: -1 } }],
    });
    expect(refused.statusCode).toBe(400);
    expect((await line('5.ii.a')).values).toEqual([1.5]);
  });
});
