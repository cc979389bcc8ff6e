import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../src/lib/database-types';
import { api, createJob, expectError, loginAsAdmin, unique, uniqueAddress } from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';
import { openCmsDatabase } from './database';

/**
 * Job alerts (docs/014-job-alerts.md) against the real CMS and a real SMTP server on localhost: subscribe,
 * the confirmation email and its link, confirm, the daily digest (the CMS under test runs the task every second,
 * `JOB_ALERT_SCHEDULE` in setup/global-setup.ts), unsubscribe, and the clean-up of subscriptions never confirmed.
 * Each test searches for a keyword of its own, so that no other test's jobs match.
 */

const SITE = 'http://localhost:3000';
let mailbox: Mailbox;
let database: Connection;

/** A word no other job has: letters only, so that the keyword index keeps it as one word. */
const keyword = () =>
  `qx${unique('')
    .toLowerCase()
    .replace(/[^a-z]/g, '')}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`.slice(0, 20);

const subscribe = (data: Record<string, unknown>) => api('POST', '/job-alerts', { json: { data } });

/** The messages to `to` so far. */
const mailTo = (to: string) => mailbox.messages.filter((message) => recipients(message).includes(to));

/** The token of a link to `/alerts/<action>?token=…` in the message's text. */
function tokenIn(message: ParsedMail, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE}/alerts/${action}\\?token=([A-Za-z0-9_-]{43})`).exec(message.text ?? '');
  expect(match, message.text).not.toBeNull();
  return match![1];
}

/** A header as it was sent, unfolded (mailparser reads List-* headers into objects). */
const rawHeader = (message: ParsedMail, name: string) =>
  message.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, ' ');

/** Subscribes `email` to `search` and returns the token of the confirmation email. */
async function subscribed(email: string, search: Record<string, unknown>): Promise<string> {
  const response = await subscribe({ email, search });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
  return tokenIn(confirmation, 'confirm');
}

const confirm = (token: string) => api('POST', '/job-alerts/confirm', { json: { token } });
const unsubscribe = (token: string) => api('POST', '/job-alerts/unsubscribe', { json: { token } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  mailbox = await openMailbox();
  database = openCmsDatabase();
});

afterAll(async () => {
  await mailbox.close();
  await database.destroy();
});

describe('subscribing', () => {
  it('sends a confirmation email whose link confirms the alert, with an unsubscribe link and headers', async () => {
    const email = uniqueAddress('seeker');
    const word = keyword();
    const response = await subscribe({ email: email.toUpperCase(), search: { q: word, type: 'Full-time', page: 3 } });
    expect(response.status).toBe(202);
    expect(response.body.data).toBeNull();

    const confirmation = await mailbox.waitFor((message) => recipients(message).includes(email));
    expect(confirmation.subject).toBe('Confirm your job alert — Northstar Talent');
    expect(confirmation.text).toContain(`New jobs matching "${word}" · Full-time`);
    const token = tokenIn(confirmation, 'confirm');
    expect(tokenIn(confirmation, 'unsubscribe')).toBe(token);
    expect(confirmation.html).toContain(`${SITE}/alerts/confirm?token=${token}`);
    expect(rawHeader(confirmation, 'List-Unsubscribe')).toBe(
      `List-Unsubscribe: <${SITE}/alerts/unsubscribe?token=${token}>`,
    );
    expect(rawHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const confirmed = await confirm(token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      search: { q: word, category: null, type: 'full-time', country: null, workplace: null },
      description: `New jobs matching "${word}" · Full-time`,
    });
    // Confirming again (a second click) changes nothing.
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body.data.confirmedAt).toBe(confirmed.body.data.confirmedAt);
    await unsubscribe(token);
  });

  it('answers a known address exactly as an unknown one, and sends no second email for the same search', async () => {
    const email = uniqueAddress('known');
    const word = keyword();
    const first = await subscribe({ email, search: { q: word } });
    await mailbox.waitFor((message) => recipients(message).includes(email));
    const second = await subscribe({ email, search: { q: word, sort: 'closing' } });
    expect([second.status, second.body]).toEqual([first.status, first.body]);

    // Another search of the same address is a subscription of its own, with its own confirmation.
    await subscribe({ email, search: { q: `${word}x` } });
    await mailbox.waitFor(
      (message) => recipients(message).includes(email) && (message.text ?? '').includes(`${word}x`),
    );
    await sleep(1_000);
    expect(mailTo(email)).toHaveLength(2);
  });

  it('refuses an invalid address and a filled honeypot with Strapi’s error shape, storing nothing', async () => {
    const invalid = await subscribe({ email: 'not an address', search: {} });
    expectError(invalid, 400, /email/);
    expect(invalid.body.error.details.errors).toEqual([
      { path: ['email'], message: 'email must be a valid e-mail address', name: 'ValidationError' },
    ]);

    const email = uniqueAddress('bot');
    const bot = await subscribe({ email, search: {}, website: 'https://spam.example' });
    expectError(bot, 400, /website/);
    expectError(await subscribe({ email, search: 'q=nurse' }), 400, /search/);
    await sleep(1_000);
    expect(mailTo(email)).toHaveLength(0);
  });

  it('answers 404 to an unknown token and 400 to something that is not a token', async () => {
    expectError(await confirm('A'.repeat(43)), 404, 'This job alert link is unknown or has expired.');
    expectError(await confirm('short'), 400);
    expectError(await api('POST', '/job-alerts/confirm', { json: {} }), 400);
  });
});

describe('the daily digest', () => {
  it('sends the new matching open jobs once, with the unsubscribe link and headers; nothing for unconfirmed alerts', async () => {
    const email = uniqueAddress('digest');
    const unconfirmedEmail = uniqueAddress('unconfirmed');
    const word = keyword();
    const token = await subscribed(email, { q: word, country: 'ae' });
    await subscribed(unconfirmedEmail, { q: word });

    // Open before the confirmation: not news for this alert.
    const before = await createJob({ title: `Before ${word}` });
    await sleep(100);
    expect((await confirm(token)).status).toBe(200);
    await sleep(50);

    const matching = await createJob({ title: `Nurse ${word}`, company: 'Clinic & Co' });
    await createJob({ title: `Other ${word}`, country: 'GB' }); // another country
    await createJob({ title: `Unrelated ${keyword()}` }); // another keyword
    await createJob({ title: `Draft ${word}`, status: 'draft' }); // not open
    // A draft is news when it is first set to open.
    const opened = await createJob({ title: `Opened ${word}`, status: 'draft' });
    const open = await api('PUT', `/jobs/${opened.documentId}`, {
      token: await loginAsAdmin(),
      json: { data: { status: 'open' } },
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);

    // The task runs every second, so the jobs may come in one digest or two; each comes once.
    const digests = () => mailTo(email).filter((message) => message.subject?.includes('for your job alert'));
    const digestText = () =>
      digests()
        .map((message) => message.text ?? '')
        .join('\n');
    const deadline = Date.now() + 20_000;
    while (!digestText().includes(opened.title as string) && Date.now() < deadline) await sleep(100);
    const [digest] = digests();
    expect(digestText()).toContain(matching.title);
    expect(digestText()).toContain(opened.title);
    expect(digestText()).toContain(`${SITE}/jobs/${matching.slug}`);
    expect(digestText()).toContain('Clinic & Co');
    expect(digest.text).toContain(`New jobs matching "${word}" · United Arab Emirates`);
    expect(digestText()).not.toContain(before.title);
    expect(digestText()).not.toMatch(/Other |Unrelated |Draft /);
    expect(digest.subject).toMatch(/^[12] new jobs? for your job alert — Northstar Talent$/);
    expect(
      digests()
        .map((message) => message.html)
        .join(''),
    ).toContain('Clinic &#38; Co');
    expect(digest.text).toContain(`${SITE}/alerts/unsubscribe?token=${token}`);
    expect(digest.html).toContain(`${SITE}/alerts/unsubscribe?token=${token}`);
    expect(rawHeader(digest, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${SITE}/alerts/unsubscribe?token=${token}>`);
    expect(rawHeader(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Several runs later: no job sent twice, and nothing for the unconfirmed alert.
    await sleep(3_000);
    const sent = digests().length;
    expect(sent).toBeLessThanOrEqual(2);
    for (const title of [matching.title as string, opened.title as string]) {
      expect(digestText().split(title).length - 1, title).toBe(1);
    }
    expect(mailTo(unconfirmedEmail).map((message) => message.subject)).toEqual([
      'Confirm your job alert — Northstar Talent',
    ]);

    // A new job: a digest of it alone.
    const later = await createJob({ title: `Later ${word}` });
    const next = await mailbox.waitFor(
      (message) => recipients(message).includes(email) && (message.text ?? '').includes(later.title as string),
      20_000,
    );
    expect(next.subject).toBe('1 new job for your job alert — Northstar Talent');
    expect(next.text).not.toContain(matching.title);
    expect(digests()).toHaveLength(sent + 1);

    // Unsubscribed: no more digests; the token is gone (confirm 404), unsubscribing again still succeeds.
    const stop = await unsubscribe(token);
    expect([stop.status, stop.body.data]).toEqual([200, { unsubscribed: true }]);
    expect((await unsubscribe(token)).status).toBe(200);
    expectError(await confirm(token), 404);
    await createJob({ title: `After ${word}` });
    await sleep(3_000);
    expect(digests()).toHaveLength(sent + 1);
  });

  it('deletes subscriptions never confirmed within 7 days; their link then answers 404', async () => {
    const email = uniqueAddress('stale');
    const token = await subscribed(email, {});
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const [row] = await database('job_alerts').where({ email }).select('created_at');
    // The column as Strapi writes it on SQLite (milliseconds, or text).
    const stale = typeof row.created_at === 'number' ? eightDaysAgo : new Date(eightDaysAgo).toISOString();
    await database('job_alerts').where({ email }).update({ created_at: stale });
    const deadline = Date.now() + 10_000;
    while ((await database('job_alerts').where({ email })).length > 0 && Date.now() < deadline) await sleep(250);
    expect(await database('job_alerts').where({ email })).toEqual([]);
    expectError(await confirm(token), 404);
  });
});
