import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../../../tests/unit/fake-strapi';
import { INTERVIEW_UID, pickInterviewSlot, sendInterviewReminders } from './interview';

// The stage's move (services/stage.ts, through Strapi's registry): here, only whether a pick asks for it.
const toFirstRound = vi.fn(async () => ({}));

const OUTBOX_UID = 'api::email-outbox.email-outbox';
const CONTACT_UID = 'api::client-contact.client-contact';
const AUDIT_UID = 'api::audit-entry.audit-entry';

/** An interview row as the service reads it (its submission, job, client and organiser populated). */
const interviewRow = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'interview7',
  round: 1,
  kind: 'video',
  status: 'scheduled',
  startsAt: '2027-03-20T15:00:00.000Z',
  lengthMinutes: 45,
  organiserTimeZone: 'Asia/Dubai',
  candidateTimeZone: 'America/New_York',
  videoLink: 'https://meet.example.com/x',
  address: null,
  attendees: { contacts: ['contact1'], candidate: true, recruiter: true },
  proposedSlots: null,
  uid: 'uid-7@northstar.example',
  sequence: 1,
  remindedFor: null,
  remindedSequence: null,
  submission: {
    id: 3,
    documentId: 'submission3',
    withdrawnAt: null,
    application: { id: 2, documentId: 'application2', fullName: 'Ada Lovelace', email: 'ada@example.com' },
    job: {
      id: 1,
      documentId: 'job1',
      title: 'Site Engineer',
      company: 'Meridian',
      confidential: false,
      owner: { id: 5 },
    },
    client: { id: 4, documentId: 'client4', name: 'Meridian' },
  },
  organiser: { id: 5, username: 'rita', fullName: 'Rita Recruiter', email: 'rita@agency.example', timeZone: null },
  ...fields,
});

const contact = {
  documentId: 'contact1',
  fullName: 'Berta Berlin',
  email: 'berta@meridian.example',
  timeZone: 'Europe/Berlin',
};

describe('sendInterviewReminders (called with a given now)', () => {
  const now = new Date('2027-03-19T16:00:00Z'); // 23 hours before 15:00 the next day

  function fake(rows: Array<Record<string, unknown>>, updated = 1) {
    return fakeStrapi({
      query: {
        [INTERVIEW_UID]: {
          findMany: () => rows,
          updateMany: () => ({ count: updated }),
          findOne: () => interviewRow(),
        },
        [CONTACT_UID]: { findMany: () => [contact] },
        [OUTBOX_UID]: { create: () => ({ id: 1 }) },
      },
    });
  }

  it('asks for the scheduled interviews starting within 24 hours, and reminds each attendee of one not yet reminded', async () => {
    const { strapi, callsOf } = fake([{ id: 7, startsAt: '2027-03-20T15:00:00.000Z', sequence: 1, remindedFor: null }]);
    expect(await sendInterviewReminders(strapi, now)).toBe(1);
    expect(callsOf(INTERVIEW_UID, 'findMany')[0].args[0]).toMatchObject({
      where: { status: 'scheduled', startsAt: { $gt: now, $lte: new Date('2027-03-20T16:00:00Z') } },
    });
    // The time reminded for is stored with a conditional update on the SEQUENCE it was read with.
    expect(callsOf(INTERVIEW_UID, 'updateMany')[0].args[0]).toEqual({
      where: { id: 7, status: 'scheduled', sequence: 1, remindedSequence: null },
      data: { remindedFor: new Date('2027-03-20T15:00:00Z'), remindedSequence: 1 },
    });
    const emails = callsOf(OUTBOX_UID, 'create').map((call) => (call.args[0] as { data: Record<string, any> }).data);
    expect(emails.map((email) => email.to)).toEqual([
      'ada@example.com',
      'berta@meridian.example',
      'rita@agency.example',
    ]);
    expect(emails.every((email) => email.kind === 'interview-reminder' && email.calendar === null)).toBe(true);
    expect(emails[0].text).toContain('Saturday 20 March 2027, 11:00 (America/New_York, GMT-4)');
    expect(emails[1].text).toContain('Saturday 20 March 2027, 16:00 (Europe/Berlin, GMT+1)');
    expect(emails[2].text).toContain('Saturday 20 March 2027, 19:00 (Asia/Dubai, GMT+4)');
  });

  it('sends nothing for a time already reminded, nor when the interview changed in between', async () => {
    const reminded = fake([
      { id: 7, startsAt: '2027-03-20T15:00:00.000Z', sequence: 1, remindedFor: '2027-03-20T15:00:00.000Z' },
    ]);
    expect(await sendInterviewReminders(reminded.strapi, now)).toBe(0);
    expect(reminded.callsOf(OUTBOX_UID, 'create')).toEqual([]);
    // Moved after its reminder: due again for the new time; a move at the same moment makes the update miss.
    const moved = fake(
      [
        {
          id: 7,
          startsAt: '2027-03-20T15:00:00.000Z',
          sequence: 2,
          remindedFor: '2027-03-20T14:00:00.000Z',
          remindedSequence: 1,
        },
      ],
      0,
    );
    expect(await sendInterviewReminders(moved.strapi, now)).toBe(0);
    expect(moved.callsOf(INTERVIEW_UID, 'updateMany')[0].args[0]).toMatchObject({
      where: { sequence: 2, remindedSequence: 1 },
    });
    expect(moved.callsOf(OUTBOX_UID, 'create')).toEqual([]);
  });
});

