import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ImportSourceKind } from '../../contract/imports';
import { IMPORT_TTL_HOURS } from '../../contract/imports';
import type { SourceTable } from '../../domain/import/layout';
import type { Remembered } from '../../domain/import/matcher';
import type { TallyDraft } from '../../domain/import/tally/books';
import type { Database, Db, StoredProvenance } from '../database';
import { notFound } from '../errors';

/** A drafted import as stored. */
export interface ImportDraftRow {
  id: number;
  analysisId: number;
  position: number;
  kind: ImportSourceKind;
  fileName: string | null;
  tables: SourceTable[];
  /** A Tally draft's books and year. */
  tally?: TallyDraft | null;
  /** The PDF a draft was read from, kept for the review's page crops (null for other kinds). */
  document?: Buffer | null;
}

/** What an accept remembers and records, written in the accept's transaction. */
export interface AcceptRecords {
  userId: number;
  analysisId: number;
  position: number;
  /** Every key of the borrower ({@link borrowerKeys}): the mappings are kept under each. */
  borrowers: readonly string[];
  /** Normalised label → row (null: skipped), for this borrower. */
  mappings: ReadonlyMap<string, string | null>;
  /** New firm synonyms: normalised label → row. */
  synonyms: ReadonlyMap<string, string>;
  provenance: { year: number; row: string; source: StoredProvenance }[];
  draftId: number;
  /** A PDF draft: its document is kept (`import_documents`) and named by the provenance of the figures read from its pages. */
  keepDocument: boolean;
}

