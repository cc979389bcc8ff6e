import { createId } from '@paralleldrive/cuid2';
import type { Core } from '@strapi/strapi';
import type { Connection } from './database-types';
import { RESUME_TEXT_TABLE, RESUME_TEXT_UID } from './resume-text';

/**
 * The resume-text backfill (docs/023-talent-pool.md "Resume text", "Backfill"): applications stored before resume-text
 * extraction existed have a resume but no `resume_texts` row, so the people search cannot find them by their resume.
 * At every start the CMS queues a `pending` row for each of them, as `enqueueResumeText` does for a new application;
 * the worker loop (lib/resume-text.ts) extracts them within its own limits. Idempotent: an application with a row of
 * any state is never queued again, so the second start queues nothing.
 */

const APPLICATION_UID = 'api::job-application.job-application';

/** The tables and columns the backfill reads, as Strapi's metadata names them. */
function backfillTables(strapi: Core.Strapi) {
  const applications = strapi.db.metadata.get(APPLICATION_UID);
  const resume = (
    applications.attributes.resume as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; on: { field: string } };
    }
  ).joinTable;
  const link = (
    strapi.db.metadata.get(RESUME_TEXT_UID).attributes.application as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    }
  ).joinTable;
  return {
    applications: applications.tableName,
    /** The application's component table and its columns: the resume is the row whose `field` is `resume`. */
    resume: { table: resume.name, entity: resume.joinColumn.name, field: resume.on.field },
    /** The resume text → application link. */
    link: { table: link.name, text: link.joinColumn.name, application: link.inverseJoinColumn.name },
  };
}

/** How the backfill runs: `batch` applications per transaction, `pauseMs` between two batches. */
export interface BackfillOptions {
  batch?: number;
  pauseMs?: number;
  /** Checked before each batch: true ends the backfill (the CMS is shutting down); the next start goes on. */
  stopping?: () => boolean;
}

/**
 * Queues the extraction of every application that has a resume and no resume text row: at most `batch` (200) at a
 * time, each batch in one transaction (the ids read, the rows and their links inserted: two inserts), with a pause of
 * `pauseMs` (50) between batches so that requests are served in between. On PostgreSQL each batch holds a transaction
 * advisory lock, so that two CMS instances starting together queue an application once. Rows are those of
 * `enqueueResumeText`: `pending`, due now, no attempts; their documentId made as Strapi makes them (cuid2).
 * @returns how many applications were queued (0 on the second run).
 */
export async function backfillResumeTexts(
  strapi: Core.Strapi,
  { batch = 200, pauseMs = 50, stopping = () => false }: BackfillOptions = {},
): Promise<number> {
  const t = backfillTables(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  let queued = 0;
  while (!stopping()) {
    const done = await strapi.db.transaction(async ({ trx }: { trx: Connection }) => {
      if (postgres) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['resume-text:backfill']);
      const rows: Array<{ id: number | string }> = await trx(`${t.applications} as a`)
        .whereRaw('EXISTS (SELECT 1 FROM ?? AS r WHERE r.?? = a.id AND r.field = ?)', [
          t.resume.table,
          t.resume.entity,
          t.resume.field,
        ])
        .whereRaw('NOT EXISTS (SELECT 1 FROM ?? AS l WHERE l.?? = a.id)', [t.link.table, t.link.application])
        .orderBy('a.id', 'asc')
        .limit(batch)
        .select('a.id');
      if (rows.length === 0) return 0;
      const now = new Date();
      const byDocument = new Map(rows.map((row) => [createId(), Number(row.id)]));
      const inserted: Array<{ id: number | string; document_id: string }> = await trx(RESUME_TEXT_TABLE)
        .insert(
          [...byDocument.keys()].map((documentId) => ({
            document_id: documentId,
            state: 'pending',
            characters: 0,
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'document_id']);
      await trx(t.link.table).insert(
        inserted.map((row) => ({
          [t.link.text]: Number(row.id),
          [t.link.application]: byDocument.get(row.document_id),
        })),
      );
      return rows.length;
    });
    queued += done;
    if (done < batch) break;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return queued;
}

/** A backfill running in the background. */
export interface RunningBackfill {
  /** Ends it after the batch in hand (that batch commits or rolls back whole). */
  stop(): Promise<void>;
}

/**
 * Runs `backfillResumeTexts` in the background at start, without holding up the start: the count goes to Strapi's log
 * (a number, no personal data), an error too (its name only), and the next start tries again.
 */
export function startResumeTextBackfill(strapi: Core.Strapi): RunningBackfill {
  let stopped = false;
  const running = backfillResumeTexts(strapi, { stopping: () => stopped }).then(
    (queued) => {
      if (queued > 0) strapi.log.info(`Queued the resume text of ${queued} applications stored before it existed.`);
    },
    (error: unknown) => {
      if (!stopped) strapi.log.error(`Resume text backfill failed (${(error as Error)?.name ?? 'error'}).`);
    },
  );
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}
