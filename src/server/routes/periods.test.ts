import { describe, expect, it } from 'vitest';
import { analysisSummary, DERIVED_PATHS, STATEMENT_PATHS } from '../../contract/analysis';
import { CHARTS } from '../../contract/charts';
import { analysisFile, FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import { allPeriodsScreen } from '../../contract/periods';
import { valueRows } from '../../domain/model';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import type { TestUser } from '../testing/harness';
import { BACKENDS, fixture, rawFixture, useTestApp } from '../testing/harness';

type Records = { name: string; metrics: Record<string, number | boolean | null>; flags?: Record<string, string> }[];
type Summary = ReturnType<typeof analysisSummary.parse>;

const FOUR_YEARS = 'three-companies-four-years';

/** Every spec §7 GET (statements, derived screens, charts) as a path segment before the analysis id. */
const GET_PATHS = [...Object.values(STATEMENT_PATHS).map((p) => `get_${p}`), ...Object.values(DERIVED_PATHS).map((p) => `get_${p}`), ...Object.keys(CHARTS)];

describe.each(BACKENDS)('periods on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const get = (u: TestUser, url: string) => u.inject({ method: 'GET', url });
  const summaryOf = async (u: TestUser, id: number) => analysisSummary.parse((await get(u, `/api/analyses/${id}/`)).json());

  describe('the spec endpoints', () => {
    it('address the assessment year without ?year: the same body as ?year=<assessment year>, with the keys of today', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      for (const path of GET_PATHS) {
        const plain = await get(u, `/api/${path}/${analysis.id}/`);
        const assessed = await get(u, `/api/${path}/${analysis.id}/?year=2025`);
        expect({ path, status: plain.statusCode }).toEqual({ path, status: 200 });
        expect({ path, body: plain.body }).toEqual({ path, body: assessed.body });
      }
      for (const [screen, path] of [...Object.entries(STATEMENT_PATHS), ...Object.entries(DERIVED_PATHS)]) {
        const records = (await get(u, `/api/get_${path}/${analysis.id}`)).json<Records>();
        for (const r of records) {
          expect(Object.keys(r).sort()).toEqual(screen in DERIVED_PATHS ? ['flags', 'metrics', 'name'] : ['metrics', 'name']);
          expect(Object.keys(r.metrics)).toEqual(valueRows(screen as keyof typeof STATEMENT_PATHS).map((row) => row.key));
        }
      }
      for (const [path, keys] of Object.entries(CHARTS)) {
        const rows = (await get(u, `/api/${path}/${analysis.id}`)).json<Record<string, unknown>[]>();
        expect(rows.map((r) => Object.keys(r))).toEqual(rows.map(() => ['company', ...Object.keys(keys)]));
      }
    });

    it("read another period with ?year: each endpoint gives that year's figures", async () => {
      const u = await t.user();
      const file = fixture(FOUR_YEARS);
      const { analysis } = await t.analysis(u, file);
      const opstmt = (year: number) => get(u, `/api/get_companies_opstmt/${analysis.id}?year=${year}`);
      for (const year of [2023, 2024, 2025, 2026]) {
        const records = (await opstmt(year)).json<Records>();
        expect(records.map((r) => r.metrics.salesDomestic)).toEqual(file.companies.map((c) => c.years[String(year)]!.opstmt.salesDomestic));
      }
      // Every endpoint answers 200 for an earlier year, and it differs from the assessment year's answer.
      for (const path of GET_PATHS) {
        const earlier = await get(u, `/api/${path}/${analysis.id}/?year=2023`);
        expect({ path, status: earlier.statusCode }).toEqual({ path, status: 200 });
        const assessed = await get(u, `/api/${path}/${analysis.id}/`);
        expect({ path, same: earlier.body === assessed.body }).toEqual({ path, same: false });
      }
      // A chart reads the same value as its screen in that year.
      const revenue = (await get(u, `/api/revenue_from_operations-data/${analysis.id}/?year=2024`)).json<{ revenue: number }[]>();
      const all = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/opstmt/`)).json());
      expect(revenue.map((r) => r.revenue)).toEqual(all.companies.map((c) => c.by_year['2024']!.totalSales));
    });

    it('answer 404 {error} for a year that is not a period and 400 for a malformed year, on every GET and POST', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      const posts = [...Object.values(STATEMENT_PATHS), ...Object.values(DERIVED_PATHS)].map((p) => `update_${p}`);
      const payload = [{ metrics: {} }, { metrics: {} }, { metrics: {} }];
      for (const [path, method] of [...GET_PATHS.map((p) => [p, 'GET'] as const), ...posts.map((p) => [p, 'POST'] as const)]) {
        const call = (query: string) => u.inject({ method, url: `/api/${path}/${analysis.id}/${query}`, ...(method === 'POST' ? { payload } : {}) });
        const missing = await call('?year=2019');
        expect({ path, status: missing.statusCode }).toEqual({ path, status: 404 });
        expect(missing.json()).toMatchObject({ error: '2019 is not a period of this analysis' });
        // One rule for a year (isYear): four digits alone are not enough.
        for (const bad of ['?year=25', '?year=abcd', '?year=20255', '?year=2025&x=1', '?year=0999', '?year=3000']) {
          const res = await call(bad);
          expect({ path, bad, status: res.statusCode }).toEqual({ path, bad, status: 400 });
          expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
        }
      }
      expect((await summaryOf(u, analysis.id)).version).toBe(analysis.version);
    });

    it('write one period with update_<statement>?year=, leaving the other periods as they were', async () => {
      const u = await t.user();
      const file = fixture(FOUR_YEARS);
      const { analysis } = await t.analysis(u, file);
      const before = (await get(u, `/api/analyses/${analysis.id}/screens/opstmt/`)).json<{ companies: unknown[] }>();
      const res = await u.inject({
        method: 'POST',
        url: `/api/update_companies_opstmt/${analysis.id}/?year=2024`,
        payload: [{ metrics: { salesExports: 111 } }, { metrics: {} }, { metrics: {} }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Records>()[0]!.metrics.salesExports).toBe(111);
      const after = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/opstmt/`)).json());
      const first = (before.companies as typeof after.companies)[0]!;
      for (const year of ['2023', '2025', '2026']) {
        expect(after.companies[0]!.by_year[year]).toEqual(first.by_year[year]);
      }
      expect(after.companies[0]!.by_year['2024']!.salesExports).toBe(111);
      expect(after.companies[0]!.by_year['2024']!.salesDomestic).toBe(file.companies[0]!.years['2024']!.opstmt.salesDomestic);
    });
  });

  describe('create_token', () => {
    it("makes one period by default (the spec's flow), and years before and after on request", async () => {
      const u = await t.user();
      const create = (extra: object) =>
        u.inject({ method: 'POST', url: `/api/create_token/${u.id}/`, payload: { num_companies: 2, company_names: [], year: 2025, ...extra } });
      const plain = await create({});
      expect(plain.json()).toEqual({ id: expect.any(Number), num_companies: 2, year: 2025 });
      expect((await summaryOf(u, plain.json<{ id: number }>().id)).periods).toEqual([{ year: 2025, kind: 'Estimated' }]);
      const wide = await create({ years_before: 2, years_after: 1 });
      expect(wide.statusCode).toBe(201);
      expect((await summaryOf(u, wide.json<{ id: number }>().id)).periods).toEqual([
        { year: 2023, kind: 'Audited' },
        { year: 2024, kind: 'Audited' },
        { year: 2025, kind: 'Estimated' },
        { year: 2026, kind: 'Projected' },
      ]);
      for (const bad of [{ years_before: 5, years_after: 5 }, { years_before: -1 }, { years_after: 1.5 }, { year: 2999, years_after: 1 }]) {
        expect((await create(bad)).statusCode).toBe(400);
      }
    });
  });

  describe('period operations', () => {
    const periods = (u: TestUser, id: number, method: 'POST' | 'PATCH' | 'DELETE', tail: string, payload?: object, ifMatch?: number) =>
      u.inject({
        method,
        url: `/api/analyses/${id}/periods/${tail}`,
        ...(payload ? { payload } : {}),
        headers: ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` },
      });

    it('add a year before and after with the default kinds, and answer the summary with the new version', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u);
      const before = await periods(u, analysis.id, 'POST', '', { at: 'before' }, analysis.version);
      expect(before.statusCode).toBe(201);
      const summary = analysisSummary.parse(before.json());
      expect(summary.periods).toEqual([
        { year: 2024, kind: 'Audited' },
        { year: 2025, kind: 'Estimated' },
      ]);
      expect(before.headers.etag).toBe(`"${analysis.version + 1}"`);
      const after = await periods(u, analysis.id, 'POST', '', { at: 'after', kind: 'Projected' });
      expect(after.json<Summary>().periods.map((p) => p.year)).toEqual([2024, 2025, 2026]);
      // The new years are empty for every company; the assessment year keeps its figures.
      const records = (await get(u, `/api/get_companies_opstmt/${analysis.id}?year=2024`)).json<Records>();
      expect(records[0]!.metrics.salesDomestic).toBe(0);
      expect((await get(u, `/api/get_companies_opstmt/${analysis.id}`)).json<Records>()[0]!.metrics.salesDomestic).toBe(1800);
      // A kind out of order is refused and nothing is added.
      const wrong = await periods(u, analysis.id, 'POST', '', { at: 'before', kind: 'Projected' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ details: [{ path: ['kind'], message: expect.stringContaining('kinds run') }] });
      expect((await summaryOf(u, analysis.id)).periods).toHaveLength(3);
      expect((await periods(u, analysis.id, 'POST', '', { at: 'middle' })).statusCode).toBe(400);
    });

    it('refuse a stale If-Match with 409 on add, patch and delete, changing nothing', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      // Any write moves the version on, so the version read before it is stale.
      const stale = analysis.version;
      expect((await periods(u, analysis.id, 'PATCH', '2026/', { kind: 'Projected' })).statusCode).toBe(200);
      for (const [method, tail, payload] of [
        ['POST', '', { at: 'after' }],
        ['PATCH', '2024/', { kind: 'Provisional' }],
        ['DELETE', '2023/', undefined],
      ] as const) {
        const res = await periods(u, analysis.id, method, tail, payload, stale);
        expect({ method, status: res.statusCode }).toEqual({ method, status: 409 });
        expect(res.json()).toMatchObject({ code: 'version_conflict', details: { version: analysis.version + 1 } });
      }
      expect((await summaryOf(u, analysis.id)).periods).toEqual(fixture(FOUR_YEARS).periods);
    });

    it('re-kind a period within the order, and move the assessment year', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      const rekind = await periods(u, analysis.id, 'PATCH', '2024/', { kind: 'Provisional' }, analysis.version);
      expect(rekind.statusCode).toBe(200);
      expect(rekind.json<Summary>().periods[1]).toEqual({ year: 2024, kind: 'Provisional' });
      const outOfOrder = await periods(u, analysis.id, 'PATCH', '2023/', { kind: 'Projected' });
      expect(outOfOrder.statusCode).toBe(400);
      expect((await periods(u, analysis.id, 'PATCH', '2023/', {})).statusCode).toBe(400);
      expect((await periods(u, analysis.id, 'PATCH', '2019/', { kind: 'Audited' })).statusCode).toBe(404);
      expect((await periods(u, analysis.id, 'PATCH', '19/', { kind: 'Audited' })).statusCode).toBe(400);

      const move = await periods(u, analysis.id, 'PATCH', '2026/', { assessment: true });
      expect(move.json<Summary>()).toMatchObject({ year: 2026 });
      const spec = (await get(u, `/api/get_companies_opstmt/${analysis.id}`)).json<Records>();
      expect(spec[0]!.metrics.salesDomestic).toBe(fixture(FOUR_YEARS).companies[0]!.years['2026']!.opstmt.salesDomestic);
    });

    it('remove a middle period with its figures, but never the assessment year or the only period (409)', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      const assessment = await periods(u, analysis.id, 'DELETE', '2025/');
      expect(assessment.statusCode).toBe(409);
      expect(assessment.json()).toMatchObject({ code: 'period_conflict', error: expect.stringContaining('assessment year') });
      expect((await periods(u, analysis.id, 'DELETE', '2019/')).statusCode).toBe(404);
      const removed = await periods(u, analysis.id, 'DELETE', '2024/', undefined, analysis.version);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Summary>().periods.map((p) => p.year)).toEqual([2023, 2025, 2026]);
      expect((await get(u, `/api/get_ratios/${analysis.id}?year=2024`)).statusCode).toBe(404);
      const rows = await t.db.selectFrom('company_periods').select('year').where('analysis_id', '=', analysis.id).execute();
      expect(rows.filter((r) => r.year === 2024)).toEqual([]);
      // Adding at the ends still works after a gap; years stay strictly increasing.
      expect((await periods(u, analysis.id, 'POST', '', { at: 'before' })).json<Summary>().periods[0]).toEqual({ year: 2022, kind: 'Audited' });

      const single = await t.analysis(u);
      const only = await periods(u, single.analysis.id, 'DELETE', '2025/');
      expect(only.statusCode).toBe(409);
      expect(only.json()).toMatchObject({ code: 'period_conflict', error: expect.stringContaining('only period') });
    });

    it('allow at most 10 periods (409 on the eleventh)', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u);
      for (let i = 0; i < 9; i++) {
        expect((await periods(u, analysis.id, 'POST', '', { at: i % 2 ? 'before' : 'after' })).statusCode).toBe(201);
      }
      const eleventh = await periods(u, analysis.id, 'POST', '', { at: 'after' });
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json()).toMatchObject({ code: 'period_conflict' });
      expect((await summaryOf(u, analysis.id)).periods).toHaveLength(10);
    });

    it('serialise concurrent additions: two adds at once make two different years (10 rounds)', async () => {
      const u = await t.user();
      for (let round = 0; round < 10; round++) {
        const { analysis } = await t.analysis(u);
        const [a, b] = await Promise.all([periods(u, analysis.id, 'POST', '', { at: 'after' }), periods(u, analysis.id, 'POST', '', { at: 'after' })]);
        expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
        expect((await summaryOf(u, analysis.id)).periods.map((p) => p.year)).toEqual([2025, 2026, 2027]);
      }
    });

    it("answer 404 for another user's analysis", async () => {
      const owner = await t.user();
      const other = await t.user();
      const { analysis } = await t.analysis(owner);
      expect((await periods(other, analysis.id, 'POST', '', { at: 'after' })).statusCode).toBe(404);
      expect((await get(other, `/api/analyses/${analysis.id}/screens/opstmt/`)).statusCode).toBe(404);
    });
  });

  describe('all periods of a screen', () => {
    it('reads every period of every company, with the spec keys and, on derived screens, the NM flags', async () => {
      const u = await t.user();
      const file = fixture(FOUR_YEARS);
      const { analysis } = await t.analysis(u, file);
      const res = await get(u, `/api/analyses/${analysis.id}/screens/assetnliabs/`);
      expect(res.statusCode).toBe(200);
      const body = allPeriodsScreen.parse(res.json());
      expect(body).toMatchObject({ version: analysis.version, assessment_year: 2025, periods: file.periods });
      expect(body.companies.map((c) => c.name)).toEqual(file.companies.map((c) => c.name));
      for (const company of body.companies) {
        expect(Object.keys(company.by_year)).toEqual(['2023', '2024', '2025', '2026']);
        for (const metrics of Object.values(company.by_year)) {
          expect(Object.keys(metrics)).toEqual(valueRows('assetnliabs').map((r) => r.key));
          // The fixture's balance sheets tally in every period.
          expect(metrics.wheatherAssetsLiabTallied).toBe(true);
        }
      }
      // The assessment year's slice is exactly what the spec endpoint answers.
      const spec = (await get(u, `/api/get_assetnliabs/${analysis.id}`)).json<Records>();
      expect(body.companies.map((c) => c.by_year['2025'])).toEqual(spec.map((r) => r.metrics));
      const ratios = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/ratios/`)).json());
      expect(Object.keys(ratios.companies[0]!.flags_by_year ?? {})).toEqual(['2023', '2024', '2025', '2026']);
      expect((await get(u, `/api/analyses/${analysis.id}/screens/nonsense/`)).statusCode).toBe(404);
    });

    it('computes prior-period rows from the previous year and drawing power only for assessed years', async () => {
      const u = await t.user();
      const { analysis } = await t.analysis(u, fixture(FOUR_YEARS));
      const kfi = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/kfi/`)).json());
      const ratios = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/ratios/`)).json());
      for (const [c, company] of kfi.companies.entries()) {
        // TNW opening balance = the previous year's closing TNW; the first year has none.
        expect(company.by_year['2023']!.opening_balance).toBeNull();
        for (const [year, before] of [
          ['2024', '2023'],
          ['2025', '2024'],
          ['2026', '2025'],
        ] as const) {
          expect(company.by_year[year]!.opening_balance).toBe(ratios.companies[c]!.by_year[before]!.tangible_net_worth);
        }
        // Audited years get no drawing power; the assessment year and the projection do.
        expect([company.by_year['2023']!.total_eligible_limit, company.by_year['2024']!.total_eligible_limit]).toEqual([null, null]);
        expect(typeof company.by_year['2025']!.total_eligible_limit).toBe('number');
        expect(typeof company.by_year['2026']!.total_eligible_limit).toBe('number');
      }
      // The spec endpoint for an earlier year reads through the same period-aware evaluation.
      const spec2024 = (await get(u, `/api/get_kfi/${analysis.id}?year=2024`)).json<Records>();
      expect(spec2024.map((r) => r.metrics.opening_balance)).toEqual(ratios.companies.map((c) => c.by_year['2023']!.tangible_net_worth));
      const trend = allPeriodsScreen.parse((await get(u, `/api/analyses/${analysis.id}/screens/trend/`)).json());
      expect(trend.companies[0]!.by_year['2023']!.tnw_growth).toBeNull();
      expect(typeof trend.companies[0]!.by_year['2024']!.tnw_growth).toBe('number');
      expect((await get(u, `/api/analyses/${analysis.id}/screens/fundflow/`)).statusCode).toBe(200);
    });

    it('writes several periods of several companies in one call with PATCH semantics, or nothing at all', async () => {
      const u = await t.user();
      const file = fixture(FOUR_YEARS);
      const { analysis } = await t.analysis(u, file);
      const url = `/api/analyses/${analysis.id}/screens/opstmt/`;
      const write = (payload: object, ifMatch?: number) =>
        u.inject({ method: 'POST', url, payload, headers: ifMatch === undefined ? {} : { 'if-match': String(ifMatch) } });
      const ok = await write(
        {
          companies: [
            { position: 0, by_year: { '2023': { salesExports: 10 }, '2026': { salesExports: 20, totalSales: 1 } } },
            { position: 2, by_year: { '2024': { others: 30 } } },
          ],
        },
        analysis.version,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ version: analysis.version + 1 });
      expect(ok.headers.etag).toBe(`"${analysis.version + 1}"`);
      const read = async () => allPeriodsScreen.parse((await get(u, url)).json());
      const after = await read();
      expect(after.companies[0]!.by_year['2023']).toMatchObject({
        salesExports: 10,
        salesDomestic: file.companies[0]!.years['2023']!.opstmt.salesDomestic,
      });
      expect(after.companies[0]!.by_year['2026']!.salesExports).toBe(20);
      expect(after.companies[2]!.by_year['2024']!.others).toBe(30);
      expect(after.companies[1]).toEqual((await read()).companies[1]);

      // Each refusal names the offending path, and nothing of the call is written.
      for (const [payload, path] of [
        [
          { companies: [{ position: 0, by_year: { '2023': { salesExports: 1 }, '2024': { salesExports: -1 } } }] },
          ['companies', 0, 'by_year', '2024', 'salesExports'],
        ],
        [{ companies: [{ position: 0, by_year: { '2023': { bogus: 1 } } }] }, ['companies', 0, 'by_year', '2023', 'bogus']],
        [{ companies: [{ position: 0, by_year: { '2023': { salesExports: 1 }, '2019': { salesExports: 1 } } }] }, ['companies', 0, 'by_year', '2019']],
        [{ companies: [{ position: 5, by_year: { '2023': { salesExports: 1 } } }] }, ['companies', 0, 'position']],
        [{ companies: [{ position: 0, by_year: { '23': { salesExports: 1 } } }] }, ['companies', 0, 'by_year', '23']],
      ] as const) {
        const res = await write(payload);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
        expect(res.json<{ details: { path: unknown[] }[] }>().details.map((d) => d.path)).toContainEqual(path);
      }
      expect(await read()).toEqual(after);
      const stale = await write({ companies: [{ position: 0, by_year: { '2023': { salesExports: 2 } } }] }, analysis.version);
      expect(stale.statusCode).toBe(409);
      expect(await read()).toEqual(after);
      expect((await u.inject({ method: 'POST', url: `/api/analyses/${analysis.id}/screens/ratios/`, payload: { companies: [] } })).statusCode).toBe(400);
    });
  });

  describe('analysis files', () => {
    it('import a version 1 file as one period, and export it as the current version', async () => {
      const u = await t.user();
      const v1 = rawFixture('worked-example');
      expect(v1.schemaVersion).toBe(1);
      const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: v1 });
      expect(res.statusCode).toBe(201);
      const summary = analysisSummary.parse(res.json());
      expect(summary.periods).toEqual([{ year: 2025, kind: 'Estimated' }]);
      const exported = (await get(u, `/api/analyses/${summary.id}/export/`)).json<Record<string, unknown>>();
      expect(exported).toMatchObject({ schemaVersion: FIXTURE_SCHEMA_VERSION, periods: [{ year: 2025, kind: 'Estimated' }] });
      const company = (v1.companies as Record<string, unknown>[])[0]!;
      expect(exported.companies).toEqual([
        { name: company.name, years: { '2025': { opstmt: company.opstmt, assetnliabs: company.assetnliabs, ocaocl: company.ocaocl } } },
      ]);
    });

    it('round-trips the four-year fixture: import, list with periods, export equal to the file in the current version', async () => {
      const u = await t.user();
      const raw = rawFixture(FOUR_YEARS);
      const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: raw });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      const list = (await get(u, '/api/analyses/')).json<{ items: Summary[] }>().items;
      expect(list.find((a) => a.id === id)?.periods).toEqual(raw.periods);
      const exported = await get(u, `/api/analyses/${id}/export/`);
      expect(analysisFile.parse(exported.json())).toEqual(analysisFile.parse(raw));
      // A version 2 file comes back as the current version, every setting spelt out.
      expect(exported.json()).toEqual({ ...raw, schemaVersion: FIXTURE_SCHEMA_VERSION, settings: { ...DEFAULT_SETTINGS, ...(raw.settings as object) } });
    });

    it('refuse a version 2 file whose periods break the rules, naming the path', async () => {
      const u = await t.user();
      const raw = rawFixture(FOUR_YEARS) as { periods: { year: number; kind: string }[]; companies: { years: Record<string, unknown> }[] };
      const cases: [unknown, (string | number)[]][] = [
        [{ ...raw, periods: [...raw.periods].reverse() }, ['periods']],
        [{ ...raw, year: 2030 }, ['periods']],
        [{ ...raw, periods: raw.periods.map((p, i) => (i === 0 ? { ...p, kind: 'Projected' } : p)) }, ['periods']],
        [
          { ...raw, companies: [{ ...raw.companies[0]!, years: { ...raw.companies[0]!.years, '2031': raw.companies[0]!.years['2025'] } }] },
          ['companies', 0, 'years', '2031'],
        ],
      ];
      for (const [payload, path] of cases) {
        const res = await u.inject({ method: 'POST', url: '/api/analyses/import/', payload: payload as object });
        expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
        expect(res.json<{ details: { path: unknown[] }[] }>().details.map((d) => d.path)).toContainEqual(path);
      }
      expect((await get(u, '/api/analyses/')).json()).toEqual({ items: [], next_cursor: null });
    });
  });
});
