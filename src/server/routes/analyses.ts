import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalysisSummary } from '../../contract/analysis';
import { ANALYSIS_ENDPOINTS as E } from '../../contract/endpoints';
import { analysisNameFrom } from '../../domain/format';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { forbidden, invalidRequest, notFound } from '../errors';
import { periodColumnsOf, settingsOf } from '../compute';
import { documentOf } from '../report';
import { fileOf, loadedSummary, summaryOf } from '../summary';
import { ifMatchVersion, userOf } from './request';
import type { ListPosition } from '../repositories/analyses';
import { newAnalysisFromFile } from '../repositories/analyses';
import { periodsAround } from './periods';
import { convertedCompanies } from '../unit-conversion';
import { lastRenewalVariance } from '../variance';
import type { HandlerOf } from './route';
import { route } from './route';

/** Sends an analysis summary with its version as the ETag. */
function sendSummary(reply: FastifyReply, summary: AnalysisSummary, status = 200) {
  return reply.status(status).header('etag', `"${summary.version}"`).send(summary);
}

/** The list position a `next_cursor` encodes (base64url JSON `[updated_at, id]`); 400 when it is not one. */
function positionOf(cursor: string): ListPosition {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = listPosition.safeParse(raw);
  if (!parsed.success) {
    throw invalidRequest([{ path: ['cursor'], message: 'is not a next_cursor of this list' }], 'Invalid list query');
  }
  return { updatedAt: parsed.data[0], id: parsed.data[1] };
}
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/;

/** Whether `s` is a timestamp PostgreSQL wrote: the shape, and a day, time and offset that exist (not 2024-13-45 99:99:99). */
function isRealTimestamp(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (!m) {
    return false;
  }
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const dayExists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return dayExists && hour < 24 && minute < 60 && second < 60 && offsetHours <= 15 && offsetMinutes < 60;
}

/** `[updated_at, id]`: a real timestamp, and an id a PostgreSQL `serial` can hold. */
const listPosition = z.tuple([z.string().refine(isRealTimestamp), z.number().int().min(1).max(2_147_483_647)]);

/** A file name made of the analysis's name: letters, digits, dashes. */
export function fileName(name: string, ext: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'analysis';
  return `${base}.${ext}`;
}

/**
 * Analyses: create (spec's create_token), list for /home, read, rename, delete, settings, and the
 * analysis file (JSON) and workbook (xlsx) import and export. Every route's params, body and answer are
 * the contract's schemas (validated by the route, listed in the OpenAPI document).
 */
