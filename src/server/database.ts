// Over 300 lines: PGlite and PostgreSQL setup, the migrations and the outage handling share one lifecycle.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ColumnType, Dialect, Generated, Selectable } from 'kysely';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { AmountUnit } from '../contract/constants';
import type { PeriodKind } from '../contract/periods';
import type { AnalysisFile } from '../contract/fixture';
import type { AssociateConcern, FacilityLimit } from '../contract/report';
import type { StoredSnapshotReport } from '../contract/snapshots';
import type { CompanyNotes } from '../contract/notes';
import type { VarianceFigures } from '../domain/variance';
import type { StatementInputs } from '../domain/model';
import type { StatementTexts } from '../domain/cell-texts';
import type { StatementDetails } from '../domain/detail-lines';
import type { CompanyType } from '../domain/company-type';
import type { ImportSourceKind } from '../contract/imports';
import type { SourceTable } from '../domain/import/layout';
import type { TallyDraft } from '../domain/import/tally/books';
import type { Box } from '../domain/import/pdf-layout';
import type { Settings } from '../domain/settings';
import type { WireAssetBlock, WireCompanyDrivers } from '../contract/projections';
import type { WireTermLoan } from '../contract/term-loans';
import { migrationProvider } from './migrations';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  /** The `jti` claim of the refresh JWT. */
  jti: string;
  user_id: number;
  expires_at: Timestamp;
  /** Set when the token was used (rotated) or its session ended. */
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The session it belongs to (null only for tokens issued before sessions existed). */
  session_id: string | null;
  created_at: Timestamp;
}

/** One login: the `sid` of its access tokens and the family of its refresh tokens. */
export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** A message from the /contact page. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface AnalysesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  year: number;
  unit: AmountUnit;
  settings: Settings;
  /** Bumped on every change; the optimistic-concurrency token (`ETag`/`If-Match`). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One company of an analysis: its column (position) and name. Its figures are in `company_periods`. */
export interface CompaniesTable {
  analysis_id: number;
  position: number;
  name: string;
  /** How its capital is kept; 'company' when never given. */
  type: ColumnType<CompanyType, CompanyType | undefined, CompanyType>;
  /** Form I: the company's facilities with existing and proposed limits, in order. */
  limits: ColumnType<FacilityLimit[], FacilityLimit[] | undefined, FacilityLimit[]>;
  /** Form I: the company's associate or group concerns, in order. */
  associates: ColumnType<AssociateConcern[], AssociateConcern[] | undefined, AssociateConcern[]>;
  /** The company's term loans (wire shape), in order. */
  term_loans: ColumnType<WireTermLoan[], WireTermLoan[] | undefined, WireTermLoan[]>;
  /** The company's projection methods: by projected year, by input id (absent = typed). */
  projections: ColumnType<WireCompanyDrivers, WireCompanyDrivers | undefined, WireCompanyDrivers>;
  /** The company's fixed-asset blocks (wire shape). */
  fixed_assets: ColumnType<WireAssetBlock[], WireAssetBlock[] | undefined, WireAssetBlock[]>;
  /** Its PAN or CIN as the analyst gave it (upper case), or null. */
  pan_cin: ColumnType<string | null, string | null | undefined, string | null>;
  /** The analyst's free-text notes on the company and on each of its forms. */
  notes: ColumnType<CompanyNotes, CompanyNotes | undefined, CompanyNotes>;
}

/** One period (financial year) of an analysis; `year` is the year in which the FY ends. */
export interface AnalysisPeriodsTable {
  analysis_id: number;
  year: number;
  kind: PeriodKind;
  /** The period's length, 1–15 whole months (12 unless set). */
  months: ColumnType<number, number | undefined, number>;
}

/** The inputs (never derived values) of the three statements of one company in one period. */
export interface CompanyPeriodsTable {
  analysis_id: number;
  position: number;
  year: number;
  opstmt: StatementInputs;
  assetnliabs: StatementInputs;
  ocaocl: StatementInputs;
  /** The arithmetic each figure was typed as, `{statement: {key: "=…"}}` (docs/api.md "Cell expressions and notes"). */
  expressions: ColumnType<StatementTexts, StatementTexts | undefined, StatementTexts>;
  /** The analyst's note on each input cell, `{statement: {key: text}}`. */
  notes: ColumnType<StatementTexts, StatementTexts | undefined, StatementTexts>;
  /** The detail lines each input row is opened into, `{statement: {key: [{label, amount, expression?}]}}`; the row's figure is their sum. */
  details: ColumnType<StatementDetails, StatementDetails | undefined, StatementDetails>;
}

