import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strapiKnex } from '../../tests/unit/strapi-knex';
import type { Connection } from './database-types';
import {
  claimDue,
  claimOne,
  deliverDue,
  MAX_RETRY_DELAY_MS,
  OUTBOX_TABLE,
  outboxSettings,
  retryDelayMs,
  startOutboxWorker,
  type OutboxMessage,
} from './outbox';

describe('retryDelayMs', () => {
  it('waits the base after the first failure and twice as long after each further one, at most an hour', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelayMs(failures, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000,
    ]);
    expect(retryDelayMs(30, 60_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('outboxSettings', () => {
  it('reads attempts, backoff and lease from the environment, and keeps the defaults for missing or bad values', () => {
    expect(outboxSettings({}, 'w')).toEqual({
      workerId: 'w',
      maxAttempts: 6,
      backoffMs: 60_000,
      leaseMs: 300_000,
      batchSize: 20,
    });
    expect(
      outboxSettings({ OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_BACKOFF_MS: '250', OUTBOX_LEASE_MS: 'soon' }, 'w'),
    ).toMatchObject({ maxAttempts: 3, backoffMs: 250, leaseMs: 300_000 });
  });
});

/** The outbox table as Strapi creates it (the columns the module uses), in a SQLite file two connections can share. */
async function createTable(knex: Connection) {
  await knex.schema.createTable(OUTBOX_TABLE, (table) => {
    table.increments('id');
    for (const column of ['to', 'subject', 'text', 'html', 'headers', 'kind', 'status', 'last_error', 'claimed_by']) {
      table.text(column);
    }
    table.integer('attempts').defaultTo(0);
    for (const column of ['next_attempt_at', 'claimed_until', 'sent_at']) table.datetime(column);
  });
}

describe('the outbox worker on a shared SQLite database', () => {
  let directory: string;
  let connections: Connection[];
  const start = new Date('2026-11-23T10:00:00Z');
  const open = () =>
    strapiKnex({
      client: 'better-sqlite3',
      connection: { filename: path.join(directory, 'outbox.db') },
      useNullAsDefault: true,
    });

  beforeEach(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    connections = [open(), open()];
    await createTable(connections[0]);
  });

  afterEach(async () => {
    await Promise.all(connections.map((connection) => connection.destroy()));
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const insert = (count: number, fields: Record<string, unknown> = {}) =>
    connections[0](OUTBOX_TABLE).insert(
      Array.from({ length: count }, (_, index) => ({
        to: `person-${index}@example.com`,
        subject: `Message ${index}`,
        text: 'Hello',
        html: '<p>Hello</p>',
        headers: JSON.stringify({ 'Reply-To': 'visitor@example.com' }),
        kind: 'enquiry-alert',
        status: 'pending',
        attempts: 0,
        next_attempt_at: start,
        ...fields,
      })),
    );
  const settings = (workerId: string) => ({
    ...outboxSettings({ OUTBOX_MAX_ATTEMPTS: '3' }, workerId),
    backoffMs: 1_000,
  });

  it('lets two workers that read the same due messages at once send each of them once', async () => {
    await insert(10);
    const sends: Record<string, string[]> = {};
    const sender = (worker: string) => async (message: OutboxMessage) => {
      (sends[worker] ??= []).push(message.subject);
    };
    // Both select the same ten candidates before either updates one: only the conditional UPDATE tells them apart.
    const rounds = await Promise.all(
      ['a', 'b'].map((worker, index) => deliverDue(connections[index], sender(worker), settings(worker), () => start)),
    );
    const all = [...(sends.a ?? []), ...(sends.b ?? [])].sort();
    expect(all).toEqual(Array.from({ length: 10 }, (_, index) => `Message ${index}`).sort());
    expect(rounds[0].sent + rounds[1].sent).toBe(10);
    const rows: Array<{ status: string; claimed_by: string | null; attempts: number }> = await connections[0](
      OUTBOX_TABLE,
    ).select('status', 'claimed_by', 'attempts');
    expect(rows.every((row) => row.status === 'sent' && row.claimed_by === null && row.attempts === 1)).toBe(true);
  });

  it('gives a message that two workers saw free to the first that claims it, and not to the second', async () => {
    await insert(1);
    const [{ id }] = await connections[0](OUTBOX_TABLE).select('id');
    expect(await claimOne(connections[0], id, settings('first'), start)).toBe(true);
    expect(await claimOne(connections[1], id, settings('second'), start)).toBe(false);
    const [row] = await connections[1](OUTBOX_TABLE).select('claimed_by', 'claimed_until');
    expect(row.claimed_by).toBe('first');
    expect(Number(row.claimed_until)).toBe(start.getTime() + 300_000);
  });

  it('leaves a message alone while another worker holds a live claim, and takes it once the lease ran out', async () => {
    await insert(1, { claimed_by: 'other', claimed_until: new Date(start.getTime() + 60_000) });
    expect(await claimDue(connections[0], settings('me'), start)).toEqual([]);
    const later = new Date(start.getTime() + 60_001);
    const [claimed] = await claimDue(connections[0], settings('me'), later);
    expect(claimed).toMatchObject({
      subject: 'Message 0',
      attempts: 0,
      headers: { 'Reply-To': 'visitor@example.com' },
    });
  });

  it('retries a failed send after the backoff and marks the message failed after the last attempt', async () => {
    await insert(1);
    let now = start;
    const refuse = async () => {
      throw new Error('550 Mailbox unavailable');
    };
    const worker = settings('me');

    expect(await deliverDue(connections[0], refuse, worker, () => now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    // Not due again until a second later (the backoff's base), then two seconds after the second failure.
    expect(await deliverDue(connections[0], refuse, worker, () => new Date(start.getTime() + 999))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    now = new Date(start.getTime() + 1_000);
    expect(await deliverDue(connections[0], refuse, worker, () => now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await connections[0](OUTBOX_TABLE).select('next_attempt_at', 'status', 'last_error');
    expect(Number(row.next_attempt_at)).toBe(now.getTime() + 2_000);

    now = new Date(now.getTime() + 2_000);
    expect(await deliverDue(connections[0], refuse, worker, () => now)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = await connections[0](OUTBOX_TABLE).select('status', 'attempts', 'last_error', 'claimed_by');
    expect(failed).toEqual({ status: 'failed', attempts: 3, last_error: '550 Mailbox unavailable', claimed_by: null });
    // A failed message is never tried again.
    now = new Date(now.getTime() + MAX_RETRY_DELAY_MS);
    expect(await deliverDue(connections[0], refuse, worker, () => now)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('stopped during a round (a shutdown): finishes the message it is sending and gives back the others at once', async () => {
    await insert(5, { next_attempt_at: new Date(0) });
    const sent: string[] = [];
    let sending: () => void = () => {};
    const firstSend = new Promise<void>((resolve) => (sending = resolve));
    let finish: () => void = () => {};
    const worker = startOutboxWorker({
      knex: connections[0],
      settings: settings('stopping'),
      pollMs: 10,
      onError: (error) => {
        throw error;
      },
      send: async (message) => {
        sending();
        // The first message takes a while: the stop arrives while it is being sent.
        if (sent.length === 0) await new Promise<void>((resolve) => (finish = resolve));
        sent.push(message.subject);
      },
    });
    await firstSend;
    const stopped = worker.stop();
    finish();
    await stopped;
    expect(sent).toEqual(['Message 0']);
    const rows: Array<{ subject: string; status: string; claimed_by: string | null; attempts: number }> =
      await connections[0](OUTBOX_TABLE).select('subject', 'status', 'claimed_by', 'attempts').orderBy('id');
    expect(rows[0]).toEqual({ subject: 'Message 0', status: 'sent', claimed_by: null, attempts: 1 });
    expect(
      rows.slice(1).every((row) => row.status === 'pending' && row.claimed_by === null && row.attempts === 0),
    ).toBe(true);
    // Another worker takes them now, not after the lease.
    const other = await deliverDue(connections[1], async () => {}, settings('other'));
    expect(other.sent).toBe(4);
  });
});
