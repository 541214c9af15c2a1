import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { jwtSecret, loadConfig } from './config';
import { cannotUse, lockDataDir } from './data-dir-lock';
import { openDatabase, targetFromConfig, warnOnStderr } from './database';
import { StartupError } from './errors';
import { vacuumAfterWrites } from './maintenance';

/**
 * The runner: opens the database (migrating it), builds the app, listens on HOST:PORT and closes
 * everything on SIGINT/SIGTERM. Prints "CreditGrid listening on http://HOST:PORT" when ready.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = performance.now();
  const config = loadConfig(env);
  // The embedded database is single-process: the lock is taken before PGlite opens its files.
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  let secret: string;
  try {
    secret = jwtSecret(config);
  } catch (err) {
    throw err instanceof Error && 'code' in err ? cannotUse(config.dataDir, err) : err;
  }
  // Until the app (and its logger) exists, a lost connection is reported on stderr.
  const built: { log?: FastifyBaseLogger } = {};
  const onConnectionLost = (error: Error) =>
    built.log ? built.log.warn({ err: error }, 'PostgreSQL ended a connection; the next query opens a new one') : warnOnStderr(error);
  const db = await openDatabase(targetFromConfig(config), { onConnectionLost });
  const app = await buildApp({
    db,
    jwtSecret: secret,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    maxAnalysesPerUser: config.maxAnalysesPerUser,
    authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
    logger: { level: env.LOG_LEVEL ?? 'warn' },
  });
  built.log = app.log;
  if (!config.databaseUrl) {
    vacuumAfterWrites(app, db);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.warn(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.destroy();
      release();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const port = (app.server.address() as { port: number }).port;
  const storage = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`CreditGrid listening on http://${host}:${port} (${storage}; ready in ${Math.round(performance.now() - started)} ms)\n`);
}

/**
 * Starts the server, or exits with status 1 and a message: a bad configuration or a DATA_DIR problem
 * (held by another process, not writable, full) is one clear line; anything else keeps its stack for the bug report.
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await startServer(env);
  } catch (err) {
    const reason = err instanceof StartupError ? err.message : err instanceof Error ? err.stack : String(err);
    process.stderr.write(`CreditGrid failed to start: ${reason}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runServer();
}
