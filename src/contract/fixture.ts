import { z } from 'zod';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { inputRows } from '../domain/model';
import { inputAmountSchema } from './amounts';
import { companyTypeSchema, panCinSchema, settingsSchema, yearSchema } from './analysis';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { periodErrors } from '../domain/periods';
import { DEFAULT_PERIOD_KIND, MAX_PERIODS, periodMonthsSchema, periodSchema } from './periods';
import { associateConcern, facilityLimit, MAX_ASSOCIATES, MAX_FACILITIES } from './report';
import { assetBlockSchema, companyDriversSchema } from './projections';
import { termLoanSchema } from './term-loans';
import { MAX_LOANS_PER_COMPANY } from '../domain/loans/term-loan';
import type { WirePeriod } from './periods';
import { expressionMismatch, expressionSchema, noteSchema, periodTextsSchema } from './cell-texts';
import { detailsMismatch, periodDetailsSchema } from './detail-lines';
import { companyNotes } from './notes';
import { text } from './text';
import { DEFAULT_SETTINGS } from '../domain/settings';

/** The current version of the analysis file format (docs/fixture-format.md). Versions 1 to 5 still import. */
export const FIXTURE_SCHEMA_VERSION = 6 as const;

function statementInputs(screen: InputScreenId) {
  const shape = Object.fromEntries(inputRows(screen).map((r) => [r.key, inputAmountSchema(`${screen}.${r.key}`).optional()]));
  return z.object(shape).strict().default({});
}

/** The three statements of one company in one period. */
const statements = z
  .object({
    opstmt: statementInputs('opstmt'),
    assetnliabs: statementInputs('assetnliabs'),
    ocaocl: statementInputs('ocaocl'),
  })
  .strict();

const companyName = text().trim().min(1).max(120);

/** What both versions share: the analysis's name, assessment year, unit and settings. */
const header = {
  name: text().trim().min(1).max(120),
  year: yearSchema,
  unit: z.enum(UNITS).default(DEFAULT_UNIT),
  settings: settingsSchema
    .partial()
    .default({})
    .transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
};

/** Version 1: one year, the three statements directly on each company. Read as one period of kind Estimated. */
const analysisFileV1 = z
  .object({
    schemaVersion: z.literal(1),
    ...header,
    companies: z
      .array(z.object({ name: companyName, ...statements.shape }).strict())
      .min(1)
      .max(MAX_COMPANIES),
  })
  .strict()
  .transform(({ companies, ...file }) => ({
    ...file,
    schemaVersion: FIXTURE_SCHEMA_VERSION,
    periods: [{ year: file.year, kind: DEFAULT_PERIOD_KIND.assessment }] as WirePeriod[],
    companies: companies.map(({ name, ...inputs }) => ({ name, years: { [String(file.year)]: inputs } })),
  }));

/** A company of a version 2 file: its name, its statements by period year and its Form I limits. */
const companyV2 = z
  .object({
    name: companyName,
    years: z.record(z.string().regex(/^\d{4}$/, 'a period year'), statements),
    /** Form I: the company's existing and proposed limits (absent = none entered). */
    limits: z.array(facilityLimit).max(MAX_FACILITIES).optional(),
  })
  .strict();

/** A company of a version 3 file: version 2's, with its term loans (absent = none) and its type (absent = company). */
const companyV3 = companyV2.extend({ term_loans: z.array(termLoanSchema).max(MAX_LOANS_PER_COMPANY).optional(), type: companyTypeSchema.optional() }).strict();

/**
 * The figures of one period of a version 4 company: the three statements, and beside them the arithmetic figures
 * were typed as (`expressions`, each working out to its figure) and the analyst's `notes`, per statement and input key.
 */
const yearTextsV4 = statements
  .extend({
    expressions: periodTextsSchema(expressionSchema).optional(),
    notes: periodTextsSchema(noteSchema.refine((n) => n !== '', 'a note is not empty')).optional(),
  })
  .strict();

/** Each expression of a period works out to the figure beside it. */
function expressionsHold(period: z.infer<typeof yearTextsV4>, ctx: z.RefinementCtx): void {
  for (const screen of INPUT_SCREENS) {
    for (const [key, expression] of Object.entries(period.expressions?.[screen] ?? {})) {
      const why = expressionMismatch(expression, (period[screen] as Record<string, number | undefined>)[key]);
      if (why) {
        ctx.addIssue({ code: 'custom', path: ['expressions', screen, key], message: why });
      }
    }
  }
}

const yearFiguresV4 = yearTextsV4.superRefine(expressionsHold);

/**
 * The figures of one period of a version 5 company: version 4's, with the `details` (per statement and input key,
 * the detail lines the row is opened into); each such row's figure must be the lines' sum.
 */
