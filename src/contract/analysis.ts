import { z } from 'zod';
import type { ScreenId } from '../domain/formula';
import { inputRows, valueRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { amountSchema } from './amounts';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { MAX_PERIODS, periodSchema, yearsChoice } from './periods';
import { text } from './text';

/**
 * A 4-digit year (1900–2999): a JSON number, or a string of exactly four digits (form fields send text).
 * Nothing else is coerced: "0x7E8", "2024 ", [2024] and 2024.5 are refused. The spec allows any number;
 * a CMA year is four digits.
 */
export const yearSchema = z
  .union([z.number(), z.string().regex(/^\d{4}$/).transform(Number)], { error: 'year must be a 4-digit number' })
  .pipe(
    z
      .number()
      .int('year must be a whole number')
      .min(1900, 'year must be a 4-digit number')
      .max(2999, 'year must be a 4-digit number'),
  );

const companyName = text().trim().max(120, 'company name must be at most 120 characters');
/** An analysis's name. */
const analysisName = text().trim().max(120, 'name must be at most 120 characters');

/**
 * POST /api/create_token/{user_id}/ (spec §7). An empty name becomes "Company N". The optional years choice
 * (`years_before`, `years_after`, absent means 0) adds Audited years before and Projected years after the
 * assessment year `year`; the spec's call makes one period.
 */
export const createTokenRequest = z
  .object({
    num_companies: z.number().int().min(1).max(MAX_COMPANIES),
    company_names: z.array(companyName).max(MAX_COMPANIES).default([]),
    year: yearSchema,
    unit: z.enum(UNITS).default(DEFAULT_UNIT),
    name: analysisName.optional(),
    // Optional without a default, so a body parsed by a client (the web does) stays the spec's body.
    years_before: yearsChoice.shape.years_before.unwrap().optional(),
    years_after: yearsChoice.shape.years_after.unwrap().optional(),
  })
  .strict()
  .refine((c) => (c.years_before ?? 0) + (c.years_after ?? 0) + 1 <= MAX_PERIODS, {
    path: ['years_after'],
    message: `at most ${MAX_PERIODS} periods`,
  })
  .refine((c) => c.year - (c.years_before ?? 0) >= 1900 && c.year + (c.years_after ?? 0) <= 2999, {
    path: ['year'],
    message: 'every period must be a 4-digit year',
  });
/** The body a client sends (the years choice may be left out). */
export type CreateTokenRequest = z.input<typeof createTokenRequest>;

/** The analysis token (spec §3): `{id, num_companies, year}`. */
export const analysisToken = z.object({ id: z.number().int(), num_companies: z.number().int(), year: z.number().int() });
export type AnalysisToken = z.infer<typeof analysisToken>;

/** Settings of an analysis on the wire: the domain's Settings, validated. */
export const settingsSchema = z
  .object({
    drawingPowerMethod: z.enum(['paidStock', 'strict']),
    stockMarginPct: z.number().min(0).max(100),
    bookDebtMarginPct: z.number().min(0).max(100),
    nayakRequirementPct: z.number().min(0).max(100),
    nayakMarginPct: z.number().min(0).max(100),
    tandonMarginPct: z.number().min(0).max(100),
    dscrFloor: z.number().min(0).max(10),
  })
  .strict();
export const settingsPatch = settingsSchema.partial().strict();
export { DEFAULT_SETTINGS };

/** One analysis as listed on /home (GET /api/analyses/) and returned by GET /api/analyses/{id}/. */
export const analysisSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  num_companies: z.number().int(),
  company_names: z.array(z.string()),
  unit: z.enum(UNITS),
  settings: settingsSchema,
  version: z.number().int(),
  updated_at: z.string(),
  /** The periods, oldest first; `year` (the assessment year) is one of them. */
  periods: z.array(periodSchema),
});
export type AnalysisSummary = z.infer<typeof analysisSummary>;

/** Page size of GET /api/analyses/ when `limit` is absent, and its maximum. */
export const ANALYSES_PAGE = { default: 50, max: 200 } as const;

/**
 * GET /api/analyses/?limit=&cursor=&q=: one page of the caller's analyses, most recently updated first.
 * `q` filters by analysis or company name (case-insensitive substring). `cursor` is the opaque
 * `next_cursor` of the previous page.
 */
export const analysisListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(ANALYSES_PAGE.max).default(ANALYSES_PAGE.default),
    cursor: z.string().max(200).optional(),
    q: z.string().trim().max(120).optional(),
  })
  .strict();
