import { z } from 'zod';
import { FREQUENCIES, LENDERS, MAX_LOANS_PER_COMPANY, MORATORIUM_INTEREST, REPAYMENT_METHODS } from '../domain/loans/term-loan';
import type { TermLoan } from '../domain/loans/term-loan';
import { MAX_SENSITIVITY_CASES } from '../domain/loans/sensitivity';
import type { SensitivityCase } from '../domain/loans/sensitivity';
import { amountSchema } from './amounts';
import { MAX_COMPANIES } from './constants';
import { allPeriodsScreen, periodSchema } from './periods';
import { text } from './text';

/**
 * One term loan on the wire: snake_case keys, the amount in the analysis's unit. EMI is
 * refused with any frequency but monthly (400 naming `repayment`).
 */
export const termLoanSchema = z
  .object({
    name: text().trim().min(1, 'name is required').max(120),
    lender: z.enum(LENDERS),
    amount: amountSchema.refine((n) => n > 0, 'must be more than 0'),
    rate_pct: z.number().min(0).max(40),
    first_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month "YYYY-MM"'),
    moratorium_months: z.number().int().min(0).max(60),
    moratorium_interest: z.enum(MORATORIUM_INTEREST),
    instalments: z.number().int().min(1).max(360),
    frequency: z.enum(FREQUENCIES),
    repayment: z.enum(REPAYMENT_METHODS),
  })
  .strict()
  .superRefine((loan, ctx) => {
    if (loan.repayment === 'emi' && loan.frequency !== 'monthly') {
      ctx.addIssue({ code: 'custom', path: ['repayment'], message: 'emi is only with monthly instalments' });
    }
  });
export type WireTermLoan = z.infer<typeof termLoanSchema>;

/** GET|PUT /api/analyses/{id}/term-loans/: every company's loans, one list per company in column order. */
export const analysisTermLoans = z.object({ companies: z.array(z.array(termLoanSchema).max(MAX_LOANS_PER_COMPANY)).max(MAX_COMPANIES) }).strict();
export type AnalysisTermLoans = z.infer<typeof analysisTermLoans>;

/** A wire loan as the domain takes it. */
export function termLoanOf(w: WireTermLoan): TermLoan {
  return {
    name: w.name,
    lender: w.lender,
    amount: w.amount,
    ratePct: w.rate_pct,
    firstMonth: w.first_month,
    moratoriumMonths: w.moratorium_months,
    moratoriumInterest: w.moratorium_interest,
    instalments: w.instalments,
    frequency: w.frequency,
    repayment: w.repayment,
  };
}

const nullableNumber = z.number().nullable();

/** One FY of a company's loans, with the DSCR (the schedule's `by_year`). */
const scheduleYear = z.object({
  interest: z.number(),
  interest_capitalised: z.number(),
  principal: z.number(),
  closing: z.number(),
  due_next_year: z.number(),
  dscr_numerator: nullableNumber,
  dscr_denominator: z.number(),
  dscr: nullableNumber,
  /** Why `dscr` is null ("no debt service this year"). */
  dscr_reason: z.string().optional(),
});

/** Where the loans disagree with the typed balance sheet in a period: both figures. */
const balanceSheetMismatch = z.object({
  year: z.number().int(),
  row: z.string(),
  loans: z.number(),
  balance_sheet: z.number(),
});

/** GET /api/analyses/{id}/term-loans/schedule/: each company's loans month by month, by FY and the DSCR over the tenor. */
export const termLoanSchedule = z.object({
  version: z.number().int(),
  periods: z.array(periodSchema),
  companies: z.array(
    z.object({
      name: z.string(),
      loans: z.array(
        z.object({
          name: z.string(),
          rows: z.array(z.object({ month: z.string(), opening: z.number(), interest: z.number(), principal: z.number(), closing: z.number() })),
        }),
      ),
      by_year: z.record(z.string(), scheduleYear),
      dscr: z.object({ min: nullableNumber, min_year: z.number().int().nullable(), average: nullableNumber, years: z.array(z.number().int()) }),
      mismatches: z.array(balanceSheetMismatch),
    }),
  ),
});
export type TermLoanSchedule = z.infer<typeof termLoanSchedule>;

/** One sensitivity case on the wire; a percentage left out is 0. */
export const sensitivityCaseSchema = z
  .object({
    name: text().trim().min(1, 'name is required').max(60),
    sales_price_pct: z.number().min(-50).max(50).optional(),
    raw_material_pct: z.number().min(-50).max(50).optional(),
  })
  .strict();

/** POST /api/analyses/{id}/sensitivity/: 1–6 cases. */
export const sensitivityRequest = z.object({ cases: z.array(sensitivityCaseSchema).min(1).max(MAX_SENSITIVITY_CASES) }).strict();
export type SensitivityRequest = z.infer<typeof sensitivityRequest>;

/** A wire case as the domain takes it. */
export function sensitivityCaseOf(c: z.infer<typeof sensitivityCaseSchema>): SensitivityCase {
  return { name: c.name, salesPricePct: c.sales_price_pct ?? 0, rawMaterialPct: c.raw_material_pct ?? 0 };
}

/** The answer of POST /api/analyses/{id}/sensitivity/. */
export const sensitivityResponse = z.object({
  cases: z.array(
    z.object({
      name: z.string(),
      companies: z.array(
        z.object({
          name: z.string(),
          by_year: z.record(
            z.string(),
            z.object({
              total_sales: z.number(),
              pbt: z.number(),
              pat: z.number(),
              cash_accruals: z.number(),
              dscr: nullableNumber,
              bep_pct_of_sales: nullableNumber,
            }),
          ),
          dscr: z.object({ min: nullableNumber, min_year: z.number().int().nullable(), average: nullableNumber }),
        }),
      ),
    }),
  ),
});
export type SensitivityResponse = z.infer<typeof sensitivityResponse>;

/**
 * GET /api/analyses/{id}/screens/breakeven/: the all-periods screen shape (keys `variable_costs`,
 * `fixed_costs`, `contribution`, `pv_ratio_pct`, `bep_sales`, `bep_pct_of_sales`, `cash_bep_sales`,
 * `cash_bep_pct_of_sales`, `margin_of_safety_pct`), with each figure's working under `working_by_year`.
 */
export const breakEvenScreenSchema = allPeriodsScreen.extend({
  companies: z.array(
    allPeriodsScreen.shape.companies.element.extend({
      working_by_year: z.record(z.string(), z.record(z.string(), z.string())),
    }),
  ),
});
export type BreakEvenScreen = z.infer<typeof breakEvenScreenSchema>;
