// Over 300 lines: the wire schemas of one analysis (create, summary, list, statement writes, patch) share their field rules here.
import { z } from 'zod';
import { COMPANY_TYPES, panOrCin } from '../domain/company-type';
import type { ScreenId } from '../domain/formula';
import { inputRows, valueRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { isYear } from '../domain/periods';
import { DEFAULT_SETTINGS, SETTINGS_CATALOGUE } from '../domain/settings';
import type { Settings, SettingSpec } from '../domain/settings';
import { inputAmountSchema } from './amounts';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { MAX_PERIODS, periodSchema, yearsChoice } from './periods';
import { text } from './text';

/**
 * A 4-digit year (1900–2999): a JSON number, or a string of exactly four digits (form fields send text).
 * Nothing else is coerced: "0x7E8", "2024 ", [2024] and 2024.5 are refused. The spec allows any number;
 * a CMA year is four digits.
 */
export const yearSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ],
    { error: 'year must be a 4-digit number' },
  )
  .pipe(z.number().int('year must be a whole number').refine(isYear, 'year must be a 4-digit number'));

const companyName = text().trim().max(120, 'company name must be at most 120 characters');
/** A company's type on the wire: `company` (the default), `proprietorship` or `partnership`. */
export const companyTypeSchema = z.enum(COMPANY_TYPES, { error: `company type must be one of ${COMPANY_TYPES.join(', ')}` });
/** A company's PAN (AAAAA9999A) or CIN (L27100MH2001PLC123456), any case; null clears it. */
export const panCinSchema = text()
  .transform((t, ctx) => {
    const value = panOrCin(t);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a PAN (AAAAA9999A) or a CIN (L27100MH2001PLC123456)' });
      return z.NEVER;
    }
    return value;
  })
  .nullable();
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
    /** Each company's type in order; a company left out is a `company`. Not in the spec's call. */
    company_types: z.array(companyTypeSchema).max(MAX_COMPANIES).optional(),
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
  .refine((c) => (c.company_types?.length ?? 0) <= c.num_companies, {
    path: ['company_types'],
    message: 'more company types than companies',
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

/** The zod rule of one catalogue entry: a number in its range, one of its choices, or a boolean. */
function settingRule(spec: SettingSpec): z.ZodType {
  if (spec.kind === 'number') {
    return z.number().min(spec.min).max(spec.max);
  }
  if (spec.kind === 'choice') {
    return z.enum(spec.options.map((o) => o.value) as [string, ...string[]]);
  }
  return z.boolean();
}

/** Settings of an analysis on the wire: every entry of the domain's settings catalogue, validated by its range or choices. */
export const settingsSchema = z
  .object(Object.fromEntries(SETTINGS_CATALOGUE.map((spec) => [spec.key, settingRule(spec)])) as { [K in keyof Settings]: z.ZodType<Settings[K]> })
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
  /** Each company's type, in the order of `company_names`. */
  company_types: z.array(companyTypeSchema),
  /** Each company's PAN or CIN (null where not given), in the order of `company_names`; absent when none has one. */
  company_pan_cins: z.array(z.string().nullable()).optional(),
  unit: z.enum(UNITS),
  settings: settingsSchema,
  version: z.number().int(),
  updated_at: z.string(),
  /** The periods, oldest first; `year` (the assessment year) is one of them. */
  periods: z.array(periodSchema),
  /** The periods that are not 12 months long: months by year (one analysis's GET and writes; absent in the list). */
  months_by_year: z.record(z.string(), z.number().int()).optional(),
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
    cursor: text().max(200).optional(),
    q: text().trim().max(120).optional(),
  })
  .strict();
export type AnalysisListQuery = z.infer<typeof analysisListQuery>;

/** The answer of GET /api/analyses/: a page, and the cursor of the next one (null on the last page). */
export const analysisPage = z.object({ items: z.array(analysisSummary), next_cursor: z.string().nullable() });
export type AnalysisPage = z.infer<typeof analysisPage>;

/**
 * The statement update body (POST /api/update_<statement>/{tokenId}/): one `{name, metrics}` per
 * company, in order. Input keys are validated amounts (signed on the catalogue's signed rows); derived keys of the statement are accepted
 * and ignored (the server recomputes them); any other key is refused (cma-domain §7 Q4).
 */
export function statementUpdateSchema(screen: InputScreenId) {
  return z
    .array(z.object({ name: text().optional(), metrics: statementMetricsSchema(screen) }).strict())
    .min(1)
    .max(MAX_COMPANIES);
}

/**
 * The `metrics` of one company in a statement update (the spec's update and the all-periods write): input keys
 * are validated amounts, derived keys of the statement are dropped, any other key is refused.
 */
