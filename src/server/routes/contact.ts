import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessage } from '../../contract/contact';
import type { AuthRateLimit } from './auth';

/** Messages one IP may send per window by default: enough for a person, too few for a spammer. */
export const CONTACT_RATE_LIMIT: AuthRateLimit = { max: 5, timeWindow: '10 minutes' };

/** POST /api/contact/: stores a message from the /contact page; no sign-in needed, rate-limited per IP. */
export const contactRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/contact/',
    {
      schema: { body: contactMessage, response: { 201: z.object({ ok: z.literal(true) }) } },
      config: { public: true, rateLimit, invalid: 'The message could not be sent' },
    },
    async (request, reply) => {
      await app.repos.contactMessages.add(request.body);
      return reply.status(201).send({ ok: true });
    },
  );
};
