import { describe, expect, it } from 'vitest';
import {
  candidateMergeSchema,
  candidateReference,
  candidateTagsSchema,
  candidateUpdateSchema,
  uniqueTags,
} from './candidate.js';

describe('candidate tags', () => {
  it('are trimmed, their spaces collapsed, unique without regard to case, the first spelling kept', () => {
    expect(uniqueTags(['  React   Native ', 'react native', '', 'Tab\there', 'SQL'])).toEqual([
      'React Native',
      'Tab here',
      'SQL',
    ]);
  });

  it('are at most 40 characters each and 20 a candidate, counted after the clean-up', () => {
    expect(candidateTagsSchema.safeParse(['x'.repeat(40)]).success).toBe(true);
    const tooLong = candidateTagsSchema.safeParse(['ok', ` ${'x'.repeat(41)} `]);
    expect(tooLong.error?.issues[0]).toMatchObject({ code: 'too_big', path: [1] });
    const many = Array.from({ length: 21 }, (_, index) => `tag ${index}`);
    expect(candidateTagsSchema.safeParse(many).error?.issues[0]).toMatchObject({ code: 'too_big', path: [] });
    // Twenty-one typed, twenty once the repeat is gone.
    expect(candidateTagsSchema.safeParse([...many.slice(0, 20), 'TAG 0']).success).toBe(true);
  });
});

describe('candidateUpdateSchema', () => {
  it('takes tags and an availability, nothing else, and not nothing', () => {
    expect(candidateUpdateSchema.parse({ availability: 'placed' })).toEqual({ availability: 'placed' });
    expect(candidateUpdateSchema.safeParse({ availability: 'retired' }).success).toBe(false);
    expect(candidateUpdateSchema.safeParse({ email: 'a@example.com' }).success).toBe(false);
    expect(candidateUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('candidate references of a merge', () => {
  it('reads an address as the apply form normalises it, else a documentId', () => {
    expect(candidateReference(' Ann@Example.COM ').data).toEqual({ kind: 'email', email: 'ann@example.com' });
    expect(candidateReference('abc123').data).toEqual({ kind: 'documentId', documentId: 'abc123' });
    expect(candidateReference('x y').success).toBe(false);
    expect(candidateMergeSchema.safeParse({ from: 'abc', extra: 1 }).success).toBe(false);
  });
});
