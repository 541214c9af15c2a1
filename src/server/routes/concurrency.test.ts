import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null> }[];

describe.each(BACKENDS)('concurrent writes on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('keeps both values when two writers without If-Match change different keys of one company (20 rounds)', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const write = (metrics: Record<string, number>) =>
      u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${analysis.id}/`, payload: [{ metrics }] });
    for (let round = 1; round <= 20; round++) {
      const [a, b] = await Promise.all([write({ salesExports: 1000 + round }), write({ others: 2000 + round })]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const stored = (await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}` })).json<Records>();
      expect({ round, ...stored[0]!.metrics }).toMatchObject({ round, salesExports: 1000 + round, others: 2000 + round });
    }
  });

  it('answers each of 20 concurrent writes with the ETag of the version it produced: 20 distinct, consecutive versions', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        u.inject({ method: 'POST', url: `/api/update_companies_opstmt/${analysis.id}/`, payload: [{ metrics: { salesExports: i + 1 } }] }),
      ),
    );
    expect(writes.map((w) => w.statusCode)).toEqual(Array(20).fill(200));
    const versions = writes.map((w) => Number(JSON.parse(w.headers.etag as string))).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => analysis.version + 1 + i));
  });
});
