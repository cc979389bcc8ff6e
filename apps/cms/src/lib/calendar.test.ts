import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { interviewCalendar, newInterviewUid, type CalendarInterview } from './calendar';

/** The parsed calendar: its METHOD and its one VEVENT. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [event] = calendar.getAllSubcomponents('vevent');
  const mailto = (value: unknown) => String(value).replace(/^mailto:/i, '');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    organiser: mailto(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((attendee) => ({
      email: mailto(attendee.getFirstValue()),
      name: attendee.getParameter('cn'),
      role: attendee.getParameter('role'),
    })),
    start: event.getFirstProperty('dtstart')!,
    end: event.getFirstProperty('dtend')!,
    location: event.getFirstPropertyValue('location'),
  };
}

const interview: CalendarInterview = {
  uid: 'b7f4c1d2-interview@northstar.example',
  sequence: 0,
  startsAt: new Date('2027-03-20T15:00:00Z'),
  lengthMinutes: 45,
  kind: 'video',
  summary: 'Interview: Site Engineer — Ada Lovelace',
  description: 'Round 1, video.',
  videoLink: 'https://meet.example.com/abc',
  organiser: { name: 'Rita Recruiter', email: 'rita@agency.example' },
  attendees: [
    { name: 'Ada Lovelace', email: 'ada@example.com' },
    { name: 'Berta Berlin', email: 'berta@client.example' },
    { name: 'Rita Recruiter', email: 'rita@agency.example' },
    { name: 'Ada again', email: 'ADA@example.com' },
  ],
};

describe('interviewCalendar', () => {
  it('builds a REQUEST with the UID, SEQUENCE 0, the organiser, every attendee once and UTC times', () => {
    const { method, ics } = interviewCalendar(interview, 'REQUEST', new Date('2027-03-01T10:00:00Z'));
    expect(method).toBe('REQUEST');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const parsed = parse(ics);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: interview.uid,
      sequence: 0,
      status: 'CONFIRMED',
      organiser: 'rita@agency.example',
      location: 'https://meet.example.com/abc',
    });
    expect(parsed.attendees).toEqual([
      { email: 'ada@example.com', name: 'Ada Lovelace', role: 'REQ-PARTICIPANT' },
      { email: 'berta@client.example', name: 'Berta Berlin', role: 'REQ-PARTICIPANT' },
      { email: 'rita@agency.example', name: 'Rita Recruiter', role: 'CHAIR' },
    ]);
    // Times in UTC: the value ends in Z, no TZID.
    expect(ics).toContain('DTSTART:20270320T150000Z');
    expect(ics).toContain('DTEND:20270320T154500Z');
    expect(parsed.start.getParameter('tzid')).toBeUndefined();
    expect((parsed.start.getFirstValue() as ICAL.Time).zone?.tzid).toBe('UTC');
    expect((parsed.end.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe('2027-03-20T15:45:00.000Z');
  });

  it('moves with the same UID and the next SEQUENCE, and cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const moved = parse(
      interviewCalendar({ ...interview, sequence: 1, startsAt: new Date('2027-03-31T08:00:00Z') }, 'REQUEST').ics,
    );
    expect(moved).toMatchObject({ method: 'REQUEST', uid: interview.uid, sequence: 1 });
    expect((moved.start.getFirstValue() as ICAL.Time).toJSDate().toISOString()).toBe('2027-03-31T08:00:00.000Z');
    const cancelled = parse(interviewCalendar({ ...interview, sequence: 2 }, 'CANCEL').ics);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: interview.uid, sequence: 2, status: 'CANCELLED' });
    expect(cancelled.attendees).toHaveLength(3);
  });

  it('says where an on-site interview is', () => {
    const onSite = parse(
      interviewCalendar({ ...interview, kind: 'on-site', videoLink: null, address: 'Tower 2, Dubai' }, 'REQUEST').ics,
    );
    expect(onSite.location).toBe('Tower 2, Dubai');
  });
});

describe('newInterviewUid', () => {
  it('is random, at the site’s host', () => {
    const uid = newInterviewUid('https://northstar.example/');
    expect(uid).toMatch(/^[0-9a-f-]{36}@northstar\.example$/);
    expect(newInterviewUid('https://northstar.example')).not.toBe(uid);
    expect(newInterviewUid('not a url')).toMatch(/@localhost$/);
  });
});
