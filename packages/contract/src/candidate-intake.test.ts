import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_LEGAL_BASES,
  candidateIntakeSchema,
  MY_DATA_TOKEN_PATTERN,
  myDataRequestSchema,
} from './candidate-intake.js';

describe('candidateIntakeSchema', () => {
  const valid = { fullName: ' Grace  Hopper ', email: ' Grace@Example.com ', legalBasis: 'consent' };

  it('takes the apply form’s name and address rules, comma-separated tags and an optional note', () => {
    const parsed = candidateIntakeSchema.parse({
      ...valid,
      phone: '',
      country: 'ae',
      tags: ' COBOL , cobol,  compilers ,',
      sourceNote: ' LinkedIn ',
    });
    expect(parsed).toEqual({
      fullName: 'Grace  Hopper',
      email: 'grace@example.com',
      phone: undefined,
      country: 'AE',
      tags: ['COBOL', 'compilers'],
      legalBasis: 'consent',
      sourceNote: 'LinkedIn',
    });
    expect(candidateIntakeSchema.parse({ ...valid, tags: ['a', 'b'] }).tags).toEqual(['a', 'b']);
    expect(candidateIntakeSchema.parse(valid).tags).toEqual([]);
  });

  it('requires one of the legal bases', () => {
    expect(CANDIDATE_LEGAL_BASES).toEqual(['legitimate-interest', 'consent']);
    for (const legalBasis of [undefined, '', 'because']) {
      const result = candidateIntakeSchema.safeParse({ ...valid, legalBasis });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['legalBasis']);
    }
  });

  it('refuses a bad address, phone, country, a tag over 40 characters and a note over 200', () => {
    for (const change of [
      { email: 'nope' },
      { phone: 'call me' },
      { country: 'XX' },
      { tags: 'x'.repeat(41) },
      { sourceNote: 'x'.repeat(201) },
    ]) {
      expect(candidateIntakeSchema.safeParse({ ...valid, ...change }).success).toBe(false);
    }
  });
});

describe('the personal-data link', () => {
  it('reads a signed token only, and a body of the token alone', () => {
    const token = `${Buffer.from('{"c":"abc","e":1}').toString('base64url')}.${'A'.repeat(43)}`;
    expect(MY_DATA_TOKEN_PATTERN.test(token)).toBe(true);
    expect(MY_DATA_TOKEN_PATTERN.test('A'.repeat(43))).toBe(false);
    expect(MY_DATA_TOKEN_PATTERN.test(`${token}.x`)).toBe(false);
    expect(myDataRequestSchema.safeParse({ token }).success).toBe(true);
    expect(myDataRequestSchema.safeParse({ token, email: 'a@b.c' }).success).toBe(false);
  });
});
