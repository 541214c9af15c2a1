import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { analysisIdParams, analysisSummary } from '../../contract/analysis';
import { invalidRequest } from '../errors';
import type { LoadedCompany } from '../repositories/analyses';
import { loadedSummary } from '../summary';
import { ifMatchVersion, userOf } from './request';

/** A list each company keeps beside its figures: its Form I facilities, or its term loans. */
type CompanyListField = 'limits' | 'termLoans';

/**
 * GET|PUT `/analyses/{id}/{segment}/` of a list kept per company (Form I limits, term loans): the GET
 * answers `{companies: [list, …]}` in company order with the version as ETag; the PUT replaces every
 * company's list at once under If-Match (409 when stale, like every write), answers the analysis
 * summary, and refuses a body whose company count differs (400 naming `companies`, nothing written).
 */
export function companyListRoutes<F extends CompanyListField>(
  app: FastifyInstance,
  options: { segment: string; field: F; schema: z.ZodType<{ companies: LoadedCompany[F][] }>; invalid: string },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { segment, field, schema, invalid } = options;
  const byId = { params: analysisIdParams };
  typed.get(`/analyses/:id/${segment}/`, { schema: { ...byId, response: { 200: schema } } }, async (request, reply) => {
    const loaded = await app.repos.analyses.load(userOf(request).id, request.params.id);
    return reply.header('etag', `"${loaded.analysis.version}"`).send({ companies: loaded.companies.map((c) => c[field]) });
  });

  typed.put(
    `/analyses/:id/${segment}/`,
    { schema: { ...byId, body: schema, response: { 200: analysisSummary } }, config: { invalid, errors: ['version_conflict'] } },
    async (request, reply) => {
      const { companies } = request.body;
      const loaded = await app.repos.analyses.update(userOf(request).id, request.params.id, ifMatchVersion(request), (cur) => {
        if (companies.length !== cur.companies.length) {
          throw invalidRequest([{ path: ['companies'], message: `expected ${cur.companies.length} companies, got ${companies.length}` }], invalid);
        }
        return { companies: cur.companies.map((c, i) => ({ position: c.position, [field]: companies[i]! })) };
      });
      const summary = loadedSummary(loaded);
      return reply.header('etag', `"${summary.version}"`).send(summary);
    },
  );
}
