import { describe, expect, it } from 'vitest';
import {
  describeJobAlertSearch,
  isJobAlertToken,
  jobAlertFormSchema,
  jobAlertInputSchema,
  jobAlertSearch,
  jobAlertTokenSchema,
} from './index.js';

describe('jobAlertSearch', () => {
  it('keeps the filters by the board’s rule and drops the order, the page and unknown values', () => {
    expect(
      jobAlertSearch(
        new URLSearchParams('q=  senior   nurse &type=Full-time&country=ae&workplace=on-site&sort=closing&page=3'),
      ),
    ).toEqual({ q: 'senior nurse', category: null, type: 'full-time', country: 'AE', city: null, workplace: 'onsite' });
    expect(jobAlertSearch({ type: 'nonsense', country: 'XX', category: 'health care!' })).toEqual({
      q: '',
      category: null,
      type: null,
      country: null,
      city: null,
      workplace: null,
    });
  });
});

describe('describeJobAlertSearch', () => {
  it('names each filter in words, the category by its name when known', () => {
    expect(
      describeJobAlertSearch(
        { q: 'nurse', category: 'healthcare', type: 'full-time', country: 'AE', city: null, workplace: 'remote' },
        'Healthcare',
      ),
    ).toBe('New jobs matching "nurse" · Healthcare · Full-time · United Arab Emirates · Remote');
    expect(describeJobAlertSearch({ category: 'it-jobs' })).toBe('New jobs · it-jobs');
    expect(describeJobAlertSearch({ q: '', category: null })).toBe('All new jobs');
  });
});

describe('jobAlertInputSchema', () => {
  it('lower-cases the address and normalises the search', () => {
    expect(
      jobAlertInputSchema.parse({ email: ' Ana@Example.COM ', search: { q: 'go', type: 'contract', page: '2' } }),
    ).toEqual({
      email: 'ana@example.com',
      search: { q: 'go', category: null, type: 'contract', country: null, city: null, workplace: null },
      language: 'en',
    });
  });

  it("takes the language of the page it was set up on: 'en' or 'ar', English when absent, nothing else", () => {
    expect(jobAlertInputSchema.parse({ email: 'a@b.co', language: 'ar' }).language).toBe('ar');
    expect(jobAlertInputSchema.safeParse({ email: 'a@b.co', language: 'fr' }).success).toBe(false);
  });

  it('takes a missing search as every new job, and refuses a bad address or a search that is not an object', () => {
    expect(jobAlertInputSchema.parse({ email: 'a@b.co' }).search).toEqual(jobAlertSearch({}));
    expect(jobAlertInputSchema.safeParse({ email: 'not an address' }).success).toBe(false);
    expect(jobAlertInputSchema.safeParse({ email: '' }).success).toBe(false);
    expect(jobAlertInputSchema.safeParse({ email: 'a@b.co', search: 'q=nurse' }).success).toBe(false);
  });

  it('the board’s form: the address required, the search fields optional', () => {
    expect(jobAlertFormSchema.safeParse({ email: 'a@b.co', q: 'nurse' }).success).toBe(true);
    expect(jobAlertFormSchema.safeParse({ q: 'nurse' }).success).toBe(false);
  });
});

describe('job alert tokens', () => {
  it('are 43 base64url characters', () => {
    const token = 'A'.repeat(42) + '_';
    expect(isJobAlertToken(token)).toBe(true);
    expect(isJobAlertToken(token.slice(1))).toBe(false);
    expect(isJobAlertToken(`${token.slice(1)}=`)).toBe(false);
    expect(isJobAlertToken(undefined)).toBe(false);
    expect(jobAlertTokenSchema.safeParse({ token }).success).toBe(true);
    expect(jobAlertTokenSchema.safeParse({ token: 'x' }).success).toBe(false);
  });
});
