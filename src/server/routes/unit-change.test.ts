import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import type { FacilityLimit } from '../../contract/report';
import type { UnitConversionRefusal } from '../../contract/analysis';
import { Dec } from '../../domain/money';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';
import type { TestUser } from '../testing/harness';

/** The companies of a file, with their Form I limits when they have some. */
type Figures = (AnalysisFile['companies'][number] & { limits?: FacilityLimit[] })[];

/** Three companies over four periods (lakhs), the first with two Form I facilities. */
function withLimits(): AnalysisFile {
  const file = fixture('three-companies-four-years');
  const [first, ...rest] = file.companies;
  return {
    ...file,
    companies: [
      {
        ...first!,
        limits: [
          { facility: 'Cash Credit', existing: 150.25, proposed: 200, outstanding: 148.1, as_on: '2025-03-31' },
          { facility: 'Term Loan', proposed: 75.5 },
        ],
      },
      ...rest,
    ],
  };
}

/** `file` in `unit` with one company whose assessment-year operating statement holds `opstmt`. */
function oneCompany(unit: AnalysisFile['unit'], opstmt: Record<string, number>): AnalysisFile {
  const file = fixture();
  return { ...file, unit, companies: [{ name: 'Acme & <Sons>', years: { [String(file.year)]: { opstmt, assetnliabs: {}, ocaocl: {} } } }] };
}

/** Every figure of the companies (statements and Form I amounts) with `f` applied. */
function mapFigures(companies: Figures, f: (value: number) => number): Figures {
  const map = (m: Partial<Record<string, number>>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v === undefined ? v : f(v)]));
  return companies.map((c) => ({
    ...c,
    years: Object.fromEntries(
      Object.entries(c.years).map(([year, s]) => [year, { opstmt: map(s.opstmt), assetnliabs: map(s.assetnliabs), ocaocl: map(s.ocaocl) }]),
    ),
    ...(c.limits
      ? {
          limits: c.limits.map((l) => ({
            ...l,
            ...(l.existing === undefined ? {} : { existing: f(l.existing) }),
            ...(l.proposed === undefined ? {} : { proposed: f(l.proposed) }),
            ...(l.outstanding === undefined ? {} : { outstanding: f(l.outstanding) }),
          })),
        }
      : {}),
  }));
}

