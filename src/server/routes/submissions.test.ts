import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AllPeriodsScreen } from '../../contract/periods';
import type { AnalysisTermLoans, BreakEvenScreen, SensitivityResponse, TermLoanSchedule } from '../../contract/term-loans';
import { PRINTED_SENSITIVITY_CASES } from '../../domain/loans/sensitivity';
import { reportModel } from '../../contract/report';
import type { SignOff } from '../../contract/sign-off';
import { createdSnapshot, snapshotList, snapshotReport, varianceReport } from '../../contract/snapshots';
import { allPeriodsOf, BACKENDS, fixture, useTestApp } from '../testing/harness';

describe.each(BACKENDS)('sign-off, snapshots and renewal variance on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('stores the sign-off under If-Match (409 when stale), refuses a malformed UDIN by name, prints it, and is 404 to another user', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const url = `/api/analyses/${analysis.id}/sign-off/`;
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({});
    const signed: SignOff = { udin: '24123456abcdef1234', place: ' Pune ', signed_on: '2026-11-20' };
    const put = await u.inject({ method: 'PUT', url, payload: signed, headers: { 'if-match': `"${analysis.version}"` } });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ version: number }>().version).toBe(analysis.version + 1);
    const stored = { udin: '24123456ABCDEF1234', place: 'Pune', signed_on: '2026-11-20' };
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(stored);

    const stale = await u.inject({ method: 'PUT', url, payload: {}, headers: { 'if-match': `"${analysis.version}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('version_conflict');
    for (const [payload, field] of [
      [{ udin: '2412345ABCDEF1234' }, 'udin'], // 17 characters
      [{ udin: 'AB123456ABCDEF1234' }, 'udin'], // the year is not digits
      [{ udin: '24123456ABCDEF123!' }, 'udin'],
      [{ place: 'x'.repeat(81) }, 'place'],
      [{ signed_on: '2026-02-30' }, 'signed_on'],
      [{ signer: 'me' }, ''],
    ] as const) {
      const bad = await u.inject({ method: 'PUT', url, payload });
      expect(bad.statusCode).toBe(400);
      const body = bad.json<{ code: string; details: { path: string[] }[] }>();
      expect(body.code).toBe('invalid_request');
      expect(body.details.map((d) => d.path.join('.')).join(' ')).toContain(field);
    }
    expect((await u.inject({ method: 'GET', url })).json()).toEqual(stored);

    const report = reportModel.parse((await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/report/` })).json());
    expect(report.sign_off).toEqual(stored);
    // Clearing a field is a PUT without it.
    expect((await u.inject({ method: 'PUT', url, payload: { place: 'Mumbai' } })).statusCode).toBe(200);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ place: 'Mumbai' });

    const other = await t.user();
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url, payload: stored })).statusCode).toBe(404);
    expect((await u.inject({ method: 'GET', url })).json()).toEqual({ place: 'Mumbai' });
  });

  it('keeps a snapshot as submitted through later edits, compares it with the actuals, stores reasons, and deletes it with the analysis', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years'));
    const base = `/api/analyses/${analysis.id}`;
    await u.inject({ method: 'PUT', url: `${base}/sign-off/`, payload: { udin: '24123456ABCDEF1234' } });
    const screen = async () => (await u.inject({ method: 'GET', url: `${base}/screens/opstmt/` })).json<AllPeriodsScreen>();
    const projectedSales = (await screen()).companies[0]!.by_year['2025']!.totalSales as number;

    const post = await u.inject({
      method: 'POST',
      url: `${base}/snapshots/`,
      payload: { bank: 'Bank of Baroda', submitted_on: '2025-01-15', note: 'Renewal 2025' },
    });
    expect(post.statusCode).toBe(201);
    const created = createdSnapshot.parse(post.json());
    expect(created.version).toBe(analysis.version + 1);
    expect(created.created_by).toBe(u.username);
    const reportUrl = `${base}/snapshots/${created.id}/report/`;
    const before = snapshotReport.parse((await u.inject({ method: 'GET', url: reportUrl })).json());
    expect(before.sign_off).toEqual({ udin: '24123456ABCDEF1234' });
    expect(before.snapshot).toMatchObject({ id: created.id, bank: 'Bank of Baroda', submitted_on: '2025-01-15', note: 'Renewal 2025' });
    expect(before.periods.map((p) => p.kind)).toEqual(['Audited', 'Audited', 'Estimated', 'Projected']);

    // The year turns audited with higher sales: 800 more than projected.
    expect((await u.inject({ method: 'PATCH', url: `${base}/periods/2025/`, payload: { kind: 'Audited' } })).statusCode).toBe(200);
    const domestic = fixture('three-companies-four-years').companies[0]!.years['2025']!.opstmt!.salesDomestic as number;
    const write = await u.inject({
      method: 'POST',
      url: `${base}/screens/opstmt/`,
      payload: { companies: [{ position: 0, by_year: { '2025': { salesDomestic: domestic + 800 } } }] },
    });
    expect(write.statusCode).toBe(200);
    await u.inject({ method: 'PUT', url: `${base}/sign-off/`, payload: { place: 'Pune' } });
    expect((await screen()).companies[0]!.by_year['2025']!.totalSales).toBe(projectedSales + 800);

    // The snapshot is as it was.
    const after = snapshotReport.parse((await u.inject({ method: 'GET', url: reportUrl })).json());
    expect(after).toEqual(before);
    const exported = await u.inject({ method: 'GET', url: `${base}/snapshots/${created.id}/export/` });
    expect(exported.headers['content-disposition']).toContain('.json');
    expect(exported.json<{ periods: { kind: string }[] }>().periods[2]!.kind).toBe('Estimated');

    const list = snapshotList.parse((await u.inject({ method: 'GET', url: `${base}/snapshots/` })).json());
    expect(list.snapshots.map((s) => [s.id, s.bank, s.created_by])).toEqual([[created.id, 'Bank of Baroda', u.username]]);

    const varianceUrl = `${base}/variance/?snapshot=${created.id}`;
    const variance = varianceReport.parse((await u.inject({ method: 'GET', url: varianceUrl })).json());
    expect(variance.threshold_pct).toBe(20);
    expect(variance.companies.map((c) => c.years.map((y) => [y.year, y.projected_kind, y.actual_kind]))).toEqual([
      [[2025, 'Estimated', 'Audited']],
      [[2025, 'Estimated', 'Audited']],
      [[2025, 'Estimated', 'Audited']],
    ]);
    const sales = variance.companies[0]!.years[0]!.lines.find((l) => l.line === 'sales')!;
    expect(sales).toMatchObject({ projected: projectedSales, actual: projectedSales + 800, difference: 800, reason: '' });
    expect(sales.pct).toBeCloseTo((800 / projectedSales) * 100, 10);
    expect(sales.flagged).toBe(800 / projectedSales > 0.2);
    const untouched = variance.companies[1]!.years[0]!.lines.find((l) => l.line === 'sales')!;
    expect(untouched).toMatchObject({ difference: 0, pct: 0, flagged: false });

    const reasonUrl = `${base}/snapshots/${created.id}/reasons/`;
    const reason = { company: 0, year: 2025, line: 'sales', reason: 'New export order from March' };
    expect((await u.inject({ method: 'PUT', url: reasonUrl, payload: reason })).statusCode).toBe(200);
    for (const bad of [
      { ...reason, line: 'ebitda' },
      { ...reason, company: 3 },
      { ...reason, year: 2031 },
      { ...reason, reason: 'x'.repeat(501) },
    ]) {
      expect((await u.inject({ method: 'PUT', url: reasonUrl, payload: bad })).statusCode).toBe(400);
    }
    const withReason = varianceReport.parse((await u.inject({ method: 'GET', url: varianceUrl })).json());
    expect(withReason.companies[0]!.years[0]!.lines.find((l) => l.line === 'sales')!.reason).toBe('New export order from March');
    // The xlsx carries the same variance as its Renewal variance sheet, the actual a formula over the statement.
    const xlsx = await u.inject({ method: 'GET', url: `${base}/export.xlsx` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Renewal variance')!;
    const salesRow = sheet.getRow(sheet.getColumn(1).values.indexOf('Net sales'));
    const resultAt = (k: number) => (salesRow.getCell(k).value as { result: unknown }).result;
    expect([salesRow.getCell(2).value, resultAt(3), resultAt(4), salesRow.getCell(7).value]).toEqual([
      projectedSales,
      projectedSales + 800,
      800,
      'New export order from March',
    ]);
    expect(resultAt(5)).toBeCloseTo(800 / projectedSales, 12);
    expect((await u.inject({ method: 'GET', url: `${base}/variance/?snapshot=abc` })).statusCode).toBe(400);
    expect((await u.inject({ method: 'GET', url: `${base}/variance/?snapshot=999999` })).statusCode).toBe(404);
    expect((await u.inject({ method: 'POST', url: `${base}/snapshots/`, payload: { bank: ' ', submitted_on: '2025-01-15' } })).statusCode).toBe(400);
    expect(
      (await u.inject({ method: 'POST', url: `${base}/snapshots/`, payload: { bank: 'SBI', submitted_on: '2025-01-15' }, headers: { 'if-match': '"1"' } }))
        .statusCode,
    ).toBe(409);

    // Converted to ₹ thousands since: the snapshot's amounts are restated, its ratios kept.
    const converted = await u.inject({ method: 'PATCH', url: `${base}/`, payload: { unit: 'thousands', unit_change: 'convert' } });
    expect(converted.statusCode, converted.body).toBe(200);
    const inThousands = varianceReport.parse((await u.inject({ method: 'GET', url: varianceUrl })).json());
    const thousandsLine = (id: string) => inThousands.companies[0]!.years[0]!.lines.find((l) => l.line === id)!;
    const ratioBefore = variance.companies[0]!.years[0]!.lines.find((l) => l.line === 'current_ratio')!;
    expect(thousandsLine('sales')).toMatchObject({ projected: projectedSales * 100, actual: (projectedSales + 800) * 100, difference: 80000 });
    expect(thousandsLine('current_ratio')).toMatchObject({ projected: ratioBefore.projected, actual: ratioBefore.actual });
    expect(inThousands.unit_label).not.toBe(variance.unit_label);

    const other = await t.user();
    for (const url of [`${base}/snapshots/`, reportUrl, varianceUrl, `${base}/snapshots/${created.id}/export/`]) {
      expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await other.inject({ method: 'POST', url: `${base}/snapshots/`, payload: { bank: 'SBI', submitted_on: '2025-01-15' } })).statusCode).toBe(404);
    expect((await other.inject({ method: 'PUT', url: reasonUrl, payload: reason })).statusCode).toBe(404);

    expect((await u.inject({ method: 'DELETE', url: `${base}/` })).statusCode).toBe(204);
    const left = await t.db.selectFrom('snapshots').select('id').where('analysis_id', '=', analysis.id).execute();
    expect(left).toEqual([]);
    const reasons = await t.db.selectFrom('variance_reasons').select('snapshot_id').where('snapshot_id', '=', created.id).execute();
    expect(reasons).toEqual([]);
  });
  it('keeps the term-loan schedule, DSCR, break-even and sensitivity pages as they were when the snapshot was taken', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('term-loan'));
    const base = `/api/analyses/${analysis.id}`;
    const cases = PRINTED_SENSITIVITY_CASES.map((c) => ({ name: c.name, sales_price_pct: c.salesPricePct, raw_material_pct: c.rawMaterialPct }));
    const pages = async () => ({
      schedule: (await u.inject({ method: 'GET', url: `${base}/term-loans/schedule/` })).json<TermLoanSchedule>(),
      break_even: (await u.inject({ method: 'GET', url: `${base}/screens/breakeven/` })).json<BreakEvenScreen>(),
      sensitivity: (await u.inject({ method: 'POST', url: `${base}/sensitivity/`, payload: { cases } })).json<SensitivityResponse>(),
    });
    const printed = await pages();
    // loans-and-projections §2–§4: 12 % on 120, FY 2026-27 interest 13.32 and DSCR 43.32 ÷ 37.32.
    expect(printed.schedule.companies[0]!.by_year['2027']!.interest).toBe(13.32);
    const post = await u.inject({ method: 'POST', url: `${base}/snapshots/`, payload: { bank: 'Canara Bank', submitted_on: '2025-11-30' } });
    expect(post.statusCode).toBe(201);
    const reportUrl = `${base}/snapshots/${createdSnapshot.parse(post.json()).id}/report/`;

    // The rate goes to 15 % and FY 2027 sales change after the CMA was submitted.
    const loans = (await u.inject({ method: 'GET', url: `${base}/term-loans/` })).json<AnalysisTermLoans>();
    loans.companies[0]![0]!.rate_pct = 15;
    expect((await u.inject({ method: 'PUT', url: `${base}/term-loans/`, payload: loans })).statusCode).toBe(200);
    const sales = (await allPeriodsOf(u, analysis.id, 'opstmt')).companies[0]!.by_year['2027']!.totalSales as number;
    const write = await u.inject({
      method: 'POST',
      url: `${base}/screens/opstmt/`,
      payload: { companies: [{ position: 0, by_year: { '2027': { salesDomestic: sales + 50 } } }] },
    });
    expect(write.statusCode).toBe(200);
    const now = await pages();
    expect(now.schedule.companies[0]!.by_year['2027']!.interest).not.toBe(13.32);
    expect(now.break_even.companies[0]!.by_year['2027']).not.toEqual(printed.break_even.companies[0]!.by_year['2027']);
    expect(now.sensitivity.cases[0]!.companies[0]!.dscr.min).not.toBe(printed.sensitivity.cases[0]!.companies[0]!.dscr.min);

    const snapshot = snapshotReport.parse((await u.inject({ method: 'GET', url: reportUrl })).json());
    expect(snapshot.loan_pages).toEqual({ schedule: printed.schedule, break_even: printed.break_even, sensitivity: printed.sensitivity });
    expect(snapshot.loan_pages!.sensitivity.cases.map((c) => c.name)).toEqual(PRINTED_SENSITIVITY_CASES.map((c) => c.name));
    expect(snapshot.loan_pages!.sensitivity.cases[0]!.companies[0]!.dscr.min).toBeCloseTo(43.32 / 37.32, 12);
  });
});
