import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import { reportModel } from '../../contract/report';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { allPeriodsOf, BACKENDS, useTestApp } from '../testing/harness';

/**
 * An audited year of sales 1,200.00 and a provisional year of sales 660.00, debtors 110.00 and capital
 * 400.00, which the analyst then marks as 6 months (a change of accounting year).
 */
function file(): AnalysisFile {
  return {
    schemaVersion: FIXTURE_SCHEMA_VERSION,
    name: 'Short year',
    year: 2026,
    unit: 'lakhs',
    settings: DEFAULT_SETTINGS,
    periods: [
      { year: 2025, kind: 'Audited' },
      { year: 2026, kind: 'Provisional' },
    ],
    companies: [
      {
        name: 'Alpha',
        years: {
          '2025': { opstmt: { salesDomestic: 1200, purchaseRM: 600 }, assetnliabs: { paidUpCapital: 400 }, ocaocl: {} },
          '2026': { opstmt: { salesDomestic: 660, purchaseRM: 300 }, assetnliabs: { paidUpCapital: 400, tradeDebtors6: 110 }, ocaocl: {} },
        },
      },
    ],
  } as AnalysisFile;
}

describe.each(BACKENDS)('a 6-month period in the ratios and Form IV on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('PATCH {months: 6} annualises growth and turnover and measures holding on the 6 months, on every read', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, file());
    const at2026 = async (screen: string) => (await allPeriodsOf(u, analysis.id, screen)).companies[0]!.by_year['2026']!;
    // 12 months: (660 − 1,200) ÷ 1,200 = −45 %; debtors 110 ÷ 660 × 12 = 2 months.
    expect((await at2026('ratios')).percent_rise_ans_fall_in_sales).toBe(-45);
    expect((await at2026('wctl')).months_gross_sales).toBe(2);

    const patch = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/periods/2026/`, payload: { months: 6 } });
    expect(patch.statusCode).toBe(200);
    const ratios = await at2026('ratios');
    // 660 × 12 ÷ 6 = 1,320 against 1,200: +10 %; sales ÷ TNW 1,320 ÷ 400 = 3.3; days 110 × 365 ÷ 1,320.
    expect(ratios.percent_rise_ans_fall_in_sales).toBe(10);
    expect(ratios.sales_and_TNW).toBe(3.3);
    expect(ratios.Inv_plus_Receivables_and_Sales_days).toBeCloseTo(30.4167, 4);
    expect((await at2026('wctl')).months_gross_sales).toBe(1);
    expect((await at2026('kfi')).twenty_five_percent_of_net_sales).toBe(330);
    // The spec's GET of the period agrees.
    const spec = await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}/?year=2026` });
    expect(spec.json<{ metrics: Record<string, number> }[]>()[0]!.metrics.percent_rise_ans_fall_in_sales).toBe(10);

    const report = reportModel.parse((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json());
    const line = (form: string, no: string) => report.companies[0]!.forms.find((f) => f.id === form)!.lines.find((l) => l.no === no)!;
    expect(line('II', '4').values).toEqual([null, 10]);
    expect(line('IV', '5').values).toEqual([0, 110]);
    expect(line('IV', '5').months).toEqual([0, 1]);
  });
});
