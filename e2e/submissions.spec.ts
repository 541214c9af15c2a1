import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { AnalysisSummary } from '../src/contract';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// A CMA as filed: the CA saves the sign-off and sees it printed with the firm's name in the footer, marks the CMA
// as submitted to a bank, and at the renewal, when the estimated year is audited with other figures, opens the
// variance of the submitted projections against the actuals, writes a reason and prints it.

const FIXTURE = 'three-companies-four-years.json';

/** The PDF's text, page by page. */
async function printedPages(page: Page, path: string): Promise<string[]> {
  await page.pdf({ path, preferCSSPageSize: true, displayHeaderFooter: false, printBackground: true });
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}

async function openReport(page: Page, summary: AnalysisSummary) {
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('toolbar', { name: 'Grid tools' }).getByRole('link', { name: 'CMA report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  // The report is computed for every company and period on open: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Credit Monitoring Arrangement (CMA) data' })).toBeVisible({ timeout: 30_000 });
}

test('the sign-off is stored and printed, a submitted CMA is kept, and its projections are compared with the actuals', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, FIXTURE);
  await openReport(page, summary);

  await page.getByLabel('Firm name').fill('Rao & Associates');
  await page.getByRole('button', { name: 'Save firm and preparer' }).click();
  await expect(page.getByText('Saved for all your reports.')).toBeVisible();

  // A UDIN one character short is refused before anything is sent.
  await page.getByLabel('UDIN').fill('2412345ABCDEF1234');
  await page.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A UDIN is 18 characters' })).toBeVisible();
  await page.getByLabel('UDIN').fill('24123456abcdef1234');
  await page.getByLabel('Place').fill('Pune');
  await page.getByLabel('Date of signing').fill('2026-11-20');
  await page.getByRole('button', { name: 'Save sign-off' }).click();
  await expect(page.getByText('Saved with this analysis.')).toBeVisible();

  // Stored: a reload shows it again.
  await page.reload();
  await expect(page.getByLabel('UDIN')).toHaveValue('24123456ABCDEF1234');
  await expect(page.getByLabel('Place')).toHaveValue('Pune');

  const pages = await printedPages(page, testInfo.outputPath('signed.pdf'));
  expect(pages[0]).toContain('24123456ABCDEF1234');
  const signature = pages.find((t) => t.includes('Partner / Proprietor'))!;
  expect(signature).toContain('Pune');
  expect(signature).toContain('20 November 2026');
  pages.forEach((text, i) => {
    expect(text, `page ${i + 1}`).toContain('Rao & Associates');
    expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(text, `page ${i + 1}`).not.toContain('CreditGrid');
  });

  // The final print is marked as submitted.
  await page.getByLabel('Mark as submitted to (bank)').fill('Bank of Baroda');
  await page.getByLabel('Submitted on').fill('2025-01-15');
  await page.getByRole('button', { name: 'Mark as submitted' }).click();
  const submitted = page.getByRole('row').filter({ hasText: 'Bank of Baroda' });
  await expect(submitted).toContainText('15 January 2025');
  await expect(submitted).toContainText(user.username);

  // At the renewal FY 2024-25 is audited, with sales 800 above the estimate.
  const auth = { Authorization: `Bearer ${user.tokens.access}` };
  expect((await page.request.patch(`/api/analyses/${summary.id}/periods/2025/`, { headers: auth, data: { kind: 'Audited' } })).status()).toBe(200);
  const written = await page.request.post(`/api/analyses/${summary.id}/screens/opstmt/`, {
    headers: auth,
    data: { companies: [{ position: 0, by_year: { '2025': { salesDomestic: 4000 } } }] },
  });
  expect(written.status(), await written.text()).toBe(200);

  // The snapshot still prints the year as estimated.
  await page.reload();
  await page.getByRole('row').filter({ hasText: 'Bank of Baroda' }).getByRole('link', { name: 'Open as submitted' }).click();
  await expect(page.getByText(/As submitted to Bank of Baroda on 2025-01-15/)).toBeVisible();
  await expect(page.getByLabel('UDIN')).toHaveCount(0);
  const asSubmitted = await printedPages(page, testInfo.outputPath('as-submitted.pdf'));
  expect(asSubmitted.join('\n')).toContain('FY 2024-25 (Estimated)');
  expect(asSubmitted.join('\n')).not.toContain('FY 2024-25 (Audited)');

  await page.getByRole('link', { name: 'Back to the report as it is now' }).click();
  await page.getByRole('row').filter({ hasText: 'Bank of Baroda' }).getByRole('link', { name: 'Against actuals' }).click();
  await expect(page).toHaveURL(/\/variance\?snapshot=\d+$/);
  const year = page.getByRole('region', { name: 'Lakshmi Traders, FY 2024-25 (Audited)' });
  const sales = year.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Net sales', exact: true }) });
  await expect(sales).toContainText('Flagged');
  await expect(sales).toContainText('800.00');
  await sales.getByLabel('Reason: Net sales').fill('A new export order in March');
  await sales.getByLabel('Reason: Net sales').blur();
  await expect(sales.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Lakshmi Traders, FY 2024-25 (Audited)' }).getByLabel('Reason: Net sales')).toHaveValue(
    'A new export order in March',
  );

  const variance = (await printedPages(page, testInfo.outputPath('variance.pdf'))).join('\n');
  expect(variance).toContain('Last renewal against actuals');
  expect(variance).toContain('A new export order in March');
  expect(variance).toMatch(/Net sales.*800\.00.*Flagged/);
});