/** Drafted imports, remembered mappings, firm synonyms and figure provenance (docs/import.md). */
export function importsRepository(db: Db) {
  return {
    /** Stores a draft (expiring in IMPORT_TTL_HOURS) and drops every expired one; returns its id. */
    async createDraft(userId: number, draft: Omit<ImportDraftRow, 'id'>): Promise<number> {
      await db
        .deleteFrom('import_drafts')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      const row = await db
        .insertInto('import_drafts')
        .values({
          user_id: userId,
          analysis_id: draft.analysisId,
          position: draft.position,
          kind: draft.kind,
          file_name: draft.fileName,
          tables: JSON.stringify(draft.tables),
          tally: draft.tally ? JSON.stringify(draft.tally) : null,
          document: draft.document ?? null,
          expires_at: sql<Date>`now() + make_interval(hours => ${IMPORT_TTL_HOURS})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The user's unexpired draft `id` of analysis `analysisId`; 404 otherwise (another user's draft included). */
    async draft(userId: number, analysisId: number, id: number): Promise<ImportDraftRow> {
      const row = await db
        .selectFrom('import_drafts')
        .select(['id', 'analysis_id', 'position', 'kind', 'file_name', 'tables', 'tally'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('analysis_id', '=', analysisId)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!row) {
        throw notFound('No such import: it was accepted, has expired, or is not yours');
      }
      return { id: row.id, analysisId: row.analysis_id, position: row.position, kind: row.kind, fileName: row.file_name, tables: row.tables, tally: row.tally };
    },

    /** The PDF of the user's unexpired draft `id` of analysis `analysisId`; 404 when there is none. */
    async document(userId: number, analysisId: number, id: number): Promise<Buffer> {
      const row = await db
        .selectFrom('import_drafts')
        .select('document')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('analysis_id', '=', analysisId)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!row?.document) {
        throw notFound('No such PDF import: it was accepted, has expired, is not a PDF, or is not yours');
      }
      return Buffer.from(row.document);
    },

    /** The kept PDF `id` of analysis `analysisId` (its owner checked by the caller's load); 404 when there is none. */
    async keptDocument(analysisId: number, id: number): Promise<Buffer> {
      const row = await db.selectFrom('import_documents').select('document').where('id', '=', id).where('analysis_id', '=', analysisId).executeTakeFirst();
      if (!row) {
        throw notFound('No such document: its figures were replaced by a later import, or it belongs to another analysis');
      }
      return Buffer.from(row.document);
    },

    /** Records that the read of the user's PDF `token` is at page `page` of `pages` (dropping reads stalled for an hour). */
    async setProgress(userId: number, token: string, progress: { page: number; pages: number; ocr: boolean }): Promise<void> {
      if (progress.page === 1) {
        await db
          .deleteFrom('import_progress')
          .where(sql<boolean>`updated_at < now() - interval '1 hour'`)
          .execute();
      }
      await db
        .insertInto('import_progress')
        .values({ user_id: userId, token, ...progress })
        .onConflict((oc) => oc.columns(['user_id', 'token']).doUpdateSet({ ...progress, updated_at: sql`now()` }))
        .execute();
    },

    /** Where the read of the user's PDF `token` stands; 404 when it has not started or is over. */
    async progress(userId: number, token: string): Promise<{ page: number; pages: number; ocr: boolean }> {
      const row = await db
        .selectFrom('import_progress')
        .select(['page', 'pages', 'ocr'])
        .where('user_id', '=', userId)
        .where('token', '=', token)
        .executeTakeFirst();
      if (!row) {
        throw notFound('No PDF is being read under this token: it has not started, or it is over');
      }
      return row;
    },

    /** The read of `token` is over (drafted, refused or cancelled). */
    async endProgress(userId: number, token: string): Promise<void> {
      await db.deleteFrom('import_progress').where('user_id', '=', userId).where('token', '=', token).execute();
    },

    /** What the user accepted before for this borrower under any of its keys, by normalised label (the latest answer wins). */
    async remembered(userId: number, borrowers: readonly string[]): Promise<Map<string, Remembered>> {
      const rows = await db
        .selectFrom('import_mappings')
        .select(['label', 'row', sql<string>`to_char(accepted_on, 'YYYY-MM-DD')`.as('on')])
        .where('user_id', '=', userId)
        .where('borrower', 'in', borrowers)
        .orderBy('accepted_on')
        .execute();
      return new Map(rows.map((r) => [r.label, { row: r.row, acceptedOn: r.on }]));
    },

    /** The firm's synonyms: normalised label → row. */
    async synonyms(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('import_synonyms').select(['label', 'row']).execute();
      return new Map(rows.map((r) => [r.label, r.row]));
    },

    /** Every remembered mapping of the user, by borrower then label. */
    async mappingsOf(userId: number) {
      return db
        .selectFrom('import_mappings')
        .select(['borrower', 'label', 'row', sql<string>`to_char(accepted_on, 'YYYY-MM-DD')`.as('accepted_on')])
        .where('user_id', '=', userId)
        .orderBy('borrower')
        .orderBy('label')
        .execute();
    },

    /** The provenance of the figures of an analysis (owner checked by the caller's load). */
    async provenanceOf(analysisId: number) {
      return db
        .selectFrom('figure_provenance')
        .select(['position', 'year', 'row', 'source'])
        .where('analysis_id', '=', analysisId)
        .orderBy('position')
        .orderBy('year')
        .orderBy('row')
        .execute();
    },
  };
}

/**
 * Writes what an accept records, inside its transaction: the borrower's mappings (replacing earlier answers for
 * the same labels), the firm's new synonyms (the first answer stands), each figure's provenance (replacing an
 * earlier import's), a PDF's document (kept for the working's crops; one no provenance names is dropped), and
 * drops the draft.
 */
export async function recordAccept(trx: Kysely<Database>, r: AcceptRecords): Promise<void> {
  if (r.mappings.size > 0) {
    await trx
      .insertInto('import_mappings')
      .values(r.borrowers.flatMap((borrower) => [...r.mappings].map(([label, row]) => ({ user_id: r.userId, borrower, label, row }))))
      .onConflict((oc) => oc.columns(['user_id', 'borrower', 'label']).doUpdateSet({ row: sql`excluded.row`, accepted_on: sql`current_date` }))
      .execute();
  }
  if (r.synonyms.size > 0) {
    await trx
      .insertInto('import_synonyms')
      .values([...r.synonyms].map(([label, row]) => ({ label, row })))
      .onConflict((oc) => oc.column('label').doNothing())
      .execute();
  }
  let document: number | undefined;
  if (r.keepDocument) {
    const kept = await sql<{ id: number }>`
      INSERT INTO import_documents (analysis_id, file_name, document)
      SELECT analysis_id, file_name, document FROM import_drafts WHERE id = ${r.draftId} AND document IS NOT NULL
      RETURNING id`.execute(trx);
    document = kept.rows[0]?.id;
  }
  if (r.provenance.length > 0) {
    const sourceOf = (p: StoredProvenance): StoredProvenance => (document !== undefined && p.cells.some((c) => c.page !== undefined) ? { ...p, document } : p);
    await trx
      .insertInto('figure_provenance')
      .values(
        r.provenance.map((p) => ({ analysis_id: r.analysisId, position: r.position, year: p.year, row: p.row, source: JSON.stringify(sourceOf(p.source)) })),
      )
      .onConflict((oc) => oc.columns(['analysis_id', 'position', 'year', 'row']).doUpdateSet({ source: sql`excluded.source` }))
      .execute();
  }
  // A kept PDF no figure's provenance names any longer (every figure replaced by later imports) goes.
  await sql`
    DELETE FROM import_documents d WHERE d.analysis_id = ${r.analysisId}
      AND NOT EXISTS (SELECT 1 FROM figure_provenance f WHERE f.analysis_id = d.analysis_id AND f.source->>'document' = d.id::text)`.execute(trx);
  await trx.deleteFrom('import_drafts').where('id', '=', r.draftId).execute();
}
