import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToLocalDateTime, localDateTimeToIso, postedClosingDate, utcDateTimeToIso } from './closing-date';

/** Runs each test in a time zone of a staff member (Node reads `TZ` again whenever it is set). */
function inTimeZone(zone: string) {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe('in Dubai (UTC+4)', () => {
  inTimeZone('Asia/Dubai');

  it("converts the picked date and time with the staff member's offset", () => {
    expect(localDateTimeToIso('2026-12-31T17:00')).toBe('2026-12-31T13:00:00.000Z');
    expect(localDateTimeToIso('2026-12-31T17:00:30')).toBe('2026-12-31T13:00:30.000Z');
  });

  it('shows a stored instant as the local date and time to pick', () => {
    expect(isoToLocalDateTime('2026-12-31T13:00:00.000Z')).toBe('2026-12-31T17:00');
    expect(isoToLocalDateTime('2027-01-01T01:30:00+04:00')).toBe('2027-01-01T01:30');
  });

  it('keeps nothing as nothing and hands anything else on for the schema to refuse', () => {
    expect(localDateTimeToIso('')).toBe('');
    expect(localDateTimeToIso('tomorrow')).toBe('tomorrow');
    expect(isoToLocalDateTime(null)).toBe('');
    expect(isoToLocalDateTime('not a date')).toBe('');
  });
});

describe('in New York (daylight saving time)', () => {
  inTimeZone('America/New_York');

  it("uses the offset of the picked date, not today's", () => {
    expect(localDateTimeToIso('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(localDateTimeToIso('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(isoToLocalDateTime(localDateTimeToIso('2026-07-01T09:00'))).toBe('2026-07-01T09:00');
  });
});

describe('the posted form', () => {
  inTimeZone('Asia/Dubai');

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("takes the script's conversion when the form has it, even when it was cleared", () => {
    const local = { validThroughLocal: '2026-12-31T17:00' };
    expect(postedClosingDate(form({ ...local, validThrough: '2026-12-31T13:00:00.000Z' }))).toBe(
      '2026-12-31T13:00:00.000Z',
    );
    expect(postedClosingDate(form({ validThroughLocal: '', validThrough: '' }))).toBe('');
  });

  it('reads the local value as UTC when no script filled the hidden field', () => {
    expect(utcDateTimeToIso('2026-12-31T17:00')).toBe('2026-12-31T17:00:00.000Z');
    expect(postedClosingDate(form({ validThroughLocal: '2026-12-31T17:00' }))).toBe('2026-12-31T17:00:00.000Z');
    expect(postedClosingDate(form({}))).toBe('');
  });
});
