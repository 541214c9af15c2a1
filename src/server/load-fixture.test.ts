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

  it('refuses an unknown user', async () => {
    await expect(loadFixture(t.db, 'nobody-at-all', readAnalysisFile('fixtures/worked-example.json'))).rejects.toThrow(/No user/);
  });
});
