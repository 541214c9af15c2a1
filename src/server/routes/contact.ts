import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ENDPOINTS as E } from '../../contract/endpoints';
import type { AuthRateLimit } from './auth';
import { route } from './route';

/** Messages one IP may send per window by default: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT: AuthRateLimit = { max: 5, timeWindow: '10 minutes' };

/** POST /api/contact/: stores a message from the /contact page; no sign-in needed, rate-limited per IP. */
export const contactRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  route(
    app,
    E.contact,
    async (request, reply) => {
      await app.repos.contactMessages.add(request.body);
      return reply.status(201).send({ ok: true });
    },
    { config: { rateLimit } },
  );
};
