import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_ENDPOINTS as E } from '../../contract/endpoints';
import type { WireCompanyDrivers } from '../../contract/projections';
import type { MetricId } from '../../domain/formula';
import { driverError, periodDriversError } from '../../domain/projections/drivers';
import { financialYearOf, monthIndexOf } from '../../domain/loans/term-loan';
import { invalidRequest } from '../errors';
import type { LoadedAnalysis } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

type Issue = { path: (string | number)[]; message: string };

/**
 * Applies a projections PUT to the stored drivers, cell by cell: `typed` removes a cell's driver, any other
 * method replaces it. Every refusal is collected with the cell's path (`companies.0.by_year.2027.opstmt.…`);
 * any refusal writes nothing.
 */
function patchedDrivers(cur: LoadedAnalysis, body: { companies: { position: number; by_year: WireCompanyDrivers }[] }): Map<number, WireCompanyDrivers> {
  const issues: Issue[] = [];
  const out = new Map<number, WireCompanyDrivers>();
  body.companies.forEach((entry, i) => {
    const company = cur.companies.find((c) => c.position === entry.position);
    if (!company) {
      issues.push({ path: ['companies', i, 'position'], message: `the analysis has ${cur.companies.length} companies` });
      return;
    }
    const next: Record<string, Record<string, { method: string; value?: number }>> = structuredClone(out.get(entry.position) ?? company.projections);
    for (const [year, cells] of Object.entries(entry.by_year)) {
      const period = cur.periods.find((p) => String(p.year) === year);
      if (!period) {
        issues.push({ path: ['companies', i, 'by_year', year], message: `${year} is not a period of this analysis` });
        continue;
      }
      const row = (next[year] ??= {});
      for (const [id, driver] of Object.entries(cells)) {
        const error = driverError(id as MetricId, period.kind, driver);
        if (error) {
          issues.push({ path: ['companies', i, 'by_year', year, id], message: error });
        } else if (driver.method === 'typed') {
          delete row[id];
        } else {
          row[id] = driver.value === undefined ? { method: driver.method } : { method: driver.method, value: driver.value };
        }
      }
      const together = periodDriversError(row as Parameters<typeof periodDriversError>[0]);
      if (together) {
        issues.push({ path: ['companies', i, 'by_year', year], message: together });
      }
      if (Object.keys(row).length === 0) {
        delete next[year];
      }
    }
    out.set(entry.position, next as WireCompanyDrivers);
  });
  if (issues.length > 0) {
    throw invalidRequest(issues, 'Invalid projections');
  }
  return out;
}

/**
 * Projections (docs/api.md "Projections"): each company's methods per projected input cell, and its
 * fixed-asset schedule. GETs answer with the version as ETag; PUTs take If-Match (409 when stale) and answer
 * the analysis summary. The figures they drive are computed on read, so every other endpoint sees them.
 */
export const projectionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, E.getProjections, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply
      .header('etag', `"${loaded.analysis.version}"`)
      .send({ companies: loaded.companies.map((c) => ({ position: c.position, by_year: c.projections })) });
  });

  route(app, E.putProjections, async (request, reply) => {
    const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => ({
      companies: [...patchedDrivers(cur, request.body)].map(([position, projections]) => ({ position, projections })),
    }));
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });

  route(app, E.getFixedAssets, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply
      .header('etag', `"${loaded.analysis.version}"`)
      .send({ companies: loaded.companies.map((c) => ({ position: c.position, blocks: c.fixedAssets })) });
  });

  route(app, E.putFixedAssets, async (request, reply) => {
    const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
      const issues: Issue[] = [];
      request.body.companies.forEach((entry, i) => {
        if (!cur.companies.some((c) => c.position === entry.position)) {
          issues.push({ path: ['companies', i, 'position'], message: `the analysis has ${cur.companies.length} companies` });
        }
        entry.blocks.forEach((block, b) =>
          block.additions.forEach((a, k) => {
            if (financialYearOf(monthIndexOf(a.put_to_use)) < a.year) {
              issues.push({
                path: ['companies', i, 'blocks', b, 'additions', k, 'put_to_use'],
                message: `an addition spent in FY ending ${a.year} cannot be put to use before it`,
              });
            }
          }),
        );
      });
      if (issues.length > 0) {
        throw invalidRequest(issues, 'Invalid fixed assets');
      }
      return { companies: request.body.companies.map((c) => ({ position: c.position, fixedAssets: c.blocks })) };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });
};
