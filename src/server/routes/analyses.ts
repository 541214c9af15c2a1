import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AnalysisSummary } from '../../contract/analysis';
import { analysisPatch, createTokenRequest, settingsPatch } from '../../contract/analysis';
import { analysisFile } from '../../contract/fixture';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { analysisNameFrom } from '../../domain/format';
import { forbidden, invalidRequest, notFound, parseOr400 } from '../errors';
import { settingsOf } from '../compute';
import { fileOf, loadedSummary, summaryOf } from '../summary';
import { idParam, ifMatchVersion, userOf } from './params';
import { newAnalysisFromFile } from '../repositories/analyses';
import { periodsAround } from './periods';

/** Sends an analysis summary with its version as the ETag. */
function sendSummary(reply: FastifyReply, summary: AnalysisSummary, status = 200) {
  return reply.status(status).header('etag', `"${summary.version}"`).send(summary);
}

/** A file name made of the analysis's name: letters, digits, dashes. */
function fileName(name: string, ext: string): string {
  const base = name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'analysis';
  return `${base}.${ext}`;
}

/**
 * Analyses: create (spec's create_token), list for /home, read, rename, delete, settings, and the
 * analysis file (JSON) and workbook (xlsx) import/export of issue 6.
 */
export const analysesRoutes: FastifyPluginAsync = async (app) => {
  app.post('/create_token/:user_id/', async (request, reply) => {
    const user = userOf(request);
    if ((request.params as { user_id: string }).user_id !== String(user.id)) {
      throw forbidden('You can only create analyses in your own account');
    }
    const body = parseOr400(createTokenRequest, request.body, 'Could not create the analysis');
    const extra = body.company_names.slice(body.num_companies).findIndex((n) => n !== '');
    if (extra >= 0) {
      throw invalidRequest([
        { path: ['company_names', body.num_companies + extra], message: `there are only ${body.num_companies} companies` },
      ]);
    }
    const names = Array.from({ length: body.num_companies }, (_, i) => body.company_names[i] || `Company ${i + 1}`);
    const loaded = await app.repos.analyses.create(user.id, {
      name: body.name || analysisNameFrom(names, body.year),
      year: body.year,
      unit: body.unit,
      settings: DEFAULT_SETTINGS,
      periods: periodsAround(body.year, body.years_before, body.years_after),
      companies: names.map((name) => ({ name })),
    });
    return reply
      .status(201)
      .header('etag', `"${loaded.analysis.version}"`)
      .send({ id: loaded.analysis.id, num_companies: names.length, year: loaded.analysis.year });
  });

  app.get('/analyses/', async (request) => {
    const rows = await app.repos.analyses.list(userOf(request).id);
    return rows.map((r) => summaryOf(r.analysis, r.companyNames, r.periods));
  });

  app.post('/analyses/import/', async (request, reply) => {
    const user = userOf(request);
    const file = parseOr400(analysisFile, request.body, 'The analysis file is not valid');
    const loaded = await app.repos.analyses.create(user.id, newAnalysisFromFile(file));
    return sendSummary(reply, loadedSummary(loaded), 201);
  });

  app.get('/analyses/:id/', async (request, reply) => {
    return sendSummary(reply, loadedSummary(await app.repos.analyses.load(userOf(request).id, idParam(request, 'id'))));
  });

  app.patch('/analyses/:id/', async (request, reply) => {
    const patch = parseOr400(analysisPatch, request.body);
    const loaded = await app.repos.analyses.update(userOf(request).id, idParam(request, 'id'), ifMatchVersion(request), (cur) => {
      const names = patch.company_names;
      if (names && names.length !== cur.companies.length) {
        throw invalidRequest([
          { path: ['company_names'], message: `expected ${cur.companies.length} names, got ${names.length}` },
        ]);
      }
      return {
        name: patch.name,
        unit: patch.unit,
        companies: names?.map((name, position) => ({ position, name })),
      };
    });
    return sendSummary(reply, loadedSummary(loaded));
  });

  app.delete('/analyses/:id/', async (request, reply) => {
    if (!(await app.repos.analyses.remove(userOf(request).id, idParam(request, 'id')))) {
      throw notFound('Analysis not found');
    }
    return reply.status(204).send();
  });

  app.get('/analyses/:id/settings/', async (request) =>
    settingsOf(await app.repos.analyses.load(userOf(request).id, idParam(request, 'id'))),
  );

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/analyses/:id/settings/',
    handler: async (request, reply) => {
      const patch = parseOr400(settingsPatch, request.body, 'Invalid settings');
      const loaded = await app.repos.analyses.update(userOf(request).id, idParam(request, 'id'), ifMatchVersion(request), (cur) => ({
        settings: { ...settingsOf(cur), ...patch },
      }));
      return sendSummary(reply, loadedSummary(loaded));
    },
  });

  app.get('/analyses/:id/export/', async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, idParam(request, 'id'));
    return reply
      .header('content-disposition', `attachment; filename="${fileName(loaded.analysis.name, 'json')}"`)
      .send(fileOf(loaded));
  });

  app.get('/analyses/:id/export.xlsx', async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, idParam(request, 'id'));
    // exceljs is large: loaded on the first export rather than at start.
    const { workbookOf } = await import('../xlsx');
    const buffer = await workbookOf(loaded).xlsx.writeBuffer();
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName(loaded.analysis.name, 'xlsx')}"`)
      .send(Buffer.from(buffer));
  });
};
