import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strapiKnex } from '../../tests/unit/strapi-knex';
import type { Connection } from './database-types';
import { registry } from './metrics';
import {
  claimDue,
  claimOne,
  deliverDue,
  MAX_RETRY_DELAY_MS,
  OUTBOX_TABLE,
  outboxBacklog,
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
    table.text('calendar');
    table.string('calendar_uid');
    table.integer('calendar_sequence');
    table.integer('attempts').defaultTo(0);
    for (const column of ['next_attempt_at', 'claimed_until', 'sent_at', 'created_at']) table.datetime(column);
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

  it('never sends a calendar CANCEL before its REQUEST to the same address, through retries and two workers', async () => {
    const calendar = (method: string, sequence: number) => ({
      kind: 'interview-invitation',
      subject: `${method} ${sequence}`,
      calendar: JSON.stringify({ method, ics: `BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nEND:VCALENDAR\r\n` }),
      calendar_uid: 'interview-1@northstar.example',
      calendar_sequence: sequence,
    });
    // To one address: the invitation (0), its move (1) and its cancellation (2); to another, only its invitation.
    for (const [method, sequence] of [
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ] as const) {
      await connections[0](OUTBOX_TABLE).insert({ ...(await row(calendar(method, sequence))) });
    }
    await connections[0](OUTBOX_TABLE).insert({ ...(await row(calendar('REQUEST', 0))), to: 'other@example.com' });
    async function row(fields: Record<string, unknown>) {
      return {
        to: 'ada@example.com',
        text: 'Hello',
        html: '<p>Hello</p>',
        status: 'pending',
        attempts: 0,
        next_attempt_at: start,
        ...fields,
      };
    }
    const sent: string[] = [];
    let refuseFirst = true;
    const send = async (message: OutboxMessage) => {
      // The first invitation to Ada fails once: it waits a second for its retry, and everything after it waits too.
      if (refuseFirst && message.to === 'ada@example.com') {
        refuseFirst = false;
        throw new Error('421 Try again later');
      }
      expect(message.calendar).toMatchObject({ uid: 'interview-1@northstar.example' });
      sent.push(`${message.to} ${message.subject}`);
    };
    const round = (now: Date) =>
      Promise.all(['a', 'b'].map((worker, index) => deliverDue(connections[index], send, settings(worker), () => now)));
    await round(start);
    // The other address got its own invitation; Ada's later messages did not overtake the one that failed.
    expect(sent).toEqual(['other@example.com REQUEST 0']);
    await round(new Date(start.getTime() + 500));
    expect(sent).toHaveLength(1);
    for (let step = 1; step <= 3; step += 1) await round(new Date(start.getTime() + 1_000 * step));
    expect(sent).toEqual([
      'other@example.com REQUEST 0',
      'ada@example.com REQUEST 0',
      'ada@example.com REQUEST 1',
      'ada@example.com CANCEL 2',
    ]);
  });

  it('lets a CANCEL go once its REQUEST was given up (failed): it no longer waits', async () => {
    const base = {
      to: 'ada@example.com',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'interview-cancellation',
      attempts: 0,
      next_attempt_at: start,
      calendar: JSON.stringify({ method: 'CANCEL', ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }),
      calendar_uid: 'interview-2@northstar.example',
    };
    await connections[0](OUTBOX_TABLE).insert({
      ...base,
      subject: 'REQUEST 0',
      status: 'pending',
      calendar_sequence: 0,
    });
    await connections[0](OUTBOX_TABLE).insert({
      ...base,
      subject: 'CANCEL 1',
      status: 'pending',
      calendar_sequence: 1,
    });
    expect((await claimDue(connections[0], settings('me'), start)).map((message) => message.subject)).toEqual([
      'REQUEST 0',
    ]);
    await connections[0](OUTBOX_TABLE).where({ subject: 'REQUEST 0' }).update({ status: 'failed' });
    const [cancel] = await claimDue(connections[0], settings('me'), new Date(start.getTime() + 300_001));
    expect(cancel).toMatchObject({ subject: 'CANCEL 1', calendar: { method: 'CANCEL', sequence: 1 } });
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

  /** The outbox counters of `kind` now (lib/metrics.ts). */
  const counters = async (kind: string) =>
    Object.fromEntries(
      await Promise.all(
        ['sent', 'retries', 'failed'].map(async (name) => [
          name,
          (await registry.getSingleMetric(`agency_cms_outbox_${name}_total`)!.get()).values.find(
            (value) => value.labels.kind === kind,
          )?.value ?? 0,
        ]),
      ),
    ) as Record<string, number>;

  it('counts each email sent, retried and given up, by its kind (docs/021-operations.md)', async () => {
    await insert(3, { kind: 'job-alert-digest' });
    const before = await counters('job-alert-digest');
    const worker = { ...settings('me'), maxAttempts: 2 };
    let calls = 0;
    const secondRefused = async () => {
      calls += 1;
      if (calls === 2) throw new Error('421 Try again later');
    };
    await deliverDue(connections[0], secondRefused, worker, () => start);
    expect(await counters('job-alert-digest')).toEqual({
      ...before,
      sent: before.sent + 2,
      retries: before.retries + 1,
    });
    const refused = async () => Promise.reject(new Error('550 Mailbox unavailable'));
    await deliverDue(connections[0], refused, worker, () => new Date(start.getTime() + 1_000));
    expect(await counters('job-alert-digest')).toEqual({
      sent: before.sent + 2,
      retries: before.retries + 1,
      failed: before.failed + 1,
    });
  });

  it('reads the backlog: pending and failed counts and the age of the oldest pending email', async () => {
    expect(await outboxBacklog(connections[0], start)).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: 0 });
    await insert(2, { created_at: new Date(start.getTime() - 15 * 60_000) });
    await insert(1, { created_at: new Date(start.getTime() - 60_000) });
    await insert(1, { status: 'failed', created_at: new Date(start.getTime() - 24 * 3_600_000) });
    await insert(3, { status: 'sent', created_at: new Date(start.getTime() - 48 * 3_600_000) });
    expect(await outboxBacklog(connections[1], start)).toEqual({ pending: 3, failed: 1, oldestPendingSeconds: 900 });
  });
});
