import type { FastifyPluginAsync } from 'fastify';
import { statementMetricsSchema } from '../../contract/analysis';
import { periodsProblem } from '../../contract/fixture';
import type { Issue } from '../../contract/errors';
import type { PeriodKind } from '../../contract/periods';
import { addPeriodRequest, allPeriodsUpdate, DEFAULT_PERIOD_KIND, MAX_PERIODS, periodPatch } from '../../contract/periods';
import type { ScreenId } from '../../domain/formula';
import type { CompanyInputs, InputScreenId } from '../../domain/model';
import { INPUT_SCREENS } from '../../domain/model';
import { SCREENS } from '../../domain/screens';
import { allPeriodsRecords, inputsAt } from '../compute';
import type { PeriodRow } from '../database';
import { invalidRequest, notFound, parseOr400, periodConflict } from '../errors';
import type { LoadedAnalysis } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { idParam, ifMatchVersion, userOf } from './params';
import { pathYear } from './period-params';

/** A period list that breaks the ordering rules is the request's fault (400, naming `kind`). */
function checkedPeriods(periods: PeriodRow[]): PeriodRow[] {
  const problem = periodsProblem(periods);
  if (problem) {
    throw invalidRequest([{ path: ['kind'], message: problem }], 'The periods would be out of order');
  }
  return periods;
}

/** The period `year` of the analysis; 404 when it has none. */
function periodOf(loaded: LoadedAnalysis, year: number): PeriodRow {
  const period = loaded.periods.find((p) => p.year === year);
  if (!period) {
    throw notFound(`${year} is not a period of this analysis`);
  }
  return period;
}

/** The year before the first or after the last period, with its kind (the default for that side unless given). */
export function addedPeriod(periods: readonly PeriodRow[], at: 'before' | 'after', kind?: PeriodKind): PeriodRow[] {
  if (periods.length >= MAX_PERIODS) {
    throw periodConflict(`An analysis has at most ${MAX_PERIODS} periods`);
  }
  const year = at === 'before' ? periods[0]!.year - 1 : periods[periods.length - 1]!.year + 1;
  if (year < 1900 || year > 2999) {
    throw periodConflict('Every period must be a 4-digit year');
  }
  const added = { year, kind: kind ?? DEFAULT_PERIOD_KIND[at] };
  return checkedPeriods(at === 'before' ? [added, ...periods] : [...periods, added]);
}

/**
 * The periods of a new analysis: `before` Audited years, the assessment `year` (Estimated) and `after`
 * Projected years (create_token's years choice).
 */
export function periodsAround(year: number, before: number, after: number): PeriodRow[] {
  return [
    ...Array.from({ length: before }, (_, i) => ({ year: year - before + i, kind: DEFAULT_PERIOD_KIND.before })),
    { year, kind: DEFAULT_PERIOD_KIND.assessment },
    ...Array.from({ length: after }, (_, i) => ({ year: year + 1 + i, kind: DEFAULT_PERIOD_KIND.after })),
  ];
}

const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/**
 * Periods of an analysis: add a year at either end, re-kind a period or make it the assessment year, remove
 * one; and one screen for all periods of all companies, read and written in one call (the grid loads and
 * saves through it). Every write takes `If-Match` (409 when stale) and answers with the new version.
 */
