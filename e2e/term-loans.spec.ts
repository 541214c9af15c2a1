import { execFileSync } from 'node:child_process';
import { expect, importFixtureViaApi, openAnalysisFromHome, signInFreshUser, test } from './fixtures';

// A term loan tried as a new user would: on the second of two companies (fixtures/term-loan.json, whose
// operating statements give PAT and depreciation for 2 audited, 1 estimated and 5 projected years), add
// ₹100 lakh at 10 % from April 2025 with 6 months' moratorium and 20 quarterly instalments, see the
// schedule and the DSCR year by year with its minimum and average, change the rate and watch the DSCR
// move, then print the report and find the schedule page.
//
// Hand figures (interest = balance × rate ÷ 1200 a month; instalments of 5.00 at the end of months 9, 12, …):
// FY 2026-27 (months 13–24) runs on 90, 85, 80 and 75 for 3 months each: Σ balances 990.
//   At 10 %: interest 8.25, principal 20, PAT 20 + depreciation 10 → (30 + 8.25) ÷ (8.25 + 20) = 1.35.
//   At 12 %: interest 9.90 → (30 + 9.90) ÷ (9.90 + 20) = 1.33.
// FY 2025-26: months 1–9 on 100 and 10–12 on 95: interest 9.875 at 10 %; principal 10; PAT 5 + dep 4 →
//   18.875 ÷ 19.875 = 0.95, the minimum.

test('add a term loan to one of two companies, see its schedule and DSCR, change the rate, print the schedule page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = await signInFreshUser(page);
  const summary = await importFixtureViaApi(page.request, user, 'term-loan.json');
  await openAnalysisFromHome(page, summary.name);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Term loans' }).click();
  await expect(page.getByRole('heading', { name: 'Term loans', level: 1 })).toBeVisible();

  const agro = page.getByRole('region', { name: 'Term loans of Kaveri Agro Foods' });
  await expect(agro.getByText('No term loans entered.')).toBeVisible();
  await agro.getByRole('button', { name: 'Add loan to Kaveri Agro Foods' }).click();
  const field = (label: string) => agro.getByLabel(`${label}, loan 1 of Kaveri Agro Foods`);
  // Keyboard-first: type and Tab across the row, as on the statements.
  await field('Loan').fill('Expansion loan');
  await page.keyboard.press('Tab');
  await expect(field('Lender')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await field('First month').fill('2025-04');
  await field('Moratorium (months)').fill('6');
  await field('Instalments').fill('20');
  await expect(field('Frequency')).toHaveValue('quarterly');
  await expect(field('Repayment')).toHaveValue('equal_principal');
  // Enter on the last (only) loan saves.
  await field('Instalments').press('Enter');
  await expect(page.getByText('Loans saved; the schedule and DSCR below are up to date.')).toBeVisible();

  const dscr = agro.getByRole('table', { name: 'Year-wise DSCR of Kaveri Agro Foods' });
  const year = (y: number) => dscr.locator(`tr[data-year="${y}"]`);
  await expect(year(2027).getByTestId('dscr')).toHaveText('1.35');
  await expect(year(2027)).toContainText('8.25');
  await expect(year(2026).getByTestId('dscr')).toContainText('0.95');
  await expect(year(2026).getByTestId('dscr')).toContainText('below 1.25');
  // Audited years before the loan have no debt service: "—", never a huge or negative number.
  await expect(year(2025).getByTestId('dscr')).toHaveText('—');
  await expect(agro.getByTestId('dscr-min')).toContainText('Minimum DSCR 0.95, FY 2025-26');
  const average = agro.getByTestId('dscr-average');
  await expect(average).toContainText('FY 2025-26 to FY 2030-31');
  const averageAt10 = await average.textContent();

  // The month-by-month schedule, on demand: the first instalment falls at the end of December 2025.
  await agro.getByRole('button', { name: /Show the month-by-month schedule of Expansion loan \(66 months\)/ }).click();
  const months = agro.getByRole('table', { name: 'Month-by-month schedule of Expansion loan' });
  await expect(months.locator('tr').filter({ hasText: '2025-12' })).toContainText('5.00');

  // The rate goes up: the DSCR moves.
  await field('Rate %').fill('12');
  await field('Rate %').press('Enter');
  await expect(year(2027).getByTestId('dscr')).toHaveText('1.33');
  await expect(year(2027)).toContainText('9.90');
  await expect(average).not.toHaveText(averageAt10 ?? '');

  // The printed report has the schedule page.
  await page.goto('/report');
  const schedulePage = page.getByRole('region', { name: 'Term loan repayment schedule and DSCR, Kaveri Agro Foods' });
  await expect(schedulePage).toBeVisible();
  const pdf = testInfo.outputPath('term-loan-report.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const pages = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).split('\f');
  const found = pages.filter((p) => p.includes('Term loan repayment schedule and DSCR') && p.includes('Kaveri Agro Foods'));
  expect(found.length).toBeGreaterThan(0);
  expect(found.join('\n')).toMatch(/DSCR \(6 ÷ 7\)/);
  expect(pages.some((p) => p.includes('Expansion loan, month by month'))).toBe(true);
  expect(pages.some((p) => p.includes('Break-even') && p.includes('BEP sales'))).toBe(true);
  // The sensitivity page: the base case beside the three stress cases, its DSCR the schedule's.
  const text = pages.join('\n');
  const scheduleMin = /Minimum DSCR ([\d.]+ \(FY [\d-]+\))/.exec(text)?.[1];
  expect(scheduleMin).toBeDefined();
  expect(text).toContain(`Base case: minimum DSCR ${scheduleMin}`);
  for (const name of ['Sales price −5%', 'Raw material +5%', 'Both']) {
    expect(text).toMatch(new RegExp(`${name.replace('+', '\\+')}: minimum DSCR [−\\d.]+`));
  }
});