export function statementMetricsSchema(screen: InputScreenId) {
  const inputKeys = new Set(inputRows(screen).map((r) => r.key));
  const derivedKeys = new Set(
    valueRows(screen)
      .filter((r) => r.kind === 'derived')
      .map((r) => r.key),
  );
  return z
    .record(z.string(), z.unknown())
    .superRefine((m, ctx) => {
      for (const [key, value] of Object.entries(m)) {
        if (inputKeys.has(key)) {
          const parsed = inputAmountSchema(`${screen}.${key}`).safeParse(value);
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

/** How a PATCH that names a new `unit` treats the stored figures: keep them as typed, or convert them. */
export const UNIT_CHANGES = ['relabel', 'convert'] as const;
export type UnitChange = (typeof UNIT_CHANGES)[number];

/**
 * PATCH /api/analyses/{id}/: rename the analysis, change its unit, reorder its companies, rename
 * them or change their types. `company_order` is a permutation of the current positions: new position i holds the company that was
 * at `company_order[i]`, with all its figures. `company_names`, `company_types` and `company_pan_cins` (in the new order, null
 * to clear one) are applied after it.
 *
 * `unit` alone changes the label only (`unit_change` absent or `relabel`: the figures stay as typed). With
 * `unit_change: 'convert'` every stored amount (every statement input of every company and period, and the
 * Form I limits) is multiplied by 10^(exponent of the old unit − exponent of the new one), exactly. A figure
 * that would need more than 2 decimals refuses the whole change (422, {@link UnitConversionRefusal}) unless
 * `round` is true, which rounds it half-even to 2 decimals; a figure above the largest amount is always refused.
 */
export const analysisPatch = z
  .object({
    name: analysisName.min(1, 'name must not be empty'),
    unit: z.enum(UNITS),
    unit_change: z.enum(UNIT_CHANGES, { error: `unit_change must be one of ${UNIT_CHANGES.join(', ')}` }),
    round: z.boolean({ error: 'round must be true or false' }),
    company_order: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MAX_COMPANIES - 1),
      )
      .min(1)
      .max(MAX_COMPANIES),
    company_names: z.array(companyName.min(1, 'company name must not be empty')).min(1).max(MAX_COMPANIES),
    company_types: z.array(companyTypeSchema).min(1).max(MAX_COMPANIES),
    company_pan_cins: z.array(panCinSchema).min(1).max(MAX_COMPANIES),
  })
  .partial()
  .strict()
  .refine((p) => p.unit_change === undefined || p.unit !== undefined, {
    path: ['unit_change'],
    message: 'unit_change needs the new unit',
  })
  .refine((p) => p.round !== true || p.unit_change === 'convert', {
    path: ['round'],
    message: "round applies only to unit_change 'convert'",
  });
export type AnalysisPatch = z.infer<typeof analysisPatch>;

/** One figure a unit conversion refused: where it is (names as the screens show them) and what it would become. */
export const refusedFigure = z.object({
  company: z.string(),
  /** The period as the screens label it ("FY 2024-25 (Audited)"). */
  period: z.string(),
  /** The statement or form and the row ("Operating statement: Sales (domestic)", "Form I: Cash Credit, existing limit"). */
  row: z.string(),
  /** The stored figure, in the old unit. */
  from: z.number(),
  /** The exact converted figure, in the new unit, as decimal text ("12.3456"). */
  to: z.string(),
  /** What `round: true` would store (half-even to 2 decimals); null when the figure is too large. */
  rounded: z.number().nullable(),
  /** Why: more than 2 decimals (`round` would fix it) or above the largest amount (nothing fixes it). */
  reason: z.enum(['decimals', 'too_large']),
});
export type RefusedFigure = z.infer<typeof refusedFigure>;

/**
 * The `details` of a 422 `unit_conversion_refused`: how many figures would need more than 2 decimals
 * (`inexact`) or exceed the largest amount (`too_large`), and up to five examples, the too-large first.
 */
export const unitConversionRefusal = z.object({
  from: z.enum(UNITS),
  to: z.enum(UNITS),
  /** The exact multiplier, as decimal text ("0.01", "100000"). */
  factor: z.string(),
  inexact: z.number().int(),
  too_large: z.number().int(),
  examples: z.array(refusedFigure),
});
export type UnitConversionRefusal = z.infer<typeof unitConversionRefusal>;

/**
 * POST /api/update_ratios|update_wctl|update_kfi/{tokenId}/: the spec's list shape, accepted for
 * compatibility. Nothing in it is stored (derived values are computed on read).
 */
export const derivedUpdateRequest = z.array(z.object({ name: text().optional(), metrics: z.record(z.string(), z.unknown()) }).loose()).max(MAX_COMPANIES);