/** The firm name and preparer printed on the CMA report's cover (one row per user, created on first change). */
export interface UserProfilesTable {
  user_id: number;
  firm_name: string;
  prepared_by: string;
  /** The printed footer names the product beside the firm (false unless the firm chooses it). */
  print_product_name: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The sign-off of an analysis (UDIN, place, date of signing); no row until first stored. */
export interface SignOffsTable {
  analysis_id: number;
  udin: string | null;
  place: string | null;
  /** An ISO date. */
  signed_on: ColumnType<string | null, string | null, string | null>;
}

/** What was submitted to a bank: immutable copies of the analysis file, the report model and the variance figures. */
export interface SnapshotsTable {
  id: Generated<number>;
  analysis_id: number;
  /** The analysis's version when the snapshot was taken. */
  version: number;
  bank: string;
  submitted_on: ColumnType<string, string, never>;
  note: string | null;
  created_at: Generated<Timestamp>;
  /** The username of the analyst who took it. */
  created_by: string;
  file: ColumnType<AnalysisFile, string, never>;
  report: ColumnType<StoredSnapshotReport, string, never>;
  figures: ColumnType<VarianceFigures, string, never>;
}

/** The analyst's reason for one line of a renewal variance (snapshot, company position, year, line). */
export interface VarianceReasonsTable {
  snapshot_id: number;
  position: number;
  year: number;
  line: string;
  reason: string;
}

/** Failed logins of one username from one client address (the login backoff, src/server/login-throttle.ts). */
export interface LoginFailuresTable {
  /** Lower-cased. */
  username: string;
  address: string;
  failures: number;
  blocked_until: Timestamp;
  updated_at: Timestamp;
}

/** A drafted import awaiting its accept (docs/import.md): the source read into tables, until `expires_at`. */
export interface ImportDraftsTable {
  id: Generated<number>;
  user_id: number;
  analysis_id: number;
  position: number;
  kind: ImportSourceKind;
  file_name: string | null;
  tables: ColumnType<SourceTable[], string, string>;
  /** A Tally draft's books and the year they close (null for the other kinds). */
  tally: ColumnType<TallyDraft | null, string | null, string | null>;
  /** The PDF a draft was read from (null for other kinds): the review's page crops are rendered from it. */
  document: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

/** A mapping an analyst accepted for a borrower: the normalised label → row (null: skipped). */
export interface ImportMappingsTable {
  user_id: number;
  borrower: string;
  label: string;
  row: string | null;
  accepted_on: ColumnType<string, string | undefined, string>;
}

/** The firm's accepted synonyms: a normalised label → row, grown by the analysts' accepts. */
export interface ImportSynonymsTable {
  label: string;
  row: string;
  accepted_on: ColumnType<string, string | undefined, string>;
}

/** An accepted PDF, kept so the working of the figures read from it shows the crop of their page. */
export interface ImportDocumentsTable {
  id: Generated<number>;
  analysis_id: number;
  file_name: string | null;
  document: Buffer;
  created_at: Generated<Timestamp>;
}

/** How far the read of a PDF has got (page `page` of `pages`; `ocr` when that page is a scan), while it runs. */
export interface ImportProgressTable {
  user_id: number;
  token: string;
  page: number;
  pages: number;
  ocr: boolean;
  updated_at: Generated<Timestamp>;
}

/** Where an imported figure came from. */
export interface FigureProvenanceTable {
  analysis_id: number;
  position: number;
  year: number;
  row: string;
  source: ColumnType<StoredProvenance, string, string>;
}

/** The stored provenance of one figure (wire: `FigureProvenance` less its key). */
export interface StoredProvenance {
  file: string | null;
  /** The kept PDF (`import_documents`) the figure was read from: its working shows the page's crop. */
  document?: number;
  cells: {
    sheet?: string;
    cell?: string;
    row?: number;
    ledger?: string;
    group?: string | null;
    reserved_group?: string | null;
    page?: number;
    bbox?: Box;
    text: string;
  }[];
  working: string;
  /** The notes with which the analyst overrode failed reconciliations of the import. */
  overrides?: { check: string; note: string }[];
  imported_on: string;
  /** The figure as imported: the working applies while the cell still holds it. */
  amount: number;
}

/** The schema, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  contact_messages: ContactMessagesTable;
  analyses: AnalysesTable;
  companies: CompaniesTable;
  analysis_periods: AnalysisPeriodsTable;
  company_periods: CompanyPeriodsTable;
  user_profiles: UserProfilesTable;
  login_failures: LoginFailuresTable;
  import_drafts: ImportDraftsTable;
  import_mappings: ImportMappingsTable;
  import_synonyms: ImportSynonymsTable;
  figure_provenance: FigureProvenanceTable;
  import_documents: ImportDocumentsTable;
  import_progress: ImportProgressTable;
  sign_offs: SignOffsTable;
  snapshots: SnapshotsTable;
  variance_reasons: VarianceReasonsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type AnalysisRow = Selectable<AnalysesTable>;
export type PeriodRow = Omit<Selectable<AnalysisPeriodsTable>, 'analysis_id' | 'months'>;

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or an in-memory PGlite (tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; /** Tables go into this schema (test isolation). */ schema?: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; /** A `dumpDataDir()` tarball to start from, skipping initdb (tests). */ loadDataDir?: Blob };

/** The target the runtime configuration selects: PostgreSQL when `DATABASE_URL` is set, else PGlite under DATA_DIR. */
export function targetFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** Handles of PostgreSQL databases, which other server processes may change too. */
const shared = new WeakSet<Db>();

/**
 * True when other processes may write to this database (PostgreSQL), so a cache must check each read
 * against the database; false for the embedded database, which one process alone opens (the DATA_DIR lock).
 */
export function isShared(db: Db): boolean {
  return shared.has(db);
}

/**
 * Added to PGlite's own start parameters: `shared_buffers` cut from PostgreSQL's 128MB to 16MB. That
 * takes about 130 MB off the idle process and costs nothing measurable at open or in reads
 * (docs/benchmarks.md, "PGlite memory options"); even 1,000 analyses are a few MB, so the buffers
 * still hold the whole database.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The dialect of a target. The drivers load here, on first use: a server needs only one of them, and
 * loading `pg` or PGlite takes tens of milliseconds of every start.
 */
async function dialectOf(target: DatabaseTarget, onConnectionLost: (error: Error) => void): Promise<Dialect> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // While PostgreSQL is down a request fails within this (a 503) instead of waiting for a connection forever.
      connectionTimeoutMillis: 5_000,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // A connection that PostgreSQL ends (a restart, an administrator) emits 'error': on the pool when it is
    // idle, on the client itself when it is checked out between two queries of a transaction. Unheard, Node
    // turns either into an uncaught exception that ends the server. Heard, the pool drops the connection (the
    // client's next query fails, a 503), and the next request opens a new one: the server reconnects by itself.
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    pool.on('error', () => undefined); // the same error, already heard on the client
    return new PostgresDialect({ pool });
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    return new PGliteDialect(new PGlite(target.dataDir, { startParams }));
  }
  return new PGliteDialect(new PGlite({ startParams, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) }));
}