const yearFiguresV5 = yearTextsV4
  .extend({ details: periodDetailsSchema.optional() })
  .strict()
  .superRefine(expressionsHold)
  .superRefine((period, ctx) => {
    for (const screen of INPUT_SCREENS) {
      for (const [key, lines] of Object.entries(period.details?.[screen] ?? {})) {
        const why =
          lines.length === 0
            ? 'a row with detail lines has at least one'
            : detailsMismatch(lines, (period[screen] as Record<string, number | undefined>)[key] ?? 0);
        if (why) {
          ctx.addIssue({ code: 'custom', path: ['details', screen, key], message: why });
        }
      }
    }
  });

/**
 * A company of a version 4 file: version 3's, with the expressions and notes of each period, its projection
 * methods and fixed-asset blocks (absent = none).
 */
const companyV4 = companyV3
  .extend({
    years: z.record(z.string().regex(/^\d{4}$/, 'a period year'), yearFiguresV4),
    projections: companyDriversSchema.optional(),
    fixed_assets: z.array(assetBlockSchema).max(3).optional(),
    /** The company's PAN or CIN (absent = not given). */
    pan_cin: panCinSchema.unwrap().optional(),
  })
  .strict();

/** A company of a version 5 file: version 4's, each period with its detail lines. */
const companyV5 = companyV4.extend({ years: z.record(z.string().regex(/^\d{4}$/, 'a period year'), yearFiguresV5) }).strict();

/**
 * A company of a version 6 file: version 5's, with the analyst's free-text notes on it and its forms, and its Form I
 * associate concerns (absent = none).
 */
const companyV6 = companyV5.extend({ notes: companyNotes.optional(), associates: z.array(associateConcern).max(MAX_ASSOCIATES).optional() }).strict();

/** A period of a version 4 file: its year, kind and (absent = 12) months. */
const periodV4 = periodSchema.extend({ months: periodMonthsSchema.optional() }).strict();

/** A file with periods (version 2, 3 or 4) whose companies are `company`, checked against the domain's time axis. */
function analysisFileWithPeriods<
  C extends typeof companyV2 | typeof companyV3 | typeof companyV4 | typeof companyV5 | typeof companyV6,
  V extends 2 | 3 | 4 | 5 | 6,
>(version: V, company: C, period: typeof periodSchema | typeof periodV4 = periodSchema) {
  return z
    .object({
      schemaVersion: z.literal(version),
      ...header,
      periods: z.array(period).min(1).max(MAX_PERIODS),
      companies: z.array(company).min(1).max(MAX_COMPANIES),
    })
    .strict()
    .superRefine((file, ctx) => {
      // The domain's rules of the time axis, the assessment year among the periods included.
      for (const message of periodErrors(file.periods, file.year)) {
        ctx.addIssue({ code: 'custom', path: ['periods'], message });
      }
      const years = new Set(file.periods.map((p) => String(p.year)));
      file.companies.forEach((c, i) => {
        for (const year of Object.keys(c.years).filter((y) => !years.has(y))) {
          ctx.addIssue({ code: 'custom', path: ['companies', i, 'years', year], message: 'not one of the periods' });
        }
      });
    });
}

/**
 * Version 2: `periods` (oldest first, the assessment `year` among them) and per company `years`, the three
 * statements keyed by period year (a period left out has no figures yet). Read as version 3 without loans.
 */
const analysisFileV2 = analysisFileWithPeriods(2, companyV2).transform((file) => ({ ...file, schemaVersion: FIXTURE_SCHEMA_VERSION }));

/** Version 3: version 2 with each company's `term_loans` and `type`. Read as version 4 without texts or projections. */
const analysisFileV3 = analysisFileWithPeriods(3, companyV3).transform((file) => ({ ...file, schemaVersion: FIXTURE_SCHEMA_VERSION }));

/**
 * Version 4: version 3 with the expressions and notes beside each period's figures, each company's `projections`
 * and `fixed_assets`, and each period's `months`.
 */
const analysisFileV4 = analysisFileWithPeriods(4, companyV4, periodV4).transform((file) => ({ ...file, schemaVersion: FIXTURE_SCHEMA_VERSION }));

/** Version 5: version 4 with the detail lines of each period's rows opened into them. Read as version 6 without notes. */
const analysisFileV5 = analysisFileWithPeriods(5, companyV5, periodV4).transform((file) => ({ ...file, schemaVersion: FIXTURE_SCHEMA_VERSION }));

/** Version 6: version 5 with each company's free-text `notes` (on the company and per form). */
const analysisFileV6 = analysisFileWithPeriods(FIXTURE_SCHEMA_VERSION, companyV6, periodV4);

/**
 * An analysis as a JSON file: what the app exports (version 6), imports (version 1 to 6), and what `fixtures/`
 * holds. Inputs and assumptions only; derived and driven values are never stored or trusted (design.md §2).
 * Parsing gives the version 6 shape whatever the version read.
 */
export const analysisFile = z.discriminatedUnion('schemaVersion', [
  analysisFileV1,
  analysisFileV2,
  analysisFileV3,
  analysisFileV4,
  analysisFileV5,
  analysisFileV6,
]);
export type AnalysisFile = z.output<typeof analysisFile>;

export { INPUT_SCREENS };
