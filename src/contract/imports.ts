import { z } from 'zod';
import { INPUT_SCREENS, inputRows } from '../domain/model';
import { PERIOD_KINDS } from '../domain/periods';
import { analysisId, yearSchema } from './analysis';
import { text } from './text';

/**
 * The import mapping on the wire (docs/api.md "Imports"): a pasted block or a workbook is drafted into a
 * proposal, reviewed, and accepted in one step. A row is "<statement>.<inputKey>" (e.g. `opstmt.purchaseRM`).
 */

/** The largest file or pasted block an import takes (10 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** How long a drafted import waits for its accept before it expires (24 hours). */
export const IMPORT_TTL_HOURS = 24;

/** The media types an import takes, by source kind. */
export const IMPORT_MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  paste: 'text/tab-separated-values',
  tally: 'application/xml',
  pdf: 'application/pdf',
} as const;
/** Tally's XML exports also come as text/xml, or several in one multipart/form-data request (each under `files`). */
export const TALLY_MEDIA_TYPES = ['application/xml', 'text/xml', 'multipart/form-data'] as const;
export type ImportSourceKind = keyof typeof IMPORT_MEDIA_TYPES;

/** Every input row id an import may write: "<statement>.<inputKey>". */
export const IMPORT_ROWS: readonly string[] = INPUT_SCREENS.flatMap((s) => inputRows(s).map((r) => `${s}.${r.key}`));
const rowId = z.string().refine((r) => IMPORT_ROWS.includes(r), { message: 'not an input row ("<statement>.<inputKey>")' });

/** A stored row's id in a path (an import or a kept document). */
const storedId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);
/** A PDF page number in a path (1-based). */
const pageNumber = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number);

export const importParams = z.object({ id: analysisId });
export const importAcceptParams = z.object({
  id: analysisId,
  import_id: storedId,
});
/** `?company=` the position of the company the figures go to (default 0). */
export const importQuery = z
  .object({
    company: z.string().regex(/^\d$/, 'company must be a company position').transform(Number).default(0),
    /** The year a Tally Trial Balance closes (it carries no date): required for Tally files, ignored otherwise. */
    year: yearSchema.optional(),
    /** A PDF: the client's token under which GET …/imports/progress/{token}/ reports the page being read. */
    progress: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'progress is a token of 8–64 letters, digits and dashes')
      .optional(),
  })
  .strict();

/** GET /api/analyses/{id}/imports/progress/{token}/: how far the read of a PDF drafted with `?progress=token` has got. */
export const importProgressParams = z.object({ id: analysisId, token: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });
export const importProgress = z.object({
  /** The page being read (from 1), of `pages`. */
  page: z.number().int(),
  pages: z.number().int(),
  /** The page is a scan, read by OCR (seconds a page). */
  ocr: z.boolean(),
});
export type ImportProgress = z.infer<typeof importProgress>;

/**
 * Where a line stands in its source: a workbook's sheet and cell, a paste's row, a Tally line's ledger (or Stock
 * Summary group) with its own group and the reserved group above it, or a PDF's page and the line's box on it
 * ([left, top, right, bottom] in points from the page's top-left); with its raw text.
 */
