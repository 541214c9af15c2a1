import { z } from 'zod';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { inputRows } from '../domain/model';
import { amountSchema } from './amounts';
import { settingsSchema, yearSchema } from './analysis';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { DEFAULT_PERIOD_KIND, MAX_PERIODS, PERIOD_KINDS, periodSchema } from './periods';
import type { WirePeriod } from './periods';
import { DEFAULT_SETTINGS } from '../domain/settings';

/** The current version of the analysis file format (docs/fixture-format.md). Version 1 files still import. */
export const FIXTURE_SCHEMA_VERSION = 2 as const;

function statementInputs(screen: InputScreenId) {
  const shape = Object.fromEntries(inputRows(screen).map((r) => [r.key, amountSchema.optional()]));
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

const companyName = z.string().trim().min(1).max(120);

/** What both versions share: the analysis's name, assessment year, unit and settings. */
const header = {
  name: z.string().trim().min(1).max(120),
  year: yearSchema,
  unit: z.enum(UNITS).default(DEFAULT_UNIT),
  settings: settingsSchema.partial().default({}).transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
};

/**
 * Why a list of periods (oldest first) is not valid for an analysis, or null: 1–10 periods, years strictly
 * increasing, kinds in the order Audited ≤ Provisional ≤ Estimated ≤ Projected. The API's period operations
 * and the file format share it.
 */
export function periodsProblem(periods: readonly WirePeriod[]): string | null {
  if (periods.length < 1 || periods.length > MAX_PERIODS) {
    return `an analysis has 1 to ${MAX_PERIODS} periods`;
  }
  for (let i = 1; i < periods.length; i++) {
    const [before, after] = [periods[i - 1]!, periods[i]!];
    if (after.year <= before.year) {
      return 'years must be strictly increasing (oldest first)';
    }
    if (PERIOD_KINDS.indexOf(after.kind) < PERIOD_KINDS.indexOf(before.kind)) {
      return `kinds must be in the order ${PERIOD_KINDS.join(', ')}: ${before.year} is ${before.kind}, ${after.year} is ${after.kind}`;
    }
  }
  return null;
}

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
          .object({ name: companyName, years: z.record(z.string().regex(/^\d{4}$/, 'a period year'), statements) })
          .strict(),
      )
      .min(1)
      .max(MAX_COMPANIES),
  })
  .strict()
  .superRefine((file, ctx) => {
    const problem = periodsProblem(file.periods);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['periods'], message: problem });
    }
    const years = new Set(file.periods.map((p) => String(p.year)));
    if (!years.has(String(file.year))) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'the assessment year must be one of the periods' });
    }
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
