import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBMISSION_ENDPOINTS as E } from '../../contract/endpoints';
import { invalidRequest, versionConflict } from '../errors';
import { PRINTED_SENSITIVITY_CASES } from '../../domain/loans/sensitivity';
import { documentOf, reportModelOf } from '../report';
import { fileOf, loadedSummary } from '../summary';
import { breakEvenScreen, sensitivityOf, termLoanScheduleOf } from '../term-loans';
import { varianceFiguresOf, varianceReportOf } from '../variance';
import { fileName } from './analyses';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

/**
 * A CMA as filed (docs/report.md "Sign-off, snapshots and renewal variance"): the sign-off (GET|PUT, the PUT under
 * If-Match/409 like every write), the snapshots of what was submitted (POST takes one, GET lists them, and each is
 * read back as its report model or its analysis file), and the renewal variance of the analysis against a snapshot
 * with the analyst's reasons. Every route answers 404 for an analysis that is missing or another user's.
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analyses, submissions, profiles } = app.repos;

  route(app, E.getSignOff, async (request, reply) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(await submissions.signOff(loaded.analysis.id));
  });

  route(app, E.putSignOff, async (request, reply) => {
    const loaded = await analyses.update(
      userOf(request).id,
      request.params.id,
      ifMatchVersion(request),
      () => ({}),
      (trx, updated) => submissions.putSignOff(trx, updated.analysis.id, request.body),
    );
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  route(app, E.postSnapshot, async (request, reply) => {
    const user = userOf(request);
    const [loaded, profile] = await Promise.all([analyses.load(user.id, request.params.id), profiles.get(user.id)]);
    // A final print snapshots what it printed: an If-Match of an older version is refused, not silently newer.
    const expected = ifMatchVersion(request);
    if (expected !== undefined && expected !== loaded.analysis.version) {
      throw versionConflict(loaded.analysis.version);
    }
    const signed = await submissions.signOff(loaded.analysis.id);
    const created = await submissions.createSnapshot(loaded.analysis.id, {
      ...request.body,
      version: loaded.analysis.version,
      createdBy: user.username,
      file: fileOf(loaded),
      report: {
        ...reportModelOf({ ...documentOf(loaded), signOff: signed }, profile),
        // The term-loan pages are computed from the loans on each print: the snapshot keeps them as printed.
        loan_pages: {
          schedule: termLoanScheduleOf(loaded),
          break_even: breakEvenScreen(loaded),
          sensitivity: sensitivityOf(loaded, PRINTED_SENSITIVITY_CASES),
        },
      },
      figures: varianceFiguresOf(loaded),
    });
    const { id, version, created_at, created_by } = created;
    return reply.status(201).send({ id, version, created_at, created_by });
  });

  route(app, E.getSnapshots, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    return { snapshots: await submissions.listSnapshots(loaded.analysis.id) };
  });

  route(app, E.getSnapshotReport, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.params.sid);
    return { ...stored.report, snapshot: stored.summary };
  });

  route(app, E.exportSnapshot, async (request, reply) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.params.sid);
    const name = `${stored.file.name} as submitted ${stored.summary.submitted_on}`;
    return reply.header('content-disposition', `attachment; filename="${fileName(name, 'json')}"`).send(stored.file);
  });

  route(app, E.getVariance, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.query.snapshot);
    return varianceReportOf(loaded, stored, await submissions.reasons(stored.summary.id));
  });

  route(app, E.putVarianceReason, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.params.sid);
    const { company, year, line, reason } = request.body;
    if (company >= stored.figures.companies.length) {
      throw invalidRequest([{ path: ['company'], message: `the snapshot has ${stored.figures.companies.length} companies` }], 'Invalid reason');
    }
    if (!stored.figures.periods.some((p) => p.year === year)) {
      throw invalidRequest([{ path: ['year'], message: `${year} is not a period of the snapshot` }], 'Invalid reason');
    }
    await submissions.putReason(stored.summary.id, { position: company, year, line }, reason);
    return request.body;
  });
};
