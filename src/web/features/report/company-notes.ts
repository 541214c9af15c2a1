import { NOTE_FORMS } from '../../../contract/notes';
import type { CompanyNotes, NoteForm } from '../../../contract/notes';
import type { ReportModel } from '../../../contract/report';

type Company = ReportModel['companies'][number];

export const NOTES_PAGE_TITLE = 'Notes';
export const BASIS_PAGE_TITLE = 'Basis of projections';

/** What a form is called in a note's reference ("Form II"). */
const formName = (form: NoteForm) => `Form ${form}`;

/**
 * The numbered notes of a company's Notes section, in order: the analyst's note on the company, each form's
 * note (Form I to VI), then the notes on input cells as the forms print them ("Form II, FY 2024-25 (Audited):
 * Sales – Exports: as per audited BS note 12"), each distinct text once per form and period.
 */
export function companyNotesList(company: Company, periods: readonly { label: string }[]): string[] {
  const notes = company.notes ?? {};
  const list: string[] = [];
  if (notes.company) {
    list.push(`On ${company.name}: ${notes.company}`);
  }
  for (const form of NOTE_FORMS) {
    const text = notes.forms?.[form];
    if (text) {
      list.push(`${formName(form)}: ${text}`);
    }
  }
  for (const form of company.forms) {
    form.lines.forEach((line) =>
      (line.notes ?? []).forEach((texts, p) => {
        for (const text of texts) {
          const entry = `${formName(form.id)}, ${periods[p]?.label ?? ''}: ${text}`;
          if (!list.includes(entry)) {
            list.push(entry);
          }
        }
      }),
    );
  }
  return list;
}

/** True when the company has a basis of projections to print: a driven row or block, or the analyst's note on it. */
export function hasBasis(company: Company): boolean {
  return (company.basis?.length ?? 0) > 0 || Boolean(company.notes?.company);
}

/** The notes as the editor keeps them: every field as typed ("" = none). */
export interface NotesDraft {
  company: string;
  forms: Record<NoteForm, string>;
}

/** The editor's starting texts from the stored notes. */
export function notesDraftOf(notes: CompanyNotes | undefined): NotesDraft {
  return { company: notes?.company ?? '', forms: Object.fromEntries(NOTE_FORMS.map((f) => [f, notes?.forms?.[f] ?? ''])) as Record<NoteForm, string> };
}

/** The notes to store from the editor's texts: each trimmed, a cleared one left out (the API refuses an empty note). */
export function notesOfDraft(draft: NotesDraft): CompanyNotes {
  const forms = Object.fromEntries(NOTE_FORMS.flatMap((f) => (draft.forms[f].trim() ? [[f, draft.forms[f].trim()]] : []))) as CompanyNotes['forms'];
  return {
    ...(draft.company.trim() ? { company: draft.company.trim() } : {}),
    ...(forms && Object.keys(forms).length > 0 ? { forms } : {}),
  };
}
