import { describe, expect, it } from 'vitest';
import type { StatementInputs } from '../../domain/model';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('analyses repository on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('rolls a multi-company write back entirely when the database refuses one company', async () => {
    const u = await t.user();
    const file = fixture();
    const { analysis } = await t.analysis(u, { ...file, companies: [file.companies[0]!, { ...file.companies[0]!, name: 'B' }] });
    const year = analysis.year;
    const before = await t.app.repos.analyses.load(u.id, analysis.id);
    await expect(
      t.app.repos.analyses.update(u.id, analysis.id, undefined, () => ({
        companies: [
          // The names are written first (their own statement), then the statements fail on company B:
          // it violates the company_periods_opstmt_object check constraint, so the renames roll back too.
          { position: 0, name: 'Renamed', byYear: new Map([[year, { opstmt: { salesDomestic: 1 } }]]) },
          { position: 1, name: 'Renamed B', byYear: new Map([[year, { opstmt: 'not an object' as unknown as StatementInputs }]]) },
        ],
      })),
    ).rejects.toThrow();
    expect(await t.app.repos.analyses.load(u.id, analysis.id)).toEqual(before);
  });

  it('scopes every read and write to the owner', async () => {
    const owner = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(owner);
    await expect(t.app.repos.analyses.load(other.id, analysis.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.app.repos.analyses.update(other.id, analysis.id, undefined, () => ({ name: 'x' }))).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await t.app.repos.analyses.remove(other.id, analysis.id)).toBe(false);
    expect((await t.app.repos.analyses.list(other.id, { limit: 50 })).rows).toEqual([]);
  });
});
