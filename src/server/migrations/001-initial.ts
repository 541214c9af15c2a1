import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Users, refresh tokens, analyses and their companies (inputs only, one JSONB map per statement). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('users_username_key')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('analyses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(settings) = 'object'`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('analyses_user_idx').on('analyses').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('companies')
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('analyses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('opstmt', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('assetnliabs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ocaocl', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('companies_pkey', ['analysis_id', 'position'])
    .addCheckConstraint('companies_opstmt_object', sql`jsonb_typeof(opstmt) = 'object'`)
    .addCheckConstraint('companies_assetnliabs_object', sql`jsonb_typeof(assetnliabs) = 'object'`)
    .addCheckConstraint('companies_ocaocl_object', sql`jsonb_typeof(ocaocl) = 'object'`)
    .execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['companies', 'analyses', 'refresh_tokens', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
