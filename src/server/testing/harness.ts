import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { AnalysisFile } from '../../contract/fixture';
import { analysisFile } from '../../contract/fixture';
import { allPeriodsScreen } from '../../contract/periods';
import type { AllPeriodsScreen } from '../../contract/periods';
import { buildApp } from '../app';
import type { Db } from '../database';
import { openDatabase } from '../database';
import type { LoadedAnalysis } from '../repositories/analyses';
import { newAnalysisFromFile } from '../repositories/analyses';

/** A database the API tests run against (design.md §5: both PGlite and PostgreSQL). */
export interface Backend {
  /** Shown in the test names, with the reason when the backend is skipped. */
  label: string;
  available: boolean;
  /** A fresh database, migrated to the latest schema or up to the migration `upTo`. */
  open: (options?: { upTo?: string }) => Promise<{ db: Db; drop: () => Promise<void> }>;
}

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * A freshly initdb'd PGlite data directory as a tarball, made once and kept in the OS temp dir:
 * starting from it takes well under a second, where initdb takes several. Migrations still run on
 * every open, so the template never goes stale when they change.
 */
async function pgliteTemplate(): Promise<Blob> {
  const { version } = JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  const file = path.join(os.tmpdir(), `creditgrid-pglite-${version}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** In-memory PGlite, and PostgreSQL at TEST_DATABASE_URL in a fresh schema per test file (dropped after). */
export const BACKENDS: Backend[] = [
  {
    label: 'PGlite (in memory)',
    available: true,
    open: async (options) => ({
      db: await openDatabase({ kind: 'memory', loadDataDir: await pgliteTemplate() }, options),
      drop: async () => undefined,
    }),
  },
  {
    label: pgUrl ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PostgreSQL — skipped: TEST_DATABASE_URL is not set',
    available: Boolean(pgUrl),
    open: async (options) => {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const db = await openDatabase({ kind: 'postgres', url: pgUrl!, schema }, options);
      return {
        db,
        drop: async () => {
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  },
];

/** A registered, logged-in user and ways to call the API as them. */
export interface TestUser {
  id: number;
  username: string;
  access: string;
  refresh: string;
  /** Cookie header value carrying the access cookie and the csrftoken. */
  cookie: string;
  csrf: string;
  /** Calls the API with `Authorization: Bearer`. */
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** The test app of one backend: built once per file, closed (and its schema dropped) after. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Registers and logs in a new user with a unique name. */
  user: (prefix?: string) => Promise<TestUser>;
  /** Stores an analysis file for `user` directly through the repository (a factory, style.md P15). */
  analysis: (user: TestUser, file?: AnalysisFile) => Promise<LoadedAnalysis>;
}

let counter = 0;

/** GET /api/analyses/{id}/screens/{screen}/ as `u`: every company's figures and texts in every period, parsed. */
export async function allPeriodsOf(u: TestUser, id: number, screen = 'opstmt'): Promise<AllPeriodsScreen> {
  return allPeriodsScreen.parse((await u.inject({ method: 'GET', url: `/api/analyses/${id}/screens/${screen}/` })).json());
}

/** The worked example of cma-domain §8 (fixtures/worked-example.json), parsed. */
export function fixture(name = 'worked-example'): AnalysisFile {
  return analysisFile.parse(rawFixture(name));
}

/** A fixture file as JSON, unparsed (e.g. to break it, or to send a version 1 file as written). */
export function rawFixture(name = 'worked-example'): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve('fixtures', `${name}.json`), 'utf8')) as Record<string, unknown>;
}

type Statements = AnalysisFile['companies'][number]['years'][string];

/** The statements of company `index` of a parsed file in its assessment year. */
export function assessed(file: AnalysisFile, index = 0): Statements {
  return file.companies[index]!.years[String(file.year)] ?? { opstmt: {}, assetnliabs: {}, ocaocl: {} };
}

/** `file` with other companies, each given by its name and the assessment year's statements (absent ones empty). */
export function withCompanies(file: AnalysisFile, companies: ({ name: string } & Partial<Statements>)[]): AnalysisFile {
  return {
    ...file,
    companies: companies.map(({ name, opstmt = {}, assetnliabs = {}, ocaocl = {} }) => ({
      name,
      years: { [String(file.year)]: { opstmt, assetnliabs, ocaocl } },
    })),
  };
}

/**
 * Builds the app against `backend` in beforeAll and closes it in afterAll. The returned object is
 * filled in by beforeAll, so read its fields inside tests only.
 */
export function useTestApp(
  backend: Backend,
  options: { authRateLimit?: { max: number; timeWindow: string }; contactRateLimit?: { max: number; timeWindow: string } } = {},
): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    ctx.db = opened.db;
    ctx.app = await buildApp({
      db: opened.db,
      jwtSecret: randomBytes(32).toString('hex'),
      authRateLimit: options.authRateLimit ?? { max: 10_000, timeWindow: '1 minute' },
      contactRateLimit: options.contactRateLimit ?? { max: 10_000, timeWindow: '1 minute' },
    });
    ctx.user = async (prefix = 'user') => {
      const username = `${prefix}${++counter}_${randomBytes(3).toString('hex')}`;
      const password = 'correct horse battery';
      const reg = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { username, email: `${username}@example.com`, password, password2: password },
      });
      if (reg.statusCode !== 201) {
        throw new Error(`register failed: ${reg.body}`);
      }
      const login = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
      const { access, refresh } = login.json<{ access: string; refresh: string }>();
      const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
      const csrf = cookies.csrftoken!;
      return {
        id: (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id,
        username,
        access,
        refresh,
        csrf,
        cookie: `access_token=${cookies.access_token}; csrftoken=${csrf}`,
        inject: (opts) => ctx.app.inject({ ...opts, headers: { authorization: `Bearer ${access}`, ...opts.headers } }),
      };
    };
    ctx.analysis = (user, file = fixture()) => ctx.app.repos.analyses.create(user.id, newAnalysisFromFile(file));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.destroy();
    await drop();
  });
  return ctx;
}
