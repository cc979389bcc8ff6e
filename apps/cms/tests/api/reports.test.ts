import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CLIENT_SESSION_HEADER, REPORT_MESSAGES, addDays, agencyTimeZone, dateIn } from '@agency/contract';
import type { Connection } from '../../src/lib/database-types';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';
import {
  api,
  bookPhoneInterview,
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
 * The desk and the placement reports (docs/025-placements.md "Desk and reports", issue 28) against the real CMS: a
 * small set seeded through the API (submissions moved through stages, offers accepted and declined, placements with
 * their fees), then dated into 2019 with the test's own database connection so that no other test's rows fall in the
 * period; every figure is checked against the one computed by hand. "Needs attention" items appear when due and
 * disappear when dealt with. Who may read them: Admins and Recruiters; never an Editor or a client contact.
 */

let admin: string;
let recruiter: string;
let recruiterId: number;
let database: Connection;

beforeAll(async () => {
  admin = await loginAsAdmin();
  recruiter = await loginAsRecruiter();
  recruiterId = (await api('GET', '/users/me', { token: recruiter })).body.id as number;
  database = openCmsDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

/** Records an offer on `submission`. @returns its documentId. */
async function offer(submission: string, salary: { salaryAmount: number; salaryPeriod: string }, expiresOn: string) {
  const response = await api('POST', `/submissions/${submission}/offers`, {
    token: admin,
    json: { data: { ...salary, salaryCurrency: 'AED', startDate: '2027-01-04', expiresOn } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.documentId as string;
}

async function answer(offerId: string, data: unknown) {
  const response = await api('POST', `/offers/${offerId}/answer`, { token: admin, json: { data } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Sets columns of the row `documentId` of `table` directly (dates the tests cannot wait for). */
async function setRow(table: string, documentId: string, values: Record<string, unknown>) {
  expect(await database(table).where({ document_id: documentId }).update(values)).toBe(1);
}

const at = (iso: string) => new Date(iso);

const report = (query: string, token = admin) => api('GET', `/reports/placements?${query}`, { token });
const desk = (token = admin) => api('GET', '/desk/needs-attention?limit=200', { token });

/**
 * Today in the agency's time zone (`YYYY-MM-DD`), the day the desk reads offers' and guarantees' dates by: from 20:00
 * UTC Dubai is a day ahead, and an offer expiring "today" by UTC has expired there.
 */
const agencyDay = () => dateIn(new Date(), agencyTimeZone(process.env.AGENCY_TIME_ZONE));

/** The documentIds of the items of `kind` on the desk of `token` (the Admin's by default). */
async function deskItems(kind: string, token = admin): Promise<string[]> {
  const response = await desk(token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const data = response.body.data;
  expect(data.total).toBe(Object.values(data.counts as Record<string, number>).reduce((sum, n) => sum + n, 0));
  return (data.items as Array<{ kind: string; documentId: string }>)
    .filter((item) => item.kind === kind)
    .map((item) => item.documentId);
}

describe('the placement report', () => {
  it('adds up placements and fees by month (in the reader’s zone), recruiter, client and source; times; funnel; offers', async () => {
    const alpha = await createClientJob('Alpha', { owner: recruiterId });
    const beta = await createClientJob('Beta');
    const jobOpened = at('2019-01-01T20:00:00Z'); // midnight 2 January in Dubai
    for (const job of [alpha.job, beta.job]) await setRow('jobs', job, { first_opened_at: jobOpened });

    // S1 (Alpha): interviewed, offered 100,000 AED a year, accepted: fee 20 % = 20,000.
    const s1 = await createSubmission(alpha.job);
    await moveSubmission(s1.submission, { to: 'interviewing' });
    const o1 = await offer(s1.submission, { salaryAmount: 100_000, salaryPeriod: 'YEAR' }, '2027-01-01');
    const p1 = (await answer(o1, { answer: 'accepted' })).placement.documentId as string;
    // S2 (Beta): offered without an interview, 10,000 AED a month (120,000 a year): fee 24,000.
    const s2 = await createSubmission(beta.job);
    const o2 = await offer(s2.submission, { salaryAmount: 10_000, salaryPeriod: 'MONTH' }, '2027-01-01');
    const p2 = (await answer(o2, { answer: 'accepted' })).placement.documentId as string;
    // S3 (Alpha): interviewed, then the client declined.
    const s3 = await createSubmission(alpha.job);
    await moveSubmission(s3.submission, { to: 'interviewing' });
    await moveSubmission(s3.submission, { to: 'ended', reason: 'client-declined' });
    // S4 (Alpha): submitted only.
    const s4 = await createSubmission(alpha.job);
    // S5 (Beta): offered, declined.
    const s5 = await createSubmission(beta.job);
    const o5 = await offer(s5.submission, { salaryAmount: 90_000, salaryPeriod: 'YEAR' }, '2027-01-01');
    await answer(o5, { answer: 'declined', reason: 'counter-offer' });

    // Into 2019: applied, submitted, offered, placed. The applications come back to today afterwards: other files count
    // the applications of the last weeks (the dashboard's, tests/api/backoffice.test.ts) against all of them.
    onTestFinished(async () => {
      for (const { application } of [s1, s2]) await setRow('job_applications', application, { applied_at: new Date() });
    });
    await setRow('job_applications', s1.application, { applied_at: at('2019-01-11T20:00:00Z'), source: 'linkedin' });
    await setRow('job_applications', s2.application, { applied_at: at('2019-01-21T20:00:00Z'), source: 'indeed' });
    for (const { submission } of [s1, s2, s3, s4, s5]) {
      await setRow('submissions', submission, { submitted_at: at('2019-02-01T08:00:00Z') });
    }
    for (const id of [o1, o2, o5]) await setRow('offers', id, { created_at: at('2019-02-05T08:00:00Z') });
    // P1 on 10 February; P2 at 20:00 UTC on 31 March: already 1 April in Dubai (UTC+4), still March in UTC.
    await setRow('placements', p1, { placed_at: at('2019-02-10T20:00:00Z') });
    await setRow('placements', p2, { placed_at: at('2019-03-31T20:00:00Z') });

    const dubai = await report('from=2019-01-01&to=2019-04-30&timeZone=Asia%2FDubai');
    expect(dubai.status, JSON.stringify(dubai.body)).toBe(200);
    const figures = dubai.body.data;
    expect(figures).toMatchObject({ from: '2019-01-01', to: '2019-04-30', timeZone: 'Asia/Dubai' });
    const aed = (amount: number) => [{ currency: 'AED', amount }];
    expect(figures.byMonth).toEqual([
      { key: '2019-01', label: 'January 2019', placements: 0, fees: [] },
      { key: '2019-02', label: 'February 2019', placements: 1, fees: aed(20_000) },
      { key: '2019-03', label: 'March 2019', placements: 0, fees: [] },
      { key: '2019-04', label: 'April 2019', placements: 1, fees: aed(24_000) },
    ]);
    expect(figures.totals).toEqual({ placements: 2, fees: aed(44_000) });
    // Time to fill: 40 and 89 days from the job's opening; time to hire: 30 and 69 days from the application.
    expect(figures.timeToFill).toEqual({ count: 2, medianDays: 64.5, meanDays: 64.5 });
    expect(figures.timeToHire).toEqual({ count: 2, medianDays: 49.5, meanDays: 49.5 });
    // The recruiter credited: Alpha's job owner for P1, the Admin who recorded the acceptance for P2.
    const credited = async (placement: string) =>
      (await api('GET', `/placements/${placement}`, { token: admin })).body.data.creditedRecruiter.name as string;
    expect(figures.byRecruiter).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: await credited(p1), placements: 1, fees: aed(20_000) }),
        expect.objectContaining({ label: await credited(p2), placements: 1, fees: aed(24_000) }),
      ]),
    );
    expect(figures.byRecruiter).toHaveLength(2);
    expect(figures.byClient).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: alpha.name, placements: 1, fees: aed(20_000) }),
        expect.objectContaining({ label: beta.name, placements: 1, fees: aed(24_000) }),
      ]),
    );
    expect(figures.bySource).toEqual([
      { key: 'indeed', label: 'Indeed', placements: 1, fees: aed(24_000) },
      { key: 'linkedin', label: 'LinkedIn', placements: 1, fees: aed(20_000) },
    ]);
    // Five submissions: four reached an interview (S2 and S5's offers passed it), three an offer, two a placement.
    expect(figures.funnel).toEqual({
      submissions: 5,
      interviewed: 4,
      offered: 3,
      placed: 2,
      interviewRatio: 0.8,
      offerRatio: 0.75,
      placementRatio: 0.667,
      overallRatio: 0.4,
    });
    expect(figures.offers).toEqual({ made: 3, accepted: 2, declined: 1, open: 0, acceptance: 0.667 });

    // Read in UTC, P2 is March's.
    const utc = (await report('from=2019-01-01&to=2019-04-30&timeZone=UTC')).body.data;
    expect(utc.byMonth.map((month: { placements: number }) => month.placements)).toEqual([0, 1, 1, 0]);

    // A placement that falls through leaves the placements and fees (it still counts in the funnel).
    const fell = await api('POST', `/placements/${p2}/moves`, {
      token: admin,
      json: { data: { to: 'fell-through', reason: 'failed-checks' } },
    });
    expect(fell.status, JSON.stringify(fell.body)).toBe(200);
    const after = (await report('from=2019-01-01&to=2019-04-30&timeZone=Asia%2FDubai')).body.data;
    expect(after.totals).toEqual({ placements: 1, fees: aed(20_000) });
    expect(after.funnel.placed).toBe(2);
    void s4;
  });

  it('refuses a period or a zone that is not one, and parameters it does not read', async () => {
    expectError(await report('from=2019-02-30'), 400, REPORT_MESSAGES.date);
    expectError(await report('from=2019-03-01&to=2019-02-01'), 400, REPORT_MESSAGES.order);
    expectError(await report('timeZone=Mars%2FOlympus'), 400, REPORT_MESSAGES.timeZone);
    expectError(await report('from=2019-01-01&sort=fees'), 400, /Unexpected query parameters: sort/);
    expectError(await api('GET', '/desk/needs-attention?limit=500', { token: admin }), 400);
  });
});

