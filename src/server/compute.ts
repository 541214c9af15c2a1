import type { CompanyRecord } from '../contract/analysis';
import { flagsFor } from '../domain/flags';
import type { MetricId, ScreenId } from '../domain/formula';
import { companyResolver, INPUT_SCREENS, screenValues, toPlain } from '../domain/model';
import type { CompanyInputs, PlainValue } from '../domain/model';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { Settings } from '../domain/settings';
import type { CompanyRow } from './database';
import type { LoadedAnalysis } from './repositories/analyses';

/** The settings of a stored analysis, with defaults for any setting added after it was saved. */
export function settingsOf(loaded: LoadedAnalysis): Settings {
  return { ...DEFAULT_SETTINGS, ...loaded.analysis.settings };
}

/** The stored inputs of one company, as the domain takes them. */
export function inputsOf(company: CompanyRow): CompanyInputs {
  return { opstmt: company.opstmt, assetnliabs: company.assetnliabs, ocaocl: company.ocaocl };
}

/** One memoised resolver per company, in company order (derived values come from all three statements). */
function resolvers(loaded: LoadedAnalysis) {
  const settings = settingsOf(loaded);
  return loaded.companies.map((c) => ({ name: c.name, resolve: companyResolver(inputsOf(c), settings) }));
}

/**
 * Every company's record of a screen, computed on read from the stored inputs (spec §7): every
 * input and derived key of the screen, plus the "NM" flags of the derived screens (issue 4).
 */
export function screenRecords(loaded: LoadedAnalysis, screen: ScreenId): CompanyRecord[] {
  const isInput = (INPUT_SCREENS as readonly ScreenId[]).includes(screen);
  return resolvers(loaded).map(({ name, resolve }) =>
    isInput
      ? { name, metrics: screenValues(screen, resolve) }
      : { name, metrics: screenValues(screen, resolve), flags: flagsFor(screen, resolve) },
  );
}

/** The rows of one dashboard endpoint (`CHARTS` in the contract): `{company, <key>: value}` per company. */
export function chartRows(
  loaded: LoadedAnalysis,
  keys: Readonly<Record<string, MetricId>>,
): ({ company: string } & Record<string, string | PlainValue>)[] {
  return resolvers(loaded).map(({ name, resolve }) => ({
    company: name,
    ...Object.fromEntries(Object.entries(keys).map(([key, id]) => [key, toPlain(resolve(id))])),
  }));
}
