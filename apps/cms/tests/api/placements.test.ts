import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, offerExpiredMessage, PLACEMENT_LOCKED_MESSAGE } from '@agency/contract';
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
} from './helpers';

/**
 * Offers and placements (docs/025-placements.md "Offers and placements", issue 28) against the real CMS: an offer on a
 * submission, its answer (accepted → the placement with its fee and guarantee, the stage Placed and the application
 * Accepted, in one transaction; declined → the outcome "offer declined"), the placement's moves, the Admin's fee change
 * and lock, and every door as the roles that may not: an Editor, a Recruiter on another's job or a locked placement,
 * a client contact's session.
 */

let admin: string;
let recruiter: string;
let editor: string;
let recruiterId: number;
/** The test Recruiter's username (the history's and the audit's actor). */
let recruiterName: string;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  recruiter = await loginAsRecruiter();
  editor = await loginAsEditor();
  const me = await api('GET', '/users/me', { token: recruiter });
  recruiterId = me.body.id as number;
  recruiterName = me.body.username as string;
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

/** A client named `name`, its documentId. */
async function newClient(name: string): Promise<string> {
  const response = await api('POST', '/clients', { token: admin, json: { data: { name } } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** A client, a job of it owned by the test's Recruiter (or `owner`), and one applicant submitted to it. */
async function submittedCandidate(label: string, { owner = recruiterId }: { owner?: number } = {}) {
  const name = unique(`${label} Trading`);
  const client = await newClient(name);
  const job = await createJob({ company: name, title: unique(`${label} Controller`), owner });
  const application = await createApplication(job.documentId, { email: uniqueAddress(label.toLowerCase()) });
  const response = await api('POST', `/job-applications/${application}/submissions`, {
    token: admin,
    json: { data: { summary: 'A strong finance lead.' } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return {
    name,
    client,
    job: job.documentId as string,
    application,
    submission: response.body.data.documentId as string,
  };
}

/** A day `days` from today (`YYYY-MM-DD`, UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The example of issue 28: 100,000 a year, starting 4 January 2027; it expires in three weeks. */
const OFFER = {
  salaryAmount: 100_000,
  salaryCurrency: 'AED',
  salaryPeriod: 'YEAR',
  startDate: '2027-01-04',
  expiresOn: dayFromToday(21),
};

const offerOn = (submission: string, data: unknown = OFFER, token = admin) =>
  api('POST', `/submissions/${submission}/offers`, { token, json: { data } });

const answerOf = (offer: string, data: unknown, token = admin) =>
  api('POST', `/offers/${offer}/answer`, { token, json: { data } });

/** Records `OFFER` on `submission` and asserts the 201. @returns the offer's documentId. */
async function offered(submission: string, token = admin): Promise<string> {
  const response = await offerOn(submission, OFFER, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

/** A submitted candidate whose offer was accepted: its placement's documentId too. */
async function placedCandidate(label: string) {
  const candidate = await submittedCandidate(label);
  const offer = await offered(candidate.submission);
  const response = await answerOf(offer, { answer: 'accepted' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ...candidate, offer, placement: response.body.data.placement.documentId as string };
}

/** The application as staff read it, with its submissions. */
async function staffView(application: string) {
  const response = await api('GET', `/job-applications/${application}`, { token: admin });
  expect(response.status).toBe(200);
  return response.body.data;
}

const placementOf = async (documentId: string, token = admin) => {
  const response = await api('GET', `/placements/${documentId}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

const move = (placement: string, data: unknown, token = admin) =>
  api('POST', `/placements/${placement}/moves`, { token, json: { data } });

/** The audit entries of `subjectId`, oldest first. */
async function auditOf(subjectId: string) {
  const response = await api('GET', `/audit-entries?filters[subjectId][$eq]=${subjectId}&sort[0]=id:asc`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return response.body.data as Array<{ action: string; actor: string; details: Record<string, unknown> }>;
}

describe('offers', () => {
  it('refuses an offer on a submission that has ended, and an offer without a currency', async () => {
    const { submission } = await submittedCandidate('Ended');
    expectError(await offerOn(submission, { ...OFFER, salaryCurrency: '' }), 400);
    expect((await api('POST', `/submissions/${submission}/withdraw`, { token: admin })).status).toBe(200);
    const refused = await offerOn(submission);
    expectError(refused, 409, 'No offer is possible on a submission that has ended.');
    const offers = await api('GET', `/submissions/${submission}/offers`, { token: admin });
    expect(offers.body.data).toEqual([]);
  });

  it('makes a placement of an accepted offer: 100,000 × 20 % = 20,000, guaranteed to start + 90 days, Placed, Accepted', async () => {
    const { submission, application, job, client, offer, placement } = await (async () => {
      const candidate = await submittedCandidate('Accepted');
      const offerId = await offered(candidate.submission, recruiter);
      // The stage follows the offer; a second open offer is refused.
      expect((await staffView(candidate.application)).submissions[0].stage).toBe('offered');
      expectError(await offerOn(candidate.submission), 409, /open offer/);
      const answered = await answerOf(offerId, { answer: 'accepted' }, recruiter);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.data).toMatchObject({ status: 'accepted', answeredBy: recruiterName });
      return { ...candidate, offer: offerId, placement: answered.body.data.placement.documentId as string };
    })();

    const view = await staffView(application);
    expect(view.job_status).toBe('Accepted');
    expect(view.submissions[0]).toMatchObject({ stage: 'placed' });
    const detail = await placementOf(placement);
    expect(detail).toMatchObject({
      status: 'placed',
      startDate: '2027-01-04',
      salaryAmount: 100_000,
      salaryCurrency: 'AED',
      salaryPeriod: 'YEAR',
      feeAmount: 20_000,
      feeCurrency: 'AED',
      feeType: 'percent',
      feePercent: 20,
      guaranteeDays: 90,
      guaranteeEndsOn: '2027-04-04',
      invoiceStatus: 'not-invoiced',
      locked: false,
      submission,
      application,
      job: { documentId: job },
      client: { documentId: client },
      creditedRecruiter: { id: recruiterId },
    });
    expect(detail.history).toEqual([
      expect.objectContaining({ change: 'created', actor: recruiterName, to: 'placed' }),
    ]);

    // Answered once: a second answer is refused and makes no second placement.
    expectError(await answerOf(offer, { answer: 'accepted' }), 409, 'This offer was answered already.');
    const offers = await api('GET', `/submissions/${submission}/offers`, { token: admin });
    expect(offers.body.data).toEqual([
      expect.objectContaining({
        documentId: offer,
        status: 'accepted',
        placement: expect.objectContaining({ documentId: placement }),
      }),
    ]);
    expectError(await offerOn(submission), 409, /placed already/);
    expect((await auditOf(placement)).map((entry) => entry.action)).toEqual(['placement-create']);
    expect((await auditOf(offer)).map((entry) => entry.action)).toEqual(['offer-create', 'offer-answer']);

    const listed = await api('GET', `/placements?client=${client}`, { token: recruiter });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ documentId: placement, feeAmount: 20_000, guaranteeEndsOn: '2027-04-04' }),
    ]);
    const mine = await api('GET', '/placements?recruiter=mine&status=placed', { token: recruiter });
    expect(mine.body.data.map((row: { documentId: string }) => row.documentId)).toContain(placement);
    const theirs = await api('GET', '/placements?recruiter=mine', { token: admin });
    expect(theirs.body.data.map((row: { documentId: string }) => row.documentId)).not.toContain(placement);
  });

  it('takes the client’s own terms: a fixed fee and a 30-day guarantee; only an Admin sets them', async () => {
    const candidate = await submittedCandidate('Terms');
    const terms = { feeType: 'fixed', feeFixedAmount: 12_500, feeCurrency: 'USD', guaranteeDays: 30 };
    expectError(
      await api('PUT', `/clients/${candidate.client}/terms`, { token: recruiter, json: { data: terms } }),
      403,
    );
    expectError(
      await api('PUT', `/clients/${candidate.client}/terms`, {
        token: admin,
        json: { data: { ...terms, feeFixedAmount: null } },
      }),
      400,
    );
    const saved = await api('PUT', `/clients/${candidate.client}/terms`, { token: admin, json: { data: terms } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const client = await api('GET', `/clients/${candidate.client}`, { token: recruiter });
    expect(client.body.data.terms).toEqual({ ...terms, feePercent: 20 });
    const offer = await offered(candidate.submission);
    const answered = await answerOf(offer, { answer: 'accepted' });
    expect(answered.body.data.placement).toMatchObject({
      feeAmount: 12_500,
      feeCurrency: 'USD',
      guaranteeEndsOn: '2027-02-03',
    });
  });

  it('ends the submission with “offer declined” when the candidate declines, with a reason', async () => {
    const { submission, application } = await submittedCandidate('Declined');
    const offer = await offered(submission);
    expectError(await answerOf(offer, { answer: 'declined' }), 400);
    const answered = await answerOf(offer, { answer: 'declined', reason: 'counter-offer' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'declined', declineReason: 'counter-offer', placement: null });
    const view = await staffView(application);
    expect(view.submissions[0]).toMatchObject({ stage: 'ended', outcomeReason: 'offer-declined' });
    expect(view.job_status).toBe('Rejected');
    expect((await api('GET', `/placements?status=placed`, { token: admin })).body.data).not.toContainEqual(
      expect.objectContaining({ application }),
    );
  });

  it('lets a Recruiter record offers only on the jobs they own', async () => {
    const admins = (await api('GET', '/users/me', { token: admin })).body.id as number;
    const { submission } = await submittedCandidate('Others', { owner: admins });
    expectError(await offerOn(submission, OFFER, recruiter), 403);
    const offer = await offered(submission);
    expectError(await answerOf(offer, { answer: 'accepted' }, recruiter), 403);
    expect((await api('GET', `/submissions/${submission}/offers`, { token: admin })).body.data[0].status).toBe('open');
  });

  it('closes the open offer when its submission ends another way, in the same move', async () => {
    const offersOf = async (submission: string) =>
      (await api('GET', `/submissions/${submission}/offers`, { token: admin })).body.data as Array<{
        documentId: string;
        status: string;
      }>;
    const moved = (submission: string, reason: string) =>
      api('POST', `/submissions/${submission}/moves`, { token: admin, json: { data: { to: 'ended', reason } } });
    for (const [reason, status] of [
      ['candidate-withdrew', 'withdrawn'],
      ['client-declined', 'withdrawn'],
      ['offer-declined', 'declined'],
    ] as const) {
      const { submission } = await submittedCandidate('Closed');
      const offer = await offered(submission);
      expect((await moved(submission, reason)).status).toBe(200);
      expect(await offersOf(submission), reason).toEqual([expect.objectContaining({ documentId: offer, status })]);
      expectError(await answerOf(offer, { answer: 'accepted' }), 409, 'This offer was answered already.');
    }
    // Staff's Withdraw ("we declined") closes it too; an offer already past its expiry closes as expired.
    const { submission } = await submittedCandidate('Withdrawn');
    const offer = await offered(submission);
    expect((await api('POST', `/submissions/${submission}/withdraw`, { token: admin })).status).toBe(200);
    expect(await offersOf(submission)).toEqual([expect.objectContaining({ documentId: offer, status: 'withdrawn' })]);
    const late = await submittedCandidate('Late');
    const lateOffer = await offered(late.submission);
    expect(
      await database('offers')
        .where({ document_id: lateOffer })
        .update({ expires_on: dayFromToday(-3) }),
    ).toBe(1);
    expect((await moved(late.submission, 'we-declined')).status).toBe(200);
    const [stored] = await database('offers').where({ document_id: lateOffer }).select('status', 'open_submission');
    expect(stored).toEqual({ status: 'expired', open_submission: null });
  });

  it('reads an offer past its expiry as expired: not accepted (409 in words), and a new offer may be recorded', async () => {
    const { submission, application } = await submittedCandidate('Expiry');
    const offer = await offered(submission);
    const yesterday = dayFromToday(-2);
    expect(await database('offers').where({ document_id: offer }).update({ expires_on: yesterday })).toBe(1);
    const listed = await api('GET', `/submissions/${submission}/offers`, { token: admin });
    expect(listed.body.data).toEqual([expect.objectContaining({ documentId: offer, status: 'expired' })]);
    expectError(await answerOf(offer, { answer: 'accepted' }), 409, offerExpiredMessage(yesterday));
    const view = await staffView(application);
    expect(view.submissions[0].stage).toBe('offered');
    expect(view.job_status).not.toBe('Accepted');
    // The client renews it: the expired one no longer holds the submission's one open offer.
    const renewed = await offered(submission);
    const statuses = (await api('GET', `/submissions/${submission}/offers`, { token: admin })).body.data.map(
      (row: { documentId: string; status: string }) => [row.documentId, row.status],
    );
    expect(statuses).toEqual([
      [renewed, 'open'],
      [offer, 'expired'],
    ]);
    const answered = await answerOf(renewed, { answer: 'accepted' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  });
});

describe('placements', () => {
  it('moves Placed → Started → Left during the guarantee with a replacement, and refuses what the rules do not allow', async () => {
    const { placement } = await placedCandidate('Moves');
    expectError(await move(placement, { to: 'guarantee-passed' }, recruiter), 400, /cannot move from Placed/);
    expectError(await move(placement, { to: 'left-during-guarantee', reason: 'resigned' }, recruiter), 400);
    expect((await move(placement, { to: 'started' }, recruiter)).status).toBe(200);
    expectError(
      await move(placement, { to: 'fell-through', reason: 'other' }, recruiter),
      400,
      /cannot move from Started/,
    );
    expectError(await move(placement, { to: 'left-during-guarantee' }, recruiter), 400, 'Choose a reason.');
    const left = await move(
      placement,
      { to: 'left-during-guarantee', reason: 'performance', replacement: true },
      recruiter,
    );
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data).toMatchObject({
      status: 'left-during-guarantee',
      statusReason: 'performance',
      replacement: true,
    });
    expect(left.body.data.history.map((entry: { to: string }) => entry.to)).toEqual([
      'placed',
      'started',
      'left-during-guarantee',
    ]);
    expect((await auditOf(placement)).at(-1)).toMatchObject({
      action: 'placement-move',
      actor: recruiterName,
      details: {
        from: 'started',
        to: 'left-during-guarantee',
        reason: 'performance',
        replacement: true,
        locked: false,
      },
    });
  });

  it('ends the submission with “fell through” when a placement falls through before the start', async () => {
    const { placement, application } = await placedCandidate('Fell');
    const fell = await move(placement, { to: 'fell-through', reason: 'failed-checks', comment: 'Visa refused.' });
    expect(fell.status, JSON.stringify(fell.body)).toBe(200);
    expect(fell.body.data).toMatchObject({ status: 'fell-through', statusReason: 'failed-checks' });
    const view = await staffView(application);
    expect(view.submissions[0]).toMatchObject({ stage: 'ended', outcomeReason: 'fell-through' });
    // Accepted is final in the spec's transitions: the application stays Accepted, its submission says what happened.
    expect(view.job_status).toBe('Accepted');
  });

  it('lets only an Admin change the fee, always with a reason, audited without the reason', async () => {
    const { placement } = await placedCandidate('Fee');
    const change = { amount: 18_000, reason: 'Agreed a discount with Ms Example.' };
    expectError(await api('POST', `/placements/${placement}/fee`, { token: recruiter, json: { data: change } }), 403);
    expectError(
      await api('POST', `/placements/${placement}/fee`, { token: admin, json: { data: { amount: 18_000 } } }),
      400,
    );
    const changed = await api('POST', `/placements/${placement}/fee`, { token: admin, json: { data: change } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      feeAmount: 18_000,
      feeChangedBy: 'admin',
      feeChangeReason: change.reason,
    });
    const entry = (await auditOf(placement)).at(-1)!;
    expect(entry).toMatchObject({ action: 'placement-fee', details: { from: 20_000, to: 18_000, currency: 'AED' } });
    expect(JSON.stringify(entry)).not.toContain('Example');
  });

  it('sets the invoice’s status and dates', async () => {
    const { placement } = await placedCandidate('Invoice');
    const invoice = (data: unknown) =>
      api('POST', `/placements/${placement}/invoice`, { token: recruiter, json: { data } });
    expectError(await invoice({ status: 'billed' }), 400);
    expect((await invoice({ status: 'invoiced', invoicedOn: '2027-01-10' })).body.data).toMatchObject({
      invoiceStatus: 'invoiced',
      invoicedOn: '2027-01-10',
      paidOn: null,
    });
    expectError(await invoice({ status: 'paid', paidOn: '2027-01-09' }), 400, /before the invoice date/);
    expect((await invoice({ status: 'paid', paidOn: '2027-02-01' })).body.data).toMatchObject({
      invoiceStatus: 'paid',
      invoicedOn: '2027-01-10',
      paidOn: '2027-02-01',
    });
  });

  it('refuses a Recruiter a locked placement and lets an Admin change it with a reason, in the audit', async () => {
    const { placement } = await placedCandidate('Locked');
    expectError(await api('POST', `/placements/${placement}/lock`, { token: recruiter, json: { data: {} } }), 403);
    const locked = await api('POST', `/placements/${placement}/lock`, { token: admin, json: { data: {} } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.data.locked).toBe(true);

    expectError(await move(placement, { to: 'started' }, recruiter), 403, PLACEMENT_LOCKED_MESSAGE);
    expectError(
      await api('POST', `/placements/${placement}/invoice`, {
        token: recruiter,
        json: { data: { status: 'invoiced' } },
      }),
      403,
      PLACEMENT_LOCKED_MESSAGE,
    );
    expectError(await move(placement, { to: 'started' }), 400, /reason/);
    const moved = await move(placement, { to: 'started', comment: 'Start confirmed by the client.' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'started', locked: true });
    expect(moved.body.data.history.at(-1)).toMatchObject({ actor: 'admin', comment: 'Start confirmed by the client.' });

    expectError(await api('POST', `/placements/${placement}/unlock`, { token: admin, json: { data: {} } }), 400);
    const unlocked = await api('POST', `/placements/${placement}/unlock`, {
      token: admin,
      json: { data: { reason: 'Locked by mistake.' } },
    });
    expect(unlocked.body.data.locked).toBe(false);
    const audit = await auditOf(placement);
    expect(audit.map((entry) => entry.action)).toEqual([
      'placement-create',
      'placement-lock',
      'placement-move',
      'placement-unlock',
    ]);
    expect(audit[2]).toMatchObject({ actor: 'admin', details: { from: 'placed', to: 'started', locked: true } });
    expect(JSON.stringify(audit)).not.toContain('client.');
  });
});

describe('who reaches offers and placements', () => {
  /** Every route, with a body that would pass. */
  const doors = (submission: string, offer: string, placement: string): Array<[string, string, unknown?]> => [
    ['GET', `/submissions/${submission}/offers`],
    ['POST', `/submissions/${submission}/offers`, OFFER],
    ['POST', `/offers/${offer}/answer`, { answer: 'accepted' }],
    ['GET', '/placements'],
    ['GET', `/placements/${placement}`],
    ['POST', `/placements/${placement}/moves`, { to: 'started' }],
    ['POST', `/placements/${placement}/invoice`, { status: 'invoiced' }],
    ['POST', `/placements/${placement}/fee`, { amount: 1, reason: 'Matrix' }],
    ['POST', `/placements/${placement}/lock`, {}],
    ['POST', `/placements/${placement}/unlock`, { reason: 'Matrix' }],
    ['PUT', `/clients/${submission}/terms`, { feeType: 'percent', feePercent: 10 }],
  ];

  it('gives an Editor a 403 on every route, and changes nothing', async () => {
    const { placement, submission, offer } = await placedCandidate('Editor');
    for (const [method, path, data] of doors(submission, offer, placement)) {
      const response = await api(method, path, { token: editor, ...(data ? { json: { data } } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await placementOf(placement)).status).toBe('placed');
  });

  it('gives a client contact’s session nothing, with or without a staff route’s body', async () => {
    const { name, client, placement, submission, offer } = await placedCandidate('Portal');
    const email = uniqueAddress('portal-contact');
    const added = await api('POST', `/clients/${client}/contacts`, {
      token: admin,
      json: { data: { fullName: `${name} Contact`, email } },
    });
    expect(added.status).toBe(201);
    const link = await api('POST', '/client-portal/sign-in-links', { json: { data: { email } } });
    expect(link.status).toBe(202);
    const mail = (await database(OUTBOX_TABLE).where({ kind: 'client-sign-in-link', to: email }).select('text'))[0];
    const token = /\/client\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(String(mail?.text))?.[1];
    const exchanged = await api('POST', '/client-portal/sessions', { json: { data: { token } } });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(201);
    const session = exchanged.body.data.session as string;
    for (const [method, path, data] of doors(submission, offer, placement)) {
      const response = await fetch(`${cmsUrl()}/api${path}`, {
        method,
        headers: { [CLIENT_SESSION_HEADER]: session, 'Content-Type': 'application/json' },
        body: data ? JSON.stringify({ data }) : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await placementOf(placement)).status).toBe('placed');
  });

  it('answers 404 for an unknown placement or offer', async () => {
    expectError(await api('GET', '/placements/nosuchdocument0000000000', { token: admin }), 404);
    expectError(await answerOf('nosuchdocument0000000000', { answer: 'accepted' }), 404);
    expectError(await offerOn('nosuchdocument0000000000'), 404);
  });
});