describe('needs attention', () => {
  it('lists what is due and drops it once dealt with', async () => {
    const { job } = await createClientJob('Gamma');
    // A submission without a move since 2019.
    const stale = await createSubmission(job);
    await setRow('submissions', stale.submission, {
      submitted_at: at('2019-05-01T08:00:00Z'),
      stage_changed_at: at('2019-05-01T08:00:00Z'),
    });
    const fresh = await createSubmission(job);
    expect(await deskItems('stale-submission')).toContain(stale.submission);
    expect(await deskItems('stale-submission')).not.toContain(fresh.submission);
    await moveSubmission(stale.submission, { to: 'interviewing' });
    expect(await deskItems('stale-submission')).not.toContain(stale.submission);

    // An interview that ended two days ago without feedback.
    const interview = await bookPhoneInterview(fresh.submission, 7);
    expect(await deskItems('interview-feedback')).not.toContain(interview);
    await setRow('interviews', interview, { starts_at: new Date(Date.now() - 2 * 86_400_000) });
    expect(await deskItems('interview-feedback')).toContain(interview);
    // Ended 20 hours ago: not yet a day.
    await setRow('interviews', interview, { starts_at: new Date(Date.now() - 20.5 * 3_600_000) });
    expect(await deskItems('interview-feedback')).not.toContain(interview);
    await setRow('interviews', interview, { starts_at: new Date(Date.now() - 2 * 86_400_000) });
    const outcome = await api('POST', `/interviews/${interview}/outcome`, {
      token: admin,
      json: { data: { status: 'done', feedback: 'Clear on the numbers; second round.' } },
    });
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    expect(await deskItems('interview-feedback')).not.toContain(interview);

    // An offer expiring tomorrow, and one in a month.
    const today = agencyDay();
    const soon = await offer(fresh.submission, { salaryAmount: 100_000, salaryPeriod: 'YEAR' }, addDays(today, 1));
    const other = await createSubmission(job);
    const later = await offer(other.submission, { salaryAmount: 100_000, salaryPeriod: 'YEAR' }, addDays(today, 30));
    const offers = await deskItems('offer-expiring');
    expect(offers).toContain(soon);
    expect(offers).not.toContain(later);
    const placement = (await answer(soon, { answer: 'accepted' })).placement.documentId as string;
    expect(await deskItems('offer-expiring')).not.toContain(soon);

    // A placement whose guarantee ends in 10 days, then passes it.
    expect(await deskItems('guarantee-ending')).not.toContain(placement);
    await setRow('placements', placement, { guarantee_ends_on: addDays(today, 10) });
    expect(await deskItems('guarantee-ending')).toContain(placement);
    const item = (await desk()).body.data.items.find((entry: { documentId: string }) => entry.documentId === placement);
    expect(item).toMatchObject({
      kind: 'guarantee-ending',
      applicationDocumentId: fresh.application,
      placementDocumentId: placement,
      at: addDays(today, 10),
      jobTitle: expect.stringContaining('Gamma Analyst'),
    });
    for (const to of ['started', 'guarantee-passed']) {
      const response = await api('POST', `/placements/${placement}/moves`, { token: admin, json: { data: { to } } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    expect(await deskItems('guarantee-ending')).not.toContain(placement);
  });

  it('shows a Recruiter the items of the jobs they own, an Admin every item', async () => {
    const { job: own } = await createClientJob('Owned', { owner: recruiterId });
    const { job: others } = await createClientJob('Others');
    const today = agencyDay();
    const items: Record<string, { mine: string; theirs: string }> = {};
    for (const kind of ['stale-submission', 'interview-feedback', 'offer-expiring', 'guarantee-ending']) {
      items[kind] = { mine: '', theirs: '' };
    }
    for (const [job, side] of [
      [own, 'mine'],
      [others, 'theirs'],
    ] as const) {
      const stale = await createSubmission(job);
      const booked = await bookPhoneInterview(stale.submission, 1);
      await setRow('interviews', booked, { starts_at: new Date(Date.now() - 2 * 86_400_000) });
      items['interview-feedback'][side] = booked;
      // Booking moved it to Interviewing (round 1) now: its last move dated back afterwards.
      await setRow('submissions', stale.submission, { stage_changed_at: at('2019-05-01T08:00:00Z') });
      items['stale-submission'][side] = stale.submission;
      const offered = await createSubmission(job);
      const salary = { salaryAmount: 100_000, salaryPeriod: 'YEAR' };
      items['offer-expiring'][side] = await offer(offered.submission, salary, addDays(today, 1));
      const placed = await createSubmission(job);
      const accepted = await answer(await offer(placed.submission, salary, addDays(today, 5)), { answer: 'accepted' });
      await setRow('placements', accepted.placement.documentId, { guarantee_ends_on: addDays(today, 10) });
      items['guarantee-ending'][side] = accepted.placement.documentId;
    }
    for (const [kind, { mine, theirs }] of Object.entries(items)) {
      const recruiters = await deskItems(kind, recruiter);
      expect(recruiters, kind).toContain(mine);
      expect(recruiters, kind).not.toContain(theirs);
      const admins = await deskItems(kind);
      expect(admins, kind).toContain(mine);
      expect(admins, kind).toContain(theirs);
    }
    const counted = (await desk(recruiter)).body.data;
    const all = (await desk()).body.data;
    expect(counted.total).toBeLessThan(all.total);
  });

  it('lists no offer past its expiry (it has expired) nor one closed by its submission’s end', async () => {
    const { job } = await createClientJob('Expired');
    const today = agencyDay();
    const salary = { salaryAmount: 100_000, salaryPeriod: 'YEAR' };
    const expired = await offer((await createSubmission(job)).submission, salary, addDays(today, 1));
    await setRow('offers', expired, { expires_on: addDays(today, -1) });
    const ended = await createSubmission(job);
    const closed = await offer(ended.submission, salary, addDays(today, 2));
    const expiring = await offer((await createSubmission(job)).submission, salary, today);
    expect(await deskItems('offer-expiring')).toContain(closed);
    await moveSubmission(ended.submission, { to: 'ended', reason: 'client-declined' });
    const listed = await deskItems('offer-expiring');
    expect(listed).toContain(expiring);
    expect(listed).not.toContain(expired);
    expect(listed).not.toContain(closed);
  });
});

describe('who may read the desk and the reports', () => {
  /** A client contact's session: a sign-in link asked for, read from the outbox and used. */
  async function clientSession(email: string): Promise<string> {
    expect((await api('POST', '/client-portal/sign-in-links', { json: { data: { email } } })).status).toBe(202);
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

  it('Admins and Recruiters; never an Editor, a client contact or a visitor', async () => {
    expect((await desk(recruiter)).status).toBe(200);
    expect((await report('', recruiter)).status).toBe(200);
    const editor = await loginAsEditor();
    expectError(await desk(editor), 403);
    expectError(await report('', editor), 403);
    expect((await api('GET', '/reports/placements')).status).toBe(403);

    const { contact } = await createClientJob('Delta');
    const session = await clientSession(contact.email);
    for (const path of ['/desk/needs-attention', '/reports/placements']) {
      const asClient = await fetch(`${cmsUrl()}/api${path}`, { headers: { [CLIENT_SESSION_HEADER]: session } });
      expect([401, 403]).toContain(asClient.status);
      const forged = await api('GET', path, { token: session });
      expect([401, 403]).toContain(forged.status);
    }
  });
});
