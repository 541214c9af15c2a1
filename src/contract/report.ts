import { z } from 'zod';
import { amountSchema } from './amounts';
import { MAX_COMPANIES, UNITS } from './constants';
import { companyNotes } from './notes';
import { signOff } from './sign-off';
import { text } from './text';
import { FACILITY_TYPES } from '../domain/facilities';
import { hasAtMostTwoDecimals } from '../domain/money';
import { ANALYSIS_PAGE_IDS } from '../domain/report-pages';

/**
 * The CMA report's inputs that are not statements: Form I (particulars of existing and proposed limits, per
 * company) and the preparer's details printed on the cover (per user).
 */

/** At most this many facilities per company in Form I. */
export const MAX_FACILITIES = 20;

/**
 * One row of Form I (cma-forms §3.1, §6): a facility (e.g. "Cash Credit (hypothecation of stock and book debts)"),
 * the bank or institution and the facility type, the existing limit, the limit requested (`proposed`), the amount
 * outstanding as on `as_on` (ISO date), the maximum and minimum utilisation in the last 12 months, the amount
 * overdue and since when, the security and the rate (% a year), amounts in the analysis's unit. A figure not
 * known is absent (shown "—"), never 0. The minimum utilisation cannot exceed the maximum; an overdue date
 * needs an amount overdue.
 */
export const facilityLimit = z
  .object({
    facility: text().trim().min(1, 'facility is required').max(120),
    bank: text().trim().min(1).max(120).optional(),
    facility_type: z.enum(FACILITY_TYPES).optional(),
    existing: amountSchema.optional(),
    proposed: amountSchema.optional(),
    outstanding: amountSchema.optional(),
    as_on: z.iso.date().optional(),
    max_utilisation: amountSchema.optional(),
    min_utilisation: amountSchema.optional(),
    overdue: amountSchema.optional(),
    overdue_since: z.iso.date().optional(),
    security: text().trim().min(1).max(300).optional(),
    rate_pct: z.number().min(0).max(100).refine(hasAtMostTwoDecimals, 'at most 2 decimals').optional(),
  })
  .strict()
  .refine((f) => f.min_utilisation === undefined || f.max_utilisation === undefined || f.min_utilisation <= f.max_utilisation, {
    path: ['min_utilisation'],
    message: 'the minimum utilisation cannot exceed the maximum',
  })
  .refine((f) => f.overdue_since === undefined || (f.overdue ?? 0) > 0, {
    path: ['overdue_since'],
    message: 'an overdue date needs an amount overdue',
  });
export type FacilityLimit = z.infer<typeof facilityLimit>;

/** At most this many associate or group concerns per company in Form I. */
export const MAX_ASSOCIATES = 20;

/**
 * An associate or group concern of the borrower as Form I lists it (a bank sizes the group's exposure and
 * asks about any overdue before it lends): its name, how it is related ("common directors", "proprietor's
 * HUF"), the bank it deals with, its exposure (the fund- and non-fund-based limits it enjoys), the amount
 * outstanding and any amount overdue, amounts in the analysis's unit. A figure not known is absent ("—").
 */
export const associateConcern = z
  .object({
    name: text().trim().min(1, 'name is required').max(120),
    relationship: text().trim().min(1).max(120).optional(),
    bank: text().trim().min(1).max(120).optional(),
    exposure: amountSchema.optional(),
    outstanding: amountSchema.optional(),
    overdue: amountSchema.optional(),
  })
  .strict();
export type AssociateConcern = z.infer<typeof associateConcern>;

/** GET|PUT /api/analyses/{id}/associates/: the associate or group concerns of every company, by position (as the limits). */
export const analysisAssociates = z.object({ companies: z.array(z.array(associateConcern).max(MAX_ASSOCIATES)).max(MAX_COMPANIES) }).strict();
export type AnalysisAssociates = z.infer<typeof analysisAssociates>;

/**
 * GET|PUT /api/analyses/{id}/limits/: Form I of every company, by position (the PUT replaces the whole table,
 * with If-Match/409 as on every write, and answers the analysis summary with its new version).
 */
export const analysisLimits = z.object({ companies: z.array(z.array(facilityLimit).max(MAX_FACILITIES)).max(MAX_COMPANIES) }).strict();
export type AnalysisLimits = z.infer<typeof analysisLimits>;

/**
 * GET|PATCH /api/me/profile/: the firm name and the preparer printed on the report's cover, per user, and whether
 * the printed footer names the product beside the firm (off unless the firm chooses it: the CA signs the document).
 */
export const userProfile = z.object({ firm_name: text().trim().max(160), prepared_by: text().trim().max(120), print_product_name: z.boolean() }).strict();
export type UserProfile = z.infer<typeof userProfile>;
export const userProfilePatch = userProfile.partial().strict();

