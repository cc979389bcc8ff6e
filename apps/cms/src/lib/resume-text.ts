import { RESUME_EXTRACTION_LIMITS, RESUME_MAX_BYTES, type ResumeTextState } from '@agency/contract';
import type { Core } from '@strapi/strapi';
import type { Readable } from 'stream';
import { monitorEventLoopDelay } from 'perf_hooks';
import type { Connection, QueryBuilder } from './database-types';
import { newWorkerId, retryDelayMs } from './outbox';
import { hasText, resumeKindOf } from './resume-extraction';
import { createResumeExtractor, ExtractorStopped, type ResumeExtractor } from './resume-extractor';
import type { ResumeStorage } from './resume-storage';

/**
 * The resume text queue (docs/023-talent-pool.md "Resume text"), fed like the email outbox (lib/outbox.ts): a
 * `pending` row of `api::resume-text.resume-text` is written in the same transaction as its application
 * (`enqueueResumeText`); a worker loop in every CMS process claims one row at a time with a lease (a conditional
 * UPDATE, so that one process extracts it), reads the resume through the resume storage, extracts its text in the
 * extraction worker thread (lib/resume-extractor.ts) and stores the outcome: `done` with the text, `no-text`, or
 * `failed`. A storage out of reach is retried with the outbox's backoff up to the contract's attempts; a shutdown ends
 * the worker thread and gives the claim back, so that the row is taken at the next start (or by another instance).
 * The text goes with its application (`removeResumeTexts`, called where applications are deleted).
 */

export const RESUME_TEXT_UID = 'api::resume-text.resume-text';
/** The table of `api::resume-text.resume-text` (its schema.json `collectionName`; columns are snake_case). */
export const RESUME_TEXT_TABLE = 'resume_texts';

/** How the worker loop runs. Durations in milliseconds. */
export interface ResumeTextSettings {
  workerId: string;
  maxAttempts: number;
  backoffMs: number;
  /** How long a claim holds: longer than a file's time limit and its read. */
  leaseMs: number;
  /** Most rows taken in one round (one after the other). */
  batchSize: number;
}

/**
 * The loop's settings: the contract's attempts, a lease of two minutes, the outbox's backoff from a minute
 * (`RESUME_TEXT_BACKOFF_MS`, a whole number of milliseconds, for the tests).
 */
export function resumeTextSettings(env: NodeJS.ProcessEnv, workerId = newWorkerId()): ResumeTextSettings {
  const backoff = Number(env.RESUME_TEXT_BACKOFF_MS);
  return {
    workerId,
    maxAttempts: RESUME_EXTRACTION_LIMITS.attempts,
    backoffMs: Number.isInteger(backoff) && backoff > 0 ? backoff : 60_000,
    leaseMs: 2 * 60_000,
    batchSize: 20,
  };
}

/** What is known of one application's resume text. */
export interface ResumeText {
  state: ResumeTextState;
  /** The kept text when `state` is `done`, else null. */
  text: string | null;
  /** Its length in characters (UTF-16 code units, as JavaScript counts); 0 unless done. */
  characters: number;
  extractedAt: Date | null;
}

let nudge: (() => void) | null = null;
/** When this process last queued a resume (ms since the epoch): applications are arriving. */
let lastQueuedAt = 0;

/**
 * Queues the extraction of the resume of application `applicationId`: a `pending` row, due now. Call it inside the
 * transaction that stores the application (both or neither); once it commits, this process's worker loop is told to
 * look once applications have stopped arriving for `QUIET_MS`, rather than at its next poll.
 */
export async function enqueueResumeText(strapi: Core.Strapi, applicationId: number, now = new Date()): Promise<void> {
  await strapi.db.query(RESUME_TEXT_UID).create({
    select: ['id'],
    data: {
      application: applicationId,
      state: 'pending',
      characters: 0,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    },
  });
  const queued = () => {
    lastQueuedAt = Date.now();
    nudge?.();
  };
  if (strapi.db.inTransaction()) {
    await strapi.db.transaction(({ onCommit }: { onCommit: (callback: () => void) => void }) => {
      onCommit(queued);
    });
  } else {
    queued();
  }
}

