import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint';
import type { analysisIdParams, analysisSummary } from '../../contract/analysis';
import { invalidRequest } from '../errors';
import type { LoadedCompany } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';
import { route } from './route';

/** The GET and PUT endpoints of a company list: `{companies: [list, …]}` by analysis id. */
interface CompanyListEndpoints<T> {
  get: Endpoint & { params: typeof analysisIdParams; response: { 200: z.ZodType<T> } };
  put: Endpoint & { params: typeof analysisIdParams; body: z.ZodType<T>; response: { 200: typeof analysisSummary }; invalid: string };
}

/** A list each company keeps beside its figures: its Form I facilities or associate concerns, its term loans, or its notes. */
type CompanyListField = 'limits' | 'associates' | 'termLoans' | 'notes';

/**
 * GET|PUT `/analyses/{id}/<list>/` of a list kept per company (Form I limits and associates, term loans): the GET
 * answers `{companies: [list, …]}` in company order with the version as ETag; the PUT replaces every
 * company's list at once under If-Match (409 when stale, like every write), answers the analysis
 * summary, and refuses a body whose company count differs (400 naming `companies`, nothing written).
 */
export function companyListRoutes<F extends CompanyListField>(
  app: FastifyInstance,
  field: F,
  endpoints: CompanyListEndpoints<{ companies: LoadedCompany[F][] }>,
): void {
  const invalid = endpoints.put.invalid;
  route(app, endpoints.get, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ companies: loaded.companies.map((c) => c[field]) });
  });

  route(app, endpoints.put, async (request, reply) => {
    const { companies } = request.body;
    const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
      if (companies.length !== cur.companies.length) {
        throw invalidRequest([{ path: ['companies'], message: `expected ${cur.companies.length} companies, got ${companies.length}` }], invalid);
      }
      return { companies: cur.companies.map((c, i) => ({ position: c.position, [field]: companies[i]! })) };
    });
    const summary = loadedSummary(loaded);
    return reply.header('etag', `"${summary.version}"`).send(summary);
  });
}