/**
 * One printed line of a CMA form for one company: its number and label (the label already follows the
 * analysis's settings), and per period (in the order of `ReportModel.periods`) the value in the analysis's
 * unit (`null` = "—"), Form IV's months of holding, and the reason a figure is "—" or "NM" when there is one. A heading
 * has no `values`. `format` says how to print the value.
 */
export const reportLine = z.object({
  no: z.string(),
  label: z.string(),
  heading: z.boolean(),
  format: z.enum(['amount', 'percent', 'times', 'months', 'days', 'yesno']),
  values: z.array(z.number().nullable()).optional(),
  months: z.array(z.number().nullable()).optional(),
  /** Per period: why a figure is "—" or "NM", or that it stands in for another (the spares proxy): the footnote. */
  reasons: z.array(z.string().nullable()).optional(),
  /** Per period: the ratio is not meaningful (TNW ≤ 0) and prints "NM"; its value is kept and its reason is in `reasons`. */
  nm: z.array(z.boolean()).optional(),
  /** Per period: the analyst's notes on the inputs this line prints ("Sales – Exports: as per audited BS note 12"), footnotes. */
  notes: z.array(z.array(z.string())).optional(),
  /** A detail line of an input printed on the line above (Forms II and III), printed indented; its values are the line's amounts. */
  detail: z.boolean().optional(),
});
export type ReportLine = z.infer<typeof reportLine>;

/** One form of one company: Form I as its limits table, Forms II–VI as lines. */
export const reportForm = z.object({
  id: z.enum(['I', 'II', 'III', 'IV', 'V', 'VI']),
  title: z.string(),
  lines: z.array(reportLine),
  /** Per period, a column-level flag (Form VI: the balance sheet does not tally, with the residual), or null. */
  flags: z.array(z.string().nullable()).optional(),
});

/** One check across years of a company, as the report lists it: the period ("FY 2024-25 (Audited)"), its level and sentence. */
export const reportCheck = z.object({ period: z.string(), level: z.enum(['warning', 'info']), text: z.string() });
export type ReportCheck = z.infer<typeof reportCheck>;

/**
 * A page of the printed CMA beyond Forms I–VI that prints the analysis screens' rows (`id` one of
 * `ANALYSIS_PAGE_IDS`): its title, the short name of its running head ("KFI"), and its lines as a form's.
 */
export const reportPage = z.object({ id: z.enum(ANALYSIS_PAGE_IDS), title: z.string(), head: z.string(), lines: z.array(reportLine) });
export type ReportPage = z.infer<typeof reportPage>;

/** The label of the assumption that names the unit of the figures; a print in another display unit restates it. */
export const UNIT_ASSUMPTION_LABEL = 'Figures in';

/**
 * GET /api/analyses/{id}/report/: the CMA report of every company (Forms I–VI over all periods, oldest first,
 * the assessment year marked), the assumptions in effect, and the cover's details. The print view and the
 * xlsx export render this same model.
 */
export const reportModel = z.object({
  analysis: z.object({ id: z.number().int(), name: z.string(), unit: z.enum(UNITS), unit_label: z.string(), version: z.number().int() }),
  assessment_year: z.number().int(),
  periods: z.array(z.object({ year: z.number().int(), kind: z.string(), label: z.string() })),
  companies: z.array(
    z.object({
      name: z.string(),
      limits: z.array(facilityLimit),
      /** Form I's associate or group concerns with their exposure. */
      associates: z.array(associateConcern).optional(),
      forms: z.array(reportForm),
      /** The checks across years (cma-forms §4.7), period by period, oldest first: warnings and information lines. */
      checks: z.array(reportCheck),
      /** The banker's flags (TOL / TNW, current ratio, receivables, creditors, stock norms, DSCR, NWC), period by period. */
      bankers_flags: z.array(reportCheck),
      /** The analysis pages (key ratios, KFI, assessment of working capital, drawing power, security margin), in print order. */
      pages: z.array(reportPage).optional(),
      /** What the bank will ask about Form I (outstanding above 1.5 × limit, Form I against Form III, requested against MPBF). */
      limit_flags: z.array(z.string()).optional(),
      /** The basis of projections in words and figures: each driven input row, then each fixed-asset block (empty when all typed). */
      basis: z.array(z.object({ label: z.string(), text: z.string() })).optional(),
      /** The analyst's free-text notes on the company and on each of its forms. */
      notes: companyNotes.optional(),
    }),
  ),
  /** Every setting in effect as printed ("Tandon margin on current assets", "25%"), the unit and the assessment year. */
  assumptions: z.array(z.object({ label: z.string(), value: z.string() })),
  profile: userProfile,
  /** The UDIN, place and date of signing as stored with the analysis (GET|PUT …/sign-off/). */
  sign_off: signOff,
  generated_at: z.string(),
});
export type ReportModel = z.infer<typeof reportModel>;
