import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_MASTERS_XML, SAMPLE_STOCK_XML, SAMPLE_TB_XML, utf16le } from '../src/domain/import/tally/sample-books.fixture';
import { rowLabel } from '../src/web/features/import/row-choices';
import { createAnalysisViaApi, expect, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// Issue 28: a Tally Trial Balance with its masters and Stock Summary comes into the audited year through the
// review; the suspense ledger blocks the accept until cleared; the balance sheet tallies; every figure names its ledger.

test('a Tally TB with its masters and Stock Summary goes into the audited year; the suspense ledger is cleared; the balance sheet tallies', async ({
  page,
}) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Sharma Castings Pvt Ltd'] });
  const dir = os.tmpdir();
  const files = [
    ['Trial Balance.xml', utf16le(SAMPLE_TB_XML)],
    ['Masters.xml', utf16le(SAMPLE_MASTERS_XML)],
    ['Stock Summary.xml', utf16le(SAMPLE_STOCK_XML)],
  ].map(([name, bytes]) => {
    const file = path.join(dir, `${summary.id}-${name as string}`);
    writeFileSync(file, bytes as Uint8Array);
    return file;
  });
  await openAnalysisFromHome(page, summary.name);
  await page.getByLabel('Import Tally XML…').setInputFiles(files);
  const ask = page.getByRole('dialog', { name: 'Which year do these Tally books close?' });
  await expect(ask.getByRole('combobox')).toHaveValue('2024');
  await ask.getByRole('button', { name: 'Read the files' }).click();

  const dialog = page.getByRole('dialog', { name: /^Map / });
  const verma = dialog.getByRole('row', { name: /Verma Traders/ });
  await expect(verma).toContainText('East Drs · Sundry Debtors');
  await expect(verma).toContainText('Assets & Liabilities · Trade Debtors < 6 months');
  await expect(dialog.getByRole('row', { name: /Kumar Enterprises/ })).toContainText('a debtor with a credit balance');
  const checks = dialog.getByLabel('Checks');
  await expect(checks).toContainText('Suspense (Suspense A/c) 5,000.00 Dr: clear each');
  await expect(checks).toContainText('Σ Dr 68,55,000.00 = Σ Cr 68,55,000.00');
  const acceptButton = dialog.getByRole('button', { name: 'Accept the mapping' });
  await expect(acceptButton).toBeDisabled();

  // Clear the suspense ledger: type to search a row, pick other current assets.
  const suspense = dialog.getByRole('row', { name: /^Suspense/ });
  await suspense.focus();
  await page.keyboard.type('others');
  await dialog.getByRole('option', { name: rowLabel('ocaocl.others'), exact: true }).dispatchEvent('mousedown');
  await expect(suspense).toContainText(rowLabel('ocaocl.others'));
  await expect(checks).toContainText('no Suspense A/c or Branch/Divisions balance is left');
  await expect(checks).toContainText('FY 2023-24: the balance sheet tallies');
  await expect(acceptButton).toBeEnabled();
  await acceptButton.click();
  await expect(dialog).toBeHidden();

  const headers = { Authorization: `Bearer ${user.tokens.access}` };
  const screen = async (name: string) =>
    (
      (await (await page.request.get(`/api/analyses/${summary.id}/screens/${name}/`, { headers })).json()) as {
        companies: { by_year: Record<string, Record<string, number | boolean>> }[];
      }
    ).companies[0]!.by_year['2024']!;
  expect(await screen('assetnliabs')).toMatchObject({ tradeDebtors6: 6, profitLossAcc: 7.7, differenceIfAny: 0, wheatherAssetsLiabTallied: true });
  const provenance = (await (await page.request.get(`/api/analyses/${summary.id}/provenance/`, { headers })).json()) as {
    figures: { year: number; row: string; cells: { ledger?: string }[]; working: string }[];
  };
  const debtors = provenance.figures.find((f) => f.year === 2024 && f.row === 'assetnliabs.tradeDebtors6')!;
  expect(debtors.cells.map((c) => c.ledger)).toEqual(['Verma Traders']);
  expect(debtors.working).toBe('Verma Traders 6');
});

test('paise in a lakhs analysis block the accept until rounded in one click; each rounding shows, and the working keeps it', async ({ page }) => {
  const user = await signInFreshUser(page);
  const summary = await createAnalysisViaApi(page.request, user, { companyNames: ['Sharma Castings Pvt Ltd'] });
  // Cash ₹35,000.45 Dr and Ramesh Steel ₹3,50,000.45 Cr: 0.3500045 and 3.5000045 lakhs.
  const tb = SAMPLE_TB_XML.replace('<DSPCLDRAMTA>-35000.00<', '<DSPCLDRAMTA>-35000.45<').replace('<DSPCLCRAMTA>350000.00<', '<DSPCLCRAMTA>350000.45<');
  const files = [
    ['Trial Balance.xml', utf16le(tb)],
    ['Masters.xml', utf16le(SAMPLE_MASTERS_XML)],
    ['Stock Summary.xml', utf16le(SAMPLE_STOCK_XML)],
  ].map(([name, bytes]) => {
    const file = path.join(os.tmpdir(), `${summary.id}-paise-${name as string}`);
    writeFileSync(file, bytes as Uint8Array);
    return file;
  });
  await openAnalysisFromHome(page, summary.name);
  await page.getByLabel('Import Tally XML…').setInputFiles(files);
  await page.getByRole('dialog', { name: 'Which year do these Tally books close?' }).getByRole('button', { name: 'Read the files' }).click();
  const dialog = page.getByRole('dialog', { name: /^Map / });
  const checks = dialog.getByLabel('Checks');
  await expect(checks).toContainText("2 figures need more than 2 decimals in the analysis's unit");
  const suspense = dialog.getByRole('row', { name: /^Suspense/ });
  await suspense.focus();
  await page.keyboard.press('Delete');
  await dialog.getByRole('button', { name: 'Round to 2 decimals' }).click();
  await expect(dialog.getByRole('row', { name: /^Cash/ }).first()).toContainText('rounded from 0.3500045');
  await expect(checks).toContainText("2 figures rounded half-even to 2 decimals of the analysis's unit, as asked; total rounding -0.000009 (rounded − exact)");
  await checks.getByLabel('Note overriding "mapped = trial balance"').fill('suspense of 5,000 written off');
  const acceptButton = dialog.getByRole('button', { name: 'Accept the mapping' });
  await expect(acceptButton).toBeEnabled();
  await acceptButton.click();
  await expect(dialog).toBeHidden();
  const headers = { Authorization: `Bearer ${user.tokens.access}` };
  const provenance = (await (await page.request.get(`/api/analyses/${summary.id}/provenance/`, { headers })).json()) as {
    figures: { year: number; row: string; working: string }[];
  };
  expect(provenance.figures.find((f) => f.year === 2024 && f.row === 'ocaocl.cashAndBankBalance')?.working).toBe(
    'Cash 0.35 (0.3500045 rounded) + ICICI Current A/c 1.2',
  );
});
