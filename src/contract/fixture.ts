import { z } from 'zod';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { inputRows } from '../domain/model';
import { inputAmountSchema } from './amounts';
import { settingsSchema, yearSchema } from './analysis';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { periodErrors } from '../domain/periods';
import { DEFAULT_PERIOD_KIND, MAX_PERIODS, periodSchema } from './periods';
import { facilityLimit, MAX_FACILITIES } from './report';
import type { WirePeriod } from './periods';
import { text } from './text';
import { DEFAULT_SETTINGS } from '../domain/settings';

/** The current version of the analysis file format (docs/fixture-format.md). Version 1 files still import. */
export const FIXTURE_SCHEMA_VERSION = 2 as const;

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
  settings: settingsSchema.partial().default({}).transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
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

/**
 * Version 2: `periods` (oldest first, the assessment `year` among them) and per company `years`, the three
 * statements keyed by period year (a period left out has no figures yet).
 */
const analysisFileV2 = z
  .object({
    schemaVersion: z.literal(FIXTURE_SCHEMA_VERSION),
    ...header,
    periods: z.array(periodSchema).min(1).max(MAX_PERIODS),
    companies: z
      .array(
        z
          .object({
            name: companyName,
            years: z.record(z.string().regex(/^\d{4}$/, 'a period year'), statements),
            /** Form I: the company's existing and proposed limits (absent = none entered). */
            limits: z.array(facilityLimit).max(MAX_FACILITIES).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_COMPANIES),
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

/**
 * An analysis as a JSON file: what the app exports (version 2), imports (version 1 or 2), and what `fixtures/`
 * holds. Inputs only; derived values are never stored or trusted (design.md §2). Parsing gives the version 2
 * shape whatever the version read.
 */
export const analysisFile = z.discriminatedUnion('schemaVersion', [analysisFileV1, analysisFileV2]);
export type AnalysisFile = z.output<typeof analysisFile>;

export { INPUT_SCREENS };
