import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, signInFreshUser, test } from './fixtures';

const fixture = resolve(import.meta.dirname, '..', 'fixtures', 'worked-example.json');
const STATEMENTS = ['companies_opstmt', 'assetnliabs', 'ocaocl'] as const;

test('an exported analysis imports back with equal figures, and its xlsx recalculates from live formulas', async ({ page }) => {
  const user = await signInFreshUser(page);
  const auth = { headers: { Authorization: `Bearer ${user.tokens.access}` } };
  await page.goto('/home');
  await page.getByTestId('import-file-input').setInputFiles(fixture);
  const cards = page.getByTestId('analysis-card');
  await expect(cards).toHaveCount(1);

  // Export JSON, then import the exported file: a second analysis with the same inputs and derived figures.
  const jsonDownload = page.waitForEvent('download');
  await cards
    .first()
    .getByRole('button', { name: /as JSON$/ })
    .click();
  const exportedPath = (await (await jsonDownload).path())!;
  await page.getByTestId('import-file-input').setInputFiles(exportedPath);
  await expect(cards).toHaveCount(2);

  const analyses = ((await (await page.request.get('/api/analyses/', auth)).json()) as { items: { id: number }[] }).items;
  expect(analyses).toHaveLength(2);
  for (const statement of [...STATEMENTS, 'ratios', 'wctl', 'kfi']) {
    const [a, b] = await Promise.all(analyses.map(async ({ id }) => (await page.request.get(`/api/get_${statement}/${id}`, auth)).json()));
    expect(b, statement).toEqual(a);
  }
  // The fixture is a version-1 file (one year); the export is version 2, its statements keyed by period year.
  const original = JSON.parse(readFileSync(fixture, 'utf8')) as { year: number; companies: { opstmt: Record<string, number> }[] };
  const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as { companies: { years: Record<string, { opstmt: Record<string, number> }> }[] };
  expect(exported.companies[0]!.years[String(original.year)]!.opstmt).toMatchObject(original.companies[0]!.opstmt);

  // xlsx: derived rows are formulas that refer to other cells, with the engine's value cached.
  const xlsxDownload = page.waitForEvent('download');
  await cards
    .first()
    .getByRole('button', { name: /as Excel$/ })
    .click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await xlsxDownload).path())!);
  // The bank's layout: Assumptions, Forms I–VI, the six screens, the recommended limit and the checks, then the
  // break-even (no company here has a term loan, a snapshot, a basis of projections or notes).
  const sheets = workbook.worksheets.map((s) => s.name);
  expect(sheets).toHaveLength(16);
  expect(sheets.slice(13, 15)).toEqual(['Recommended limit', 'Checks and flags']);
  expect(sheets.slice(0, 7)).toEqual(['Assumptions', 'Form I', 'Form II', 'Form III', 'Form IV', 'Form V', 'Form VI']);
  expect(sheets.at(-1)).toBe('Break-even');
  const wctl = workbook.getWorksheet('WC - TL Assessment')!;
  let mpbf: ExcelJS.Cell | undefined;
  wctl.eachRow((row) => {
    if (row.getCell(1).value === 'MPBF (lower of I or II)') {
      mpbf = row.getCell(2);
    }
  });
  expect(mpbf, 'MPBF row on the WC/TL sheet').toBeDefined();
  const value = mpbf!.value as ExcelJS.CellFormulaValue;
  expect(value.formula).toMatch(/MAX\(/);
  expect(value.result).toBe(220);
});
