import { describe, expect, it } from 'vitest';
import { applicationInputSchema } from './application-schema.js';
import {
  POOL_TOKEN_PATTERN,
  TALENT_POOL_MONTHS_DEFAULT,
  poolConsentField,
  poolConsentUntil,
  talentPoolConsentText,
  talentPoolMonths,
} from './talent-pool.js';

describe('talentPoolMonths (TALENT_POOL_MONTHS)', () => {
  it.each([
    [undefined, TALENT_POOL_MONTHS_DEFAULT],
    ['', 24],
    ['12', 12],
    ['1', 1],
    ['120', 120],
    ['121', 24],
    ['0', 24],
    ['-3', 24],
    ['1.5', 24],
    ['two years', 24],
  ])('%j → %i', (value, months) => {
    expect(talentPoolMonths(value)).toBe(months);
  });
});

describe('the words and the end of a consent', () => {
  it('name the period', () => {
    expect(talentPoolConsentText(24)).toBe('Keep my CV in your talent pool for future roles for 24 months.');
  });

  it('counts calendar months in UTC, the 31st going to a shorter month’s last day', () => {
    expect(poolConsentUntil(new Date('2026-01-15T10:00:00Z'), 24).toISOString()).toBe('2028-01-15T10:00:00.000Z');
    expect(poolConsentUntil(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(poolConsentUntil(new Date('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(poolConsentUntil(new Date('2026-11-30T23:59:00Z'), 3).toISOString()).toBe('2027-02-28T23:59:00.000Z');
  });
});

describe('the box (poolConsentField)', () => {
  it.each([['on'], ['true'], [true]])('%j is a tick', (value) => {
    expect(poolConsentField.parse(value)).toBe(true);
  });

  it.each([[undefined], [''], ['false'], [false], [null]])('%j is no tick', (value) => {
    expect(poolConsentField.parse(value)).toBeUndefined();
  });

  it.each([['yes'], ['1'], [1], [{}]])('%j is refused: the choice is never guessed', (value) => {
    expect(poolConsentField.safeParse(value).success).toBe(false);
  });

  it('is optional in an application', () => {
    const base = {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+44 20 7946 0000',
      coverLetter: 'Hello.',
      job: 'abc',
      consent: 'on',
    };
    expect(applicationInputSchema.parse(base).poolConsent).toBeUndefined();
    expect(applicationInputSchema.parse({ ...base, poolConsent: 'on' }).poolConsent).toBe(true);
  });
});

describe('the renewal token', () => {
  it('is 43 base64url characters', () => {
    expect(POOL_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
    expect(POOL_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
    expect(POOL_TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false);
  });
});
