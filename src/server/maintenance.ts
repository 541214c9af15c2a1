import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from './database';

/** Successful API writes between two vacuums of the embedded database. */
export const VACUUM_EVERY_WRITES = 200;

/**
 * Keeps the embedded database (PGlite) from growing forever. PostgreSQL updates rows by writing new
 * versions; the old ones stay as dead rows until a VACUUM marks their space reusable. A server runs
 * autovacuum for that; PGlite runs none, so every save (an 8-company save leaves ≈ 16 kB of dead rows)
 * would grow the files for good.
 *
 * This vacuums after every `everyWrites` successful API writes (POST/PUT/PATCH/DELETE under /api
 * answered < 400), not on a timer: dead rows come only from writes, so counting writes bounds the
 * dead space to `everyWrites` saves' worth, at most twice that, however fast they come (≈ 3–6 MB at 200), and an idle
 * server does no work. A plain VACUUM (not FULL) keeps the files' size but lets new rows reuse the
 * space, so the data directory levels off instead of shrinking and regrowing. PGlite runs PostgreSQL
 * in single-user mode, with no checkpointer either, so the write-ahead log would grow without end
 * too: a CHECKPOINT after the vacuum lets its old segments be recycled. It runs after a response, on PGlite's
 * one connection, which every request behind it then waits for: so it waits until no API request is in flight
 * (an idle moment), and only a server never idle that long gets it at twice the count regardless. One at a time.
 * Register it on PGlite only: PostgreSQL's autovacuum does this job there.
 */
export function vacuumAfterWrites(app: FastifyInstance, db: Db, everyWrites = VACUUM_EVERY_WRITES): void {
  let writes = 0;
  /** API requests received and not yet answered. */
  let inFlight = 0;
  let running: Promise<void> | null = null;
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) {
      inFlight += 1;
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) {
      return;
    }
    inFlight = Math.max(0, inFlight - 1);
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      writes += 1;
    }
    if (writes < everyWrites || running || (inFlight > 0 && writes < 2 * everyWrites)) {
      return;
    }
    writes = 0;
    running = sql`VACUUM (ANALYZE)`
      .execute(db)
      .then(() => sql`CHECKPOINT`.execute(db))
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'VACUUM of the embedded database failed'))
      .finally(() => {
        running = null;
      });
  });
  // Closing waits for a vacuum under way, so the database is not destroyed under it.
  app.addHook('onClose', async () => {
    await running;
  });
}
