import { z } from 'zod';
import { VARIANCE_LINES } from '../domain/variance';
import type { VarianceLineId } from '../domain/variance';
import { analysisId, analysisIdParams } from './analysis';
import { PERIOD_KINDS } from './periods';
import { reportModel } from './report';
import { breakEvenScreenSchema, sensitivityResponse, termLoanSchedule } from './term-loans';
import { text } from './text';

/*
 * What was submitted to a bank, and the renewal variance against it (docs/api.md "Snapshots and renewal
 * variance"). A snapshot is immutable: the analysis file, the report model and the variance lines' figures as
 * they were when the CMA was marked as submitted.
 */

/** POST /api/analyses/{id}/snapshots/: "Mark as submitted to <bank> on <date>" (ISO date), with an optional note. */
export const newSnapshot = z
  .object({
    bank: text().trim().min(1, 'bank is required').max(120),
    submitted_on: z.iso.date(),
    note: text({ multiline: true }).trim().max(1000).optional(),
  })
  .strict();
export type NewSnapshot = z.infer<typeof newSnapshot>;

/** The 201 of the POST: the snapshot's id, the analysis version it copies, when and by whom (username) it was taken. */
export const createdSnapshot = z.object({ id: z.number().int(), version: z.number().int(), created_at: z.string(), created_by: z.string() });
export type CreatedSnapshot = z.infer<typeof createdSnapshot>;

/** One snapshot as listed on the analysis (newest first). */
export const snapshotSummary = createdSnapshot.extend({ bank: z.string(), submitted_on: z.string(), note: z.string().nullable() });
export type SnapshotSummary = z.infer<typeof snapshotSummary>;

/** GET /api/analyses/{id}/snapshots/. */
export const snapshotList = z.object({ snapshots: z.array(snapshotSummary) });
export type SnapshotList = z.infer<typeof snapshotList>;

/** The path of one snapshot. */
export const snapshotParams = analysisIdParams.extend({ sid: analysisId });

/**
 * The term-loan pages of a snapshot as they were when it was taken: the schedule with the DSCR, the break-even
 * and the printed sensitivity cases (the base case and the three banks ask for), so a later loan edit does not
 * change the reprint. Absent from a snapshot taken before they were kept.
 */
export const snapshotLoanPages = z.object({ schedule: termLoanSchedule, break_even: breakEvenScreenSchema, sensitivity: sensitivityResponse });
export type SnapshotLoanPages = z.infer<typeof snapshotLoanPages>;

/** The report model a snapshot keeps: the printed model and its term-loan pages. */
export const storedSnapshotReport = reportModel.extend({ loan_pages: snapshotLoanPages.optional() });
export type StoredSnapshotReport = z.infer<typeof storedSnapshotReport>;

/** GET /api/analyses/{id}/snapshots/{sid}/report/: the report model and term-loan pages exactly as printed, and which snapshot it is. */
export const snapshotReport = storedSnapshotReport.extend({ snapshot: snapshotSummary });
export type SnapshotReport = z.infer<typeof snapshotReport>;

/** The lines a renewal variance compares, by id (the domain's `VARIANCE_LINES`). */
const VARIANCE_LINE_IDS = VARIANCE_LINES.map((l) => l.id) as [VarianceLineId, ...VarianceLineId[]];

/** GET /api/analyses/{id}/variance/?snapshot={sid}. */
export const varianceQuery = z.object({ snapshot: analysisId }).strict();

/**
 * One line of one year: the projected figure (in the snapshot) beside the actual (now), in the analysis's unit
 * (times or months for ratios), difference = actual − projected, pct = difference ÷ |projected| × 100 (null when
 * projected is 0 or either is "—", with `note` saying why), `flagged` when |pct| is above the threshold, and the
 * analyst's reason ("" when none written).
 */
export const varianceLine = z.object({
  line: z.enum(VARIANCE_LINE_IDS),
  label: z.string(),
  unit: z.enum(['amount', 'times', 'months']),
  projected: z.number().nullable(),
  actual: z.number().nullable(),
  difference: z.number().nullable(),
  pct: z.number().nullable(),
  flagged: z.boolean(),
  note: z.string().nullable(),
  reason: z.string(),
});
export type WireVarianceLine = z.infer<typeof varianceLine>;

/** The renewal variance: per company (by column), per year projected then and actual now, per line. */
export const varianceReport = z.object({
  snapshot: snapshotSummary,
  threshold_pct: z.number(),
  unit_label: z.string(),
  companies: z.array(
    z.object({
      name: z.string(),
      years: z.array(
        z.object({
          year: z.number().int(),
          label: z.string(),
          projected_kind: z.enum(PERIOD_KINDS),
          actual_kind: z.enum(PERIOD_KINDS),
          lines: z.array(varianceLine),
        }),
      ),
    }),
  ),
});
export type VarianceReport = z.infer<typeof varianceReport>;

/**
 * PUT /api/analyses/{id}/snapshots/{sid}/reasons/: the analyst's reason for one line of one company (by column)
 * in one year; an empty reason removes it. Answers the line's stored reason.
 */
export const varianceReason = z
  .object({
    company: z.number().int().min(0),
    year: z.number().int().min(1900).max(2999),
    line: z.enum(VARIANCE_LINE_IDS),
    reason: text({ multiline: true }).trim().max(500),
  })
  .strict();
export type VarianceReason = z.infer<typeof varianceReason>;