describe('pickInterviewSlot', () => {
  const proposed = interviewRow({
    startsAt: null,
    sequence: null,
    candidateTimeZone: null,
    proposedSlots: ['2099-03-20T09:00:00.000Z', '2099-03-21T09:00:00.000Z'],
  });

  function fake(updated = 1) {
    let picked = false;
    const faked = fakeStrapi({
      query: {
        [INTERVIEW_UID]: {
          findOne: () =>
            picked
              ? {
                  ...proposed,
                  startsAt: '2099-03-21T09:00:00.000Z',
                  sequence: 0,
                  candidateTimeZone: 'America/New_York',
                }
              : proposed,
          updateMany: () => {
            picked = updated === 1;
            return { count: updated };
          },
        },
        [CONTACT_UID]: { findMany: () => [contact] },
        [OUTBOX_UID]: { create: () => ({ id: 1 }) },
        [AUDIT_UID]: { create: () => ({ id: 1 }) },
      },
    });
    Object.assign(faked.strapi, {
      service: (uid: string) => (uid === 'api::interview.stage' ? { toFirstRound } : undefined),
    });
    return faked;
  }

  it('books the slot with SEQUENCE 0 and the candidate’s zone, and invites every attendee', async () => {
    const { strapi, callsOf } = fake();
    expect(await pickInterviewSlot(strapi, 'interview7', 1, 'America/New_York')).toEqual({
      documentId: 'interview7',
      startsAt: '2099-03-21T09:00:00.000Z',
    });
    expect(callsOf(INTERVIEW_UID, 'updateMany')[0].args[0]).toMatchObject({
      where: { id: 7, status: 'scheduled', startsAt: { $null: true } },
      data: { startsAt: new Date('2099-03-21T09:00:00Z'), sequence: 0, candidateTimeZone: 'America/New_York' },
    });
    const emails = callsOf(OUTBOX_UID, 'create').map((call) => (call.args[0] as { data: Record<string, any> }).data);
    expect(emails.map((email) => email.to)).toEqual([
      'ada@example.com',
      'berta@meridian.example',
      'rita@agency.example',
    ]);
    for (const email of emails) {
      expect(email).toMatchObject({
        kind: 'interview-invitation',
        calendarUid: 'uid-7@northstar.example',
        calendarSequence: 0,
      });
      const event = new ICAL.Component(ICAL.parse(email.calendar.ics)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('sequence')).toBe(0);
    }
    expect(emails[0].text).toContain('(America/New_York, GMT-4)');
    expect(callsOf(AUDIT_UID, 'create')[0].args[0]).toMatchObject({
      data: { action: 'interview-pick', actor: 'candidate' },
    });
  });

  it('moves a submission at Submitted to Interviewing (round 1) as the candidate, and leaves any other stage', async () => {
    toFirstRound.mockClear();
    await pickInterviewSlot(fake().strapi, 'interview7', 0, 'UTC');
    expect(toFirstRound.mock.calls).toEqual([['submission3', { name: 'the candidate', auditActor: 'candidate' }]]);
    toFirstRound.mockClear();
    proposed.submission = { ...proposed.submission, stage: 'interviewing', round: 1 } as typeof proposed.submission;
    try {
      await pickInterviewSlot(fake().strapi, 'interview7', 0, 'UTC');
    } finally {
      proposed.submission = {
        ...proposed.submission,
        stage: undefined,
        round: undefined,
      } as typeof proposed.submission;
    }
    expect(toFirstRound).not.toHaveBeenCalled();
  });

  it('refuses a slot that is not one, an unknown zone, and a pick made meanwhile', async () => {
    await expect(pickInterviewSlot(fake().strapi, 'interview7', 2, 'America/New_York')).rejects.toThrow(
      'Pick one of the proposed times.',
    );
    await expect(pickInterviewSlot(fake().strapi, 'interview7', 0, 'Mars/Olympus')).rejects.toThrow(/time zone/);
    const raced = fake(0);
    await expect(pickInterviewSlot(raced.strapi, 'interview7', 0, 'UTC')).rejects.toThrow(/no times to pick/);
    expect(raced.callsOf(OUTBOX_UID, 'create')).toEqual([]);
  });
});