export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, E.createToken, async (request, reply) => {
    const user = userOf(request);
    if (request.params.user_id !== String(user.id)) {
      throw forbidden('You can only create analyses in your own account');
    }
    const body = request.body;
    const extra = body.company_names.slice(body.num_companies).findIndex((n) => n !== '');
    if (extra >= 0) {
      throw invalidRequest([{ path: ['company_names', body.num_companies + extra], message: `there are only ${body.num_companies} companies` }]);
    }
    const names = Array.from({ length: body.num_companies }, (_, i) => body.company_names[i] || `Company ${i + 1}`);
    const loaded = await app.repos.analyses.create(user.id, {
      name: body.name || analysisNameFrom(names, body.year),
      year: body.year,
      unit: body.unit,
      settings: DEFAULT_SETTINGS,
      periods: periodsAround(body.year, body.years_before ?? 0, body.years_after ?? 0),
      companies: names.map((name, i) => ({ name, type: body.company_types?.[i] })),
    });
    return reply
      .status(201)
      .header('etag', `"${loaded.analysis.version}"`)
      .send({ id: loaded.analysis.id, num_companies: names.length, year: loaded.analysis.year });
  });

  route(app, E.listAnalyses, async (request) => {
    const { limit, q, cursor } = request.query;
    const page = await app.repos.analyses.list(userOf(request).id, { limit, q: q || undefined, after: cursor ? positionOf(cursor) : undefined });
    return {
      items: page.rows.map((r) => summaryOf(r.analysis, r.companyNames, r.periods, r.companyTypes, r.panCins)),
      next_cursor: page.next && Buffer.from(JSON.stringify([page.next.updatedAt, page.next.id])).toString('base64url'),
    };
  });

  route(app, E.importAnalysis, async (request, reply) => {
    const user = userOf(request);
    const loaded = await app.repos.analyses.create(user.id, newAnalysisFromFile(request.body), { uniqueName: true });
    return sendSummary(reply, loadedSummary(loaded), 201);
  });

  route(app, E.getAnalysis, async (request, reply) => app.cache.send(request, reply, userOf(request), request.params.id, loadedSummary, { etag: true }));

  route(app, E.patchAnalysis, async (request, reply) => {
    const patch = request.body;
    const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
      const count = cur.companies.length;
      const order = patch.company_order;
      if (order && (order.length !== count || new Set(order).size !== count || order.some((p) => p >= count))) {
        throw invalidRequest([
          { path: ['company_order'], message: `must list each of the positions 0 to ${count - 1} once (a reordering of the ${count} companies)` },
        ]);
      }
      const names = patch.company_names;
      if (names && names.length !== count) {
        throw invalidRequest([{ path: ['company_names'], message: `expected ${count} names, got ${names.length}` }]);
      }
      const types = patch.company_types;
      if (types && types.length !== count) {
        throw invalidRequest([{ path: ['company_types'], message: `expected ${count} types, got ${types.length}` }]);
      }
      const panCins = patch.company_pan_cins;
      if (panCins && panCins.length !== count) {
        throw invalidRequest([{ path: ['company_pan_cins'], message: `expected ${count} PANs or CINs (null where none), got ${panCins.length}` }]);
      }
      // A conversion rewrites every company's figures at its current position; a reordering then moves them.
      const converted = patch.unit_change === 'convert' && patch.unit ? convertedCompanies(cur, patch.unit, patch.round ?? false) : null;
      const source = converted ?? cur.companies;
      // New position i takes everything the company at order[i] had; the names (in the new order) come after.
      const moved = order?.map((from, position) => {
        const { name, type, panCin, limits, associates, termLoans, projections, fixedAssets, notes } = source[from]!;
        return { position, name, type, panCin, byYear: periodColumnsOf(source[from]!), limits, associates, termLoans, projections, fixedAssets, notes };
      });
      const renamed = names || types || panCins ? cur.companies.map(({ position }) => ({ position })) : undefined;
      const companies =
        moved ??
        converted?.map((c) => ({
          position: c.position,
          byYear: periodColumnsOf(c),
          limits: c.limits,
          associates: c.associates,
          termLoans: c.termLoans,
          fixedAssets: c.fixedAssets,
        })) ??
        renamed;
      return {
        name: patch.name,
        unit: patch.unit,
        companies: companies?.map((c) => ({
          ...c,
          ...(names ? { name: names[c.position]! } : {}),
          ...(types ? { type: types[c.position]! } : {}),
          ...(panCins ? { panCin: panCins[c.position]! } : {}),
        })),
      };
    });
    return sendSummary(reply, loadedSummary(loaded));
  });

  route(app, E.deleteAnalysis, async (request, reply) => {
    if (!(await app.repos.analyses.remove(userOf(request).id, request.params.id))) {
      throw notFound('Analysis not found');
    }
    return reply.status(204).send();
  });

  route(app, E.getSettings, async (request, reply) => app.cache.send(request, reply, userOf(request), request.params.id, settingsOf));

  // PUT and PATCH both merge the given settings into the stored ones.
  const putSettings: HandlerOf<typeof E.putSettings> = async (request, reply) => {
    const patch = request.body;
    const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => ({
      settings: { ...settingsOf(cur), ...patch },
    }));
    return sendSummary(reply, loadedSummary(loaded));
  };
  route(app, E.putSettings, putSettings);
  route(app, E.patchSettings, putSettings);

  route(app, E.exportJson, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('content-disposition', `attachment; filename="${fileName(loaded.analysis.name, 'json')}"`).send(fileOf(loaded));
  });

  route(app, E.exportXlsx, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    // exceljs is large: loaded on the first export rather than at start.
    const { workbookOf, xlsxBuffer } = await import('../xlsx');
    const variance = await lastRenewalVariance(app.repos.submissions, loaded);
    const buffer = await xlsxBuffer(workbookOf({ ...documentOf(loaded), ...(variance ? { variance } : {}) }));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName(loaded.analysis.name, 'xlsx')}"`)
      .send(buffer);
  });
};
