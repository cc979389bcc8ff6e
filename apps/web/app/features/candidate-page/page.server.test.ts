import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_WITHDRAW_REASON_MAX,
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWN_MESSAGE,
  candidateSlotPickedMessage,
  INTERVIEW_MESSAGES,
  type CandidateInterview,
  type CandidatePage,
} from '@agency/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidateInterviewCalendar, candidatePageAction, candidatePageView } from './page.server';

const TOKEN = 'T'.repeat(43);
const ENDED = 'E'.repeat(43);

const PAGE: CandidatePage = {
  reference: 'app-doc',
  fullName: 'Rowan Ellis',
  appliedAt: '2026-11-20T10:00:00.000Z',
  standing: 'received',
  mayWithdraw: true,
  job: { title: 'Analyst', company: 'Meridian Bank', slug: 'analyst' },
  recruiter: null,
  timeline: [{ at: '2026-11-20T10:00:00.000Z', kind: 'applied', text: 'You applied.' }],
  timeZone: null,
  stage: null,
  interviews: [],
  offer: null,
};

/** An interview booked by the pick: 20 March 2027, 15:00 UTC. */
const BOOKED: CandidateInterview = {
  id: 'interview-doc',
  round: 1,
  kind: 'video',
  status: 'booked',
  startsAt: '2027-03-20T15:00:00.000Z',
  lengthMinutes: 45,
  videoLink: 'https://meet.example.com/x',
  address: null,
  slots: [],
  calendar: true,
};

/** A stand-in for the CMS's candidate-page routes, recording what it was sent. */
let cms: Server;
const calls: Array<{ path: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  cms = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const data = (JSON.parse(body || '{}') as { data: Record<string, unknown> }).data;
      const path = (req.url ?? '').replace('/api', '');
      calls.push({ path, data });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const error = (status: number, message: string) =>
        send(status, { data: null, error: { status, name: 'Error', message, details: {} } });
      if (data.token !== TOKEN && data.token !== ENDED) return error(404, CANDIDATE_LINK_INVALID_MESSAGE);
      if (path === '/candidate-page/interviews/pick') {
        if (data.token === ENDED) return error(409, INTERVIEW_MESSAGES.notProposed);
        return send(200, { data: { ...PAGE, interviews: [BOOKED] }, meta: {} });
      }
      if (path === '/candidate-page/interviews/calendar') {
        if (data.interview !== BOOKED.id) return error(404, CANDIDATE_LINK_INVALID_MESSAGE);
        res.writeHead(200, {
          'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
          'Content-Disposition': 'attachment; filename="interview-round-1.ics"',
        });
        return res.end('BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n');
      }
      if (path === '/candidate-page/withdraw') {
        if (data.token === ENDED) return error(409, CANDIDATE_WITHDRAW_REFUSED_MESSAGE);
        return send(200, { data: { ...PAGE, standing: 'withdrawn', mayWithdraw: false }, meta: {} });
      }
      return send(200, { data: PAGE, meta: {} });
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => cms.close(resolve)));
beforeEach(() => {
  calls.length = 0;
});

/** A POST of the page's form with `fields`. */
const post = (fields: Record<string, string>) =>
  new Request('http://localhost/my-application/x', { method: 'POST', body: new URLSearchParams(fields) });

