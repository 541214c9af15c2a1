import { z } from 'zod';
import { amountSchema } from './amounts';
import { MAX_COMPANIES } from './constants';
import { text } from './text';

/**
 * The CMA report's inputs that are not statements: Form I (particulars of existing and proposed limits, per
 * company) and the preparer's details printed on the cover (per user).
 */

/** At most this many facilities per company in Form I. */
export const MAX_FACILITIES = 20;

/**
 * One row of Form I: a facility (e.g. "Cash Credit (hypothecation of stock and book debts)") with its existing
 * limit, the proposed limit and the amount outstanding as on `as_on` (ISO date), amounts in the analysis's unit.
 * A figure not known is absent (shown "—"), never 0.
 */
export const facilityLimit = z
  .object({
    facility: text().trim().min(1, 'facility is required').max(120),
    existing: amountSchema.optional(),
    proposed: amountSchema.optional(),
    outstanding: amountSchema.optional(),
    as_on: z.iso.date().optional(),
  })
  .strict();
export type FacilityLimit = z.infer<typeof facilityLimit>;

/**
 * GET|PUT /api/analyses/{id}/limits/: Form I of every company, by position (the PUT replaces the whole table,
 * with If-Match/409 as on every write, and answers the analysis summary with its new version).
 */
export const analysisLimits = z
  .object({ companies: z.array(z.array(facilityLimit).max(MAX_FACILITIES)).max(MAX_COMPANIES) })
  .strict();
export type AnalysisLimits = z.infer<typeof analysisLimits>;

/** GET|PATCH /api/me/profile/: the firm name and the preparer printed on the report's cover, per user. */
export const userProfile = z
  .object({ firm_name: z.string().trim().max(160), prepared_by: z.string().trim().max(120) })
  .strict();
export type UserProfile = z.infer<typeof userProfile>;
export const userProfilePatch = userProfile.partial().strict();
