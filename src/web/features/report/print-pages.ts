import type { ReportModel, ReportPage } from '../../../contract/report';
import type { BreakEvenScreen, SensitivityResponse, TermLoanSchedule } from '../../../contract/term-loans';
import { BREAK_EVEN_PAGE_TITLE, TERM_LOAN_PAGE_TITLE } from './loan-pages';
import { SENSITIVITY_PAGE_TITLE } from './sensitivity-page';
import { BASIS_PAGE_TITLE, companyNotesList, hasBasis, NOTES_PAGE_TITLE } from '../../../contract/report-notes';
import { ANALYSIS_PAGES } from '../../../domain/report-pages';
import type { AnalysisPageId } from '../../../domain/report-pages';

/** A page of the print the analyst can leave out: an analysis page, the checks and flags, the loans' pages, the assumptions. */
export type OptionalPageId = AnalysisPageId | 'checks' | 'loans' | 'basis' | 'notes' | 'assumptions';

/** The optional pages in print order, as the report dialog names them (Forms I–VI and the cover always print). */
export const OPTIONAL_PAGES: readonly { id: OptionalPageId; label: string }[] = [
  ...ANALYSIS_PAGES.map((p) => ({ id: p.id, label: p.title })),
  { id: 'loans', label: 'Term loans, DSCR, break-even and sensitivity (when there are loans)' },
  { id: 'basis', label: 'Basis of projections' },
  { id: 'checks', label: "Checks and flags (Form I, banker's flags, checks across years)" },
  { id: 'notes', label: 'Notes (yours and the cell notes)' },
  { id: 'assumptions', label: 'Assumptions in effect' },
];

type Company = ReportModel['companies'][number];

/** The analysis pages of a company that print, in order (none for a report made before they existed). */
export function printedPages(company: Company, shows: (id: OptionalPageId) => boolean): ReportPage[] {
  return (company.pages ?? []).filter((p) => shows(p.id));
}

/** True when the company has checks or flags to print (Form I's, the banker's flags, the checks across years). */
export function hasChecks(company: Company): boolean {
  return company.bankers_flags.length > 0 || company.checks.length > 0 || (company.limit_flags ?? []).length > 0;
}

/**
 * The contents of the print: per company shown, Forms I–VI, the analysis pages that print, its loans' pages
 * (`loanPages`: the titles of those it has) and its checks, then the assumptions; each entry numbered as its section in the print (the number each page's running head repeats).
 */
export function contentsOf(
  companies: readonly { index: number; company: Company }[],
  shows: (id: OptionalPageId) => boolean,
  loanPages: (index: number) => readonly string[],
): { no: number; company: string | null; title: string }[] {
  const entries: { company: string | null; title: string }[] = [];
  for (const { index, company } of companies) {
    for (const form of company.forms) {
      entries.push({ company: company.name, title: form.title });
    }
    for (const page of printedPages(company, shows)) {
      entries.push({ company: company.name, title: page.title });
    }
    if (shows('loans')) {
      entries.push(...loanPages(index).map((title) => ({ company: company.name, title })));
    }
    if (shows('basis') && hasBasis(company)) {
      entries.push({ company: company.name, title: BASIS_PAGE_TITLE });
    }
    if (shows('checks') && hasChecks(company)) {
      entries.push({ company: company.name, title: 'Checks and flags' });
    }
    if (shows('notes') && companyNotesList(company, []).length > 0) {
      entries.push({ company: company.name, title: NOTES_PAGE_TITLE });
    }
  }
  if (shows('assumptions')) {
    entries.push({ company: null, title: 'Assumptions' });
  }
  return entries.map((e, i) => ({ no: i + 1, ...e }));
}

/** What the loans' pages of a company are printed from (the report store's loaded schedules). */
export interface LoanData {
  readonly loans: TermLoanSchedule | null;
  readonly breakEven: BreakEvenScreen | null;
  readonly sensitivity: SensitivityResponse | null;
}

/**
 * The loans' pages company `index` prints, by title, in print order. All three belong to a term-loan appraisal,
 * so a company without term loans prints none of them (absent, not empty); the break-even also needs a figure
 * in some period.
 */
export function loanPageTitles(data: LoanData, index: number): string[] {
  if ((data.loans?.companies[index]?.loans.length ?? 0) === 0) {
    return [];
  }
  const breakEven = data.breakEven?.companies[index];
  const hasBreakEven = Object.values(breakEven?.by_year ?? {}).some((row) => Object.values(row).some((v) => typeof v === 'number'));
  return [
    TERM_LOAN_PAGE_TITLE,
    ...(hasBreakEven ? [BREAK_EVEN_PAGE_TITLE] : []),
    ...(data.sensitivity?.cases[0]?.companies[index] ? [SENSITIVITY_PAGE_TITLE] : []),
  ];
}