/** How a lost connection is reported by default (tests, scripts, a server not yet built): one line on stderr. */
export function warnOnStderr(error: Error): void {
  process.stderr.write(`PostgreSQL ended a connection (the next query opens a new one): ${error.message}\n`);
}

/** The name of the newest migration the server knows (they run in name order). */
async function newestMigration(): Promise<string> {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  return names[names.length - 1]!;
}

/**
 * Whether the newest migration is already applied: one indexed read of Kysely's own table, instead
 * of the migrator's no-op (which creates its tables if missing, takes its lock in a transaction and
 * reads the whole list, ≈ 0.5 s of a start on PGlite). Kysely applies migrations in order, so the
 * newest being there means all are. False when the table does not exist yet (a new database).
 */
async function upToDate(db: Db, schema: string | undefined): Promise<boolean> {
  const table = schema ? sql.table(`${schema}.kysely_migration`) : sql.table('kysely_migration');
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table} where name = ${await newestMigration()}`.execute(db);
    return rows.length === 1;
  } catch {
    return false;
  }
}

/**
 * Opens the database and runs every pending migration (the same numbered migrations on PGlite and
 * PostgreSQL, design.md §5), none when the newest is applied, or those up to `upTo` (a migration's
 * name; tests of a later migration start from the schema before it). The caller owns the returned
 * handle and must `destroy()` it. `onConnectionLost` hears of PostgreSQL ending a pooled connection
 * (a restart): the pool drops it, so this only logs (default: one line on stderr).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { upTo, onConnectionLost = warnOnStderr }: { upTo?: string; onConnectionLost?: (error: Error) => void } = {},
): Promise<Db> {
  const db = new Kysely<Database>({ dialect: await dialectOf(target, onConnectionLost) });
  if (target.kind === 'postgres') {
    shared.add(db);
  }
  const schema = target.kind === 'postgres' ? target.schema : undefined;
  if (!upTo && (await upToDate(db, schema))) {
    return db;
  }
  // Kysely looks for its migration tables in every schema unless told which: name the test schema (or the
  // one the URL's search_path selects), or another test file's schema (same database, run in parallel) hides
  // the missing tables.
  const migrationTableSchema =
    target.kind === 'postgres' ? (schema ?? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema) : undefined;
  // Migrations are numbered by the stream of work that wrote them and each adds its own tables or columns, so a
  // database that ran a higher number first still takes a lower one that landed later, rather than refusing to start.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return db;
}
