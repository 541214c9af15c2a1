import { UNIT_LABELS } from '../contract/constants';
import type { ReportCheck } from '../contract/report';
import { companyChecks, limitFlagsOf } from './report-pages';
import { FIRST_ROW, HEADER_ROWS, headingRow } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';

/** The sheet of the checks and flags. */
export const CHECKS_SHEET = 'Checks and flags';

/**
 * The printed report's checks and flags, each a sentence with its figures, per company: Form I's checks (an
 * outstanding above 1.5 × its limit, Form I against Form III, the limit requested against MPBF and the turnover
 * method, an associate's overdue), the banker's flags and the checks across years, period by period. Text, as
 * the app words them; they follow the figures of the export, not an edit in the workbook.
 */
export function addChecksSheet(ctx: SheetContext): void {
  const { doc, settings } = ctx;
  const sheet = ctx.newSheet(CHECKS_SHEET, 'Checks and flags: what the bank will ask', 1);
  [
    ['Check', 34],
    ['Level', 10],
    ['Finding', 120],
  ].forEach(([head, width], k) => {
    sheet.getCell(HEADER_ROWS.period, 1 + k).value = head;
    sheet.getColumn(1 + k).width = width as number;
  });
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  let row = FIRST_ROW;
  const write = (label: string, checks: readonly ReportCheck[]) => {
    for (const check of checks) {
      const line = sheet.getRow(row++);
      line.values = [`${label}: ${check.period}`, check.level, check.text];
      line.getCell(3).alignment = { wrapText: true, vertical: 'top' };
    }
  };
  doc.companies.forEach((company, c) => {
    headingRow(sheet.getRow(row), 1);
    sheet.getCell(row++, 1).value = company.name;
    const input = {
      resolvers: ctx.resolvers[c]!,
      periods: doc.inputs.periods,
      assessmentYear: doc.inputs.assessmentYear,
      settings,
      limits: company.limits,
      associates: company.associates ?? [],
      unitLabel: UNIT_LABELS[doc.unit],
      ...(company.type ? { type: company.type } : {}),
    };
    const { checks, bankers_flags } = companyChecks(input);
    const formI = limitFlagsOf(input).map((text) => ({ period: 'Form I', level: 'warning' as const, text }));
    if (formI.length + bankers_flags.length + checks.length === 0) {
      sheet.getCell(row++, 1).value = 'Nothing to flag';
    }
    write('Form I checks', formI);
    write("Banker's flags", bankers_flags);
    write('Checks across years', checks);
  });
}