export const periodRoutes: FastifyPluginAsync = async (app) => {
  const update = (request: Parameters<typeof userOf>[0], change: Parameters<typeof app.repos.analyses.update>[3]) =>
    app.repos.analyses.update(userOf(request).id, idParam(request, 'id'), ifMatchVersion(request), change);

  app.post('/analyses/:id/periods/', async (request, reply) => {
    const body = parseOr400(addPeriodRequest, request.body, 'Invalid period');
    const loaded = await update(request, (cur) => ({ periods: addedPeriod(cur.periods, body.at, body.kind) }));
    const summary = loadedSummary(loaded);
    return reply.status(201).header('etag', `"${summary.version}"`).send(summary);
  });

  app.patch('/analyses/:id/periods/:year/', async (request, reply) => {
    const year = pathYear(request);
    const patch = parseOr400(periodPatch, request.body, 'Invalid period change');
    const loaded = await update(request, (cur) => {
      periodOf(cur, year);
      return {
        ...(patch.kind === undefined
          ? {}
          : { periods: checkedPeriods(cur.periods.map((p) => (p.year === year ? { year, kind: patch.kind! } : p))) }),
        ...(patch.assessment ? { year } : {}),
      };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  app.delete('/analyses/:id/periods/:year/', async (request, reply) => {
    const year = pathYear(request);
    const loaded = await update(request, (cur) => {
      periodOf(cur, year);
      if (cur.periods.length === 1) {
        throw periodConflict('The only period of an analysis cannot be removed');
      }
      if (year === cur.analysis.year) {
        throw periodConflict('The assessment year cannot be removed; make another period the assessment year first');
      }
      return { periods: cur.periods.filter((p) => p.year !== year) };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  /** The screen of the path; 404 for anything else. */
  const screenParam = (request: Parameters<typeof userOf>[0]): ScreenId => {
    const screen = (request.params as { screen: string }).screen as ScreenId;
    if (!SCREEN_IDS.includes(screen)) {
      throw notFound(`No screen "${screen}"`);
    }
    return screen;
  };

  app.get('/analyses/:id/screens/:screen/', async (request, reply) => {
    const screen = screenParam(request);
    const loaded = await app.repos.analyses.load(userOf(request).id, idParam(request, 'id'));
    return reply.header('etag', `"${loaded.analysis.version}"`).send(allPeriodsRecords(loaded, screen));
  });

  app.post('/analyses/:id/screens/:screen/', async (request, reply) => {
    const screen = screenParam(request);
    if (!(INPUT_SCREENS as readonly ScreenId[]).includes(screen)) {
      throw invalidRequest([{ path: [], message: `${screen} is computed; only ${INPUT_SCREENS.join(', ')} can be written` }]);
    }
    const input = screen as InputScreenId;
    const body = parseOr400(allPeriodsUpdate, request.body, `Invalid ${screen} update`);
    const metrics = statementMetricsSchema(input);
    // Amounts are checked before the database is touched; which years and companies exist, under the lock.
    const issues: Issue[] = [];
    const parsed = body.companies.map((company, i) =>
      Object.entries(company.by_year).map(([year, values]) => {
        const result = metrics.safeParse(values);
        if (!result.success) {
          issues.push(...result.error.issues.map((x) => ({ path: ['companies', i, 'by_year', year, ...x.path.map(String)], message: x.message })));
        }
        return [Number(year), result.data ?? {}] as const;
      }),
    );
    if (issues.length > 0) {
      throw invalidRequest(issues, `Invalid ${screen} update`);
    }
    const loaded = await update(request, (cur) => {
      const years = new Set(cur.periods.map((p) => p.year));
      const seen = new Set<number>();
      const problems: Issue[] = [];
      body.companies.forEach((c, i) => {
        if (c.position >= cur.companies.length || seen.has(c.position)) {
          problems.push({ path: ['companies', i, 'position'], message: seen.has(c.position) ? 'given twice' : `there are ${cur.companies.length} companies` });
        }
        seen.add(c.position);
        for (const year of Object.keys(c.by_year).filter((y) => !years.has(Number(y)))) {
          problems.push({ path: ['companies', i, 'by_year', year], message: 'not a period of this analysis' });
        }
      });
      if (problems.length > 0) {
        throw invalidRequest(problems, `Invalid ${screen} update`);
      }
      return {
        companies: body.companies.map((c, i) => {
          const company = cur.companies[c.position]!;
          return {
            position: c.position,
            byYear: new Map(
              parsed[i]!.map(([year, values]): [number, Partial<CompanyInputs>] => [
                year,
                { [input]: { ...inputsAt(company, year)[input], ...values } },
              ]),
            ),
          };
        }),
      };
    });
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ version: loaded.analysis.version });
  });
};
