import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { jwtSecret, loadConfig } from './config';
import { openDatabase, targetFromConfig } from './database';
import { vacuumAfterWrites } from './maintenance';

/**
 * The runner: opens the database (migrating it), builds the app, listens on HOST:PORT and closes
 * everything on SIGINT/SIGTERM. Prints "CreditGrid listening on http://HOST:PORT" when ready.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = performance.now();
  const config = loadConfig(env);
  const db = await openDatabase(targetFromConfig(config));
  const app = await buildApp({
    db,
    jwtSecret: jwtSecret(config.dataDir, env),
    distDir: config.distDir,
    logger: { level: env.LOG_LEVEL ?? 'warn' },
  });
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
  process.stdout.write(
    `CreditGrid listening on http://${host}:${port} (${storage}; ready in ${Math.round(performance.now() - started)} ms)\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().catch((err: unknown) => {
    process.stderr.write(`CreditGrid failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
