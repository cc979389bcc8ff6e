import { hostname } from 'os';
import { randomUUID } from 'crypto';
import type { EmailKind } from '@agency/contract';
import type { Connection, QueryBuilder } from './database-types';
import { outboxEvent, type OutboxBacklog } from './metrics';

/**
 * The email outbox (docs/013-email-outbox.md): a message is a row written in the same
 * transaction as what caused it (api::email-outbox.email-outbox `enqueue`); a worker in every CMS process sends the
 * due rows through Strapi's email plugin, retries a failure with exponential backoff and marks the message `failed`
 * after the last attempt. SMTP never runs inside a visitor's request, so a slow or dead SMTP server cannot fail, slow
 * or lose an application or an enquiry.
 *
 * Several CMS processes may share the database: a worker takes a message with one conditional UPDATE (a lease,
 * `claimed_by` + `claimed_until`) and sends only what its UPDATE changed, so each message is sent by one worker. The
 * module works on knex and the table's column names, so the same code runs on SQLite and PostgreSQL.
 */

/** The table of `api::email-outbox.email-outbox` (its schema.json `collectionName`; columns are snake_case). */
export const OUTBOX_TABLE = 'email_outbox';

/**
 * A calendar invitation an e-mail carries (docs/025-placements.md "Interviews and calendar invitations"): the iTIP
 * method and the iCalendar text (lib/calendar.ts), sent as the message's `text/calendar; method=…` part, and the
 * event's UID and SEQUENCE, which keep the messages of one event to one address in order (`whereClaimable`).
 */
export interface EmailCalendar {
  method: 'REQUEST' | 'CANCEL';
  ics: string;
  uid: string;
  sequence: number;
}

/** What a template produces and the outbox stores: one message to one address. */
export interface ComposedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation to send with it. */
  calendar?: EmailCalendar;
}

/** A claimed message, as the worker hands it to `send`. */
export interface OutboxMessage extends ComposedEmail {
  id: number;
  attempts: number;
}

/** How a worker runs. Durations in milliseconds. */
export interface OutboxSettings {
  /** This worker's name in `claimed_by`; unique per process. */
  workerId: string;
  /** Attempts before a message is `failed` (the first send counts). */
  maxAttempts: number;
  /** Delay after the first failed attempt; doubles with each further failure (`retryDelayMs`). */
  backoffMs: number;
  /** How long a claim holds: another worker may take the message after it, should this one die while sending. */
  leaseMs: number;
  /** Messages claimed per round. */
  batchSize: number;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Delay before the next attempt after `failedAttempts` failures (1, 2, …): `baseMs`, then twice as long each time
 * (1 min, 2, 4, 8, 16 with the default base of a minute), never more than an hour.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/** A name for this process's worker: host, process id and a random part (two workers never share one). */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * The worker's settings from the environment: `OUTBOX_MAX_ATTEMPTS` (default 6), `OUTBOX_BACKOFF_MS` (default 60000),
 * `OUTBOX_LEASE_MS` (default 300000, longer than the SMTP timeouts of config/plugins.ts add up to).
 */
export function outboxSettings(env: NodeJS.ProcessEnv, workerId = newWorkerId()): OutboxSettings {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    workerId,
    maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 6),
    backoffMs: int('OUTBOX_BACKOFF_MS', 60_000),
    leaseMs: int('OUTBOX_LEASE_MS', 300_000),
    batchSize: 20,
  };
}

/**
 * The rows a worker may take at `now`: pending, due, not held by a live claim, and not waiting for an earlier
 * calendar message of the same event to the same address. A CANCEL (or a moved REQUEST) is written after the
 * REQUEST it follows, with a higher SEQUENCE; while that earlier message is still pending (not yet sent, waiting for a
 * retry, or being sent by another worker) the later one is not claimable, so it can never reach the reader first,
 * whatever the retries and however many workers there are. A message given up (`failed`) no longer holds the next.
 */
