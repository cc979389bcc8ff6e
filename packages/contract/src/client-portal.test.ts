import { describe, expect, it } from 'vitest';
import { clientAnswerSchema, clientSignInSchema, submissionInputSchema, submissionProblem } from './client-portal.js';

describe('a client’s answer', () => {
  it('needs a reason for Not a fit, and keeps none for the others', () => {
    expect(clientAnswerSchema.safeParse({ answer: 'not-a-fit' }).error?.issues[0]?.path).toEqual(['reason']);
    expect(clientAnswerSchema.parse({ answer: 'not-a-fit', reason: 'salary', comment: ' Too high.\n ' })).toEqual({
      answer: 'not-a-fit',
      reason: 'salary',
      comment: 'Too high.',
    });
    expect(clientAnswerSchema.parse({ answer: 'interview', reason: 'salary' })).toEqual({
      answer: 'interview',
      reason: '',
      comment: '',
    });
    expect(clientAnswerSchema.safeParse({ answer: 'hire' }).success).toBe(false);
    expect(clientAnswerSchema.safeParse({ answer: 'offer', comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('a submission', () => {
  it('needs a summary of at most 2,000 characters', () => {
    expect(submissionInputSchema.safeParse({ summary: '  ' }).success).toBe(false);
    expect(submissionInputSchema.safeParse({ summary: 'x'.repeat(2001) }).success).toBe(false);
    expect(submissionInputSchema.parse({ summary: ' Strong treasury analyst. ' }).summary).toBe(
      'Strong treasury analyst.',
    );
  });

  it('is refused for a job without a client, a second time, and for a sourced candidate without consent', () => {
    const applicant = { hasClient: true, source: 'indeed', legalBasis: null, submitted: false };
    expect(submissionProblem(applicant)).toBeNull();
    expect(submissionProblem({ ...applicant, hasClient: false })).toMatch(/no client/);
    expect(submissionProblem({ ...applicant, submitted: true })).toMatch(/already/);
    expect(submissionProblem({ ...applicant, source: 'sourced', legalBasis: 'legitimate-interest' })).toMatch(
      /consent/,
    );
    expect(submissionProblem({ ...applicant, source: 'sourced', legalBasis: 'consent' })).toBeNull();
  });
});

describe('a sign-in link’s token', () => {
  it('is 43 URL-safe base64 characters', () => {
    expect(clientSignInSchema.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(clientSignInSchema.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(clientSignInSchema.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(false);
  });
});
