import { describe, expect, it } from 'vitest';
import { isoToZonedDateTime, postedClosingDate, zonedDateTimeToIso } from './closing-date';

/**
 * The closing date in the staff member's time zone (docs/022-the-team.md "Ownership, routing and time zones"),
 * whatever the zone of the machine that runs the conversion (the server's is not the staff member's).
 */
describe('a closing date picked in Dubai (UTC+4, no daylight saving)', () => {
  it('is stored as the instant it means', () => {
    expect(zonedDateTimeToIso('2026-12-31T17:00', 'Asia/Dubai')).toBe('2026-12-31T13:00:00.000Z');
    expect(zonedDateTimeToIso('2026-12-31T17:00:30', 'Asia/Dubai')).toBe('2026-12-31T13:00:30.000Z');
    expect(zonedDateTimeToIso('2027-01-01T02:00', 'Asia/Dubai')).toBe('2026-12-31T22:00:00.000Z');
  });

  it('is shown again as the date and time picked', () => {
    expect(isoToZonedDateTime('2026-12-31T13:00:00.000Z', 'Asia/Dubai')).toBe('2026-12-31T17:00');
    expect(isoToZonedDateTime('2026-12-31T22:00:00.000Z', 'Asia/Dubai')).toBe('2027-01-01T02:00');
    expect(isoToZonedDateTime('2027-01-01T01:30:00+04:00', 'Asia/Dubai')).toBe('2027-01-01T01:30');
  });
});

describe('a closing date picked in New York (daylight saving time)', () => {
  it("uses the offset of the picked date, not today's", () => {
    expect(zonedDateTimeToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedDateTimeToIso('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(isoToZonedDateTime('2026-07-01T13:00:00.000Z', 'America/New_York')).toBe('2026-07-01T09:00');
  });

  it('takes the hours around a clock change as the clock shows them', () => {
    // 8 March 2026, 02:00 → 03:00: 01:30 is still EST (UTC−5); 03:30 is EDT (UTC−4).
    expect(zonedDateTimeToIso('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedDateTimeToIso('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 1 November 2026, 02:00 → 01:00: the evening before and the morning after keep their own offsets.
    expect(zonedDateTimeToIso('2026-10-31T23:00', 'America/New_York')).toBe('2026-11-01T03:00:00.000Z');
    expect(zonedDateTimeToIso('2026-11-01T09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe('other zones', () => {
  it('reads UTC as UTC, and half-hour and date-line zones with their offsets', () => {
    expect(zonedDateTimeToIso('2026-12-31T17:00', 'UTC')).toBe('2026-12-31T17:00:00.000Z');
    expect(zonedDateTimeToIso('2026-12-31T17:00', 'Asia/Kolkata')).toBe('2026-12-31T11:30:00.000Z');
    expect(zonedDateTimeToIso('2026-12-31T17:00', 'Pacific/Kiritimati')).toBe('2026-12-31T03:00:00.000Z');
    expect(isoToZonedDateTime('2026-12-31T03:00:00.000Z', 'Pacific/Kiritimati')).toBe('2026-12-31T17:00');
  });

  it('does not depend on the time zone of the machine that converts', () => {
    const before = process.env.TZ;
    try {
      for (const machine of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = machine;
        expect(zonedDateTimeToIso('2026-12-31T17:00', 'Asia/Dubai')).toBe('2026-12-31T13:00:00.000Z');
        expect(isoToZonedDateTime('2026-12-31T13:00:00.000Z', 'Asia/Dubai')).toBe('2026-12-31T17:00');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('what is not a date and time', () => {
  it('keeps nothing as nothing and hands anything else on for the schema to refuse', () => {
    expect(zonedDateTimeToIso('', 'Asia/Dubai')).toBe('');
    expect(zonedDateTimeToIso('tomorrow', 'Asia/Dubai')).toBe('tomorrow');
    expect(zonedDateTimeToIso('2026-12-31T17:00', 'Mars/Olympus_Mons')).toBe('2026-12-31T17:00');
    expect(isoToZonedDateTime(null, 'Asia/Dubai')).toBe('');
    expect(isoToZonedDateTime('not a date', 'Asia/Dubai')).toBe('');
    expect(isoToZonedDateTime('2026-12-31T13:00:00.000Z', 'Mars/Olympus_Mons')).toBe('');
  });
});

describe('the posted form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads the picked date and time in the staff member's zone", () => {
    expect(postedClosingDate(form({ validThroughLocal: ' 2026-12-31T17:00 ' }), 'Asia/Dubai')).toBe(
      '2026-12-31T13:00:00.000Z',
    );
    expect(postedClosingDate(form({ validThroughLocal: '2026-12-31T17:00' }), 'Europe/London')).toBe(
      '2026-12-31T17:00:00.000Z',
    );
  });

  it('ignores a posted instant (the old editor’s hidden field): the zone is the server’s to apply', () => {
    expect(
      postedClosingDate(
        form({ validThroughLocal: '2026-12-31T17:00', validThrough: '2020-01-01T00:00:00.000Z' }),
        'UTC',
      ),
    ).toBe('2026-12-31T17:00:00.000Z');
    expect(postedClosingDate(form({ validThroughLocal: '' }), 'Asia/Dubai')).toBe('');
    expect(postedClosingDate(form({}), 'Asia/Dubai')).toBe('');
  });
});
