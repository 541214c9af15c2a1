import { describe, expect, it } from 'vitest';
import { valueRows } from '../../domain/model';
import type { TestUser } from '../testing/harness';
import { assessed, BACKENDS, fixture, useTestApp, withCompanies } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null>; flags: Record<string, string> }[];

describe.each(BACKENDS)('derived screens and charts on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const get = async (u: TestUser, url: string) => {
    const res = await u.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<Records>();
  };

  it('computes ratios, WC/TL and KFI on read for the worked example (cma-domain §8)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const [ratios] = await get(u, `/api/get_ratios/${analysis.id}`);
    expect(Object.keys(ratios!.metrics)).toEqual(valueRows('ratios').map((r) => r.key));
    expect(ratios!.metrics.net_working_capital).toBe(190);
    expect(ratios!.metrics.current_ratio).toBeCloseTo(650 / 460, 12);
    expect(ratios!.metrics.tangible_net_worth).toBe(395);
    expect(ratios!.flags).toEqual({});
    const [wctl] = await get(u, `/api/get_wctl/${analysis.id}/`);
    expect(wctl!.metrics.MPBF_Lower_of_I_or_II).toBe(220);
    expect(wctl!.metrics.MPBF_Tandon_Method_I).toBe(220);
    const [kfi] = await get(u, `/api/get_kfi/${analysis.id}`);
    expect(kfi!.metrics.drawing_power_1).toBe(97.5);
    expect(Object.keys(kfi!.metrics)).toEqual(valueRows('kfi').map((r) => r.key));
  });

  it('flags TNW-denominated rows "NM" when TNW ≤ 0', async () => {
    const u = await t.user();
    const file = fixture();
    const company = assessed(file);
    const { analysis } = await t.analysis(
      u,
      withCompanies(file, [{ name: file.companies[0]!.name, ...company, assetnliabs: { ...company.assetnliabs, paidUpCapital: 0, reservesSurplus: 0 } }]),
    );
    const [ratios] = await get(u, `/api/get_ratios/${analysis.id}`);
    expect(ratios!.metrics.tangible_net_worth).toBeLessThanOrEqual(0);
    expect(ratios!.flags.TOl_and_TNW).toBe('NM');
  });

  it('update_ratios|wctl|kfi accept the list shape, store nothing and return the recomputed values', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    for (const path of ['ratios', 'wctl', 'kfi']) {
      const before = await get(u, `/api/get_${path}/${analysis.id}`);
      const res = await u.inject({
        method: 'POST',
        url: `/api/update_${path}/${analysis.id}/`,
        payload: [{ name: 'x', metrics: { current_ratio: 99, MPBF_Lower_of_I_or_II: 1 } }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(before);
    }
    const bad = await u.inject({ method: 'POST', url: `/api/update_kfi/${analysis.id}/`, payload: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('changes results when the settings change (stock margin, drawing-power method)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const put = await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/settings/`, payload: { stockMarginPct: 40 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ settings: { stockMarginPct: 40, bookDebtMarginPct: 50 }, version: analysis.version + 1 });
    expect((await get(u, `/api/get_kfi/${analysis.id}`))[0]!.metrics.drawing_power_1).toBe(78);
    const settings = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/settings/` });
    expect(settings.json()).toMatchObject({ stockMarginPct: 40, drawingPowerMethod: 'paidStock' });

    const bad = await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/settings/`, payload: { stockMarginPct: 140 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/settings/`, payload: { margin: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect((await get(u, `/api/get_kfi/${analysis.id}`))[0]!.metrics.drawing_power_1).toBe(78);

    // cma-domain §5: the strict method deducts creditors after the margins, 25% × 150 less than paid stock.
    expect((await get(u, `/api/get_kfi/${analysis.id}`))[0]!.metrics.total_eligible_limit).toBe(78 + 150);
    await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/settings/`, payload: { stockMarginPct: 25 } });
    expect((await get(u, `/api/get_kfi/${analysis.id}`))[0]!.metrics.total_eligible_limit).toBe(247.5);
    await u.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/settings/`, payload: { drawingPowerMethod: 'strict' } });
    expect((await get(u, `/api/get_kfi/${analysis.id}`))[0]!.metrics.total_eligible_limit).toBe(210);
  });

  describe('chart endpoints', () => {
    const expected: [string, Record<string, unknown>][] = [
      ['pbt_and_pat', { pbt: 240, pat: 180 }],
      ['get_net_cash_accruals', { net_cash_accruals: 190, net_working_capital: 190 }],
      ['get_net_working_capital', { net_working_capital: 190 }],
      ['current_ratio', { current_ratio: 650 / 460 }],
      ['revenue_from_operations-data', { revenue: 2000 }],
      ['get_pbdit', { pbdit: 340 }],
      ['get_cash_accruals', { cash_accruals: 210 }],
    ];
    it.each(expected)('%s returns [{company, …}] for the worked example', async (path, values) => {
      const u = await t.user();
      const { analysis } = await t.analysis(u);
      const res = await u.inject({ method: 'GET', url: `/api/${path}/${analysis.id}/` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ company: fixture().companies[0]!.name, ...values }]);
      expect((await t.app.inject({ method: 'GET', url: `/api/${path}/${analysis.id}/` })).statusCode).toBe(401);
      const other = await t.user();
      expect((await other.inject({ method: 'GET', url: `/api/${path}/${analysis.id}/` })).statusCode).toBe(404);
    });

    it('gives a null current ratio without current liabilities, in company order', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(
        u,
        withCompanies(fixture(), [
          { name: 'Empty', opstmt: {}, assetnliabs: {}, ocaocl: {} },
          { ...assessed(fixture()), name: 'Worked' },
        ]),
      );
      const res = await u.inject({ method: 'GET', url: `/api/current_ratio/${analysis.id}` });
      expect(res.json()).toEqual([
        { company: 'Empty', current_ratio: null },
        { company: 'Worked', current_ratio: 650 / 460 },
      ]);
    });
  });
});