function whereClaimable(query: QueryBuilder, now: Date) {
  return query
    .where(`${OUTBOX_TABLE}.status`, 'pending')
    .andWhere(`${OUTBOX_TABLE}.next_attempt_at`, '<=', now)
    .andWhere((free) => {
      free.whereNull(`${OUTBOX_TABLE}.claimed_until`).orWhere(`${OUTBOX_TABLE}.claimed_until`, '<', now);
    })
    .whereNotExists((earlier) => {
      earlier
        .select('earlier.id')
        .from(`${OUTBOX_TABLE} as earlier`)
        .whereRaw('?? = ??', ['earlier.calendar_uid', `${OUTBOX_TABLE}.calendar_uid`])
        .andWhereRaw('?? = ??', ['earlier.to', `${OUTBOX_TABLE}.to`])
        .andWhereRaw('?? < ??', ['earlier.calendar_sequence', `${OUTBOX_TABLE}.calendar_sequence`])
        .andWhere('earlier.status', 'pending');
    });
}

/**
 * Takes message `id` for this worker with one conditional UPDATE: it changes the row only while the row is still
 * claimable at `now` (pending, due, no live claim), so of two workers that both saw the message free, exactly one
 * sees its UPDATE change a row. The database decides; no lock is held between reading and claiming.
 * @returns true when this worker now holds the message (until `now + leaseMs`).
 */
export async function claimOne(knex: Connection, id: number, settings: OutboxSettings, now: Date): Promise<boolean> {
  const changed = await whereClaimable(knex(OUTBOX_TABLE).where(`${OUTBOX_TABLE}.id`, id), now).update({
    claimed_by: settings.workerId,
    claimed_until: new Date(now.getTime() + settings.leaseMs),
  });
  return changed === 1;
}

/**
 * Claims up to `batchSize` due messages for `workerId` (`claimOne` each); a message another worker took in between is
 * left alone.
 * @returns the claimed messages, oldest due first.
 */
export async function claimDue(knex: Connection, settings: OutboxSettings, now = new Date()): Promise<OutboxMessage[]> {
  const candidates = (await whereClaimable(knex(OUTBOX_TABLE).select(`${OUTBOX_TABLE}.id`), now)
    .orderBy(`${OUTBOX_TABLE}.next_attempt_at`)
    .orderBy(`${OUTBOX_TABLE}.id`)
    .limit(settings.batchSize)) as Array<{ id: number }>;
  const claimed: number[] = [];
  for (const { id } of candidates) {
    if (await claimOne(knex, id, settings, now)) claimed.push(id);
  }
  if (claimed.length === 0) return [];
  const rows = (await knex(OUTBOX_TABLE)
    .select(
      'id',
      'to',
      'subject',
      'text',
      'html',
      'headers',
      'kind',
      'attempts',
      'calendar',
      'calendar_uid',
      'calendar_sequence',
    )
    .whereIn('id', claimed)
    .andWhere('claimed_by', settings.workerId)
    .orderBy('next_attempt_at')
    .orderBy('id')) as Array<Record<string, unknown>>;
  return rows.map((row) => {
    const calendar = parseJson(row.calendar) as { method?: EmailCalendar['method']; ics?: string } | undefined;
    return {
      id: Number(row.id),
      to: String(row.to),
      subject: String(row.subject),
      text: String(row.text),
      html: String(row.html),
      kind: row.kind as EmailKind,
      attempts: Number(row.attempts ?? 0),
      headers: parseJson(row.headers) as Record<string, string> | undefined,
      ...(calendar?.method && calendar.ics
        ? {
            calendar: {
              method: calendar.method,
              ics: calendar.ics,
              uid: typeof row.calendar_uid === 'string' ? row.calendar_uid : '',
              sequence: Number(row.calendar_sequence ?? 0),
            },
          }
        : {}),
    };
  });
}

/** A JSON column as SQLite (text) or PostgreSQL (an object) returns it. */
function parseJson(value: unknown): object | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? parsed : undefined;
}

/** What one round did. */
export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Gives back this worker's claims on `ids` that it still holds: the messages stay `pending` and due as they were, for
 * any worker to take at once (rather than after the lease).
 * @returns how many claims were given back.
 */
