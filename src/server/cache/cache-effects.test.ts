import { describe, expect, it } from 'vitest';
import { createRepositories } from '../repositories';
import { BACKENDS, useTestApp } from '../testing/harness';
import { ANALYSES_CACHE_EFFECTS, SESSIONS_CACHE_EFFECTS } from './read-cache';

describe('the read cache effects of the repository writes', () => {
  const t = useTestApp(BACKENDS[0]!);

  it('are declared for every method of the analyses and sessions repositories, and each write of one analysis drops that one', () => {
    const repos = createRepositories(t.db, { maxAnalysesPerUser: 10 });
    expect(Object.keys(ANALYSES_CACHE_EFFECTS).sort()).toEqual(Object.keys(repos.analyses).sort());
    expect(Object.keys(SESSIONS_CACHE_EFFECTS).sort()).toEqual(Object.keys(repos.sessions).sort());
    // The writes that change a stored analysis drop it or write it through; only reads and the creation of a new one leave the cache.
    expect(
      Object.entries(ANALYSES_CACHE_EFFECTS)
        .filter(([, e]) => e === 'analysis')
        .map(([m]) => m)
        .sort(),
    ).toEqual(['mergeStatement', 'remove']);
    expect(
      Object.entries(ANALYSES_CACHE_EFFECTS)
        .filter(([, e]) => e === 'written')
        .map(([m]) => m),
    ).toEqual(['update']);
    expect(
      Object.entries(SESSIONS_CACHE_EFFECTS)
        .filter(([, e]) => e === 'sessions')
        .map(([m]) => m)
        .sort(),
    ).toEqual(['endByRefresh', 'rotate']);
  });

  it('drop the cached analysis when a write acknowledged through the API changes it (the next cached read has the new version)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const read = async () => (await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json<{ version: number; name: string }>();
    const before = await read();
    const renamed = await u.inject({ method: 'PATCH', url: `/api/analyses/${analysis.id}/`, payload: { name: 'Renamed' } });
    expect(renamed.statusCode).toBe(200);
    const after = await read();
    expect(after.version).toBe(before.version + 1);
    expect(after.name).toBe('Renamed');
  });
});
