import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { allPeriodsOf, BACKENDS, fixture, useTestApp } from '../testing/harness';

/**
 * The xlsx export of an analysis with detail lines written through the API: the stored lines reach the input
 * sheets as rows under their row, whose cell is their SUM (the LibreOffice recalculation of such a workbook is
 * xlsx-detail-lines.test.ts).
 */

describe.each(BACKENDS)('the xlsx export of detail lines on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it('writes the stored lines under their row on its statement sheet, the row their SUM, and the rows below moved down', async () => {
    const u = await t.user();
    const { analysis } = await t.analysis(u, fixture('three-companies-four-years'));
    const lines = {
      addOtherIncome: [
        { label: 'Scrap sales', amount: 1200.35, expression: '=1000+200.35' },
        { label: 'Rent <b>received</b>', amount: 0.3 },
      ],
    };
    const creditors = {
      sundryCreditorsTrade: [
        { label: 'Raw material suppliers', amount: 90 },
        { label: 'Stores', amount: 12.5 },
      ],
    };
    for (const [screen, companies] of [
      ['opstmt', [{ position: 1, by_year: {}, details: { '2024': lines } }]],
      ['assetnliabs', [{ position: 0, by_year: {}, details: { '2025': creditors } }]],
    ] as const) {
      const res = await u.inject({ method: 'POST', url: `/api/analyses/${analysis.id}/screens/${screen}/`, payload: { companies } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pbt = (await allPeriodsOf(u, analysis.id)).companies[1]!.by_year['2024']!.profitBeforeTax;

    const res = await u.inject({ method: 'GET', url: `/api/analyses/${analysis.id}/export.xlsx` });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rowOf = (sheet: ExcelJS.Worksheet, label: string) => sheet.getColumn(1).values.indexOf(label);
    // Three companies × four years (2023–2026): company 1's 2024 is column G, company 0's 2025 column D.
    const op = workbook.getWorksheet('Operating Statement')!;
    const income = rowOf(op, 'Add: Other Income');
    expect([1, 2].map((k) => op.getCell(income + k, 1).value)).toEqual(['Scrap sales', 'Rent <b>received</b>']);
    expect(op.getCell(income, 7).value).toEqual({ formula: `SUM(G${income + 1}:G${income + 2})`, result: 1200.65 });
    expect(op.getCell(income + 1, 7).value).toEqual({ formula: '1000+200.35', result: 1200.35 });
    expect(op.getCell(income + 2, 7).value).toBe(0.3);
    // Only that period has lines: the other cells of the row are figures, their line cells empty.
    expect(typeof op.getCell(income, 6).value).toBe('number');
    expect(op.getCell(income + 1, 6).value).toBeNull();
    // Profit before tax, below the lines, reads the row (not a line) and keeps the app's figure.
    const pbtRow = rowOf(op, 'PROFIT BEFORE TAX');
    expect(pbtRow).toBeGreaterThan(income + 2);
    const pbtCell = op.getCell(pbtRow, 7).value as ExcelJS.CellFormulaValue;
    expect(pbtCell.formula).toMatch(new RegExp(`!G${income}(?!\\d)`));
    expect(pbtCell.formula).not.toMatch(new RegExp(`!G${income + 1}(?!\\d)`));
    expect(pbtCell.result).toBe(pbt);

    const bs = workbook.getWorksheet('Assets & Liabilities')!;
    const trade = rowOf(bs, 'Sundry Creditors – Trade');
    expect(bs.getCell(trade, 4).value).toEqual({ formula: `SUM(D${trade + 1}:D${trade + 2})`, result: 102.5 });
    expect([1, 2].map((k) => bs.getCell(trade + k, 4).value)).toEqual([90, 12.5]);
  });
});
