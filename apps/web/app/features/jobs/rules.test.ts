import { describe, expect, it } from 'vitest';
import { jobSlug } from './rules';

describe('slugs (spec §5: two different rules)', () => {
  it('job: dashes normalised, punctuation stripped, whitespace and underscores to one hyphen, ends trimmed', () => {
    expect(jobSlug('Senior Go Engineer — Payments_Team (Remote)')).toBe('senior-go-engineer-payments-team-remote');
    expect(jobSlug('--A  -- B__c--')).toBe('a-b-c');
    expect(jobSlug('!!!')).toBe('');
  });
});
