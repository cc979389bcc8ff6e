import { createHash, randomBytes } from 'crypto';
import { strFromU8, unzipSync } from 'fflate';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_LINK_SENT_MESSAGE,
  CANDIDATE_WITHDRAW_REASON_MAX,
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWAL_ACTOR,
  INTERVIEW_MESSAGES,
} from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import {
  api,
  cmsUrl,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  unique,
  uniqueAddress,
  type ApiResponse,
} from './helpers';

/**
 * The candidate's own page (docs/025-placements.md "The candidate's page", issue 28) against the real CMS: the link of
 * the confirmation e-mail (read from the outbox) opens the application's page; every link that does not (forged,
 * malformed, revoked, its application gone) gets one and the same answer; reading changes nothing; the withdrawal moves
 * the status as the candidate, without a decision e-mail, and is refused once the application has ended; the link is
 * sent again with one answer for any address; the token and its hash never come out of any door of the CMS's API.
 */

let admin: string;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A client address of a documentation range, unique to this run (each limit test counts its own). */
const clientAddress = () => `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;

/** POSTs `{ data }` to a candidate-page route as the visitor `client` (default: this machine). */
async function page(route: string, data: unknown, client?: string): Promise<ApiResponse> {
  const response = await fetch(`${cmsUrl()}/api/candidate-page/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { 'X-Forwarded-For': client } : {}) },
    body: JSON.stringify({ data }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(bytes.toString()) : '',
    bytes,
  };
}

/** The tokens of the candidate-page links in the e-mails of `kind` to `email`, oldest first. */
async function tokensMailed(email: string, kind = 'application-confirmation'): Promise<string[]> {
  const rows: Array<{ text: string }> = await database(OUTBOX_TABLE)
    .where({ kind, to: email })
    .orderBy('id')
    .select('text');
  return rows.flatMap((row) => [...row.text.matchAll(/\/my-application\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]));
}

/** A new open job and an application to it by a new address. @returns both, and the link's token of its e-mail. */
async function applied(label: string) {
  const job = await createJob({ title: unique(`${label} Analyst`), company: 'Meridian Bank' });
  const email = uniqueAddress(label);
  const fullName = `${label} Candidate`;
  const documentId = await createApplication(job.documentId as string, { email, fullName, phone: '+971 4 555 0101' });
  const [token] = await tokensMailed(email);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { job, email, fullName, documentId, token };
}

/** Staff's read of an application, with its history and notes. */
const staffRead = (documentId: string) =>
  api('GET', `/job-applications/${documentId}?populate=*`, { token: admin }).then((response) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Record<string, any>;
  });