const sourcePlace = z.object({
  sheet: z.string().optional(),
  cell: z.string().optional(),
  row: z.number().int().optional(),
  ledger: z.string().optional(),
  group: z.string().nullable().optional(),
  reserved_group: z.string().nullable().optional(),
  page: z.number().int().optional(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  text: z.string(),
});

/** One source line as proposed. */
export const importLine = z.object({
  id: z.string(),
  source: sourcePlace,
  label: z.string(),
  /** Amounts in the analysis's unit, by year. */
  amounts: z.record(z.string(), z.number()),
  row: z.string().nullable(),
  confidence: z.number().int().min(0).max(100),
  band: z.enum(['auto', 'review', 'manual']),
  reason: z.string(),
  /** What the line is: a row's figure, consumption mapped through, a heading, a total, a repeated figure (copy)… */
  kind: z.enum(['row', 'consumption', 'inventoryChange', 'heading', 'total', 'notInput', 'unmatched', 'copy', 'skipped']),
  /** The figures the analysis holds that this line would replace, by year (old → new). */
  old: z.record(z.string(), z.number()).optional(),
  /** By year, the exact figure (decimal text) that `round: true` rounded to `amounts`: the line's rounding is the difference. */
  exact: z.record(z.string(), z.string()).optional(),
});
export type ImportLine = z.infer<typeof importLine>;

/** 201 of POST /api/analyses/{id}/imports/. */
export const importDraft = z.object({
  import_id: z.number().int(),
  source: z.object({ kind: z.enum(Object.keys(IMPORT_MEDIA_TYPES) as [ImportSourceKind, ...ImportSourceKind[]]), name: z.string().nullable() }),
  /** The source's unit as its heading names it, or null when it names none (then taken as the analysis's unit). */
  unit: z.enum(['rupees', 'thousands', 'lakhs', 'millions', 'crores']).nullable(),
  years: z.array(z.object({ column: z.string(), year: z.number().int(), kind: z.enum(PERIOD_KINDS).nullable() })),
  lines: z.array(importLine),
  checks: z.array(
    z.object({
      name: z.string(),
      ok: z.boolean(),
      detail: z.string(),
      blocking: z.boolean().optional(),
      /** A failed reconciliation the accept's `overrides` may pass with a note; `override` is the note given. */
      overridable: z.boolean().optional(),
      override: z.string().optional(),
      /** The unit check a `round: true` accept passes: figures the analysis's unit cannot hold in 2 decimals. */
      roundable: z.boolean().optional(),
    }),
  ),
});
export type ImportDraft = z.infer<typeof importDraft>;

/** GET /api/analyses/{id}/imports/{import_id}/pages/{page}/: a PDF draft's page as a PNG, cropped to `bbox` when given. */
export const importPageParams = z.object({
  id: analysisId,
  import_id: storedId,
  page: pageNumber,
});
/** GET /api/analyses/{id}/documents/{document_id}/pages/{page}/: a kept PDF's page (an imported figure's `document`). */
export const documentPageParams = z.object({
  id: analysisId,
  document_id: storedId,
  page: pageNumber,
});
export const importPageQuery = z
  .object({
    bbox: z
      .string()
      .regex(/^\d+(?:\.\d+)?(?:,\d+(?:\.\d+)?){3}$/, 'bbox is left,top,right,bottom in points')
      .optional(),
  })
  .strict();

/** Body of POST /api/analyses/{id}/imports/{import_id}/accept/: omitted lines take the proposal. */
export const importAccept = z
  .object({
    lines: z
      .array(z.union([z.object({ id: z.string().max(40), row: rowId }).strict(), z.object({ id: z.string().max(40), skip: z.literal(true) }).strict()]))
      .max(5000)
      .optional(),
    years: z
      .array(z.object({ column: text().max(200), year: yearSchema }).strict())
      .max(100)
      .optional(),
    add_periods: z.literal(true).optional(),
    /** Notes overriding failed reconciliations (by check name); kept with the imported figures. */
    overrides: z
      .array(z.object({ check: text().max(100), note: text().min(1).max(1000) }).strict())
      .max(20)
      .optional(),
    /** Round half-even to 2 decimals of the analysis's unit the figures it cannot hold exactly (each line keeps its exact figure in the working). */
    round: z.literal(true).optional(),
  })
  .strict();
export type ImportAccept = z.infer<typeof importAccept>;

/** 200 of GET /api/mappings/: the user's remembered mappings, per borrower. */
export const rememberedMappings = z.object({
  borrowers: z.array(
    z.object({
      /** The company's name normalised (the key). */
      borrower: z.string(),
      mappings: z.array(z.object({ label: z.string(), row: z.string().nullable(), accepted_on: z.string() })),
    }),
  ),
});
export type RememberedMappings = z.infer<typeof rememberedMappings>;

/** Where an imported figure came from (the cell's working shows it). */
export const figureProvenance = z.object({
  year: z.number().int(),
  position: z.number().int(),
  row: z.string(),
  file: z.string().nullable(),
  /** The kept PDF the figure was read from: its pages at GET …/documents/{document}/pages/{page}/. */
  document: z.number().int().optional(),
  /** "Form II!D12, Form II!D13", "paste row 4", a Tally ledger or "page 3" for each source line behind the figure. */
  cells: z.array(sourcePlace),
  working: z.string(),
  /** The notes with which the analyst overrode failed reconciliations of the import. */
  overrides: z.array(z.object({ check: z.string(), note: z.string() })).optional(),
  imported_on: z.string(),
});
export type FigureProvenance = z.infer<typeof figureProvenance>;
export const provenanceList = z.object({ figures: z.array(figureProvenance) });
