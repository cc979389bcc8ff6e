import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_WITHDRAW_REASON_MAX,
  candidateMayWithdraw,
  candidateStanding,
  candidateTimeZoneSchema,
  candidateTokenSchema,
  candidateWithdrawSchema,
} from './candidate-page.js';

const TOKEN = 'A'.repeat(42) + '_';

describe('the candidate page’s requests', () => {
  it('take a 43-character URL-safe token and nothing shorter, longer or with other characters', () => {
    expect(candidateTokenSchema.safeParse({ token: TOKEN }).success).toBe(true);
    for (const token of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`, 7]) {
      expect(candidateTokenSchema.safeParse({ token }).success).toBe(false);
    }
  });

  it('take an optional withdrawal reason on several lines, cleaned, up to the limit', () => {
    expect(candidateWithdrawSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN, reason: '' });
    expect(candidateWithdrawSchema.parse({ token: TOKEN, reason: ' Took another job.\n ' }).reason).toBe(
      'Took another job.',
    );
    const tooLong = 'x'.repeat(CANDIDATE_WITHDRAW_REASON_MAX + 1);
    expect(candidateWithdrawSchema.safeParse({ token: TOKEN, reason: tooLong }).success).toBe(false);
  });

  it('take a time zone the runtime knows', () => {
    expect(candidateTimeZoneSchema.safeParse({ token: TOKEN, timeZone: 'America/New_York' }).success).toBe(true);
    expect(candidateTimeZoneSchema.safeParse({ token: TOKEN, timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('where an application stands', () => {
  it('is said in plain words, a withdrawal apart from staff’s rejection', () => {
    expect(candidateStanding('Pending', false)).toBe('received');
    expect(candidateStanding('Reviewed', false)).toBe('in-review');
    expect(candidateStanding('Accepted', false)).toBe('accepted');
    expect(candidateStanding('Rejected', false)).toBe('not-selected');
    expect(candidateStanding('Rejected', true)).toBe('withdrawn');
  });

  it('may be withdrawn until it has ended', () => {
    expect(candidateMayWithdraw('Pending')).toBe(true);
    expect(candidateMayWithdraw('Reviewed')).toBe(true);
    expect(candidateMayWithdraw('Accepted')).toBe(false);
    expect(candidateMayWithdraw('Rejected')).toBe(false);
  });
});
