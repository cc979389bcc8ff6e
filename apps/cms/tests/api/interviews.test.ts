import { strFromU8, unzipSync } from 'fflate';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import {
  api,
  createApplication,
  createJob,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  unique,
  uniqueAddress,
} from './helpers';
import { openMailbox, recipients, type Mailbox } from './mailbox';

/**
 * Interviews and their calendar invitations (docs/025-placements.md "Interviews and calendar invitations", issue 28)
 * against the real CMS: booking, moving and cancelling an interview record one e-mail per attendee in the outbox, each
 * with the time in its reader's zone and the iCalendar message attached (parsed here with ical.js), which the outbox
 * sends as a `text/calendar; method=…` part (read from the test SMTP server); a CANCEL never leaves before its REQUEST;
 * the reminder goes once, for the current time; the permissions of submitting apply.
 */

let admin: string;
let recruiter: string;
let recruiterUser: { id: number; email: string };
let database: Connection;
let mailbox: Mailbox;

beforeAll(async () => {
  admin = await loginAsAdmin();
  recruiter = await loginAsRecruiter();
  const me = await api('GET', '/users/me', { token: recruiter });
  recruiterUser = { id: me.body.id, email: me.body.email };
  // The recruiter reads times in Dubai (their profile).
  const profile = await api('PUT', '/staff/profile', { token: recruiter, json: { data: { timeZone: 'Asia/Dubai' } } });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  database = openCmsDatabase();
  mailbox = await openMailbox();
});

afterAll(async () => {
  await mailbox?.close();
  await database?.destroy();
});

