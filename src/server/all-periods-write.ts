import { allPeriodsUpdateOf } from '../contract/all-periods-update';
import { inputAmountSchema } from '../contract/amounts';
import { detailLinesSchema, detailsMismatch } from '../contract/detail-lines';
import type { Issue } from '../contract/errors';
import { toIssues } from '../contract/errors';
import type { AllPeriodsUpdate } from '../contract/periods';
import { withCellText } from '../domain/cell-texts';
import type { CellTexts, StatementTexts } from '../domain/cell-texts';
import { detailSum, hasDetailLines, withDetailLines } from '../domain/detail-lines';
import type { DetailLine, StatementDetails } from '../domain/detail-lines';
import { inputRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { typedCells } from '../domain/projections/drivers';
import { inputsAt, textsAt } from './compute';
import { invalidRequest } from './errors';
import type { AnalysisChanges, LoadedAnalysis, LoadedCompany } from './repositories/analyses';
import type { PeriodColumns } from './repositories/periods';

/** One company's part of an all-periods write, checked: per year, the figures, expressions and notes to set. */
interface CheckedYear {
  readonly figures: Record<string, number>;
  readonly expressions: Readonly<Record<string, string>>;
  /** `''` removes a note. */
  readonly notes: Readonly<Record<string, string>>;
  /** Rows whose detail lines are set (`[]` closes one); their figures are in `figures` as the lines' sum. */
  readonly details: Readonly<Record<string, readonly DetailLine[]>>;
}

/**
 * Checks the amounts, expressions and notes of an all-periods write of one input statement with the screen's
 * schema (`allPeriodsUpdateOf`), before the database is touched. Throws 400 naming each problem's path.
 * Detail lines are checked here too, each row's figure set to their sum.
 * @returns per company of the body, per year written, the figures (derived keys dropped), expressions, notes and detail lines
 */
export function checkedAllPeriodsWrite(screen: InputScreenId, body: AllPeriodsUpdate): Map<number, CheckedYear>[] {
  const parsed = allPeriodsUpdateOf(screen).safeParse(body);
  if (!parsed.success) {
    throw invalidRequest(toIssues(parsed.error.issues), `Invalid ${screen} update`);
  }
  const issues: Issue[] = [];
  const checked = parsed.data.companies.map((company, i) => {
    const years = new Set([
      ...Object.keys(company.by_year),
      ...Object.keys(company.expressions ?? {}),
      ...Object.keys(company.notes ?? {}),
      ...Object.keys(company.details ?? {}),
    ]);
    return new Map(
      [...years].map((year): [number, CheckedYear] => {
        const figures = { ...company.by_year[year] };
        const at = (issue: Issue) => issues.push({ ...issue, path: ['companies', i, 'details', year, ...issue.path] });
        const details = checkedDetails(screen, company.details?.[year] ?? {}, figures, at);
        const notes = Object.fromEntries(Object.entries(company.notes?.[year] ?? {}).map(([key, note]) => [key, note ?? '']));
        return [Number(year), { figures, expressions: company.expressions?.[year] ?? {}, notes, details }];
      }),
    );
  });
  if (issues.length > 0) {
    throw invalidRequest(issues, `Invalid ${screen} update`);
  }
  return checked;
}

/**
 * The detail lines of one year of a write, each row's checked and its sum set as the row's figure in `figures`
 * (a figure written beside the lines must be that sum; `[]` closes a row and leaves its figure as it is).
 */
function checkedDetails(
  screen: InputScreenId,
  given: Readonly<Record<string, unknown>>,
  figures: Record<string, number>,
  issue: (issue: Issue) => void,
): Record<string, readonly DetailLine[]> {
  const inputs = new Set(inputRows(screen).map((r) => r.key));
  const details: Record<string, readonly DetailLine[]> = {};
  for (const [key, raw] of Object.entries(given)) {
    if (!inputs.has(key)) {
      issue({ path: [key], message: `unknown input of ${screen}` });
      continue;
    }
    const parsed = detailLinesSchema(screen, key).safeParse(raw);
    if (!parsed.success) {
      toIssues(parsed.error.issues).forEach((x) => issue({ ...x, path: [key, ...x.path] }));
      continue;
    }
    const lines = parsed.data;
    const sum = lines.length > 0 && inputAmountSchema(`${screen}.${key}`).safeParse(detailSum(lines));
    const why = sum && !sum.success ? `the lines' sum ${sum.error.issues[0]?.message ?? 'is invalid'}` : detailsMismatch(lines, figures[key]);
    if (why) {
      issue({ path: [key], message: why });
    } else if (lines.length > 0) {
      figures[key] = detailSum(lines);
    }
    details[key] = lines;
  }
  return details;
}

/**
 * The cells of a checked write that set a figure, other than their lines' sum, on a row that keeps its detail
 * lines: a row with lines takes its figure from them (409 `figure_from_detail_lines`).
 */
export function figuresOverDetailLines(
  current: LoadedAnalysis,
  screen: InputScreenId,
  body: AllPeriodsUpdate,
  checked: readonly Map<number, CheckedYear>[],
): Issue[] {
  return body.companies.flatMap((c, i) =>
    [...checked[i]!].flatMap(([year, written]) =>
      figuresOverLines(current.companies[c.position], year, screen, written.figures, written.details).map((x) => ({
        ...x,
        path: ['companies', i, 'by_year', String(year), ...x.path],
      })),
    ),
  );
}

/**
 * The figures of `written` (one company, one period) that change a row keeping its detail lines (rows whose
 * lines `replacing` sets are not kept), each as an issue at the row's key naming the lines' sum.
 */
export function figuresOverLines(
  company: LoadedCompany | undefined,
  year: number,
  screen: InputScreenId,
  written: Readonly<Record<string, number>>,
  replacing: Readonly<Record<string, unknown>> = {},
): Issue[] {
  const stored = company ? textsAt(company, year).details : {};
  return Object.entries(written)
    .filter(([key, figure]) => !(key in replacing) && hasDetailLines(stored, screen, key) && figure !== inputsAt(company!, year)[screen][key])
    .map(([key]) => ({ path: [key], message: `opened into detail lines: its figure is their sum, ${detailSum(stored[screen]![key]!)}` }));
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
  let details: StatementDetails = current.details;
  for (const [key, lines] of Object.entries(year.details)) {
    details = withDetailLines(details, screen, key, lines);
  }
  return { expressions, notes, details };
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
      (drivers, [year, written]) =>
        typedCells(
          drivers,
          year,
          Object.keys(written.figures).map((key) => `${screen}.${key}`),
        ),
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
