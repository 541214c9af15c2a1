import { z } from 'zod';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { inputRows } from '../domain/model';
import { amountSchema } from './amounts';
import { settingsSchema, yearSchema } from './analysis';
import { DEFAULT_UNIT, MAX_COMPANIES, UNITS } from './constants';
import { text } from './text';
import { DEFAULT_SETTINGS } from '../domain/settings';

/** The current version of the analysis file format (docs/fixture-format.md). */
export const FIXTURE_SCHEMA_VERSION = 1;

function statementInputs(screen: InputScreenId) {
  const shape = Object.fromEntries(inputRows(screen).map((r) => [r.key, amountSchema.optional()]));
  return z.object(shape).strict().default({});
}

/**
 * An analysis as a JSON file: what the app exports, imports, and what `fixtures/` holds.
 * Inputs only; derived values are never stored or trusted (design.md §2).
 */
export const analysisFile = z
  .object({
    schemaVersion: z.literal(FIXTURE_SCHEMA_VERSION),
    name: text().trim().min(1).max(120),
    year: yearSchema,
    unit: z.enum(UNITS).default(DEFAULT_UNIT),
    settings: settingsSchema.partial().default({}).transform((s) => ({ ...DEFAULT_SETTINGS, ...s })),
    companies: z
      .array(
        z
          .object({
            name: text().trim().min(1).max(120),
            opstmt: statementInputs('opstmt'),
            assetnliabs: statementInputs('assetnliabs'),
            ocaocl: statementInputs('ocaocl'),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_COMPANIES),
  })
  .strict();
export type AnalysisFile = z.output<typeof analysisFile>;

export { INPUT_SCREENS };