describe('the page of a link', () => {
  it('shows the job, where the application stands and its timeline, never private data, and is stored as a hash', async () => {
    const side = await applied('Page');
    const shown = await page('view', { token: side.token });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.body.data).toEqual({
      reference: side.documentId,
      fullName: side.fullName,
      appliedAt: expect.any(String),
      standing: 'received',
      mayWithdraw: true,
      job: { title: side.job.title, company: 'Meridian Bank', slug: side.job.slug },
      // The job's owner (the Admin who made it) by their first name alone, when they have a name.
      recruiter: shown.body.data.recruiter === null ? null : { firstName: expect.stringMatching(/^\S+$/) },
      timeline: [{ at: expect.any(String), kind: 'applied', text: 'You applied.' }],
      timeZone: null,
      // Not submitted to an employer yet: no stage, no interview, no offer.
      stage: null,
      interviews: [],
      offer: null,
    });
    const text = JSON.stringify(shown.body);
    for (const secret of [side.email, '+971 4 555 0101', sha256(side.token)]) expect(text).not.toContain(secret);
    // Only the hash is stored: no column of the link's row holds the token.
    const rows = await database('application_links').select('*');
    const row = rows.find((link: { token_hash: string }) => link.token_hash === sha256(side.token));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(side.token);
  });

  it('answers a forged, malformed, missing, revoked or erased link, and a staff token, with one generic 404', async () => {
    const side = await applied('Generic');
    const other = await applied('Generic other');
    const forged = await page('view', { token: randomBytes(32).toString('base64url') });
    expectError(forged, 404, CANDIDATE_LINK_INVALID_MESSAGE);
    const same = (answer: ApiResponse) => {
      expect(answer.status).toBe(forged.status);
      expect(answer.body).toEqual(forged.body);
    };
    same(await page('view', { token: 'short' }));
    same(await page('view', { token: `${side.token.slice(0, 42)}=` }));
    same(await page('view', {}));
    same(await page('view', null));
    // The same for every route that takes a link.
    same(await page('withdraw', { token: randomBytes(32).toString('base64url') }));
    same(await page('export', { token: randomBytes(32).toString('base64url') }));
    same(await page('time-zone', { token: randomBytes(32).toString('base64url'), timeZone: 'UTC' }));
    same(await page('consent-withdrawal', { token: randomBytes(32).toString('base64url') }));

    // Another application's link opens that application only: the token alone names the application.
    expect((await page('view', { token: other.token })).body.data.reference).toBe(other.documentId);

    // Revoked by staff: every link of the application stops at once; "send again" makes a working one.
    const revoked = await api('POST', `/job-applications/${side.documentId}/candidate-link/revoke`, { token: admin });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: 1 });
    same(await page('view', { token: side.token }));
    same(await page('withdraw', { token: side.token }));
    expect((await staffRead(side.documentId)).job_status).toBe('Pending');
    const again = await api('POST', `/job-applications/${side.documentId}/candidate-link`, { token: admin });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const [fresh] = await tokensMailed(side.email, 'candidate-page-link');
    expect(fresh).not.toBe(side.token);
    expect((await page('view', { token: fresh })).body.data.reference).toBe(side.documentId);
    same(await page('view', { token: side.token }));

    // An application staff deleted: its link opens nothing.
    expect((await api('DELETE', `/job-applications/${other.documentId}`, { token: admin })).status).toBe(204);
    same(await page('view', { token: other.token }));
    const left = await database('application_links')
      .where({ token_hash: sha256(other.token) })
      .count('* as n');
    expect(Number(left[0].n)).toBe(0);
  });

  it('changes nothing when read, nor when a GET reaches its routes (mail scanners)', async () => {
    const side = await applied('Scanner');
    const snapshot = async () => ({
      application: await staffRead(side.documentId),
      audit: await database('audit_entries').where({ subject_id: side.documentId }).count('* as n'),
      links: await database('application_links').select('id', 'revoked_at', 'time_zone', 'updated_at'),
    });
    const before = await snapshot();
    for (let read = 0; read < 3; read += 1) expect((await page('view', { token: side.token })).status).toBe(200);
    for (const route of ['view', 'withdraw', 'consent-withdrawal', 'export']) {
      const scanned = await fetch(`${cmsUrl()}/api/candidate-page/${route}?token=${side.token}`);
      expect(scanned.status).toBe(404);
      await scanned.arrayBuffer();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the time zone the candidate chose, and refuses one the runtime does not know', async () => {
    const side = await applied('Zone');
    const saved = await page('time-zone', { token: side.token, timeZone: 'America/New_York' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await page('view', { token: side.token })).body.data.timeZone).toBe('America/New_York');
    expectError(await page('time-zone', { token: side.token, timeZone: 'Mars/Olympus' }), 400);
    expect((await page('view', { token: side.token })).body.data.timeZone).toBe('America/New_York');
  });
});

