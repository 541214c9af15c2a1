import { z } from 'zod';
import { MAX_COMPANIES } from './constants';
import { text } from './text';

/**
 * The analyst's free-text notes on a company and on each of its CMA forms (docs/api.md "Notes"): what a bank
 * reads beside the figures ("Sales for FY 2025-26 are backed by the order book of ₹ 4.2 crore"). They print in
 * the report's Notes section as numbered notes, a form's note also under its form, the company's note also on
 * its basis of projections page.
 */

/** The longest free-text note, in characters (two printed paragraphs of a page's width run to about 1,500). */
export const MAX_FREE_NOTE_LENGTH = 4000;

/** The forms a note can be written on. */
export const NOTE_FORMS = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export type NoteForm = (typeof NOTE_FORMS)[number];

/** One note: line breaks allowed, trimmed, not empty (a note cleared is left out). */
const freeNote = text({ multiline: true }).trim().min(1, 'a note is not empty (leave it out instead)').max(MAX_FREE_NOTE_LENGTH);

/** A company's notes: `company`, on the company as a whole; `forms`, per form ("I" … "VI"). Absent = none. */
export const companyNotes = z
  .object({
    company: freeNote.optional(),
    forms: z
      .object(Object.fromEntries(NOTE_FORMS.map((f) => [f, freeNote.optional()])) as Record<NoteForm, z.ZodOptional<typeof freeNote>>)
      .strict()
      .optional(),
  })
  .strict();
export type CompanyNotes = z.infer<typeof companyNotes>;

/** GET|PUT /api/analyses/{id}/notes/: every company's notes, by position (the PUT replaces them all, under If-Match). */
export const analysisNotes = z.object({ companies: z.array(companyNotes).max(MAX_COMPANIES) }).strict();
export type AnalysisNotes = z.infer<typeof analysisNotes>;
