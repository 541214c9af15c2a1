import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERIOD_ENDPOINTS as E } from '../../contract/endpoints';
import type { Issue } from '../../contract/errors';
import { toIssues } from '../../contract/errors';
import type { PeriodKind } from '../../contract/periods';
import { DEFAULT_PERIOD_KIND, MAX_PERIODS, periodQuery } from '../../contract/periods';
import type { AnyScreenId } from '../../domain/formula';
import type { InputScreenId } from '../../domain/model';
import { INPUT_SCREENS } from '../../domain/model';
import { periodErrors } from '../../domain/periods';
import { ALL_SCREENS } from '../../domain/screens';
import { allPeriodsChanges, checkedAllPeriodsWrite, figuresOverDetailLines } from '../all-periods-write';
import { allPeriodsRecords } from '../compute';
import type { PeriodRow } from '../database';
import { figureFromDetailLines, invalidRequest, notFound, periodConflict } from '../errors';
import type { LoadedAnalysis } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

/** A period list that breaks the domain's rules (kinds out of order) is the request's fault: 400 naming `kind`. */
function checkedPeriods(periods: PeriodRow[], assessmentYear: number): PeriodRow[] {
  const errors = periodErrors(periods, assessmentYear);
  if (errors.length > 0) {
    throw invalidRequest(
      errors.map((message) => ({ path: ['kind'], message })),
      'The periods would break their order',
    );
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

/** The periods with a year added before the first or after the last, of `kind` (by default the kind for that side). */
export function addedPeriod(loaded: LoadedAnalysis, at: 'before' | 'after', kind?: PeriodKind): PeriodRow[] {
  const { periods } = loaded;
  if (periods.length >= MAX_PERIODS) {
    throw periodConflict(`An analysis has at most ${MAX_PERIODS} periods`);
  }
  const year = at === 'before' ? periods[0]!.year - 1 : periods[periods.length - 1]!.year + 1;
  if (year < 1900 || year > 2999) {
    throw periodConflict('Every period must be a 4-digit year');
  }
  const added = { year, kind: kind ?? DEFAULT_PERIOD_KIND[at] };
  return checkedPeriods(at === 'before' ? [added, ...periods] : [...periods, added], loaded.analysis.year);
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

/** `{year}` of a period path, parsed here so that a malformed one is a 400 (a bad `{id}` is a 404). */
const yearOf = (raw: string): number => {
  const parsed = periodQuery.required().safeParse({ year: raw });
  if (!parsed.success) {
    throw invalidRequest(toIssues(parsed.error.issues), 'Invalid period year');
  }
  return parsed.data.year;
};

/** The screen of the path (the six, the fund flow, the growth trend); 404 for anything else. */
function screenOf(screen: string): AnyScreenId {
  if (!Object.hasOwn(ALL_SCREENS, screen)) {
    throw notFound(`No screen "${screen}"`);
  }
  return screen as AnyScreenId;
}

/**
 * Periods of an analysis: add a year at either end, re-kind a period or make it the assessment year, remove
 * one; and one screen for all periods of all companies, read and written in one call (the grid loads and
 * saves through it). Every write takes `If-Match` (409 when stale) and answers with the new version.
 */
export const periodRoutes: FastifyPluginAsyncZod = async (app) => {
  const update = (request: Parameters<typeof userOf>[0], id: number, change: Parameters<typeof app.repos.analyses.update>[3]) =>
    app.repos.analyses.update(userOf(request).id, id, ifMatchVersion(request), change);

  route(app, E.addPeriod, async (request, reply) => {
    const { at, kind } = request.body;
    const loaded = await update(request, request.params.id, (cur) => ({ periods: addedPeriod(cur, at, kind) }));
    const summary = loadedSummary(loaded);
    return reply.status(201).header('etag', `"${summary.version}"`).send(summary);
  });

  route(app, E.patchPeriod, async (request, reply) => {
    const year = yearOf(request.params.year);
    const patch = request.body;
    const loaded = await update(request, request.params.id, (cur) => {
      periodOf(cur, year);
      const assessmentYear = patch.assessment ? year : cur.analysis.year;
      return {
        ...(patch.kind === undefined
          ? {}
          : {
              periods: checkedPeriods(
                cur.periods.map((p) => (p.year === year ? { year, kind: patch.kind! } : p)),
                assessmentYear,
              ),
            }),
        ...(patch.assessment ? { year } : {}),
        ...(patch.months === undefined ? {} : { months: { year, months: patch.months } }),
      };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  route(app, E.deletePeriod, async (request, reply) => {
    const year = yearOf(request.params.year);
    const loaded = await update(request, request.params.id, (cur) => {
      periodOf(cur, year);
      if (cur.periods.length === 1) {
        throw periodConflict('The only period of an analysis cannot be removed');
      }
      if (year === cur.analysis.year) {
        throw periodConflict('The assessment year cannot be removed; make another period the assessment year first');
      }
      return {
        periods: checkedPeriods(
          cur.periods.filter((p) => p.year !== year),
          cur.analysis.year,
        ),
      };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  route(app, E.getAllPeriods, async (request, reply) => {
    const screen = screenOf(request.params.screen);
    return app.cache.send(request, reply, userOf(request), request.params.id, (loaded) => allPeriodsRecords(loaded, screen), { etag: true });
  });

  route(app, E.postAllPeriods, async (request, reply) => {
    const screen = screenOf(request.params.screen);
    if (!(INPUT_SCREENS as readonly AnyScreenId[]).includes(screen)) {
      throw invalidRequest([{ path: [], message: `${screen} is computed; only ${INPUT_SCREENS.join(', ')} can be written` }]);
    }
    const input = screen as InputScreenId;
    const body = request.body;
    // Amounts, expressions and notes are checked before the database is touched; which years and companies exist, under the lock.
    const checked = checkedAllPeriodsWrite(input, body);
    const loaded = await update(request, request.params.id, (cur) => {
      const years = new Set(cur.periods.map((p) => p.year));
      const seen = new Set<number>();
      const problems: Issue[] = [];
      body.companies.forEach((c, i) => {
        if (c.position >= cur.companies.length || seen.has(c.position)) {
          const message = seen.has(c.position) ? 'given twice' : `there are ${cur.companies.length} companies`;
          problems.push({ path: ['companies', i, 'position'], message });
        }
        seen.add(c.position);
        for (const year of [...checked[i]!.keys()].filter((y) => !years.has(y))) {
          problems.push({ path: ['companies', i, 'by_year', String(year)], message: 'not a period of this analysis' });
        }
      });
      if (problems.length > 0) {
        throw invalidRequest(problems, `Invalid ${screen} update`);
      }
      const overLines = figuresOverDetailLines(cur, input, body, checked);
      if (overLines.length > 0) {
        throw figureFromDetailLines(overLines);
      }
      return { companies: allPeriodsChanges(cur, input, body, checked) };
    });
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ version: loaded.analysis.version });
  });
};