test('Form I takes an associate concern, and a submitted CMA reprints its term-loan pages as they were after the loan changes', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'term-loan.json');
  await openReport(page, summary);

  // A sister concern with an overdue, typed as a new user would.
  const associates = page.getByRole('region', { name: 'Associate / group concerns, Sri Venkateswara Castings' });
  await associates.getByRole('button', { name: 'Add associate concern' }).click();
  await associates.getByLabel('Name, associate concern 1 of Sri Venkateswara Castings').fill('Venkateswara Alloys <Pvt> Ltd');
  await associates.getByLabel('Relationship, associate concern 1 of Sri Venkateswara Castings').fill('Common directors');
  await associates.getByLabel('Bank / institution, associate concern 1 of Sri Venkateswara Castings').fill('Canara Bank');
  await associates.getByLabel('Exposure (limits), associate concern 1 of Sri Venkateswara Castings').fill('-5');
  await associates.getByRole('button', { name: 'Save associate concerns' }).click();
  await expect(associates.getByText('“-5”')).toBeVisible();
  await associates.getByLabel('Exposure (limits), associate concern 1 of Sri Venkateswara Castings').fill('1,25,000.50');
  await associates.getByLabel('Overdue, associate concern 1 of Sri Venkateswara Castings').fill('6.4');
  await associates.getByRole('button', { name: 'Save associate concerns' }).click();
  await expect(associates.getByText('Associate concerns saved.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Associate / group concerns, Sri Venkateswara Castings' })
      .getByLabel('Name, associate concern 1 of Sri Venkateswara Castings'),
  ).toHaveValue('Venkateswara Alloys <Pvt> Ltd', { timeout: 30_000 });

  const printed = (await printedPages(page, testInfo.outputPath('associates.pdf'))).join('\n');
  expect(printed).toMatch(/Venkateswara Alloys <Pvt> Ltd.*Canara Bank.*1,25,000\.50.*6\.40/);
  expect(printed).toContain('Common directors');
  expect(printed).toMatch(/Group exposure\s+1,25,000\.50/);
  expect(printed).toContain('Associate concern Venkateswara Alloys <Pvt> Ltd has 6.40 overdue with Canara Bank');
  // The schedule as printed now: 12 % on 120, FY 2026-27 interest 13.32 (loans-and-projections §2).
  const interestLine = (text: string) => text.split('\n').find((l) => l.includes('Interest paid (charged to P&L)')) ?? '';
  expect(interestLine(printed)).toContain('13.32');

  await page.getByLabel('Mark as submitted to (bank)').fill('Canara Bank');
  await page.getByLabel('Submitted on').fill('2025-11-30');
  await page.getByRole('button', { name: 'Mark as submitted' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Canara Bank' })).toContainText('30 November 2025');

  // The rate goes to 15 % after the submission.
  const auth = { Authorization: `Bearer ${user.tokens.access}` };
  const loans = await (await page.request.get(`/api/analyses/${summary.id}/term-loans/`, { headers: auth })).json();
  loans.companies[0][0].rate_pct = 15;
  expect((await page.request.put(`/api/analyses/${summary.id}/term-loans/`, { headers: auth, data: loans })).status()).toBe(200);
  await page.reload();
  const schedule = page.getByRole('region', { name: 'Term loan repayment schedule and DSCR, Sri Venkateswara Castings' });
  await expect(schedule).toBeVisible({ timeout: 30_000 });
  await expect(schedule).toContainText('16.65');
  const now = (await printedPages(page, testInfo.outputPath('now.pdf'))).join('\n');
  expect(interestLine(now)).toContain('16.65');

  await page.getByRole('row').filter({ hasText: 'Canara Bank' }).getByRole('link', { name: 'Open as submitted' }).click();
  await expect(page.getByText(/As submitted to Canara Bank on 2025-11-30/)).toBeVisible({ timeout: 30_000 });
  await expect(schedule).toBeVisible();
  await expect(schedule).toContainText('13.32');
  const asSubmitted = (await printedPages(page, testInfo.outputPath('loans-as-submitted.pdf'))).join('\n');
  expect(interestLine(asSubmitted)).toContain('13.32');
  expect(interestLine(asSubmitted)).not.toContain('16.65');
  expect(asSubmitted).toContain('Break-even');
  expect(asSubmitted).toMatch(/Base case: minimum DSCR [\d.]+/);
  expect(asSubmitted).toMatch(/Venkateswara Alloys <Pvt> Ltd.*Canara Bank/);
});
