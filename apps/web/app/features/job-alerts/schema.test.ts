import { describe, expect, it } from 'vitest';
import { parseJobAlert } from './schema';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('job alert form schema', () => {
  it('accepts an address with the search fields, lower-casing the address', () => {
    const submission = parseJobAlert(form({ email: ' Ana@Example.COM ', q: 'nurse', country: 'AE' }));
    expect(submission.status).toBe('success');
    if (submission.status === 'success') {
      expect(submission.value).toMatchObject({ email: 'ana@example.com', q: 'nurse', country: 'AE' });
    }
  });

  it('says what is wrong with the address in the form’s words', () => {
    const errors = (values: Record<string, string>) => {
      const submission = parseJobAlert(form(values));
      return submission.status === 'success' ? {} : submission.error;
    };
    expect(errors({ email: '' })).toEqual({ email: ['Please enter your email address.'] });
    expect(errors({ email: 'ana' })).toEqual({ email: ['Please enter a valid email address.'] });
    expect(errors({ email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: ['Email address must be at most 254 characters.'],
    });
  });
});
