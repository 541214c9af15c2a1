import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { pathToFileURL } from 'node:url';
import { jwtSecret, loadConfig } from './config';
import { cannotUse, lockDataDir } from './data-dir-lock';
import { StartupError } from './errors';
import { listenEarly } from './listen-early';

/**
 * The runner: listens on HOST:PORT at once (pages are served from then on, API requests wait: see
 * `listenEarly`), opens the database (migrating it), builds the app, hands it the requests and closes
 * everything on SIGINT/SIGTERM. Prints "CreditGrid listening on http://HOST:PORT" when the API is ready.
 * The database and the app load by dynamic import, after listening: they are most of the server's code.
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
  const logger = { level: env.LOG_LEVEL ?? 'warn' };
  const early = await listenEarly({ host: config.host, port: config.port, distDir: config.distDir, trustProxy: config.trustProxy, logger });
  await early.pagesIdle();
  const [{ buildApp }, { openDatabase, targetFromConfig, warnOnStderr }, { vacuumAfterWrites }] = await Promise.all([
    import('./app'),
    import('./database'),
    import('./maintenance'),
  ]);
  await early.pagesIdle();
  const onConnectionLost = (error: Error) =>
    built.log ? built.log.warn({ err: error }, 'PostgreSQL ended a connection; the next query opens a new one') : warnOnStderr(error);
  const db = await openDatabase(targetFromConfig(config), { onConnectionLost });
  await early.pagesIdle();
  const app = await buildApp({
    db,
    jwtSecret: secret,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    maxAnalysesPerUser: config.maxAnalysesPerUser,
    authRateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
    logger,
    server: early.server,
  });
  built.log = app.log;
  if (!config.databaseUrl) {
    vacuumAfterWrites(app, db);
  }
  await app.ready();
  early.handOver(app.routing);

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
      await closeServer(early.server);
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

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const port = (early.server.address() as { port: number }).port;
  const storage = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`CreditGrid listening on http://${host}:${port} (${storage}; ready in ${Math.round(performance.now() - started)} ms)\n`);
}

/** Stops `server` taking connections and resolves once the open ones have ended (the app, built on it, does not close it). */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
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
