import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './slug-field';

describe('uniqueSlug', () => {
  /** An `isTaken` backed by a set of slugs already in use. */
  const takenFrom = (taken: string[]) => async (slug: string) => taken.includes(slug);

  it('uses the plain slug when it is free', async () => {
    expect(await uniqueSlug('Data Analyst', takenFrom([]))).toBe('data-analyst');
  });

  it('adds -2, -3, … until the slug is free', async () => {
    expect(await uniqueSlug('Data Analyst', takenFrom(['data-analyst']))).toBe('data-analyst-2');
    expect(await uniqueSlug('Data Analyst', takenFrom(['data-analyst', 'data-analyst-2']))).toBe('data-analyst-3');
  });

  it('falls back to the given word, then to "item", when the title has no letters or digits', async () => {
    expect(await uniqueSlug('???', takenFrom([]), 'job')).toBe('job');
    expect(await uniqueSlug('???', takenFrom(['job']), 'job')).toBe('job-2');
    expect(await uniqueSlug('', takenFrom([]))).toBe('item');
  });
});