/** The link table of the `application` relation as Strapi's metadata names it. */
function linkOf(strapi: Core.Strapi) {
  const attribute = strapi.db.metadata.get(RESUME_TEXT_UID).attributes.application as unknown as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  return attribute.joinTable;
}

/**
 * Deletes the resume texts of the applications `applicationIds` (rows and their links), inside the caller's
 * transaction when there is one (the query engine joins it): the text goes when the resume goes (staff deletion, retention, erasure).
 * @returns how many rows were deleted.
 */
export async function removeResumeTexts(strapi: Core.Strapi, applicationIds: readonly number[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const rows = (await strapi.db.query(RESUME_TEXT_UID).findMany({
    where: { application: { id: { $in: [...applicationIds] } } },
    select: ['id'],
  })) as Array<{ id: number }>;
  // One by one: the query engine's `delete` removes the row's links too.
  for (const row of rows) await strapi.db.query(RESUME_TEXT_UID).delete({ where: { id: row.id } });
  return rows.length;
}

/**
 * The resume text of each of `applicationIds` (row ids of job applications) that has one: for the staff application
 * view and for search indexing. An application stored twice in the queue (two instances filling it at once) reads as
 * its newest row.
 * @returns a Map from application id to its `ResumeText`; applications without a row are absent.
 */
export async function resumeTextOf(
  strapi: Core.Strapi,
  applicationIds: readonly number[],
  { withText = true }: { withText?: boolean } = {},
): Promise<Map<number, ResumeText>> {
  const found = new Map<number, ResumeText>();
  if (applicationIds.length === 0) return found;
  const link = linkOf(strapi);
  const columns = ['id', 'state', 'characters', 'extracted_at', ...(withText ? ['text'] : [])];
  const rows = (await strapi.db
    .connection(RESUME_TEXT_TABLE)
    .join(link.name, `${link.name}.${link.joinColumn.name}`, `${RESUME_TEXT_TABLE}.id`)
    .whereIn(`${link.name}.${link.inverseJoinColumn.name}`, [...applicationIds])
    .select([
      ...columns.map((column) => `${RESUME_TEXT_TABLE}.${column}`),
      `${link.name}.${link.inverseJoinColumn.name} as application_id`,
    ])
    .orderBy(`${RESUME_TEXT_TABLE}.id`, 'asc')) as Array<Record<string, unknown>>;
  for (const row of rows) {
    const state = row.state as ResumeTextState;
    const extractedAt = row.extracted_at === null || row.extracted_at === undefined ? null : row.extracted_at;
    found.set(Number(row.application_id), {
      state,
      text: withText && state === 'done' && typeof row.text === 'string' ? row.text : null,
      characters: state === 'done' ? Number(row.characters ?? 0) : 0,
      extractedAt: extractedAt === null ? null : new Date(extractedAt as string | number | Date),
    });
  }
  return found;
}

/** The rows a worker may take at `now`: pending, due, and not held by a live claim. */
function whereClaimable(query: QueryBuilder, now: Date) {
  return query
    .where('state', 'pending')
    .andWhere('next_attempt_at', '<=', now)
    .andWhere((free) => {
      free.whereNull('claimed_until').orWhere('claimed_until', '<', now);
    });
}

/**
 * Takes the oldest due row for this worker with one conditional UPDATE per candidate (lib/outbox.ts `claimOne`'s
 * rule: of two workers that saw it free, one changes it).
 * @returns the claimed row's id and attempts so far, or null when nothing is due.
 */
export async function claimNext(
  knex: Connection,
  settings: ResumeTextSettings,
  now = new Date(),
): Promise<{ id: number; attempts: number } | null> {
  const candidates = (await whereClaimable(knex(RESUME_TEXT_TABLE).select('id', 'attempts'), now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(5)) as Array<{ id: number; attempts: number }>;
  for (const candidate of candidates) {
    const changed = await whereClaimable(knex(RESUME_TEXT_TABLE).where('id', candidate.id), now).update({
      claimed_by: settings.workerId,
      claimed_until: new Date(now.getTime() + settings.leaseMs),
    });
    if (changed === 1) return { id: Number(candidate.id), attempts: Number(candidate.attempts ?? 0) };
  }
  return null;
}

/** Gives back this worker's claim on row `id`, still pending and due as it was. */
export async function releaseClaim(knex: Connection, id: number, settings: ResumeTextSettings): Promise<void> {
  await knex(RESUME_TEXT_TABLE)
    .where({ id, claimed_by: settings.workerId, state: 'pending' })
    .update({ claimed_by: null, claimed_until: null });
}

/** The storage key of the resume of the application that resume text `id` belongs to, or null. */
async function storageKeyOf(strapi: Core.Strapi, id: number): Promise<string | null> {
  const row = (await strapi.db.query(RESUME_TEXT_UID).findOne({
    where: { id },
    select: ['id'],
    populate: { application: { select: ['id'], populate: { resume: { select: ['storageKey'] } } } },
  })) as { application?: { resume?: { storageKey?: string } | null } | null } | null;
  return row?.application?.resume?.storageKey ?? null;
}

/**
 * The stored file `key`, whole, at most `RESUME_MAX_BYTES` (what an application may carry) plus one byte: a larger
 * one is read no further.
 */
export async function readResume(storage: ResumeStorage, key: string): Promise<Uint8Array> {
  const stream: Readable = await storage.open(key);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > RESUME_MAX_BYTES) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks, size);
}

