import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AnalysisFile } from '../../contract/fixture';
import type { SignOff } from '../../contract/sign-off';
import type { NewSnapshot, SnapshotSummary, StoredSnapshotReport } from '../../contract/snapshots';
import type { VarianceFigures } from '../../domain/variance';
import type { Database, Db } from '../database';
import { notFound } from '../errors';

/** A stored snapshot whole: its summary and the copies it keeps. */
export interface StoredSnapshot {
  summary: SnapshotSummary;
  file: AnalysisFile;
  report: StoredSnapshotReport;
  figures: VarianceFigures;
}

/** The analyst's reasons of a snapshot's variance, keyed `position/year/line`. */
export type VarianceReasons = ReadonlyMap<string, string>;

/** The key of a reason in {@link VarianceReasons}. */
export const reasonKey = (position: number, year: number, line: string): string => `${position}/${year}/${line}`;

const summaryColumns = [
  'id',
  'version',
  'bank',
  sql<string>`submitted_on::text`.as('submitted_on'),
  'note',
  sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
  'created_by',
] as const;

/**
 * The sign-off, the snapshots and the variance reasons of an analysis. Callers have checked that the analysis is
 * the user's (a load or an update that answers 404 otherwise); every read here is by analysis id.
 */
export function submissionsRepository(db: Db) {
  return {
    /** The stored sign-off (no fields when never stored). */
    async signOff(analysisId: number): Promise<SignOff> {
      const row = await db
        .selectFrom('sign_offs')
        .select(['udin', 'place', sql<string | null>`signed_on::text`.as('signed_on')])
        .where('analysis_id', '=', analysisId)
        .executeTakeFirst();
      return Object.fromEntries(Object.entries(row ?? {}).filter(([, v]) => v !== null));
    },

    /** Replaces the sign-off, in the transaction of the analysis write that checked its version. */
    async putSignOff(trx: Kysely<Database>, analysisId: number, signOff: SignOff): Promise<void> {
      const row = { udin: signOff.udin ?? null, place: signOff.place ?? null, signed_on: signOff.signed_on ?? null };
      await trx
        .insertInto('sign_offs')
        .values({ analysis_id: analysisId, ...row })
        .onConflict((oc) => oc.column('analysis_id').doUpdateSet(row))
        .execute();
    },

    /** Stores a snapshot (its copies as JSON) and answers its summary. */
    async createSnapshot(
      analysisId: number,
      taken: NewSnapshot & { version: number; createdBy: string; file: AnalysisFile; report: StoredSnapshotReport; figures: VarianceFigures },
    ): Promise<SnapshotSummary> {
      return db
        .insertInto('snapshots')
        .values({
          analysis_id: analysisId,
          version: taken.version,
          bank: taken.bank,
          submitted_on: taken.submitted_on,
          note: taken.note ?? null,
          created_by: taken.createdBy,
          file: JSON.stringify(taken.file),
          report: JSON.stringify(taken.report),
          figures: JSON.stringify(taken.figures),
        })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow();
    },

    /** The analysis's snapshots, newest first. */
    async listSnapshots(analysisId: number): Promise<SnapshotSummary[]> {
      return db.selectFrom('snapshots').select(summaryColumns).where('analysis_id', '=', analysisId).orderBy('id', 'desc').execute();
    },

    /** One snapshot of the analysis whole; 404 when it is not one of the analysis's. */
    async snapshot(analysisId: number, snapshotId: number): Promise<StoredSnapshot> {
      const row = await db
        .selectFrom('snapshots')
        .select([...summaryColumns, 'file', 'report', 'figures'])
        .where('analysis_id', '=', analysisId)
        .where('id', '=', snapshotId)
        .executeTakeFirst();
      if (!row) {
        throw notFound('Snapshot not found');
      }
      const { file, report, figures, ...summary } = row;
      return { summary, file, report, figures };
    },

    /** The reasons written for a snapshot's variance. */
    async reasons(snapshotId: number): Promise<VarianceReasons> {
      const rows = await db.selectFrom('variance_reasons').selectAll().where('snapshot_id', '=', snapshotId).execute();
      return new Map(rows.map((r) => [reasonKey(r.position, r.year, r.line), r.reason]));
    },

    /** Stores one line's reason (an empty one removes it). */
    async putReason(snapshotId: number, key: { position: number; year: number; line: string }, reason: string): Promise<void> {
      if (reason === '') {
        await db
          .deleteFrom('variance_reasons')
          .where('snapshot_id', '=', snapshotId)
          .where('position', '=', key.position)
          .where('year', '=', key.year)
          .where('line', '=', key.line)
          .execute();
        return;
      }
      await db
        .insertInto('variance_reasons')
        .values({ snapshot_id: snapshotId, ...key, reason })
        .onConflict((oc) => oc.columns(['snapshot_id', 'position', 'year', 'line']).doUpdateSet({ reason }))
        .execute();
    },
  };
}
export type SubmissionsRepository = ReturnType<typeof submissionsRepository>;