describe('withdrawing', () => {
  it('moves the application to Rejected as the candidate, keeps the reason for staff and sends no rejection', async () => {
    const side = await applied('Withdraw');
    expectError(
      await page('withdraw', { token: side.token, reason: 'x'.repeat(CANDIDATE_WITHDRAW_REASON_MAX + 1) }),
      400,
    );
    expect((await staffRead(side.documentId)).job_status).toBe('Pending');

    const withdrawn = await page('withdraw', { token: side.token, reason: 'I took another offer.' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ standing: 'withdrawn', mayWithdraw: false });
    expect(withdrawn.body.data.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['applied', 'withdrawn']);
    expect(JSON.stringify(withdrawn.body)).not.toContain('another offer');

    const record = await staffRead(side.documentId);
    expect(record.job_status).toBe('Rejected');
    expect(record.history).toEqual([
      expect.objectContaining({ from: 'Pending', to: 'Rejected', actor: CANDIDATE_WITHDRAWAL_ACTOR }),
    ]);
    expect(record.notes).toEqual([
      expect.objectContaining({
        text: 'Withdrawn by the candidate: I took another offer.',
        author: CANDIDATE_WITHDRAWAL_ACTOR,
      }),
    ]);
    // No decision e-mail: the confirmation is the only message to the candidate.
    const mailed = await database(OUTBOX_TABLE).where({ to: side.email }).select('kind');
    expect(mailed.map((row: { kind: string }) => row.kind)).toEqual(['application-confirmation']);

    const twice = await page('withdraw', { token: side.token });
    expectError(twice, 409, CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
    expect((await staffRead(side.documentId)).history).toHaveLength(1);
  });

  it('is refused once the application is Accepted, which stays as it is', async () => {
    const side = await applied('Placed');
    const accepted = await api('PUT', `/job-applications/${side.documentId}`, {
      token: admin,
      json: { data: { job_status: 'Accepted' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const shown = await page('view', { token: side.token });
    expect(shown.body.data).toMatchObject({ standing: 'accepted', mayWithdraw: false });
    expect(shown.body.data.timeline.at(-1)).toMatchObject({ kind: 'status', text: 'Your application was successful.' });
    expectError(await page('withdraw', { token: side.token }), 409, CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
    expect((await staffRead(side.documentId)).job_status).toBe('Accepted');
  });
});

describe('sending the link again', () => {
  it('answers every address the same, in about the same time, and e-mails new links to an applicant only', async () => {
    const side = await applied('Lost');
    const second = await createApplication(side.job.documentId as string, { email: side.email, fullName: 'Lost Two' });
    const timed = async (email: string) => {
      const started = Date.now();
      const answer = await page('links', { email });
      return { answer, ms: Date.now() - started };
    };
    const unknown = await timed(uniqueAddress('nobody'));
    const known = await timed(side.email);
    for (const { answer, ms } of [unknown, known]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ data: { message: CANDIDATE_LINK_SENT_MESSAGE }, meta: {} });
      expect(ms).toBeGreaterThanOrEqual(390);
    }
    const mailed = await tokensMailed(side.email, 'candidate-page-link');
    expect(mailed).toHaveLength(2);
    const references = await Promise.all(
      mailed.map(async (token) => (await page('view', { token })).body.data.reference as string),
    );
    expect(references.sort()).toEqual([side.documentId, second].sort());
    // The first link still works: a request by anybody for this address never stops it.
    expect((await page('view', { token: side.token })).status).toBe(200);
    expectError(await page('links', { email: 'not an address' }), 400);
  });

  it('sends at most 3 e-mails to one address an hour: the 4th request gets the same answer and none', async () => {
    const side = await applied('Storm');
    for (let sent = 0; sent < 4; sent += 1) {
      expect((await page('links', { email: side.email })).body.data.message).toBe(CANDIDATE_LINK_SENT_MESSAGE);
    }
    expect(
      await database(OUTBOX_TABLE).where({ kind: 'candidate-page-link', to: side.email }).select('id'),
    ).toHaveLength(3);
  });
});

describe('personal data from the page', () => {
  it('downloads the address’s data, and the consent withdrawal erases it and ends the link', async () => {
    const side = await applied('Data');
    const zip = await page('export', { token: side.token });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('application/zip');
    expect(zip.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const json = strFromU8(files['personal-data.json']);
    expect(json).toContain(side.documentId);
    expect(json).not.toContain(sha256(side.token));

    const erased = await page('consent-withdrawal', { token: side.token });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toEqual({ status: 'gone' });
    expect((await api('GET', `/job-applications/${side.documentId}`, { token: admin })).status).toBe(404);
    expectError(await page('view', { token: side.token }), 404, CANDIDATE_LINK_INVALID_MESSAGE);
  });
});

describe('the link never leaks', () => {
  it('through any door of the application’s API or of the links’ type, as staff or as a visitor', async () => {
    const side = await applied('Leak');
    const hash = sha256(side.token);
    const recruiter = await loginAsRecruiter();
    const editor = await loginAsEditor();
    const reads = [
      `/job-applications/${side.documentId}`,
      `/job-applications/${side.documentId}?populate=*`,
      `/job-applications?populate=*&filters[documentId][$eq]=${side.documentId}`,
      `/job-applications?filters[email][$eq]=${encodeURIComponent(side.email)}&populate[0]=history&populate[1]=notes&populate[2]=job`,
    ];
    for (const token of [admin, recruiter]) {
      for (const read of reads) {
        const answer = await api('GET', read, { token });
        expect(answer.status, `${read}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(answer.bytes.toString()).toContain(side.documentId);
        expect(answer.bytes.toString()).not.toContain(hash);
        expect(answer.bytes.toString()).not.toContain(side.token);
      }
      // The application has no relation to its links: nothing to populate, filter or sort on.
      for (const read of [
        `/job-applications/${side.documentId}?populate[links]=*`,
        `/job-applications?filters[links][tokenHash][$eq]=${hash}`,
      ]) {
        expect((await api('GET', read, { token })).status).toBe(400);
      }
    }
    for (const token of [admin, recruiter, editor, undefined]) {
      for (const read of ['/application-links', `/application-links?filters[tokenHash][$eq]=${hash}`]) {
        const answer = await api('GET', read, { token });
        expect(answer.status).toBe(404);
        expect(answer.bytes.toString()).not.toContain(hash);
      }
    }
    // A visitor and an Editor read no application at all.
    for (const token of [editor, undefined]) {
      expect((await api('GET', `/job-applications/${side.documentId}?populate=*`, { token })).status).toBe(403);
    }
    // The staff personal-data export (Admins) holds no hash; the token only inside the confirmation e-mail it lists,
    // as the outbox keeps every e-mail's text until its retention (docs/025-placements.md "The candidate's page").
    const exported = await api('POST', '/personal-data/export', {
      token: admin,
      json: { data: { email: side.email } },
    });
    expect(exported.status).toBe(200);
    const json = strFromU8(unzipSync(new Uint8Array(exported.bytes))['personal-data.json']);
    expect(json).not.toContain(hash);
    const { emails, ...rest } = JSON.parse(json) as Record<string, unknown>;
    expect(JSON.stringify(emails)).toContain(side.token);
    expect(JSON.stringify(rest)).not.toContain(side.token);
  });
});

describe('limits per client', () => {
  it('limits the page’s routes per client like the other e-mailed links (429)', async () => {
    const client = clientAddress();
    const token = randomBytes(32).toString('base64url');
    const limit = 1000;
    for (let sent = 0; sent < limit; sent += 50) {
      await Promise.all(Array.from({ length: Math.min(50, limit - sent) }, () => page('view', { token }, client)));
    }
    const refused = await page('view', { token }, client);
    expectError(refused, 429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not refused.
    expectError(await page('view', { token }, '192.0.2.77'), 404);
  });

  it('counts "send my link again" among the public forms of a client (429, nothing sent)', async () => {
    const side = await applied('Limited');
    const client = `198.51.100.${200 + (randomBytes(1)[0] % 50)}`;
    const limit = 1000;
    for (let sent = 0; sent < limit; sent += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, limit - sent) }, () =>
          fetch(`${cmsUrl()}/api/contacts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
            body: JSON.stringify({ data: {} }),
          }).then((response) => response.arrayBuffer()),
        ),
      );
    }
    expectError(await page('links', { email: side.email }, client), 429);
    expect(await tokensMailed(side.email, 'candidate-page-link')).toEqual([]);
  });
});

/** A client with a contact, a job for it, an application by a new address (its link's token) and its submission. */
async function submitted(label: string) {
  const name = unique(`${label} Holdings`);
  const client = await api('POST', '/clients', { token: admin, json: { data: { name } } });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const contactEmail = uniqueAddress(`${label}-contact`);
  const contact = await api('POST', `/clients/${client.body.data.documentId}/contacts`, {
    token: admin,
    json: { data: { fullName: unique('Berta Berlin'), email: contactEmail, timeZone: 'Europe/Berlin' } },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const job = await createJob({ company: name, title: unique(`${label} Site Engineer`) });
  const email = uniqueAddress(label);
  const documentId = await createApplication(job.documentId as string, { email, fullName: `${label} Candidate` });
  const [token] = await tokensMailed(email);
  const submission = await api('POST', `/job-applications/${documentId}/submissions`, {
    token: admin,
    json: { data: { summary: 'Strong site experience.' } },
  });
  expect(submission.status, JSON.stringify(submission.body)).toBe(201);
  return {
    token,
    email,
    documentId,
    contact: { documentId: contact.body.data.documentId as string, email: contactEmail },
    submission: submission.body.data.documentId as string,
  };
}

/** A time `days` from now, on the hour (UTC, ISO 8601). */
const inDays = (days: number, hour = 15) => {
  const at = new Date(Date.now() + days * 24 * 3_600_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

/** An interview of `submission` booked (`startsAt`) or proposed (`slots`) by the Admin. @returns it as staff read it. */
async function interviewOf(submission: string, contact: string, when: { startsAt: string } | { slots: string[] }) {
  const booked = await api('POST', `/submissions/${submission}/interviews`, {
    token: admin,
    json: {
      data: {
        kind: 'video',
        lengthMinutes: 45,
        organiserTimeZone: 'Asia/Dubai',
        videoLink: 'https://meet.example.com/candidate-page',
        contacts: [contact],
        ...when,
      },
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.data as { documentId: string; uid: string };
}

/** The outbox rows of the interview whose UID is `uid`, oldest first, with their calendar part parsed. */
async function calendarRows(uid: string) {
  const rows: Array<{ to: string; kind: string; text: string; calendar: unknown }> = await database(OUTBOX_TABLE)
    .where({ calendar_uid: uid })
    .orderBy('id')
    .select('to', 'kind', 'text', 'calendar');
  return rows.map((row) => {
    const calendar = (typeof row.calendar === 'string' ? JSON.parse(row.calendar) : row.calendar) as { ics: string };
    return { to: row.to, kind: row.kind, text: row.text, ...icsOf(calendar.ics) };
  });
}

/** An iCalendar text parsed with ical.js: method, UID, SEQUENCE, attendees' addresses, start. */
function icsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    attendees: event
      .getAllProperties('attendee')
      .map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, ''))
      .sort(),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe('the submission on the page: stage, interviews, offer', () => {
  it('shows where the submission stands, its interviews and the offer, never an outcome, feedback or an address', async () => {
    const side = await submitted('Progress');
    let shown = await page('view', { token: side.token });
    expect(shown.body.data).toMatchObject({
      stage: { label: 'Submitted', closed: false },
      interviews: [],
      offer: null,
    });

    const moved = await api('POST', `/submissions/${side.submission}/moves`, {
      token: admin,
      json: { data: { to: 'interviewing', comment: 'Secret staff comment about the candidate.' } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const slots = [inDays(10), inDays(11), inDays(12)];
    const proposed = await interviewOf(side.submission, side.contact.documentId, { slots });
    const booked = await interviewOf(side.submission, side.contact.documentId, { startsAt: inDays(20) });
    shown = await page('view', { token: side.token });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data.stage).toEqual({ label: 'Interviewing (round 1)', closed: false });
    expect(shown.body.data.interviews).toEqual([
      {
        id: proposed.documentId,
        round: 1,
        kind: 'video',
        status: 'to-pick',
        startsAt: null,
        lengthMinutes: 45,
        videoLink: 'https://meet.example.com/candidate-page',
        address: null,
        slots: slots.map((slot, index) => ({ index, startsAt: new Date(slot).toISOString() })),
        calendar: false,
      },
      expect.objectContaining({ id: booked.documentId, status: 'booked', startsAt: inDays(20), calendar: true }),
    ]);
    // A proposed time that has passed is not offered (its pick would be refused); the others keep their index.
    const proposedSlots = (times: string[]) =>
      database('interviews')
        .where({ document_id: proposed.documentId })
        .update({ proposed_slots: JSON.stringify(times) });
    await proposedSlots([inDays(-1), slots[1], slots[2]]);
    shown = await page('view', { token: side.token });
    expect(shown.body.data.interviews[0]).toMatchObject({
      status: 'to-pick',
      slots: [
        { index: 1, startsAt: slots[1] },
        { index: 2, startsAt: slots[2] },
      ],
    });
    await proposedSlots([inDays(-2), inDays(-1)]);
    shown = await page('view', { token: side.token });
    expect(shown.body.data.interviews[0]).toMatchObject({ status: 'to-pick', slots: [] });
    await proposedSlots(slots);

    const offer = await api('POST', `/submissions/${side.submission}/offers`, {
      token: admin,
      json: {
        data: {
          salaryAmount: 20000,
          salaryCurrency: 'AED',
          salaryPeriod: 'MONTH',
          startDate: '2027-05-01',
          expiresOn: inDays(30).slice(0, 10),
        },
      },
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    shown = await page('view', { token: side.token });
    expect(shown.body.data.stage).toEqual({ label: 'Offered', closed: false });
    expect(shown.body.data.offer).toEqual({
      status: 'open',
      salaryAmount: 20000,
      salaryCurrency: 'AED',
      salaryPeriod: 'MONTH',
      startDate: '2027-05-01',
    });
    // Past its expiry the offer has expired: the page no longer shows it.
    const offerRow = database('offers').where({ document_id: offer.body.data.documentId });
    await offerRow.clone().update({ expires_on: inDays(-1).slice(0, 10) });
    expect((await page('view', { token: side.token })).body.data.offer).toBeNull();
    await offerRow.clone().update({ expires_on: inDays(30).slice(0, 10) });
    const text = JSON.stringify(shown.body);
    for (const secret of ['Secret staff comment', side.contact.email, side.email, proposed.uid]) {
      expect(text).not.toContain(secret);
    }

    // Declined (with a reason): the page says the application is closed, shows no offer and no reason.
    const declined = await api('POST', `/offers/${offer.body.data.documentId}/answer`, {
      token: admin,
      json: { data: { answer: 'declined', reason: 'counter-offer' } },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    shown = await page('view', { token: side.token });
    expect(shown.body.data.stage).toEqual({ label: 'This application is closed', closed: true });
    expect(shown.body.data.offer).toBeNull();
    expect(shown.body.data.interviews.map((interview: { status: string }) => interview.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(JSON.stringify(shown.body)).not.toMatch(/counter|declined/i);
  });

  it('books a picked time: a REQUEST with SEQUENCE 0 to every attendee; refuses other slots, interviews and GETs', async () => {
    const side = await submitted('Pick');
    const other = await submitted('Pick other');
    const slots = [inDays(8), inDays(9)];
    const proposed = await interviewOf(side.submission, side.contact.documentId, { slots });
    const othersInterview = await interviewOf(other.submission, other.contact.documentId, { slots });

    // A GET of the routes (a mail scanner), and the .ics of an interview with nothing booked, change nothing.
    const before = await database('interviews').where({ document_id: proposed.documentId }).first();
    for (const route of ['interviews/pick', 'interviews/calendar']) {
      const scanned = await fetch(`${cmsUrl()}/api/candidate-page/${route}?token=${side.token}&slot=0`);
      expect(scanned.status).toBe(404);
      await scanned.arrayBuffer();
    }
    expectError(await page('interviews/calendar', { token: side.token, interview: proposed.documentId }), 404);
    expect(await database('interviews').where({ document_id: proposed.documentId }).first()).toEqual(before);

    // Another application's interview, an unknown one, a forged link: the one generic answer, nothing booked.
    const forged = await page('view', { token: randomBytes(32).toString('base64url') });
    for (const answer of [
      await page('interviews/pick', {
        token: side.token,
        interview: othersInterview.documentId,
        slot: 0,
        timeZone: 'UTC',
      }),
      await page('interviews/pick', {
        token: side.token,
        interview: 'nosuchinterview000000000',
        slot: 0,
        timeZone: 'UTC',
      }),
      await page('interviews/pick', {
        token: randomBytes(32).toString('base64url'),
        interview: proposed.documentId,
        slot: 0,
        timeZone: 'UTC',
      }),
      await page('interviews/calendar', { token: side.token, interview: othersInterview.documentId }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(forged.body);
    }
    // A slot that is not one of the times: 400, in words.
    expectError(
      await page('interviews/pick', { token: side.token, interview: proposed.documentId, slot: 2, timeZone: 'UTC' }),
      400,
      INTERVIEW_MESSAGES.noSuchSlot,
    );
    expectError(
      await page('interviews/pick', { token: side.token, interview: proposed.documentId, slot: 9, timeZone: 'UTC' }),
      400,
    );
    expect(await calendarRows(proposed.uid)).toEqual([]);
    expect(await calendarRows(othersInterview.uid)).toEqual([]);

    const picked = await page('interviews/pick', {
      token: side.token,
      interview: proposed.documentId,
      slot: 1,
      timeZone: 'America/New_York',
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.headers.get('cache-control')).toBe('private, no-store');
    expect(picked.body.data.interviews).toEqual([
      expect.objectContaining({
        id: proposed.documentId,
        status: 'booked',
        startsAt: slots[1],
        slots: [],
        calendar: true,
      }),
    ]);
    const rows = await calendarRows(proposed.uid);
    expect(rows.map((row) => row.to).sort()).toEqual(expect.arrayContaining([side.email, side.contact.email].sort()));
    expect(rows).toHaveLength(3); // the candidate, the contact and the recruiter (the job's owner)
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'interview-invitation',
        method: 'REQUEST',
        uid: proposed.uid,
        sequence: 0,
        start: slots[1],
      });
      expect(row.attendees).toEqual(rows.map((each) => each.to).sort());
    }
    expect(rows.find((row) => row.to === side.email)!.text).toContain('(America/New_York, GMT');

    // Picked: a second pick is refused (409), and the .ics is the current invitation (same UID and SEQUENCE).
    expectError(
      await page('interviews/pick', { token: side.token, interview: proposed.documentId, slot: 0, timeZone: 'UTC' }),
      409,
      INTERVIEW_MESSAGES.notProposed,
    );
    const ics = await page('interviews/calendar', { token: side.token, interview: proposed.documentId });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.headers.get('cache-control')).toBe('private, no-store');
    const calendar = icsOf(ics.bytes.toString('utf8'));
    expect(calendar).toMatchObject({ method: 'REQUEST', uid: proposed.uid, sequence: 0, start: slots[1] });
    expect(calendar.attendees).toContain(side.email);
    expect(calendar.attendees).not.toContain(side.contact.email);
    // Reading the .ics twice changes nothing.
    const after = await database('interviews').where({ document_id: proposed.documentId }).first();
    await page('interviews/calendar', { token: side.token, interview: proposed.documentId });
    expect(await database('interviews').where({ document_id: proposed.documentId }).first()).toEqual(after);
    expect(await calendarRows(proposed.uid)).toHaveLength(3);
  });

  it('withdrawing ends the submission as "candidate withdrew" and cancels its future interview with a CANCEL', async () => {
    const side = await submitted('Ends');
    const booked = await interviewOf(side.submission, side.contact.documentId, { startsAt: inDays(15) });
    const withdrawn = await page('withdraw', { token: side.token });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({
      standing: 'withdrawn',
      stage: { label: 'This application is closed', closed: true },
      interviews: [expect.objectContaining({ id: booked.documentId, status: 'cancelled', calendar: false })],
    });
    const record = await staffRead(side.documentId);
    expect(record.job_status).toBe('Rejected');
    expect(record.submissions).toEqual([
      expect.objectContaining({ stage: 'ended', outcomeReason: 'candidate-withdrew' }),
    ]);
    expect(record.submissions[0].stageMoves.at(-1)).toMatchObject({
      to: 'ended',
      reason: 'candidate-withdrew',
      actor: CANDIDATE_WITHDRAWAL_ACTOR,
    });
    // The application's history: the candidate's withdrawal, once.
    expect(record.history.filter((change: { to: string }) => change.to === 'Rejected')).toEqual([
      expect.objectContaining({ actor: CANDIDATE_WITHDRAWAL_ACTOR }),
    ]);
    const cancels = (await calendarRows(booked.uid)).filter((row) => row.method === 'CANCEL');
    expect(cancels.map((row) => row.to)).toContain(side.email);
    expect(cancels.map((row) => row.to)).toContain(side.contact.email);
    for (const row of cancels) expect(row).toMatchObject({ uid: booked.uid, sequence: 1 });
  });

  it('is refused once placed, and nothing moves', async () => {
    const side = await submitted('Placed offer');
    const offer = await api('POST', `/submissions/${side.submission}/offers`, {
      token: admin,
      json: {
        data: {
          salaryAmount: 100000,
          salaryCurrency: 'EUR',
          salaryPeriod: 'YEAR',
          startDate: '2027-06-01',
          expiresOn: inDays(20).slice(0, 10),
        },
      },
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accepted = await api('POST', `/offers/${offer.body.data.documentId}/answer`, {
      token: admin,
      json: { data: { answer: 'accepted' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const shown = await page('view', { token: side.token });
    expect(shown.body.data).toMatchObject({
      stage: { label: 'Placed', closed: false },
      offer: { status: 'accepted', salaryAmount: 100000, salaryCurrency: 'EUR', startDate: '2027-06-01' },
      mayWithdraw: false,
    });
    expectError(await page('withdraw', { token: side.token }), 409, CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
    expect((await staffRead(side.documentId)).submissions[0]).toMatchObject({ stage: 'placed' });
  });
});
