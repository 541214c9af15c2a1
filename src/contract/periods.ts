import { z } from 'zod';
import type { InputScreenId } from '../domain/model';
import { expressionSchema, noteSchema } from './cell-texts';
import { MAX_COMPANIES, UNITS } from './constants';
import { MAX_YEAR, MIN_YEAR, yearOfText } from '../domain/periods';

/**
 * Periods on the wire: an analysis has 1–10 financial years (consecutive as created), each of a kind, oldest first.
 * The analysis's `year` (spec §3) is the assessment year, one of its periods. A period's `year` is the year
 * in which the financial year ends ("FY 2024-25" is 2025).
 */

/** The kinds of a period, in the order they must appear in time. */
export const PERIOD_KINDS = ['Audited', 'Provisional', 'Estimated', 'Projected'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** 1 to 10 periods per analysis. */
export const MAX_PERIODS = 10;

/** The kind a new analysis's assessment year gets, and the kinds of years added before and after it. */
export const DEFAULT_PERIOD_KIND = { assessment: 'Estimated', before: 'Audited', after: 'Projected' } as const;

/** A period's length, 1–15 whole months (12 for a full financial year). */
export const periodMonthsSchema = z.number().int().min(1).max(15);

/** One period: `{year, kind}`. */
export const periodSchema = z.object({ year: z.number().int().min(1900).max(2999), kind: z.enum(PERIOD_KINDS) }).strict();
export type WirePeriod = z.infer<typeof periodSchema>;

/**
 * `?year=YYYY` on every spec §7 GET and POST and on the chart endpoints: the period to address. Absent means
 * the assessment year, so a client written to the spec sees exactly what it saw before periods. Only four
 * plain digits naming a valid year (`isYear`) are accepted; a year that is not a period of the analysis
 * answers 404 `{error}`.
 */
export const periodQuery = z
  .object({
    year: z
      .string()
      .regex(/^\d{4}$/, 'year must be four digits')
      .refine((text) => yearOfText(text) !== null, `year must be from ${MIN_YEAR} to ${MAX_YEAR}`)
      .transform(Number)
      .optional(),
  })
  .strict();

/**
 * The years choice of a new analysis (create_token, optional, default 0 and 0): how many years before and
 * after the assessment year. Years before are Audited, years after Projected; the total is at most 10.
 */
export const yearsChoice = z
  .object({
    years_before: z
      .number()
      .int()
      .min(0)
      .max(MAX_PERIODS - 1)
      .default(0),
    years_after: z
      .number()
      .int()
      .min(0)
      .max(MAX_PERIODS - 1)
      .default(0),
  })
  .refine((c) => c.years_before + c.years_after + 1 <= MAX_PERIODS, `at most ${MAX_PERIODS} periods`);

/**
 * Period operations (POST /api/analyses/{id}/periods/ and PATCH|DELETE /api/analyses/{id}/periods/{year}/),
 * each with `If-Match: "<version>"` optional as on every write (a stale one answers 409). They answer the
 * analysis summary with its new version.
 * - add: a year before the first or after the last; its kind defaults to the neighbour's kind
 *   (`Audited` before the first, `Projected` after the last) and must keep the kinds in order.
 * - PATCH `{kind}` re-kinds a period (kinds must stay in order); `{assessment: true}` makes it the
 *   assessment year; `{months}` (1–15 whole months) sets its length, which growth, holding periods and the
 *   % rise in sales annualise by.
 * - DELETE removes a period and its figures. The assessment year and the only period can't be removed (409
 *   with a message). A middle period may be removed; the year after the gap then has no previous period, so its
 *   prior-period rows and fund flow are "—" (a movement across two years is not a year's movement, cma-forms
 *   §4.5). Years stay strictly increasing (years are added only at either end).
 */
export const addPeriodRequest = z.object({ at: z.enum(['before', 'after']), kind: z.enum(PERIOD_KINDS).optional() }).strict();
export const periodPatch = z
  .object({ kind: z.enum(PERIOD_KINDS), assessment: z.literal(true), months: periodMonthsSchema })
  .partial()
  .strict()
  .refine((p) => p.kind !== undefined || p.assessment !== undefined || p.months !== undefined, 'nothing to change');

/**
 * GET /api/analyses/{id}/screens/{screen}/: one statement or derived screen for all periods of all companies,
 * in one response, so the grid can switch years without a round trip. `screen` is one of opstmt, assetnliabs,
 * ocaocl, ratios, wctl, kfi (and fundflow once the fund flow screen exists). Metrics use the same wire keys as
 * the spec's GET of that screen; `by_year` is keyed by the period's year as a string.
 */
export const allPeriodsScreen = z.object({
  version: z.number().int(),
  /** The entry unit the amounts are in, read with them: a client takes the unit from here, never from its own storage. */
  unit: z.enum(UNITS),
  assessment_year: z.number().int(),
  periods: z.array(periodSchema),
  companies: z.array(
    z.object({
      name: z.string(),
      by_year: z.record(z.string(), z.record(z.string(), z.unknown())),
      /** Derived screens only: per period year, the rows flagged "NM" (e.g. TOL/TNW when TNW ≤ 0), as the spec GET's `flags`. */
      flags_by_year: z.record(z.string(), z.record(z.string(), z.literal('NM'))).optional(),
      /** Input statements only: per period year, the arithmetic each figure was typed as (`{"salesDomestic": "=1200+350"}`). */
      expressions_by_year: z.record(z.string(), z.record(z.string(), z.string())).optional(),
      /** Input statements only: per period year, the analyst's note on each input cell. */
      notes_by_year: z.record(z.string(), z.record(z.string(), z.string())).optional(),
      /** Input statements only: per period year, the detail lines of each row opened into them (its figure is their sum). */
      details_by_year: z
        .record(z.string(), z.record(z.string(), z.array(z.object({ label: z.string(), amount: z.number(), expression: z.string().optional() }))))
        .optional(),
    }),
  ),
});
export type AllPeriodsScreen = z.infer<typeof allPeriodsScreen>;

/**
 * POST /api/analyses/{id}/screens/{screen}/ (input statements only): write several periods of several companies
 * in one transaction, with PATCH semantics per metric (a missing key is left unchanged). Companies by position.
 * The grid saves through it. If-Match/409 as on every write. Answers `{version}`.
 */
export const allPeriodsUpdate = z
  .object({
    companies: z
      .array(
        z
          .object({
            position: z
              .number()
              .int()
              .min(0)
              .max(MAX_COMPANIES - 1),
            by_year: z.record(z.string().regex(/^\d{4}$/), z.record(z.string(), z.unknown())),
            /**
             * Per year, the arithmetic a figure of `by_year` was typed as; it must work out to that figure. A figure
             * written without one drops the expression it had.
             */
            expressions: z.record(z.string().regex(/^\d{4}$/), z.record(z.string(), expressionSchema)).optional(),
            /** Per year, notes to set on input cells; null or "" removes one. Cells left out keep theirs. */
            notes: z.record(z.string().regex(/^\d{4}$/), z.record(z.string(), noteSchema.nullable())).optional(),
            /**
             * Per year, the detail lines to set on input rows (`[]` closes a row). The row's figure becomes their sum;
             * a figure of `by_year` beside them must be that sum. Rows left out keep theirs.
             */
            details: z.record(z.string().regex(/^\d{4}$/), z.record(z.string(), z.unknown())).optional(),
          })
          .strict(),
      )
      .max(MAX_COMPANIES),
  })
  .strict();
export type AllPeriodsUpdate = z.infer<typeof allPeriodsUpdate>;

/** The input statements a period holds figures for, by screen. */
export type PeriodInputs = Partial<Record<InputScreenId, Record<string, number>>>;
