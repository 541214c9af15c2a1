import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, readAnalysisFile } from './load-fixture';
import { assessed, BACKENDS, useTestApp } from './testing/harness';

const FIXTURES = readdirSync('fixtures').filter((f) => f.endsWith('.json'));

describe('fixtures/', () => {
  it.each(FIXTURES)('%s is a valid analysis file', (name) => {
    expect(() => readAnalysisFile(path.join('fixtures', name))).not.toThrow();
  });

  it('three-companies.json has the three profiles: tallied books, one loss-maker with negative NWC and TNW and zero repairs', () => {
    const file = readAnalysisFile('fixtures/three-companies.json');
    expect(file.companies).toHaveLength(3);
    expect(assessed(file, 1).opstmt.repairsMaintenance).toBe(0);
  });

  it('three-companies-four-years.json: two audited years, the estimated assessment year, a projection; sales grow every year', () => {
    const file = readAnalysisFile('fixtures/three-companies-four-years.json');
    expect(file.periods.map((p) => `${p.year} ${p.kind}`)).toEqual(['2023 Audited', '2024 Audited', '2025 Estimated', '2026 Projected']);
    expect(file.year).toBe(2025);
    for (const company of file.companies) {
      const sales = file.periods.map((p) => company.years[String(p.year)]!.opstmt.salesDomestic ?? 0);
      expect(sales).toEqual([...sales].sort((a, b) => a - b));
      expect(new Set(sales).size).toBe(sales.length);
    }
  });
});

describe.each(BACKENDS)('load-fixture on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it("loads a fixture into a user's account, visible through the API", async () => {
    const u = await t.user();
    const { analysis } = await loadFixture(t.db, u.username, readAnalysisFile('fixtures/three-companies.json'));
    const nwc = await u.inject({ method: 'GET', url: `/api/get_net_working_capital/${analysis.id}/` });
    const rows = nwc.json<{ company: string; net_working_capital: number }[]>();
    expect(rows.map((r) => r.company)).toEqual(['Lakshmi Traders', 'Deccan Castings Pvt Ltd', 'Coromandel Exports Ltd']);
    expect(rows[1]!.net_working_capital).toBeLessThan(0);
    const ratios = await u.inject({ method: 'GET', url: `/api/get_ratios/${analysis.id}` });
    const loss = ratios.json<{ metrics: Record<string, number>; flags: Record<string, string> }[]>()[1]!;
    expect(loss.metrics.tangible_net_worth).toBeLessThan(0);
    expect(loss.flags.TOl_and_TNW).toBe('NM');
    const al = await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}` });
    expect(al.json<{ metrics: Record<string, unknown> }[]>().map((r) => r.metrics.wheatherAssetsLiabTallied)).toEqual([true, true, true]);
  });

  it('loads a version 2 file with every period, each balance sheet tallied', async () => {
    const u = await t.user();
    const { analysis, periods, companies } = await loadFixture(t.db, u.username, readAnalysisFile('fixtures/three-companies-four-years.json'));
    expect(periods).toHaveLength(4);
    expect(companies).toHaveLength(3);
    for (const { year } of periods) {
      const al = await u.inject({ method: 'GET', url: `/api/get_assetnliabs/${analysis.id}?year=${year}` });
      expect({ year, tallied: al.json<{ metrics: Record<string, unknown> }[]>().map((r) => r.metrics.wheatherAssetsLiabTallied) }).toEqual({
        year,
        tallied: [true, true, true],
      });
    }
  });

  it('refuses an unknown user', async () => {
    await expect(loadFixture(t.db, 'nobody-at-all', readAnalysisFile('fixtures/worked-example.json'))).rejects.toThrow(/No user/);
  });
});
