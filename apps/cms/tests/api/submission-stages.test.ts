import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import {
  api,
  type ApiResponse,
  cmsUrl,
  createClientJob,
  createSubmission,
  expectError,
  loginAsAdmin,
  loginAsEditor,
  loginAsRecruiter,
  moveSubmission,
} from './helpers';

/**
 * The stages of a submission (docs/025-placements.md "Stages", issue 28) against the real CMS: staff move a submission
 * through the contract's stages and final outcomes; the application's status follows (Reviewed, Accepted, Rejected)
 * with its history entries; a client's answer in the portal moves the stage; an ended submission refuses answers and
 * moves; the route is refused to a Recruiter on another's job, an Editor and a client contact.
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

/** POST /submissions/:documentId/moves. */
const move = (submission: string, data: unknown, token = admin) =>
  api('POST', `/submissions/${submission}/moves`, { token, json: { data } });

/** The application as staff read it: its status, its status history (oldest first) and its one submission. */
async function staffView(application: string) {
  const response = await api('GET', `/job-applications/${application}?populate[history]=true`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const data = response.body.data;
  const history = [...(data.history as Array<{ from: string; to: string; actor: string; changedAt: string }>)].sort(
    (a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt),
  );
  return { status: data.job_status as string, history, submission: data.submissions.at(-1) };
}

/** The audit entries of `subjectId`, oldest first. */
async function auditOf(subjectId: string) {
  const response = await api('GET', `/audit-entries?filters[subjectId][$eq]=${subjectId}&sort[0]=id:asc`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return response.body.data as Array<{ action: string; actor: string; details: Record<string, unknown> }>;
}

/** A request to the CMS with the client session `session`, as the web app sends it. */
async function portal(method: string, path: string, session: string, json?: unknown): Promise<ApiResponse> {
  const headers: Record<string, string> = { [CLIENT_SESSION_HEADER]: session };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${cmsUrl()}/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? JSON.parse(text) : text,
    bytes: Buffer.from(text),
  };
}

/** A client session of the contact `email`: a sign-in link asked for, read from the outbox and used. */
async function sessionOf(email: string): Promise<string> {
  const asked = await api('POST', '/client-portal/sign-in-links', { json: { data: { email } } });
  expect(asked.status).toBe(202);
  const rows: Array<{ text: string }> = await database(OUTBOX_TABLE)
    .where({ kind: 'client-sign-in-link', to: email })
    .orderBy('id', 'desc')
    .limit(1)
    .select('text');
  const token = /\/client\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(rows[0].text)![1];
  const exchanged = await api('POST', '/client-portal/sessions', { json: { data: { token } } });
  expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(201);
  return exchanged.body.data.session as string;
}

/** A client contact's answer to `submission`. */
const answer = (session: string, submission: string, data: unknown) =>
  portal('POST', `/client-portal/submissions/${submission}/answers`, session, { data });

describe('staff move a submission through its stages', () => {
  it('runs Submitted → Interviewing (1, 2) → Offered → Placed, the application Reviewed then Accepted', async () => {
    const { job } = await createClientJob('Falcon');
    const { application, submission } = await createSubmission(job);

    // Submitting puts the Pending application in Reviewed, as a staff move records it.
    let view = await staffView(application);
    expect(view.status).toBe('Reviewed');
    expect(view.history.map(({ from, to, actor }) => ({ from, to, actor }))).toEqual([
      { from: 'Pending', to: 'Reviewed', actor: 'admin' },
    ]);
    expect(view.submission).toMatchObject({ stage: 'submitted', round: 0, outcomeReason: null, stageMoves: [] });

    expect(await moveSubmission(submission, { to: 'interviewing' })).toMatchObject({
      from: { stage: 'submitted', round: 0 },
      to: { stage: 'interviewing', round: 1 },
      applicationStatus: null,
    });
    await moveSubmission(submission, { to: 'interviewing', round: 2, comment: 'Second round with the site manager.' });
    // The same form sent twice: the round it expected is gone.
    expectError(
      await move(submission, { to: 'interviewing', round: 2 }),
      400,
      'The next interview round is 3, not 2: the submission moved meanwhile.',
    );
    await moveSubmission(submission, { to: 'offered' });
    expectError(await move(submission, { to: 'interviewing' }), 400, /Cannot move from Offered to Interviewing/);
    expect(await moveSubmission(submission, { to: 'placed' })).toMatchObject({
      to: { stage: 'placed', round: 2, outcome: null },
      applicationStatus: 'Accepted',
    });

    view = await staffView(application);
    expect(view.status).toBe('Accepted');
    expect(view.history.map(({ from, to }) => `${from}→${to}`)).toEqual(['Pending→Reviewed', 'Reviewed→Accepted']);
    expect(view.submission).toMatchObject({ stage: 'placed', round: 2, outcomeReason: null });
    expect(view.submission.stageMoves).toEqual([
      expect.objectContaining({ from: 'submitted', to: 'interviewing', round: 1, actor: 'admin', reason: '' }),
      expect.objectContaining({ from: 'interviewing', fromRound: 1, to: 'interviewing', round: 2 }),
      expect.objectContaining({ from: 'interviewing', to: 'offered' }),
      expect.objectContaining({ from: 'offered', to: 'placed', movedAt: expect.any(String) }),
    ]);
    expect(view.submission.stageMoves[1].comment).toBe('Second round with the site manager.');

    // A placement can only fall through; the application stays Accepted (final in the spec).
    expectError(
      await move(submission, { to: 'ended', reason: 'we-declined' }),
      400,
      'A placed candidate can only fall through.',
    );
    expectError(
      await api('POST', `/submissions/${submission}/withdraw`, { token: admin }),
      409,
      'Not withdrawn: A placed candidate can only fall through.',
    );
    expect(
      await moveSubmission(submission, { to: 'ended', reason: 'fell-through', comment: 'Start date moved.' }),
    ).toMatchObject({
      to: { stage: 'ended', outcome: 'fell-through' },
      applicationStatus: null,
    });
    view = await staffView(application);
    expect(view.status).toBe('Accepted');
    expect(view.submission).toMatchObject({
      stage: 'ended',
      outcomeReason: 'fell-through',
      outcomeComment: 'Start date moved.',
    });

    // Each move is audited without personal data: the stages, round and outcome, never the comment.
    const audit = await auditOf(submission);
    expect(audit.filter((entry) => entry.action === 'submission-move')).toHaveLength(5);
    expect(audit.at(-1)).toMatchObject({
      action: 'submission-move',
      actor: 'admin',
      details: { from: 'placed', to: 'ended', reason: 'fell-through', application },
    });
    expect(JSON.stringify(audit)).not.toContain('Start date moved.');
  });

  it('ends a submission with a final outcome: the application Rejected with its history; nothing moves it after', async () => {
    const { job } = await createClientJob('Oasis');
    const { application, submission } = await createSubmission(job);
    await moveSubmission(submission, { to: 'interviewing' });
    expectError(await move(submission, { to: 'ended' }), 400);
    expectError(
      await move(submission, { to: 'ended', reason: 'offer-declined' }),
      400,
      /an offer can be declined only once it is made/,
    );
    expectError(await move(submission, { to: 'ended', reason: 'ghosted' }), 400);
    expectError(await move(submission, { to: 'offered', comment: 'x'.repeat(1001) }), 400);

    expect(await moveSubmission(submission, { to: 'ended', reason: 'candidate-withdrew' })).toMatchObject({
      to: { stage: 'ended', round: 1, outcome: 'candidate-withdrew' },
      applicationStatus: 'Rejected',
    });
    const view = await staffView(application);
    expect(view.status).toBe('Rejected');
    expect(view.history.map(({ from, to }) => `${from}→${to}`)).toEqual(['Pending→Reviewed', 'Reviewed→Rejected']);
    expect(view.submission.stageMoves.at(-1)).toMatchObject({
      from: 'interviewing',
      to: 'ended',
      reason: 'candidate-withdrew',
      actor: 'admin',
    });

    for (const data of [{ to: 'offered' }, { to: 'ended', reason: 'we-declined' }]) {
      expectError(
        await move(submission, data),
        409,
        'This submission has ended (Ended: candidate withdrew): it cannot move any more.',
      );
    }
    expectError(await move('nosuchsubmission000000000', { to: 'offered' }), 404);
    expect((await staffView(application)).submission.stageMoves).toHaveLength(2);
  });

  it('makes a withdrawal the outcome "we declined", hidden from the client, and reads an older row as Submitted', async () => {
    const { job } = await createClientJob('Gulf');
    const { application, submission } = await createSubmission(job);
    const withdrawn = await api('POST', `/submissions/${submission}/withdraw`, { token: admin });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const view = await staffView(application);
    expect(view.status).toBe('Rejected');
    expect(view.submission).toMatchObject({
      stage: 'ended',
      outcomeReason: 'we-declined',
      withdrawnAt: expect.any(String),
    });
    expect(view.submission.stageMoves).toEqual([
      expect.objectContaining({ from: 'submitted', to: 'ended', reason: 'we-declined' }),
    ]);
    expect((await auditOf(submission)).map((entry) => entry.action)).toEqual([
      'submission-create',
      'submission-withdraw',
    ]);

    // Rows stored before stages existed: no stage reads as Submitted, or, once withdrawn, as "we declined".
    const other = await createSubmission(job);
    await database('submissions').where({ document_id: other.submission }).update({ stage: null, round: null });
    expect((await staffView(other.application)).submission).toMatchObject({ stage: 'submitted', round: 0 });
    await moveSubmission(other.submission, { to: 'interviewing' });
    const legacy = await createSubmission((await createClientJob('Legacy')).job);
    await database('submissions')
      .where({ document_id: legacy.submission })
      .update({ stage: null, round: null, withdrawn_at: new Date(), open_application: null });
    expect((await staffView(legacy.application)).submission).toMatchObject({
      stage: 'ended',
      outcomeReason: 'we-declined',
    });
  });
});

describe('a final outcome and the submission’s interviews', () => {
  it('cancels every future interview, with its CANCEL to each attendee', async () => {
    const { job, contact } = await createClientJob('Mirage');
    const { submission } = await createSubmission(job);
    const booked = await api('POST', `/submissions/${submission}/interviews`, {
      token: admin,
      json: {
        data: {
          kind: 'video',
          lengthMinutes: 45,
          organiserTimeZone: 'Asia/Dubai',
          candidateTimeZone: 'Asia/Dubai',
          videoLink: 'https://meet.example.com/stages',
          contacts: [contact.documentId],
          startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await moveSubmission(submission, { to: 'ended', reason: 'we-declined' });

    const list = await api('GET', `/submissions/${submission}/interviews`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ documentId: booked.body.data.documentId, status: 'cancelled' }),
    ]);
    const cancels: Array<{ to: string; kind: string }> = await database(OUTBOX_TABLE)
      .where({ calendar_uid: booked.body.data.uid, kind: 'interview-cancellation' })
      .select('to', 'kind');
    expect(cancels.map((row) => row.to)).toContain(contact.email);
  });
});

describe('a client’s answer in the portal', () => {
  it('moves the stage: Interview → the next round, Offer → Offered; an ended submission refuses answers', async () => {
    const { job, contact } = await createClientJob('Pearl');
    const { application, submission } = await createSubmission(job);
    const session = await sessionOf(contact.email);

    expect((await answer(session, submission, { answer: 'interview' })).status).toBe(201);
    expect((await answer(session, submission, { answer: 'interview', comment: 'Once more.' })).status).toBe(201);
    let view = await staffView(application);
    expect(view.submission).toMatchObject({ stage: 'interviewing', round: 2 });
    expect(view.submission.stageMoves.map((entry: { actor: string }) => entry.actor)).toEqual([
      `${contact.fullName} (client)`,
      `${contact.fullName} (client)`,
    ]);
    expect((await answer(session, submission, { answer: 'offer' })).status).toBe(201);
    // Interview once offered does not apply: refused and not recorded.
    const late = await answer(session, submission, { answer: 'interview' });
    expectError(
      late,
      409,
      'Your answer was not recorded: this candidate stands at “Offered”, where it does not apply. Please contact your recruiter.',
    );
    expect(late.headers.get('cache-control')).toBe('private, no-store');
    view = await staffView(application);
    expect(view.submission.stage).toBe('offered');
    expect(view.submission.answers.map((given: { answer: string }) => given.answer)).toEqual([
      'interview',
      'interview',
      'offer',
    ]);
    expect(view.status).toBe('Reviewed');

    await moveSubmission(submission, { to: 'ended', reason: 'offer-declined' });
    const refused = await answer(session, submission, { answer: 'offer' });
    expectError(
      refused,
      409,
      'Your answer was not recorded: this candidate’s process has ended. Please contact your recruiter.',
    );
    expect(JSON.stringify(refused.body)).not.toContain('offer-declined');
    expect((await staffView(application)).submission.answers).toHaveLength(3);
  });

  it('Not a fit ends the submission as "client declined", the application Rejected, the reason kept in the answer', async () => {
    const { job, contact } = await createClientJob('Dune');
    const { application, submission } = await createSubmission(job);
    const session = await sessionOf(contact.email);
    const given = await answer(session, submission, { answer: 'not-a-fit', reason: 'salary', comment: 'Too high.' });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const view = await staffView(application);
    expect(view.status).toBe('Rejected');
    expect(view.history.at(-1)).toMatchObject({
      from: 'Reviewed',
      to: 'Rejected',
      actor: `${contact.fullName} (client)`,
    });
    expect(view.submission).toMatchObject({ stage: 'ended', outcomeReason: 'client-declined', outcomeComment: '' });
    expect(view.submission.answers).toEqual([expect.objectContaining({ answer: 'not-a-fit', reason: 'salary' })]);
    expectError(await answer(session, submission, { answer: 'interview' }), 409, /process has ended/);
    const audit = await auditOf(submission);
    expect(audit.at(-1)).toMatchObject({
      action: 'client-answer',
      actor: expect.stringMatching(/^client-contact:/),
      details: expect.objectContaining({ from: 'submitted', to: 'ended' }),
    });
    expect(JSON.stringify(audit)).not.toContain(contact.fullName);
  });

  it('cannot reach the staff route with a client session, with or without a bearer token', async () => {
    const { job, contact } = await createClientJob('Reef');
    const { application, submission } = await createSubmission(job);
    const session = await sessionOf(contact.email);
    const asClient = await portal('POST', `/submissions/${submission}/moves`, session, { data: { to: 'offered' } });
    expect([401, 403]).toContain(asClient.status);
    const forged = await move(submission, { to: 'offered' }, session);
    expect([401, 403]).toContain(forged.status);
    expect((await staffView(application)).submission.stage).toBe('submitted');
  });
});

describe('who may move a submission', () => {
  it('a Recruiter their own jobs’ only; an Editor never', async () => {
    const recruiter = await loginAsRecruiter();
    const me = await api('GET', '/users/me', { token: recruiter });
    const theirs = await createSubmission((await createClientJob('Coral', { owner: me.body.id })).job);
    const admins = await createSubmission((await createClientJob('Coral')).job);

    expectError(await move(admins.submission, { to: 'interviewing' }, recruiter), 403);
    expectError(await move(theirs.submission, { to: 'interviewing' }, await loginAsEditor()), 403);
    expect((await staffView(admins.application)).submission.stage).toBe('submitted');
    await moveSubmission(theirs.submission, { to: 'interviewing' }, recruiter);
    const view = await staffView(theirs.application);
    expect(view.submission.stageMoves).toEqual([expect.objectContaining({ actor: me.body.username })]);
  });
});
