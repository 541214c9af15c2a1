import { NOTE_FORMS } from './notes';
import type { CompanyNotes, NoteForm } from './notes';

/** The title of the printed Notes page and of the xlsx's Notes sheet. */
export const NOTES_PAGE_TITLE = 'Notes';
/** The title of the printed Basis of projections page and of the xlsx's sheet. */
export const BASIS_PAGE_TITLE = 'Basis of projections';
/** The basis of projections' one line when nothing is driven (only the analyst's note on the company). */
export const BASIS_ALL_TYPED = 'Every projected figure is as typed by the analyst.';
/** The heading of the analyst's note on the company under its basis of projections. */
export const ANALYST_NOTES_HEADING = "The analyst's notes";

/** What the notes need of a report company: its name, notes, basis and each form's lines with their cell notes per period. */
export interface NotedCompany {
  readonly name: string;
  readonly notes?: CompanyNotes;
  readonly basis?: readonly { readonly label: string; readonly text: string }[];
  readonly forms: readonly { readonly id: string; readonly lines: readonly { readonly notes?: readonly (readonly string[])[] }[] }[];
}

/** One numbered note: what it is on ("On Lakshmi Traders", "Form II", "Form II, FY 2024-25 (Audited)") and its text, verbatim. */
export interface NoteEntry {
  readonly reference: string;
  readonly text: string;
}

/** What a form is called in a note's reference ("Form II"). */
const formName = (form: NoteForm | string) => `Form ${form}`;

/**
 * The notes of a company's Notes page, in order: the analyst's note on the company, each form's note (Form I to
 * VI), then the notes on input cells as the forms print them (reference "Form II, FY 2024-25 (Audited)", text
 * "Sales – Exports: as per audited BS note 12"), each distinct note once per form and period.
 */
export function companyNoteEntries(company: NotedCompany, periods: readonly { label: string }[]): NoteEntry[] {
  const notes = company.notes ?? {};
  const list: NoteEntry[] = [];
  if (notes.company) {
    list.push({ reference: `On ${company.name}`, text: notes.company });
  }
  for (const form of NOTE_FORMS) {
    const text = notes.forms?.[form];
    if (text) {
      list.push({ reference: formName(form), text });
    }
  }
  const seen = new Set<string>();
  for (const form of company.forms) {
    form.lines.forEach((line) =>
      (line.notes ?? []).forEach((texts, p) => {
        for (const text of texts) {
          const reference = `${formName(form.id)}, ${periods[p]?.label ?? ''}`;
          const key = `${reference}\u0000${text}`;
          if (!seen.has(key)) {
            seen.add(key);
            list.push({ reference, text });
          }
        }
      }),
    );
  }
  return list;
}

/** The numbered notes of a company's Notes page as printed, one sentence each ({@link companyNoteEntries}). */
export function companyNotesList(company: NotedCompany, periods: readonly { label: string }[]): string[] {
  return companyNoteEntries(company, periods).map((n) => `${n.reference}: ${n.text}`);
}

/** True when the company has a basis of projections to print: a driven row or block, or the analyst's note on it. */
export function hasBasis(company: Pick<NotedCompany, 'basis' | 'notes'>): boolean {
  return (company.basis?.length ?? 0) > 0 || Boolean(company.notes?.company);
}
