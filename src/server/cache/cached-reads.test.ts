import { describe, expect, it } from 'vitest';
import type { AnalysisTermLoans } from '../../contract/term-loans';
import { allPeriodsRecords, settingsOf } from '../compute';
import { analysesRepository } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { breakEvenScreen, termLoanScheduleOf } from '../term-loans';
import type { LoadedAnalysis } from '../repositories/analyses';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';
import type { TestUser } from '../testing/harness';

/**
 * The reads the grid, the dashboard and the loan screens make, served from the read cache: each route and
 * what it answers when computed straight from the database, with no cache in between.
 */
const READS: { name: string; url: (id: number) => string; compute: (loaded: LoadedAnalysis) => unknown }[] = [
  { name: 'all-periods ratios', url: (id) => `/api/analyses/${id}/screens/ratios/`, compute: (l) => allPeriodsRecords(l, 'ratios') },
  { name: 'all-periods balance sheet', url: (id) => `/api/analyses/${id}/screens/assetnliabs/`, compute: (l) => allPeriodsRecords(l, 'assetnliabs') },
  { name: 'summary', url: (id) => `/api/analyses/${id}/`, compute: loadedSummary },
  { name: 'settings', url: (id) => `/api/analyses/${id}/settings/`, compute: settingsOf },
  { name: 'term-loan schedule', url: (id) => `/api/analyses/${id}/term-loans/schedule/`, compute: termLoanScheduleOf },
  { name: 'break-even', url: (id) => `/api/analyses/${id}/screens/breakeven/`, compute: breakEvenScreen },
];

/** Every kind of write a user makes to an analysis, each changing something the reads above show. */
const WRITES: { name: string; send: (u: TestUser, id: number, round: number) => ReturnType<TestUser['inject']> }[] = [
  {
    name: 'all-periods save',
    send: (u, id, round) =>
      u.inject({
        method: 'POST',
        url: `/api/analyses/${id}/screens/opstmt/`,
        payload: { companies: [{ position: 0, by_year: { '2026': { salesDomestic: 900 + round } } }] },
      }),
  },
  {
    name: 'spec statement save',
    send: (u, id, round) =>
      u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${id}/`, payload: [{ metrics: { salesExports: 10 + round } }, { metrics: {} }] }),
  },
  { name: 'settings', send: (u, id, round) => u.inject({ method: 'PATCH', url: `/api/analyses/${id}/settings/`, payload: { stockMarginPct: 20 + round } }) },
  {
    name: 'rename and reorder',
    send: (u, id, round) => u.inject({ method: 'PATCH', url: `/api/analyses/${id}/`, payload: { name: `Renamed ${round}`, company_order: [1, 0] } }),
  },
  {
    name: 'term loans',
    send: async (u, id, round) => {
      const current = (await u.inject({ method: 'GET', url: `/api/analyses/${id}/term-loans/` })).json<AnalysisTermLoans>();
      // The loan moves with its company when the companies are reordered.
      current.companies.find((loans) => loans.length > 0)![0]!.rate_pct = 10 + round;
      return u.inject({ method: 'PUT', url: `/api/analyses/${id}/term-loans/`, payload: current });
    },
  },
  {
    name: 'period kind',
    send: (u, id, round) => u.inject({ method: 'PATCH', url: `/api/analyses/${id}/periods/2025/`, payload: { kind: round % 2 ? 'Provisional' : 'Audited' } }),
  },
];

describe.each(BACKENDS)('cached reads on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('answer, after every kind of acknowledged write, exactly what the database now computes to', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    const id = analysis.id;
    const read = async () => Promise.all(READS.map(async (r) => (await u.inject({ method: 'GET', url: r.url(id) })).body));
    for (let round = 1; round <= 2; round++) {
      for (const write of WRITES) {
        const before = await read();
        // Warm twice: the second read is a cache hit with the same bytes.
        expect(await read()).toEqual(before);
        const res = await write.send(u, id, round);
        expect(res.statusCode, `${write.name}: ${res.body}`).toBeLessThan(300);
        const loaded = await analysesRepository(t.db).load(u.id, id);
        const after = await read();
        READS.forEach((r, i) => {
          expect(JSON.parse(after[i]!), `${r.name} after ${write.name}`).toEqual(JSON.parse(JSON.stringify(r.compute(loaded))));
        });
        expect(after, `${write.name} changed nothing the reads show`).not.toEqual(before);
      }
    }
  });

  it('send the analysis version as the ETag and 404 another user, cached or not', async () => {
    const u = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    for (const r of READS.filter((x) => x.name !== 'settings')) {
      for (let i = 0; i < 2; i++) {
        const res = await u.inject({ method: 'GET', url: r.url(analysis.id) });
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag, r.name).toBe(`"${analysis.version}"`);
      }
      expect((await other.inject({ method: 'GET', url: r.url(analysis.id) })).statusCode, r.name).toBe(404);
    }
  });
});