/** A client with a contact in Berlin, a job of the Recruiter's for it, and an applicant submitted to it. */
async function submittedCandidate(
  label: string,
  {
    candidateEmail = uniqueAddress(`${label}-candidate`),
    language,
  }: { candidateEmail?: string; language?: string } = {},
) {
  const name = unique(`${label} Holdings`);
  const client = await api('POST', '/clients', { token: admin, json: { data: { name } } });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const berlin = { fullName: unique('Berta Berlin'), email: uniqueAddress(`${label}-berlin`) };
  const contact = await api('POST', `/clients/${client.body.data.documentId}/contacts`, {
    token: admin,
    json: { data: { ...berlin, timeZone: 'Europe/Berlin' } },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const job = await createJob({ company: name, title: unique(`${label} Site Engineer`), owner: recruiterUser.id });
  const fullName = unique(`${label} Candidate`);
  const application = await createApplication(job.documentId, {
    fullName,
    email: candidateEmail,
    ...(language ? { language } : {}),
  });
  const submission = await api('POST', `/job-applications/${application}/submissions`, {
    token: admin,
    json: { data: { summary: 'Strong site experience.' } },
  });
  expect(submission.status, JSON.stringify(submission.body)).toBe(201);
  return {
    client: client.body.data.documentId as string,
    contact: { ...berlin, documentId: contact.body.data.documentId as string },
    job,
    candidate: { fullName, email: candidateEmail },
    application,
    submission: submission.body.data.documentId as string,
  };
}

const video = (contacts: string[]) => ({
  kind: 'video',
  lengthMinutes: 45,
  organiserTimeZone: 'Asia/Dubai',
  candidateTimeZone: 'America/New_York',
  videoLink: 'https://meet.example.com/interview-1',
  contacts,
});

const book = (submission: string, data: Record<string, unknown>, token = recruiter) =>
  api('POST', `/submissions/${submission}/interviews`, { token, json: { data } });

/** An interview e-mail row of the outbox. */
interface OutboxRow {
  id: number;
  to: string;
  kind: string;
  text: string;
  status: string;
  attempts: number;
  calendar: { method: string; ics: string } | null;
  calendar_sequence: number | null;
}

/** The outbox rows of the interview whose UID is `uid`, oldest first. */
async function rowsOf(uid: string): Promise<OutboxRow[]> {
  const rows = await database(OUTBOX_TABLE)
    .where({ calendar_uid: uid })
    .orderBy('id')
    .select('id', 'to', 'kind', 'text', 'status', 'attempts', 'calendar', 'calendar_sequence');
  return rows.map((row: any) => ({
    ...row,
    calendar: typeof row.calendar === 'string' ? JSON.parse(row.calendar) : row.calendar,
  }));
}

/** The iCalendar message of a row, parsed with ical.js. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const mailto = (value: unknown) => String(value).replace(/^mailto:/i, '');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    organiser: mailto(event.getFirstPropertyValue('organizer')),
    attendees: event
      .getAllProperties('attendee')
      .map((attendee) => mailto(attendee.getFirstValue()))
      .sort(),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    utc: /\r\nDTSTART:\d{8}T\d{6}Z\r\n/.test(ics) && /\r\nDTEND:\d{8}T\d{6}Z\r\n/.test(ics),
  };
}

/** The calendar part of a received e-mail: its Content-Type's method, and its text; null without one. */
function calendarOf(message: ParsedMail): { method: string; ics: string } | null {
  const part = message.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const type = part.headers.get('content-type') as { value: string; params: Record<string, string> };
  return { method: type.params.method, ics: part.content.toString('utf8') };
}

/** Waits up to `ms` for `check()` to hold, polling. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an interview’s invitations follow every change', () => {
  it('book → REQUEST 0, move → REQUEST 1 with the same UID, cancel → CANCEL 2 after them; each reader’s own time', async () => {
    const { contact, candidate, submission } = await submittedCandidate('Calendar');
    // 20 March 2027: New York on summer time since 14 March (GMT-4), Berlin still on winter time until 28 March.
    const booked = await book(submission, { ...video([contact.documentId]), startsAt: '2027-03-20T15:00:00Z' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const interview = booked.body.data;
    expect(interview).toMatchObject({
      round: 1,
      status: 'scheduled',
      startsAt: '2027-03-20T15:00:00.000Z',
      sequence: 0,
      attendees: { contacts: [{ documentId: contact.documentId, fullName: contact.fullName }], candidate: true },
    });
    const uid = interview.uid as string;

    const attendees = [candidate.email, contact.email, recruiterUser.email].sort();
    let rows = await rowsOf(uid);
    expect(rows.map((row) => row.to).sort()).toEqual(attendees);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'interview-invitation', calendar_sequence: 0 });
      expect(row.calendar?.method).toBe('REQUEST');
      expect(parsed(row.calendar!.ics)).toEqual({
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        organiser: recruiterUser.email,
        attendees,
        start: '2027-03-20T15:00:00.000Z',
        end: '2027-03-20T15:45:00.000Z',
        utc: true,
      });
    }
    const textTo = (list: OutboxRow[], to: string) => list.find((row) => row.to === to)!.text;
    expect(textTo(rows, candidate.email)).toContain('Saturday 20 March 2027, 11:00 (America/New_York, GMT-4)');
    expect(textTo(rows, contact.email)).toContain('Saturday 20 March 2027, 16:00 (Europe/Berlin, GMT+1)');
    expect(textTo(rows, recruiterUser.email)).toContain('Saturday 20 March 2027, 19:00 (Asia/Dubai, GMT+4)');

    // The real e-mail: a text/calendar part whose Content-Type says method=REQUEST.
    const received = await mailbox.waitFor(
      (message) => recipients(message).includes(candidate.email) && calendarOf(message)?.method === 'REQUEST',
    );
    expect(parsed(calendarOf(received)!.ics)).toMatchObject({ method: 'REQUEST', uid, sequence: 0 });

    // Moved to 31 March, after Berlin's change too.
    const moved = await api('POST', `/interviews/${interview.documentId}/reschedule`, {
      token: recruiter,
      json: { data: { startsAt: '2027-03-31T08:00:00Z' } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ uid, sequence: 1, startsAt: '2027-03-31T08:00:00.000Z' });
    rows = (await rowsOf(uid)).filter((row) => row.calendar_sequence === 1);
    expect(rows.map((row) => row.to).sort()).toEqual(attendees);
    for (const row of rows)
      expect(parsed(row.calendar!.ics)).toMatchObject({ method: 'REQUEST', uid, sequence: 1, attendees });
    expect(textTo(rows, candidate.email)).toContain('Wednesday 31 March 2027, 04:00 (America/New_York, GMT-4)');
    expect(textTo(rows, candidate.email)).toContain('Saturday 20 March 2027, 11:00 (America/New_York, GMT-4)');
    expect(textTo(rows, contact.email)).toContain('Wednesday 31 March 2027, 10:00 (Europe/Berlin, GMT+2)');

    const cancelled = await api('POST', `/interviews/${interview.documentId}/cancel`, {
      token: recruiter,
      json: { data: { reason: 'Internal: the client paused hiring.' } },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', sequence: 2, uid });
    rows = await rowsOf(uid);
    const cancels = rows.filter((row) => row.calendar_sequence === 2);
    expect(cancels.map((row) => row.to).sort()).toEqual(attendees);
    for (const row of cancels) {
      expect(row.kind).toBe('interview-cancellation');
      expect(parsed(row.calendar!.ics)).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(row.text).not.toContain('paused hiring');
    }
    // Each address's messages were recorded in SEQUENCE order, and arrive in it.
    for (const address of attendees) {
      const own = rows.filter((row) => row.to === address);
      expect(own.map((row) => row.calendar_sequence)).toEqual([0, 1, 2]);
    }
    await mailbox.waitFor(
      (message) => recipients(message).includes(candidate.email) && calendarOf(message)?.method === 'CANCEL',
    );
    const arrived = mailbox.messages
      .filter((message) => recipients(message).includes(candidate.email))
      .flatMap((message) => {
        const part = calendarOf(message);
        return part ? [`${part.method} ${String(parsed(part.ics).sequence)}`] : [];
      });
    expect(arrived).toEqual(['REQUEST 0', 'REQUEST 1', 'CANCEL 2']);

    // A second cancel answers it as it is; a cancelled interview is not moved.
    const again = await api('POST', `/interviews/${interview.documentId}/cancel`, { token: recruiter });
    expect(again.status).toBe(200);
    expect((await rowsOf(uid)).length).toBe(rows.length);
    expectError(
      await api('POST', `/interviews/${interview.documentId}/reschedule`, {
        token: recruiter,
        json: { data: { startsAt: '2027-04-01T08:00:00Z' } },
      }),
      409,
      INTERVIEW_MESSAGES.notScheduled,
    );
  });

  it('reach a candidate who applied in Arabic in Arabic (docs/026-languages.md), the team and the client in English', async () => {
    const { contact, candidate, submission } = await submittedCandidate('Arabic', { language: 'ar' });
    const booked = await book(submission, { ...video([contact.documentId]), startsAt: '2027-03-20T15:00:00Z' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const rows = await rowsOf(booked.body.data.uid as string);
    const textTo = (to: string) => rows.find((row) => row.to === to)!.text;
    expect(textTo(candidate.email)).toContain('ندعوك إلى مقابلة لوظيفة');
    expect(textTo(candidate.email)).toMatch(/الموعد: السبت، 20 مارس 2027.*11:00 \(America\/New_York\)/);
    expect(textTo(candidate.email)).toContain('نوع المقابلة: بالفيديو');
    expect(textTo(contact.email)).toContain(`An interview of ${candidate.fullName} for`);
    expect(textTo(recruiterUser.email)).toContain('Saturday 20 March 2027, 19:00 (Asia/Dubai, GMT+4)');
  });

  it('holds a CANCEL back while its REQUEST to the same address is still being retried', async () => {
    // The test SMTP server refuses addresses starting with "bounce": the candidate's REQUEST is retried, then given up.
    const { submission, candidate } = await submittedCandidate('Bounce', {
      candidateEmail: uniqueAddress('bounce-candidate'),
    });
    const booked = await book(submission, { ...video([]), startsAt: '2027-05-04T09:00:00Z' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const cancel = await api('POST', `/interviews/${booked.body.data.documentId}/cancel`, { token: recruiter });
    expect(cancel.status).toBe(200);
    const uid = booked.body.data.uid as string;
    const ofCandidate = async () => (await rowsOf(uid)).filter((row) => row.to === candidate.email);
    // While the REQUEST is pending, the CANCEL is never tried.
    await eventually(async () => {
      const [request, cancellation] = await ofCandidate();
      expect(request.calendar!.method).toBe('REQUEST');
      expect(cancellation.calendar!.method).toBe('CANCEL');
      if (request.status === 'pending') expect(cancellation.attempts, 'CANCEL tried before its REQUEST').toBe(0);
      return request.status === 'failed' && cancellation.attempts > 0;
    }, 25_000);
    // The recruiter's own pair went out in order.
    const recruiterMail = mailbox.messages
      .filter((message) => message.attachments.some((part) => part.content.toString('utf8').includes(uid)))
      .map((message) => calendarOf(message)?.method);
    expect(recruiterMail).toEqual(['REQUEST', 'CANCEL']);
  }, 40_000);
});

describe('reminders', () => {
  it('go once, 24 hours before, for the current time only; none for a cancelled interview', async () => {
    const { contact, candidate, submission } = await submittedCandidate('Reminder');
    const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
    const booked = await book(submission, { ...video([contact.documentId]), startsAt: hours(30) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const interview = booked.body.data;
    const reminders = () =>
      database(OUTBOX_TABLE)
        .where({ kind: 'interview-reminder' })
        .whereIn('to', [candidate.email, contact.email, recruiterUser.email])
        .orderBy('id')
        .select('to', 'text');
    // Thirty hours ahead: the task (every second here) sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await reminders()).toEqual([]);

    const start = hours(23);
    const moved = await api('POST', `/interviews/${interview.documentId}/reschedule`, {
      token: recruiter,
      json: { data: { startsAt: start } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await eventually(async () => (await reminders()).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const sent = await reminders();
    expect(sent.map((row: { to: string }) => row.to).sort()).toEqual(
      [candidate.email, contact.email, recruiterUser.email].sort(),
    );
    const berlinTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(start));
    expect(sent.find((row: { to: string }) => row.to === contact.email).text).toContain(
      `, ${berlinTime} (Europe/Berlin`,
    );
    const list = await api('GET', `/submissions/${submission}/interviews`, { token: recruiter });
    expect(list.body.data[0].remindedFor).toBe(new Date(start).toISOString());

    // Moved again after its reminder: one new reminder, for the new time.
    await api('POST', `/interviews/${interview.documentId}/reschedule`, {
      token: recruiter,
      json: { data: { startsAt: hours(22) } },
    });
    await eventually(async () => (await reminders()).length >= 6);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await reminders()).toHaveLength(6);

    // A cancelled interview within the 24 hours: none.
    const other = await book(submission, { ...video([contact.documentId]), startsAt: hours(30), round: 2 });
    expect(other.status).toBe(201);
    await api('POST', `/interviews/${other.body.data.documentId}/cancel`, { token: recruiter });
    await database('interviews')
      .where({ document_id: other.body.data.documentId })
      .update({ starts_at: new Date(Date.now() + 23 * 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await reminders()).toHaveLength(6);
  }, 45_000);
});

describe('the rules of an interview', () => {
  it('proposes 2–5 times without sending anything; refuses a past time, another client’s contact, a withdrawn submission', async () => {
    const { contact, submission } = await submittedCandidate('Rules');
    const proposed = await book(submission, {
      ...video([contact.documentId]),
      slots: ['2027-06-01T08:00:00Z', '2027-06-02T08:00:00Z', '2027-06-03T08:00:00Z'],
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.data).toMatchObject({
      startsAt: null,
      sequence: null,
      proposedSlots: ['2027-06-01T08:00:00.000Z', '2027-06-02T08:00:00.000Z', '2027-06-03T08:00:00.000Z'],
    });
    expect(await rowsOf(proposed.body.data.uid)).toEqual([]);
    expectError(await book(submission, { ...video([]), slots: ['2027-06-01T08:00:00Z'] }), 400);

    expectError(
      await book(submission, { ...video([]), startsAt: new Date(Date.now() - 60_000).toISOString() }),
      400,
      INTERVIEW_MESSAGES.pastStart,
    );
    const stranger = await submittedCandidate('Stranger');
    expectError(
      await book(submission, { ...video([stranger.contact.documentId]), startsAt: '2027-06-01T08:00:00Z' }),
      400,
      INTERVIEW_MESSAGES.notTheClientsContact,
    );
    expectError(await book(submission, { ...video([]), kind: 'on-site', startsAt: '2027-06-01T08:00:00Z' }), 400);

    // An outcome once it has started: not before.
    const booked = await book(submission, { ...video([]), startsAt: '2027-06-05T08:00:00Z' });
    expectError(
      await api('POST', `/interviews/${booked.body.data.documentId}/outcome`, {
        token: recruiter,
        json: { data: { status: 'done' } },
      }),
      400,
      INTERVIEW_MESSAGES.outcomeTooEarly,
    );
    await database('interviews')
      .where({ document_id: booked.body.data.documentId })
      .update({ starts_at: new Date(Date.now() - 3_600_000) });
    const outcome = await api('POST', `/interviews/${booked.body.data.documentId}/outcome`, {
      token: recruiter,
      json: { data: { status: 'done', feedback: 'Strong on site safety.' } },
    });
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    expect(outcome.body.data).toMatchObject({ status: 'done', feedback: 'Strong on site safety.' });

    const list = await api('GET', `/submissions/${submission}/interviews`, { token: recruiter });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { round: number }) => item.round)).toEqual([1, 2]);

    expect((await api('POST', `/submissions/${submission}/withdraw`, { token: recruiter })).status).toBe(200);
    expectError(
      await book(submission, { ...video([]), startsAt: '2027-06-01T08:00:00Z' }),
      400,
      INTERVIEW_MESSAGES.withdrawn,
    );
  });

  it('take the round of the submission’s stage, and none once the submission has ended', async () => {
    const { submission } = await submittedCandidate('Stage');
    const move = (data: Record<string, unknown>) =>
      api('POST', `/submissions/${submission}/moves`, { token: recruiter, json: { data } });
    expect((await move({ to: 'interviewing', round: 1 })).status).toBe(200);
    const first = await book(submission, { ...video([]), startsAt: '2027-08-01T08:00:00Z' });
    expect(first.body.data.round).toBe(1);
    expect((await move({ to: 'interviewing', round: 2 })).status).toBe(200);
    const second = await book(submission, { ...video([]), startsAt: '2027-08-02T08:00:00Z' });
    expect(second.body.data.round).toBe(2);
    const ended = await move({ to: 'ended', reason: 'client-declined' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expectError(
      await book(submission, { ...video([]), startsAt: '2027-08-03T08:00:00Z' }),
      400,
      INTERVIEW_MESSAGES.ended,
    );
  });

  it('go with their application when it is deleted (the applicant’s data)', async () => {
    const { application, submission } = await submittedCandidate('Deleted');
    const booked = await book(submission, { ...video([]), startsAt: '2027-08-01T08:00:00Z' });
    expect(booked.status).toBe(201);
    const stored = () => database('interviews').where({ document_id: booked.body.data.documentId }).count({ n: 'id' });
    expect(Number((await stored())[0].n)).toBe(1);
    const deleted = await api('DELETE', `/job-applications/${application}`, { token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect(Number((await stored())[0].n)).toBe(0);
  });

  it('lets a Recruiter change only their own jobs’ interviews, and an Editor none', async () => {
    const { submission } = await submittedCandidate('Owner');
    const booked = await book(submission, { ...video([]), startsAt: '2027-07-01T08:00:00Z' }, admin);
    expect(booked.status).toBe(201);
    // Another job (owned by nobody): the Recruiter may not book, move or cancel its interviews.
    const name = unique('Others Holdings');
    const job = await createJob({ company: name });
    const application = await createApplication(job.documentId, { email: uniqueAddress('others') });
    const others = await api('POST', `/job-applications/${application}/submissions`, {
      token: admin,
      json: { data: { summary: 'Admin’s.' } },
    });
    const theirs = await book(others.body.data.documentId, { ...video([]), startsAt: '2027-07-01T08:00:00Z' }, admin);
    expect(theirs.status).toBe(201);
    expectError(await book(others.body.data.documentId, { ...video([]), startsAt: '2027-07-02T08:00:00Z' }), 403);
    for (const action of ['reschedule', 'cancel', 'outcome'])
      expectError(
        await api('POST', `/interviews/${theirs.body.data.documentId}/${action}`, {
          token: recruiter,
          json: { data: { startsAt: '2027-07-03T08:00:00Z', status: 'done' } },
        }),
        403,
      );
    const editor = await loginAsEditor();
    expect((await book(submission, { ...video([]), startsAt: '2027-07-02T08:00:00Z' }, editor)).status).toBe(403);
    expect((await api('GET', `/submissions/${submission}/interviews`, { token: editor })).status).toBe(403);
    expect((await api('POST', `/interviews/${booked.body.data.documentId}/cancel`, { token: editor })).status).toBe(
      403,
    );
    expect((await api('GET', `/submissions/${submission}/interviews`)).status).toBe(403);
    expectError(await book('nosuchsubmission000000000', { ...video([]), startsAt: '2027-07-02T08:00:00Z' }), 404);
  });
});

describe('a booking moves the submission’s stage', () => {
  /** The submission's stage and round as staff read them with the application. */
  async function stageOf(application: string) {
    const response = await api('GET', `/job-applications/${application}`, { token: admin });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const submission = response.body.data.submissions.at(-1);
    return {
      stage: submission.stage as string,
      round: submission.round as number,
      moves: submission.stageMoves as Array<{ from: string; to: string; round: number; actor: string }>,
    };
  }

  it('from Submitted to Interviewing (round 1) when a time is booked, not on a proposal, and leaves a later stage', async () => {
    const { application, submission, contact } = await submittedCandidate('Moves');
    // The list names the client's contacts staff may invite.
    const listed = await api('GET', `/submissions/${submission}/interviews`, { token: recruiter });
    expect(listed.status).toBe(200);
    expect(listed.body.meta.contacts).toEqual([
      { documentId: contact.documentId, fullName: contact.fullName, timeZone: 'Europe/Berlin' },
    ]);
    const proposed = await book(submission, {
      ...video([]),
      slots: ['2027-09-01T08:00:00Z', '2027-09-02T08:00:00Z'],
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(await stageOf(application)).toMatchObject({ stage: 'submitted', round: 0, moves: [] });

    const booked = await book(submission, { ...video([]), startsAt: '2027-09-03T08:00:00Z' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const moved = await stageOf(application);
    expect(moved).toMatchObject({ stage: 'interviewing', round: 1 });
    expect(moved.moves).toEqual([expect.objectContaining({ from: 'submitted', to: 'interviewing', round: 1 })]);
    const me = await api('GET', '/users/me', { token: recruiter });
    expect(moved.moves[0].actor).toBe(me.body.username);

    // Booked again at Interviewing (round 1): the stage stays; at Offered too.
    expect((await book(submission, { ...video([]), startsAt: '2027-09-04T08:00:00Z' })).status).toBe(201);
    expect((await stageOf(application)).moves).toHaveLength(1);
    const offered = await api('POST', `/submissions/${submission}/moves`, {
      token: recruiter,
      json: { data: { to: 'offered' } },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect((await book(submission, { ...video([]), startsAt: '2027-09-05T08:00:00Z' })).status).toBe(201);
    expect(await stageOf(application)).toMatchObject({ stage: 'offered', round: 1 });
  });
});

describe('an applicant’s interviews in their personal data', () => {
  it('are in the export (times, kinds, statuses, staff’s feedback) and go with the erasure', async () => {
    const { candidate, submission } = await submittedCandidate('Access');
    const booked = await book(submission, { ...video([]), startsAt: '2027-10-01T08:00:00Z' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const interview = booked.body.data.documentId as string;
    // It took place: its start moved into the past, then staff record the outcome.
    await database('interviews')
      .where({ document_id: interview })
      .update({ starts_at: new Date(Date.now() - 3_600_000) });
    const outcome = await api('POST', `/interviews/${interview}/outcome`, {
      token: recruiter,
      json: { data: { status: 'done', feedback: 'Clear on site safety; asked about the rota.' } },
    });
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    const proposed = await book(submission, { ...video([]), slots: ['2027-10-02T08:00:00Z', '2027-10-03T08:00:00Z'] });
    expect(proposed.status).toBe(201);

    const exported = await api('POST', '/personal-data/export', {
      token: admin,
      json: { data: { email: candidate.email } },
    });
    expect(exported.status).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.bytes))['personal-data.json']));
    expect(json.applications[0].interviews).toEqual([
      expect.objectContaining({
        documentId: interview,
        submission,
        round: 1,
        kind: 'video',
        status: 'done',
        lengthMinutes: 45,
        organiserTimeZone: 'Asia/Dubai',
        feedback: 'Clear on site safety; asked about the rota.',
      }),
      expect.objectContaining({
        documentId: proposed.body.data.documentId,
        status: 'scheduled',
        startsAt: null,
        proposedSlots: ['2027-10-02T08:00:00.000Z', '2027-10-03T08:00:00.000Z'],
      }),
    ]);
    expect(json.applications[0].interviews[0].startsAt).toMatch(/Z$/);
    expect(JSON.stringify(json.applications[0].interviews)).not.toContain(booked.body.data.uid);

    const erased = await api('POST', '/personal-data/erase', {
      token: admin,
      json: { data: { email: candidate.email } },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [{ n }] = await database('interviews')
      .whereIn('document_id', [interview, proposed.body.data.documentId])
      .count({ n: 'id' });
    expect(Number(n)).toBe(0);
  });
});
