import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { MAX_FREE_NOTE_LENGTH, NOTE_FORMS } from '../../../contract/notes';
import type { NoteForm } from '../../../contract/notes';
import { buttonPrimary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { notesDraftOf, notesOfDraft } from './company-notes';
import type { NotesDraft } from './company-notes';
import type { ReportStore } from './report-store';
import { failureOf, IDLE } from './sign-off-form';
import type { FormState } from './sign-off-form';

/** The editor's fields: the note on the company, then one per form, each with what it prints beside. */
const FIELDS: readonly { key: 'company' | NoteForm; label: string }[] = [
  { key: 'company', label: 'Note on the company (printed in Notes and on the basis of projections)' },
  ...NOTE_FORMS.map((f) => ({ key: f, label: `Note under Form ${f}` })),
];

const textOf = (draft: NotesDraft, key: (typeof FIELDS)[number]['key']) => (key === 'company' ? draft.company : draft.forms[key]);

/**
 * The analyst's free-text notes on one company and on each of its forms (GET|PUT …/notes/), under the company's pages
 * on screen and never printed themselves: the print carries them in the Notes section and under their form. A note
 * longer than the API takes is marked before anything is sent; Ctrl+Enter (⌘+Enter) in a note saves.
 */
export const NotesEditor = observer(function NotesEditor({ store, index }: { store: ReportStore; index: number }) {
  const company = store.model?.companies[index];
  const [draft, setDraft] = useState<NotesDraft>(() => notesDraftOf(company?.notes));
  const [state, setState] = useState<FormState>(IDLE);
  if (!company || store.readOnly) {
    return null;
  }
  const next = notesOfDraft(draft);
  const dirty = JSON.stringify(next) !== JSON.stringify(notesOfDraft(notesDraftOf(company.notes)));
  const tooLong = FIELDS.filter((f) => textOf(draft, f.key).trim().length > MAX_FREE_NOTE_LENGTH);
  const written = FIELDS.filter((f) => textOf(draft, f.key).trim() !== '').length;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (tooLong.length > 0) {
      setState({ saving: false, error: `A note is at most ${MAX_FREE_NOTE_LENGTH} characters: shorten the marked note.`, saved: false });
      return;
    }
    setState({ saving: true, error: null, saved: false });
    try {
      await store.saveNotes(index, next);
      setState({ saving: false, error: null, saved: true });
    } catch (err) {
      setState({ saving: false, error: failureOf(err, 'notes'), saved: false });
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };
  const id = (key: string) => `notes-${index}-${key}`;
  return (
    <details className="cg-no-print mt-6 rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-700">
      <summary className="cursor-pointer text-sm font-medium text-gray-800 dark:text-gray-100">
        Notes on {company.name} ({written === 0 ? 'none written' : `${written} written`})
      </summary>
      <form className="mt-3 grid gap-3 lg:grid-cols-2" onSubmit={(e) => void submit(e)} aria-label={`Notes on ${company.name}`} noValidate>
        {FIELDS.map((f) => {
          const invalid = tooLong.includes(f);
          return (
            <div key={f.key} className={f.key === 'company' ? 'lg:col-span-2' : undefined}>
              <label htmlFor={id(f.key)} className={fieldLabel}>
                {f.label}
              </label>
              <textarea
                id={id(f.key)}
                className={fieldInput}
                rows={f.key === 'company' ? 4 : 2}
                value={textOf(draft, f.key)}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id(f.key)}-error` : undefined}
                onKeyDown={onKeyDown}
                onChange={(e) => {
                  const value = e.target.value;
                  setDraft((d) => (f.key === 'company' ? { ...d, company: value } : { ...d, forms: { ...d.forms, [f.key]: value } }));
                  setState(IDLE);
                }}
              />
              {invalid ? (
                <p id={`${id(f.key)}-error`} className={fieldError}>
                  {textOf(draft, f.key).trim().length} characters; at most {MAX_FREE_NOTE_LENGTH}.
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex items-center gap-3 lg:col-span-2">
          <button type="submit" className={buttonPrimary} disabled={state.saving || !dirty}>
            {state.saving ? 'Saving…' : 'Save notes'}
          </button>
          <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
            {state.saved && !dirty ? 'Notes saved with this analysis.' : dirty ? 'Unsaved changes to the notes (Ctrl+Enter saves).' : ''}
          </p>
        </div>
        {state.error ? (
          <p role="alert" className={`${fieldError} lg:col-span-2`}>
            {state.error}
          </p>
        ) : null}
      </form>
    </details>
  );
});
