import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer (helmet's defaults: CSP, frame and sniffing rules, …), and HSTS only
 * where the browser really used https (directly, or at a trusted proxy: X-Forwarded-Proto). The app and the
 * stand-in that serves the pages while the app starts (listen-early.ts) both register these, so a page
 * carries the same headers whichever answers it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    }
  });
}