describe.each(BACKENDS)('changing the entry unit on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const exported = async (u: TestUser, id: number) => (await u.inject({ method: 'GET', url: `/api/analyses/${id}/export/` })).json<AnalysisFile>();
  const patch = (u: TestUser, id: number, payload: object, version?: number) =>
    u.inject({ method: 'PATCH', url: `/api/analyses/${id}/`, payload, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });

  it('relabels only when unit_change is absent or relabel: the figures stay as typed', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, withLimits());
    const before = await exported(u, analysis.id);
    const spec = await patch(u, analysis.id, { unit: 'rupees' }, analysis.version);
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ unit: 'rupees', version: analysis.version + 1 });
    const explicit = await patch(u, analysis.id, { unit: 'crores', unit_change: 'relabel' }, analysis.version + 1);
    expect(explicit.statusCode).toBe(200);
    const after = await exported(u, analysis.id);
    expect(after.unit).toBe('crores');
    expect(after.companies).toEqual(before.companies);
  });

  it('converts lakhs to rupees: every figure of every company and period and the Form I limits × 1,00,000 exactly, one version', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, withLimits());
    const before = await exported(u, analysis.id);
    // A cached read before the write must not be served after it.
    const cached = await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}` });
    expect(cached.statusCode).toBe(200);

    const res = await patch(u, analysis.id, { unit: 'rupees', unit_change: 'convert' }, analysis.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unit: 'rupees', version: analysis.version + 1 });
    expect(res.headers.etag).toBe(`"${analysis.version + 1}"`);

    const after = await exported(u, analysis.id);
    expect(after.unit).toBe('rupees');
    expect(after.companies).toEqual(mapFigures(before.companies, (v) => new Dec(v).times(100_000).toNumber()));
    expect((after.companies as Figures)[0]!.limits).toEqual([
      { facility: 'Cash Credit', existing: 15_025_000, proposed: 20_000_000, outstanding: 14_810_000, as_on: '2025-03-31' },
      { facility: 'Term Loan', proposed: 7_550_000 },
    ]);
    const sales = before.companies[1]!.years['2024']!.opstmt.salesDomestic!;
    expect(sales).toBeGreaterThan(0);
    const reread = await u.inject({ method: 'GET', url: `/api/get_companies_opstmt/${analysis.id}` });
    expect(reread.json<{ metrics: Record<string, number> }[]>()[1]!.metrics.salesDomestic).not.toBe(sales);
    const limits = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/limits/` });
    expect(limits.json<{ companies: { existing?: number }[][] }>().companies[0]![0]!.existing).toBe(15_025_000);
  });

  it('refuses (422) a conversion that needs more than 2 decimals, naming how many and examples, and writes nothing; round: true rounds half-even', async () => {
    const u = await t.user();
    const figures = { salesDomestic: 1_250_000, salesExports: 1_350_000, others: 1_234.56, purchaseRM: 20_000_000, powerFuel: 0 };
    const { analysis } = await t.analysis(u, oneCompany('rupees', figures));
    const before = await exported(u, analysis.id);

    const refused = await patch(u, analysis.id, { unit: 'crores', unit_change: 'convert' }, analysis.version);
    expect(refused.statusCode, refused.body).toBe(422);
    const body = refused.json<{ error: string; code: string; details: UnitConversionRefusal }>();
    expect(body.code).toBe('unit_conversion_refused');
    expect(body.error).toMatch(/^3 figures would need more than 2 decimals in ₹ crores/);
    expect(body.details).toMatchObject({ from: 'rupees', to: 'crores', factor: '0.0000001', inexact: 3, too_large: 0 });
    expect(body.details.examples).toContainEqual({
      company: 'Acme & <Sons>',
      period: 'FY 2024-25 (Estimated)',
      row: expect.stringMatching(/^Operating Statement: .*Others/i),
      from: 1_234.56,
      to: '0.000123456',
      rounded: 0,
      reason: 'decimals',
    });
    expect(await exported(u, analysis.id)).toEqual(before);
    expect((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/` })).json()).toMatchObject({ unit: 'rupees', version: analysis.version });

    const rounded = await patch(u, analysis.id, { unit: 'crores', unit_change: 'convert', round: true }, analysis.version);
    expect(rounded.statusCode, rounded.body).toBe(200);
    expect(rounded.json()).toMatchObject({ unit: 'crores', version: analysis.version + 1 });
    const after = await exported(u, analysis.id);
    // 0.125 → 0.12 and 0.135 → 0.14 (half to even), 0.000123456 → 0, 2 exactly.
    expect(after.companies[0]!.years[String(before.year)]!.opstmt).toEqual({ salesDomestic: 0.12, salesExports: 0.14, others: 0, purchaseRM: 2, powerFuel: 0 });
  });

  it('always refuses a figure that would exceed the largest amount, round or not', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, oneCompany('crores', { salesDomestic: 2_000_000, others: 12.34 }));
    const before = await exported(u, analysis.id);
    for (const round of [false, true]) {
      const res = await patch(u, analysis.id, { unit: 'rupees', unit_change: 'convert', round }, analysis.version);
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json<{ error: string; details: UnitConversionRefusal }>();
      expect(body.error).toMatch(/^1 figure would exceed 1e\+13 in ₹/);
      expect(body.details).toMatchObject({
        too_large: 1,
        inexact: 0,
        examples: [expect.objectContaining({ from: 2_000_000, to: '20000000000000', rounded: null, reason: 'too_large' })],
      });
    }
    expect(await exported(u, analysis.id)).toEqual(before);
  });

  it('converts and reorders in one change; a stale If-Match is 409 and another user gets 404, nothing written', async () => {
    const u = await t.user();
    const other = await t.user();
    const { analysis } = await t.analysis(u, withLimits());
    const before = await exported(u, analysis.id);
    const stale = await patch(u, analysis.id, { unit: 'thousands', unit_change: 'convert' }, analysis.version + 3);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', details: { version: analysis.version } });
    expect((await patch(other, analysis.id, { unit: 'thousands', unit_change: 'convert' })).statusCode).toBe(404);
    expect(await exported(u, analysis.id)).toEqual(before);

    const res = await patch(u, analysis.id, { unit: 'thousands', unit_change: 'convert', company_order: [2, 1, 0] }, analysis.version);
    expect(res.statusCode, res.body).toBe(200);
    const after = await exported(u, analysis.id);
    expect(after.companies).toEqual(mapFigures([...before.companies].reverse(), (v) => new Dec(v).times(100).toNumber()));
  });
});
