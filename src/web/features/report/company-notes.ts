import { NOTE_FORMS } from '../../../contract/notes';
import type { CompanyNotes, NoteForm } from '../../../contract/notes';

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
