import { describe, expect, it } from 'vitest';
import {
  formatInstantForReader,
  interviewLengthWords,
  instantOfLocalTime,
  INTERVIEW_MESSAGES,
  interviewEnd,
  interviewStartProblem,
  isListedTimeZone,
} from './interview.js';
import {
  interviewBookSchema,
  interviewCreateSchemaFor,
  interviewOutcomeSchema,
  interviewPickSchema,
  interviewProposeSchema,
  interviewRescheduleSchema,
  timeZoneField,
} from './interview-schema.js';

describe('interviewLengthWords', () => {
  it('says a length in hours and minutes, in English or Arabic', () => {
    expect(interviewLengthWords(90)).toBe('1 hour 30 minutes');
    expect(interviewLengthWords(45, 'en')).toBe('45 minutes');
    expect(interviewLengthWords(120, 'ar')).toBe('ساعتان');
    expect(interviewLengthWords(90, 'ar')).toBe('ساعة و30 دقيقة');
  });
});

describe('formatInstantForReader', () => {
  it('writes it in Arabic with Latin digits, the zone named (docs/026-languages.md)', () => {
    expect(formatInstantForReader('2027-03-01T10:05:00.000Z', 'Asia/Dubai', 'ar')).toMatch(
      /^الاثنين، 1 مارس 2027.*14:05 \(Asia\/Dubai\)$/,
    );
    expect(formatInstantForReader('2027-03-01T10:05:00.000Z', 'UTC', 'en')).toBe(
      'Monday 1 March 2027, 10:05 (UTC, GMT)',
    );
  });

  it('writes the time in plain English in the reader’s zone, naming the zone and its offset', () => {
    expect(formatInstantForReader('2026-03-31T08:00:00Z', 'Europe/Berlin')).toBe(
      'Tuesday 31 March 2026, 10:00 (Europe/Berlin, GMT+2)',
    );
    expect(formatInstantForReader(new Date('2026-03-31T08:00:00Z'), 'Asia/Dubai')).toBe(
      'Tuesday 31 March 2026, 12:00 (Asia/Dubai, GMT+4)',
    );
    expect(formatInstantForReader('2026-03-31T08:00:00Z', 'Asia/Kolkata')).toBe(
      'Tuesday 31 March 2026, 13:30 (Asia/Kolkata, GMT+5:30)',
    );
    expect(formatInstantForReader('2026-03-31T23:15:00Z', 'UTC')).toBe('Tuesday 31 March 2026, 23:15 (UTC, GMT)');
  });

  it('follows each zone’s own daylight-saving change: New York moves on 8 March 2026, Berlin on 29 March', () => {
    // 20 March: New York already on summer time (GMT-4), Berlin still on winter time (GMT+1): 5 hours apart, not 6.
    const between = '2026-03-20T15:00:00Z';
    expect(formatInstantForReader(between, 'Europe/Berlin')).toBe('Friday 20 March 2026, 16:00 (Europe/Berlin, GMT+1)');
    expect(formatInstantForReader(between, 'America/New_York')).toBe(
      'Friday 20 March 2026, 11:00 (America/New_York, GMT-4)',
    );
    // Before both changes, and after both.
    expect(formatInstantForReader('2026-03-06T15:00:00Z', 'America/New_York')).toBe(
      'Friday 6 March 2026, 10:00 (America/New_York, GMT-5)',
    );
    expect(formatInstantForReader('2026-03-31T15:00:00Z', 'Europe/Berlin')).toBe(
      'Tuesday 31 March 2026, 17:00 (Europe/Berlin, GMT+2)',
    );
    // The night of Berlin's change: 00:59 UTC is 01:59 winter time, 01:00 UTC is 03:00 summer time.
    expect(formatInstantForReader('2026-03-29T00:59:00Z', 'Europe/Berlin')).toBe(
      'Sunday 29 March 2026, 01:59 (Europe/Berlin, GMT+1)',
    );
    expect(formatInstantForReader('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe(
      'Sunday 29 March 2026, 03:00 (Europe/Berlin, GMT+2)',
    );
  });

  it('refuses an unknown zone', () => {
    expect(() => formatInstantForReader('2026-03-31T08:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('time zones', () => {
  it('accepts the zones Intl lists, and UTC; refuses unknown names, aliases the list leaves out and non-strings', () => {
    expect(isListedTimeZone('Europe/Berlin')).toBe(true);
    expect(isListedTimeZone('America/New_York')).toBe(true);
    expect(isListedTimeZone('UTC')).toBe(true);
    for (const zone of ['Mars/Olympus', '', 'US/Eastern', 'europe/berlin', 42, null]) {
      expect(isListedTimeZone(zone), String(zone)).toBe(false);
    }
    expect(timeZoneField.safeParse('Asia/Dubai').success).toBe(true);
    expect(timeZoneField.safeParse('GMT+4').success).toBe(false);
  });
});

describe('interview inputs', () => {
  const video = {
    kind: 'video',
    lengthMinutes: 45,
    organiserTimeZone: 'Asia/Dubai',
    videoLink: 'https://meet.example.com/abc',
    contacts: ['abc123', 'abc123', 'def456'],
  };

  it('books a time in UTC with its defaults: both the candidate and the recruiter attend, contacts once each', () => {
    expect(interviewBookSchema.parse({ ...video, startsAt: '2027-03-20T15:00:00Z' })).toEqual({
      ...video,
      startsAt: '2027-03-20T15:00:00Z',
      address: '',
      contacts: ['abc123', 'def456'],
      candidateAttends: true,
      recruiterAttends: true,
    });
  });

  it('refuses a start with an offset or none, a length out of bounds, an unknown zone, an http link', () => {
    const issues = (data: unknown) =>
      interviewBookSchema.safeParse(data).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ ...video, startsAt: '2027-03-20T16:00:00+01:00' })).toEqual(['startsAt']);
    expect(issues({ ...video, startsAt: '2027-03-20 15:00' })).toEqual(['startsAt']);
    expect(issues({ ...video, startsAt: '2027-03-20T15:00:00Z', lengthMinutes: 10 })).toEqual(['lengthMinutes']);
    expect(issues({ ...video, startsAt: '2027-03-20T15:00:00Z', lengthMinutes: 481 })).toEqual(['lengthMinutes']);
    expect(issues({ ...video, startsAt: '2027-03-20T15:00:00Z', organiserTimeZone: 'Dubai' })).toEqual([
      'organiserTimeZone',
    ]);
    expect(issues({ ...video, startsAt: '2027-03-20T15:00:00Z', videoLink: 'http://meet.example.com/abc' })).toEqual([
      'videoLink',
    ]);
  });

  it('needs a video interview’s link and an on-site interview’s address', () => {
    const startsAt = '2027-03-20T15:00:00Z';
    const video = interviewBookSchema.safeParse({
      kind: 'video',
      lengthMinutes: 30,
      organiserTimeZone: 'UTC',
      startsAt,
    });
    expect(video.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['videoLink'], INTERVIEW_MESSAGES.videoLinkRequired],
    ]);
    const onSite = interviewBookSchema.safeParse({
      kind: 'on-site',
      lengthMinutes: 30,
      organiserTimeZone: 'UTC',
      startsAt,
    });
    expect(onSite.error?.issues.map((issue) => issue.path)).toEqual([['address']]);
    expect(
      interviewBookSchema.safeParse({ kind: 'phone', lengthMinutes: 30, organiserTimeZone: 'UTC', startsAt }).success,
    ).toBe(true);
  });

  it('proposes 2 to 5 different times', () => {
    const slots = ['2027-03-20T09:00:00Z', '2027-03-21T09:00:00Z', '2027-03-22T09:00:00Z'];
    expect(interviewProposeSchema.parse({ ...video, slots }).slots).toEqual(slots);
    expect(interviewProposeSchema.safeParse({ ...video, slots: slots.slice(0, 1) }).success).toBe(false);
    expect(interviewProposeSchema.safeParse({ ...video, slots: [...slots, ...slots] }).success).toBe(false);
    const same = interviewProposeSchema.safeParse({
      ...video,
      slots: ['2027-03-20T09:00:00Z', '2027-03-20T09:00:00.000Z'],
    });
    expect(same.error?.issues[0]?.message).toBe(INTERVIEW_MESSAGES.slotsDistinct);
    expect(interviewCreateSchemaFor({ slots })).toBe(interviewProposeSchema);
    expect(interviewCreateSchemaFor({ startsAt: slots[0] })).toBe(interviewBookSchema);
  });

  it('moves, records an outcome, picks a slot', () => {
    expect(interviewRescheduleSchema.parse({ startsAt: '2027-03-31T08:00:00Z' })).toEqual({
      startsAt: '2027-03-31T08:00:00Z',
    });
    expect(interviewOutcomeSchema.parse({ status: 'no-show' })).toEqual({ status: 'no-show', feedback: '' });
    expect(interviewOutcomeSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(interviewOutcomeSchema.safeParse({ status: 'done', feedback: 'x'.repeat(5001) }).success).toBe(false);
    expect(interviewPickSchema.safeParse({ slot: 5, timeZone: 'UTC' }).success).toBe(false);
    expect(interviewPickSchema.parse({ slot: 4, timeZone: 'America/New_York' }).slot).toBe(4);
  });

  it('ends after its length, and starts only in the future', () => {
    expect(interviewEnd('2027-03-20T15:00:00Z', 45).toISOString()).toBe('2027-03-20T15:45:00.000Z');
    const now = new Date('2027-03-20T15:00:00Z');
    expect(interviewStartProblem('2027-03-20T15:00:00Z', now)).toBe(INTERVIEW_MESSAGES.pastStart);
    expect(interviewStartProblem('2027-03-20T15:00:01Z', now)).toBeNull();
  });
});

describe('instantOfLocalTime (a datetime-local value read in the organiser’s zone)', () => {
  const utc = (local: string, zone: string) => instantOfLocalTime(local, zone)?.toISOString() ?? null;

  it('reads the wall time in the zone, with the offset in force on that day', () => {
    expect(utc('2027-03-20T10:00', 'Europe/Berlin')).toBe('2027-03-20T09:00:00.000Z');
    // Berlin moves to summer time on 28 March 2027.
    expect(utc('2027-03-29T10:00', 'Europe/Berlin')).toBe('2027-03-29T08:00:00.000Z');
    expect(utc('2027-03-20T10:00', 'America/New_York')).toBe('2027-03-20T14:00:00.000Z');
    expect(utc('2027-03-20T10:00:30', 'Asia/Dubai')).toBe('2027-03-20T06:00:30.000Z');
    expect(utc('2027-03-20T10:00', 'UTC')).toBe('2027-03-20T10:00:00.000Z');
  });

  it('answers null for a time the clocks skip, takes the first of a repeated hour', () => {
    expect(utc('2027-03-28T02:30', 'Europe/Berlin')).toBeNull();
    // 31 October 2027: 02:30 happens first at GMT+2 (00:30 UTC), then at GMT+1.
    expect(utc('2027-10-31T02:30', 'Europe/Berlin')).toBe('2027-10-31T00:30:00.000Z');
  });

  it('answers null for a value or zone that is not one', () => {
    for (const value of ['', '2027-03-20', '2027-02-30T10:00', '2027-03-20T25:00', '20 March 2027 10:00'])
      expect(utc(value, 'Europe/Berlin')).toBeNull();
    expect(utc('2027-03-20T10:00', 'Mars/Olympus')).toBeNull();
  });
});
