import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { apiErrorMap, applicationInputSchema } from '@agency/contract';
import { parseOrThrow } from './validation';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  coverLetter: 'I would like to apply.',
  job: 'h3hpvbcbydlc328enstb9ah4',
  consent: true,
};

/** The message of the 400 that `parseOrThrow` throws for `input`. */
function messageFor(input: unknown): string {
  try {
    parseOrThrow(applicationInputSchema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(errors.ValidationError);
    return (error as Error).message;
  }
  throw new Error('the input was accepted');
}

describe('applicationInputSchema', () => {
  it('trims the text fields and lowercases the e-mail', () => {
    expect(
      parseOrThrow(applicationInputSchema, {
        ...valid,
        fullName: '  Ada Lovelace ',
        email: '  ADA@Example.com ',
        phone: ' +44 20 7946 0958 ',
        coverLetter: '\n I would like to apply. \n',
        job: ' h3hpvbcbydlc328enstb9ah4 ',
      }),
    ).toEqual({ ...valid, language: 'en' });
  });

  it('drops what the server sets itself (status, dates, ids)', () => {
    const parsed = parseOrThrow(applicationInputSchema, {
      ...valid,
      job_status: 'Accepted',
      appliedAt: '2000-01-01T00:00:00.000Z',
      consentAt: '2000-01-01T00:00:00.000Z',
      id: 99,
      resume: { storageKey: '../../etc/passwd' },
    });
    expect(parsed).toEqual({ ...valid, language: 'en' });
  });

  it('accepts a numeric job id', () => {
    expect(parseOrThrow(applicationInputSchema, { ...valid, job: 7 }).job).toBe(7);
  });

  it.each([['true'], ['on'], [true]])('reads the form value %j of consent as agreement', (consent) => {
    expect(parseOrThrow(applicationInputSchema, { ...valid, consent }).consent).toBe(true);
  });

  it('names every missing field', () => {
    expect(messageFor({})).toBe('Missing or invalid fields: fullName, email, phone, coverLetter, job, consent.');
  });

  it.each(Object.keys(valid))('names %s alone when only it is missing', (field) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    expect(messageFor(input)).toBe(`Missing or invalid fields: ${field}.`);
  });

  it.each([
    ['consent', false],
    ['consent', 'false'],
    ['consent', 'yes'],
    ['email', 'ada.example.com'],
    ['phone', 'call me maybe'],
    ['fullName', '   '],
    ['fullName', 'a'.repeat(101)],
    ['coverLetter', 'a'.repeat(5001)],
    ['job', ''],
    ['job', -1],
    ['job', 1.5],
    ['job', { documentId: 'abc' }],
  ])('refuses %s = %j', (field, value) => {
    expect(messageFor({ ...valid, [field]: value })).toBe(`Missing or invalid fields: ${field}.`);
  });

  it('says why consent is needed', () => {
    const result = applicationInputSchema.safeParse({ ...valid, consent: false }, { error: apiErrorMap });
    expect(result.error?.issues[0].message).toBe('consent is required: the applicant must agree to the terms');
  });

  it('accepts a cover letter of exactly 5000 characters', () => {
    expect(parseOrThrow(applicationInputSchema, { ...valid, coverLetter: 'a'.repeat(5000) }).coverLetter).toHaveLength(
      5000,
    );
  });
});