describe("the candidate's page in the web app", () => {
  it('answers a token that cannot be one with the generic page, without asking the CMS', async () => {
    const { outcome, status } = await candidatePageView('not-a-token', '192.0.2.1');
    expect(status).toBe(404);
    expect(outcome).toEqual({ status: 'unknown', message: CANDIDATE_LINK_INVALID_MESSAGE });
    expect(calls).toEqual([]);
  });

  it("says the CMS's 404 for a link that does not work in the same words", async () => {
    const { outcome, status } = await candidatePageView('Q'.repeat(43), '192.0.2.1');
    expect(status).toBe(404);
    expect(outcome).toEqual({ status: 'unknown', message: CANDIDATE_LINK_INVALID_MESSAGE });
  });

  it('asks before withdrawing: the first press changes nothing', async () => {
    const { outcome } = await candidatePageAction(post({ intent: 'withdraw' }), TOKEN, '192.0.2.2');
    expect(outcome).toMatchObject({ status: 'page', confirm: 'withdraw' });
    expect(calls.map((call) => call.path)).toEqual(['/candidate-page/view']);
  });

  it('refuses a reason over the limit on its field, before the CMS withdraws anything', async () => {
    const reason = 'x'.repeat(CANDIDATE_WITHDRAW_REASON_MAX + 1);
    const { outcome, status } = await candidatePageAction(
      post({ intent: 'withdraw-confirmed', reason }),
      TOKEN,
      '192.0.2.3',
    );
    expect(status).toBe(400);
    expect(outcome).toMatchObject({ status: 'page', confirm: 'withdraw', fieldError: { field: 'reason' } });
    expect(calls.map((call) => call.path)).not.toContain('/candidate-page/withdraw');
  });

  it("withdraws with the reason, and shows the CMS's refusal once the application has ended", async () => {
    const done = await candidatePageAction(
      post({ intent: 'withdraw-confirmed', reason: ' Another offer. ' }),
      TOKEN,
      '192.0.2.4',
    );
    expect(done.outcome).toMatchObject({ status: 'page', message: CANDIDATE_WITHDRAWN_MESSAGE });
    expect(calls[0]).toEqual({ path: '/candidate-page/withdraw', data: { token: TOKEN, reason: 'Another offer.' } });

    const refused = await candidatePageAction(post({ intent: 'withdraw-confirmed' }), ENDED, '192.0.2.4');
    expect(refused.status).toBe(409);
    expect(refused.outcome).toMatchObject({ status: 'page', message: CANDIDATE_WITHDRAW_REFUSED_MESSAGE });
  });

  it('refuses a time zone the runtime does not know on its field', async () => {
    const { outcome, status } = await candidatePageAction(
      post({ intent: 'time-zone', timeZone: 'Mars/Olympus' }),
      TOKEN,
      '192.0.2.5',
    );
    expect(status).toBe(400);
    expect(outcome).toMatchObject({ fieldError: { field: 'timeZone' } });
    expect(calls.map((call) => call.path)).not.toContain('/candidate-page/time-zone');
  });

  it('books a picked time and says it in the zone the times were shown in; shows the refusal on the times', async () => {
    const { outcome } = await candidatePageAction(
      post({ intent: 'pick-slot', interview: BOOKED.id, slot: '2', timeZone: 'America/New_York' }),
      TOKEN,
      '192.0.2.6',
    );
    expect(calls[0]).toEqual({
      path: '/candidate-page/interviews/pick',
      data: { token: TOKEN, interview: BOOKED.id, slot: 2, timeZone: 'America/New_York' },
    });
    expect(outcome).toMatchObject({
      status: 'page',
      message: candidateSlotPickedMessage('Saturday 20 March 2027, 11:00 (America/New_York, GMT-4)'),
    });

    // No time chosen: refused on the times before the CMS is asked to book anything.
    calls.length = 0;
    const none = await candidatePageAction(post({ intent: 'pick-slot', interview: BOOKED.id }), TOKEN, '192.0.2.6');
    expect(none.status).toBe(400);
    expect(none.outcome).toMatchObject({ fieldError: { field: `slot:${BOOKED.id}` } });
    expect(calls.map((call) => call.path)).not.toContain('/candidate-page/interviews/pick');

    const refused = await candidatePageAction(
      post({ intent: 'pick-slot', interview: BOOKED.id, slot: '0', timeZone: 'UTC' }),
      ENDED,
      '192.0.2.6',
    );
    expect(refused.status).toBe(409);
    expect(refused.outcome).toMatchObject({
      fieldError: { field: `slot:${BOOKED.id}`, message: INTERVIEW_MESSAGES.notProposed },
    });
  });

  it('serves the .ics of an interview, never cached, and the generic 404 for another', async () => {
    const ics = await candidateInterviewCalendar(TOKEN, `${BOOKED.id}.ics`, '192.0.2.7');
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.headers.get('cache-control')).toBe('private, no-store');
    expect(await ics.text()).toContain('METHOD:REQUEST');
    expect(calls[0]).toEqual({
      path: '/candidate-page/interviews/calendar',
      data: { token: TOKEN, interview: BOOKED.id },
    });
    for (const [token, file] of [
      [TOKEN, 'other-doc.ics'],
      [TOKEN, BOOKED.id],
      ['short', `${BOOKED.id}.ics`],
    ]) {
      const refused = await candidateInterviewCalendar(token, file, '192.0.2.7');
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe(CANDIDATE_LINK_INVALID_MESSAGE);
    }
  });
});
