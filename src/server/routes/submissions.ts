import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams } from '../../contract/analysis';
import { signOff } from '../../contract/sign-off';
import {
  createdSnapshot,
  newSnapshot,
  snapshotList,
  snapshotParams,
  snapshotReport,
  varianceQuery,
  varianceReason,
  varianceReport,
} from '../../contract/snapshots';
import { invalidRequest, versionConflict } from '../errors';
import { documentOf, reportModelOf } from '../report';
import { fileOf, loadedSummary } from '../summary';
import { varianceFiguresOf, varianceReportOf } from '../variance';
import { analysisSummary } from '../../contract/analysis';
import { fileName } from './analyses';
import { ifMatchVersion, userOf } from './request';

const byId = { params: analysisIdParams };
const bySnapshot = { params: snapshotParams };

/**
 * A CMA as filed (docs/report.md "Sign-off, snapshots and renewal variance"): the sign-off (GET|PUT, the PUT under
 * If-Match/409 like every write), the snapshots of what was submitted (POST takes one, GET lists them, and each is
 * read back as its report model or its analysis file), and the renewal variance of the analysis against a snapshot
 * with the analyst's reasons. Every route answers 404 for an analysis that is missing or another user's.
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analyses, submissions, profiles } = app.repos;

  app.get('/analyses/:id/sign-off/', { schema: { ...byId, response: { 200: signOff } } }, async (request, reply) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send(await submissions.signOff(loaded.analysis.id));
  });

  app.put(
    '/analyses/:id/sign-off/',
    { schema: { ...byId, body: signOff, response: { 200: analysisSummary } }, config: { invalid: 'Invalid sign-off', errors: ['version_conflict'] } },
    async (request, reply) => {
      const loaded = await analyses.update(
        userOf(request).id,
        request.params.id,
        ifMatchVersion(request),
        () => ({}),
        (trx, updated) => submissions.putSignOff(trx, updated.analysis.id, request.body),
      );
      const summary = loadedSummary(loaded);
      return reply.header('etag', `"${summary.version}"`).send(summary);
    },
  );

  app.post(
    '/analyses/:id/snapshots/',
    {
      schema: { ...byId, body: newSnapshot, response: { 201: createdSnapshot } },
      config: { invalid: 'Invalid snapshot', errors: ['version_conflict'] },
    },
    async (request, reply) => {
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
        report: reportModelOf({ ...documentOf(loaded), signOff: signed }, profile),
        figures: varianceFiguresOf(loaded),
      });
      const { id, version, created_at, created_by } = created;
      return reply.status(201).send({ id, version, created_at, created_by });
    },
  );

  app.get('/analyses/:id/snapshots/', { schema: { ...byId, response: { 200: snapshotList } } }, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    return { snapshots: await submissions.listSnapshots(loaded.analysis.id) };
  });

  app.get('/analyses/:id/snapshots/:sid/report/', { schema: { ...bySnapshot, response: { 200: snapshotReport } } }, async (request) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.params.sid);
    return { ...stored.report, snapshot: stored.summary };
  });

  app.get('/analyses/:id/snapshots/:sid/export/', { schema: bySnapshot }, async (request, reply) => {
    const loaded = await analyses.load(userOf(request).id, request.params.id);
    const stored = await submissions.snapshot(loaded.analysis.id, request.params.sid);
    const name = `${stored.file.name} as submitted ${stored.summary.submitted_on}`;
    return reply.header('content-disposition', `attachment; filename="${fileName(name, 'json')}"`).send(stored.file);
  });

  app.get(
    '/analyses/:id/variance/',
    { schema: { ...byId, querystring: varianceQuery, response: { 200: varianceReport } }, config: { invalid: 'Invalid variance request' } },
    async (request) => {
      const loaded = await analyses.load(userOf(request).id, request.params.id);
      const stored = await submissions.snapshot(loaded.analysis.id, request.query.snapshot);
      return varianceReportOf(loaded, stored, await submissions.reasons(stored.summary.id));
    },
  );

  app.put(
    '/analyses/:id/snapshots/:sid/reasons/',
    { schema: { ...bySnapshot, body: varianceReason, response: { 200: varianceReason } }, config: { invalid: 'Invalid reason' } },
    async (request) => {
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
    },
  );
};