export async function releaseClaims(knex: Connection, ids: number[], settings: OutboxSettings): Promise<number> {
  if (ids.length === 0) return 0;
  return knex(OUTBOX_TABLE)
    .whereIn('id', ids)
    .andWhere({ claimed_by: settings.workerId, status: 'pending' })
    .update({ claimed_by: null, claimed_until: null });
}

/**
 * One round of a worker: claims the due messages and sends each with `send`. A message that `send` accepted becomes
 * `sent`; one that threw goes back to `pending` with its next attempt `retryDelayMs` later, or becomes `failed` with
 * the error when it has had `maxAttempts`. Every update is conditional on this worker's claim. Once `stopping()` says
 * so (a shutdown), the message being sent is finished and the claims on the others are given back (`releaseClaims`).
 * @returns how many messages were sent, put back for a retry, and given up.
 */
export async function deliverDue(
  knex: Connection,
  send: (message: OutboxMessage) => Promise<unknown>,
  settings: OutboxSettings,
  now: () => Date = () => new Date(),
  stopping: () => boolean = () => false,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  const claimed = await claimDue(knex, settings, now());
  for (const [index, message] of claimed.entries()) {
    if (stopping()) {
      await releaseClaims(
        knex,
        claimed.slice(index).map((unsent) => unsent.id),
        settings,
      );
      break;
    }
    const ours = () => knex(OUTBOX_TABLE).where({ id: message.id, claimed_by: settings.workerId });
    const attempts = message.attempts + 1;
    try {
      await send(message);
      await ours().update({
        status: 'sent',
        attempts,
        sent_at: now(),
        last_error: null,
        claimed_by: null,
        claimed_until: null,
      });
      round.sent += 1;
      outboxEvent('sent', message.kind);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = attempts >= settings.maxAttempts;
      await ours().update({
        status: failed ? 'failed' : 'pending',
        attempts,
        last_error: lastError,
        next_attempt_at: new Date(now().getTime() + (failed ? 0 : retryDelayMs(attempts, settings.backoffMs))),
        claimed_by: null,
        claimed_until: null,
      });
      if (failed) round.failed += 1;
      else round.retried += 1;
      outboxEvent(failed ? 'failed' : 'retried', message.kind);
    }
  }
  return round;
}

/**
 * What the outbox holds at `now`, for the metrics (lib/metrics.ts `measureOutbox`): how many emails are pending and
 * failed, and how long the oldest pending one has waited since it was recorded. Two counts on the `status` index.
 */
export async function outboxBacklog(knex: Connection, now = new Date()): Promise<OutboxBacklog> {
  const rows: Array<{ status: string; count: number | string; oldest: unknown }> = await knex(OUTBOX_TABLE)
    .select('status')
    .count({ count: 'id' })
    .min({ oldest: 'created_at' })
    .whereIn('status', ['pending', 'failed'])
    .groupBy('status');
  const of = (status: string) => rows.find((row) => row.status === status);
  const oldest = of('pending')?.oldest;
  const oldestAt = oldest === null || oldest === undefined ? null : new Date(oldest as string | number | Date);
  return {
    pending: Number(of('pending')?.count ?? 0),
    failed: Number(of('failed')?.count ?? 0),
    oldestPendingSeconds: oldestAt ? Math.max(0, (now.getTime() - oldestAt.getTime()) / 1000) : 0,
  };
}

/** A running worker. */
export interface OutboxWorker {
  /**
   * Stops it: no new round; the round in progress finishes the message being sent and gives back the others
   * (`deliverDue`). Resolves when that round is done.
   */
  stop(): Promise<void>;
}

/**
 * Runs `deliverDue` every `pollMs` (a round never overlaps the previous one). Errors of a round (the database busy,
 * say) are reported to `onError` and the next round tries again.
 */
export function startOutboxWorker(options: {
  knex: Connection;
  send: (message: OutboxMessage) => Promise<unknown>;
  settings: OutboxSettings;
  pollMs: number;
  onError: (error: unknown) => void;
}): OutboxWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverDue(options.knex, options.send, options.settings, undefined, () => stopped)
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  }, options.pollMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
