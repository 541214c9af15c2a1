import { describe, expect, it } from 'vitest';
import type { AnalysisChanges, LoadedAnalysis } from '../repositories/analyses';
import type { PeriodColumns } from '../repositories/periods';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

const loanCompany = fixture('term-loan').companies[0]!;
const loans = 'term_loans' in loanCompany ? loanCompany.term_loans : [];

/** Every kind of change a save makes without touching the periods, each column of a company and of a period given. */
function everyChange(current: LoadedAnalysis): AnalysisChanges {
  const first = current.periods[0]!.year;
  const company = current.companies[0]!;
  const [projectedYear, drivers] = Object.entries(company.projections)[0]!;
  return {
    name: 'Written through',
    unit: 'crores',
    settings: { ...current.analysis.settings },
    companies: [
      {
        position: 0,
        name: 'Renamed Ltd',
        type: 'partnership',
        panCin: 'AAAPL1234C',
        limits: [{ facility: 'Cash credit', existing: 100, proposed: 150 }],
        termLoans: loans,
        projections: { ...company.projections, [projectedYear]: { ...drivers, 'opstmt.salesDomestic': { method: 'growth_pct', value: 12.5 } } },
        fixedAssets: company.fixedAssets.map((block) => ({ ...block, rate_pct: 15 })),
        notes: { company: 'Family-run since 1998', forms: { II: 'Sales from the audited ledger' } },
        byYear: new Map<number, PeriodColumns>([
          [
            first!,
            {
              opstmt: { salesDomestic: 1234.5, salesExports: 0 },
              assetnliabs: { shareCapital: 99 },
              ocaocl: {},
              expressions: { opstmt: { salesDomestic: '1000+234.5' } },
              notes: { opstmt: { salesDomestic: 'from the ledger' } },
              details: {},
            },
          ],
          // Not a period: written nowhere, in the database as in the answer.
          [1901, { opstmt: { salesDomestic: 1 } }],
        ]),
      },
      { position: 1, panCin: null, byYear: new Map([[first, { opstmt: { salesExports: 7 } }]]) },
    ],
  };
}

describe.each(BACKENDS)('a change written through the read cache on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('answers what the database then holds, from the cached copy as from a fresh read, and the next change builds on it', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years-driven'));
    const repos = t.app.repos.analyses;
    for (const cached of [false, true]) {
      if (cached) {
        // A read through the cache keeps the analysis: the change then starts from that copy.
        expect((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/screens/opstmt/` })).statusCode).toBe(200);
      }
      const answered = await repos.update(u.id, analysis.id, undefined, everyChange);
      expect(answered).toEqual(await repos.load(u.id, analysis.id));
      // The answer is now the cached copy; a second change starts from it.
      const next = await repos.update(u.id, analysis.id, answered.analysis.version, (cur) => ({
        companies: [
          { position: 1, name: `Second ${cur.analysis.version}`, byYear: new Map([[cur.periods[0]!.year, { notes: { opstmt: { salesExports: 'n' } } }]]) },
        ],
      }));
      expect(next.analysis.version).toBe(answered.analysis.version + 1);
      expect(next).toEqual(await repos.load(u.id, analysis.id));
    }
    // A copy at an older version is never taken for the current state: a stale If-Match is still refused.
    await expect(repos.update(u.id, analysis.id, 1, () => ({ name: 'stale' }))).rejects.toMatchObject({ statusCode: 409 });
  });
});