/** What one round did. */
export interface ExtractionRound {
  done: number;
  noText: number;
  failed: number;
  retried: number;
}

/**
 * One round of the loop: claims due rows one at a time (at most `batchSize`), and for each reads its resume, extracts
 * it and stores the outcome, every update conditional on this worker's claim (a row deleted meanwhile, with its
 * application, stays deleted). A passing failure (the storage out of reach, the worker not starting) goes back to
 * `pending` after the outbox's backoff, or `failed` after `maxAttempts`; `lastError` says `storage`, `missing-file` or
 * `error` (anything else, the database busy). Once `stopping()` says so, or the extractor
 * stopped, the claim is given back and the round ends; once `pause()` says so, the round ends after the file in hand.
 */
export async function extractDue(
  strapi: Core.Strapi,
  storage: ResumeStorage,
  extractor: ResumeExtractor,
  settings: ResumeTextSettings,
  stopping: () => boolean = () => false,
  pause: () => boolean = () => false,
): Promise<ExtractionRound> {
  const knex = strapi.db.connection;
  const round: ExtractionRound = { done: 0, noText: 0, failed: 0, retried: 0 };
  for (let taken = 0; taken < settings.batchSize && !stopping() && (taken === 0 || !pause()); taken += 1) {
    const claimed = await claimNext(knex, settings);
    if (!claimed) break;
    const ours = () => knex(RESUME_TEXT_TABLE).where({ id: claimed.id, claimed_by: settings.workerId });
    const attempts = claimed.attempts + 1;
    const finish = (fields: Record<string, unknown>) =>
      ours().update({ ...fields, attempts, claimed_by: null, claimed_until: null, updated_at: new Date() });
    let step = 'error';
    try {
      const key = await storageKeyOf(strapi, claimed.id);
      const kind = key ? resumeKindOf(key) : null;
      if (!key || !kind) {
        await finish({ state: 'failed', last_error: 'no-resume' });
        round.failed += 1;
        continue;
      }
      step = 'storage';
      const bytes = await readResume(storage, key);
      step = 'error';
      const outcome =
        bytes.length > RESUME_MAX_BYTES
          ? { failure: 'too-big' as const, message: 'Larger than a resume may be.' }
          : await extractor.extract(bytes, kind);
      if ('failure' in outcome) {
        await finish({ state: 'failed', last_error: outcome.failure, extracted_at: new Date() });
        round.failed += 1;
      } else if (!hasText(outcome.text)) {
        await finish({ state: 'no-text', text: null, characters: 0, last_error: null, extracted_at: new Date() });
        round.noText += 1;
      } else {
        await finish({
          state: 'done',
          text: outcome.text,
          characters: outcome.text.length,
          last_error: null,
          extracted_at: new Date(),
        });
        round.done += 1;
      }
    } catch (error) {
      if (error instanceof ExtractorStopped || stopping()) {
        await releaseClaim(knex, claimed.id, settings);
        break;
      }
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      const failed = attempts >= settings.maxAttempts;
      // Only the kind of error: a database error's message may quote the text.
      strapi.log.warn(`Resume text ${claimed.id}: attempt ${attempts} failed (${step}: ${(error as Error)?.name}).`);
      await finish({
        state: failed ? 'failed' : 'pending',
        last_error: missing ? 'missing-file' : step,
        next_attempt_at: new Date(Date.now() + (failed ? 0 : retryDelayMs(attempts, settings.backoffMs))),
      });
      if (failed) round.failed += 1;
      else round.retried += 1;
    }
  }
  return round;
}