export type AnalysisListQuery = z.infer<typeof analysisListQuery>;

/** The answer of GET /api/analyses/: a page, and the cursor of the next one (null on the last page). */
export const analysisPage = z.object({ items: z.array(analysisSummary), next_cursor: z.string().nullable() });
export type AnalysisPage = z.infer<typeof analysisPage>;

/**
 * The statement update body (POST /api/update_<statement>/{tokenId}/): one `{name, metrics}` per
 * company, in order. Input keys are validated amounts; derived keys of the statement are accepted
 * and ignored (the server recomputes them); any other key is refused (cma-domain §7 Q4).
 */
export function statementUpdateSchema(screen: InputScreenId) {
  return z.array(z.object({ name: text().optional(), metrics: statementMetricsSchema(screen) }).strict()).min(1).max(MAX_COMPANIES);
}

/**
 * The `metrics` of one company in a statement update (the spec's update and the all-periods write): input keys
 * are validated amounts, derived keys of the statement are dropped, any other key is refused.
 */
export function statementMetricsSchema(screen: InputScreenId) {
  const inputKeys = new Set(inputRows(screen).map((r) => r.key));
  const derivedKeys = new Set(valueRows(screen).filter((r) => r.kind === 'derived').map((r) => r.key));
  return z
    .record(z.string(), z.unknown())
    .superRefine((m, ctx) => {
      for (const [key, value] of Object.entries(m)) {
        if (inputKeys.has(key)) {
          const parsed = amountSchema.safeParse(value);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', path: [key], message: parsed.error.issues[0]?.message ?? 'invalid' });
          }
        } else if (!derivedKeys.has(key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: `unknown metric for ${screen}` });
        }
      }
    })
    .transform((m) => Object.fromEntries(Object.entries(m).filter(([k]) => inputKeys.has(k))) as Record<string, number>);
}

/** A company's row of any screen in a GET response (spec §7): values keyed by wire key. */
export const companyRecord = z.object({
  name: z.string(),
  metrics: z.record(z.string(), z.union([z.number(), z.boolean(), z.null()])),
  /** Per-row flags on derived screens: `{TOl_and_TNW: "NM"}` when TNW ≤ 0. */
  flags: z.record(z.string(), z.literal('NM')).optional(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;
/** The answer of every screen's GET and update: one record per company, in order. */
export const companyRecords = z.array(companyRecord);

/**
 * An analysis id in a path (`{id}`, the spec's `{tokenId}`): 1 to 9 digits. Anything else names no
 * analysis, so the API answers it with 404 like a missing one.
 */
export const analysisId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));
export const analysisIdParams = z.object({ id: analysisId });
export const tokenIdParams = z.object({ tokenId: analysisId });

/** Wire path segments of the statements (spec §7). */
export const STATEMENT_PATHS: Readonly<Record<InputScreenId, string>> = {
  opstmt: 'companies_opstmt',
  assetnliabs: 'assetnliabs',
  ocaocl: 'ocaocl',
};
/** Wire path segments of the derived screens (spec §7). */
export const DERIVED_PATHS: Readonly<Record<Exclude<ScreenId, InputScreenId>, string>> = {
  ratios: 'ratios',
  wctl: 'wctl',
  kfi: 'kfi',
};

/**
 * PATCH /api/analyses/{id}/: rename the analysis, change its unit label, reorder its companies, or rename
 * them. `company_order` is a permutation of the current positions: new position i holds the company that was
 * at `company_order[i]`, with all its figures. `company_names` (in the new order) is applied after it.
 */
export const analysisPatch = z
  .object({
    name: analysisName.min(1, 'name must not be empty'),
    unit: z.enum(UNITS),
    company_order: z.array(z.number().int().min(0).max(MAX_COMPANIES - 1)).min(1).max(MAX_COMPANIES),
    company_names: z.array(companyName.min(1, 'company name must not be empty')).min(1).max(MAX_COMPANIES),
  })
  .partial()
  .strict();
export type AnalysisPatch = z.infer<typeof analysisPatch>;

/**
 * POST /api/update_ratios|update_wctl|update_kfi/{tokenId}/: the spec's list shape, accepted for
 * compatibility. Nothing in it is stored (derived values are computed on read).
 */
export const derivedUpdateRequest = z
  .array(z.object({ name: text().optional(), metrics: z.record(z.string(), z.unknown()) }).loose())
  .max(MAX_COMPANIES);
