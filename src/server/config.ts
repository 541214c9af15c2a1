import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './errors';

/** How many analyses one user may keep unless MAX_ANALYSES_PER_USER says otherwise. */
export const DEFAULT_MAX_ANALYSES_PER_USER = 1000;

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
  /** The signing secret when set in the environment (see {@link jwtSecret}). */
  jwtSecret: string | undefined;
  /** Which proxies' `X-Forwarded-*` headers to believe (client IP, https for Secure cookies and HSTS). */
  trustProxy: TrustProxy;
  /** How many analyses one user may keep. */
  maxAnalysesPerUser: number;
  /** Sign-ups and logins one client IP may make per minute (the per-account backoff is separate). */
  authRateLimitPerMinute: number;
}

/** Fastify's `trustProxy`: off, on (any proxy), a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string;

/** The environment variables the server reads, with their defaults; an empty value counts as unset. */
const environment = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be an integer from 0 to 65535' })
    .int('must be an integer from 0 to 65535')
    .min(0, 'must be an integer from 0 to 65535')
    .max(65535, 'must be an integer from 0 to 65535')
    .default(8080),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DIST_DIR: z.string().default('dist'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\d.:a-fA-F/, ]+)$/, 'must be true, false, a hop count, or proxy addresses (CIDR, comma-separated)')
    .transform((v): TrustProxy => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v))
    .default(false),
  MAX_ANALYSES_PER_USER: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(DEFAULT_MAX_ANALYSES_PER_USER),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(10),
});

/**
 * Reads HOST, PORT, DATA_DIR, DATABASE_URL, DIST_DIR, JWT_SECRET, TRUST_PROXY, MAX_ANALYSES_PER_USER and
 * AUTH_RATE_LIMIT_PER_MINUTE
 * with their defaults (README "Configuration", design.md §4).
 * @throws StartupError with one message naming every bad variable and why ("PORT must be …; JWT_SECRET must be …")
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = environment.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new StartupError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const c = result.data;
  return {
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    distDir: path.resolve(c.DIST_DIR),
    jwtSecret: c.JWT_SECRET,
    trustProxy: c.TRUST_PROXY,
    maxAnalysesPerUser: c.MAX_ANALYSES_PER_USER,
    authRateLimitPerMinute: c.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}

/**
 * The JWT signing secret: `JWT_SECRET` when set, otherwise a random secret generated once and kept in
 * `DATA_DIR/jwt-secret` (mode 0600), so tokens survive restarts and nothing is hard-coded.
 */
export function jwtSecret(config: Pick<ServerConfig, 'dataDir' | 'jwtSecret'>): string {
  if (config.jwtSecret) {
    return config.jwtSecret;
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
