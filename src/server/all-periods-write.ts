import { allPeriodsUpdateOf } from '../contract/all-periods-update';
import { toIssues } from '../contract/errors';
import type { AllPeriodsUpdate } from '../contract/periods';
import { withCellText } from '../domain/cell-texts';
import type { CellTexts, StatementTexts } from '../domain/cell-texts';
import type { InputScreenId } from '../domain/model';
import { typedCells } from '../domain/projections/drivers';
import { inputsAt, textsAt } from './compute';
import { invalidRequest } from './errors';
import type { AnalysisChanges, LoadedAnalysis } from './repositories/analyses';
import type { PeriodColumns } from './repositories/periods';

/** One company's part of an all-periods write, checked: per year, the figures, expressions and notes to set. */
interface CheckedYear {
  readonly figures: Record<string, number>;
  readonly expressions: Readonly<Record<string, string>>;
  /** `''` removes a note. */
  readonly notes: Readonly<Record<string, string>>;
}

/**
 * Checks the amounts, expressions and notes of an all-periods write of one input statement with the screen's
 * schema (`allPeriodsUpdateOf`), before the database is touched. Throws 400 naming each problem's path.
 * @returns per company of the body, per year written, the figures (derived keys dropped), expressions and notes
 */
export function checkedAllPeriodsWrite(screen: InputScreenId, body: AllPeriodsUpdate): Map<number, CheckedYear>[] {
  const parsed = allPeriodsUpdateOf(screen).safeParse(body);
  if (!parsed.success) {
    throw invalidRequest(toIssues(parsed.error.issues), `Invalid ${screen} update`);
  }
  return parsed.data.companies.map((company) => {
    const years = new Set([...Object.keys(company.by_year), ...Object.keys(company.expressions ?? {}), ...Object.keys(company.notes ?? {})]);
    return new Map(
      [...years].map((year): [number, CheckedYear] => [
        Number(year),
        {
          figures: company.by_year[year] ?? {},
          expressions: company.expressions?.[year] ?? {},
          notes: Object.fromEntries(Object.entries(company.notes?.[year] ?? {}).map(([key, note]) => [key, note ?? ''])),
        },
      ]),
    );
  });
}

/**
 * A company's texts after a write of one statement in one period: a figure written drops its old expression
 * (unless the write gives one), given expressions and notes replace, an empty note removes.
 */
function mergedTexts(current: CellTexts, screen: InputScreenId, year: CheckedYear): CellTexts {
  let expressions: StatementTexts = current.expressions;
  for (const key of Object.keys(year.figures)) {
    expressions = withCellText(expressions, screen, key, year.expressions[key] ?? '');
  }
  let notes: StatementTexts = current.notes;
  for (const [key, note] of Object.entries(year.notes)) {
    notes = withCellText(notes, screen, key, note);
  }
  return { expressions, notes };
}

/**
 * The per-company changes of a checked all-periods write, merged into what `current` holds (PATCH semantics).
 * A figure typed into a driven cell makes it typed: its projection method goes.
 */
export function allPeriodsChanges(
  current: LoadedAnalysis,
  screen: InputScreenId,
  body: AllPeriodsUpdate,
  checked: readonly Map<number, CheckedYear>[],
): NonNullable<AnalysisChanges['companies']> {
  return body.companies.map((c, i) => {
    const company = current.companies[c.position]!;
    const projections = [...checked[i]!].reduce(
      (drivers, [year, written]) => typedCells(drivers, year, Object.keys(written.figures).map((key) => `${screen}.${key}`)),
      company.projections,
    );
    return {
      position: c.position,
      ...(projections === company.projections ? {} : { projections }),
      byYear: new Map(
        [...checked[i]!].map(([year, written]): [number, PeriodColumns] => [
          year,
          { [screen]: { ...inputsAt(company, year)[screen], ...written.figures }, ...mergedTexts(textsAt(company, year), screen, written) },
        ]),
      ),
    };
  });
}
