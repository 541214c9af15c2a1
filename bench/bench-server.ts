/**
 * A CreditGrid server for the benches: the real app as `npm start` builds it (same configuration from the
 * environment, the vacuum after writes on PGlite) plus `GET /bench/bare`, the anchor: a bare Fastify route answering the JSON in the file
 * BARE_JSON (or `[]`), and `GET /bench/bare/<name>` answering BARE_DIR/<name>.json, each serialised by Fastify on every request, with no auth and no database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { jwtSecret, loadConfig } from '../src/server/config';
import { lockDataDir } from '../src/server/data-dir-lock';
import { openDatabase, targetFromConfig } from '../src/server/database';
import { vacuumAfterWrites } from '../src/server/maintenance';

const config = loadConfig();
const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
const db = await openDatabase(targetFromConfig(config));
const app = await buildApp({
  db,
  jwtSecret: jwtSecret(config),
  authRateLimit: { max: 100_000, timeWindow: '1 minute' },
  maxAnalysesPerUser: config.maxAnalysesPerUser,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
if (!config.databaseUrl) {
  vacuumAfterWrites(app, db);
}
let bare: unknown;
app.get('/bench/bare', { config: { public: true } }, async () => {
  bare ??= process.env.BARE_JSON ? JSON.parse(readFileSync(process.env.BARE_JSON, 'utf8')) : [];
  return bare;
});
// One anchor per read: `BARE_DIR/<name>.json`, read on the first request (the bench writes it before).
const bares = new Map<string, unknown>();
app.get<{ Params: { name: string } }>('/bench/bare/:name', { config: { public: true } }, async (request) => {
  const { name } = request.params;
  if (!bares.has(name)) {
    bares.set(name, JSON.parse(readFileSync(path.join(process.env.BARE_DIR ?? '.', `${path.basename(name)}.json`), 'utf8')));
  }
  return bares.get(name);
});
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await db.destroy();
    release();
    process.exit(0);
  });
});
await app.listen({ host: config.host, port: config.port });
process.stdout.write(`CreditGrid bench server listening on http://${config.host}:${(app.server.address() as { port: number }).port}\n`);
