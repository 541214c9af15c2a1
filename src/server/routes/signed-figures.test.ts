import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';
import type { TestUser } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null> }[];
type Problem = { error: string; code: string; details: { path: (string | number)[]; message: string }[] };

/** One company over one period: the loss year of a new unit, with a deferred-tax credit and negative reserves. */
function lossYear(): AnalysisFile {
  const file = fixture();
  return {
    ...file,
    periods: [{ year: file.year, kind: 'Audited' }],
    companies: [
      {
        name: 'New Unit Ltd',
        years: {
          [String(file.year)]: {
            opstmt: { salesDomestic: 200, purchaseRM: 200, sellingAdmExpenses: 54.78, provisionForTaxes: -14.57, addOtherIncome: -1.25 },
            assetnliabs: { paidUpCapital: 100, reservesSurplus: -41.48 },
            ocaocl: { cashAndBankBalance: 58.52 },
          },
        },
      },
    ],
  };
}

describe.each(BACKENDS)('signed figures on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const post = (u: TestUser, url: string, payload: unknown) => u.inject({ method: 'POST', url, payload: payload as object });
  const opstmt = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${id}` })).json<Records>()[0]!.metrics;

  it('the spec update takes a tax credit of −14.57 and computes PAT and retained profit with its sign', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const res = await post(u, `/api/update_companies_opstmt/${analysis.id}/`, [
      {
        metrics: {
          salesDomestic: 0,
          salesExports: 0,
          others: 0,
          openingStockFinishedGoods: 0,
          openingStockWIP: 0,
          openingStockRM: 0,
          purchaseRM: 0,
          powerFuel: 0,
          directLabour: 0,
          repairsMaintenance: 0,
          mfgDirectExpenses: 0,
          depreciation: 0,
          closingStockFinishedGoods: 0,
          closingStockWIP: 0,
          closingStockRM: 0,
          sellingAdmExpenses: 56.03,
          interestFinCharges: 0,
          addOtherIncome: 0,
          lessOtherExpenses: 0,
          provisionForTaxes: -14.57,
          dividendDrawings: 0,
        },
      },
    ]);
    expect(res.statusCode).toBe(200);
    const m = await opstmt(u, analysis.id);
    expect(m).toMatchObject({ provisionForTaxes: -14.57, profitBeforeTax: -56.03, netProfitAfterTaxLoss: -41.46, retainedProfit: -41.46 });
  });

  it('the spec update refuses a negative on a minimum-0 row, naming where it belongs, and writes nothing', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const before = (await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}` })).body;
    const res = await post(u, `/api/update_assetnliabs/${analysis.id}/`, [{ metrics: { reservesSurplus: -5, profitLossAcc: -12.5 } }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().details).toEqual([
      {
        path: [0, 'metrics', 'profitLossAcc'],
        message: "must not be negative: enter it as a positive figure in 'Profit & Loss a/c (debit balance)' (Assets & Liabilities)",
      },
    ]);
    expect((await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}` })).body).toBe(before);
  });

  it('the all-periods write takes negatives on the signed rows and refuses them elsewhere', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const year = String(analysis.year);
    const write = (values: Record<string, number>) =>
      u.inject({
        method: 'POST',
        url: `/api/analyses/${analysis.id}/screens/opstmt/`,
        payload: { companies: [{ position: 0, by_year: { [year]: values } }] },
      });
    const refused = await write({ lessOtherExpenses: -3, salesExports: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>().details).toEqual([{ path: ['companies', 0, 'by_year', year, 'salesExports'], message: 'must not be negative' }]);
    expect((await opstmt(u, analysis.id)).lessOtherExpenses).not.toBe(-3);
    const accepted = await write({ lessOtherExpenses: -3, addOtherIncome: -0.5 });
    expect(accepted.statusCode).toBe(200);
    expect(await opstmt(u, analysis.id)).toMatchObject({ lessOtherExpenses: -3, addOtherIncome: -0.5 });
  });

  it('imports a file with signed figures, refuses one with a negative elsewhere, and export → import keeps every sign', async () => {
    const u = await t.user();
    const file = lossYear();
    const bad = structuredClone(file);
    bad.companies[0]!.years[String(file.year)]!.ocaocl = { cashAndBankBalance: -58.52 };
    const refused = await post(u, '/api/analyses/import/', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>().details).toEqual([
      {
        path: ['companies', 0, 'years', String(file.year), 'ocaocl', 'cashAndBankBalance'],
        message: "must not be negative: enter it as a positive figure in 'WC Borrowings – our bank' (Assets & Liabilities)",
      },
    ]);
    expect((await u.inject({ method: 'GET', url: '/api/analyses/' })).json<{ items: unknown[] }>().items).toEqual([]);

    const imported = await post(u, '/api/analyses/import/', file);
    expect(imported.statusCode).toBe(201);
    const { id } = imported.json<{ id: number }>();
    const exported = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/export/` })).json<AnalysisFile>();
    expect(exported.companies[0]!.years[String(file.year)]).toEqual(file.companies[0]!.years[String(file.year)]);
    const again = await post(u, '/api/analyses/import/', exported);
    expect(again.statusCode).toBe(201);
    const m = await opstmt(u, again.json<{ id: number }>().id);
    expect(m).toMatchObject({ provisionForTaxes: -14.57, addOtherIncome: -1.25, netProfitAfterTaxLoss: -41.46 });
  });

  it('a unit conversion keeps the sign: lakhs to thousands turns −14.57 into −1,457 exactly', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, lossYear());
    const res = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { unit: 'thousands', unit_change: 'convert' } });
    expect(res.statusCode).toBe(200);
    expect(await opstmt(u, analysis.id)).toMatchObject({ provisionForTaxes: -1457, addOtherIncome: -125, netProfitAfterTaxLoss: -4146 });
  });
});