/**
 * Whether this process runs the extraction loop: `RESUME_TEXT_WORKER` is `on` (the default) or `off`. An instance with
 * it off still queues its applications' resumes; another instance, or this one after a restart with it on, extracts
 * them (docs/023-talent-pool.md "Resume text").
 */
export function resumeTextWorkerEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.RESUME_TEXT_WORKER !== 'off';
}

/** The mean delay of the CMS's event loop (ms) above which the extraction waits: requests are queueing. */
export const BUSY_DELAY_MS = 40;
/** How long after the last application this process queued the extraction waits: a crowd is served first. */
export const QUIET_MS = 1_000;
/** The longest the extraction waits for a quiet moment before it takes one file all the same. */
export const MAX_DEFER_MS = 30_000;

/**
 * A function that says whether this thread's event loop was saturated since it was last asked: its mean delay
 * (`monitorEventLoopDelay`) above `thresholdMs`, as under a crowd of applicants, when callbacks wait in line. The
 * loop's own short steps and the worker thread's work (it has its own loop) do not make it so.
 */
export function eventLoopBusy(thresholdMs = BUSY_DELAY_MS): () => boolean {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return () => {
    const busy = delay.count > 0 && delay.mean / 1e6 > thresholdMs;
    delay.reset();
    return busy;
  };
}

/** A running loop. */
export interface ResumeTextWorker {
  /** Stops it: the extraction in progress is ended and its row given back. Resolves when the round has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `extractDue` every `RESUME_TEXT_POLL_MS` (default 2000; a round never overlaps the previous one), and at once
 * `QUIET_MS` after an application with a resume commits in this process (`enqueueResumeText`); a round waits while
 * applications arrive (one queued within `QUIET_MS`) or this process's event loop is saturated (`eventLoopBusy`), at
 * most `MAX_DEFER_MS`, and ends early when that starts. Errors of a round (the database
 * busy) go to Strapi's log without personal data, and the next round tries again. Stopped by the CMS's shutdown
 * (lib/shutdown.ts, src/index.ts).
 */
export function startResumeTextWorker(strapi: Core.Strapi, storage: ResumeStorage): ResumeTextWorker {
  const settings = resumeTextSettings(process.env);
  const pollMs = Number(process.env.RESUME_TEXT_POLL_MS) > 0 ? Number(process.env.RESUME_TEXT_POLL_MS) : 2_000;
  const extractor = createResumeExtractor();
  const loopBusy = eventLoopBusy();
  const busy = () => loopBusy() || Date.now() - lastQueuedAt < QUIET_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastRound = Date.now();
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    // While applications arrive or the CMS is saturated, the extraction waits, at most MAX_DEFER_MS at a time: it
    // shares the machine's cores and the database with the requests, and an application must not wait for it.
    if (busy() && Date.now() - lastRound < MAX_DEFER_MS) return;
    lastRound = Date.now();
    running = extractDue(strapi, storage, extractor, settings, () => stopped, busy)
      .then(
        () => undefined,
        (error: unknown) => {
          strapi.log.error(`Resume text: a round failed (${(error as Error)?.name ?? 'error'})`);
        },
      )
      .finally(() => {
        running = null;
        if (again) round();
      });
  };
  const timer = setInterval(round, pollMs);
  timer.unref();
  const later = () => setTimeout(round, QUIET_MS).unref();
  nudge = later;
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (nudge === later) nudge = null;
      await extractor.stop();
      await running;
    },
  };
}
