import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runtime configuration of the server, from the environment (README "Configuration"). */
export interface ServerConfig {
  host: string;
  port: number;
  /** Holds the embedded database (`pglite/`) and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Directory of the built SPA. */
  distDir: string;
}

/** Reads HOST, PORT, DATA_DIR, DATABASE_URL with their defaults (design.md §4). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not ${env.PORT}`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  };
}

/**
 * The JWT signing secret: `JWT_SECRET` when set, otherwise a random secret generated once and kept in
 * `DATA_DIR/jwt-secret` (mode 0600), so tokens survive restarts and nothing is hard-coded.
 */
export function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) {
      throw new Error('JWT_SECRET must be at least 32 characters');
    }
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
